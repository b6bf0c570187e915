/* Internal: counted pieces that take part in the hash (pieces.c). */
#ifndef SAFARI_PIECES_H
#define SAFARI_PIECES_H

#include "state.h"

void safari__supply_add(safari_game *g, int seat, int species, int delta);
void safari__bag_add(safari_game *g, int species, int delta);
void safari__discard_add(safari_game *g, int species, int delta);
void safari__stack_take(safari_game *g, int face);

#endif
