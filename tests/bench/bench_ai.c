/* safari-bench: the AI toolkit: playouts in the library against the
 * full-generation random games of the same run, and the legal mask against
 * legal-move generation at the same mid-game positions. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

enum { BATCH = 100, MIDGAME_MOVES = 110 };

/* Full-generation games, reset by copy (as bench_games.c), games/s. */
static double full_generation(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf)
{
    bench_rng rng = {cfg->seed};
    safari_game *fresh = bench_new_game(ts, 2), *g = bench_new_game(ts, 2);
    long done = 0;
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, done)) {
        BENCH_CHECK(safari_game_copy(g, fresh));
        while (bench_random_move(g, &rng, buf))
            ;
        done++;
    }
    double rate = (double)done / bench_elapsed(t0);
    safari_game_free(g);
    safari_game_free(fresh);
    return rate;
}

/* safari_game_playouts from a new game in batches of BATCH, games/s. */
static double playouts(const bench_config *cfg, const safari_tileset *ts, int policy)
{
    safari_game *root = bench_new_game(ts, 2), *scratch = bench_new_game(ts, 2);
    safari_playout_options o = {policy, SAFARI_RESULT_SCORES, 0, 0};
    int32_t rows[BATCH * 2];
    uint64_t rng = cfg->seed;
    size_t count;
    long done = 0;
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, done)) {
        BENCH_CHECK(safari_game_playouts(root, scratch, BATCH, &rng, &o, rows, BATCH * 2, &count));
        done += BATCH;
    }
    double rate = (double)done / bench_elapsed(t0);
    safari_game_free(scratch);
    safari_game_free(root);
    return rate;
}

/* Mid-game `action` positions: the mask over the board window, the legal
 * moves, and the observation over a 32 x 32 window around the board, calls/s
 * of each over the same positions. */
static void mask_vs_generation(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf,
                               double *mask_rate, double *gen_rate, double *obs_rate)
{
    enum { POSITIONS = 16 };
    safari_game *pos[POSITIONS];
    safari_window win[POSITIONS];
    static uint8_t mask[1 << 20];
    bench_rng rng = {cfg->seed + 7};
    for (int i = 0; i < POSITIONS; i++) {
        safari_decision d;
        pos[i] = bench_new_game(ts, 2);
        for (int k = 0; k < MIDGAME_MOVES || (safari_game_decision(pos[i], &d) == SAFARI_OK &&
                                               d.kind != SAFARI_DECISION_ACTION);
             k++)
            if (!bench_random_move(pos[i], &rng, buf))
                break;
        BENCH_CHECK(safari_game_board_window(pos[i], &win[i]));
    }
    size_t n, outside;
    long done = 0;
    uint64_t t0 = bench_now_ns();
    while (bench_more(cfg, t0, done))
        for (int i = 0; i < POSITIONS; i++, done++)
            (void)safari_game_legal_mask(pos[i], &win[i], mask, sizeof mask, &n, &outside);
    *mask_rate = (double)done / bench_elapsed(t0);
    done = 0;
    t0 = bench_now_ns();
    while (bench_more(cfg, t0, done))
        for (int i = 0; i < POSITIONS; i++, done++)
            (void)safari_game_legal_moves(pos[i], buf->moves, SAFARI_MAX_MOVES, &n);
    *gen_rate = (double)done / bench_elapsed(t0);
    static float obs[SAFARI_OBS_CELL_PLANES * 32 * 32 + SAFARI_OBS_VECTOR_FIXED +
                     2 * SAFARI_MAX_LAND_TILES];
    safari_window w32[POSITIONS];
    for (int i = 0; i < POSITIONS; i++) {
        w32[i].x0 = win[i].x0 + win[i].width / 2 - 16;
        w32[i].y0 = win[i].y0 + win[i].height / 2 - 16;
        w32[i].width = w32[i].height = 32;
    }
    done = 0;
    t0 = bench_now_ns();
    while (bench_more(cfg, t0, done))
        for (int i = 0; i < POSITIONS; i++, done++)
            BENCH_CHECK(safari_game_observation(pos[i], &w32[i], (int32_t)(i & 1), obs,
                                                sizeof obs / sizeof obs[0], &n));
    *obs_rate = (double)done / bench_elapsed(t0);
    for (int i = 0; i < POSITIONS; i++)
        safari_game_free(pos[i]);
}

void bench_ai(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf)
{
    double *v = malloc((size_t)cfg->runs * 7 * sizeof *v);
    if (!v)
        bench_fail("malloc", SAFARI_ENOMEM);
    double *full = v, *uni = v + cfg->runs, *sco = v + 2 * cfg->runs, *mask = v + 3 * cfg->runs,
           *gen = v + 4 * cfg->runs, *ratio = v + 5 * cfg->runs,
           *obs = v + 6 * cfg->runs;
    for (int r = 0; r < cfg->runs; r++) {
        full[r] = full_generation(cfg, ts, buf);
        uni[r] = playouts(cfg, ts, SAFARI_POLICY_UNIFORM);
        sco[r] = playouts(cfg, ts, SAFARI_POLICY_SCORING);
        mask_vs_generation(cfg, ts, buf, &mask[r], &gen[r], &obs[r]);
        ratio[r] = uni[r] / full[r];
    }
    bench_figure("ai_full_generation_games", "random games, full generation, this run",
                 bench_median(full, cfg->runs), "games/s");
    bench_figure("ai_playouts_uniform", "playouts, uniform, batches of 100",
                 bench_median(uni, cfg->runs), "games/s");
    bench_figure("ai_playouts_ratio", "playouts, uniform / full generation",
                 bench_median(ratio, cfg->runs), "x");
    bench_figure("ai_playouts_scoring", "playouts, scoring policy, batches of 100",
                 bench_median(sco, cfg->runs), "games/s");
    bench_figure("ai_mask_calls", "legal mask, mid-game action, board window",
                 bench_median(mask, cfg->runs), "calls/s");
    bench_figure("ai_legal_moves_calls", "legal moves, the same positions",
                 bench_median(gen, cfg->runs), "calls/s");
    bench_figure("ai_observation_calls", "observation, the same positions, 32 x 32 window",
                 bench_median(obs, cfg->runs), "calls/s");
    free(v);
}
