/* SPDX-License-Identifier: MIT */
/* safari-bench: timing, medians and random play, shared by every group. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench.h"

void bench_fail(const char *what, int status)
{
    fprintf(stderr, "safari-bench: %s failed: %s (%d)\n", what, safari_strerror(status), status);
    exit(1);
}

uint64_t bench_now_ns(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0) {
        fprintf(stderr, "safari-bench: clock_gettime(CLOCK_MONOTONIC) failed\n");
        exit(1);
    }
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

double bench_elapsed(uint64_t t0)
{
    return (double)(bench_now_ns() - t0) * 1e-9;
}

int bench_more(const bench_config *cfg, uint64_t t0, long done)
{
    return done < 1 || bench_elapsed(t0) < cfg->seconds;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

safari_game *bench_new_game(const safari_tileset *ts, int seats)
{
    safari_options opt = {0};
    opt.seats = seats;
    opt.tileset = ts;
    safari_game *g = NULL;
    BENCH_CHECK(safari_game_new(&g, &opt));
    return g;
}

size_t bench_tiles_placed(const safari_game *g, const safari_tileset *ts)
{
    safari_tileset_info info;
    BENCH_CHECK(safari_tileset_counts(ts, &info));
    return safari_game_tile_count(g) - (size_t)info.start_cells;
}

int bench_random_move(safari_game *g, bench_rng *rng, bench_moves *buf)
{
    safari_decision d;
    size_t n = 0;
    BENCH_CHECK(safari_game_decision(g, &d));
    if (d.kind == SAFARI_DECISION_END)
        return 0;
    const safari_move *pick;
    if (d.to_move == SAFARI_CHANCE) {
        BENCH_CHECK(safari_game_outcomes(g, buf->moves, buf->weights, SAFARI_MAX_MOVES, &n));
        uint32_t total = 0;
        for (size_t i = 0; i < n; i++)
            total += buf->weights[i];
        if (total == 0)
            bench_fail("a chance decision with no outcome", SAFARI_EINVAL);
        uint32_t r = bench_below(rng, total);
        size_t i = 0;
        while (r >= buf->weights[i])
            r -= buf->weights[i++];
        pick = &buf->moves[i];
    } else {
        BENCH_CHECK(safari_game_legal_moves(g, buf->moves, SAFARI_MAX_MOVES, &n));
        if (n == 0)
            bench_fail("a seat's decision with no legal move", SAFARI_EINVAL);
        pick = &buf->moves[bench_below(rng, (uint32_t)n)];
    }
    BENCH_CHECK(safari_game_apply(g, pick));
    return 1;
}

void bench_keep(const void *p)
{
    static const void *volatile sink;
    sink = p;
    (void)sink;
}
