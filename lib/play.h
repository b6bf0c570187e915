/* SPDX-License-Identifier: MIT */
/* Internal: applying and undoing moves, the turn state machine (play.c). */
#ifndef SAFARI_PLAY_H
#define SAFARI_PLAY_H

#include "state.h"

void safari__advance(safari_game *g);
void safari__apply(safari_game *g, const safari_move *m);
void safari__undo(safari_game *g);

#endif
