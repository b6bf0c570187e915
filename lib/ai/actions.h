/* SPDX-License-Identifier: MIT */
/* Internal: the fixed action space over a window (actions.c), and the
 * legal-move mask (mask.c). */
#ifndef SAFARI_ACTIONS_H
#define SAFARI_ACTIONS_H

#include "state.h"

/* The layout (safari.h, docs/ai.md): planes of cells, then fixed actions. */
enum {
    PL_PLACE = 0,   /* + rotation */
    PL_RANGER = 4,  /* + ranger */
    PL_PARK = 6,
    PL_DIG = 7,     /* + 5 corner + species */
    PL_EXPAND = 27, /* + 5 corner + species */
    FX_PASS = 0,
    FX_DISCARD = 1,
    FX_MEEPLE = 2,  /* + side, or SAFARI_BAOBAB */
    FX_BOOST = 7,   /* + species, or SAFARI_NO_SPECIES */
    FX_TOKEN = 13,  /* + species */
    FX_DRAW = 18    /* + face */
};
_Static_assert((int)PL_EXPAND + 4 * SAFARI_SPECIES == (int)SAFARI_ACTION_CELL_PLANES, "cell planes");
_Static_assert((int)FX_DRAW == (int)SAFARI_ACTION_FIXED, "fixed actions");
/* The largest space, 47 x 512 x 512 + 18 + 200 faces, fits in 32 bits. */
_Static_assert((uint64_t)SAFARI_ACTION_CELL_PLANES * SAFARI_WINDOW_MAX * SAFARI_WINDOW_MAX +
                   SAFARI_ACTION_FIXED + SAFARI_MAX_LAND_TILES < UINT32_MAX, "index range");

/* Whether a window's sides are within 1 .. SAFARI_WINDOW_MAX. */
int safari__window_ok(const safari_window *w);
/* Cells of a window, and its action count (a valid window). */
uint32_t safari__window_cells(const safari_window *w);
uint32_t safari__action_total(const safari_game *g, const safari_window *w);
/* The index of a well-formed move: SAFARI_OK, SAFARI_ENOTFOUND outside the
 * window, SAFARI_EINVAL for a move no text spells. */
int safari__action_index(const safari_game *g, const safari_window *w, const safari_move *m,
                         uint32_t *out);

/* The layout of observation options (NULL: the defaults): 0 for
 * SAFARI_OBS_LAYOUT_BASE, 1 for SAFARI_OBS_LAYOUT_PLACED (the extended
 * layout), -1 for options safari.h refuses; *u8 is 1 for bytes (planes.c,
 * the one check of the options). */
int safari__obs_layout(const safari_observation_options *options, int *u8);

/* The observation of a layout (ex: 1 the extended, 0 the base; the
 * batch's) into a whole buffer of bytes (out8, capped at 255) or floats
 * (out; the other NULL) that holds the last call's for the same game and
 * layout: its dynamic plane entries are zero but for those listed in
 * touched[0 .. *ntouched - 1] (unknown when *ntouched > touched_cap: the
 * planes are then cleared whole), and the static planes (what is printed on
 * a tile) of its first *static_tiles tiles are written. Updates both for the
 * next call. For batches: clearing and rewriting a board-sized observation
 * costs more than changing it (observe.c). A *ntouched beyond touched_cap
 * starts from a cleared row. */
void safari__observation_sparse(const safari_game *game, const safari_window *window, int ex,
                                int32_t viewer, float *out, uint8_t *out8, uint32_t *touched,
                                size_t *ntouched, size_t touched_cap, int *static_tiles);

#endif
