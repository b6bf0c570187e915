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

int safari__in_limit(const safari_game *g, int32_t x, int32_t y);
void safari__allowed_cells(const safari_game *g, int skip, cell_range *out);
void safari__board_put(safari_game *g, int type, int face, int rot, int32_t x, int32_t y);
int safari__can_place(const safari_game *g, int type, int rot, int32_t x, int32_t y);
int safari__any_placement(const safari_game *g, int type);

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
/* The rangers' positions (one walk serves either ranger); then ranger r's
 * window (allow), or its window and count (limit). */
void safari__ranger_walk_init(const safari_game *g, ranger_walk *w);
void safari__ranger_walk_allow(const safari_game *g, int r, ranger_walk *w);
void safari__ranger_walk_limit(const safari_game *g, int r, ranger_walk *w);

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

/* Whether ranger `ranger` may stand on (x, y): moving, it is on the board;
 * parking, off it. */
int safari__ranger_cell_ok(const safari_game *g, int ranger, int32_t x, int32_t y);

#endif
