/* SPDX-License-Identifier: MIT */
/* The statistics of matches (docs/arena.md, "The statistics"): the mean of
 * per-game scores, its 95 % interval and the Elo difference with its
 * interval. `safari match` and the Python binding's safari.evaluate() both
 * call this one implementation, so that the same games give the same
 * interval everywhere.
 *
 * The library links no maths library (nothing else in it needs one), so the
 * square root and the logarithm are computed here, to within a few units in
 * the last place, with the scaling by powers of two done by multiplication
 * (no reading of a double's bits: byte order never matters). */
#include <math.h> /* HUGE_VAL only: no function of the maths library is called */
#include <stddef.h>

#include "safari.h"

/* The normal quantile of a two-sided 95 % interval. */
#define Z95 1.959963984540054
#define LN10 2.302585092994045684

static int finite(double x)
{
    return x == x && x != HUGE_VAL && x != -HUGE_VAL;
}

/* sqrt(x) for x > 0: x = m 4^k with m in [1, 4), then Newton's iteration
 * on m from 1.5, which doubles the correct digits each step. */
static double root(double x)
{
    double scale = 1.0;
    while (x >= 4.0) {
        x *= 0.25;
        scale *= 2.0;
    }
    while (x < 1.0) {
        x *= 4.0;
        scale *= 0.5;
    }
    double r = 1.5;
    for (int i = 0; i < 8; i++)
        r = 0.5 * (r + x / r);
    return r * scale;
}

/* ln(x) for x > 0: x = m 2^e with m in [1, 2), ln m = 2 atanh(z) with
 * z = (m - 1) / (m + 1) in [0, 1/3), whose series z + z^3/3 + ... gains a
 * factor 9 a term: 40 terms are far below a double's precision. */
static double ln(double x)
{
    int e = 0;
    while (x >= 2.0) {
        x *= 0.5;
        e++;
    }
    while (x < 1.0) {
        x *= 2.0;
        e--;
    }
    double z = (x - 1.0) / (x + 1.0), z2 = z * z, term = z, sum = 0.0;
    for (int k = 1; k < 80; k += 2) {
        sum += term / k;
        term *= z2;
    }
    return 2.0 * sum + e * 0.693147180559945309417;
}

/* The Elo difference of a score fraction under the logistic model. */
static double elo(double p)
{
    if (p <= 0.0)
        return -HUGE_VAL;
    if (p >= 1.0)
        return HUGE_VAL;
    return -400.0 * ln(1.0 / p - 1.0) / LN10;
}

int safari_stats_scores(double games, double sum, double sum_squares, safari_score_stats *out)
{
    if (!out || !finite(games) || !finite(sum) || !finite(sum_squares) || games < 0.0 ||
        sum_squares < 0.0)
        return SAFARI_EINVAL;
    double mean = games > 0.0 ? sum / games : 0.0, half = 0.0;
    if (games >= 2.0) {
        double var = (sum_squares - games * mean * mean) / (games - 1.0);
        half = var > 0.0 ? Z95 * root(var / games) : 0.0;
    }
    out->games = games;
    out->mean = mean;
    out->half95 = half;
    out->elo = elo(mean);
    out->elo_low = elo(mean - half);
    out->elo_high = elo(mean + half);
    return SAFARI_OK;
}
