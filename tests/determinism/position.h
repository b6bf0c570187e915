/* SPDX-License-Identifier: MIT */
/* What a position shows, folded into the digest (digest.c): the decision,
 * the generation, counts and scores, the action space and the observation
 * over windows, texts, records, the board and the history. */
#ifndef SAFARI_DIGEST_POSITION_H
#define SAFARI_DIGEST_POSITION_H

#include "fold.h"

void fold_decision(run *r, const safari_game *game, safari_decision *d);
/* Hash, history length, each seat's counts, pools, projected scores. */
void fold_counts(run *r, const safari_game *game, int32_t seats);
/* The legal moves (into r->moves), then the outcomes with their weights
 * (r->outcomes, r->weights); returns the number of outcomes. */
size_t fold_generation(run *r, const safari_game *game);
/* The scoring events of the last apply. */
void fold_events(run *r, const safari_game *game);
/* The board's window, a small one, a far one and a bad one: actions,
 * masks, observations (over the board's window with full_observation). */
void fold_windows(run *r, const safari_game *game, int32_t viewer, int full_observation);
/* A move through the action space of a window and back. */
void fold_action_roundtrip(run *r, const safari_game *game, const safari_window *w,
                           const safari_move *m);
/* A move's text, and that text parsed in the position. */
void fold_move_text(run *r, const safari_game *game, const safari_move *m);
/* The game's record, read back into a new game and written again. */
void fold_record(run *r, const safari_game *game);
void fold_legal_text(run *r, const safari_game *game);
/* Tiles, their features and slots, meeples, rangers. */
void fold_board(run *r, const safari_game *game, int32_t seats);
void fold_history(run *r, const safari_game *game);

#endif
