/* SPDX-License-Identifier: MIT */
/* The position evaluation (safari_game_eval_features, safari_game_evaluate,
 * safari_eval_default_weights): each feature of docs/ai.md checked on
 * positions worked out by hand from their definitions (not read back from
 * the library), the values as the weighted sums, and the buffer and
 * argument protocol. */
#include "scenario.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static void features_of(const safari_game *g, int32_t seat, double *f)
{
    size_t n = 0;
    assert_int_equal(safari_game_eval_features(g, seat, f, SAFARI_EVAL_FEATURES, &n), SAFARI_OK);
    assert_int_equal(n, SAFARI_EVAL_FEATURES);
}

static void expect_feature(const double *got, int i, double want)
{
    if (fabs(got[i] - want) > 1e-12)
        fail_msg("feature %d: %g, expected %g", i, got[i], want);
}

static void expect_features(const double *got, const double *want)
{
    for (int i = 0; i < SAFARI_EVAL_FEATURES; i++)
        expect_feature(got, i, want[i]);
}

static void test_eval__features_of_a_meeple_on_an_open_trail(void **state)
{
    (void)state;
    safari_game *g = scen_new(SCEN_TRAIL3, 2, NULL);
    scen_play(g, SCEN_DEAL "; draw 01/1; place 0 1 0; meeple N");
    double f[SAFARI_EVAL_FEATURES];
    /* Seat 0: no points yet; the trail's elephant is worth 1 at the end;
     * tokens L and E; 5 meeples left; 5 of 6 tiles in the stack. Closing
     * the trail would pay T(1) = 1 and a boost with the lion: 2, one more
     * than its end value, and it has one open side. */
    const double late = 5.0 / 6.0;
    /* The chance to close: the one open side's cell (0, 2) filled. It
     * needs a trail to the south; of the 5 tiles left, 01/2 and 02 have
     * one, the three 03 none: 1 - 0.7^2 (each fitting tile laid there
     * with a chance of 0.3). Closing unboosted pays T(1) = 1, the end
     * value: no gain; the lion's boost adds T(2) - T(1) = 2. */
    const double q = 1.0 - 0.7 * 0.7;
    const double seat0[SAFARI_EVAL_FEATURES] = {
        [SAFARI_EVAL_SCORE] = 0, [SAFARI_EVAL_FINAL] = 1, [SAFARI_EVAL_TOKENS] = 2,
        [SAFARI_EVAL_SPECIES] = 2, [SAFARI_EVAL_MEEPLES] = 5, [SAFARI_EVAL_MEEPLES_LATE] = 5 * late,
        [SAFARI_EVAL_TOKENS_LATE] = 2 * late, [SAFARI_EVAL_GAIN_OPEN1] = 1,
        [SAFARI_EVAL_GAIN_LATE] = 1 * late, [SAFARI_EVAL_GAIN_CLOSE] = 0,
        [SAFARI_EVAL_BOOST_CLOSE] = 2 * q};
    features_of(g, 0, f);
    expect_features(f, seat0);
    /* Seat 1: two zebras (one species), all 6 meeples, nothing on the board. */
    const double seat1[SAFARI_EVAL_FEATURES] = {
        [SAFARI_EVAL_TOKENS] = 2, [SAFARI_EVAL_SPECIES] = 1, [SAFARI_EVAL_MEEPLES] = 6,
        [SAFARI_EVAL_MEEPLES_LATE] = 6 * late, [SAFARI_EVAL_TOKENS_LATE] = 2 * late};
    features_of(g, 1, f);
    expect_features(f, seat1);

    /* Seat 1 extends the trail with a zebra: 2 animals, 2 species; closing
     * it pays T(2) = 3 + the lion's boost = 4, two more than the end's 2;
     * still one open side; 4 tiles left. */
    scen_play(g, "draw 02/1; place 0 2 0; pass");
    const double late2 = 4.0 / 6.0;
    /* Unboosted, closing pays T(2) = 3, one more than the end's 2; the
     * lion's boost adds T(3) - T(2) = 3. The open cell is now (0, 3), and
     * of the 4 tiles left only 01/2 has a trail: the chance is 1 - 0.7. */
    const double q2 = 1.0 - 0.7;
    const double seat0b[SAFARI_EVAL_FEATURES] = {
        [SAFARI_EVAL_SCORE] = 0, [SAFARI_EVAL_FINAL] = 2, [SAFARI_EVAL_TOKENS] = 2,
        [SAFARI_EVAL_SPECIES] = 2, [SAFARI_EVAL_MEEPLES] = 5, [SAFARI_EVAL_MEEPLES_LATE] = 5 * late2,
        [SAFARI_EVAL_TOKENS_LATE] = 2 * late2, [SAFARI_EVAL_GAIN_OPEN1] = 2,
        [SAFARI_EVAL_GAIN_LATE] = 2 * late2, [SAFARI_EVAL_GAIN_CLOSE] = 1 * q2,
        [SAFARI_EVAL_BOOST_CLOSE] = 3 * q2};
    features_of(g, 0, f);
    expect_features(f, seat0b);

    /* The values are the weighted sums: a unit weight picks one feature. */
    double w[SAFARI_EVAL_FEATURES] = {0}, v[SAFARI_MAX_SEATS];
    size_t n = 0;
    w[SAFARI_EVAL_GAIN_OPEN1] = 1.0;
    w[SAFARI_EVAL_TOKENS] = 10.0;
    assert_int_equal(safari_game_evaluate(g, w, SAFARI_EVAL_FEATURES, v, SAFARI_MAX_SEATS, &n),
                     SAFARI_OK);
    assert_int_equal(n, 2);
    assert_true(v[0] == 22.0 && v[1] == 20.0);
    safari_game_free(g);
}

/* A bend: a trail open to the north and the east, an elephant on it. 4
 * land tiles. */
static const char BEND[] = "01 1 ttss trail:NE ; E@N\n"
                           "03 3 ssss ; - ; - ; -\n"
                           SCEN_TWO_CELL_START;

static void test_eval__a_cell_no_tile_fits_never_fills(void **state)
{
    (void)state;
    safari_game *g = scen_new(BEND, 2, NULL);
    scen_play(g, SCEN_DEAL "; draw 01/1; place 0 1 0; meeple N");
    double f[SAFARI_EVAL_FEATURES];
    /* Seat 0, 3 of 4 land tiles left, all savanna: neither open side's
     * cell, (0, 2) wanting a trail to the south and (1, 1) one to the
     * west, can be filled, so the trail never closes and a boost on it is
     * worth nothing. Unboosted closing pays T(1) = 1, the end value. The
     * gain of the older features: T(1) + 1 - 1 = 1 over two open sides. */
    const double late = 3.0 / 4.0;
    const double seat0[SAFARI_EVAL_FEATURES] = {
        [SAFARI_EVAL_FINAL] = 1, [SAFARI_EVAL_TOKENS] = 2, [SAFARI_EVAL_SPECIES] = 2,
        [SAFARI_EVAL_MEEPLES] = 5, [SAFARI_EVAL_MEEPLES_LATE] = 5 * late,
        [SAFARI_EVAL_TOKENS_LATE] = 2 * late, [SAFARI_EVAL_GAIN_OPEN2] = 1,
        [SAFARI_EVAL_GAIN_LATE] = 0.5 * late, [SAFARI_EVAL_BOOST_CLOSE] = 0};
    features_of(g, 0, f);
    expect_features(f, seat0);
    safari_game_free(g);
}

/* Bends (one with an elephant), crossings of four dead ends, savanna. 9
 * land tiles. */
static const char BENDS[] = "01 4 ttss trail:NE ; E@N ; - ; - ; -\n"
                            "05 2 tttt trail:N trail:E trail:S trail:W ; - ; -\n"
                            "03 3 ssss ; - ; - ; -\n"
                            SCEN_TWO_CELL_START;

static void test_eval__the_chance_to_close_cell_by_cell(void **state)
{
    (void)state;
    safari_game *g = scen_new(BENDS, 2, NULL);
    /* Seat 0's bend on (0, 1), open to the north, cell (0, 2), and to the
     * east, cell (1, 1). 8 tiles left: three bends, two crossings, three
     * savannas. (0, 2) wants a trail to the south: the bends and the
     * crossings fit, f = 5. (1, 1) wants a trail to the west and savanna
     * to the south (the start cell): only a bend turned west-north, f = 3.
     * The chance is (1 - 0.7^5)(1 - 0.7^3); the lion's boost adds T(2) -
     * T(1) = 2. */
    scen_play(g, SCEN_DEAL "; draw 01/1; place 0 1 0; meeple N");
    double f[SAFARI_EVAL_FEATURES];
    const double p5 = 1.0 - 0.7 * 0.7 * 0.7 * 0.7 * 0.7, p3 = 1.0 - 0.7 * 0.7 * 0.7;
    features_of(g, 0, f);
    expect_feature(f, SAFARI_EVAL_BOOST_CLOSE, 2 * p5 * p3);
    expect_feature(f, SAFARI_EVAL_GAIN_CLOSE, 0);

    /* Seat 1 turns the trail east with a bend on (0, 2) (trails south and
     * east): it is open to (1, 1) as before and to (1, 2), which wants a
     * trail to the west (the bends and crossings fit). 7 left: two bends,
     * two crossings, three savannas: (1 - 0.7^2)(1 - 0.7^4). */
    scen_play(g, "draw 01/2; place 0 2 1; pass");
    const double p2 = 1.0 - 0.7 * 0.7, p4 = 1.0 - 0.7 * 0.7 * 0.7 * 0.7;
    features_of(g, 0, f);
    expect_feature(f, SAFARI_EVAL_BOOST_CLOSE, 2 * p2 * p4);
    expect_feature(f, SAFARI_EVAL_GAIN_OPEN2, 1);

    /* Seat 0 turns it south with a bend on (1, 2) (trails west and
     * south): both open sides now lead to (1, 1), which wants trails to
     * the west and the north and savanna to the south. One cell, counted
     * once: the one bend left fits, 1 - 0.7 (counted once per side it
     * would be 0.09). Still two open sides for the older features. */
    scen_play(g, "draw 01/2; place 1 2 2; pass");
    features_of(g, 0, f);
    expect_feature(f, SAFARI_EVAL_BOOST_CLOSE, 2 * 0.3);
    expect_feature(f, SAFARI_EVAL_GAIN_OPEN2, 1);
    expect_feature(f, SAFARI_EVAL_GAIN_LATE, 0.5 * 6.0 / 9.0);
    safari_game_free(g);
}

/* The watering holes of test_waterholes: savanna tiles (every corner open),
 * one bush tile (its two corners beside the bush closed), a one-cell start.
 * The vertex (1,1) is where (0,0) NE, (1,0) NW, (1,1) SW and (0,1) SE
 * meet (docs/rules.md 2.3). */
static const char HOLES[] = "02 6 ssss ; - ; - ; - ; - ; - ; -\n"
                            "03 1 bsss bush:N/1 ; -\n"
                            "start 0 0 ssss ; -\n"
                            SCEN_FAR_RANGERS;

static void expect_hole(const safari_game *g, double seat0)
{
    double f[SAFARI_EVAL_FEATURES];
    features_of(g, 0, f);
    expect_feature(f, SAFARI_EVAL_HOLE_MEEPLES, 1);
    expect_feature(f, SAFARI_EVAL_HOLE_CLOSE, seat0);
    features_of(g, 1, f);
    expect_feature(f, SAFARI_EVAL_HOLE_MEEPLES, 0);
    expect_feature(f, SAFARI_EVAL_HOLE_CLOSE, 0);
}

static void test_eval__a_hole_meeple_by_what_its_hole_needs(void **state)
{
    (void)state;
    const char *dug = "token G; token G; token A; token G;"
                      "draw 02/1; place 1 0 0; dig 0 0 NE G;"
                      "draw 02/1; place -1 0 0";
    safari_game *g = scen_new(HOLES, 2, NULL);
    scen_play(g, dug);
    /* Seat 0's giraffe at (0,0) NE: (1,0) NW an empty slot; (1,1) and
     * (0,1) without a tile, each a tile and a slot to come: 3 slots and 2
     * cells, 1/2^5. */
    expect_hole(g, 1.0 / 32);
    /* Seat 1's ape at (1,0) NW: 2 slots, 2 cells. */
    scen_play(g, "expand 1 0 NW A");
    expect_hole(g, 1.0 / 16);
    /* A savanna tile on (0,1): its SE corner is a slot: 2 slots, 1 cell. */
    scen_play_undoable(g, "draw 02/1; place 0 1 0; pass");
    expect_hole(g, 1.0 / 8);
    safari_game_free(g);

    /* The bush tile on (0,1) with its bush east (a quarter turn: side E
     * is the described N): its SE corner is closed, and the hole never
     * completes, whatever it needs besides. */
    g = scen_new(HOLES, 2, NULL);
    scen_play(g, dug);
    scen_play(g, "expand 1 0 NW A; draw 03/1; place 0 1 1; pass");
    expect_hole(g, 0);
    safari_game_free(g);
}

static void test_eval__closed_trail_and_the_end(void **state)
{
    (void)state;
    safari_game *g = scen_new(SCEN_TRAIL3, 2, NULL);
    /* Seat 1 closes seat 0's trail (E, Z, then a giraffe): seat 0 boosts
     * with the lion, T(4) = 10 points, meeple home, token spent. */
    scen_play(g, SCEN_DEAL "; draw 01/1; place 0 1 0; meeple N;"
                 "draw 02/1; place 0 2 0; pass; draw 03/1; place 1 1 0; pass;"
                 "draw 01/2; place 0 3 2; pass; boost L");
    double f[SAFARI_EVAL_FEATURES];
    const double late = 2.0 / 6.0; /* 4 of the 6 tiles drawn */
    const double seat0[SAFARI_EVAL_FEATURES] = {
        [SAFARI_EVAL_SCORE] = 10, [SAFARI_EVAL_TOKENS] = 1, [SAFARI_EVAL_SPECIES] = 1,
        [SAFARI_EVAL_MEEPLES] = 6, [SAFARI_EVAL_MEEPLES_LATE] = 6 * late,
        [SAFARI_EVAL_TOKENS_LATE] = 1 * late};
    features_of(g, 0, f);
    expect_features(f, seat0);
    /* Play out the last two savanna tiles (one face, 03/1): at the end only the score is
     * left (seat 0: 10 + the elephant token's 1; seat 1: its two zebras). */
    scen_play(g, "draw 03/1; place 2 0 0; pass; draw 03/1; place -1 0 0; pass");
    scen_expect_decision(g, SAFARI_DECISION_END, SAFARI_NOBODY);
    const double end0[SAFARI_EVAL_FEATURES] = {[SAFARI_EVAL_SCORE] = 11};
    const double end1[SAFARI_EVAL_FEATURES] = {[SAFARI_EVAL_SCORE] = 2};
    features_of(g, 0, f);
    expect_features(f, end0);
    features_of(g, 1, f);
    expect_features(f, end1);
    safari_game_free(g);
}

/* Twelve dead-end trails, each open to the north, no animals (one face,
 * 01/1, drawn twelve times). */
static const char DEAD_ENDS[] = "01 12 tsss trail:N ; - ; - ; - ; - ; - ; - ; - ; - ; - ; - ; - ;"
                                " -\n"
                                SCEN_TWO_CELL_START;

static void test_eval__no_meeple_in_supply(void **state)
{
    (void)state;
    safari_game *g = scen_new(DEAD_ENDS, 2, NULL);
    scen_play(g, SCEN_DEAL);
    double f[SAFARI_EVAL_FEATURES];
    /* The tiles go in a row east along y = 1, each trail a feature of its
     * own (its cell to the north stays empty); seat 0 takes each of its
     * trails, seat 1 none. */
    char turn[64];
    for (int i = 0; i < 11; i++) {
        snprintf(turn, sizeof turn, "draw 01/1; place %d 1 0; %s", i,
                 i % 2 == 0 ? "meeple N" : "pass");
        scen_play(g, turn);
        features_of(g, 0, f);
        int left = 6 - (i / 2 + 1); /* seat 0's meeples in supply */
        expect_feature(f, SAFARI_EVAL_MEEPLES, left);
        /* 1 only once the sixth meeple is on the board */
        expect_feature(f, SAFARI_EVAL_MEEPLES_NONE, left == 0);
        features_of(g, 1, f);
        expect_feature(f, SAFARI_EVAL_MEEPLES, 6);
        expect_feature(f, SAFARI_EVAL_MEEPLES_NONE, 0);
    }
    /* The last tile ends the game: the score alone is left. */
    scen_play(g, "draw 01/1; place 11 1 0; pass");
    scen_expect_decision(g, SAFARI_DECISION_END, SAFARI_NOBODY);
    features_of(g, 0, f);
    expect_feature(f, SAFARI_EVAL_MEEPLES_NONE, 0);
    safari_game_free(g);
}

static void test_eval__buffers_and_bad_arguments(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    double f[SAFARI_EVAL_FEATURES + 1], w[SAFARI_EVAL_FEATURES], v[SAFARI_MAX_SEATS];
    size_t n = 99;
    f[0] = -7.0;
    assert_int_equal(safari_game_eval_features(g, 0, NULL, 0, &n), SAFARI_EBUFS);
    assert_int_equal(n, SAFARI_EVAL_FEATURES);
    assert_int_equal(safari_game_eval_features(g, 0, f, SAFARI_EVAL_FEATURES - 1, &n),
                     SAFARI_EBUFS);
    assert_true(f[0] == -7.0); /* nothing written */
    assert_int_equal(safari_game_eval_features(g, 2, f, SAFARI_EVAL_FEATURES, &n), SAFARI_EINVAL);
    assert_int_equal(safari_game_eval_features(g, -1, f, SAFARI_EVAL_FEATURES, &n), SAFARI_EINVAL);
    assert_int_equal(safari_game_eval_features(NULL, 0, f, SAFARI_EVAL_FEATURES, &n),
                     SAFARI_EINVAL);
    assert_int_equal(safari_game_eval_features(g, 0, NULL, 3, &n), SAFARI_EINVAL);
    assert_int_equal(safari_game_eval_features(g, 0, f, SAFARI_EVAL_FEATURES, NULL), SAFARI_EINVAL);

    assert_int_equal(safari_eval_default_weights(NULL, 0, &n), SAFARI_EBUFS);
    assert_int_equal(safari_eval_default_weights(w, SAFARI_EVAL_FEATURES, &n), SAFARI_OK);
    assert_true(w[SAFARI_EVAL_SCORE] == 1.0); /* a point is a point */
    assert_int_equal(safari_eval_default_weights(w, 3, NULL), SAFARI_EINVAL);

    /* Built-in weights by NULL equal the same weights passed. */
    double a[SAFARI_MAX_SEATS], b[SAFARI_MAX_SEATS];
    assert_int_equal(safari_game_evaluate(g, NULL, 0, a, SAFARI_MAX_SEATS, &n), SAFARI_OK);
    assert_int_equal(safari_game_evaluate(g, w, SAFARI_EVAL_FEATURES, b, SAFARI_MAX_SEATS, &n),
                     SAFARI_OK);
    assert_memory_equal(a, b, 2 * sizeof *a);
    v[0] = -7.0;
    assert_int_equal(safari_game_evaluate(g, NULL, 0, v, 1, &n), SAFARI_EBUFS);
    assert_int_equal(n, 2);
    assert_true(v[0] == -7.0);
    assert_int_equal(safari_game_evaluate(g, w, SAFARI_EVAL_FEATURES - 1, v, 2, &n),
                     SAFARI_EINVAL);
    assert_int_equal(safari_game_evaluate(g, NULL, 3, v, 2, &n), SAFARI_EINVAL);
    w[4] = NAN;
    assert_int_equal(safari_game_evaluate(g, w, SAFARI_EVAL_FEATURES, v, 2, &n), SAFARI_EINVAL);
    assert_int_equal(safari_game_evaluate(NULL, NULL, 0, v, 2, &n), SAFARI_EINVAL);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eval__features_of_a_meeple_on_an_open_trail),
        cmocka_unit_test(test_eval__a_cell_no_tile_fits_never_fills),
        cmocka_unit_test(test_eval__the_chance_to_close_cell_by_cell),
        cmocka_unit_test(test_eval__a_hole_meeple_by_what_its_hole_needs),
        cmocka_unit_test(test_eval__closed_trail_and_the_end),
        cmocka_unit_test(test_eval__no_meeple_in_supply),
        cmocka_unit_test(test_eval__buffers_and_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
