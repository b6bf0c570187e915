/* SPDX-License-Identifier: MIT */
/* Internal: playouts and their move policies (playout.c). */
#ifndef SAFARI_PLAYOUT_H
#define SAFARI_PLAYOUT_H

#include "splitmix.h" /* splitmix64_next: the generator of `safari play` */
#include "state.h"

/* The move a policy picks in a position that is not over (its decision of
 * kind `kind`), from one draw z. */
void safari__policy_pick(const safari_game *g, int kind, int policy, uint64_t z,
                         safari_move *out);

#endif
