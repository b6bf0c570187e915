/* SPDX-License-Identifier: MIT */
/* safari-bench: random games per second, apply+undo pairs per second, and
 * the state's size with its clone and copy rates. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

enum {
    BATCH = 64,          /* clones or copies between two clock reads */
    MIDGAME_TILES = 36   /* the clone figures copy a game at half its tiles */
};

/* One measurement of random games: every game plays from setup to the end.
 * With `create`, each game is made with safari_game_new() and freed after;
 * otherwise one game is reset by safari_game_copy() from a fresh game made
 * once. The same seed gives the same games either way. Returns games per
 * second; adds the moves played to *moves and the games to *games. */
static double measure_games(const bench_config *cfg, const safari_tileset *ts, int seats,
                            int create, bench_moves *buf, uint64_t *moves, long *games)
{
    bench_rng rng = {cfg->seed};
    safari_game *fresh = create ? NULL : bench_new_game(ts, seats);
    safari_game *g = create ? NULL : bench_new_game(ts, seats);
    long done = 0;
    uint64_t t0 = bench_now_ns();
    while (cfg->games ? done < cfg->games : bench_more(cfg, t0, done)) {
        if (create)
            g = bench_new_game(ts, seats);
        else
            BENCH_CHECK(safari_game_copy(g, fresh));
        while (bench_random_move(g, &rng, buf))
            (*moves)++;
        if (create)
            safari_game_free(g);
        done++;
    }
    double rate = (double)done / bench_elapsed(t0);
    *games += done;
    if (!create) {
        safari_game_free(g);
        safari_game_free(fresh);
    }
    return rate;
}

void bench_games(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf)
{
    static const int seat_counts[] = {2, 4};
    double *rate = malloc((size_t)cfg->runs * sizeof *rate);
    if (!rate)
        bench_fail("malloc", SAFARI_ENOMEM);
    for (size_t s = 0; s < sizeof seat_counts / sizeof seat_counts[0]; s++) {
        int seats = seat_counts[s];
        for (int create = 0; create <= 1; create++) {
            uint64_t moves = 0;
            long games = 0;
            for (int r = 0; r < cfg->runs; r++)
                rate[r] = measure_games(cfg, ts, seats, create, buf, &moves, &games);
            char key[64], label[96];
            snprintf(key, sizeof key, "games_%dp%s", seats, create ? "_create" : "");
            snprintf(label, sizeof label, "random games, %d seats, %s", seats,
                     create ? "new+free per game" : "reset by copy");
            bench_figure(key, label, bench_median(rate, cfg->runs), "games/s");
            if (create)
                continue;
            snprintf(key, sizeof key, "moves_per_game_%dp", seats);
            snprintf(label, sizeof label, "random games, %d seats, moves per game", seats);
            bench_figure(key, label, (double)moves / (double)games, "moves/game");
        }
    }
    free(rate);
}

/* The move list of one recorded random game, and its final hash. */
typedef struct recorded {
    safari_move *moves;
    size_t len;
    uint64_t final_hash;
} recorded;

static void record_games(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf,
                         recorded *rec)
{
    bench_rng rng = {cfg->seed};
    safari_game *fresh = bench_new_game(ts, 2);
    safari_game *g = bench_new_game(ts, 2);
    for (int i = 0; i < cfg->records; i++) {
        BENCH_CHECK(safari_game_copy(g, fresh));
        while (bench_random_move(g, &rng, buf))
            ;
        rec[i].len = safari_game_history_length(g);
        rec[i].moves = malloc(rec[i].len * sizeof *rec[i].moves);
        if (!rec[i].moves)
            bench_fail("malloc", SAFARI_ENOMEM);
        for (size_t k = 0; k < rec[i].len; k++)
            BENCH_CHECK(safari_game_history_move(g, k, &rec[i].moves[k]));
        rec[i].final_hash = safari_game_hash(g);
    }
    safari_game_free(g);
    safari_game_free(fresh);
}

/* One measurement: passes over every recorded game; each game is applied
 * move by move from setup to its end, then undone move by move back to
 * setup. One pair = one safari_game_apply() + one safari_game_undo().
 * The hash is checked at the end and back at setup: two reads per game,
 * inside the timing but negligible. Returns pairs per second. */
static double measure_undo(const bench_config *cfg, safari_game *g, const recorded *rec)
{
    uint64_t setup_hash = safari_game_hash(g);
    uint64_t pairs = 0;
    long passes = 0;
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, passes)) {
        for (int i = 0; i < cfg->records; i++) {
            const recorded *r = &rec[i];
            for (size_t k = 0; k < r->len; k++)
                BENCH_CHECK(safari_game_apply(g, &r->moves[k]));
            if (safari_game_hash(g) != r->final_hash)
                bench_fail("replaying a recorded game (final hash differs)", SAFARI_EINVAL);
            for (size_t k = 0; k < r->len; k++)
                BENCH_CHECK(safari_game_undo(g));
            if (safari_game_hash(g) != setup_hash)
                bench_fail("undoing a recorded game (setup hash differs)", SAFARI_EINVAL);
            pairs += r->len;
        }
        passes++;
    }
    return (double)pairs / bench_elapsed(t0);
}

void bench_undo(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf)
{
    recorded *rec = calloc((size_t)cfg->records, sizeof *rec);
    double *rate = malloc((size_t)cfg->runs * sizeof *rate);
    if (!rec || !rate)
        bench_fail("malloc", SAFARI_ENOMEM);
    record_games(cfg, ts, buf, rec);
    safari_game *g = bench_new_game(ts, 2);
    for (int r = 0; r < cfg->runs; r++)
        rate[r] = measure_undo(cfg, g, rec);
    bench_figure("apply_undo", "apply+undo pairs, recorded 2-seat games", bench_median(rate, cfg->runs),
                 "pairs/s");
    safari_game_free(g);
    for (int i = 0; i < cfg->records; i++)
        free(rec[i].moves);
    free(rec);
    free(rate);
}

/* Clones (clone + free) or copies of `pos` per second. */
static double measure_clone(const bench_config *cfg, const safari_game *pos, safari_game *dst)
{
    long done = 0;
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, done)) {
        for (int i = 0; i < BATCH; i++) {
            if (dst) {
                BENCH_CHECK(safari_game_copy(dst, pos));
            } else {
                safari_game *c = NULL;
                BENCH_CHECK(safari_game_clone(&c, pos));
                safari_game_free(c);
            }
        }
        done += BATCH;
    }
    return (double)done / bench_elapsed(t0);
}

void bench_clone(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf)
{
    /* A 2-seat game at its first `place` decision with MIDGAME_TILES placed. */
    bench_rng rng = {cfg->seed};
    safari_game *pos = bench_new_game(ts, 2);
    for (;;) {
        safari_decision d;
        BENCH_CHECK(safari_game_decision(pos, &d));
        if (d.kind == SAFARI_DECISION_PLACE && bench_tiles_placed(pos, ts) == MIDGAME_TILES)
            break;
        if (!bench_random_move(pos, &rng, buf))
            bench_fail("reaching a mid-game position (the game ended first)", SAFARI_EINVAL);
    }
    safari_game *dst = NULL;
    BENCH_CHECK(safari_game_clone(&dst, pos));
    double *rate = malloc((size_t)cfg->runs * sizeof *rate);
    if (!rate)
        bench_fail("malloc", SAFARI_ENOMEM);

    bench_figure("state_size", "game state size (safari_game_state_size)",
                 (double)safari_game_state_size(pos), "bytes");
    char label[96];
    for (int r = 0; r < cfg->runs; r++)
        rate[r] = measure_clone(cfg, pos, NULL);
    snprintf(label, sizeof label, "clone+free, mid-game (%d tiles placed)", MIDGAME_TILES);
    bench_figure("clone", label, bench_median(rate, cfg->runs), "clones/s");
    for (int r = 0; r < cfg->runs; r++)
        rate[r] = measure_clone(cfg, pos, dst);
    snprintf(label, sizeof label, "copy into a game, mid-game (%d tiles placed)", MIDGAME_TILES);
    bench_figure("copy", label, bench_median(rate, cfg->runs), "copies/s");
    free(rate);
    safari_game_free(dst);
    safari_game_free(pos);
}
