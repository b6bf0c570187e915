/* SPDX-License-Identifier: MIT */
/* The position evaluation: a vector of features per seat (what a seat has
 * in supply, on open features and on baobabs and holes, its score) and a
 * weighted sum of them, the weights being data (the built-in hand-made set
 * below, or any array a caller passes). It reads the features' union-find
 * roots, the meeples and the frontier straight from the state (state.h,
 * feature.h, board.h):
 * the planning player values thousands of positions a move, and the public
 * queries would walk the same structures once per seat and per question. */
#include "eval.h"
#include "eval_weights.h"

#include "board.h"
#include "feature.h"
#include "score.h"
#include "tileset.h"
#include "waterhole.h"

/* The built-in weights are data (data/eval-weights.txt, learned by
 * self-play with scripts/train.sh; data/eval-handmade.txt, the hand-made
 * baseline), compiled in through the header scripts/eval_weights.py
 * generates. The default, what NULL weights mean and what
 * safari_eval_default_weights() returns, is the learned set: the weights
 * of the top levels (levels.c). docs/ai.md, "The learned evaluation",
 * says how they were made and what they won. */
const double safari__eval_default[SAFARI_EVAL_FEATURES] = SAFARI__EVAL_LEARNED_INIT;

int safari__eval_weights_ok(const double *w, size_t n)
{
    if (w == NULL)
        return n == 0;
    if (n != SAFARI_EVAL_FEATURES)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!(w[i] >= -1e9 && w[i] <= 1e9)) /* also refuses NaN */
            return 0;
    return 1;
}

/* b^e by squaring: 8 products at most where a loop over the stack took
 * dozens, at every position the planning player values. */
static double power(double b, unsigned e)
{
    double r = 1.0;
    for (; e; e >>= 1, b *= b)
        if (e & 1)
            r *= b;
    return r;
}

/* The chance that a watering hole still fills, by what it needs: each slot
 * still empty and each cell still without a tile halves it (a hole one
 * expansion short is worth half its completion; docs/ai-log.md, "Watering
 * holes in the evaluation": 0.3 did worse at "strong", 0.7 no better). */
#define HOLE_HALF 0.5

static double hole_chance(const safari_game *g, const meeple_loc *m)
{
    int cells, slots = safari__hole_needs(g, m->tile, m->sub, &cells);
    return slots < 0 ? 0.0 : power(HOLE_HALF, (unsigned)(slots + cells));
}

/* Cells around a tile holding tiles, of the 8 (start cells count, R17). */
static int surrounded(const safari_game *g, const tile_rec *t)
{
    int n = 0;
    for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++)
            n += (dx || dy) && safari__tile_at(g, t->x + dx, t->y + dy) >= 0;
    return n;
}

/* The features of one incomplete trail or bush for each of its seats. */
static void add_feature(const safari_game *g, const feature *f, double late, double chance,
                        double out[SAFARI_MAX_SEATS][SAFARI_EVAL_FEATURES])
{
    int scorers = safari__scorers(g, f, g->opt.final_scoring == SAFARI_FINAL_ALL);
    int birds = f->kind == SAFARI_FEATURE_BUSH ? f->birds : 0, nscorers = 0, end = birds;
    for (int sp = 0; sp < SAFARI_SPECIES; sp++)
        end += f->animals[sp];
    /* k distinct species; closing unboosted pays T(k) and the birds */
    int k = safari__distinct_species(f, 0), closed = safari__species_points[k] + birds;
    for (int s = 0; s < g->opt.seats; s++)
        nscorers += (scorers >> s) & 1;
    /* Completing pays the majority only, with the option `all` too. */
    int majority = safari__scorers(g, f, 0);
    for (int s = 0; s < g->opt.seats; s++) {
        if (f->meeples[s] == 0)
            continue;
        if (!((scorers >> s) & 1)) {
            out[s][SAFARI_EVAL_WASTED] += f->meeples[s];
            continue;
        }
        out[s][SAFARI_EVAL_FINAL] += end;
        if (nscorers > 1)
            out[s][SAFARI_EVAL_SHARED] += 1;
        if (!((majority >> s) & 1))
            continue;
        int boost = safari__boost_species(g, s, f) != 0;
        double gain = (double)(closed + boost - end);
        int open = f->open > 0 ? f->open : 1;
        out[s][open == 1   ? SAFARI_EVAL_GAIN_OPEN1
               : open == 2 ? SAFARI_EVAL_GAIN_OPEN2
                           : SAFARI_EVAL_GAIN_OPEN3] += gain;
        out[s][SAFARI_EVAL_GAIN_LATE] += gain / open * late;
        /* Times the chance it closes (closing_chances); the boost is
         * worth what one more species adds at this feature's k, not the
         * flat 1 of the gain above. The boost counts once, at its best
         * feature: a sum over every feature gave a token a phantom worth
         * on each, and a player valuing it declined boosts (docs/ai-log.md,
         * "Features the references see"). */
        out[s][SAFARI_EVAL_GAIN_CLOSE] += (closed - end) * chance;
        if (boost && k < SAFARI_SPECIES) {
            double b = (safari__species_points[k + 1] - safari__species_points[k]) * chance;
            if (b > out[s][SAFARI_EVAL_BOOST_CLOSE])
                out[s][SAFARI_EVAL_BOOST_CLOSE] = b;
        }
    }
}

/* The chance that a tile is laid on an empty cell, from f, the tiles left
 * that fit it in some rotation: 1 - (1 - FILL_ONE)^f, each of them laid
 * there with a chance of FILL_ONE. Set with the weights of the two
 * features it prices (docs/ai-log.md, "The chance a feature closes, cell
 * by cell": 0.15 and 0.5 did no better at "strong"). */
#define FILL_ONE 0.3

/* The chance each feature roots[j] closes: the product, over the distinct
 * empty cells its open sides lead to, of the chance the cell is filled. A
 * cell that no tile left fits is never filled, and its features never
 * close; one every tile fits is filled almost surely. One walk over the
 * frontier (every empty cell next to a tile) serves every feature, each
 * key's chance worked out once while the tiles left stay the same (c). The
 * window (an option) is left out: which cells it allows changes as rangers
 * move. */
static void closing_chances(const safari_game *g, eval_cache *c, const int *roots, int n,
                            double *chance)
{
    _Static_assert(SAFARI_MAX_SEATS * SAFARI_MEEPLES <= 32, "a cell's features fit a mask");
    _Static_assert(SIDE_TRAIL == 1 && SIDE_BUSH == 2, "a feature's side code has one bit");
    for (int j = 0; j < n; j++)
        chance[j] = 1.0;
    if (n == 0)
        return;
    SAFARI_ASSERT(!c->counted || c->stack_total == g->c.stack_total);
    /* bit r: segment r is one of roots[], at index[r] (a test in a few
     * cached words, where most sides lead to features without meeples;
     * index[] is read only where the bit is set, so it needs no clearing) */
    uint64_t is_root[MAX_TILES * 4 / 64 + 1] = {0};
    uint8_t index[MAX_TILES * 4];
    for (int j = 0; j < n; j++) {
        is_root[roots[j] >> 6] |= (uint64_t)1 << (roots[j] & 63);
        index[roots[j]] = (uint8_t)j;
    }
    const front_cell *front = CFRONT(g);
    for (uint32_t i = 0; i < g->c.nfront; i++) {
        /* the key's side codes: bit 2d set where side d is trail (1) or
         * bush (2), sides a feature faces the cell on (savanna 0 and no
         * tile 3 have none) */
        unsigned key = front[i].key, sides = (key ^ (key >> 1)) & 0x55u;
        if (!sides)
            continue;
        uint32_t borders = 0; /* bit j: an open side of roots[j] leads here */
        for (int d = 0; d < 4; d++) {
            if (!((sides >> (2 * d)) & 1u))
                continue;
            int tile = safari__tile_at(g, front[i].x + safari__dx[d], front[i].y + safari__dy[d]);
            int root = safari__feature_of_side(g, tile, (d + 2) & 3);
            SAFARI_ASSERT(tile >= 0 && root >= 0);
            if ((is_root[root >> 6] >> (root & 63)) & 1u)
                borders |= (uint32_t)1 << index[root];
        }
        if (!borders)
            continue;
        if (!((c->known[key >> 5] >> (key & 31)) & 1u)) {
            if (!c->counted) {
                safari__tiles_left(g, c->left);
                c->counted = 1;
                c->stack_total = g->c.stack_total;
            }
            c->known[key >> 5] |= 1u << (key & 31);
            c->fill[key] =
                1.0 - power(1.0 - FILL_ONE, safari__tiles_fitting(g->ts, c->left, (uint8_t)key));
        }
        for (int j = 0; borders; j++, borders >>= 1)
            if (borders & 1u)
                chance[j] *= c->fill[key];
    }
}

void safari__eval_features(const safari_game *g, eval_cache *c,
                           double out[SAFARI_MAX_SEATS][SAFARI_EVAL_FEATURES])
{
    int seats = g->opt.seats;
    memset(out, 0, sizeof(double) * (size_t)seats * SAFARI_EVAL_FEATURES);
    for (int s = 0; s < seats; s++)
        out[s][SAFARI_EVAL_SCORE] = g->c.score[s];
    if (g->c.phase == PH_END)
        return; /* the scores are final */
    double late = g->ts->nland > 0 ? (double)g->c.stack_total / (double)g->ts->nland : 0.0;
    /* the trails and bushes with meeples, each once */
    int roots[SAFARI_MAX_SEATS * SAFARI_MEEPLES], nroots = 0;
    for (int s = 0; s < seats; s++) {
        int tokens = 0, species = 0;
        for (int sp = 0; sp < SAFARI_SPECIES; sp++) {
            tokens += g->c.supply[s][sp];
            species += g->c.supply[s][sp] > 0;
        }
        out[s][SAFARI_EVAL_TOKENS] = tokens;
        out[s][SAFARI_EVAL_TOKENS_LATE] = tokens * late;
        out[s][SAFARI_EVAL_SPECIES] = species;
        out[s][SAFARI_EVAL_MEEPLES] = g->c.meeples_free[s];
        out[s][SAFARI_EVAL_MEEPLES_LATE] = g->c.meeples_free[s] * late;
        out[s][SAFARI_EVAL_MEEPLES_NONE] = g->c.meeples_free[s] == 0;
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            const meeple_loc *m = &g->c.meeple[s][i];
            if (m->kind == SAFARI_AT_BAOBAB) {
                out[s][SAFARI_EVAL_BAOBAB_MEEPLES] += 1;
                out[s][SAFARI_EVAL_BAOBAB] += surrounded(g, &CTILES(g)[m->tile]) / 8.0;
            } else if (m->kind == SAFARI_AT_WATERHOLE) {
                out[s][SAFARI_EVAL_HOLE_MEEPLES] += 1;
                out[s][SAFARI_EVAL_HOLE_CLOSE] += hole_chance(g, m);
            } else if (m->kind == SAFARI_AT_TRAIL || m->kind == SAFARI_AT_BUSH) {
                int root = safari__find(g, safari__seg(m->tile, m->sub)), seen = 0;
                for (int k = 0; k < nroots; k++)
                    seen |= roots[k] == root;
                if (!seen)
                    roots[nroots++] = root;
            }
        }
    }
    double chance[SAFARI_MAX_SEATS * SAFARI_MEEPLES];
    closing_chances(g, c, roots, nroots, chance);
    for (int k = 0; k < nroots; k++)
        add_feature(g, &CFEATS(g)[roots[k]], late, chance[k], out);
}

void safari__eval_values(const safari_game *g, const double *w, eval_cache *c,
                         double out[SAFARI_MAX_SEATS])
{
    double f[SAFARI_MAX_SEATS][SAFARI_EVAL_FEATURES];
    safari__eval_features(g, c, f);
    for (int s = 0; s < g->opt.seats; s++) {
        double v = 0.0;
        for (int i = 0; i < SAFARI_EVAL_FEATURES; i++)
            v += w[i] * f[s][i];
        out[s] = v;
    }
}

int safari_game_eval_features(const safari_game *game, int32_t seat, double *out, size_t cap,
                              size_t *count)
{
    if (!game || !count || (cap && !out) || seat < 0 || seat >= game->opt.seats)
        return SAFARI_EINVAL;
    *count = SAFARI_EVAL_FEATURES;
    if (cap < SAFARI_EVAL_FEATURES)
        return SAFARI_EBUFS;
    double f[SAFARI_MAX_SEATS][SAFARI_EVAL_FEATURES];
    eval_cache c;
    safari__eval_cache_reset(&c);
    safari__eval_features(game, &c, f);
    memcpy(out, f[seat], sizeof f[seat]);
    return SAFARI_OK;
}

int safari_eval_default_weights(double *out, size_t cap, size_t *count)
{
    if (!count || (cap && !out))
        return SAFARI_EINVAL;
    *count = SAFARI_EVAL_FEATURES;
    if (cap < SAFARI_EVAL_FEATURES)
        return SAFARI_EBUFS;
    memcpy(out, safari__eval_default, sizeof safari__eval_default);
    return SAFARI_OK;
}

int safari_game_evaluate(const safari_game *game, const double *weights, size_t nweights,
                         double *values, size_t cap, size_t *count)
{
    if (!game || !count || (cap && !values) || !safari__eval_weights_ok(weights, nweights))
        return SAFARI_EINVAL;
    size_t seats = (size_t)game->opt.seats;
    *count = seats;
    if (cap < seats)
        return SAFARI_EBUFS;
    double v[SAFARI_MAX_SEATS];
    eval_cache c;
    safari__eval_cache_reset(&c);
    safari__eval_values(game, weights ? weights : safari__eval_default, &c, v);
    memcpy(values, v, seats * sizeof *values);
    return SAFARI_OK;
}
