/* SPDX-License-Identifier: MIT */
/* Means with normal intervals, Elo from the score fraction (both the
 * library's), the GSPRT. */
#include "stats.h"

#include <math.h>

#include <safari.h>

void stats_add(stats_acc *a, double x)
{
    a->n += 1.0;
    a->sum += x;
    a->sumsq += x * x;
}

double stats_mean(const stats_acc *a)
{
    return a->n > 0 ? a->sum / a->n : 0.0;
}

/* The interval and the Elo are the library's (safari_stats_scores()), the
 * one implementation that safari.evaluate() in Python calls too. */
static safari_score_stats summary(const stats_acc *a)
{
    safari_score_stats s = {0, 0, 0, 0, 0, 0};
    safari_stats_scores(a->n, a->sum, a->sumsq, &s);
    return s;
}

double stats_half95(const stats_acc *a)
{
    return summary(a).half95;
}

double stats_elo(double p)
{
    stats_acc one = {1.0, p, p * p};
    return summary(&one).elo;
}

void stats_elo_ci(const stats_acc *score, double *elo, double *lo, double *hi)
{
    safari_score_stats s = summary(score);
    *elo = s.elo;
    *lo = s.elo_low;
    *hi = s.elo_high;
}

double stats_score_of_elo(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

double stats_llr(const stats_acc *score, double elo0, double elo1)
{
    if (score->n < 1)
        return 0.0;
    double s0 = stats_score_of_elo(elo0), s1 = stats_score_of_elo(elo1);
    /* Squared deviations from each hypothesis' mean: the variance of each
     * model is estimated under that model (profile likelihood). */
    double d0 = score->sumsq - 2.0 * s0 * score->sum + score->n * s0 * s0;
    double d1 = score->sumsq - 2.0 * s1 * score->sum + score->n * s1 * s1;
    if (d0 <= 0.0)
        return -HUGE_VAL; /* every game exactly at H0's mean */
    if (d1 <= 0.0)
        return HUGE_VAL;
    return 0.5 * score->n * log(d0 / d1);
}

void stats_sprt_bounds(double alpha, double beta, double *lower, double *upper)
{
    *lower = log(beta / (1.0 - alpha));
    *upper = log((1.0 - beta) / alpha);
}
