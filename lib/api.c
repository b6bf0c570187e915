/* SPDX-License-Identifier: MIT */
/* The public boundary for games: argument checks and status codes. The
 * internals behind it assume valid input. */
#include "game.h"
#include "movegen.h"
#include "play.h"
#include "zobrist.h"
#include "text/text.h" /* safari__legal_moves_chunk, the one door of lib/text */
#include "zobrist.h"

/* The size of the first (0.4.0) safari_settings: a later, longer version
 * keeps this as the smallest size it accepts, reads only the fields the
 * caller's size covers (the others taken as their defaults) and writes no
 * byte past it. */
#define SETTINGS_SIZE_0_4 sizeof(safari_settings)

/* The game keeps its settings as a safari_options (state.h), the fields
 * the two structs share; these two copies are the one place they meet
 * (the batch's constructor uses them too, game.h). */
int safari__options_of_settings(safari_options *out, const safari_settings *s)
{
    if (s->size < SETTINGS_SIZE_0_4)
        return SAFARI_EINVAL;
    out->seats = s->seats;
    out->first_seat = s->first_seat;
    out->final_scoring = s->final_scoring;
    out->baobab_tokens = s->baobab_tokens;
    out->board_limited = s->board_limited;
    out->limit_x = s->limit_x;
    out->limit_y = s->limit_y;
    out->boosts = s->boosts;
    out->tileset = s->tileset;
    return SAFARI_OK;
}

void safari__settings_of_options(safari_settings *out, const safari_options *o)
{
    out->seats = o->seats;
    out->first_seat = o->first_seat;
    out->final_scoring = o->final_scoring;
    out->baobab_tokens = o->baobab_tokens;
    out->board_limited = o->board_limited;
    out->limit_x = o->limit_x;
    out->limit_y = o->limit_y;
    out->boosts = o->boosts;
    out->tileset = o->tileset;
}

int safari_game_create(safari_game **out, const safari_settings *settings,
                       const safari_allocator *alloc)
{
    if (!out)
        return SAFARI_EINVAL;
    *out = NULL;
    if (alloc && (!alloc->alloc || !alloc->free))
        return SAFARI_EINVAL;
    if (!settings)
        return safari__game_create(out, NULL, alloc);
    safari_options o;
    int rc = safari__options_of_settings(&o, settings);
    return rc == SAFARI_OK ? safari__game_create(out, &o, alloc) : rc;
}

int safari_game_new_ex(safari_game **out, const safari_options *options,
                       const safari_allocator *alloc)
{
    if (!options)
        return safari_game_create(out, NULL, alloc);
    safari_settings s = SAFARI_SETTINGS_INIT;
    safari__settings_of_options(&s, options);
    return safari_game_create(out, &s, alloc);
}

int safari_game_new(safari_game **out, const safari_options *options)
{
    if (!options)
        return safari_game_create(out, NULL, NULL);
    safari_settings s = SAFARI_SETTINGS_INIT;
    safari__settings_of_options(&s, options);
    return safari_game_create(out, &s, NULL);
}

int safari_game_clone(safari_game **out, const safari_game *game)
{
    if (!out)
        return SAFARI_EINVAL;
    *out = NULL;
    if (!game)
        return SAFARI_EINVAL;
    return safari__game_clone(out, game);
}

int safari_game_copy(safari_game *dst, const safari_game *src)
{
    if (!dst || !src)
        return SAFARI_EINVAL;
    return safari__game_copy(dst, src);
}

void safari_game_free(safari_game *game)
{
    if (game)
        safari__game_destroy(game);
}

int safari_game_settings(const safari_game *game, safari_settings *out)
{
    if (!game || !out || out->size < SETTINGS_SIZE_0_4)
        return SAFARI_EINVAL;
    /* every field of this version fits in the caller's size; a later
     * field would be written only if out->size covered it */
    safari__settings_of_options(out, &game->opt);
    return SAFARI_OK;
}

int safari_game_options(const safari_game *game, safari_options *out)
{
    if (!out)
        return SAFARI_EINVAL;
    safari_settings s = SAFARI_SETTINGS_INIT;
    int rc = safari_game_settings(game, &s);
    if (rc == SAFARI_OK)
        rc = safari__options_of_settings(out, &s);
    return rc;
}

const safari_tileset *safari_game_tileset(const safari_game *game)
{
    return game ? game->ts : NULL;
}

size_t safari_game_state_size(const safari_game *game)
{
    return game ? game->block_size : 0;
}

int safari_game_decision(const safari_game *game, safari_decision *out)
{
    if (!game || !out)
        return SAFARI_EINVAL;
    out->kind = safari__decision_kind(game);
    out->to_move = safari__to_move(game);
    out->recipient = out->kind == SAFARI_DECISION_TOKEN ? game->c.tok_recipient : -1;
    out->active = game->c.phase == PH_SETUP ? game->c.tok_recipient : game->c.active;
    return SAFARI_OK;
}

static int fill_moves(const safari_game *game, safari_move *moves, uint32_t *weights,
                      size_t cap, size_t *count)
{
    if (!game || !count || (cap && !moves))
        return SAFARI_EINVAL;
    size_t n = safari__legal_moves(game, moves, weights, cap);
    *count = n;
    return n > cap ? SAFARI_EBUFS : SAFARI_OK;
}

int safari_game_legal_moves(const safari_game *game, safari_move *moves, size_t cap,
                            size_t *count)
{
    return fill_moves(game, moves, NULL, cap, count);
}

int safari_game_outcomes(const safari_game *game, safari_move *moves, uint32_t *weights,
                         size_t cap, size_t *count)
{
    if (cap && !weights)
        return SAFARI_EINVAL;
    return fill_moves(game, moves, weights, cap, count);
}

int safari__legal_moves_chunk(const safari_game *game, size_t first, safari_move *moves,
                              uint32_t *weights, size_t cap, size_t *count)
{
    if (!game || !count || (cap && !moves))
        return SAFARI_EINVAL;
    *count = safari__legal_moves_window(game, first, moves, weights, cap);
    return SAFARI_OK;
}

int safari_game_is_legal(const safari_game *game, const safari_move *move)
{
    return game && move && safari__is_legal(game, move);
}

int safari_game_apply(safari_game *game, const safari_move *move)
{
    if (!game || !move)
        return SAFARI_EINVAL;
    if (!safari__is_legal(game, move))
        return SAFARI_EILLEGAL;
    if (safari__history_full(game))
        return SAFARI_ELIMIT;
    safari__apply(game, move);
    return SAFARI_OK;
}

int safari_game_undo(safari_game *game)
{
    if (!game)
        return SAFARI_EINVAL;
    if (game->hist_len == 0)
        return SAFARI_ENOUNDO;
    safari__undo(game);
    return SAFARI_OK;
}

size_t safari_game_history_length(const safari_game *game)
{
    return game ? game->hist_len : 0;
}

int safari_game_history_move(const safari_game *game, size_t i, safari_move *out)
{
    if (!game || !out || i >= game->hist_len)
        return SAFARI_EINVAL;
    *out = G_AT(game, off_hist, const hist_entry)[i].move;
    return SAFARI_OK;
}

uint64_t safari_game_hash(const safari_game *game)
{
    if (!game)
        return 0;
    /* A game that keeps no hash (a batch's) has it worked out when asked. */
    uint64_t position = game->unjournaled ? safari__hash_position(game) : game->c.hash;
    return position ^ safari__decision_key(game) ^ game->options_key;
}
