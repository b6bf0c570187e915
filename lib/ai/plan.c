/* SPDX-License-Identifier: MIT */
/* The planning player, safari_game_plan_move(): the whole-turn search
 * (turn.c) and, with a budget, a look-ahead over sampled worlds that
 * compares the best turns by playing every seat's next turns with the same
 * search. It works on one clone of the game, made through the game's
 * allocator hooks (state.h, game.h), and applies and undoes there with the
 * engine's internals (play.h, movegen.h) for the reason turn.c gives. */
#include "alloc.h"
#include "clock.h"
#include "eval.h"
#include "game.h"
#include "movegen.h"
#include "play.h"
#include "playout.h"
#include "threads.h"
#include "turn.h"

#include <string.h>

/* A worker of the look-ahead: its own scratch game and reply search, and
 * the sums of the worlds it finished (see look_ahead()). */
typedef struct plan_worker {
    turn_ctx reply;          /* the turns played inside the worlds: the best one */
    struct plan_share *share;
    int64_t sum[SAFARI_PLAN_MAX_CANDIDATES];
    uint32_t done;           /* worlds finished */
    safari__thread thread;
} plan_worker;

/* What the workers share: the candidates (read only) and the next world. */
typedef struct plan_share {
    const turn_line *cand;
    uint32_t n;
    int32_t me;
    uint32_t replies, iterations;
    uint64_t budget_us; /* time_ms in microseconds; 0: none */
    uint64_t rng0, start; /* start: the call's, by clock.h's clock */
    safari__mutex lock;
    int locked;    /* whether `lock` was made: with helpers only */
    uint32_t next; /* worlds begun, under the lock */
} plan_share;

typedef struct plan_work {
    turn_ctx root;     /* the candidates */
    plan_worker first; /* the calling thread's worker */
} plan_work;

static int options_ok(const safari_plan_options *o)
{
    return o->size == sizeof *o && o->candidates >= 1 &&
           o->candidates <= SAFARI_PLAN_MAX_CANDIDATES && o->replies <= 4 &&
           o->beam <= TURN_MAX_BEAM && o->temperature >= 0.0 && o->temperature <= 1e300 &&
           o->threads <= SAFARI_PLAN_MAX_THREADS &&
           safari__eval_weights_ok(o->weights, o->nweights);
}

/* A world's outcome at a chance decision: a hash of the world's seed and
 * of which draw it is (tiles left, the bag, token draws pending), so that
 * every candidate meets the same tiles at the same draw (docs/ai.md,
 * "Chance nodes and determinization"). */
static void world_pick(const safari_game *g, uint64_t world, safari_move *out)
{
    int kind = safari__decision_kind(g);
    uint64_t z = world ^ (uint64_t)g->c.stack_total << 40 ^ (uint64_t)g->c.tok_pending << 32;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        z ^= (uint64_t)g->c.bag[s] << (6 * s);
    z = splitmix64_mix(z);
    uint32_t total = safari__chance_total(g, kind);
    safari__chance_pick(g, kind, (uint32_t)(z % total), out);
}

/* Whether the time budget is spent, or would be by work expected to take
 * `ahead_us` more. */
static int out_of_time(const plan_share *sh, uint64_t ahead_us)
{
    return sh->budget_us && safari__clock_us() - sh->start + ahead_us >= sh->budget_us;
}

/* Plays a world on from the end of a candidate turn until `replies` more
 * turns have begun and ended (the next draw after them) or the game ends:
 * chance by the world, every seat by its best turn. Returns the moves
 * applied, for the caller to undo; *cut is set when the time budget ran
 * out first: no turn is begun past it, and one under way stops short (at
 * 5 seats a world is 5 whole turns a candidate, and one turn took 0.5 s). */
static uint32_t play_world(turn_ctx *t, uint64_t world, const plan_share *sh, int *cut)
{
    safari_game *g = t->g;
    uint32_t applied = 0, draws = 0;
    safari_move m;
    for (;;) {
        int kind = safari__decision_kind(g);
        if (kind == SAFARI_DECISION_END ||
            (kind == SAFARI_DECISION_DRAW && draws++ == sh->replies))
            return applied;
        if (kind == SAFARI_DECISION_DRAW || kind == SAFARI_DECISION_TOKEN) {
            world_pick(g, world, &m);
            safari__apply(g, &m);
            applied++;
            continue;
        }
        if (out_of_time(sh, 0)) {
            *cut = 1;
            return applied;
        }
        safari__turn_search(t);
        if (t->stopped) {
            *cut = 1;
            return applied;
        }
        const turn_line *l = &t->best[0];
        for (uint32_t i = 0; i < l->n; i++)
            safari__apply(g, &l->m[i]);
        applied += l->n;
    }
}

/* e^x for x <= 0 from the basic operations alone (so that every platform,
 * WebAssembly included, draws the same move): x = k ln 2 + r, e^r by its
 * series, then halved k times. Below -40 it is 0 for our purpose. */
static double exp_neg(double x)
{
    if (x < -40.0)
        return 0.0;
    const double ln2 = 0.6931471805599453;
    int k = (int)(-x / ln2);
    double r = x + k * ln2, term = 1.0, sum = 1.0;
    for (int i = 1; i < 16; i++) {
        term *= r / i;
        sum += term;
    }
    while (k-- > 0)
        sum *= 0.5;
    return sum;
}

/* The candidate to play: the best value, or with a temperature one drawn
 * with weight exp((value - best) / temperature). */
static uint32_t choose(const double *value, uint32_t n, double temperature, uint64_t *rng)
{
    uint32_t best = 0;
    for (uint32_t i = 1; i < n; i++)
        if (value[i] > value[best])
            best = i;
    if (temperature <= 0.0 || n == 1)
        return best;
    double weight[SAFARI_PLAN_MAX_CANDIDATES], total = 0.0;
    for (uint32_t i = 0; i < n; i++)
        total += weight[i] = exp_neg((value[i] - value[best]) / temperature);
    /* 53 random bits as a fraction of the total */
    double z = (double)(splitmix64_next(rng) >> 11) * (1.0 / 9007199254740992.0) * total;
    for (uint32_t i = 0; i < n; i++) {
        if (z < weight[i])
            return i;
        z -= weight[i];
    }
    return best;
}

/* A world's value in fixed point (2^-20 points, at most 2^16 points either
 * way), so that the sums are exact and the same whatever thread added which
 * world (integer addition is associative; a double's is not). */
static int64_t fixed_of(double v)
{
    double q = v * 1048576.0;
    q = q > 68719476736.0 ? 68719476736.0 : q < -68719476736.0 ? -68719476736.0 : q;
    return (int64_t)(q < 0.0 ? q - 0.5 : q + 0.5);
}

/* The index of the next world to play, or -1 when the budget is spent
 * (the first world is always begun). A world is not begun when the
 * worker's own worlds so far say it would end past the time budget: it
 * would count for none, and the call would end late. */
static int64_t claim_world(plan_share *sh, uint64_t world_us)
{
    int64_t i = -1;
    if (sh->locked)
        safari__mutex_lock(&sh->lock);
    if (sh->next == 0 ||
        !((sh->iterations && sh->next >= sh->iterations) || out_of_time(sh, world_us) ||
          sh->next == UINT32_MAX))
        i = sh->next++;
    if (sh->locked)
        safari__mutex_unlock(&sh->lock);
    return i;
}

/* A worker's loop: claims worlds until the budget is spent and plays each
 * from every candidate. World i is the i-th draw of the generator from the
 * caller's state (SplitMix64 draws can be computed out of turn), so that
 * every world is the same whichever thread plays it. */
static void work_worlds(void *arg)
{
    plan_worker *w = arg;
    plan_share *sh = w->share;
    safari_game *g = w->reply.g;
    uint64_t began = safari__clock_us();
    int64_t i;
    w->reply.deadline_us = sh->budget_us ? sh->start + sh->budget_us : 0;
    /* a world's expected time: the mean of the worker's worlds so far */
    while ((i = claim_world(sh, w->done ? (safari__clock_us() - began) / w->done : 0)) >= 0) {
        uint64_t world = splitmix64_mix(sh->rng0 + (uint64_t)(i + 1) * 0x9E3779B97F4A7C15ull);
        int64_t got[SAFARI_PLAN_MAX_CANDIDATES];
        uint32_t c;
        int cut = 0; /* out of time inside the world: it counts for none */
        for (c = 0; c < sh->n && !cut; c++) {
            const turn_line *l = &sh->cand[c];
            for (uint32_t k = 0; k < l->n; k++)
                safari__apply(g, &l->m[k]);
            uint32_t applied = l->n + play_world(&w->reply, world, sh, &cut);
            if (!cut) {
                double v[SAFARI_MAX_SEATS];
                w->reply.evals++;
                safari__eval_values(g, w->reply.w, &w->reply.cache, v);
                got[c] = fixed_of(safari__turn_rel(g, v, sh->me));
            }
            while (applied-- > 0)
                safari__undo(g);
        }
        if (cut)
            return;
        for (c = 0; c < sh->n; c++)
            w->sum[c] += got[c];
        w->done++;
    }
}

/* The scratch game: the position of `game` with an empty history and a
 * journal of its own, whatever the source keeps (a batch game keeps none),
 * so that the search can undo back to it and has the whole history's room. */
static int scratch_of(const safari_game *game, safari_game **out)
{
    int rc = safari__game_clone(out, game);
    if (rc != SAFARI_OK)
        return rc;
    (*out)->hist_len = 0;
    (*out)->journal_top = 0;
    (*out)->unjournaled = 0;
    return SAFARI_OK;
}

/* A helper thread's work area: a scratch game and a worker, made on the
 * calling thread through the game's allocator hooks (which need not be
 * thread-safe), like everything the player allocates. */
typedef struct plan_helper {
    safari_game *g;
    plan_worker *w;
    int started;
} plan_helper;

/* The look-ahead: worlds until a budget runs out (the first is begun
 * whatever the clock, and finished if the time allows), each played from
 * every candidate, on `threads` threads (the caller's and
 * helpers; a helper that cannot be made or started leaves its worlds to
 * the others). sums[c] gets the candidate's values in fixed point; the
 * generator advances by one draw a world begun. Returns the worlds
 * finished. */
static uint32_t look_ahead(plan_work *w, const safari_game *game, const safari_plan_options *o,
                           uint32_t threads, uint64_t *rng, uint64_t start, int64_t *sums)
{
    plan_share sh;
    sh.cand = w->root.best;
    sh.n = w->root.nbest;
    sh.me = w->root.me;
    sh.replies = o->replies;
    sh.iterations = o->iterations;
    sh.budget_us = (uint64_t)o->time_ms * 1000u;
    sh.rng0 = *rng;
    sh.start = start;
    sh.next = 0;
    if (o->iterations && threads > o->iterations)
        threads = o->iterations;
    sh.locked = threads > 1 && safari__threads_available() && safari__mutex_init(&sh.lock) == 0;
    if (!sh.locked)
        threads = 1;
    plan_helper helper[SAFARI_PLAN_MAX_THREADS];
    uint32_t helpers = 0;
    for (uint32_t t = 1; t < threads; t++) {
        plan_helper *h = &helper[helpers];
        h->started = 0;
        h->w = NULL;
        if (scratch_of(game, &h->g) != SAFARI_OK)
            break;
        h->w = safari__alloc(&game->alloc, sizeof *h->w);
        if (h->w == NULL) {
            safari__game_destroy(h->g);
            break;
        }
        /* field by field: a compound literal would be a temporary of the
         * whole work area on the stack (tests/stack's 4 KB a function) */
        memset(h->w, 0, sizeof *h->w);
        h->w->reply.g = h->g;
        h->w->reply.w = w->first.reply.w;
        h->w->reply.k = 1;
        h->w->reply.beam = w->first.reply.beam;
        h->w->share = &sh;
        helpers++;
    }
    w->first.share = &sh;
    w->first.done = 0;
    for (uint32_t c = 0; c < SAFARI_PLAN_MAX_CANDIDATES; c++)
        w->first.sum[c] = 0;
    for (uint32_t t = 0; t < helpers; t++)
        helper[t].started = safari__thread_start(&helper[t].w->thread, work_worlds,
                                                 helper[t].w) == 0;
    work_worlds(&w->first);
    uint32_t done = w->first.done;
    for (uint32_t c = 0; c < sh.n; c++)
        sums[c] = w->first.sum[c];
    for (uint32_t t = 0; t < helpers; t++) {
        plan_helper *h = &helper[t];
        if (h->started) {
            safari__thread_join(&h->w->thread);
            done += h->w->done;
            for (uint32_t c = 0; c < sh.n; c++)
                sums[c] += h->w->sum[c];
            w->first.reply.evals += h->w->reply.evals;
        }
        safari__free(&game->alloc, h->w, sizeof *h->w);
        safari__game_destroy(h->g);
    }
    if (sh.locked)
        safari__mutex_destroy(&sh.lock);
    *rng = sh.rng0 + (uint64_t)sh.next * 0x9E3779B97F4A7C15ull;
    return done;
}

int safari_game_plan_move(const safari_game *game, const safari_plan_options *options,
                          uint64_t *rng_state, safari_move *out, safari_plan_stats *stats)
{
    static const safari_plan_options defaults = SAFARI_PLAN_OPTIONS_INIT;
    const safari_plan_options *o = options ? options : &defaults;
    if (!game || !rng_state || !out || !options_ok(o))
        return SAFARI_EINVAL;
    safari_plan_options round;
    if (o->replies == 0) { /* a round: every other seat's turn, then the seat's own */
        round = *o;
        round.replies = (uint32_t)game->opt.seats;
        o = &round;
    }
    int who = safari__to_move(game);
    if (who < 0)
        return SAFARI_EINVAL;
    uint64_t start = safari__clock_us();
    safari_plan_stats st = {0, 0, 0, 0, 0.0};
    safari_move only;
    if (safari__legal_moves_window(game, 0, &only, NULL, 1) == 1) {
        *out = only; /* one legal move: nothing to plan */
        if (stats)
            *stats = st;
        return SAFARI_OK;
    }
    safari_game *g = NULL;
    int rc = scratch_of(game, &g);
    if (rc != SAFARI_OK)
        return rc;
    plan_work *w = safari__alloc(&game->alloc, sizeof *w);
    if (w == NULL) {
        safari__game_destroy(g);
        return SAFARI_ENOMEM;
    }
    int ahead = o->iterations != 0 || o->time_ms != 0;
    w->root.g = w->first.reply.g = g;
    w->root.w = w->first.reply.w = o->weights ? o->weights : safari__eval_default;
    w->root.evals = w->first.reply.evals = 0;
    /* The move needs the whole turn's search, so the budget does not stop
     * it; four times the budget does, a bound for a pathological position
     * that play does not reach (the slowest whole turn seen: 94 ms, at a
     * budget of 50 ms); the best turn valued by then is played. */
    w->root.deadline_us = o->time_ms ? start + (uint64_t)o->time_ms * 4000u : 0;
    w->root.k = ahead || o->temperature > 0.0 ? o->candidates : 1;
    w->first.reply.k = 1;
    w->root.beam = 0;
    w->first.reply.beam = o->beam;
    safari__turn_search(&w->root);
    uint32_t n = w->root.nbest;
    double value[SAFARI_PLAN_MAX_CANDIDATES];
    for (uint32_t c = 0; c < n; c++)
        value[c] = w->root.best[c].value;
    /* A whole turn can take long (about 0.1 s beside a watering hole with
     * hundreds of digs, docs/ai-log.md): when it alone spent the time
     * budget, the look-ahead is skipped rather than its first world played
     * on top of it. */
    if (o->time_ms && safari__clock_us() - start >= (uint64_t)o->time_ms * 1000u)
        ahead = 0;
    if (ahead && n > 1) {
        int64_t sums[SAFARI_PLAN_MAX_CANDIDATES];
        st.worlds = look_ahead(w, game, o, o->threads > 1 ? o->threads : 1, rng_state, start,
                               sums);
        /* none finished in the time: the whole turn's values choose */
        st.candidates = st.worlds ? n : 0;
        for (uint32_t c = 0; c < n && st.worlds; c++)
            value[c] = (double)sums[c] / 1048576.0 / st.worlds;
    }
    uint32_t c = choose(value, n, o->temperature, rng_state);
    *out = w->root.best[c].m[0];
    st.turns = w->root.evals + w->first.reply.evals;
    st.value = value[c];
    uint64_t elapsed = (safari__clock_us() - start) / 1000u;
    st.elapsed_ms = elapsed > UINT32_MAX ? UINT32_MAX : (uint32_t)elapsed;
    if (stats)
        *stats = st;
    safari__free(&game->alloc, w, sizeof *w);
    safari__game_destroy(g);
    return SAFARI_OK;
}
