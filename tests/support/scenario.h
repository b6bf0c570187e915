/* SPDX-License-Identifier: MIT */
/* Scenarios for the rule suites: a game on a small tile set written for the
 * test, driven by move texts (chance outcomes chosen), with assertions on
 * scores, supplies, decisions and scoring events. */
#ifndef SAFARI_SCENARIO_H
#define SAFARI_SCENARIO_H

#include "testutil.h"

/* Pieces of the suites' tile sets (tile-set format): the rangers far off
 * every test board's way, and a two-cell start, (0, 0) and (1, 0), with
 * them. */
#define SCEN_FAR_RANGERS "rangers 9 9 9 8\n"
#define SCEN_TWO_CELL_START                                                  \
    "start 0 0 ssss ; -\n"                                                   \
    "start 1 0 ssss ; -\n" SCEN_FAR_RANGERS

/* The scoring suite's seed example, which the evaluation's tests reuse: a
 * trail tile with an elephant and a giraffe, a straight trail with a zebra,
 * savanna; 6 land tiles. */
#define SCEN_TRAIL3                                                          \
    "01 2 tsss trail:N ; E@N ; G@N\n"                                        \
    "02 1 tsts trail:NS ; Z@N\n"                                             \
    "03 3 ssss ; - ; - ; -\n" SCEN_TWO_CELL_START

/* The setup's token draws (docs/rules.md 3.4) of the suites' two-seat
 * deals: L and E for seat 0, two Z for seat 1. */
#define SCEN_DEAL "token L; token E; token Z; token Z"

/* A new game on a tile set given as text (tile-set format). `seats` 0 means
 * 2; `opt` may be NULL (defaults); its seats and tileset are overridden. */
safari_game *scen_new(const char *tiles, int seats, const safari_options *opt);

/* Applies moves written as text, separated by ';' or newlines, each of
 * which must be legal; checks the invariants of docs/rules.md section 9 after
 * every move. Returns the number of moves applied. */
size_t scen_play(safari_game *g, const char *moves);

/* As scen_play, then proves undo: undoes every one of those moves and
 * checks the position before them, replays them and checks the position
 * after them. */
void scen_play_undoable(safari_game *g, const char *moves);

/* Applies the first legal move (for chance draws whose outcome does not
 * matter to the test). */
void scen_apply_first(safari_game *g);

/* Asserts that a move is not legal: not listed, refused by is_legal and by
 * apply with SAFARI_EILLEGAL, and the position unchanged. */
void scen_expect_illegal(safari_game *g, const char *move);

/* Whether a move is legal; asserts that the legal list and is_legal agree. */
int scen_is_legal(const safari_game *g, const char *move);

/* Legal moves of one kind (a safari_move_kind). */
size_t scen_count_moves(const safari_game *g, int kind);

/* The pending decision: asserts its kind and the deciding seat
 * (SAFARI_CHANCE, SAFARI_NOBODY or a seat). */
void scen_expect_decision(const safari_game *g, int kind, int to_move);

int scen_score(const safari_game *g, int seat);
int scen_meeples(const safari_game *g, int seat);
int scen_tokens(const safari_game *g, int seat, int species);
int scen_discard(const safari_game *g, int species);
int scen_bag_total(const safari_game *g);

/* Asserts every seat's score: SCEN_SCORES(g, 6, 0) for two seats. */
void scen_expect_scores_(const safari_game *g, const int *scores, size_t n);
#define SCEN_SCORES(g, ...)                                   \
    scen_expect_scores_((g), (const int[]){__VA_ARGS__},      \
                        sizeof((const int[]){__VA_ARGS__}) / sizeof(int))

/* Asserts the scoring events of the last apply, in order:
 * SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, seat, points, x, y, spot}, ...);
 * SCEN_NO_EVENTS(g) asserts there are none. */
void scen_expect_events_(const safari_game *g, const safari_event *events, size_t n);
#define SCEN_EVENTS(g, ...)                                           \
    scen_expect_events_((g), (const safari_event[]){__VA_ARGS__},     \
                        sizeof((const safari_event[]){__VA_ARGS__}) / sizeof(safari_event))
#define SCEN_NO_EVENTS(g) scen_expect_events_((g), NULL, 0)

/* Points of the events of one kind for a seat, in the last apply (for
 * events whose mutual order the rules leave open). */
int scen_event_points(const safari_game *g, int kind, int seat);

/* Asserts where meeple i of a seat stands. */
void scen_expect_meeple(const safari_game *g, int seat, int i, int where, int x, int y,
                        int spot);

/* Asserts two games show the same position: everything test_assert_same_position
 * compares, plus meeples, tiles, slots, rangers and projected scores. */
void scen_assert_same(const safari_game *a, const safari_game *b);

/* Prints the `legal` listing of the position (for diagnosing a failure). */
void scen_print(const safari_game *g);

#endif
