/* SPDX-License-Identifier: MIT */
/* Internal: watering-hole slots and tokens on them (waterhole.c). */
#ifndef SAFARI_WATERHOLE_H
#define SAFARI_WATERHOLE_H

#include "state.h"

int safari__slot_kind(const safari_game *g, int tile, int corner, uint8_t *group_species);
uint8_t safari__slot_compute(const safari_game *g, int tile, int corner);
/* neighbour[d]: the tile index on side d of the new tile, or -1. */
void safari__slots_add_tile(safari_game *g, int tile, const int neighbour[4]);
/* What the watering hole at a tile's corner still needs to complete: the
 * empty slots of its vertex (the return) and, in *empty_cells, those of its
 * four cells that hold no tile yet (each a tile and then a token); -1 when
 * it never can, a tile there having no slot at that vertex (rules 5.6). */
int safari__hole_needs(const safari_game *g, int tile, int corner, int *empty_cells);
void safari__token_put(safari_game *g, int seat, int tile, int corner, int species, int dig);

#endif
