/* UCT (uct.h), over safari.h alone.
 *
 * The tree has one node per move, all in one growing array freed at once
 * after each choice. At a seat's decision a child is chosen by UCB1 for the
 * seat deciding, its untried moves expanded one per iteration in random
 * order; at a chance decision the outcome is drawn by weight and each
 * outcome met gets its own child, so the statistics below a draw are those
 * of that draw. An iteration descends from the root applying moves to the
 * search game, plays on to the end with safari_game_playout(), values the
 * end for every seat, backs the values up the path and undoes every move it
 * applied. The draws (safari_game_sample_move()) and the playouts pick
 * without listing the moves. */
#include "splitmix.h"
#include "uct.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { NONE = -1, MAX_DEPTH = 1024 };

typedef struct node {
    safari_move move;       /* the move from the parent to here */
    int32_t mover;          /* the seat that chose it, or SAFARI_CHANCE */
    int32_t first, next;    /* first child, next sibling (indices, NONE) */
    int32_t untried;        /* seat nodes: moves left to expand, -1 unlisted */
    int32_t untried_at;     /* their offset in the tree's move pool */
    uint32_t visits;
    double reward;          /* summed values of `mover` */
} node;

typedef struct tree {
    node *nodes;
    size_t n, cap;
    safari_move *pool; /* the untried moves of every node, shuffled */
    size_t pool_n, pool_cap;
    safari_game *game; /* the real position, plus the moves of one iteration */
    uint64_t *rng;
    const uct_options *o;
    int32_t seats;
    safari_move moves[SAFARI_MAX_MOVES];
} tree;

/* SplitMix64, the generator of safari_game_playout(): the shuffles draw
 * from the same stream. */
static uint64_t rng_next(uint64_t *state)
{
    return splitmix64_next(state);
}

int uct_random_move(safari_game *game, uint64_t *rng)
{
    safari_move m;
    return safari_game_sample_move(game, rng, NULL, &m) == SAFARI_OK &&
           safari_game_apply(game, &m) == SAFARI_OK;
}

static int32_t add_node(tree *t, int32_t parent, const safari_move *m, int32_t mover)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 1024;
        node *bigger = realloc(t->nodes, cap * sizeof *bigger);
        if (bigger == NULL)
            return NONE;
        t->nodes = bigger;
        t->cap = cap;
    }
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
    safari_game_legal_moves(t->game, t->moves, SAFARI_MAX_MOVES, &count);
    if (t->pool_n + count > t->pool_cap) {
        size_t cap = (t->pool_cap ? t->pool_cap * 2 : 4096) + count;
        safari_move *bigger = realloc(t->pool, cap * sizeof *bigger);
        if (bigger == NULL)
            return -1;
        t->pool = bigger;
        t->pool_cap = cap;
    }
    safari_move *dst = t->pool + t->pool_n;
    memcpy(dst, t->moves, count * sizeof *dst);
    for (size_t k = count; k > 1; k--) { /* Fisher-Yates */
        size_t j = (size_t)(rng_next(t->rng) % k);
        safari_move tmp = dst[k - 1];
        dst[k - 1] = dst[j];
        dst[j] = tmp;
    }
    t->nodes[i].untried_at = (int32_t)t->pool_n;
    t->nodes[i].untried = (int32_t)count;
    t->pool_n += count;
    return 0;
}

/* The child with the best UCB1 score for the seat choosing. */
static int32_t best_ucb(const tree *t, int32_t i)
{
    int32_t best = NONE;
    double best_score = -1.0, log_n = log((double)t->nodes[i].visits);
    for (int32_t c = t->nodes[i].first; c != NONE; c = t->nodes[c].next) {
        const node *k = &t->nodes[c];
        double score = k->reward / k->visits + t->o->explore * sqrt(log_n / k->visits);
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
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
 * win, and score_share of where its score lies between the lowest and the
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
    double share = t->o->score_share;
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
    static const safari_playout_options to_end = {SAFARI_POLICY_UNIFORM, SAFARI_RESULT_SCORES,
                                                  0, 0};
    int32_t path[MAX_DEPTH];
    size_t depth = 0, applied = 0, played = 0;
    int32_t i = 0;
    int rc = SAFARI_OK;
    safari_decision d;
    path[depth++] = 0;
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
        safari_game_apply(t->game, &t->nodes[next].move);
        applied++;
        path[depth++] = next;
        i = next;
        if (t->nodes[next].visits == 0 && t->nodes[next].mover != SAFARI_CHANCE)
            break; /* a new seat node: play out from here */
    }
    if (rc == SAFARI_OK) {
        safari_game_playout(t->game, t->rng, &to_end, &played);
        applied += played;
        double value[SAFARI_MAX_SEATS] = {0};
        end_values(t, value);
        for (size_t k = 0; k < depth; k++) {
            node *n = &t->nodes[path[k]];
            n->visits++;
            if (n->mover >= 0)
                n->reward += value[n->mover];
        }
    }
    while (applied-- > 0)
        safari_game_undo(t->game);
    return rc;
}

int uct_choose(const safari_game *game, const uct_options *o, uint64_t *rng, safari_move *out)
{
    safari_pool_info pools;
    safari_decision d;
    if (game == NULL || o == NULL || rng == NULL || out == NULL || o->iterations < 1 ||
        !(o->score_share >= 0.0 && o->score_share <= 1.0) ||
        safari_game_decision(game, &d) != SAFARI_OK || d.to_move < 0 ||
        safari_game_pools(game, &pools) != SAFARI_OK)
        return SAFARI_EINVAL;
    tree *t = calloc(1, sizeof *t);
    if (t == NULL)
        return SAFARI_ENOMEM;
    t->rng = rng;
    t->o = o;
    t->seats = pools.seats;
    int rc = safari_game_clone(&t->game, game);
    if (rc == SAFARI_OK && add_node(t, NONE, NULL, SAFARI_CHANCE) == NONE)
        rc = SAFARI_ENOMEM;
    for (long k = 0; k < o->iterations && rc == SAFARI_OK; k++)
        rc = iterate(t);
    int32_t best = NONE;
    for (int32_t c = rc == SAFARI_OK ? t->nodes[0].first : NONE; c != NONE; c = t->nodes[c].next)
        if (best == NONE || t->nodes[c].visits > t->nodes[best].visits)
            best = c;
    if (best != NONE)
        *out = t->nodes[best].move;
    else if (rc == SAFARI_OK)
        rc = SAFARI_ENOMEM; /* no child: an iteration could not expand the root */
    safari_game_free(t->game);
    free(t->nodes);
    free(t->pool);
    free(t);
    return rc;
}
