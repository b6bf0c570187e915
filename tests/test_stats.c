/* SPDX-License-Identifier: MIT */
/* safari_stats_scores(), the statistics of `safari match` and of
 * safari.evaluate(), against values computed by hand from the formulas of
 * docs/arena.md (in the comments) and against the C library's sqrt and
 * log10 over a range of inputs. */
#include "testutil.h"

#include <math.h>
#include <stdio.h>

#define assert_near(a, b, eps) assert_true(fabs((a) - (b)) <= (eps))

/* Ten games: 6 wins, 2 draws, 2 losses. n = 10, sum = 7, sum of squares
 * 6.5, p = 0.7; sample variance (6.5 - 4.9) / 9, standard error 2 / 15,
 * half width 1.959964 * 2 / 15 = 0.2613285. Elo(0.7) = -400 log10(3/7) =
 * 147.1907; Elo(0.4386715) = -42.8311; Elo(0.9613285) = 558.192. */
static void test_stats__ten_games_by_hand(void **state)
{
    (void)state;
    safari_score_stats s;
    assert_int_equal(safari_stats_scores(10, 7, 6.5, &s), SAFARI_OK);
    assert_near(s.games, 10, 0);
    assert_near(s.mean, 0.7, 1e-12);
    assert_near(s.half95, 0.2613285, 1e-6);
    assert_near(s.elo, 147.1907, 1e-3);
    assert_near(s.elo_low, -42.8311, 1e-3);
    assert_near(s.elo_high, 558.192, 1e-2);
}

/* No games: mean 0, Elo -inf; one game: no interval; every game won:
 * p = 1, Elo +inf, half width 0 (equal scores); an even match: Elo 0. */
static void test_stats__edges(void **state)
{
    (void)state;
    safari_score_stats s;
    assert_int_equal(safari_stats_scores(0, 0, 0, &s), SAFARI_OK);
    assert_true(s.mean == 0 && s.half95 == 0 && s.elo == -HUGE_VAL);
    assert_int_equal(safari_stats_scores(1, 0.5, 0.25, &s), SAFARI_OK);
    assert_true(s.half95 == 0 && fabs(s.elo) < 1e-9 && s.elo_low == s.elo);
    assert_int_equal(safari_stats_scores(20, 20, 20, &s), SAFARI_OK);
    assert_true(s.half95 == 0 && s.elo == HUGE_VAL && s.elo_low == HUGE_VAL);
    assert_int_equal(safari_stats_scores(4, 2, 2, &s), SAFARI_OK); /* 2 wins, 2 losses */
    assert_near(s.elo, 0, 1e-9);
    /* s = sqrt(1/3), half = 1.959964 sqrt(1/12) = 0.5657928: p + half > 1 */
    assert_near(s.half95, 0.5657928, 1e-6);
    assert_true(s.elo_high == HUGE_VAL && s.elo_low == -HUGE_VAL);
}

/* The library's own square root and logarithm (it links no maths library)
 * against the C library's, through the outputs they make. */
static void test_stats__matches_the_c_library(void **state)
{
    (void)state;
    for (int n = 2; n <= 2000; n = n * 3 + 1) {
        for (int w = 1; w < n; w += n / 7 + 1) {
            double p = (double)w / n, sumsq = w;
            double var = (sumsq - n * p * p) / (n - 1);
            double half = 1.959963984540054 * sqrt(var / n);
            safari_score_stats s;
            assert_int_equal(safari_stats_scores(n, w, sumsq, &s), SAFARI_OK);
            assert_true(fabs(s.half95 - half) <= 1e-14 * (1 + half));
            assert_true(fabs(s.elo - -400 * log10(1 / p - 1)) <= 1e-10);
            if (p - half > 0)
                assert_true(fabs(s.elo_low - -400 * log10(1 / (p - half) - 1)) <= 1e-10);
        }
    }
    /* a wide range of arguments: tiny and huge variances */
    const double vars[] = {1e-300, 3e-17, 0.123, 7.0, 1e12, 4e300};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        safari_score_stats s;
        double n = 2, mean = 0.5, sumsq = vars[i] * (n - 1) + n * mean * mean;
        if (!isfinite(sumsq))
            continue;
        assert_int_equal(safari_stats_scores(n, n * mean, sumsq, &s), SAFARI_OK);
        double want = 1.959963984540054 * sqrt((sumsq - n * mean * mean) / (n - 1) / n);
        assert_true(fabs(s.half95 - want) <= 1e-13 * want);
    }
}

static void test_stats__refusals(void **state)
{
    (void)state;
    safari_score_stats s = {1, 2, 3, 4, 5, 6}, was = s;
    assert_int_equal(safari_stats_scores(10, 7, 6.5, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_stats_scores(-1, 0, 0, &s), SAFARI_EINVAL);
    assert_int_equal(safari_stats_scores(2, 1, -1, &s), SAFARI_EINVAL);
    assert_int_equal(safari_stats_scores(NAN, 1, 1, &s), SAFARI_EINVAL);
    assert_int_equal(safari_stats_scores(2, HUGE_VAL, 1, &s), SAFARI_EINVAL);
    assert_memory_equal(&s, &was, sizeof s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stats__ten_games_by_hand),
        cmocka_unit_test(test_stats__edges),
        cmocka_unit_test(test_stats__matches_the_c_library),
        cmocka_unit_test(test_stats__refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
