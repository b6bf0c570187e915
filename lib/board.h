/* Internal: the board: tiles, the frontier and ranger cells (board.c). */
#ifndef SAFARI_BOARD_H
#define SAFARI_BOARD_H

#include "state.h"

int safari__in_limit(const safari_game *g, int32_t x, int32_t y);
void safari__board_put(safari_game *g, int type, int face, int rot, int32_t x, int32_t y);
int safari__can_place(const safari_game *g, int type, int rot, int32_t x, int32_t y);
int safari__any_placement(const safari_game *g, int type);
int safari__ranger_cell_ok(const safari_game *g, int ranger, int32_t x, int32_t y, int moving);

#endif
