/* The page's bot: a Monte Carlo tree search (UCT) over the public API,
 * compiled into the page's WebAssembly module beside the library and called
 * from the bot's Web Worker (examples/web/worker.mjs).
 *
 * One node per move. At a seat's decision a child is chosen by UCB1 for the
 * seat deciding, untried moves being expanded one per iteration in random
 * order; at a chance decision the outcome is drawn by weight and each
 * outcome met gets its own child. Playouts are random to the end of the
 * game. A playout is worth, to each seat, its share of the win plus a
 * little for its score relative to the others, so that a losing position
 * still prefers the closer game. Every move applied to the search game is
 * undone after its iteration. Only safari.h is used: the library knows
 * nothing of this file. */
#include <math.h>
#include <safari.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Named for Emscripten's EXPORTED_FUNCTIONS; not library API. */
int webbot_choose(const safari_game *game, uint32_t playouts, uint32_t seed, safari_move *out);

enum { MAX_DEPTH = 1024 };

static const double EXPLORE = 0.7;
/* The part of a playout's value that comes from the score rather than the win. */
static const double SCORE_SHARE = 0.2;

typedef struct node {
    safari_move move;     /* the move from the parent to here */
    int32_t mover;        /* the seat that chose it, or SAFARI_CHANCE */
    uint32_t visits;
    double reward;        /* summed values of `mover` */
    struct node *child;
    struct node *sibling;
    safari_move *untried; /* seat nodes: moves not expanded yet, shuffled */
    size_t n_untried;
    int listed;
} node;

typedef struct search {
    safari_game *game;
    uint64_t rng;
    int32_t seats;
    int failed; /* an allocation failed: the search stops and reports it */
    safari_move moves[SAFARI_MAX_MOVES];
    uint32_t weights[SAFARI_MAX_MOVES];
} search;

/* splitmix64 */
static uint64_t rng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* A move of the pending decision: chance by weight, a seat's uniformly. */
static int random_move(search *s, safari_move *out)
{
    size_t n = 0;
    if (safari_game_outcomes(s->game, s->moves, s->weights, SAFARI_MAX_MOVES, &n) != SAFARI_OK ||
        n == 0)
        return 0;
    uint64_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += s->weights[i];
    uint64_t pick = rng_next(&s->rng) % total;
    size_t i = 0;
    while (pick >= s->weights[i])
        pick -= s->weights[i++];
    *out = s->moves[i];
    return 1;
}

static node *node_new(search *s, const safari_move *move, int32_t mover, node *parent)
{
    node *n = calloc(1, sizeof *n);
    if (n == NULL) {
        s->failed = 1;
        return NULL;
    }
    if (move != NULL)
        n->move = *move;
    n->mover = mover;
    if (parent != NULL) {
        n->sibling = parent->child;
        parent->child = n;
    }
    return n;
}

static void node_free(node *n)
{
    while (n != NULL) {
        node *next = n->sibling;
        node_free(n->child);
        free(n->untried);
        free(n);
        n = next;
    }
}

static int list_untried(search *s, node *n)
{
    size_t count = 0;
    safari_game_legal_moves(s->game, s->moves, SAFARI_MAX_MOVES, &count);
    n->untried = malloc((count > 0 ? count : 1) * sizeof *n->untried);
    if (n->untried == NULL) {
        s->failed = 1;
        return 0;
    }
    memcpy(n->untried, s->moves, count * sizeof *n->untried);
    for (size_t i = count; i > 1; i--) { /* Fisher-Yates */
        size_t j = (size_t)(rng_next(&s->rng) % i);
        safari_move t = n->untried[i - 1];
        n->untried[i - 1] = n->untried[j];
        n->untried[j] = t;
    }
    n->n_untried = count;
    n->listed = 1;
    return 1;
}

static node *select_child(const node *n)
{
    node *best = NULL;
    double best_score = -1.0, log_n = log((double)n->visits);
    for (node *c = n->child; c != NULL; c = c->sibling) {
        double score = c->reward / c->visits + EXPLORE * sqrt(log_n / c->visits);
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
    return best;
}

static node *chance_child(search *s, node *n, const safari_move *outcome)
{
    for (node *c = n->child; c != NULL; c = c->sibling)
        if (memcmp(&c->move, outcome, sizeof *outcome) == 0)
            return c;
    return node_new(s, outcome, SAFARI_CHANCE, n);
}

/* The value of a finished playout to each seat, in 0..1. */
static void playout_values(const search *s, double *value)
{
    int32_t score[SAFARI_MAX_SEATS], lo = INT32_MAX, hi = INT32_MIN;
    int winners = 0;
    for (int32_t seat = 0; seat < s->seats; seat++) {
        safari_seat_info info;
        score[seat] = safari_game_seat(s->game, seat, &info) == SAFARI_OK ? info.score : 0;
        lo = score[seat] < lo ? score[seat] : lo;
        hi = score[seat] > hi ? score[seat] : hi;
        winners += safari_game_is_winner(s->game, seat);
    }
    for (int32_t seat = 0; seat < s->seats; seat++) {
        double win = safari_game_is_winner(s->game, seat) ? 1.0 / winners : 0.0;
        double rel = hi > lo ? (double)(score[seat] - lo) / (double)(hi - lo) : 0.5;
        value[seat] = (1.0 - SCORE_SHARE) * win + SCORE_SHARE * rel;
    }
}

static void iterate(search *s, node *root)
{
    node *path[MAX_DEPTH];
    size_t depth = 0, applied = 0;
    node *n = root;
    safari_decision d;
    safari_move m;

    path[depth++] = root;
    while (safari_game_decision(s->game, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END &&
           depth < MAX_DEPTH) {
        node *next;
        if (d.to_move == SAFARI_CHANCE) {
            if (!random_move(s, &m))
                break;
            next = chance_child(s, n, &m);
        } else if (!n->listed && !list_untried(s, n)) {
            next = NULL;
        } else if (n->n_untried > 0) {
            next = node_new(s, &n->untried[n->n_untried - 1], d.to_move, n);
            if (next != NULL)
                n->n_untried--;
        } else {
            next = select_child(n);
        }
        if (next == NULL || safari_game_apply(s->game, &next->move) != SAFARI_OK)
            break;
        applied++;
        path[depth++] = next;
        n = next;
        if (next->visits == 0 && next->mover != SAFARI_CHANCE)
            break; /* a new seat node: play out from here */
    }
    while (!s->failed && random_move(s, &m) && safari_game_apply(s->game, &m) == SAFARI_OK)
        applied++;

    double value[SAFARI_MAX_SEATS] = {0};
    playout_values(s, value);
    for (size_t i = 0; i < depth; i++) {
        path[i]->visits++;
        if (path[i]->mover >= 0)
            path[i]->reward += value[path[i]->mover];
    }
    while (applied-- > 0)
        safari_game_undo(s->game);
}

/* The bot's move at a seat's decision of `game`: the most visited child of
 * the root after `playouts` iterations, the generator seeded by `seed`.
 * Returns SAFARI_OK, SAFARI_EINVAL (NULL, a chance decision or the end),
 * SAFARI_ENOMEM, or what cloning the game returns. */
int webbot_choose(const safari_game *game, uint32_t playouts, uint32_t seed, safari_move *out)
{
    safari_decision d;
    safari_pool_info pools;
    if (game == NULL || out == NULL || playouts == 0 ||
        safari_game_decision(game, &d) != SAFARI_OK || d.to_move < 0 ||
        safari_game_pools(game, &pools) != SAFARI_OK)
        return SAFARI_EINVAL;
    search *s = calloc(1, sizeof *s);
    if (s == NULL)
        return SAFARI_ENOMEM;
    int rc = safari_game_clone(&s->game, game);
    if (rc != SAFARI_OK) {
        free(s);
        return rc;
    }
    s->rng = seed;
    s->seats = pools.seats;
    node *root = node_new(s, NULL, SAFARI_CHANCE, NULL);
    for (uint32_t i = 0; root != NULL && i < playouts && !s->failed; i++)
        iterate(s, root);
    rc = s->failed || root == NULL || root->child == NULL ? SAFARI_ENOMEM : SAFARI_OK;
    if (rc == SAFARI_OK) {
        node *best = root->child;
        for (node *c = root->child; c != NULL; c = c->sibling)
            if (c->visits > best->visits)
                best = c;
        *out = best->move;
    }
    node_free(root);
    safari_game_free(s->game);
    free(s);
    return rc;
}
