/* SPDX-License-Identifier: MIT */
/* The fixed action space: every move as an index in a range fixed by a
 * window and the tile set (OpenSpiel's "distinct actions"), and its
 * inverse. The layout is documented in safari.h and docs/ai.md; the mask
 * is in mask.c.
 *
 * Internals used (lib/ai may: docs/architecture.md): the game's tile set
 * (state.h: g->ts, its face count and safari__tileset_face), for the draw
 * actions' numbers: the public API names a face only through a whole
 * safari_tileset_info copy, too slow for an index asked at every move;
 * and the tiles' bounding box the state caches (board.h), for the window. */
#include "actions.h"
#include "board.h"

int safari__window_ok(const safari_window *w)
{
    return w->width >= 1 && w->width <= SAFARI_WINDOW_MAX && w->height >= 1 &&
           w->height <= SAFARI_WINDOW_MAX;
}

uint32_t safari__window_cells(const safari_window *w)
{
    return (uint32_t)w->width * (uint32_t)w->height;
}

uint32_t safari__action_total(const safari_game *g, const safari_window *w)
{
    /* every caller checked the window: its cells keep the total in 32 bits */
    SAFARI_ASSERT(safari__window_ok(w));
    return SAFARI_ACTION_CELL_PLANES * safari__window_cells(w) + SAFARI_ACTION_FIXED + (uint32_t)g->ts->nfaces;
}

int safari__action_index(const safari_game *g, const safari_window *w, const safari_move *m,
                    uint32_t *out)
{
    SAFARI_ASSERT(safari__window_ok(w)); /* as safari__action_total */
    uint32_t fixed = SAFARI_ACTION_CELL_PLANES * safari__window_cells(w);
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
    *out = (uint32_t)plane * safari__window_cells(w) + (uint32_t)(cy * w->width + cx);
    return SAFARI_OK;
}

int safari_game_board_window(const safari_game *game, safari_window *out)
{
    if (!game || !out)
        return SAFARI_EINVAL;
    /* The tiles' box (start cells count; rangers do not), as the state
     * caches it, and a ring of cells around it for the placements. */
    cell_range b;
    safari__tiles_box(game, &b);
    out->x0 = b.x0 - 1;
    out->y0 = b.y0 - 1;
    out->width = b.x1 - b.x0 + 3;
    out->height = b.y1 - b.y0 + 3;
    return SAFARI_OK;
}

int safari_game_action_count(const safari_game *game, const safari_window *window, uint32_t *out)
{
    if (!game || !window || !out || !safari__window_ok(window))
        return SAFARI_EINVAL;
    *out = safari__action_total(game, window);
    return SAFARI_OK;
}

int safari_game_action_index(const safari_game *game, const safari_window *window,
                             const safari_move *move, uint32_t *out)
{
    if (!game || !window || !move || !out || !safari__window_ok(window))
        return SAFARI_EINVAL;
    uint32_t i;
    int rc = safari__action_index(game, window, move, &i);
    if (rc == SAFARI_OK)
        *out = i;
    return rc;
}

int safari_game_action_move(const safari_game *game, const safari_window *window, uint32_t index,
                            safari_move *out)
{
    if (!game || !window || !out || !safari__window_ok(window) ||
        index >= safari__action_total(game, window))
        return SAFARI_EINVAL;
    safari_move m;
    memset(&m, 0, sizeof m);
    uint32_t cells = safari__window_cells(window), fixed = SAFARI_ACTION_CELL_PLANES * cells;
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
    int64_t x = (int64_t)window->x0 + cell % (uint32_t)window->width;
    int64_t y = (int64_t)window->y0 + cell / (uint32_t)window->width;
    if (x < INT16_MIN || x > INT16_MAX || y < INT16_MIN || y > INT16_MAX)
        return SAFARI_ENOTFOUND; /* a cell no move can name */
    m.x = (int16_t)x;
    m.y = (int16_t)y;
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
