/* SPDX-License-Identifier: MIT */
/* Game metadata for learning frameworks (OpenSpiel's GameInfo): the bounds
 * of lib/bounds.c, the action space and the observation's shape.
 *
 * Internals used (lib/ai may: docs/architecture.md): the game's tile set
 * and seats (state.h) and the derived bounds (bounds.h), which the public
 * API has no call for. */
#include "actions.h"
#include "bounds.h"

int safari_game_metadata(const safari_game *game, const safari_window *window,
                         safari_metadata *out)
{
    if (!game || !window || !out || !safari__window_ok(window))
        return SAFARI_EINVAL;
    game_bounds b;
    safari__game_bounds(game->ts, game->opt.seats, &b);
    uint32_t planes, vector;
    safari_game_observation_shape(game, window, NULL, &planes, &vector);
    out->max_game_length = b.moves;
    out->max_seat_moves = b.seat_moves;
    /* a tile draw has one outcome per face left, a token draw one per species */
    out->max_chance_outcomes =
        (uint32_t)game->ts->nfaces > SAFARI_SPECIES ? (uint32_t)game->ts->nfaces : SAFARI_SPECIES;
    out->max_legal_moves = SAFARI_MAX_MOVES;
    out->actions = safari__action_total(game, window);
    out->obs_planes = planes;
    out->obs_vector = vector;
    out->obs_size = planes * safari__window_cells(window) + vector;
    out->min_score = 0;
    out->max_score = b.max_score;
    out->min_margin = out->min_score - out->max_score;
    out->max_margin = out->max_score - out->min_score;
    return SAFARI_OK;
}
