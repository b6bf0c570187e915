/* SPDX-License-Identifier: MIT */
/* Internal: scoring and scoring events (score.c). */
#ifndef SAFARI_SCORE_H
#define SAFARI_SCORE_H

#include "state.h"

extern const uint8_t safari__species_points[6];
void safari__event(safari_game *g, int kind, int seat, int points, int tile, int spot);
void safari__score_points(safari_game *g, int seat, int points);
void safari__add_score(safari_game *g, int seat, int points, int kind, int tile, int spot);
void safari__score_feature(safari_game *g, int root, int side);
int safari__scorers(const safari_game *g, const feature *root, int all);
/* Species a seat may boost a feature with (the boost rule): one bit each. */
uint8_t safari__boost_species(const safari_game *g, int seat, const feature *f);
void safari__final_scoring(const safari_game *g, int32_t out[SAFARI_MAX_SEATS], safari_game *events_to);

#endif
