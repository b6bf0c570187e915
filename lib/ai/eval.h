/* SPDX-License-Identifier: MIT */
/* Internal: the position evaluation (eval.c), shared by the planning
 * player (plan.c, turn.c). */
#ifndef SAFARI_AI_EVAL_H
#define SAFARI_AI_EVAL_H

#include "state.h"

/* The built-in weights, in safari_eval_feature order: the learned set
 * (eval.c). */
extern const double safari__eval_default[SAFARI_EVAL_FEATURES];

/* What the evaluation works out from the tiles left alone, kept from one
 * position to the next while they stay the same: every leaf of a turn
 * search lies before the same tile draw (turn.c), so the tiles left by
 * type are counted, and each key's chance of being filled worked out, once
 * a search instead of once a position. Reset it whenever the tiles left may
 * have changed. */
typedef struct eval_cache {
    uint32_t known[256 / 32]; /* bit k: fill[k] worked out */
    int counted;              /* left[] filled */
    uint32_t stack_total;     /* the tiles left when it was (for asserts) */
    double fill[256];         /* by key: the chance the cell is filled */
    uint32_t left[TS_MAX_TYPES];
} eval_cache;

static inline void safari__eval_cache_reset(eval_cache *c)
{
    memset(c->known, 0, sizeof c->known);
    c->counted = 0;
}

/* Every seat's features at once (one pass over the meeples), with c a
 * cache reset since the tiles left last changed. */
void safari__eval_features(const safari_game *g, eval_cache *c,
                           double f[SAFARI_MAX_SEATS][SAFARI_EVAL_FEATURES]);

/* Every seat's value under weights w (SAFARI_EVAL_FEATURES of them). */
void safari__eval_values(const safari_game *g, const double *w, eval_cache *c,
                         double out[SAFARI_MAX_SEATS]);

/* Whether weights/nweights are acceptable: NULL and 0, or
 * SAFARI_EVAL_FEATURES finite values. */
int safari__eval_weights_ok(const double *w, size_t n);

#endif
