/* SPDX-License-Identifier: MIT */
/* The tree search of safari_game_search_move() (UCT with chance nodes), the
 * search of `safari bot mcts` and of the C example. It runs over the public
 * API but for two things it takes from inside (docs/architecture.md): the
 * game's allocator hooks (state.h, alloc.h), so that the tree is allocated
 * where the caller asked, and the library's SplitMix64 (playout.h), the
 * generator of the playouts, so that one state drives the whole search.
 *
 * The tree has one node per move, in one growing array, freed at once after
 * the choice. An iteration descends from the root applying moves to a clone
 * of the game, plays on to the end with safari_game_playout(), values the
 * end for every seat, backs the values up the path and undoes every move it
 * applied. The draws (safari_game_sample_move()) and the playouts pick
 * without listing the moves; a seat node lists its moves once, shuffled, the
 * first time it is reached. The order of the draws is that of the search
 * the project first wrote as an example (examples/c/uct.c, removed in
 * 0.3.0): the same seed plays the same moves, which keeps the recorded
 * matches of docs/arena.md. */
#include "alloc.h"
#include "clock.h"
#include "playout.h"
#include "state.h"

#include <string.h>

enum { NONE = -1, MAX_DEPTH = 1024 };

typedef struct node {
    safari_move move;    /* the move from the parent to here */
    int32_t mover;       /* the seat that chose it, or SAFARI_CHANCE */
    int32_t first, next; /* first child, next sibling (indices, NONE) */
    int32_t untried;     /* seat nodes: moves left to expand, -1 unlisted */
    int32_t untried_at;  /* their offset in the tree's move pool */
    uint32_t visits;
    double reward;       /* summed values of `mover` */
} node;

typedef struct tree {
    const safari_allocator *alloc; /* the game's hooks */
    node *nodes;
    size_t n, cap;
    safari_move *pool; /* the untried moves of every node, shuffled */
    size_t pool_n, pool_cap;
    safari_game *game; /* the position, plus the moves of one iteration */
    uint64_t *rng;
    const safari_search_options *o;
    int32_t seats;
    int32_t path[MAX_DEPTH];
    safari_move moves[SAFARI_MAX_MOVES];
} tree;

/* Grows an array of `size`-byte items to hold `need`: the hooks have no
 * realloc, so a bigger block, a copy and a free. 0, or -1 out of memory. */
static int grow(const safari_allocator *a, void **items, size_t *cap, size_t used, size_t need,
                size_t size, size_t first_cap)
{
    if (need <= *cap)
        return 0;
    size_t want = *cap ? *cap * 2 : first_cap;
    if (want < need)
        want = need;
    if (want > (size_t)INT32_MAX || want > SIZE_MAX / size)
        return -1; /* indices are int32_t */
    void *bigger = safari__alloc(a, want * size);
    if (bigger == NULL)
        return -1;
    if (used)
        memcpy(bigger, *items, used * size);
    safari__free(a, *items, *cap * size);
    *items = bigger;
    *cap = want;
    return 0;
}

static int32_t add_node(tree *t, int32_t parent, const safari_move *m, int32_t mover)
{
    void *items = t->nodes;
    SAFARI_ASSERT(parent == NONE || (parent >= 0 && (size_t)parent < t->n));
    SAFARI_ASSERT(mover == SAFARI_CHANCE || (mover >= 0 && mover < t->seats));
    if (grow(t->alloc, &items, &t->cap, t->n, t->n + 1, sizeof(node), 1024) != 0)
        return NONE;
    t->nodes = items;
    int32_t i = (int32_t)t->n++;
    node *c = &t->nodes[i];
    memset(c, 0, sizeof *c);
    if (m != NULL)
        c->move = *m;
    c->mover = mover;
    c->first = c->next = NONE;
    c->untried = -1;
    if (parent != NONE) {
        c->next = t->nodes[parent].first;
        t->nodes[parent].first = i;
    }
    return i;
}

/* Lists the legal moves of node i in random order; -1 when out of memory. */
static int list_untried(tree *t, int32_t i)
{
    size_t count = 0;
    void *items = t->pool;
    SAFARI_ASSERT(t->nodes[i].untried < 0); /* listed once */
    safari_game_legal_moves(t->game, t->moves, SAFARI_MAX_MOVES, &count);
    SAFARI_ASSERT(count > 0 && count <= SAFARI_MAX_MOVES); /* a seat's decision has a move */
    if (grow(t->alloc, &items, &t->pool_cap, t->pool_n, t->pool_n + count, sizeof(safari_move),
             4096 + count) != 0)
        return -1;
    t->pool = items;
    safari_move *dst = t->pool + t->pool_n;
    memcpy(dst, t->moves, count * sizeof *dst);
    for (size_t k = count; k > 1; k--) { /* Fisher-Yates */
        size_t j = (size_t)(splitmix64_next(t->rng) % k);
        safari_move tmp = dst[k - 1];
        dst[k - 1] = dst[j];
        dst[j] = tmp;
    }
    t->nodes[i].untried_at = (int32_t)t->pool_n;
    t->nodes[i].untried = (int32_t)count;
    t->pool_n += count;
    return 0;
}

/* ln n for a count n >= 1, by the basic operations alone: n = m 2^e with m
 * in [0.7, 1.42], ln m = 2 atanh((m - 1) / (m + 1)) by its series (12
 * terms: below 1e-17). The library links no libm, and the same operations
 * give the same value wherever doubles are IEEE 754 binary64. */
static double ln_count(uint32_t n)
{
    int e = 0;
    SAFARI_ASSERT(n >= 1);
    while ((n >> e) > 1)
        e++;
    double m = (double)n / (double)((uint64_t)1 << e);
    if (m > 1.4142135623730951) {
        m /= 2.0;
        e++;
    }
    double s = (m - 1.0) / (m + 1.0), s2 = s * s, term = s, sum = 0.0;
    for (int k = 0; k < 12; k++) {
        sum += term / (double)(2 * k + 1);
        term *= s2;
    }
    return (double)e * 0.6931471805599453 + 2.0 * sum;
}

/* The square root of x >= 0 by Newton's method from above (it decreases
 * until it stops), for the same reason. */
static double root(double x)
{
    double g = x > 1.0 ? x : 1.0;
    if (x <= 0.0)
        return 0.0;
    for (int k = 0; k < 200; k++) {
        double next = 0.5 * (g + x / g);
        if (next >= g)
            break;
        g = next;
    }
    return g;
}

/* The child with the best UCB1 score for the seat choosing. */
static int32_t best_ucb(const tree *t, int32_t i)
{
    int32_t best = NONE;
    double best_score = -1.0, log_n = ln_count(t->nodes[i].visits);
    for (int32_t c = t->nodes[i].first; c != NONE; c = t->nodes[c].next) {
        const node *k = &t->nodes[c];
        SAFARI_ASSERT(k->visits > 0 && k->visits <= t->nodes[i].visits); /* backed up */
        double score = k->reward / k->visits + t->o->explore * root(log_n / k->visits);
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
    SAFARI_ASSERT(best != NONE); /* every move expanded: children, scores >= 0 */
    return best;
}

/* The child of a chance node for an outcome, made on first sight. */
static int32_t chance_child(tree *t, int32_t i, const safari_move *m)
{
    for (int32_t c = t->nodes[i].first; c != NONE; c = t->nodes[c].next)
        if (memcmp(&t->nodes[c].move, m, sizeof *m) == 0)
            return c;
    return add_node(t, i, m, SAFARI_CHANCE);
}

/* The value of the finished game to each seat, in 0..1: its share of the
 * win, and score_weight of where its score lies between the lowest and the
 * highest. */
static void end_values(const tree *t, double *value)
{
    int32_t score[SAFARI_MAX_SEATS], lo = INT32_MAX, hi = INT32_MIN;
    int winners = 0;
    for (int32_t s = 0; s < t->seats; s++) {
        safari_seat_info info;
        score[s] = safari_game_seat(t->game, s, &info) == SAFARI_OK ? info.score : 0;
        lo = score[s] < lo ? score[s] : lo;
        hi = score[s] > hi ? score[s] : hi;
        winners += safari_game_is_winner(t->game, s);
    }
    double share = t->o->score_weight;
    for (int32_t s = 0; s < t->seats; s++) {
        double win = safari_game_is_winner(t->game, s) ? 1.0 / winners : 0.0;
        double rel = hi > lo ? (double)(score[s] - lo) / (double)(hi - lo) : 0.5;
        value[s] = (1.0 - share) * win + share * rel;
    }
}

/* One iteration: descend and expand, play out, back up, undo. SAFARI_OK or
 * SAFARI_ENOMEM. */
static int iterate(tree *t)
{
    const safari_playout_options to_end = {t->o->policy, SAFARI_RESULT_SCORES, 0,
                                           sizeof(safari_playout_options)};
    size_t depth = 0, applied = 0, played = 0;
    int32_t i = 0;
    int rc = SAFARI_OK;
    safari_decision d;
    t->path[depth++] = 0;
    while (safari_game_decision(t->game, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END &&
           depth < MAX_DEPTH) {
        int32_t next;
        if (d.to_move == SAFARI_CHANCE) { /* drawn by weight, then looked up */
            safari_move m;
            if (safari_game_sample_move(t->game, t->rng, NULL, &m) != SAFARI_OK)
                break;
            next = chance_child(t, i, &m);
        } else {
            if (t->nodes[i].untried < 0 && list_untried(t, i) != 0) {
                rc = SAFARI_ENOMEM;
                break;
            }
            if (t->nodes[i].untried > 0) {
                node *n = &t->nodes[i];
                safari_move m = t->pool[n->untried_at + --n->untried];
                next = add_node(t, i, &m, d.to_move);
            } else {
                next = best_ucb(t, i);
            }
        }
        if (next == NONE) {
            rc = SAFARI_ENOMEM;
            break;
        }
        rc = safari_game_apply(t->game, &t->nodes[next].move);
        if (rc != SAFARI_OK)
            break; /* the clone keeps the longest game's history: cannot happen */
        applied++;
        t->path[depth++] = next;
        i = next;
        if (t->nodes[next].visits == 0 && t->nodes[next].mover != SAFARI_CHANCE)
            break; /* a new seat node: play out from here */
    }
    if (rc == SAFARI_OK) {
        rc = safari_game_playout(t->game, t->rng, &to_end, &played);
        applied += played;
    }
    if (rc == SAFARI_OK) {
        double value[SAFARI_MAX_SEATS] = {0};
        end_values(t, value);
        SAFARI_ASSERT(depth <= MAX_DEPTH);
        for (size_t k = 0; k < depth; k++) {
            SAFARI_ASSERT(t->path[k] >= 0 && (size_t)t->path[k] < t->n);
            node *n = &t->nodes[t->path[k]];
            n->visits++;
            if (n->mover >= 0)
                n->reward += value[n->mover];
        }
    }
    /* Every move of the iteration comes back off, or the search stops: a
     * tree over a position that drifted would count iterations it never
     * ran from the root. */
    while (applied-- > 0)
        if (safari_game_undo(t->game) != SAFARI_OK)
            return SAFARI_ELIMIT;
    return rc;
}

/* Microseconds since start, by the monotonic clock (clock.c). */
static uint64_t since(uint64_t start)
{
    uint64_t now = safari__clock_us();
    return now > start ? now - start : 0;
}

static int options_ok(const safari_search_options *o)
{
    return (o->playouts > 0 || o->time_ms > 0) && o->explore >= 0.0 &&
           o->explore <= 1e300 && /* finite: NaN fails both comparisons */
           o->score_weight >= 0.0 && o->score_weight <= 1.0 &&
           (o->policy == SAFARI_POLICY_UNIFORM || o->policy == SAFARI_POLICY_SCORING) &&
           safari__options_size_ok(o->size, sizeof *o);
}

/* Runs the search in t; the chosen child, or NONE. */
static int run(tree *t, const safari_search_options *o, safari_search_stats *st, int32_t *best)
{
    uint64_t start = safari__clock_us();
    int rc = SAFARI_OK;
    *best = NONE;
    if (add_node(t, NONE, NULL, SAFARI_CHANCE) == NONE)
        return SAFARI_ENOMEM;
    for (uint32_t k = 0; o->playouts == 0 || k < o->playouts; k++) {
        /* the first iteration always runs, so that there is a move */
        if (k > 0 && o->time_ms && since(start) >= o->time_ms * 1000ull)
            break;
        rc = iterate(t);
        if (rc != SAFARI_OK)
            return rc;
        st->playouts++;
        if (st->playouts == UINT32_MAX)
            break;
    }
    for (int32_t c = t->nodes[0].first; c != NONE; c = t->nodes[c].next)
        if (*best == NONE || t->nodes[c].visits > t->nodes[*best].visits)
            *best = c;
    if (*best == NONE)
        return SAFARI_ENOMEM; /* no child: an iteration could not expand the root */
    uint64_t ms = since(start) / 1000u;
    st->elapsed_ms = ms < UINT32_MAX ? (uint32_t)ms : UINT32_MAX;
    return SAFARI_OK;
}

int safari_game_search_move(const safari_game *game, const safari_search_options *options,
                            uint64_t *rng_state, safari_move *out, safari_search_stats *stats)
{
    static const safari_search_options defaults = SAFARI_SEARCH_OPTIONS_INIT;
    const safari_search_options *o = options ? options : &defaults;
    safari_search_stats st;
    safari_pool_info pools;
    safari_decision d;
    safari_move only;
    size_t legal = 0;
    memset(&st, 0, sizeof st);
    if (!game || !rng_state || !out || !options_ok(o) ||
        safari_game_decision(game, &d) != SAFARI_OK || d.to_move < 0 ||
        safari_game_pools(game, &pools) != SAFARI_OK)
        return SAFARI_EINVAL;
    safari_game_legal_moves(game, &only, 1, &legal);
    if (legal == 1) { /* nothing to search */
        *out = only;
        if (stats)
            *stats = st;
        return SAFARI_OK;
    }
    tree *t = safari__alloc(&game->alloc, sizeof *t);
    if (t == NULL)
        return SAFARI_ENOMEM;
    memset(t, 0, sizeof *t);
    t->alloc = &game->alloc;
    t->rng = rng_state;
    t->o = o;
    t->seats = pools.seats;
    int32_t best = NONE;
    int rc = safari_game_clone(&t->game, game);
    if (rc == SAFARI_OK)
        rc = run(t, o, &st, &best);
    if (rc == SAFARI_OK) {
        SAFARI_ASSERT(best > 0 && (size_t)best < t->n && t->nodes[best].visits > 0);
        *out = t->nodes[best].move;
        st.nodes = (uint32_t)t->n;
        st.visits = t->nodes[best].visits;
        st.value = t->nodes[best].reward / t->nodes[best].visits;
        if (stats)
            *stats = st;
    }
    safari_game_free(t->game);
    safari__free(t->alloc, t->nodes, t->cap * sizeof *t->nodes);
    safari__free(t->alloc, t->pool, t->pool_cap * sizeof *t->pool);
    safari__free(&game->alloc, t, sizeof *t);
    return rc;
}
