/* SPDX-License-Identifier: MIT */
/* Observations: what a network sees of a position, as planes over a window
 * and a vector of counts (layout: the SAFARI_OBS_* enumerators in safari.h,
 * docs/ai.md), as floats or (the extended layout only) bytes capped at 255.
 *
 * The public queries say the same things (tests/test_observe.c rebuilds
 * every observation from them), but through one call per cell, side and
 * corner; an observation has to cost a few microseconds, so this file reads
 * the state directly: the tiles, the feature roots, the meeples, the
 * frontier and the stack (state.h, board.h, feature.h, movegen.h; lib/ai
 * may: docs/architecture.md). */
#include "actions.h"
#include "board.h"
#include "clear.h"
#include "feature.h"
#include "movegen.h"

_Static_assert(SAFARI_OBS_P_TRAIL + 4 == SAFARI_OBS_P_BUSH, "trail planes");
_Static_assert(SAFARI_OBS_P_BUSH + 4 == SAFARI_OBS_P_OPEN, "bush planes");
_Static_assert(SAFARI_OBS_P_OPEN + 4 == SAFARI_OBS_P_ANIMALS, "open planes");
_Static_assert(SAFARI_OBS_P_ANIMALS + SAFARI_SPECIES == SAFARI_OBS_P_BIRDS, "animal planes");
_Static_assert(SAFARI_OBS_P_MEEPLES + SAFARI_MAX_SEATS == SAFARI_OBS_P_TOKENS, "meeple planes");
_Static_assert(SAFARI_OBS_P_TOKENS + 4 * SAFARI_SPECIES == SAFARI_OBS_P_RANGERS, "token planes");
_Static_assert(SAFARI_OBS_P_RANGERS + SAFARI_RANGERS == SAFARI_OBS_P_FITS, "ranger planes");
_Static_assert(SAFARI_OBS_P_FITS + 1 == SAFARI_OBS_CELL_PLANES, "plane count");
_Static_assert(SAFARI_OBS_V_SUPPLY + SAFARI_MAX_SEATS * SAFARI_SPECIES == SAFARI_OBS_V_MEEPLES,
               "supply entries");
_Static_assert(SAFARI_OBS_V_DECISION + SAFARI_DECISION_END + 1 == SAFARI_OBS_V_TO_MOVE,
               "decision entries");
_Static_assert(SAFARI_OBS_V_TO_MOVE + SAFARI_MAX_SEATS == SAFARI_OBS_VECTOR_FIXED,
               "vector entries");
/* The largest observation, 48 x 512 x 512 + 59 + 400 floats, fits in 32 bits. */
_Static_assert((uint64_t)SAFARI_OBS_CELL_PLANES * SAFARI_WINDOW_MAX * SAFARI_WINDOW_MAX +
                   SAFARI_OBS_VECTOR_FIXED + 2 * SAFARI_MAX_LAND_TILES < UINT32_MAX, "size");

/* Planes a tile fixes once placed (what is printed on it, as it lies):
 * safari__observation_sparse leaves them in the row from call to call. */
#define STATIC_PLANES                                                                       \
    ((1ull << SAFARI_OBS_P_TILE) | (0xFull << SAFARI_OBS_P_TRAIL) |                         \
     (0xFull << SAFARI_OBS_P_BUSH) | (0x1Full << SAFARI_OBS_P_ANIMALS) |                    \
     (1ull << SAFARI_OBS_P_BIRDS) | (1ull << SAFARI_OBS_P_BAOBAB))
_Static_assert(SAFARI_OBS_EX_PLANES <= 64, "plane bits");

/* The output and where each part starts; writes past cap are dropped (the
 * buffer rule: a short buffer gets the first cap floats). */
typedef struct obs {
    float *out;    /* floats, or NULL for bytes: */
    uint8_t *out8; /* bytes, each a sum capped at 255 */
    size_t cap;
    int ex;        /* the extended layout (SAFARI_OBS_P_PLACED) */
    int static_from; /* tiles before it have their static planes written */
    uint32_t *touched; /* sparse rows, or NULL: plane entries made nonzero */
    size_t *ntouched, touched_cap; /* *ntouched > touched_cap: some not listed */
    const safari_window *w;
    size_t cells;  /* per plane */
    size_t vector; /* offset of the vector */
    int32_t viewer, seats;
} obs;

/* The cell of (x, y) in a plane, or -1 outside the window. */
static int64_t cell_of(const obs *o, int32_t x, int32_t y)
{
    int64_t cx = (int64_t)x - o->w->x0, cy = (int64_t)y - o->w->y0;
    if (cx < 0 || cx >= o->w->width || cy < 0 || cy >= o->w->height)
        return -1;
    return cy * o->w->width + cx;
}

static inline void add(const obs *o, size_t i, float v)
{
    if (i >= o->cap)
        return;
    if (o->out) {
        o->out[i] += v;
    } else {
        /* every value is a whole count of at most a few hundred */
        int32_t sum = (int32_t)o->out8[i] + (int32_t)v;
        o->out8[i] = (uint8_t)(sum > 255 ? 255 : sum);
    }
}

static inline void add_cell(const obs *o, int plane, int64_t cell, float v)
{
    SAFARI_ASSERT(plane >= 0 && plane < (o->ex ? SAFARI_OBS_EX_PLANES : SAFARI_OBS_CELL_PLANES));
    SAFARI_ASSERT(cell >= 0 && (size_t)cell < o->cells); /* cell_of() said inside */
    size_t i = (size_t)plane * o->cells + (size_t)cell;
    /* sparse bytes: list the dynamic entries this call makes nonzero */
    if (o->touched && !((STATIC_PLANES >> plane) & 1) &&
        (o->out ? o->out[i] == 0.0f : o->out8[i] == 0)) {
        if (*o->ntouched < o->touched_cap)
            o->touched[*o->ntouched] = (uint32_t)i;
        (*o->ntouched)++;
    }
    add(o, i, v);
}

static inline void add_vec(const obs *o, int entry, float v)
{
    SAFARI_ASSERT(entry >= 0);
    add(o, o->vector + (size_t)entry, v);
}

/* The relative seat k of a seat: viewer + k = seat (mod seats). */
static int relative(const obs *o, int seat)
{
    SAFARI_ASSERT(seat >= 0 && seat < o->seats && o->viewer >= 0 && o->viewer < o->seats);
    return (seat - o->viewer + o->seats) % o->seats;
}

static void put_tile_static(const obs *o, const safari_game *g, int t, int64_t cell)
{
    SAFARI_ASSERT(t >= 0 && t < g->c.nplaced);
    const tile_rec *rec = &CTILES(g)[t];
    const ts_type *type = &g->ts->types[rec->type];
    const ts_orient *or = &type->orient[rec->rot];
    const ts_face *face = &g->ts->faces[rec->face];
    add_cell(o, SAFARI_OBS_P_TILE, cell, 1.0f);
    for (int d = 0; d < 4; d++) {
        int code = (or->code >> (2 * d)) & 3;
        if (code != SIDE_SAVANNA)
            add_cell(o, (code == SIDE_TRAIL ? SAFARI_OBS_P_TRAIL : SAFARI_OBS_P_BUSH) + d, cell,
                     1.0f);
    }
    for (int i = 0; i < type->nfeatures; i++) {
        for (int s = 0; s < SAFARI_SPECIES; s++)
            if (face->animals[i][s])
                add_cell(o, SAFARI_OBS_P_ANIMALS + s, cell, (float)face->animals[i][s]);
        if (type->features[i].birds)
            add_cell(o, SAFARI_OBS_P_BIRDS, cell, (float)type->features[i].birds);
    }
    if (type->baobab)
        add_cell(o, SAFARI_OBS_P_BAOBAB, cell, 1.0f);
}

/* What changes on a placed tile: the open sides of its features, its tokens. */
static void put_tile_dynamic(const obs *o, const safari_game *g, int t, int64_t cell)
{
    const tile_rec *rec = &CTILES(g)[t];
    const ts_orient *or = &g->ts->types[rec->type].orient[rec->rot];
    for (int d = 0; d < 4; d++) {
        if (((or->code >> (2 * d)) & 3) == SIDE_SAVANNA)
            continue;
        int root = safari__feature_of_side(g, t, d);
        if (root >= 0 && CFEATS(g)[root].open)
            add_cell(o, SAFARI_OBS_P_OPEN + d, cell, (float)CFEATS(g)[root].open);
    }
    for (int c = 0; c < 4; c++)
        if (rec->token[c]) {
            SAFARI_ASSERT(rec->token[c] <= SAFARI_SPECIES); /* species + 1 */
            add_cell(o, SAFARI_OBS_P_TOKENS + SAFARI_SPECIES * c + rec->token[c] - 1, cell, 1.0f);
        }
}

/* Cells where a `place` of the tile in hand is legal: the rule of the move
 * generator (frontier cells in the allowed range whose key fits). */
static void put_fits(const obs *o, const safari_game *g)
{
    SAFARI_ASSERT(g->c.phase == PH_PLACE && g->c.hand < g->ts->nfaces);
    const uint8_t *fits = g->ts->types[g->ts->faces[g->c.hand].type].fits;
    const front_cell *front = CFRONT(g);
    cell_range allowed;
    safari__allowed_cells(g, -1, &allowed);
    for (uint32_t i = 0; i < g->c.nfront; i++) {
        if (!fits[front[i].key] || !safari__cell_in(&allowed, front[i].x, front[i].y))
            continue;
        int64_t cell = cell_of(o, front[i].x, front[i].y);
        if (cell >= 0)
            add_cell(o, SAFARI_OBS_P_FITS, cell, 1.0f);
    }
}

static void put_board(const obs *o, const safari_game *g)
{
    for (int t = 0; t < g->c.nplaced; t++) {
        const tile_rec *rec = &CTILES(g)[t];
        int64_t cell = cell_of(o, rec->x, rec->y);
        if (cell < 0)
            continue;
        if (t >= o->static_from)
            put_tile_static(o, g, t, cell);
        put_tile_dynamic(o, g, t, cell);
    }
    for (int s = 0; s < o->seats; s++)
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            const meeple_loc *m = &g->c.meeple[s][i];
            if (m->kind == SAFARI_AT_SUPPLY)
                continue;
            SAFARI_ASSERT(m->tile < g->c.nplaced);
            const tile_rec *rec = &CTILES(g)[m->tile];
            int64_t cell = cell_of(o, rec->x, rec->y);
            if (cell >= 0)
                add_cell(o, SAFARI_OBS_P_MEEPLES + relative(o, s), cell, 1.0f);
        }
    for (int r = 0; r < SAFARI_RANGERS; r++) {
        int64_t cell = g->c.ranger[r].on ? cell_of(o, g->c.ranger[r].x, g->c.ranger[r].y) : -1;
        if (cell >= 0)
            add_cell(o, SAFARI_OBS_P_RANGERS + r, cell, 1.0f);
    }
    if (g->c.phase == PH_PLACE && g->c.hand != NONE8)
        put_fits(o, g);
    if (o->ex && g->c.placed != NONE8) {
        const tile_rec *rec = &CTILES(g)[g->c.placed];
        int64_t cell = cell_of(o, rec->x, rec->y);
        if (cell >= 0)
            add_cell(o, SAFARI_OBS_P_PLACED, cell, 1.0f);
    }
}

static void put_vector(const obs *o, const safari_game *g)
{
    int nfaces = g->ts->nfaces;
    for (int s = 0; s < o->seats; s++) {
        int k = relative(o, s);
        add_vec(o, SAFARI_OBS_V_SCORES + k, (float)g->c.score[s]);
        for (int sp = 0; sp < SAFARI_SPECIES; sp++)
            add_vec(o, SAFARI_OBS_V_SUPPLY + SAFARI_SPECIES * k + sp, (float)g->c.supply[s][sp]);
        add_vec(o, SAFARI_OBS_V_MEEPLES + k, (float)g->c.meeples_free[s]);
    }
    for (int sp = 0; sp < SAFARI_SPECIES; sp++) {
        add_vec(o, SAFARI_OBS_V_BAG + sp, (float)g->c.bag[sp]);
        add_vec(o, SAFARI_OBS_V_DISCARD + sp, (float)g->c.discard[sp]);
    }
    add_vec(o, SAFARI_OBS_V_DISCARDED_TILES, (float)g->c.tiles_discarded);
    add_vec(o, SAFARI_OBS_V_SEATS, (float)o->seats);
    add_vec(o, SAFARI_OBS_V_DECISION + safari__decision_kind(g), 1.0f);
    int to_move = safari__to_move(g);
    if (to_move >= 0)
        add_vec(o, SAFARI_OBS_V_TO_MOVE + relative(o, to_move), 1.0f);
    for (int f = 0; f < nfaces; f++)
        if (CSTACK(g)[f])
            add_vec(o, SAFARI_OBS_VECTOR_FIXED + f, (float)CSTACK(g)[f]);
    if (g->c.phase == PH_PLACE && g->c.hand != NONE8) {
        SAFARI_ASSERT(g->c.hand < nfaces);
        add_vec(o, SAFARI_OBS_VECTOR_FIXED + nfaces + g->c.hand, 1.0f);
    }
    if (o->ex && g->c.placed != NONE8) {
        SAFARI_ASSERT(g->c.placed < g->c.nplaced);
        const tile_rec *rec = &CTILES(g)[g->c.placed];
        SAFARI_ASSERT(rec->face < nfaces && rec->rot < 4);
        add_vec(o, SAFARI_OBS_VECTOR_FIXED + 2 * nfaces + rec->face, 1.0f);
        add_vec(o, SAFARI_OBS_VECTOR_FIXED + 3 * nfaces + rec->rot, 1.0f);
    }
}

static uint32_t vector_size(const safari_game *g, int ex)
{
    uint32_t f = (uint32_t)g->ts->nfaces;
    return ex ? SAFARI_OBS_VECTOR_FIXED + 3 * f + SAFARI_OBS_EX_VECTOR_FIXED
              : SAFARI_OBS_VECTOR_FIXED + 2 * f;
}

int safari_game_observation_shape(const safari_game *game, const safari_window *window,
                                  const safari_observation_options *options, uint32_t *planes,
                                  uint32_t *vector)
{
    int u8, ex = safari__obs_layout(options, &u8);
    if (!game || !window || !planes || !vector || !safari__window_ok(window) || ex < 0)
        return SAFARI_EINVAL;
    *planes = ex ? SAFARI_OBS_EX_PLANES : SAFARI_OBS_CELL_PLANES;
    *vector = vector_size(game, ex);
    return SAFARI_OK;
}

/* One observation into floats (out) or bytes (out8), of either layout. */
static int observe(const safari_game *game, const safari_window *window, int32_t viewer,
                   float *out, uint8_t *out8, size_t cap, size_t *count, int ex)
{
    SAFARI_ASSERT(!(out && out8) && (ex == 0 || ex == 1));
    if (!game || !window || !count || (cap && !out && !out8) || !safari__window_ok(window) ||
        viewer < 0 || viewer >= game->opt.seats)
        return SAFARI_EINVAL;
    obs o;
    o.touched = NULL;
    o.static_from = 0;
    o.out = out;
    o.out8 = out8;
    o.cap = cap;
    o.ex = ex;
    o.w = window;
    o.cells = (size_t)window->width * (size_t)window->height;
    o.vector = (size_t)(ex ? SAFARI_OBS_EX_PLANES : SAFARI_OBS_CELL_PLANES) * o.cells;
    o.viewer = viewer;
    o.seats = game->opt.seats;
    size_t n = o.vector + vector_size(game, ex);
    if (cap) {
        /* Every entry is a sum from 0; all-zero bytes are 0.0f in IEEE 754. */
        safari__clear(out ? (void *)out : (void *)out8,
                      (cap < n ? cap : n) * (out ? sizeof *out : 1));
        put_board(&o, game);
        put_vector(&o, game);
    }
    *count = n;
    return n > cap ? SAFARI_EBUFS : SAFARI_OK;
}

int safari_game_observe(const safari_game *game, const safari_window *window, int32_t viewer,
                        const safari_observation_options *options, void *out, size_t cap,
                        size_t *count)
{
    int u8, ex = safari__obs_layout(options, &u8);
    if (ex < 0 || (!u8 && ((uintptr_t)out % _Alignof(float)) != 0))
        return SAFARI_EINVAL;
    return observe(game, window, viewer, u8 ? NULL : (float *)out, u8 ? (uint8_t *)out : NULL,
                   cap, count, ex);
}

/* The former calls (deprecated until 1.0, docs/api-stability.md): each
 * the new call with the options that name its layout and format. */
static const safari_observation_options base_floats = {sizeof base_floats, SAFARI_OBS_FLOAT32,
                                                       SAFARI_OBS_LAYOUT_BASE};
static const safari_observation_options placed_bytes = {sizeof placed_bytes, SAFARI_OBS_UINT8,
                                                         SAFARI_OBS_LAYOUT_PLACED};

int safari_game_observation_size(const safari_game *game, const safari_window *window,
                                 uint32_t *planes, uint32_t *vector)
{
    return safari_game_observation_shape(game, window, &base_floats, planes, vector);
}

int safari_game_observation_ex_size(const safari_game *game, const safari_window *window,
                                    uint32_t *planes, uint32_t *vector)
{
    return safari_game_observation_shape(game, window, NULL, planes, vector);
}

int safari_game_observation(const safari_game *game, const safari_window *window, int32_t viewer,
                            float *out, size_t cap, size_t *count)
{
    return safari_game_observe(game, window, viewer, &base_floats, out, cap, count);
}

int safari_game_observation_ex(const safari_game *game, const safari_window *window,
                               int32_t viewer, float *out, size_t cap, size_t *count)
{
    return safari_game_observe(game, window, viewer, NULL, out, cap, count);
}

int safari_game_observation_u8(const safari_game *game, const safari_window *window,
                               int32_t viewer, uint8_t *out, size_t cap, size_t *count)
{
    return safari_game_observe(game, window, viewer, &placed_bytes, out, cap, count);
}

void safari__observation_sparse(const safari_game *game, const safari_window *window, int ex,
                                int32_t viewer, float *out, uint8_t *out8, uint32_t *touched,
                                size_t *ntouched, size_t touched_cap, int *static_tiles)
{
    /* the batch's own call: its window, layout and viewer were checked there */
    SAFARI_ASSERT(game && window && safari__window_ok(window) && (ex == 0 || ex == 1));
    SAFARI_ASSERT(viewer >= 0 && viewer < game->opt.seats && *static_tiles >= 0);
    obs o;
    SAFARI_ASSERT((out == NULL) != (out8 == NULL));
    o.out = out;
    o.out8 = out8;
    o.ex = ex;
    o.w = window;
    o.cells = (size_t)window->width * (size_t)window->height;
    o.vector = (size_t)(ex ? SAFARI_OBS_EX_PLANES : SAFARI_OBS_CELL_PLANES) * o.cells;
    o.viewer = viewer;
    o.seats = game->opt.seats;
    size_t n = o.vector + vector_size(game, ex);
    size_t size = out ? sizeof *out : 1;
    o.cap = n;
    /* the planes: only the dynamic entries the last call made nonzero,
     * unless it lost count; the static planes of its tiles stay (all-zero
     * bytes are 0.0f in IEEE 754) */
    if (*ntouched > touched_cap || *static_tiles > game->c.nplaced) {
        safari__clear(out ? (void *)out : (void *)out8, o.vector * size);
        *static_tiles = 0;
    } else if (out) {
        for (size_t i = 0; i < *ntouched; i++)
            out[touched[i]] = 0.0f;
    } else {
        for (size_t i = 0; i < *ntouched; i++)
            out8[touched[i]] = 0;
    }
    safari__clear(out ? (void *)(out + o.vector) : (void *)(out8 + o.vector),
                  (n - o.vector) * size);
    o.touched = touched;
    *ntouched = 0;
    o.ntouched = ntouched;
    o.touched_cap = touched_cap;
    o.static_from = *static_tiles;
    put_board(&o, game);
    put_vector(&o, game);
    *static_tiles = game->c.nplaced;
}
