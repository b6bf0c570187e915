/* SPDX-License-Identifier: MIT */
/* The statistics of `safari match` against values computed by hand from the
 * formulas of docs/arena.md. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "stats.h"

/* cmocka's float assertion works in float; these values need double. */
#define assert_near(a, b, eps) assert_near_((a), (b), (eps), #a, __FILE__, __LINE__)
static void assert_near_(double got, double want, double eps, const char *what,
                         const char *file, int line)
{
    if (!(fabs(got - want) <= eps)) {
        print_error("%s:%d: %s = %.9g, expected %.9g +- %g\n", file, line, what, got, want, eps);
        _fail(file, line);
    }
}

/* Ten games of bot A: 6 wins, 2 draws, 2 losses.
 * n = 10, sum = 7, sum of squares = 6 + 2 * 1/4 = 6.5, p = 0.7.
 * Sample variance (divisor 9): (6.5 - 10 * 0.49) / 9 = 1.6 / 9; its
 * standard error sqrt(1.6 / 90) = sqrt(4 / 225) = 2 / 15, so the half
 * width is 1.959964 * 2 / 15 = 0.2613285.
 * Elo(0.7) = -400 log10(3 / 7) = -400 (0.4771213 - 0.8450980) = 147.1907.
 * Interval: Elo(0.7 - 0.2613285) = Elo(0.4386715): 1 / p - 1 = 1.279610,
 * log10 = 0.1070777, Elo -42.8311; Elo(0.9613285): 1 / p - 1 = 0.0402277,
 * log10 = -1.395481, Elo 558.192. */
static stats_acc ten_games(void)
{
    stats_acc a = {0, 0, 0};
    const double scores[10] = {1, 1, 1, 1, 1, 1, 0.5, 0.5, 0, 0};
    for (int i = 0; i < 10; i++)
        stats_add(&a, scores[i]);
    return a;
}

static void test_stats__mean_and_interval(void **state)
{
    (void)state;
    stats_acc a = ten_games();
    assert_near(stats_mean(&a), 0.7, 1e-12);
    assert_near(stats_half95(&a), 0.2613285, 1e-6);
    /* Points 40 30 50 20: mean 35, sample variance 500 / 3, half width
     * 1.959964 * sqrt(500 / 12) = 12.65151. */
    stats_acc pts = {0, 0, 0};
    stats_add(&pts, 40);
    stats_add(&pts, 30);
    stats_add(&pts, 50);
    stats_add(&pts, 20);
    assert_near(stats_mean(&pts), 35.0, 1e-12);
    assert_near(stats_half95(&pts), 12.65151, 1e-4);
    /* One value has no interval. */
    stats_acc one = {0, 0, 0};
    stats_add(&one, 3);
    assert_near(stats_half95(&one), 0.0, 0.0);
}

static void test_stats__elo(void **state)
{
    (void)state;
    assert_near(stats_elo(0.5), 0.0, 1e-12);
    /* p = 1 / (1 + 10^-1): exactly 400 Elo by the logistic model. */
    assert_near(stats_elo(1.0 / 1.1), 400.0, 1e-9);
    assert_true(isinf(stats_elo(1.0)) && stats_elo(1.0) > 0);
    assert_true(isinf(stats_elo(0.0)) && stats_elo(0.0) < 0);
    assert_near(stats_score_of_elo(400.0), 1.0 / 1.1, 1e-12);
    stats_acc a = ten_games();
    double elo, lo, hi;
    stats_elo_ci(&a, &elo, &lo, &hi);
    assert_near(elo, 147.1907, 1e-3);
    assert_near(lo, -42.8311, 1e-3);
    assert_near(hi, 558.192, 1e-2);
}

/* SPRT elo0 = 0, elo1 = 10: s0 = 0.5, s1 = 1 / (1 + 10^-0.025) = 0.5143872.
 * sum (x - s)^2 = sumsq - 2 s sum + n s^2:
 *   H0: 6.5 - 7 + 2.5 = 2.0;
 *   H1: 6.5 - 14 * 0.5143872 + 10 * 0.5143872^2 = 1.9445212.
 * LLR = n/2 log(2.0 / 1.9445212) = 5 * 0.0281314 = 0.140657.
 * Bounds for alpha = beta = 0.05: log(0.05 / 0.95) = -2.944439 and
 * log(0.95 / 0.05) = +2.944439.
 * All wins, elo1 = 50 (s1 = 0.5714631): per game
 * 1/2 log(0.25 / 0.4285369^2) = 0.154231, so 20 wins give 3.08462. */
static void test_stats__sprt(void **state)
{
    (void)state;
    stats_acc a = ten_games();
    assert_near(stats_llr(&a, 0.0, 10.0), 0.140657, 1e-5);
    /* Swapping the hypotheses changes the sign. */
    assert_near(stats_llr(&a, 10.0, 0.0), -0.140657, 1e-5);
    double lower, upper;
    stats_sprt_bounds(0.05, 0.05, &lower, &upper);
    assert_near(lower, -2.944439, 1e-6);
    assert_near(upper, 2.944439, 1e-6);
    stats_acc wins = {0, 0, 0};
    for (int i = 0; i < 20; i++)
        stats_add(&wins, 1.0);
    assert_near(stats_llr(&wins, 0.0, 50.0), 3.08462, 1e-4);
    /* Every game a draw, exactly H0's mean: H0 beyond doubt. */
    stats_acc draws = {0, 0, 0};
    stats_add(&draws, 0.5);
    stats_add(&draws, 0.5);
    assert_true(isinf(stats_llr(&draws, 0.0, 10.0)) && stats_llr(&draws, 0.0, 10.0) < 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stats__mean_and_interval),
        cmocka_unit_test(test_stats__elo),
        cmocka_unit_test(test_stats__sprt),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
