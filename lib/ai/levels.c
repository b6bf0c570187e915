/* SPDX-License-Identifier: MIT */
/* The named levels of the planning player: each a set of
 * safari_plan_options, with the rating the project's ladder measured for
 * it (scripts/ladder.sh; docs/ai.md shows the ladder and docs/ai-log.md the
 * matches that chose the levels). Public API alone.
 *
 * Strength comes from three knobs, from weakest to strongest: the
 * evaluation (the projected scores alone, or every feature), a
 * temperature (a turn drawn among the best 8 rather than the best), and the
 * look-ahead through a round of turns, up to the seat's own next turn (at 3
 * to 5 seats, two turns alone would not reach it: docs/ai-log.md). */
#include "safari.h"

#include "eval_weights.h"

/* The projected scores alone: the score, the end value of the seat's
 * incomplete features and its tokens, as greedy counts them. */
static const double projected[SAFARI_EVAL_FEATURES] = {
    [SAFARI_EVAL_SCORE] = 1.0, [SAFARI_EVAL_FINAL] = 1.0, [SAFARI_EVAL_TOKENS] = 1.0};

/* The hand-made weights (data/eval-handmade.txt), which "casual" keeps:
 * the ladder measured it with them. The top levels use the built-in
 * default, the weights learned by self-play (data/eval-weights.txt). */
static const double handmade[SAFARI_EVAL_FEATURES] = SAFARI__EVAL_HANDMADE_INIT;

typedef struct level {
    const char *name;
    int32_t elo; /* the ladder of docs/ai.md, scripts/ladder.sh SAFARI 100 */
    const double *weights; /* NULL: the built-in (learned) evaluation */
    double temperature;
    uint32_t iterations, time_ms, candidates, replies;
} level;

static const level levels[SAFARI_LEVELS] = {
    {"beginner", 682, projected, 4.0, 0, 0, 8, 1},
    {"casual", 1094, handmade, 2.0, 0, 0, 8, 1},
    {"club", 1499, projected, 0.0, 0, 0, 8, 1},
    {"strong", 1917, NULL, 0.0, 0, 0, 8, 1},
    /* replies: a round, 2 at 2 seats; the time budget holds it (at 50 ms
     * it plays some 70 worlds on a quiet machine, so 16 stopped it short:
     * docs/ai-log.md, "The expert's budget and threads"); the 128 worlds
     * bound a call without a time budget. One thread, as its opponents. */
    {"expert", 2047, NULL, 0.0, 128, 50, 8, 0},
};

int safari_level_options(int32_t level_no, safari_plan_options *options, safari_level_info *info)
{
    static const safari_plan_options defaults = SAFARI_PLAN_OPTIONS_INIT;
    if (level_no < 1 || level_no > SAFARI_LEVELS)
        return SAFARI_EINVAL;
    const level *l = &levels[level_no - 1];
    if (options) {
        *options = defaults;
        options->weights = l->weights;
        options->nweights = l->weights ? SAFARI_EVAL_FEATURES : 0;
        options->temperature = l->temperature;
        options->iterations = l->iterations;
        options->time_ms = l->time_ms;
        options->candidates = l->candidates;
        options->replies = l->replies;
    }
    if (info) {
        info->name = l->name;
        info->elo = l->elo;
        info->time_ms = l->time_ms;
        info->iterations = l->iterations;
    }
    return SAFARI_OK;
}
