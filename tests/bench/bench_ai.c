/* SPDX-License-Identifier: MIT */
/* safari-bench: the AI toolkit: playouts in the library against the
 * full-generation random games of the same run, and the legal mask and
 * legal-action list against legal-move generation at the same mid-game
 * positions.
 *
 * Where figures are compared, their measurements alternate in slices and
 * each rate comes from its summed time, so that a change of the machine's
 * speed during a run (a shared host) falls on both sides alike. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

/* Observation layouts by name (safari_game_observe's options). */
static const safari_observation_options obs_base = {sizeof obs_base, SAFARI_OBS_FLOAT32,
                                                    SAFARI_OBS_LAYOUT_BASE};

enum { BATCH = 100, SLICE_GAMES = 1000, MIDGAME_MOVES = 110, POSITIONS = 16, SLICE_CALLS = 64 };

/* Playouts of one slice, in batches of BATCH; nanoseconds. */
static uint64_t playout_slice(safari_game *root, safari_game *scratch, long games, uint64_t *rng,
                              const safari_playout_options *o)
{
    int32_t rows[BATCH * 2];
    size_t count;
    uint64_t t = bench_now_ns();
    for (long done = 0; done < games; done += BATCH) {
        size_t n = (size_t)(games - done < BATCH ? games - done : BATCH);
        BENCH_CHECK(safari_game_playouts(root, scratch, n, rng, o, rows, BATCH * 2, &count));
    }
    return bench_now_ns() - t;
}

/* Playouts against full generation: a slice of full-generation games
 * (reset by copy, as bench_games.c), then one of uniform playouts, then one
 * with the scoring policy, over and over; games/s of each. A slice is 1,000
 * games (20 to 45 ms), or --games N: each switch costs the side that
 * resumes about 0.2 ms of warming caches and branch predictors up again,
 * which slices of 100 games took as 7 % of the playouts' time. */
static void playouts_vs_full(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf,
                             double *full, double *uniform, double *scoring)
{
    bench_rng rng = {cfg->seed};
    safari_game *fresh = bench_new_game(ts, 2), *g = bench_new_game(ts, 2);
    safari_game *scratch = bench_new_game(ts, 2);
    safari_playout_options uni = {SAFARI_POLICY_UNIFORM, SAFARI_RESULT_SCORES, 0, 0};
    safari_playout_options sco = {SAFARI_POLICY_SCORING, SAFARI_RESULT_SCORES, 0, 0};
    long slice = cfg->games > 0 ? cfg->games : SLICE_GAMES, done = 0;
    uint64_t state_u = cfg->seed, state_s = cfg->seed, ns[3] = {0, 0, 0};
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, done)) {
        uint64_t t = bench_now_ns();
        for (long i = 0; i < slice; i++) {
            BENCH_CHECK(safari_game_copy(g, fresh));
            while (bench_random_move(g, &rng, buf))
                ;
        }
        ns[0] += bench_now_ns() - t;
        ns[1] += playout_slice(fresh, scratch, slice, &state_u, &uni);
        ns[2] += playout_slice(fresh, scratch, slice, &state_s, &sco);
        done += slice;
    }
    *full = (double)done * 1e9 / (double)ns[0];
    *uniform = (double)done * 1e9 / (double)ns[1];
    *scoring = (double)done * 1e9 / (double)ns[2];
    safari_game_free(scratch);
    safari_game_free(g);
    safari_game_free(fresh);
}

enum { OP_MOVES, OP_MASK, OP_LIST, OP_OBSERVATION, OPS };

typedef struct midgame {
    safari_game *pos[POSITIONS];
    safari_window board[POSITIONS]; /* safari_game_board_window */
    safari_window w32[POSITIONS];   /* 32 x 32 around the board */
} midgame;

static void one_call(int op, midgame *m, int i, bench_moves *buf)
{
    static uint8_t mask[1 << 20];
    static uint32_t list[SAFARI_MAX_MOVES];
    static float obs[SAFARI_OBS_CELL_PLANES * 32 * 32 + SAFARI_OBS_VECTOR_FIXED +
                     2 * SAFARI_MAX_LAND_TILES];
    size_t n, outside;
    switch (op) {
    case OP_MOVES:
        (void)safari_game_legal_moves(m->pos[i], buf->moves, SAFARI_MAX_MOVES, &n);
        break;
    case OP_MASK:
        (void)safari_game_legal_mask(m->pos[i], &m->board[i], mask, sizeof mask, &n, &outside);
        break;
    case OP_LIST:
        (void)safari_game_legal_actions(m->pos[i], &m->board[i], list, SAFARI_MAX_MOVES, &n,
                                        &outside);
        break;
    default:
        BENCH_CHECK(safari_game_observe(m->pos[i], &m->w32[i], (int32_t)(i & 1), &obs_base, obs,
                                        sizeof obs / sizeof obs[0], &n));
        break;
    }
}

/* Mid-game `action` positions; calls/s of each operation over them. */
static void midgame_calls(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf,
                          double rate[OPS])
{
    midgame m;
    bench_rng rng = {cfg->seed + 7};
    for (int i = 0; i < POSITIONS; i++) {
        safari_decision d;
        m.pos[i] = bench_new_game(ts, 2);
        for (int k = 0; k < MIDGAME_MOVES || (safari_game_decision(m.pos[i], &d) == SAFARI_OK &&
                                               d.kind != SAFARI_DECISION_ACTION);
             k++)
            if (!bench_random_move(m.pos[i], &rng, buf))
                break;
        BENCH_CHECK(safari_game_board_window(m.pos[i], &m.board[i]));
        m.w32[i].x0 = m.board[i].x0 + m.board[i].width / 2 - 16;
        m.w32[i].y0 = m.board[i].y0 + m.board[i].height / 2 - 16;
        m.w32[i].width = m.w32[i].height = 32;
    }
    uint64_t ns[OPS] = {0};
    long done = 0;
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, done)) {
        for (int op = 0; op < OPS; op++) {
            uint64_t t = bench_now_ns();
            for (int k = 0; k < SLICE_CALLS; k++)
                for (int i = 0; i < POSITIONS; i++)
                    one_call(op, &m, i, buf);
            ns[op] += bench_now_ns() - t;
        }
        done += SLICE_CALLS * POSITIONS;
    }
    for (int op = 0; op < OPS; op++)
        rate[op] = (double)done * 1e9 / (double)ns[op];
    for (int i = 0; i < POSITIONS; i++)
        safari_game_free(m.pos[i]);
}

void bench_ai(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf)
{
    enum { FULL, UNIFORM, SCORING, PLAYOUT_RATIO, MOVES, MASK, LIST, OBSERVATION,
           MASK_RATIO, LIST_RATIO, FIGURES };
    double *v = malloc((size_t)cfg->runs * FIGURES * sizeof *v);
    if (!v)
        bench_fail("malloc", SAFARI_ENOMEM);
#define RUNS(f) (v + (size_t)(f) * (size_t)cfg->runs)
    for (int r = 0; r < cfg->runs; r++) {
        double rate[OPS];
        playouts_vs_full(cfg, ts, buf, &RUNS(FULL)[r], &RUNS(UNIFORM)[r], &RUNS(SCORING)[r]);
        RUNS(PLAYOUT_RATIO)[r] = RUNS(UNIFORM)[r] / RUNS(FULL)[r];
        midgame_calls(cfg, ts, buf, rate);
        RUNS(MOVES)[r] = rate[OP_MOVES];
        RUNS(MASK)[r] = rate[OP_MASK];
        RUNS(LIST)[r] = rate[OP_LIST];
        RUNS(OBSERVATION)[r] = rate[OP_OBSERVATION];
        RUNS(MASK_RATIO)[r] = rate[OP_MOVES] / rate[OP_MASK];
        RUNS(LIST_RATIO)[r] = rate[OP_MOVES] / rate[OP_LIST];
    }
    static const struct {
        int figure;
        const char *key, *label, *unit;
    } out[] = {
        {FULL, "ai_full_generation_games", "random games, full generation, this run", "games/s"},
        {UNIFORM, "ai_playouts_uniform", "playouts, uniform, batches of 100", "games/s"},
        {PLAYOUT_RATIO, "ai_playouts_ratio", "playouts, uniform / full generation", "x"},
        {SCORING, "ai_playouts_scoring", "playouts, scoring policy, batches of 100", "games/s"},
        {MOVES, "ai_legal_moves_calls", "legal moves, mid-game action", "calls/s"},
        {MASK, "ai_mask_calls", "legal mask, the same positions, board window", "calls/s"},
        {MASK_RATIO, "ai_mask_ratio", "legal mask time / legal moves time", "x"},
        {LIST, "ai_actions_calls", "legal actions (index list), the same positions", "calls/s"},
        {LIST_RATIO, "ai_actions_ratio", "legal actions time / legal moves time", "x"},
        {OBSERVATION, "ai_observation_calls", "observation, the same positions, 32 x 32 window",
         "calls/s"},
    };
    for (size_t i = 0; i < sizeof out / sizeof out[0]; i++)
        bench_figure(out[i].key, out[i].label, bench_median(RUNS(out[i].figure), cfg->runs),
                     out[i].unit);
#undef RUNS
    free(v);
}
