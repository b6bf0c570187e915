/* UCT for `safari bot mcts`, the idea of examples/c/mcts.c with its nodes in
 * one growing array (freed at once after each choice): one node per move,
 * UCB1 for the seat deciding, one child per chance outcome met (sampled by
 * weight), random playouts worth 1 to the winner, shared on a tie. */
#include "bot_mcts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum { NONE = -1 };

typedef struct node {
    safari_move move;
    int32_t mover;          /* the seat that chose move, or SAFARI_CHANCE */
    int32_t first, next;    /* first child, next sibling (indices, NONE) */
    int32_t untried;        /* seat nodes: moves left to expand, -1 unlisted */
    int32_t untried_at;     /* their offset in the tree's move pool */
    uint32_t visits;
    double reward;
} node;

typedef struct tree {
    node *nodes;
    size_t n, cap;
    safari_move *pool; /* the untried moves of every node, shuffled */
    size_t pool_n, pool_cap;
    safari_game *game;
    uint64_t *rng;
    double explore;
    safari_move moves[SAFARI_MAX_MOVES];
    uint32_t weights[SAFARI_MAX_MOVES];
} tree;

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
        size_t j = (size_t)(cli_rng_next(t->rng) % k);
        safari_move tmp = dst[k - 1];
        dst[k - 1] = dst[j];
        dst[j] = tmp;
    }
    t->nodes[i].untried_at = (int32_t)t->pool_n;
    t->nodes[i].untried = (int32_t)count;
    t->pool_n += count;
    return 0;
}

static int32_t best_ucb(const tree *t, int32_t i)
{
    int32_t best = NONE;
    double best_score = -1.0, log_n = log((double)t->nodes[i].visits);
    for (int32_t c = t->nodes[i].first; c != NONE; c = t->nodes[c].next) {
        const node *k = &t->nodes[c];
        double score = k->reward / k->visits + t->explore * sqrt(log_n / k->visits);
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
    return best;
}

static int32_t chance_child(tree *t, int32_t i, const safari_move *m)
{
    for (int32_t c = t->nodes[i].first; c != NONE; c = t->nodes[c].next)
        if (memcmp(&t->nodes[c].move, m, sizeof *m) == 0)
            return c;
    return add_node(t, i, m, SAFARI_CHANCE);
}

/* One iteration: descend and expand, play out, back up, undo. */
static int iterate(tree *t, int32_t seats)
{
    int32_t path[1024];
    size_t depth = 0, applied = 0;
    int32_t i = 0;
    safari_decision d;
    safari_move m;
    path[depth++] = 0;
    while (safari_game_decision(t->game, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END &&
           depth < sizeof path / sizeof path[0]) {
        int32_t next;
        if (d.to_move == SAFARI_CHANCE) {
            cli_pick_move(t->game, t->rng, t->moves, t->weights, &m);
            next = chance_child(t, i, &m);
        } else {
            if (t->nodes[i].untried < 0 && list_untried(t, i) != 0)
                return -1;
            if (t->nodes[i].untried > 0) {
                node *n = &t->nodes[i];
                m = t->pool[n->untried_at + --n->untried];
                next = add_node(t, i, &m, d.to_move);
            } else {
                next = best_ucb(t, i);
            }
        }
        if (next == NONE)
            return -1;
        safari_game_apply(t->game, &t->nodes[next].move);
        applied++;
        path[depth++] = next;
        i = next;
        if (t->nodes[next].visits == 0 && t->nodes[next].mover != SAFARI_CHANCE)
            break; /* a new seat node: play out from here */
    }
    while (cli_pick_move(t->game, t->rng, t->moves, t->weights, &m)) {
        safari_game_apply(t->game, &m);
        applied++;
    }
    double reward[SAFARI_MAX_SEATS] = {0};
    int winners = 0;
    for (int32_t s = 0; s < seats; s++)
        winners += safari_game_is_winner(t->game, s);
    for (int32_t s = 0; s < seats; s++)
        if (safari_game_is_winner(t->game, s))
            reward[s] = 1.0 / winners;
    for (size_t k = 0; k < depth; k++) {
        node *n = &t->nodes[path[k]];
        n->visits++;
        if (n->mover >= 0)
            n->reward += reward[n->mover];
    }
    while (applied-- > 0)
        safari_game_undo(t->game);
    return 0;
}

int mcts_choose(const safari_game *game, long playouts, double explore, uint64_t *rng,
                safari_move *out)
{
    safari_pool_info pools;
    safari_decision d;
    if (safari_game_decision(game, &d) != SAFARI_OK || d.to_move < 0 ||
        safari_game_pools(game, &pools) != SAFARI_OK)
        return -1;
    tree *t = calloc(1, sizeof *t);
    if (t == NULL)
        return -1;
    t->rng = rng;
    t->explore = explore;
    int rc = safari_game_clone(&t->game, game) == SAFARI_OK ? 0 : -1;
    if (rc == 0 && add_node(t, NONE, NULL, SAFARI_CHANCE) == NONE)
        rc = -1;
    for (long k = 0; k < playouts && rc == 0; k++)
        rc = iterate(t, pools.seats);
    int32_t best = NONE;
    for (int32_t c = rc == 0 ? t->nodes[0].first : NONE; c != NONE; c = t->nodes[c].next)
        if (best == NONE || t->nodes[c].visits > t->nodes[best].visits)
            best = c;
    if (best != NONE)
        *out = t->nodes[best].move;
    safari_game_free(t->game);
    free(t->nodes);
    free(t->pool);
    free(t);
    return best != NONE ? 0 : -1;
}
