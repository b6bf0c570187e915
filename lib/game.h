/* Internal: creating, copying and freeing games (game.c). */
#ifndef SAFARI_GAME_H
#define SAFARI_GAME_H

#include "state.h"

int safari__game_create(safari_game **out, const safari_options *options,
                        const safari_allocator *alloc);
void safari__game_destroy(safari_game *g);
int safari__game_clone(safari_game **out, const safari_game *src);
int safari__game_copy(safari_game *dst, const safari_game *src);

#endif
