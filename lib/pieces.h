/* SPDX-License-Identifier: MIT */
/* Internal: counted pieces that take part in the hash (pieces.c). */
#ifndef SAFARI_PIECES_H
#define SAFARI_PIECES_H

#include "state.h"

void safari__supply_add(safari_game *g, int seat, int species, int delta);
void safari__bag_add(safari_game *g, int species, int delta);
void safari__discard_add(safari_game *g, int species, int delta);
void safari__stack_take(safari_game *g, int face);

/* The species a seat holds in its supply, one bit each (inline: the
 * generator, the mask and the counting path ask it at every action). */
static inline uint8_t safari__held_species(const safari_game *g, int seat)
{
    uint8_t bits = 0;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (g->c.supply[seat][s])
            bits |= (uint8_t)(1u << s);
    return bits;
}

#endif
