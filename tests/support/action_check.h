/* SPDX-License-Identifier: MIT */
/* The fixed action space of a position over a window, checked against the
 * legal moves (shared by test_actions.c and the fuzz target fuzz_actions). */
#ifndef SAFARI_ACTION_CHECK_H
#define SAFARI_ACTION_CHECK_H

#include "safari.h"

/* Whether a move names a cell (place, ranger, park, dig, expand). */
int action_names_cell(const safari_move *m);

/* Checks g over window w: every legal move inside the window has an index
 * that maps back to it and to which it maps again, distinct moves distinct
 * indices; the mask holds exactly those indices and the list them in the
 * legal moves' order; the moves outside are reported by both, and have no
 * index. `mask` and `seen` hold the window's action count; `seen` is zero
 * and is left zero. Returns the legal moves checked. */
size_t action_check(const safari_game *g, const safari_window *w, uint8_t *mask, uint32_t *seen);

#endif
