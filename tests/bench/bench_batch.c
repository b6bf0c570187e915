/* SPDX-License-Identifier: MIT */
/* safari-bench: batched stepping (safari_batch_step) as a learning loop
 * uses it: 64 two-seat games on the fixed space of the table
 * (SAFARI_AI_TABLE_HALF, a 25 x 25 window), seat 0 the agent and seat 1 the
 * built-in uniform player; every step writes the byte observation, the
 * mask, the legal-action list, the rewards, the end flags and the seats to
 * move, and the next actions are drawn uniformly from the lists. Then the
 * same loop with the float observation (safari_batch_observe_float) in the
 * batch's kept rows, and written whole.
 * bindings/python/bench_batch.py runs the same loop from Python (NumPy
 * choosing the actions) against this figure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"

enum { GAMES = 64, STEPS_PER_SLICE = 100 };

/* How each step gives the observation: bytes from safari_batch_step, or
 * floats from safari_batch_observe_float into the same array (the rows the
 * batch keeps) or written whole (as into a fresh array a step). */
typedef enum obs_mode { OBS_BYTES, OBS_FLOATS, OBS_FLOATS_WHOLE } obs_mode;

/* One run: wall and processor steps/s into *rate and *cpu_rate. */
static void run_batch(const bench_config *cfg, const safari_batch_settings *o, uint64_t seed,
                      obs_mode mode, double *rate, double *cpu_rate)
{
    safari_batch *b = NULL;
    BENCH_CHECK(safari_batch_create(&b, o, GAMES, seed));
    uint32_t n, actions, obs, seats;
    BENCH_CHECK(safari_batch_shape(b, &n, &actions, &obs, &seats));
    uint8_t *ob = malloc((size_t)n * obs), *mask = malloc((size_t)n * actions);
    float *fob = malloc((size_t)n * obs * sizeof *fob);
    uint32_t *legal = malloc((size_t)n * SAFARI_MAX_MOVES * sizeof *legal);
    uint32_t legal_n[GAMES], act[GAMES];
    float rewards[GAMES * SAFARI_MAX_SEATS];
    uint8_t terminal[GAMES];
    int32_t to_move[GAMES];
    size_t count;
    uint32_t flags = mode == OBS_FLOATS_WHOLE ? SAFARI_BATCH_OBS_WHOLE : 0;
    if (!ob || !mask || !legal || !fob)
        bench_fail("malloc", SAFARI_ENOMEM);
    uint8_t *bytes = mode == OBS_BYTES ? ob : NULL;
    BENCH_CHECK(safari_batch_observe(b, bytes, mask, legal, legal_n, SAFARI_MAX_MOVES, to_move));
    if (mode != OBS_BYTES)
        BENCH_CHECK(safari_batch_observe_float(b, fob, (size_t)n * obs, &count, flags));
    bench_rng rng = {cfg->seed};
    long steps = 0;
    clock_t c0 = clock();
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, steps)) {
        for (int k = 0; k < STEPS_PER_SLICE; k++) {
            for (uint32_t j = 0; j < n; j++)
                act[j] = legal[(size_t)j * SAFARI_MAX_MOVES + bench_below(&rng, legal_n[j])];
            BENCH_CHECK(safari_batch_step(b, act, bytes, mask, legal, legal_n, SAFARI_MAX_MOVES,
                                          rewards, terminal, to_move));
            if (mode != OBS_BYTES)
                BENCH_CHECK(safari_batch_observe_float(b, fob, (size_t)n * obs, &count, flags));
        }
        steps += STEPS_PER_SLICE;
    }
    *rate = (double)steps * n / bench_elapsed(t0);
    /* per second of this process's processor time: on a shared machine
     * the wall-clock rate is mostly the other processes' load */
    double ticks = (double)(clock() - c0);
    /* a tiny run (the smoke test) can take less than one tick */
    *cpu_rate = (double)steps * n * CLOCKS_PER_SEC / (ticks < 1 ? 1 : ticks);
    bench_keep(ob);
    bench_keep(mask);
    bench_keep(fob);
    free(ob);
    free(mask);
    free(fob);
    free(legal);
    safari_batch_free(b);
}

void bench_batch(const bench_config *cfg, const safari_tileset *ts)
{
    safari_settings game = SAFARI_SETTINGS_INIT;
    game.tileset = ts;
    game.board_limited = SAFARI_LIMIT_TABLE;
    game.limit_x = game.limit_y = SAFARI_AI_TABLE_HALF;
    safari_batch_settings o = SAFARI_BATCH_SETTINGS_INIT;
    o.game = &game;
    o.controllers[1] = SAFARI_CONTROLLER_UNIFORM;
    static const struct {
        obs_mode mode;
        const char *name, *cpu_name, *label;
    } modes[] = {
        {OBS_BYTES, "batch_steps", "batch_steps_cpu",
         "batched steps (64 games, 25 x 25 table, u8 obs + mask + list)"},
        {OBS_FLOATS, "batch_float_steps", "batch_float_steps_cpu",
         "the same with float obs (safari_batch_observe_float, the batch's rows)"},
        {OBS_FLOATS_WHOLE, "batch_float_whole_steps", "batch_float_whole_steps_cpu",
         "the same with float obs written whole (SAFARI_BATCH_OBS_WHOLE)"},
    };
    int runs = cfg->runs < 64 ? cfg->runs : 64;
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
        double rates[64], cpu_rates[64];
        for (int run = 0; run < runs; run++)
            run_batch(cfg, &o, cfg->seed + (uint64_t)run, modes[m].mode, &rates[run],
                      &cpu_rates[run]);
        bench_figure(modes[m].name, modes[m].label, bench_median(rates, runs), "steps/s");
        bench_figure(modes[m].cpu_name, "the same per second of processor time",
                     bench_median(cpu_rates, runs), "steps/s");
    }
}
