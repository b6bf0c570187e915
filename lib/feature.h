/* SPDX-License-Identifier: MIT */
/* Internal: trails and bushes, and meeples on them (feature.c). */
#ifndef SAFARI_FEATURE_H
#define SAFARI_FEATURE_H

#include "state.h"

int safari__find(const safari_game *g, int seg);
/* neighbour[d]: the tile index on side d of the new tile, or -1. */
void safari__features_add_tile(safari_game *g, int tile, const int neighbour[4]);
int safari__feature_of_side(const safari_game *g, int tile, int side);
int safari__canonical_side(const safari_game *g, int tile, int side);
int safari__meeple_side(const safari_game *g, const meeple_loc *m);
unsigned safari__meeple_sides(const safari_game *g);
void safari__meeple_put(safari_game *g, int seat, int kind, int tile, int sub);
void safari__meeple_return(safari_game *g, int seat, int i);
int safari__completed_features(const safari_game *g, uint8_t sides[4]);
int safari__distinct_species(const feature *root, int extra);

#endif
