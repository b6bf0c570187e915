/* SPDX-License-Identifier: MIT */
/* The most a game can use: moves (the history) and journal bytes, derived
 * from the rules and the tile set, so that a game's block is sized for any
 * legal game and SAFARI_ELIMIT never happens. Each count below is a bound
 * over a whole game; the journal bound adds up what each kind of change
 * saves (state.h, safari__save: the bytes plus a JOURNAL_TAG).
 *
 * With n land tiles, s start cells, b land tiles with a baobab and p seats:
 * - Token draws D <= 2p + 4b: two per seat at setup, then two per meeple
 *   laid on a baobab and two per completed baobab with a meeple; a meeple
 *   goes on a baobab only when its tile is placed, and a baobab completes
 *   once.
 * - Meeples laid L <= n: one action per placed tile (a `meeple` or a `dig`);
 *   meeples sent home <= L.
 * - Features scored during the game <= L (every meeple on one goes home, so
 *   each consumes a laid meeple), each with at most p scorers; boost
 *   decisions <= L <= n: one per scorer of a scored feature, and every
 *   scorer's meeples there go home, so each consumes a laid meeple too.
 * - Moves M <= D + 5n: per land tile a draw, a place or discard, an action
 *   and a park; the token draws; the boosts.
 * - Score changes <= 2n + 2pn + p: a displaced ranger and a dig or expand
 *   per placed tile, p per scored feature, p per completed watering hole
 *   (one per expansion), and final scoring once per seat.
 * - Ranger changes <= 3n + 2: a move (an action), a displacement (a
 *   placement) and a parking per placed tile; each ranger leaves once.
 * - Seat moves <= M - D - n: the moves but the token draws and tile draws.
 * - A seat's final score <= 18 T + A + B + 50, with T = ceil(n / p) its
 *   turns (turns rotate; one tile drawn a turn), A the animals printed on
 *   all land tiles and B their birds: per own turn 3 for a displaced ranger
 *   and one action worth at most 15 (a meeple: the one completed feature it
 *   can score for its seat, 15 points for five species; a dig: 3, plus 3
 *   when its ring completes; an expand: at most 6); birds at most once each
 *   (a feature is scored once, at completion or at the end); at the end 1
 *   per animal of the incomplete features (each animal on one feature) and
 *   1 per token in supply (50 tokens). Scores never go down, so 0 is the
 *   least. */
#include "bounds.h"

enum {
    E_HOT = CONTROL_HOT_SIZE + JOURNAL_TAG,
    E_CELL = sizeof(cell_slot) + JOURNAL_TAG,
    E_FRONT = sizeof(front_cell) + JOURNAL_TAG,
    E_FEAT = sizeof(feature) + JOURNAL_TAG,
    E_U16 = sizeof(uint16_t) + JOURNAL_TAG,
    E_BYTE = 1 + JOURNAL_TAG,
    E_SCORE = sizeof(int32_t) + JOURNAL_TAG,
    E_RANGER = sizeof(ranger_state) + JOURNAL_TAG,
    E_ROOTS = sizeof(((control *)0)->placed_root) + JOURNAL_TAG,
    /* A tile put on the board (board.c, feature.c, waterhole.c, pieces.c):
     * its cell; a frontier removal (the entry, the moved entry's frontier
     * position in its cell and the frontier position of a ranger on it);
     * four neighbours, each a frontier entry, maybe a new cell and the
     * position of a ranger on it; four joins of two features and the new
     * tile's four roots; four usable slots of two list words; the stack
     * count. */
    E_PUT = E_CELL + (E_FRONT + 2 * E_U16) + 4 * (E_FRONT + E_CELL + E_U16) + 8 * E_FEAT +
            E_ROOTS + 8 * E_U16 + E_BYTE,
    /* A dig or expand (waterhole.c): the token, the supply, the usable list
     * (two words), its own slot and the three others of its vertex. */
    E_TOKEN_PUT = 6 * E_BYTE + 2 * E_U16,
    /* A meeple laid or sent home (feature.c): its place, the free count, the
     * feature's count of that seat or the count of meeples on baobabs. */
    E_MEEPLE = sizeof(meeple_loc) + JOURNAL_TAG + 2 * E_BYTE,
    /* A token draw (play.c): the bag and the supply, after maybe refilling
     * the bag from the discard pile (both counts of every species). */
    E_DRAW = 2 * E_BYTE + 2 * SAFARI_SPECIES * E_BYTE,
    /* The most one move can save: the hot block, a tile put with its
     * displaced ranger, a dig with its meeple, every meeple sent home,
     * every score, a draw, a boost and a parking, generously. */
    JOURNAL_MOVE_BOUND = E_HOT + E_PUT + E_RANGER + E_TOKEN_PUT +
                         (SAFARI_MAX_SEATS * SAFARI_MEEPLES + 1) * E_MEEPLE +
                         (int)MAX_EVENTS * E_SCORE + E_DRAW + 2 * E_BYTE + 2 * E_RANGER
};

void safari__game_bounds(const safari_tileset *ts, int seats, game_bounds *out)
{
    uint32_t n = (uint32_t)ts->nland, s = (uint32_t)ts->nstart, p = (uint32_t)seats, b = 0;
    for (int t = 0; t < ts->ntypes; t++)
        b += ts->types[t].baobab ? ts->types[t].count : 0;
    uint32_t draws = 2 * p + 4 * b;
    uint32_t moves = draws + 5 * n;
    uint32_t scores = 2 * n + 2 * p * n + p;
    uint32_t rangers = 3 * n + 2;
    out->moves = moves;
    out->seat_moves = moves - draws - n;
    uint32_t animals = 0, birds = 0;
    for (int f = 0; f < ts->nfaces; f++)
        for (int i = 0; i < TS_MAX_FEATURES; i++)
            for (int sp = 0; sp < SAFARI_SPECIES; sp++)
                animals += (uint32_t)ts->faces[f].count * ts->faces[f].animals[i][sp];
    for (int t = 0; t < ts->ntypes; t++)
        for (int i = 0; i < ts->types[t].nfeatures; i++)
            birds += (uint32_t)ts->types[t].count * ts->types[t].features[i].birds;
    uint32_t turns = (n + p - 1) / p;
    out->max_score = (int32_t)(18 * turns + animals + birds +
                               SAFARI_SPECIES * SAFARI_TOKENS_PER_SPECIES);
    out->journal_move = JOURNAL_MOVE_BOUND;
    /* The setup's start cells are journaled too (then dropped): n + s puts. */
    out->journal = moves * E_HOT + (n + s) * E_PUT + n * E_TOKEN_PUT + 2 * n * E_MEEPLE +
                   scores * E_SCORE + draws * E_DRAW + p * n * 2 * E_BYTE +
                   rangers * E_RANGER;
}
