/* SPDX-License-Identifier: MIT */
/* Internal: watering-hole slots and tokens on them (waterhole.c). */
#ifndef SAFARI_WATERHOLE_H
#define SAFARI_WATERHOLE_H

#include "state.h"

int safari__slot_kind(const safari_game *g, int tile, int corner, uint8_t *group_species);
uint8_t safari__slot_compute(const safari_game *g, int tile, int corner);
/* neighbour[d]: the tile index on side d of the new tile, or -1. */
void safari__slots_add_tile(safari_game *g, int tile, const int neighbour[4]);
void safari__token_put(safari_game *g, int seat, int tile, int corner, int species, int dig);

#endif
