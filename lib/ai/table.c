/* SPDX-License-Identifier: MIT */
/* The fixed action space of the standard table: its window, and applying
 * an action index (docs/ai.md, "A fixed action space").
 *
 * Internals used (lib/ai may: docs/architecture.md): the game's options
 * (state.h: g->opt), for the table's half sides; the public query
 * safari_game_settings() copies the whole struct for the same two numbers. */
#include "actions.h"

int safari_game_table_window(const safari_game *game, safari_window *out)
{
    if (!game || !out)
        return SAFARI_EINVAL;
    if (game->opt.board_limited != SAFARI_LIMIT_TABLE)
        return SAFARI_ENOTFOUND;
    /* Tiles and rangers stand only on cells with |x| <= X and |y| <= Y
     * (docs/rules.md section 10.2), and every move names such a cell. */
    int64_t width = 2 * (int64_t)game->opt.limit_x + 1, height = 2 * (int64_t)game->opt.limit_y + 1;
    if (width > SAFARI_WINDOW_MAX || height > SAFARI_WINDOW_MAX)
        return SAFARI_ENOTFOUND;
    out->x0 = -game->opt.limit_x;
    out->y0 = -game->opt.limit_y;
    out->width = (int32_t)width;
    out->height = (int32_t)height;
    return SAFARI_OK;
}

int safari_game_apply_action(safari_game *game, const safari_window *window, uint32_t index)
{
    safari_move m;
    int rc = safari_game_action_move(game, window, index, &m);
    if (rc != SAFARI_OK)
        return rc;
    /* apply checks legality and changes nothing on a refusal */
    return safari_game_apply(game, &m);
}
