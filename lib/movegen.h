/* Internal: the pending decision and its legal moves (movegen.c). */
#ifndef SAFARI_MOVEGEN_H
#define SAFARI_MOVEGEN_H

#include "state.h"

int safari__decision_kind(const safari_game *g);
int safari__to_move(const safari_game *g);
size_t safari__legal_moves(const safari_game *g, safari_move *out, uint32_t *weights,
                           size_t cap);
/* As safari__legal_moves, storing only moves first .. first + cap - 1 (at
 * out[0 ..]); returns the total count. */
size_t safari__legal_moves_window(const safari_game *g, size_t first, safari_move *out,
                                  uint32_t *weights, size_t cap);
int safari__is_legal(const safari_game *g, const safari_move *m);
uint8_t safari__boost_species(const safari_game *g, int seat, const feature *f);

safari_move safari__move_clean(const safari_move *m);

#endif
