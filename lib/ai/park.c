/* SPDX-License-Identifier: MIT */
/* Where to park a displaced ranger (park.h). Whoever places a tile on a
 * ranger's cell scores 3 (docs/rules.md, 6.1) and parks it again, and the
 * next seat has the first try at the new cell: a ranger parked where a
 * tile fits easily is 3 points handed to the next seat, and players who
 * park on the first cell listed pass it to and fro nearly every turn. So
 * the player parks where the fewest tiles left fit: often where none does,
 * and a cell only loses fitting tiles as tiles are laid around it. */
#include "park.h"

#include "movegen.h"
#include "tileset.h"

void safari__park_pick(const safari_game *g, safari_move *buf, size_t cap, safari_move *out)
{
    SAFARI_ASSERT(safari__decision_kind(g) == SAFARI_DECISION_PARK && cap >= 1);
    const safari_tileset *ts = g->ts;
    const uint8_t *stack = CSTACK(g);
    /* the tiles left of each type, and the fitting ones by cell key, each
     * key worked out once (-1: not yet) */
    uint32_t left[TS_MAX_TYPES];
    int32_t fitting[256];
    for (int t = 0; t < ts->ntypes; t++) {
        const ts_type *ty = &ts->types[t];
        left[t] = 0;
        for (int f = ty->first_face; f < ty->first_face + ty->nfaces; f++)
            left[t] += stack[f];
    }
    for (int k = 0; k < 256; k++)
        fitting[k] = -1;
    int32_t best = -1;
    size_t total = safari__legal_moves_window(g, 0, NULL, NULL, 0);
    for (size_t first = 0; first < total; first += cap) {
        size_t n = safari__legal_moves_window(g, first, buf, NULL, cap);
        n = n - first < cap ? n - first : cap;
        for (size_t i = 0; i < n; i++) {
            int pos = safari__front_at(g, buf[i].x, buf[i].y);
            SAFARI_ASSERT(pos >= 0); /* a park cell is on the frontier */
            uint8_t key = CFRONT(g)[pos].key;
            if (fitting[key] < 0) {
                fitting[key] = 0;
                for (int t = 0; t < ts->ntypes; t++)
                    if (ts->types[t].fits[key] & 15u)
                        fitting[key] += (int32_t)left[t];
            }
            if (best < 0 || fitting[key] < best) {
                best = fitting[key];
                *out = buf[i];
            }
        }
    }
    SAFARI_ASSERT(best >= 0); /* a park decision has a cell */
}
