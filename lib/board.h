/* Internal: the board: tiles, the frontier and ranger cells (board.c). */
#ifndef SAFARI_BOARD_H
#define SAFARI_BOARD_H

#include "state.h"

/* Cells x0 <= x <= x1, y0 <= y <= y1. */
typedef struct cell_range {
    int32_t x0, x1, y0, y1;
} cell_range;

static inline int safari__cell_in(const cell_range *r, int32_t x, int32_t y)
{
    return x >= r->x0 && x <= r->x1 && y >= r->y0 && y <= r->y1;
}

int safari__in_limit(const safari_game *g, int32_t x, int32_t y);
void safari__allowed_cells(const safari_game *g, int skip, cell_range *out);
void safari__board_put(safari_game *g, int type, int face, int rot, int32_t x, int32_t y);
int safari__can_place(const safari_game *g, int type, int rot, int32_t x, int32_t y);
int safari__any_placement(const safari_game *g, int type);
int safari__ranger_cell_ok(const safari_game *g, int ranger, int32_t x, int32_t y, int moving);

#endif
