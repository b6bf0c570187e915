/* SPDX-License-Identifier: MIT */
/* The legal moves of the pending decision in a window's action space
 * (actions.h): as a mask of every action, or as the list of the legal
 * actions' indices.
 *
 * Both are written straight from the state, without building moves, for
 * the decisions with many moves (place, action, park): each part below
 * mirrors the generator named in its comment (movegen.c), in its order, and
 * each frontier cell's offset in a plane is computed once and shared by
 * every plane that names the cell. The few moves of the other decisions,
 * and a mask cut by a short buffer, take the generator's moves in chunks.
 * test_actions.c checks both against the indices of the generated moves at
 * 10,000 positions.
 *
 * Internals used (lib/ai may: docs/architecture.md): the state (state.h:
 * the frontier, the tiles, the usable slots, the pending decision), the
 * rangers' walk (board.h), the generator's helpers (movegen.h), the
 * supply (pieces.h) and the features (feature.h): a mask is asked at every
 * move of a search, and building the moves first would cost it most of
 * its speed. */
#include "actions.h"
#include "clear.h"
#include "feature.h"
#include "movegen.h"
#include "pieces.h"

enum { MOVE_CHUNK = 128 /* moves per walk of the generator: 1 KB of stack */ };

/* Where the legal actions go: a mask (entries set to 1) or a list. */
typedef struct writer {
    uint8_t *mask;        /* the mask, or NULL for a list */
    uint32_t *list;       /* the list, or NULL for a mask */
    size_t cap;           /* mask entries or list room */
    size_t n;             /* actions listed (written or not) */
    size_t outside;       /* legal moves with no action */
    const safari_window *w;
    uint32_t cells;       /* actions in a plane */
    uint32_t fixed;       /* the first fixed action */
    int32_t *front_off;   /* by frontier position: offset in a plane, or -1 */
    int front_ready;      /* front_off is filled (front_offsets) */
    int near;             /* the window's corner is within 2^17 of the origin */
    int all_inside;       /* every frontier cell is in the window; then: */
    int32_t width, corner; /* a cell's offset is y * width + x + corner */
} writer;

static inline void put(writer *wr, uint32_t action)
{
    if (wr->mask) {
        if (action < wr->cap)
            wr->mask[action] = 1;
    } else {
        if (wr->n < wr->cap)
            wr->list[wr->n] = action;
        wr->n++;
    }
}

/* An action of a plane at a cell's offset, or a move outside. */
static inline void put_cell(writer *wr, uint32_t plane, int32_t off)
{
    SAFARI_ASSERT(off < (int64_t)wr->cells); /* an offset stays in its plane */
    if (off >= 0)
        put(wr, plane * wr->cells + (uint32_t)off);
    else
        wr->outside++;
}

static int32_t cell_offset(const safari_window *w, int32_t x, int32_t y)
{
    /* unsigned: one compare a side tests both ends; no difference of an
     * int16 and an int32 reaches 2^32 */
    uint32_t cx = (uint32_t)((int64_t)x - w->x0), cy = (uint32_t)((int64_t)y - w->y0);
    return cx < (uint32_t)w->width && cy < (uint32_t)w->height
               ? (int32_t)(cy * (uint32_t)w->width + cx)
               : -1;
}

/* A cell's offset in a plane when every frontier cell is in the window
 * (writer: width, corner). Callers pass locals: their stores could alias
 * the writer. */
static inline int32_t inside_offset(const front_cell *f, int32_t width, int32_t corner)
{
    return f->y * width + f->x + corner;
}

/* Each frontier cell's offset in a plane, or -1 outside the window;
 * computed on first use, then shared by every plane that names the cell. */
static const int32_t *front_offsets(writer *wr, const safari_game *g)
{
    if (wr->front_ready)
        return wr->front_off;
    const front_cell *front = CFRONT(g);
    int32_t *off = wr->front_off, x0 = wr->w->x0, y0 = wr->w->y0;
    uint32_t width = (uint32_t)wr->w->width, height = (uint32_t)wr->w->height;
    if (wr->all_inside) { /* no test: the loop vectorizes */
        int32_t corner = wr->corner;
        for (uint32_t i = 0; i < g->c.nfront; i++) {
            off[i] = inside_offset(&front[i], (int32_t)width, corner);
            SAFARI_ASSERT(off[i] >= 0 && (uint32_t)off[i] < wr->cells);
        }
    } else {
        int near = wr->near; /* far: the differences below are not used */
        for (uint32_t i = 0; i < g->c.nfront; i++) {
            /* unsigned: wraps instead of overflowing for a far corner */
            uint32_t cx = (uint32_t)front[i].x - (uint32_t)x0;
            uint32_t cy = (uint32_t)front[i].y - (uint32_t)y0;
            off[i] = near && cx < width && cy < height ? (int32_t)(cy * width + cx) : -1;
        }
    }
    wr->front_ready = 1;
    return off;
}

/* gen_place: the rotations over the allowed frontier, or `discard`. */
static void put_place(writer *wr, const safari_game *g)
{
    const uint8_t *fits = g->ts->types[g->ts->faces[g->c.hand].type].fits;
    const front_cell *front = CFRONT(g);
    const int32_t *off = front_offsets(wr, g);
    cell_range allowed;
    safari__allowed_cells(g, -1, &allowed);
    unsigned any = 0;
    for (uint32_t i = 0; i < g->c.nfront; i++) {
        unsigned rots =
            safari__cell_in(&allowed, front[i].x, front[i].y) ? fits[front[i].key] & 15u : 0;
        any |= rots;
        for (uint32_t r = 0; rots; r++, rots >>= 1)
            if (rots & 1)
                put_cell(wr, PL_PLACE + r, off[i]);
    }
    if (!any)
        put(wr, wr->fixed + FX_DISCARD);
}

/* gen_ranger_cells: the runs of the walk's ranger (board.h), each cell
 * checked against the window when there is one; without a window, written
 * unchecked when the whole mask or list fits. The loops keep what they
 * change in locals: a store through a byte pointer could alias the writer. */
static void put_ranger_cells(writer *wr, const safari_game *g, const ranger_walk *w,
                             uint32_t plane)
{
    const front_cell *front = CFRONT(g);
    const int32_t *off = front_offsets(wr, g);
    uint32_t n = g->c.nfront, base = plane * wr->cells;
    ranger_runs runs = safari__ranger_runs(w, n);
    size_t outside = 0;
    if (!w->windowed && wr->mask) {
        uint8_t *entry = wr->mask + base;
        for (int run = 0; run < 3; run++)
            for (uint32_t i = runs.from[run]; i < runs.to[run]; i++) {
                if (off[i] >= 0) {
                    /* a whole mask: every plane's every cell is in it */
                    SAFARI_ASSERT((uint32_t)off[i] < wr->cells && base + wr->cells <= wr->cap);
                    entry[off[i]] = 1;
                } else {
                    outside++;
                }
            }
    } else if (!w->windowed && wr->list && wr->n + n <= wr->cap) {
        uint32_t *o = wr->list + wr->n;
        int all_inside = wr->all_inside; /* then no test: the loop vectorizes */
        for (int run = 0; run < 3; run++)
            for (uint32_t i = runs.from[run]; i < runs.to[run]; i++) {
                /* all inside: front_offsets gave every cell an offset */
                SAFARI_ASSERT(!all_inside || (off[i] >= 0 && (uint32_t)off[i] < wr->cells));
                if (all_inside || off[i] >= 0)
                    *o++ = base + (uint32_t)off[i];
                else
                    outside++;
            }
        SAFARI_ASSERT((size_t)(o - wr->list) <= wr->cap); /* checked above: n fit */
        wr->n = (size_t)(o - wr->list);
    } else {
        for (int run = 0; run < 3; run++)
            for (uint32_t i = runs.from[run]; i < runs.to[run]; i++)
                if (safari__cell_in(&w->allowed, front[i].x, front[i].y))
                    put_cell(wr, plane, off[i]);
    }
    wr->outside += outside;
}

/* The mask's ranger planes when every frontier cell is inside the window
 * and no table window limits the rangers: each ranger on the board may take
 * the same cells (the walk's runs: the frontier but both rangers' own), so
 * one pass over the runs marks both planes. */
static void mark_ranger_planes(writer *wr, const safari_game *g, const ranger_walk *w,
                               unsigned rangers)
{
    const front_cell *front = CFRONT(g);
    uint32_t n = g->c.nfront;
    int32_t width = wr->width, corner = wr->corner;
    ranger_runs runs = safari__ranger_runs(w, n);
    /* a whole mask, so both ranger planes are in it (put_action) */
    SAFARI_ASSERT((size_t)(PL_RANGER + SAFARI_RANGERS) * wr->cells <= wr->cap);
    SAFARI_ASSERT(rangers != 0 && rangers < 1u << SAFARI_RANGERS);
    uint8_t *plane0 = wr->mask + PL_RANGER * wr->cells;
    uint8_t *a = rangers & 1u ? plane0 : plane0 + wr->cells; /* the rule's rangers */
    uint8_t *b = rangers & 2u ? plane0 + wr->cells : a;      /* a twice: one ranger */
    for (int run = 0; run < 3; run++)
        for (uint32_t i = runs.from[run]; i < runs.to[run]; i++) {
            uint32_t off = (uint32_t)inside_offset(&front[i], width, corner);
            SAFARI_ASSERT(off < wr->cells);
            a[off] = 1;
            b[off] = 1;
        }
}

/* The action walk's visitor that puts each part (safari__action_walk,
 * movegen.h): the rule and its order are the generator's. */
static inline void put_meeples(void *ctx, const safari_game *g, unsigned bits)
{
    (void)g;
    writer *wr = ctx;
    for (uint32_t d = 0; d <= SAFARI_BAOBAB; d++) /* a fixed count: unrolled */
        if ((bits >> d) & 1)
            put(wr, wr->fixed + FX_MEEPLE + d);
}

static inline void put_rangers(void *ctx, const safari_game *g, unsigned bits)
{
    writer *wr = ctx;
    ranger_walk w;
    safari__ranger_walk_init(g, &w);
    if (wr->mask && wr->all_inside && !w.windowed)
        mark_ranger_planes(wr, g, &w, bits);
    else for (int r = 0; r < SAFARI_RANGERS; r++)
        if ((bits >> r) & 1) {
            safari__ranger_walk_limit(g, r, &w);
            put_ranger_cells(wr, g, &w, PL_RANGER + (uint32_t)r);
        }
}

/* Dig or expand on the usable slots, by species. */
static inline void put_holes(void *ctx, const safari_game *g, uint8_t held, int can_dig)
{
    writer *wr = ctx;
    const uint16_t *usable = G_AT(g, off_usable, const uint16_t);
    for (uint32_t i = 0; i < g->c.nusable; i++) {
        unsigned species = safari__hole_species(g, held, can_dig, i);
        if (!species)
            continue;
        const tile_rec *t = &CTILES(g)[usable[i] >> 2];
        uint32_t corner = usable[i] & 3u;
        uint32_t plane = (t->slot[corner] & SLOT_JOINS ? PL_EXPAND : PL_DIG) + SAFARI_SPECIES * corner;
        int32_t off = cell_offset(wr->w, t->x, t->y);
        for (uint32_t s = 0; species; s++, species >>= 1)
            if (species & 1)
                put_cell(wr, plane + s, off);
    }
}

static inline void put_pass(void *ctx, const safari_game *g)
{
    (void)g;
    writer *wr = ctx;
    put(wr, wr->fixed + FX_PASS);
}

static void put_action(writer *wr, const safari_game *g)
{
    static const action_visitor putter = {put_meeples, put_rangers, put_holes, put_pass};
    safari__action_walk(g, &putter, wr);
}

/* Any decision through the generator's moves, in chunks. */
static void put_by_moves(writer *wr, const safari_game *g)
{
    safari_move chunk[MOVE_CHUNK];
    size_t total = 1;
    for (size_t first = 0; first < total; first += MOVE_CHUNK) {
        total = safari__legal_moves_window(g, first, chunk, NULL, MOVE_CHUNK);
        for (size_t i = 0; i < MOVE_CHUNK && first + i < total; i++) {
            uint32_t k;
            if (safari__action_index(g, wr->w, &chunk[i], &k) == SAFARI_OK)
                put(wr, k);
            else
                wr->outside++;
        }
    }
}

/* Puts every legal action; `direct` chooses the path by the state. */
static void put_legal(writer *wr, const safari_game *g, int direct)
{
    int kind = safari__decision_kind(g);
    if (!direct || (kind != SAFARI_DECISION_PLACE && kind != SAFARI_DECISION_ACTION &&
                    kind != SAFARI_DECISION_PARK)) {
        put_by_moves(wr, g);
        return;
    }
    int32_t front_off[4 * MAX_TILES]; /* the frontier's capacity (game.c) */
    SAFARI_ASSERT(g->c.nfront <= 4 * MAX_TILES);
    /* Cells are int16: a window corner within 2^17 of the origin keeps every
     * difference in 32 bits; one farther holds no cell at all. Locals: the
     * stores could alias *wr->w. A window around the tiles' bounding box
     * (safari_game_board_window) holds the whole frontier, one cell beyond
     * it: then no cell needs a test. */
    int32_t x0 = wr->w->x0, y0 = wr->w->y0;
    uint32_t width = (uint32_t)wr->w->width, height = (uint32_t)wr->w->height;
    wr->near = x0 > -(1 << 17) && x0 < (1 << 17) && y0 > -(1 << 17) && y0 < (1 << 17);
    cell_range tiles;
    safari__tiles_box(g, &tiles);
    wr->all_inside = wr->near && x0 <= tiles.x0 - 1 && y0 <= tiles.y0 - 1 &&
                     (int64_t)x0 + width >= tiles.x1 + 2 && (int64_t)y0 + height >= tiles.y1 + 2;
    wr->width = (int32_t)width;
    wr->corner = wr->all_inside ? -(y0 * (int32_t)width + x0) : 0; /* far: would overflow */
    wr->front_off = front_off;
    wr->front_ready = 0;
    if (kind == SAFARI_DECISION_PLACE) {
        put_place(wr, g);
    } else if (kind == SAFARI_DECISION_ACTION) {
        put_action(wr, g);
    } else {
        ranger_walk w;
        safari__ranger_walk_init(g, &w);
        safari__ranger_walk_limit(g, g->c.displaced, &w);
        put_ranger_cells(wr, g, &w, PL_PARK);
    }
    wr->front_off = NULL;
}

static writer writer_for(const safari_window *w)
{
    uint32_t cells = safari__window_cells(w);
    writer wr = {.w = w, .cells = cells, .fixed = SAFARI_ACTION_CELL_PLANES * cells};
    return wr;
}

int safari_game_legal_mask(const safari_game *game, const safari_window *window, uint8_t *mask,
                           size_t cap, size_t *count, size_t *outside)
{
    if (!game || !window || !count || (cap && !mask) || !safari__window_ok(window))
        return SAFARI_EINVAL;
    size_t n = safari__action_total(game, window);
    writer wr = writer_for(window);
    if (cap) {
        safari__clear(mask, cap < n ? cap : n);
        wr.mask = mask;
        wr.cap = cap < n ? cap : n;
    } /* else a list with no room: counts `outside` only */
    /* the direct path writes whole planes unchecked: only into a whole mask */
    put_legal(&wr, game, cap >= n);
    *count = n;
    if (outside)
        *outside = wr.outside;
    return n > cap ? SAFARI_EBUFS : SAFARI_OK;
}

int safari_game_legal_actions(const safari_game *game, const safari_window *window,
                              uint32_t *actions, size_t cap, size_t *count, size_t *outside)
{
    if (!game || !window || !count || (cap && !actions) || !safari__window_ok(window))
        return SAFARI_EINVAL;
    writer wr = writer_for(window);
    wr.list = actions;
    wr.cap = actions ? cap : 0;
    put_legal(&wr, game, 1);
    *count = wr.n;
    if (outside)
        *outside = wr.outside;
    return wr.n > cap ? SAFARI_EBUFS : SAFARI_OK;
}
