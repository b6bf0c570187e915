/* SPDX-License-Identifier: MIT */
/* Internal: the board: tiles, the frontier and ranger cells (board.c). */
#ifndef SAFARI_BOARD_H
#define SAFARI_BOARD_H

#include "state.h"

/* Cells x0 <= x <= x1, y0 <= y <= y1. */
typedef struct cell_range {
    int32_t x0, x1, y0, y1;
} cell_range;

static inline int safari__cell_in(const cell_range *r, int32_t x, int32_t y)
{
    return x >= r->x0 && x <= r->x1 && y >= r->y0 && y <= r->y1;
}

/* The tiles' bounding box, as the state caches it (safari__board_put keeps
 * it): never empty, since every tile set has a start cell (tileset.c). */
static inline void safari__tiles_box(const safari_game *g, cell_range *out)
{
    SAFARI_ASSERT(g->c.nplaced > 0);
    out->x0 = g->c.tiles_x0;
    out->x1 = g->c.tiles_x1;
    out->y0 = g->c.tiles_y0;
    out->y1 = g->c.tiles_y1;
}

/* The board's bounding box: the tiles' widened by every ranger on the board
 * but `skip` (-1: none skipped). The one home of the board's extent: the
 * window's allowed cells, safari_game_board_bounds() and through it the
 * pictures (the command's text board, the SVG) ask it. */
void safari__board_box(const safari_game *g, int skip, cell_range *out);

int safari__in_limit(const safari_game *g, int32_t x, int32_t y);
/* Under the window the allowed cells change as the board grows, so the
 * frontier keeps every empty cell next to a tile and this range filters it
 * when moves are made: a cell may be used when the tiles, the rangers on the
 * board other than `skip` (-1: none), and the cell fit in W x H. With no
 * window every frontier cell is allowed. Inline: the legality checks ask
 * it at every move, and as a call it cost them about 10 % more
 * instructions (callgrind). */
static inline void safari__allowed_cells(const safari_game *g, int skip, cell_range *out)
{
    if (g->opt.board_limited != SAFARI_LIMIT_WINDOW) {
        out->x0 = out->y0 = INT32_MIN;
        out->x1 = out->y1 = INT32_MAX;
        return;
    }
    cell_range b;
    safari__board_box(g, skip, &b);
    /* A cell x fits when max(x1, x) - min(x0, x) < W. */
    out->x0 = b.x1 - g->opt.limit_x + 1;
    out->x1 = b.x0 + g->opt.limit_x - 1;
    out->y0 = b.y1 - g->opt.limit_y + 1;
    out->y1 = b.y0 + g->opt.limit_y - 1;
}

void safari__board_put(safari_game *g, int type, int face, int rot, int32_t x, int32_t y);
int safari__can_place(const safari_game *g, int type, int rot, int32_t x, int32_t y);
int safari__any_placement(const safari_game *g, int type);

/* The tiles left in the stack by land type (left[t], t < ntypes). */
static inline void safari__tiles_left(const safari_game *g, uint32_t left[TS_MAX_TYPES])
{
    const safari_tileset *ts = g->ts;
    const uint8_t *stack = CSTACK(g);
    /* one flat loop over the faces: a loop per type costs the evaluation,
     * which asks this at nearly every position, several times more */
    memset(left, 0, sizeof(uint32_t) * (size_t)ts->ntypes);
    for (int f = 0; f < ts->nfaces; f++)
        left[ts->faces[f].type] += stack[f];
}

/* Of the tiles left (safari__tiles_left), those that fit an empty cell of
 * this key in some rotation. Where a displaced ranger is parked (park.c)
 * and the chance a feature closes (the evaluation, eval.c) ask it. */
static inline uint32_t safari__tiles_fitting(const safari_tileset *ts,
                                             const uint32_t left[TS_MAX_TYPES], uint8_t key)
{
    const uint8_t *fit = ts->fit_any[key];
    uint32_t n = 0;
    for (int t = 0; t < ts->ntypes; t++)
        n += left[t] * fit[t]; /* no branch: it would mispredict */
    return n;
}

/* Which frontier positions a ranger may take: every one but the rangers'
 * own, within the ranger's window (safari__allowed_cells). The one home of
 * that rule: generation, the counting path and the mask walk its runs, the
 * legality and park checks ask it of one position. */
typedef struct ranger_walk {
    uint32_t lo, hi; /* the rangers' frontier positions, sorted; nfront for none */
    int windowed;    /* a window limits the cells: each is checked (allowed) */
    cell_range allowed;
    size_t count;    /* the positions taken (safari__ranger_walk_limit) */
} ranger_walk;
/* The runs between the rangers' positions: [from[k], to[k]) for k < 3, in
 * frontier order, some empty (from >= to). Without a window the walk takes
 * every position of a run; with one, those whose cell is in w->allowed. */
typedef struct ranger_runs {
    uint32_t from[3], to[3];
} ranger_runs;

static inline ranger_runs safari__ranger_runs(const ranger_walk *w, uint32_t nfront)
{
    SAFARI_ASSERT(w->lo <= w->hi && w->hi <= nfront && (w->lo < w->hi || w->lo == nfront));
    ranger_runs runs = {{0, w->lo + 1, w->hi + 1}, {w->lo, w->hi, nfront}};
    return runs;
}

/* Whether the walk takes frontier position i (< nfront), after allow. */
static inline int safari__ranger_walk_takes(const safari_game *g, const ranger_walk *w,
                                            uint32_t i)
{
    const front_cell *f = &CFRONT(g)[i];
    return i != w->lo && i != w->hi && safari__cell_in(&w->allowed, f->x, f->y);
}

/* The rangers' positions, from the position each caches (ranger_set in
 * play.c, kept by the frontier's moves in board.c): one walk serves either
 * ranger. Then ranger r's window (allow), or its window and count (limit).
 * Inline: the generator and the counting path ask at every action. */
static inline void safari__ranger_walk_init(const safari_game *g, ranger_walk *w)
{
    uint32_t n = g->c.nfront, pos[SAFARI_RANGERS];
    for (int i = 0; i < SAFARI_RANGERS; i++) {
        const ranger_state *rs = &g->c.ranger[i];
        /* The cache is right: a ranger on the board has its cell's frontier
         * position, or NO_FRONT when a tile set starts it off the frontier. */
        SAFARI_ASSERT(!rs->on || (rs->front == NO_FRONT
                                      ? safari__front_at(g, rs->x, rs->y) < 0
                                      : rs->front < n && CFRONT(g)[rs->front].x == rs->x &&
                                            CFRONT(g)[rs->front].y == rs->y));
        pos[i] = rs->on && rs->front != NO_FRONT ? rs->front : n; /* position n: no cell */
    }
    w->lo = pos[0] < pos[1] ? pos[0] : pos[1];
    w->hi = pos[0] < pos[1] ? pos[1] : pos[0];
    w->windowed = g->opt.board_limited == SAFARI_LIMIT_WINDOW;
    w->count = 0;
}

/* Every cell, but under SAFARI_LIMIT_WINDOW. */
static inline void safari__ranger_walk_allow(const safari_game *g, int r, ranger_walk *w)
{
    w->allowed.x0 = w->allowed.y0 = INT32_MIN;
    w->allowed.x1 = w->allowed.y1 = INT32_MAX;
    if (w->windowed)
        safari__allowed_cells(g, r, &w->allowed);
}

static inline void safari__ranger_walk_limit(const safari_game *g, int r, ranger_walk *w)
{
    uint32_t n = g->c.nfront;
    const front_cell *front = CFRONT(g);
    ranger_runs runs = safari__ranger_runs(w, n);
    safari__ranger_walk_allow(g, r, w);
    /* Without a window, the runs' lengths: every position but the rangers'. */
    w->count = n - (size_t)(w->lo < n) - (size_t)(w->hi < n);
    if (!w->windowed)
        return;
    w->count = 0;
    for (int run = 0; run < 3; run++)
        for (uint32_t i = runs.from[run]; i < runs.to[run]; i++)
            w->count += (size_t)safari__cell_in(&w->allowed, front[i].x, front[i].y);
}

/* Whether ranger `ranger` may stand on (x, y): moving, it is on the board;
 * parking, off it. */
int safari__ranger_cell_ok(const safari_game *g, int ranger, int32_t x, int32_t y);

#endif
