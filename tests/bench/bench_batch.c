/* SPDX-License-Identifier: MIT */
/* safari-bench: batched stepping (safari_batch_step) as a learning loop
 * uses it: 64 two-seat games on the fixed space of the table
 * (SAFARI_AI_TABLE_HALF, a 25 x 25 window), seat 0 the agent and seat 1 the
 * built-in uniform player; every step writes the byte observation, the
 * mask, the legal-action list, the rewards, the end flags and the seats to
 * move, and the next actions are drawn uniformly from the lists.
 * bindings/python/bench_batch.py runs the same loop from Python (NumPy
 * choosing the actions) against this figure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"

enum { GAMES = 64, STEPS_PER_SLICE = 100 };

void bench_batch(const bench_config *cfg, const safari_tileset *ts)
{
    safari_batch_options o;
    memset(&o, 0, sizeof o);
    o.game.tileset = ts;
    o.game.board_limited = SAFARI_LIMIT_TABLE;
    o.game.limit_x = o.game.limit_y = SAFARI_AI_TABLE_HALF;
    o.controllers[1] = SAFARI_CONTROLLER_UNIFORM;
    double rates[64], cpu_rates[64];
    int runs = cfg->runs < 64 ? cfg->runs : 64;
    for (int run = 0; run < runs; run++) {
        safari_batch *b = NULL;
        BENCH_CHECK(safari_batch_new(&b, &o, GAMES, cfg->seed + (uint64_t)run));
        uint32_t n, actions, obs, seats;
        BENCH_CHECK(safari_batch_shape(b, &n, &actions, &obs, &seats));
        uint8_t *ob = malloc((size_t)n * obs), *mask = malloc((size_t)n * actions);
        uint32_t *legal = malloc((size_t)n * SAFARI_MAX_MOVES * sizeof *legal);
        uint32_t legal_n[GAMES], act[GAMES];
        float rewards[GAMES * SAFARI_MAX_SEATS];
        uint8_t terminal[GAMES];
        int32_t to_move[GAMES];
        if (!ob || !mask || !legal)
            bench_fail("malloc", SAFARI_ENOMEM);
        BENCH_CHECK(safari_batch_observe(b, ob, mask, legal, legal_n, SAFARI_MAX_MOVES, to_move));
        bench_rng rng = {cfg->seed};
        long steps = 0;
        clock_t c0 = clock();
        uint64_t t0 = bench_now_ns();
        while (bench_more(cfg, t0, steps)) {
            for (int k = 0; k < STEPS_PER_SLICE; k++) {
                for (uint32_t j = 0; j < n; j++)
                    act[j] = legal[(size_t)j * SAFARI_MAX_MOVES + bench_below(&rng, legal_n[j])];
                BENCH_CHECK(safari_batch_step(b, act, ob, mask, legal, legal_n, SAFARI_MAX_MOVES,
                                              rewards, terminal, to_move));
            }
            steps += STEPS_PER_SLICE;
        }
        rates[run] = (double)steps * n / bench_elapsed(t0);
        /* per second of this process's processor time: on a shared machine
         * the wall-clock rate is mostly the other processes' load */
        double ticks = (double)(clock() - c0);
        /* a tiny run (the smoke test) can take less than one tick */
        cpu_rates[run] = (double)steps * n * CLOCKS_PER_SEC / (ticks < 1 ? 1 : ticks);
        bench_keep(ob);
        bench_keep(mask);
        free(ob);
        free(mask);
        free(legal);
        safari_batch_free(b);
    }
    bench_figure("batch_steps", "batched steps (64 games, 25 x 25 table, u8 obs + mask + list)",
                 bench_median(rates, runs), "steps/s");
    bench_figure("batch_steps_cpu", "the same per second of processor time",
                 bench_median(cpu_rates, runs), "steps/s");
}
