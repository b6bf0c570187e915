/* SPDX-License-Identifier: MIT */
/* The statistics of `safari match` (docs/arena.md derives the formulas). */
#ifndef SAFARI_CLI_STATS_H
#define SAFARI_CLI_STATS_H

#include <stddef.h>

/* Running sums of one quantity over games. */
typedef struct stats_acc {
    double n, sum, sumsq;
} stats_acc;

void stats_add(stats_acc *a, double x);
double stats_mean(const stats_acc *a);
/* Half the width of the 95 % interval of the mean: z * s / sqrt(n), s the
 * sample standard deviation (divisor n - 1); 0 below two values. */
double stats_half95(const stats_acc *a);
/* The Elo difference of a score fraction p (logistic model); +-HUGE_VAL at
 * p = 1 and p = 0. */
double stats_elo(double p);
/* Elo and its 95 % interval from per-game scores (1, 1/2, 0): the interval
 * of the score fraction mapped through stats_elo. */
void stats_elo_ci(const stats_acc *score, double *elo, double *lo, double *hi);
/* The expected score of an Elo difference. */
double stats_score_of_elo(double elo);
/* The generalized SPRT log-likelihood ratio of H1 (elo1) against H0 (elo0)
 * from per-game scores: per-game scores modelled as normal with the mean
 * of each hypothesis and the variance estimated under it,
 * n/2 log(sum (x - s0)^2 / sum (x - s1)^2); +-HUGE_VAL when the games sit
 * exactly on one hypothesis' mean. */
double stats_llr(const stats_acc *score, double elo0, double elo1);
/* The SPRT bounds: log(beta / (1 - alpha)) and log((1 - beta) / alpha). */
void stats_sprt_bounds(double alpha, double beta, double *lower, double *upper);

#endif
