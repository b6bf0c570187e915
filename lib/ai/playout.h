/* SPDX-License-Identifier: MIT */
/* Internal: playouts and their move policies (playout.c). */
#ifndef SAFARI_PLAYOUT_H
#define SAFARI_PLAYOUT_H

#include "mix64.h"
#include "state.h"

/* One SplitMix64 draw: the generator of `safari play`. */
static inline uint64_t safari__splitmix64(uint64_t *state)
{
    return safari__mix64(*state += 0x9E3779B97F4A7C15ull);
}

/* The move a policy picks in a position that is not over (its decision of
 * kind `kind`), from one draw z. */
void safari__policy_pick(const safari_game *g, int kind, int policy, uint64_t z,
                         safari_move *out);

#endif
