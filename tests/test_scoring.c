/* SPDX-License-Identifier: MIT */
/* Trails, bushes, baobabs, meeples, boosts and final scoring (docs/rules.md
 * sections 4.4, 6 and 8), each checked on a scenario of
 * explicit moves. The worked examples of the seed rule texts come first.
 *
 * The tile sets are written for each scenario. Reminders: rotation r shows
 * unrotated side (d - r) mod 4 on board side d, so a dead end `tsss trail:N`
 * opens N with r = 0, E with r = 1, S with r = 2, W with r = 3; the rangers
 * start far away so that no placement displaces them. */
#include "scenario.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Seed: a trail with an elephant, a zebra and a giraffe (seat 0's meeple) is
 * closed by seat 1: 6 points, or 10 when seat 0 adds a lion (SCEN_TRAIL3). */

static safari_game *trail3_closed(void)
{
    safari_game *g = scen_new(SCEN_TRAIL3, 2, NULL);
    scen_play(g, SCEN_DEAL ";"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 02/1; place 0 2 0; pass;"
                 "draw 03/1; place 1 1 0; pass;"
                 "draw 01/2; place 0 3 2; pass");
    /* Seat 1 closed the trail; seat 0 scores and chooses its boost: the
     * lion only, since the elephant is on the trail already. */
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    assert_true(scen_is_legal(g, "boost L"));
    assert_true(scen_is_legal(g, "boost -"));
    assert_false(scen_is_legal(g, "boost E"));
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_BOOST), 2);
    SCEN_NO_EVENTS(g);
    SCEN_SCORES(g, 0, 0);
    return g;
}

static void test_scoring__seed_trail_three_species_scores_6(void **state)
{
    (void)state;
    safari_game *g = trail3_closed();
    scen_play_undoable(g, "boost -");
    SCEN_SCORES(g, 6, 0);
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 6, 0, 3, SAFARI_SOUTH});
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    assert_int_equal(scen_tokens(g, 0, SAFARI_LION), 1);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    safari_game_free(g);
}

static void test_scoring__seed_trail_boosted_to_four_scores_10(void **state)
{
    (void)state;
    safari_game *g = trail3_closed();
    scen_play_undoable(g, "boost L");
    SCEN_SCORES(g, 10, 0);
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 10, 0, 3, SAFARI_SOUTH});
    assert_int_equal(scen_tokens(g, 0, SAFARI_LION), 0);
    assert_int_equal(scen_discard(g, SAFARI_LION), 1);
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Seed: seat 0 closes its bush (a giraffe, an ape, three birds) and adds a
 * zebra: 6 for three species + 3 for the birds = 9. */

static void test_scoring__seed_bush_boosted_with_zebra_scores_9(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 2 bsss bush:N/1 ; G@N ; -\n"
                              "02 1 bsbs bush:NS/1 ; A@N\n"
                              "03 2 ssss ; - ; -\n"
                              "start 0 0 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token Z; token A; token E; token E;"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 02/1; place 0 2 0; pass;"
                 "draw 01/2; place 0 3 2; pass");
    safari_feature_info f;
    assert_int_equal(safari_game_feature_at(g, 0, 1, SAFARI_NORTH, &f), SAFARI_OK);
    assert_int_equal(f.kind, SAFARI_FEATURE_BUSH);
    assert_int_equal(f.complete, 1);
    assert_int_equal(f.birds, 3);
    assert_int_equal(f.animals[SAFARI_GIRAFFE], 1);
    assert_int_equal(f.animals[SAFARI_APE], 1);
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_BOOST), 2); /* Z or none */
    scen_play_undoable(g, "boost Z");
    SCEN_SCORES(g, 9, 0);
    SCEN_EVENTS(g, {SAFARI_EVENT_BUSH, 0, 9, 0, 3, SAFARI_SOUTH});
    assert_int_equal(scen_discard(g, SAFARI_ZEBRA), 1);
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Seed: two trails with one meeple each (seats 0 and 1) are joined and
 * completed by seat 0: four species. Seat 0 adds a fifth (15), seat 1 adds
 * none (10). Boosts are asked in seat order from the active seat. */

static const char JOINED[] =
    "01 2 tsss trail:N ; A@N ; E@N\n"
    "02 1 tsts trail:NS ; G@N,L@N\n"
    "03 3 ssss ; - ; - ; -\n"
    "start 0 0 ssss ; -\n"
    "start 1 0 ssss ; -\n"
    "start 1 1 ssss ; -\n"
    "start 1 2 ssss ; -\n"
    "start 1 3 ssss ; -\n" SCEN_FAR_RANGERS;

/* Ruling R1 (docs/rules.md section 12): boosts do not constrain each other (default). */
static void test_scoring__seed_joined_trail_both_score_15_and_10(void **state)
{
    (void)state;
    safari_game *g = scen_new(JOINED, 2, NULL);
    scen_play(g, "token Z; token A; token Z; token G;"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 01/2; place 0 3 2; meeple S;"
                 "draw 02/1; place 0 2 0");
    /* The placed trail joins two occupied trails: no meeple on it. */
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_MEEPLE), 0);
    scen_play(g, "pass");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost Z");
    /* The boost token is discarded at once, and does not stop seat 1 from
     * adding a zebra too. */
    assert_int_equal(scen_discard(g, SAFARI_ZEBRA), 1);
    assert_int_equal(scen_tokens(g, 0, SAFARI_ZEBRA), 0);
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 1);
    assert_true(scen_is_legal(g, "boost Z"));
    assert_false(scen_is_legal(g, "boost G"));
    SCEN_SCORES(g, 0, 0);
    scen_play_undoable(g, "boost -");
    SCEN_SCORES(g, 15, 10);
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 15, 0, 2, SAFARI_NORTH},
                {SAFARI_EVENT_TRAIL, 1, 10, 0, 2, SAFARI_NORTH});
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    assert_int_equal(scen_meeples(g, 1), SAFARI_MEEPLES);
    safari_game_free(g);
}

/* Option `boosts distinct` (docs/rules.md section 6.4, R1; the seed: "all
 * scoring players may add a different animal"): on the same joined trail
 * (A E G L), seat 0's zebra leaves seat 1 (Z G) nothing to add, so seat 1
 * has no boost decision and scores 10 at once. */
/* Ruling R1 (docs/rules.md section 12): the option `distinct`. */
static void test_scoring__distinct_boosts_second_scorer_cannot_repeat(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.boosts = SAFARI_BOOSTS_DISTINCT;
    safari_game *g = scen_new(JOINED, 2, &o);
    scen_play(g, "token Z; token A; token Z; token G;"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 01/2; place 0 3 2; meeple S;"
                 "draw 02/1; place 0 2 0; pass");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost Z");
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    SCEN_SCORES(g, 15, 10);
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 15, 0, 2, SAFARI_NORTH},
                {SAFARI_EVENT_TRAIL, 1, 10, 0, 2, SAFARI_NORTH});
    assert_int_equal(scen_tokens(g, 1, SAFARI_ZEBRA), 1); /* kept */

    /* Undone: when seat 0 adds nothing, seat 1 may add the zebra. */
    assert_int_equal(safari_game_undo(g), SAFARI_OK);
    scen_play_undoable(g, "boost -");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 1);
    assert_true(scen_is_legal(g, "boost Z"));
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_BOOST), 2);
    scen_play_undoable(g, "boost Z");
    SCEN_SCORES(g, 10, 15);
    safari_game_free(g);
}

/* Three seats: seats 0 and 2 tie on the joined trail that seat 1 completes;
 * `tokens` deals the six setup tokens. */
static safari_game *joined_three_seats(const char *tokens)
{
    safari_game *g = scen_new(JOINED, 3, NULL);
    scen_play(g, tokens);
    scen_play(g, "draw 01/1; place 0 1 0; meeple N;"
                 "draw 03/1; place 2 0 0; pass;"
                 "draw 01/2; place 0 3 2; meeple S;"
                 "draw 03/1; place 2 1 0; pass;"
                 "draw 02/1; place 0 2 0; pass");
    return g;
}

static void test_scoring__boosts_in_seat_order_from_the_active_seat(void **state)
{
    (void)state;
    safari_game *g = joined_three_seats("token Z; token Z; token Z; token Z; token Z; token Z");
    /* Active seat 1 does not score: seat 2 is asked first, then seat 0. */
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 2);
    scen_play(g, "boost Z");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost -");
    SCEN_SCORES(g, 10, 0, 15);
    safari_game_free(g);
}

static void test_scoring__boost_skipped_without_an_eligible_token(void **state)
{
    (void)state;
    /* Seat 2 holds only species on the trail: it is not asked. */
    safari_game *g = joined_three_seats("token Z; token Z; token Z; token Z; token A; token E");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost Z");
    SCEN_SCORES(g, 15, 0, 10);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Seed: three meeples in three bushes (seat 0 two, seat 1 one) are joined and
 * completed by seat 0, which adds nothing: 6 for three species + 5 birds =
 * 11, for seat 0 alone. */

static void test_scoring__seed_majority_alone_scores_11(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 3 bsss bush:N/1 ; A@N ; E@N ; G@N\n"
                              "02 1 sbbb bush:ESW/2 ; -\n"
                              "03 2 ssss ; - ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start 0 0 ssss ; -\n"
                              "start 1 0 ssss ; -\n"
                              "start -1 1 ssss ; -\n"
                              "start 1 1 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token L; token Z; token L; token Z;"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 01/2; place -1 2 1; meeple E;"
                 "draw 01/3; place 1 2 3; meeple W;"
                 "draw 03/1; place 2 0 0; pass;"
                 "draw 02/1; place 0 2 0");
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_MEEPLE), 0);
    scen_play(g, "pass");
    /* Only the majority seat scores, so only it is asked. */
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost -");
    SCEN_SCORES(g, 11, 0);
    SCEN_EVENTS(g, {SAFARI_EVENT_BUSH, 0, 11, 0, 2, SAFARI_EAST});
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    assert_int_equal(scen_meeples(g, 1), SAFARI_MEEPLES);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Seed, final scoring: A seat 1's meeple on a baobab scores 0; B seat 0's
 * open trail with two animals scores 2; C the open bush (seat 0 two meeples,
 * seat 1 one; four animals, six birds) scores 10 for seat 0 (and for seat 1
 * too under the ZMG option); D seat 1's small bush with an ape and a bird
 * scores 2; E every token in supply scores 1 (seat 0 ends with three). Seat
 * 0 also dug a watering hole (3 points; its meeple there scores nothing) and
 * holds a baobab meeple (nothing). */

static safari_game *final_example(int final_scoring)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.final_scoring = final_scoring;
    safari_game *g = scen_new("01 4 bsss bush:N/1 ; A@N ; E@N ; G@N ; A@N\n"
                              "02 1 bbbb bush:NESW/3 ; A@N\n"
                              "03 1 tsss trail:N ; L@N\n"
                              "04 1 tsts trail:NS ; Z@N\n"
                              "05 2 ssss baobab ; - ; -\n"
                              "06 2 ssss ; - ; -\n"
                              "start -2 0 ssss ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start 0 0 ssss ; -\n"
                              "start 1 0 ssss ; -\n"
                              "start 2 0 ssss ; -\n"
                              "start -1 1 ssss ; -\n"
                              "start 1 1 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, &o);
    scen_play(g, "token Z; token Z; token L; token L;"
                 "draw 01/1; place 0 1 0; meeple N;"        /* C, seat 0 */
                 "draw 01/2; place -1 2 1; meeple E;"       /* C, seat 1 */
                 "draw 01/3; place 1 2 3; meeple W;"        /* C, seat 0 */
                 "draw 02/1; place 0 2 0; pass;"            /* C joined, open N */
                 "draw 03/1; place 0 -1 2; meeple S;"       /* B */
                 "draw 01/1; place 2 -1 2; meeple S;"       /* D */
                 "draw 04/1; place 0 -2 0; pass;"           /* B grows, open S */
                 "draw 05/1; place -2 -1 0; meeple baobab; token A; token E;" /* A */
                 "draw 05/1; place -2 1 0; meeple baobab; token G; token A;"
                 "draw 06/1; place 3 0 0; pass;"
                 "draw 06/1; place 4 0 0");
    safari_feature_info f;
    assert_int_equal(safari_game_feature_at(g, 0, 2, SAFARI_NORTH, &f), SAFARI_OK);
    assert_int_equal(f.complete, 0);
    assert_int_equal(f.birds, 6);
    assert_int_equal(f.animals[SAFARI_APE] + f.animals[SAFARI_ELEPHANT] +
                         f.animals[SAFARI_GIRAFFE],
                     4);
    assert_int_equal(f.meeples[0], 2);
    assert_int_equal(f.meeples[1], 1);
    SCEN_SCORES(g, 0, 0);
    return g;
}

static void check_final_example(int final_scoring, int seat1_bush)
{
    safari_game *g = final_example(final_scoring);
    int32_t projected[2];
    /* Before the last action: B 2 + C 10 + four tokens; D 2 + four tokens. */
    assert_int_equal(safari_game_projected_scores_ex(g, projected, 2, &(size_t){0}), SAFARI_OK);
    assert_int_equal(projected[0], 16);
    assert_int_equal(projected[1], 6 + seat1_bush);
    SCEN_SCORES(g, 0, 0);

    scen_play_undoable(g, "dig 4 0 NE Z");
    scen_expect_decision(g, SAFARI_DECISION_END, SAFARI_NOBODY);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_PASS), 0);
    size_t n = 1;
    assert_int_equal(safari_game_legal_moves(g, NULL, 0, &n), SAFARI_OK);
    assert_int_equal(n, 0);
    /* Seat 0: dig 3 + B 2 + C 10 + E 3. Seat 1: D 2 (+ C) + 4 tokens. */
    SCEN_SCORES(g, 18, 6 + seat1_bush);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_DIG, 0), 3);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_FINAL_TRAIL, 0), 2);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_FINAL_BUSH, 0), 10);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_FINAL_TOKENS, 0), 3);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_FINAL_TRAIL, 1), 0);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_FINAL_BUSH, 1), 2 + seat1_bush);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_FINAL_TOKENS, 1), 4);
    assert_int_equal(safari_game_projected_scores_ex(g, projected, 2, &(size_t){0}), SAFARI_OK);
    assert_int_equal(projected[0], 18);
    assert_int_equal(projected[1], 6 + seat1_bush);
    assert_true(safari_game_is_winner(g, 0));
    assert_false(safari_game_is_winner(g, 1));
    /* Meeples stay where they are: seat 1's baobab meeple (A), seat 0's
     * meeple on the watering hole. */
    scen_expect_meeple(g, 1, 2, SAFARI_AT_BAOBAB, -2, -1, SAFARI_BAOBAB);
    scen_expect_meeple(g, 0, 3, SAFARI_AT_BAOBAB, -2, 1, SAFARI_BAOBAB);
    scen_expect_meeple(g, 0, 4, SAFARI_AT_WATERHOLE, 4, 0, SAFARI_NE);
    assert_int_equal(scen_meeples(g, 0), 1);
    safari_game_free(g);
}

static void test_scoring__seed_final_scoring_majority(void **state)
{
    (void)state;
    check_final_example(SAFARI_FINAL_MAJORITY, 0);
}

static void test_scoring__seed_final_scoring_all_meeple_holders(void **state)
{
    (void)state;
    check_final_example(SAFARI_FINAL_ALL, 10);
}

/* ------------------------------------------------------------------------ */
/* Meeples: occupancy, supply, a feature touched twice, baobab draws. */

static void test_scoring__meeple_refused_on_a_joined_occupied_trail(void **state)
{
    (void)state;
    safari_game *g = scen_new(SCEN_TRAIL3, 2, NULL);
    scen_play(g, SCEN_DEAL ";"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 02/1; place 0 2 0");
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_MEEPLE), 0);
    scen_expect_illegal(g, "meeple N");
    scen_expect_illegal(g, "meeple S");
    assert_true(scen_is_legal(g, "pass"));
    safari_game_free(g);
}

/* A tile whose two dead ends join one trail through other tiles: one meeple
 * move (its canonical side), and that trail, completed by the tile, is
 * scored in the same turn. */
/* Ruling R8 (docs/rules.md section 12): one meeple move per feature. */
static void test_scoring__feature_touched_twice_one_move_scored_at_once(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 3 sstt trail:SW ; A@S ; E@S ; G@S\n"
                              "02 1 stts trail:E trail:S ; -\n"
                              "03 2 ssss ; - ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start -1 1 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token L; token L; token A; token E;"
                 "draw 01/1; place 0 0 2; pass;"
                 "draw 01/2; place 1 0 1; pass;"
                 "draw 01/3; place 1 1 0; pass;"
                 "draw 02/1; place 0 1 0");
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_MEEPLE), 1);
    assert_true(scen_is_legal(g, "meeple E"));
    safari_move m;
    assert_int_equal(safari_move_parse_ex("meeple S", 8, g, &m, NULL), SAFARI_OK);
    assert_int_equal(m.index, SAFARI_EAST); /* normalised to the canonical side */
    /* Seat 1 holds only species on the trail: no boost decision. */
    scen_play_undoable(g, "meeple E");
    SCEN_SCORES(g, 0, 6);
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 1, 6, 0, 1, SAFARI_EAST});
    assert_int_equal(scen_meeples(g, 1), SAFARI_MEEPLES);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    safari_game_free(g);
}

static void test_scoring__no_meeple_move_with_an_empty_supply(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 7 tsss trail:N ; - ; - ; - ; - ; - ; - ; -\n"
                              "02 7 ssss ; - ; - ; - ; - ; - ; - ; -\n"
                              "start -3 0 ssss ; -\n"
                              "start -2 0 ssss ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start 0 0 ssss ; -\n"
                              "start 1 0 ssss ; -\n"
                              "start 2 0 ssss ; -\n"
                              "start 3 0 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token A; token E; token G; token L");
    char turn[96];
    for (int x = -3; x <= 2; x++) {
        snprintf(turn, sizeof turn, "draw 01/1; place %d 1 0; meeple N;"
                                    "draw 02/1; place %d -1 0; pass", x, x);
        scen_play(g, turn);
    }
    assert_int_equal(scen_meeples(g, 0), 0);
    scen_play(g, "draw 01/1; place 3 1 0");
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_MEEPLE), 0);
    scen_expect_illegal(g, "meeple N");
    /* Digging needs a meeple too; seat 0 still holds tokens. */
    assert_int_equal(scen_tokens(g, 0, SAFARI_APE), 1);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_DIG), 0);
    scen_expect_illegal(g, "dig 3 1 SE A");
    safari_game_free(g);
}

/* A meeple on a baobab: its owner draws two tokens at once, before the
 * scoring of the turn, so they can boost a trail the same tile completes. */
static void test_scoring__baobab_meeple_draws_two_tokens_at_once(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 1 tsss trail:N ; A@N\n"
                              "02 1 ssts trail:S baobab ; E@S\n"
                              "03 3 ssss ; - ; - ; -\n"
                              "start 0 0 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token Z; token Z; token A; token E;"
                 "draw 03/1; place 1 0 0; pass;"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 03/1; place -1 0 0; pass;"
                 "draw 02/1; place 0 2 0");
    scen_expect_illegal(g, "meeple S");
    scen_play_undoable(g, "meeple baobab");
    SCEN_NO_EVENTS(g);
    safari_decision d;
    for (int i = 0; i < 2; i++) {
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        assert_int_equal(d.kind, SAFARI_DECISION_TOKEN);
        assert_int_equal(d.to_move, SAFARI_CHANCE);
        assert_int_equal(d.recipient, 1);
        scen_play(g, i ? "token L" : "token G");
    }
    assert_int_equal(scen_tokens(g, 1, SAFARI_GIRAFFE), 1);
    assert_int_equal(scen_meeples(g, 1), 4);
    scen_expect_meeple(g, 1, 1, SAFARI_AT_BAOBAB, 0, 2, SAFARI_BAOBAB);
    /* Now the trail (ape, elephant) scores: seat 1 may add G or L. */
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 1);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_BOOST), 3);
    scen_play_undoable(g, "boost G");
    SCEN_SCORES(g, 0, 6);
    assert_int_equal(scen_meeples(g, 1), 5);
    safari_game_free(g);
}

/* A baobab with seat 0's meeple and seat 0's trail (ape, elephant) are both
 * completed by seat 1's tile. Seat 0 holds only apes and elephants until
 * the baobab pays. */
static safari_game *baobab_and_trail(int baobab_tokens)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.baobab_tokens = baobab_tokens;
    safari_game *g = scen_new("01 1 ssss baobab ; -\n"
                              "02 2 tsss trail:N ; A@N ; E@N\n"
                              "03 4 ssss ; - ; - ; - ; -\n"
                              "start -1 0 ssss ; -\n"
                              SCEN_TWO_CELL_START,
                              2, &o);
    scen_play(g, "token A; token E; token Z; token Z;"
                 "draw 01/1; place 0 1 0; meeple baobab; token A; token E;"
                 "draw 03/1; place -1 1 0; pass;"
                 "draw 02/1; place -1 2 1; meeple E;"
                 "draw 03/1; place 1 1 0; pass;"
                 "draw 03/1; place 1 2 0; pass;"
                 "draw 02/2; place 0 2 3");
    assert_int_equal(scen_meeples(g, 0), 4);
    return g;
}

static void test_scoring__completed_baobab_pays_before_trail_scoring(void **state)
{
    (void)state;
    safari_game *g = baobab_and_trail(SAFARI_BAOBAB_BEFORE);
    scen_play_undoable(g, "pass");
    SCEN_EVENTS(g, {SAFARI_EVENT_BAOBAB, 0, 0, 0, 1, SAFARI_BAOBAB});
    assert_int_equal(scen_meeples(g, 0), 5);
    safari_decision d;
    safari_game_decision(g, &d);
    assert_int_equal(d.kind, SAFARI_DECISION_TOKEN);
    assert_int_equal(d.recipient, 0);
    scen_play(g, "token G; token L");
    /* The new tokens can boost the trail. */
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost G");
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 6, 0, 2, SAFARI_WEST});
    SCEN_SCORES(g, 6, 0);
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    safari_game_free(g);
}

static void test_scoring__completed_baobab_pays_after_trail_scoring(void **state)
{
    (void)state;
    safari_game *g = baobab_and_trail(SAFARI_BAOBAB_AFTER);
    /* No eligible token yet: the trail scores 3 without a boost decision,
     * then the baobab returns its meeple and pays. */
    scen_play_undoable(g, "pass");
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 3, 0, 2, SAFARI_WEST},
                {SAFARI_EVENT_BAOBAB, 0, 0, 0, 1, SAFARI_BAOBAB});
    SCEN_SCORES(g, 3, 0);
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    safari_decision d;
    safari_game_decision(g, &d);
    assert_int_equal(d.kind, SAFARI_DECISION_TOKEN);
    assert_int_equal(d.recipient, 0);
    scen_play_undoable(g, "token G; token L");
    assert_int_equal(scen_tokens(g, 0, SAFARI_GIRAFFE), 1);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    safari_decision next;
    safari_game_decision(g, &next);
    assert_int_equal(next.active, 0);
    safari_game_free(g);
}

/* Two baobabs completed by one tile pay in the order N, NE, E, ... around it:
 * seat 1's (north) before seat 0's (east), whatever the seat order. */
/* Ruling R17 (docs/rules.md section 12): start cells count among a baobab's eight cells. */
static void test_scoring__baobabs_pay_in_order_around_the_placed_tile(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 2 ssss baobab ; - ; -\n"
                              "02 5 ssss ; - ; - ; - ; - ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start -1 1 ssss ; -\n"
                              "start -1 2 ssss ; -\n"
                              "start 0 2 ssss ; -\n"
                              "start 1 2 ssss ; -\n"
                              "start 0 -1 ssss ; -\n"
                              "start 1 -1 ssss ; -\n"
                              "start 2 -1 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token A; token A; token E; token E;"
                 "draw 01/1; place 1 0 0; meeple baobab; token G; token G;"
                 "draw 01/1; place 0 1 0; meeple baobab; token L; token L;"
                 "draw 02/1; place 1 1 0; pass;"
                 "draw 02/1; place 2 0 0; pass;"
                 "draw 02/1; place 2 1 0; pass;"
                 "draw 02/1; place 0 0 0");
    scen_play_undoable(g, "pass");
    SCEN_EVENTS(g, {SAFARI_EVENT_BAOBAB, 1, 0, 0, 1, SAFARI_BAOBAB});
    const int recipients[4] = {1, 1, 0, 0};
    for (int i = 0; i < 4; i++) {
        safari_decision d;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        assert_int_equal(d.kind, SAFARI_DECISION_TOKEN);
        assert_int_equal(d.recipient, recipients[i]);
        scen_play(g, "token Z");
        if (i == 1)
            SCEN_EVENTS(g, {SAFARI_EVENT_BAOBAB, 0, 0, 1, 0, SAFARI_BAOBAB});
    }
    assert_int_equal(scen_tokens(g, 0, SAFARI_ZEBRA), 2);
    assert_int_equal(scen_tokens(g, 1, SAFARI_ZEBRA), 2);
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    assert_int_equal(scen_meeples(g, 1), SAFARI_MEEPLES);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    safari_game_free(g);
}

/* A baobab placed in a hole already surrounded: the meeple draws two tokens,
 * then the completed baobab sends it home with two more. */
/* Rulings R4 and R17 (docs/rules.md section 12): a meeple on an already surrounded baobab;
 * start cells surround it. */
static void test_scoring__baobab_placed_surrounded_pays_twice(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 2 ssss baobab ; - ; -\n"
                              "start -1 -1 ssss ; -\n"
                              "start 0 -1 ssss ; -\n"
                              "start 1 -1 ssss ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start 1 0 ssss ; -\n"
                              "start -1 1 ssss ; -\n"
                              "start 0 1 ssss ; -\n"
                              "start 1 1 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token A; token A; token E; token E; draw 01/1; place 0 0 0");
    scen_play_undoable(g, "meeple baobab; token G; token G");
    SCEN_EVENTS(g, {SAFARI_EVENT_BAOBAB, 0, 0, 0, 0, SAFARI_BAOBAB});
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(d.kind, SAFARI_DECISION_TOKEN);
    assert_int_equal(d.recipient, 0);
    scen_play_undoable(g, "token L; token L");
    assert_int_equal(scen_tokens(g, 0, SAFARI_GIRAFFE), 2);
    assert_int_equal(scen_tokens(g, 0, SAFARI_LION), 2);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    SCEN_SCORES(g, 0, 0);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* What is scored, and in which order. */

static void test_scoring__completed_feature_without_meeple_gives_nothing(void **state)
{
    (void)state;
    safari_game *g = scen_new(SCEN_TRAIL3, 2, NULL);
    scen_play(g, "token L; token A; token L; token A;"
                 "draw 01/1; place 0 1 0; pass");
    scen_play_undoable(g, "draw 01/2; place 0 2 2; pass");
    safari_feature_info f;
    assert_int_equal(safari_game_feature_at(g, 0, 1, SAFARI_NORTH, &f), SAFARI_OK);
    assert_int_equal(f.complete, 1);
    SCEN_NO_EVENTS(g);
    SCEN_SCORES(g, 0, 0);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    safari_game_free(g);
}

/* A trail without animals scores T(0) = 0, or T(1) = 1 with a boost. */
/* Ruling R16 (docs/rules.md section 12): a completed trail with no animals. */
static void test_scoring__trail_without_animals_scores_0_or_1(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 2 tsss trail:N ; - ; -\n"
                              "02 1 ssss ; -\n"
                              "start 0 0 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token A; token E; token G; token L;"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 01/1; place 0 2 2; pass");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_BOOST), 3); /* A, E, - */
    scen_play_undoable(g, "boost -");
    SCEN_SCORES(g, 0, 0);
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    assert_int_equal(safari_game_undo(g), SAFARI_OK);
    scen_play_undoable(g, "boost E");
    SCEN_SCORES(g, 1, 0);
    safari_game_free(g);
}

/* One tile completes a bush (board N) and a trail (board W); unrotated, the
 * trail comes first, so canonical-side order is what puts the bush first. */
static void test_scoring__features_of_one_tile_scored_in_canonical_order(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 1 tbss trail:N bush:E/1 ; E@N,A@E\n"
                              "02 1 bsss bush:N/1 ; A@N\n"
                              "03 1 tsss trail:N ; E@N\n"
                              "04 2 ssss ; - ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start 0 0 ssss ; -\n"
                              "start 1 0 ssss ; -\n"
                              "start 1 1 ssss ; -\n"
                              "start 1 2 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token A; token A; token E; token E;"
                 "draw 02/1; place 0 2 2; meeple S;"
                 "draw 03/1; place -1 1 1; meeple E;"
                 "draw 01/1; place 0 1 3");
    /* Both features are occupied, so no meeple move; nobody can boost. */
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_MEEPLE), 0);
    scen_play_undoable(g, "pass");
    SCEN_EVENTS(g, {SAFARI_EVENT_BUSH, 0, 3, 0, 1, SAFARI_NORTH},
                {SAFARI_EVENT_TRAIL, 1, 1, 0, 1, SAFARI_WEST});
    SCEN_SCORES(g, 3, 1);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Scoring events (docs/rules.md section 7). The expected events are worked
 * out by hand from the rules: the placed tile's cell and the feature's
 * canonical side on it, the points of sections 5 and 6.5, the final
 * scoring of section 8. */

/* Ruling R12 (docs/rules.md section 12): a scorer of 0 points still gets
 * its event. Seat 1 closes seat 0's trail, which has no animals, with a
 * dead end on (0,2) turned 2 (the trail on board side S); seat 0 adds
 * nothing: T(0) = 0. */
static void test_scoring__a_scorer_of_0_points_gets_an_event(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 2 tsss trail:N ; - ; -\n"
                              "02 1 ssss ; -\n"
                              "start 0 0 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token A; token E; token G; token L;"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 01/1; place 0 2 2; pass");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost -");
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 0, 0, 2, SAFARI_SOUTH});
    SCEN_SCORES(g, 0, 0);
    safari_game_free(g);
}

/* Ruling R12 (docs/rules.md section 12): the events of one step come in
 * seat order. Active seat 1 completes the joined trail (A E G L: T(4) = 10)
 * of seats 0 and 2; seat 2 is asked first (seat order from the mover) and
 * boosts (15), seat 0 does not (10); the events still name seat 0 first. */
static void test_scoring__events_of_one_step_in_seat_order(void **state)
{
    (void)state;
    safari_game *g = joined_three_seats("token Z; token Z; token Z; token Z; token Z; token Z");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 2);
    scen_play(g, "boost Z");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost -");
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 10, 0, 2, SAFARI_NORTH},
                {SAFARI_EVENT_TRAIL, 2, 15, 0, 2, SAFARI_NORTH});
    SCEN_SCORES(g, 10, 0, 15);
    safari_game_free(g);
}

/* Ruling R12 (docs/rules.md section 12): a FINAL_TOKENS event only for a
 * seat holding tokens. Seat 0 (A E) digs with both: (0,1) NE, then (1,0)
 * SE, a vertex with no token beside it, 3 points each. Seat 1 (G L) passes.
 * The third and last tile is placed, so the digging move ends the game:
 * seat 0 holds no token and gets no event, seat 1 scores 1 per token. */
static void test_scoring__final_tokens_event_only_for_seats_holding_tokens(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 3 ssss ; - ; - ; -\n"
                              "start 0 0 ssss ; -\n" SCEN_FAR_RANGERS,
                              2, NULL);
    scen_play(g, "token A; token E; token G; token L;"
                 "draw 01/1; place 0 1 0; dig 0 1 NE A;"
                 "draw 01/1; place 0 -1 0; pass;"
                 "draw 01/1; place 1 0 0");
    scen_play_undoable(g, "dig 1 0 SE E");
    scen_expect_decision(g, SAFARI_DECISION_END, SAFARI_NOBODY);
    SCEN_EVENTS(g, {SAFARI_EVENT_DIG, 0, 3, 1, 0, SAFARI_SE},
                {SAFARI_EVENT_FINAL_TOKENS, 1, 2, 0, 0, 0});
    SCEN_SCORES(g, 6, 2);
    assert_true(safari_game_is_winner(g, 0));
    assert_false(safari_game_is_winner(g, 1));
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Tokens: the bag refills from the discard pile when it is empty, and a draw
 * with both empty is skipped. Five seats empty the bag with baobab meeples
 * (10 setup tokens + 20 x 2), seat 0 discards one token by a boost. */

/* Ruling R5 (docs/rules.md section 12): token draws with an empty bag. */
static void test_scoring__bag_refills_from_the_discard_pile(void **state)
{
    (void)state;
    char tiles[512] = "01 21 ssss baobab";
    for (int i = 0; i < 21; i++)
        strcat(tiles, " ; -");
    strcat(tiles, "\n02 2 tsss trail:N ; A@N ; E@N\n"
                  "03 1 ssss ; -\n"
                  "start 0 0 ssss ; -\n" SCEN_FAR_RANGERS);
    safari_game *g = scen_new(tiles, 5, NULL);
    for (int i = 0; i < 10; i++)
        scen_apply_first(g);
    char turn[96];
    for (int x = 1; x <= 20; x++) {
        snprintf(turn, sizeof turn, "draw 01/1; place %d 0 0; meeple baobab", x);
        scen_play(g, turn);
        scen_apply_first(g);
        scen_apply_first(g);
    }
    assert_int_equal(scen_bag_total(g), 0);
    scen_play(g, "draw 02/1; place 0 1 0; meeple N;"
                 "draw 02/2; place 0 2 2; pass");
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    int boost = SAFARI_GIRAFFE;
    while (boost < SAFARI_SPECIES && !scen_tokens(g, 0, boost))
        boost++;
    assert_true(boost < SAFARI_SPECIES);
    const char letters[] = "AEGLZ";
    snprintf(turn, sizeof turn, "boost %c", letters[boost]);
    scen_play(g, turn);
    assert_int_equal(scen_discard(g, boost), 1);

    /* Seat 2's baobab meeple: the pile becomes the bag (one token, weight
     * 1); the second draw finds both empty and is skipped. */
    scen_play(g, "draw 01/1; place 21 0 0");
    safari_game *before = NULL;
    assert_int_equal(safari_game_clone(&before, g), SAFARI_OK);
    scen_play(g, "meeple baobab");
    safari_move m[8];
    uint32_t w[8];
    size_t n = 0;
    assert_int_equal(safari_game_outcomes(g, m, w, 8, &n), SAFARI_OK);
    assert_int_equal(n, 1);
    assert_int_equal(m[0].species, boost);
    assert_int_equal(w[0], 1);
    assert_int_equal(scen_discard(g, boost), 0);
    assert_int_equal(safari_game_apply(g, &m[0]), SAFARI_OK);
    assert_int_equal(scen_tokens(g, 2, boost), scen_tokens(before, 2, boost) + 1);
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    test_check_invariants(g);
    /* Undo puts the token back on the pile. */
    assert_int_equal(safari_game_undo(g), SAFARI_OK);
    assert_int_equal(safari_game_undo(g), SAFARI_OK);
    scen_assert_same(g, before);
    assert_int_equal(scen_discard(g, boost), 1);
    safari_game_free(before);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Scores beyond 16 bits (issue: scores overflow). 140 copies of an all-bush
 * tile with 99 birds and 255 apes form one bush that never completes; seat
 * 0's meeple on it scores every animal and bird at the end:
 * 140 x (255 + 99) = 49,560, plus its two setup tokens. */

static char *big_bush_tiles(int copies, int features)
{
    static const char *const bushes[2] = {"bbbb bush:NESW/99", "bbbb bush:N/0 bush:E/0 bush:S/0 bush:W/0"};
    size_t cap = (size_t)copies * (size_t)features * 255 * 5 + 4096;
    char *text = malloc(cap);
    assert_non_null(text);
    size_t n = (size_t)snprintf(text, cap, "01 %d %s", copies, bushes[features > 1]);
    for (int c = 0; c < copies; c++) {
        n += (size_t)snprintf(text + n, cap - n, " ;");
        for (int f = 0; f < features; f++)
            for (int a = 0; a < 255; a++)
                n += (size_t)snprintf(text + n, cap - n, "%sA@%c", f + a ? "," : " ", "NESW"[f]);
    }
    snprintf(text + n, cap - n, "\nstart 0 0 bbbb bush:NESW/0 ; -\n" SCEN_FAR_RANGERS);
    return text;
}

static void test_scoring__scores_beyond_16_bits(void **state)
{
    (void)state;
    char *text = big_bush_tiles(140, 1);
    safari_game *g = scen_new(text, 2, NULL);
    free(text);
    scen_play(g, "token Z; token Z; token L; token L");
    for (int turn = 0; turn < 140; turn++) {
        scen_apply_first(g); /* draw */
        scen_apply_first(g); /* place */
        scen_play(g, turn == 0 ? "meeple N" : "pass");
    }
    scen_expect_decision(g, SAFARI_DECISION_END, SAFARI_NOBODY);
    SCEN_SCORES(g, 140 * (255 + 99) + 2, 2);
    assert_true(safari_game_is_winner(g, 0));
    assert_false(safari_game_is_winner(g, 1));
    safari_game_free(g);
}

/* Four bushes of 255 apes on each of 70 copies: 71,400 apes, more than a
 * feature's 16-bit total could hold were they joined; the set is refused. */
static void test_scoring__tile_set_beyond_the_totals_is_refused(void **state)
{
    (void)state;
    char *text = big_bush_tiles(70, 4);
    safari_tileset *ts = NULL;
    safari_diag diag;
    assert_int_equal(safari_tileset_load(&ts, text, strlen(text), NULL, &diag), SAFARI_ELIMIT);
    assert_null(ts);
    assert_string_equal(diag.message, "71400 animals of one species (at most 65535)");
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scoring__scores_beyond_16_bits),
        cmocka_unit_test(test_scoring__tile_set_beyond_the_totals_is_refused),
        cmocka_unit_test(test_scoring__seed_trail_three_species_scores_6),
        cmocka_unit_test(test_scoring__seed_trail_boosted_to_four_scores_10),
        cmocka_unit_test(test_scoring__seed_bush_boosted_with_zebra_scores_9),
        cmocka_unit_test(test_scoring__seed_joined_trail_both_score_15_and_10),
        cmocka_unit_test(test_scoring__distinct_boosts_second_scorer_cannot_repeat),
        cmocka_unit_test(test_scoring__boosts_in_seat_order_from_the_active_seat),
        cmocka_unit_test(test_scoring__boost_skipped_without_an_eligible_token),
        cmocka_unit_test(test_scoring__seed_majority_alone_scores_11),
        cmocka_unit_test(test_scoring__seed_final_scoring_majority),
        cmocka_unit_test(test_scoring__seed_final_scoring_all_meeple_holders),
        cmocka_unit_test(test_scoring__meeple_refused_on_a_joined_occupied_trail),
        cmocka_unit_test(test_scoring__feature_touched_twice_one_move_scored_at_once),
        cmocka_unit_test(test_scoring__no_meeple_move_with_an_empty_supply),
        cmocka_unit_test(test_scoring__baobab_meeple_draws_two_tokens_at_once),
        cmocka_unit_test(test_scoring__completed_baobab_pays_before_trail_scoring),
        cmocka_unit_test(test_scoring__completed_baobab_pays_after_trail_scoring),
        cmocka_unit_test(test_scoring__baobabs_pay_in_order_around_the_placed_tile),
        cmocka_unit_test(test_scoring__baobab_placed_surrounded_pays_twice),
        cmocka_unit_test(test_scoring__completed_feature_without_meeple_gives_nothing),
        cmocka_unit_test(test_scoring__trail_without_animals_scores_0_or_1),
        cmocka_unit_test(test_scoring__features_of_one_tile_scored_in_canonical_order),
        cmocka_unit_test(test_scoring__a_scorer_of_0_points_gets_an_event),
        cmocka_unit_test(test_scoring__events_of_one_step_in_seat_order),
        cmocka_unit_test(test_scoring__final_tokens_event_only_for_seats_holding_tokens),
        cmocka_unit_test(test_scoring__bag_refills_from_the_discard_pile),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
