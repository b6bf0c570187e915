/* The fixed action space: every move as an index in a range fixed by a
 * window and the tile set (OpenSpiel's "distinct actions"), its inverse,
 * and the legal-move mask. The layout is documented in safari.h and
 * docs/ai.md. The mask walks the generator's moves in chunks through the
 * internal window generator (movegen.h) so that it needs no list of
 * SAFARI_MAX_MOVES on the stack. */
#include "actions.h"
#include "movegen.h"

enum {
    PL_PLACE = 0,   /* + rotation */
    PL_RANGER = 4,  /* + ranger */
    PL_PARK = 6,
    PL_DIG = 7,     /* + 5 corner + species */
    PL_EXPAND = 27, /* + 5 corner + species */
    FX_PASS = 0,
    FX_DISCARD = 1,
    FX_MEEPLE = 2,  /* + side, or SAFARI_BAOBAB */
    FX_BOOST = 7,   /* + species, or SAFARI_NO_SPECIES */
    FX_TOKEN = 13,  /* + species */
    FX_DRAW = 18,   /* + face */
    MASK_CHUNK = 128 /* moves per walk of the generator: 1 KB of stack */
};
_Static_assert((int)PL_EXPAND + 4 * SAFARI_SPECIES == (int)SAFARI_ACTION_CELL_PLANES, "cell planes");
_Static_assert((int)FX_DRAW == (int)SAFARI_ACTION_FIXED, "fixed actions");
/* The largest space, 47 x 512 x 512 + 18 + 200 faces, fits in 32 bits. */
_Static_assert((uint64_t)SAFARI_ACTION_CELL_PLANES * SAFARI_WINDOW_MAX * SAFARI_WINDOW_MAX +
                   SAFARI_ACTION_FIXED + SAFARI_MAX_LAND_TILES < UINT32_MAX, "index range");

int safari__window_ok(const safari_window *w)
{
    return w->width >= 1 && w->width <= SAFARI_WINDOW_MAX && w->height >= 1 &&
           w->height <= SAFARI_WINDOW_MAX;
}

static uint32_t cells_of(const safari_window *w)
{
    return (uint32_t)w->width * (uint32_t)w->height;
}

static uint32_t count_of(const safari_game *g, const safari_window *w)
{
    return SAFARI_ACTION_CELL_PLANES * cells_of(w) + SAFARI_ACTION_FIXED + (uint32_t)g->ts->nfaces;
}

/* The index of a well-formed move: 0 on success, SAFARI_ENOTFOUND outside
 * the window, SAFARI_EINVAL for a move no text spells. */
static int index_of(const safari_game *g, const safari_window *w, const safari_move *m,
                    uint32_t *out)
{
    uint32_t fixed = SAFARI_ACTION_CELL_PLANES * cells_of(w);
    int plane;
    switch (m->kind) {
    case SAFARI_MOVE_PASS: *out = fixed + FX_PASS; return SAFARI_OK;
    case SAFARI_MOVE_DISCARD: *out = fixed + FX_DISCARD; return SAFARI_OK;
    case SAFARI_MOVE_MEEPLE:
        if (m->index > SAFARI_BAOBAB)
            return SAFARI_EINVAL;
        *out = fixed + FX_MEEPLE + m->index;
        return SAFARI_OK;
    case SAFARI_MOVE_BOOST:
        if (m->species > SAFARI_NO_SPECIES)
            return SAFARI_EINVAL;
        *out = fixed + FX_BOOST + m->species;
        return SAFARI_OK;
    case SAFARI_MOVE_TOKEN:
        if (m->species >= SAFARI_SPECIES)
            return SAFARI_EINVAL;
        *out = fixed + FX_TOKEN + m->species;
        return SAFARI_OK;
    case SAFARI_MOVE_DRAW: {
        int f = safari__tileset_face(g->ts, m->tile, m->index);
        if (f < 0)
            return SAFARI_EINVAL;
        *out = fixed + FX_DRAW + (uint32_t)f;
        return SAFARI_OK;
    }
    case SAFARI_MOVE_PLACE:
        if (m->index > 3)
            return SAFARI_EINVAL;
        plane = PL_PLACE + m->index;
        break;
    case SAFARI_MOVE_RANGER:
        if (m->index >= SAFARI_RANGERS)
            return SAFARI_EINVAL;
        plane = PL_RANGER + m->index;
        break;
    case SAFARI_MOVE_PARK: plane = PL_PARK; break;
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND:
        if (m->index > 3 || m->species >= SAFARI_SPECIES)
            return SAFARI_EINVAL;
        plane = (m->kind == SAFARI_MOVE_DIG ? PL_DIG : PL_EXPAND) + SAFARI_SPECIES * m->index +
                m->species;
        break;
    default:
        return SAFARI_EINVAL;
    }
    int64_t cx = (int64_t)m->x - w->x0, cy = (int64_t)m->y - w->y0;
    if (cx < 0 || cx >= w->width || cy < 0 || cy >= w->height)
        return SAFARI_ENOTFOUND;
    *out = (uint32_t)plane * cells_of(w) + (uint32_t)(cy * w->width + cx);
    return SAFARI_OK;
}

int safari_game_board_window(const safari_game *game, safari_window *out)
{
    if (!game || !out)
        return SAFARI_EINVAL;
    /* The bounding box through the public board query (start cells count). */
    safari_tile_info t;
    int32_t x0 = INT32_MAX, x1 = INT32_MIN, y0 = INT32_MAX, y1 = INT32_MIN;
    size_t n = safari_game_tile_count(game);
    for (size_t i = 0; i < n; i++) {
        safari_game_tile(game, i, &t);
        x0 = t.x < x0 ? t.x : x0;
        x1 = t.x > x1 ? t.x : x1;
        y0 = t.y < y0 ? t.y : y0;
        y1 = t.y > y1 ? t.y : y1;
    }
    out->x0 = x0 - 1;
    out->y0 = y0 - 1;
    out->width = x1 - x0 + 3;
    out->height = y1 - y0 + 3;
    return SAFARI_OK;
}

int safari_game_action_count(const safari_game *game, const safari_window *window, uint32_t *out)
{
    if (!game || !window || !out || !safari__window_ok(window))
        return SAFARI_EINVAL;
    *out = count_of(game, window);
    return SAFARI_OK;
}

int safari_game_action_index(const safari_game *game, const safari_window *window,
                             const safari_move *move, uint32_t *out)
{
    if (!game || !window || !move || !out || !safari__window_ok(window))
        return SAFARI_EINVAL;
    uint32_t i;
    int rc = index_of(game, window, move, &i);
    if (rc == SAFARI_OK)
        *out = i;
    return rc;
}

int safari_game_action_move(const safari_game *game, const safari_window *window, uint32_t index,
                            safari_move *out)
{
    if (!game || !window || !out || !safari__window_ok(window) ||
        index >= count_of(game, window))
        return SAFARI_EINVAL;
    safari_move m;
    memset(&m, 0, sizeof m);
    uint32_t cells = cells_of(window), fixed = SAFARI_ACTION_CELL_PLANES * cells;
    if (index >= fixed) {
        uint32_t k = index - fixed;
        if (k >= FX_DRAW) {
            const ts_face *face = &game->ts->faces[k - FX_DRAW];
            m.kind = SAFARI_MOVE_DRAW;
            m.tile = game->ts->types[face->type].id;
            m.index = face->copy;
        } else if (k >= FX_TOKEN) {
            m.kind = SAFARI_MOVE_TOKEN;
            m.species = (uint8_t)(k - FX_TOKEN);
        } else if (k >= FX_BOOST) {
            m.kind = SAFARI_MOVE_BOOST;
            m.species = (uint8_t)(k - FX_BOOST);
        } else if (k >= FX_MEEPLE) {
            m.kind = SAFARI_MOVE_MEEPLE;
            m.index = (uint8_t)(k - FX_MEEPLE);
        } else {
            m.kind = k == FX_PASS ? SAFARI_MOVE_PASS : SAFARI_MOVE_DISCARD;
        }
        *out = m;
        return SAFARI_OK;
    }
    uint32_t plane = index / cells, cell = index % cells;
    m.x = (int16_t)(window->x0 + (int32_t)(cell % (uint32_t)window->width));
    m.y = (int16_t)(window->y0 + (int32_t)(cell / (uint32_t)window->width));
    if (plane < PL_RANGER) {
        m.kind = SAFARI_MOVE_PLACE;
        m.index = (uint8_t)plane;
    } else if (plane < PL_PARK) {
        m.kind = SAFARI_MOVE_RANGER;
        m.index = (uint8_t)(plane - PL_RANGER);
    } else if (plane == PL_PARK) {
        m.kind = SAFARI_MOVE_PARK;
    } else {
        uint32_t k = plane < PL_EXPAND ? plane - PL_DIG : plane - PL_EXPAND;
        m.kind = plane < PL_EXPAND ? SAFARI_MOVE_DIG : SAFARI_MOVE_EXPAND;
        m.index = (uint8_t)(k / SAFARI_SPECIES);
        m.species = (uint8_t)(k % SAFARI_SPECIES);
    }
    *out = m;
    return SAFARI_OK;
}

int safari_game_legal_mask(const safari_game *game, const safari_window *window, uint8_t *mask,
                           size_t cap, size_t *count, size_t *outside)
{
    if (!game || !window || !count || (cap && !mask) || !safari__window_ok(window))
        return SAFARI_EINVAL;
    size_t n = count_of(game, window);
    if (cap)
        memset(mask, 0, cap < n ? cap : n);
    safari_move chunk[MASK_CHUNK];
    size_t out = 0, total = 1;
    for (size_t first = 0; first < total; first += MASK_CHUNK) {
        total = safari__legal_moves_window(game, first, chunk, NULL, MASK_CHUNK);
        for (size_t i = 0; i < MASK_CHUNK && first + i < total; i++) {
            uint32_t k;
            if (index_of(game, window, &chunk[i], &k) != SAFARI_OK)
                out++;
            else if (k < cap)
                mask[k] = 1;
        }
    }
    *count = n;
    if (outside)
        *outside = out;
    return n > cap ? SAFARI_EBUFS : SAFARI_OK;
}
