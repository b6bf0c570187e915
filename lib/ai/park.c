/* SPDX-License-Identifier: MIT */
/* Where to park a displaced ranger (park.h). Whoever places a tile on a
 * ranger's cell scores 3 (docs/rules.md, 6.1) and parks it again, and the
 * next seat has the first try at the new cell: a ranger parked where a
 * tile fits easily is 3 points handed to the next seat, and players who
 * park on the first cell listed pass it to and fro nearly every turn. So
 * the player parks where the fewest tiles left fit: often where none does,
 * and a cell only loses fitting tiles as tiles are laid around it. */
#include "park.h"

#include "board.h"
#include "movegen.h"
#include "tileset.h"

void safari__park_pick(const safari_game *g, safari_move *out)
{
    SAFARI_ASSERT(safari__decision_kind(g) == SAFARI_DECISION_PARK);
    /* the tiles left, and the fitting ones by cell key, each key worked
     * out once (-1: not yet) */
    uint32_t left[TS_MAX_TYPES];
    int32_t fitting[256];
    safari__tiles_left(g, left);
    for (int k = 0; k < 256; k++)
        fitting[k] = -1;
    /* the park cells in the order the moves are listed (movegen.c's
     * gen_ranger_cells walks the same runs), no move built */
    const front_cell *front = CFRONT(g);
    ranger_walk w;
    safari__ranger_walk_init(g, &w);
    safari__ranger_walk_allow(g, g->c.displaced, &w);
    ranger_runs runs = safari__ranger_runs(&w, g->c.nfront);
    int32_t best = -1;
    uint32_t at = 0;
    for (int run = 0; run < 3; run++)
        for (uint32_t i = runs.from[run]; i < runs.to[run]; i++) {
            if (!safari__cell_in(&w.allowed, front[i].x, front[i].y))
                continue;
            uint8_t key = front[i].key;
            if (fitting[key] < 0)
                fitting[key] = (int32_t)safari__tiles_fitting(g->ts, left, key);
            if (best < 0 || fitting[key] < best) {
                best = fitting[key];
                at = i;
            }
        }
    SAFARI_ASSERT(best >= 0); /* a park decision has a cell */
    safari_move m = {SAFARI_MOVE_PARK, 0, 0, 0, front[at].x, front[at].y};
    *out = m;
}
