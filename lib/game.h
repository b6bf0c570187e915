/* SPDX-License-Identifier: MIT */
/* Internal: creating, copying and freeing games (game.c). */
#ifndef SAFARI_GAME_H
#define SAFARI_GAME_H

#include "state.h"

int safari__game_create(safari_game **out, const safari_options *options,
                        const safari_allocator *alloc);
void safari__game_destroy(safari_game *g);
int safari__game_clone(safari_game **out, const safari_game *src);
/* Whether two games make the same games (tile set and options): what a
 * copy between them needs. */
int safari__games_match(const safari_game *a, const safari_game *b);
int safari__game_copy(safari_game *dst, const safari_game *src);
/* For playouts in a scratch game: src's position without its history and
 * journal, and dst's moves from then on unjournaled (no undo, no history)
 * until a copy or clone makes it a whole game again. The games match. */
void safari__game_copy_position(safari_game *dst, const safari_game *src);

/* The fields safari_settings and safari_options share (api.c, the one
 * place that copies between them; a game keeps its settings as a
 * safari_options). The first refuses a size below the first version's
 * struct with SAFARI_EINVAL, out unchanged. */
int safari__options_of_settings(safari_options *out, const safari_settings *settings);
void safari__settings_of_options(safari_settings *out, const safari_options *options);

#endif
