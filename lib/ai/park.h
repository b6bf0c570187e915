/* SPDX-License-Identifier: MIT */
/* Internal: where the planning player parks a displaced ranger (park.c). */
#ifndef SAFARI_AI_PARK_H
#define SAFARI_AI_PARK_H

#include "state.h"

/* At a park decision: the park on the cell the tiles left are least
 * likely to fill (the first listed of equals). Cheap: the whole turn asks
 * it below every action that leads to a park. */
void safari__park_pick(const safari_game *g, safari_move *out);

#endif
