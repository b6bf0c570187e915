/* SPDX-License-Identifier: MIT */
/* Internal: the position evaluation (eval.c), shared by the planning
 * player (plan.c, turn.c). */
#ifndef SAFARI_AI_EVAL_H
#define SAFARI_AI_EVAL_H

#include "state.h"

/* The built-in weights, in safari_eval_feature order: the learned set
 * (eval.c). */
extern const double safari__eval_default[SAFARI_EVAL_FEATURES];

/* Every seat's features at once (one pass over the meeples). */
void safari__eval_features(const safari_game *g, double f[SAFARI_MAX_SEATS][SAFARI_EVAL_FEATURES]);

/* Every seat's value under weights w (SAFARI_EVAL_FEATURES of them). */
void safari__eval_values(const safari_game *g, const double *w, double out[SAFARI_MAX_SEATS]);

/* Whether weights/nweights are acceptable: NULL and 0, or
 * SAFARI_EVAL_FEATURES finite values. */
int safari__eval_weights_ok(const double *w, size_t n);

#endif
