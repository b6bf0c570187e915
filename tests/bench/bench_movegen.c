/* SPDX-License-Identifier: MIT */
/* safari-bench: legal-move generation on late-game positions, timed
 * separately for `place` and `action` decisions. The positions are clones
 * taken from random 2-seat games before any timing; only the calls to
 * safari_game_legal_moves() are timed. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

enum {
    LATE_TILES = 50, /* a position is late once this many tiles are placed */
    LATE_STEP = 6,   /* then one position per kind every LATE_STEP tiles */
    GAMES_PER_POSITION = 100 /* give up after this many games per position */
};

/* Positions of one decision kind. */
typedef struct position_set {
    int kind; /* SAFARI_DECISION_PLACE or SAFARI_DECISION_ACTION */
    const char *name;
    safari_game **games;
    int n;
} position_set;

/* Takes a clone of g into set when g is at the set's kind of decision, at
 * a late tile count the game has not given this set yet. */
static void maybe_take(position_set *set, int want, const safari_game *g, int kind,
                       size_t placed, size_t *taken_at)
{
    if (kind != set->kind || set->n == want || placed < LATE_TILES ||
        (placed - LATE_TILES) % LATE_STEP != 0 || *taken_at == placed)
        return;
    BENCH_CHECK(safari_game_clone(&set->games[set->n], g));
    set->n++;
    *taken_at = placed;
}

static void collect(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf,
                    position_set sets[2])
{
    bench_rng rng = {cfg->seed};
    safari_game *fresh = bench_new_game(ts, 2);
    safari_game *g = bench_new_game(ts, 2);
    long games = 0;
    while (sets[0].n < cfg->positions || sets[1].n < cfg->positions) {
        if (games++ > (long)GAMES_PER_POSITION * cfg->positions)
            bench_fail("collecting late-game positions (too few in the games)", SAFARI_EINVAL);
        BENCH_CHECK(safari_game_copy(g, fresh));
        size_t taken_at[2] = {0, 0};
        do {
            safari_decision d;
            BENCH_CHECK(safari_game_decision(g, &d));
            size_t placed = bench_tiles_placed(g, ts);
            for (int s = 0; s < 2; s++)
                maybe_take(&sets[s], cfg->positions, g, d.kind, placed, &taken_at[s]);
        } while (bench_random_move(g, &rng, buf));
    }
    safari_game_free(g);
    safari_game_free(fresh);
}

/* What one measurement counted. */
typedef struct gen_count {
    long calls;
    uint64_t moves;
    double seconds;
} gen_count;

/* One measurement: passes over the set, one safari_game_legal_moves() call
 * per position. */
static gen_count measure(const bench_config *cfg, const position_set *set, bench_moves *buf)
{
    gen_count c = {0, 0, 0};
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, c.calls)) {
        for (int i = 0; i < set->n; i++) {
            size_t n = 0;
            BENCH_CHECK(safari_game_legal_moves(set->games[i], buf->moves, SAFARI_MAX_MOVES, &n));
            c.moves += n;
        }
        c.calls += set->n;
    }
    c.seconds = bench_elapsed(t0);
    return c;
}

void bench_movegen(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf)
{
    position_set sets[2] = {{SAFARI_DECISION_PLACE, "place", NULL, 0},
                            {SAFARI_DECISION_ACTION, "action", NULL, 0}};
    double *rate = malloc((size_t)cfg->runs * sizeof *rate);
    double *ns = malloc((size_t)cfg->runs * sizeof *ns);
    if (!rate || !ns)
        bench_fail("malloc", SAFARI_ENOMEM);
    for (int s = 0; s < 2; s++) {
        sets[s].games = calloc((size_t)cfg->positions, sizeof *sets[s].games);
        if (!sets[s].games)
            bench_fail("malloc", SAFARI_ENOMEM);
    }
    collect(cfg, ts, buf, sets);

    for (int s = 0; s < 2; s++) {
        const position_set *set = &sets[s];
        double moves_per_call = 0;
        for (int r = 0; r < cfg->runs; r++) {
            gen_count c = measure(cfg, set, buf);
            rate[r] = (double)c.calls / c.seconds;
            ns[r] = c.moves ? c.seconds * 1e9 / (double)c.moves : 0;
            /* The same positions every run: the same moves per call. */
            moves_per_call = (double)c.moves / (double)c.calls;
        }
        char key[64], label[96];
        snprintf(key, sizeof key, "movegen_%s_calls", set->name);
        snprintf(label, sizeof label, "legal moves, late %s: calls", set->name);
        bench_figure(key, label, bench_median(rate, cfg->runs), "calls/s");
        snprintf(key, sizeof key, "movegen_%s_ns_per_move", set->name);
        snprintf(label, sizeof label, "legal moves, late %s: time per move", set->name);
        bench_figure(key, label, bench_median(ns, cfg->runs), "ns/move");
        snprintf(key, sizeof key, "movegen_%s_moves_per_call", set->name);
        snprintf(label, sizeof label, "legal moves, late %s: moves per call", set->name);
        bench_figure(key, label, moves_per_call, "moves/call");
    }

    for (int s = 0; s < 2; s++) {
        for (int i = 0; i < sets[s].n; i++)
            safari_game_free(sets[s].games[i]);
        free(sets[s].games);
    }
    free(rate);
    free(ns);
}
