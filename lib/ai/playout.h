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

/* Whether the `size` of an options struct whose last field was a reserved
 * zero until 0.4.0 (safari_playout_options, safari_search_options) names a
 * version this library reads: 0, the layout before the field became
 * `size`, or this version's sizeof. A later, longer version will accept
 * each earlier size too, reading only the fields that size covers
 * (docs/api-stability.md, "Options structs and how they grow"). */
static inline int safari__options_size_ok(uint32_t size, size_t ours)
{
    return size == 0 || size == ours;
}

#endif
