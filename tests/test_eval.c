/* SPDX-License-Identifier: MIT */
/* The position evaluation (safari_game_eval_features, safari_game_evaluate,
 * safari_eval_default_weights): each feature of docs/ai.md checked on
 * positions worked out by hand from their definitions (not read back from
 * the library), the values as the weighted sums, and the buffer and
 * argument protocol. */
#include "scenario.h"

#include <math.h>
#include <string.h>

/* The trail of test_scoring's seed example: seat 0's meeple on a dead end
 * with an elephant, open to the north. 6 land tiles. */
static const char TRAIL3[] = "01 2 tsss trail:N ; E@N ; G@N\n"
                             "02 1 tsts trail:NS ; Z@N\n"
                             "03 3 ssss ; - ; - ; -\n"
                             "start 0 0 ssss ; -\n"
                             "start 1 0 ssss ; -\n"
                             "rangers 9 9 9 8\n";

static void features_of(const safari_game *g, int32_t seat, double *f)
{
    size_t n = 0;
    assert_int_equal(safari_game_eval_features(g, seat, f, SAFARI_EVAL_FEATURES, &n), SAFARI_OK);
    assert_int_equal(n, SAFARI_EVAL_FEATURES);
}

static void expect_features(const double *got, const double *want)
{
    for (int i = 0; i < SAFARI_EVAL_FEATURES; i++) {
        if (fabs(got[i] - want[i]) > 1e-12)
            fail_msg("feature %d: %g, expected %g", i, got[i], want[i]);
    }
}

static void test_eval__features_of_a_meeple_on_an_open_trail(void **state)
{
    (void)state;
    safari_game *g = scen_new(TRAIL3, 2, NULL);
    scen_play(g, "token L; token E; token Z; token Z; draw 01/1; place 0 1 0; meeple N");
    double f[SAFARI_EVAL_FEATURES];
    /* Seat 0: no points yet; the trail's elephant is worth 1 at the end;
     * tokens L and E; 5 meeples left; 5 of 6 tiles in the stack. Closing
     * the trail would pay T(1) = 1 and a boost with the lion: 2, one more
     * than its end value, and it has one open side. */
    const double late = 5.0 / 6.0;
    /* The chance to close: the one open side filled, 1 - 0.9^5 with 5
     * land tiles left. Closing unboosted pays T(1) = 1, the end value:
     * no gain; the lion's boost adds T(2) - T(1) = 2. */
    const double q = 1.0 - 0.9 * 0.9 * 0.9 * 0.9 * 0.9;
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
     * lion's boost adds T(3) - T(2) = 3; the chance is 1 - 0.9^4. */
    const double q2 = 1.0 - 0.9 * 0.9 * 0.9 * 0.9;
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
                           "start 0 0 ssss ; -\n"
                           "start 1 0 ssss ; -\n"
                           "rangers 9 9 9 8\n";

static void test_eval__two_open_sides_close_less_often(void **state)
{
    (void)state;
    safari_game *g = scen_new(BEND, 2, NULL);
    scen_play(g, "token L; token E; token Z; token Z; draw 01/1; place 0 1 0; meeple N");
    double f[SAFARI_EVAL_FEATURES];
    /* Seat 0, 3 of 4 land tiles left: both open sides must be filled,
     * each with the chance 1 - 0.9^3. Unboosted closing pays T(1) = 1, the
     * end value; the lion's boost adds T(2) - T(1) = 2. The gain of the
     * older features: T(1) + 1 - 1 = 1 over two open sides. */
    const double late = 3.0 / 4.0, q = 1.0 - 0.9 * 0.9 * 0.9;
    const double seat0[SAFARI_EVAL_FEATURES] = {
        [SAFARI_EVAL_FINAL] = 1, [SAFARI_EVAL_TOKENS] = 2, [SAFARI_EVAL_SPECIES] = 2,
        [SAFARI_EVAL_MEEPLES] = 5, [SAFARI_EVAL_MEEPLES_LATE] = 5 * late,
        [SAFARI_EVAL_TOKENS_LATE] = 2 * late, [SAFARI_EVAL_GAIN_OPEN2] = 1,
        [SAFARI_EVAL_GAIN_LATE] = 0.5 * late, [SAFARI_EVAL_BOOST_CLOSE] = 2 * q * q};
    features_of(g, 0, f);
    expect_features(f, seat0);
    safari_game_free(g);
}

static void test_eval__closed_trail_and_the_end(void **state)
{
    (void)state;
    safari_game *g = scen_new(TRAIL3, 2, NULL);
    /* Seat 1 closes seat 0's trail (E, Z, then a giraffe): seat 0 boosts
     * with the lion, T(4) = 10 points, meeple home, token spent. */
    scen_play(g, "token L; token E; token Z; token Z; draw 01/1; place 0 1 0; meeple N;"
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
        cmocka_unit_test(test_eval__two_open_sides_close_less_often),
        cmocka_unit_test(test_eval__closed_trail_and_the_end),
        cmocka_unit_test(test_eval__buffers_and_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
