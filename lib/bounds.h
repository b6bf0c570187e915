/* SPDX-License-Identifier: MIT */
/* Internal: the most a game can use, derived from the rules (bounds.c). */
#ifndef SAFARI_BOUNDS_H
#define SAFARI_BOUNDS_H

#include "state.h"

typedef struct game_bounds {
    uint32_t moves;        /* moves of any legal game (the history) */
    uint32_t journal;      /* journal bytes of any legal game */
    uint32_t journal_move; /* journal bytes of any one move */
    uint32_t seat_moves;   /* of the moves, the seats' (chance excluded) */
    int32_t max_score;     /* final score of any seat */
} game_bounds;

void safari__game_bounds(const safari_tileset *ts, int seats, game_bounds *out);

#endif
