/* A Monte Carlo tree search player (UCT) against random players.
 *
 * The tree has one node per move. At a seat's decision the children are
 * chosen by UCB1 from the point of view of the seat deciding; a node's
 * untried moves are expanded one per iteration, in random order. At a
 * chance decision (a tile or token draw) the outcome is sampled by weight,
 * and each outcome met gets its own child, so the statistics below a draw
 * are those of that draw. Playouts are random to the end of the game, and a
 * playout is worth 1 to its winner (shared on a tie). Each iteration applies
 * moves to one search game and undoes them all afterwards; the search game is
 * reset to the real position with safari_game_copy() before each search.
 *
 * Usage: mcts [--games N] [--seats K] [--playouts P] [--seed S] [--explore C]
 * The MCTS player takes seat (game number mod K); the others play random
 * moves. Prints each game's result and the MCTS player's win rate. */
#include <errno.h>
#include <math.h>
#include <safari.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* splitmix64: small and good enough for playouts. */
static uint64_t rng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

typedef struct search {
    safari_game *game;   /* the search game: the real position plus the moves of one iteration */
    uint64_t rng;
    double explore;      /* the UCB1 exploration constant */
    safari_move moves[SAFARI_MAX_MOVES];
    uint32_t weights[SAFARI_MAX_MOVES];
} search;

/* Draws a move of the pending decision of g: chance outcomes by weight, a
 * seat's moves uniformly. 0 at the end of the game. */
static int random_move(search *s, const safari_game *g, safari_move *out)
{
    size_t n = 0;
    if (safari_game_outcomes(g, s->moves, s->weights, SAFARI_MAX_MOVES, &n) != SAFARI_OK || n == 0)
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

typedef struct node {
    safari_move move;     /* the move from the parent to here */
    int32_t mover;        /* the seat that chose it, or SAFARI_CHANCE */
    uint32_t visits;
    double reward;        /* summed rewards of `mover` */
    struct node *child;   /* first child */
    struct node *sibling; /* next child of the parent */
    safari_move *untried; /* seat nodes: moves not expanded yet, shuffled */
    size_t n_untried;
    int listed;           /* untried has been filled */
} node;

static node *node_new(const safari_move *move, int32_t mover, node *parent)
{
    node *n = calloc(1, sizeof *n);
    if (n == NULL) {
        fprintf(stderr, "mcts: out of memory\n");
        exit(1);
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

/* Lists a seat node's legal moves in random order, for expansion. */
static void list_untried(search *s, node *n)
{
    size_t count = 0;
    safari_game_legal_moves(s->game, s->moves, SAFARI_MAX_MOVES, &count);
    n->untried = malloc((count > 0 ? count : 1) * sizeof *n->untried);
    if (n->untried == NULL) {
        fprintf(stderr, "mcts: out of memory\n");
        exit(1);
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
}

/* The child with the best UCB1 score for the seat choosing. */
static node *select_child(const search *s, const node *n)
{
    node *best = NULL;
    double best_score = -1.0, log_n = log((double)n->visits);
    for (node *c = n->child; c != NULL; c = c->sibling) {
        double score = c->reward / c->visits + s->explore * sqrt(log_n / c->visits);
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
    return best;
}

/* The child of a chance node for an outcome, made on first sight. */
static node *chance_child(node *n, const safari_move *outcome)
{
    for (node *c = n->child; c != NULL; c = c->sibling)
        if (memcmp(&c->move, outcome, sizeof *outcome) == 0)
            return c;
    return node_new(outcome, SAFARI_CHANCE, n);
}

/* One iteration: select and expand down the tree, play out, back up.
 * Every move applied to the search game is undone before returning. */
static void iterate(search *s, node *root, int32_t seats)
{
    node *path[1024];
    size_t depth = 0, applied = 0;
    node *n = root;
    safari_decision d;
    safari_move m;

    path[depth++] = root;
    while (safari_game_decision(s->game, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END &&
           depth < sizeof path / sizeof path[0]) {
        node *next;
        if (d.to_move == SAFARI_CHANCE) {
            random_move(s, s->game, &m);
            next = chance_child(n, &m);
        } else {
            if (!n->listed)
                list_untried(s, n);
            if (n->n_untried > 0) {
                next = node_new(&n->untried[--n->n_untried], d.to_move, n);
            } else {
                next = select_child(s, n);
            }
        }
        safari_game_apply(s->game, &next->move);
        applied++;
        path[depth++] = next;
        n = next;
        if (next->visits == 0 && next->mover != SAFARI_CHANCE)
            break; /* a new seat node: play out from here */
    }
    while (random_move(s, s->game, &m)) {
        safari_game_apply(s->game, &m);
        applied++;
    }

    /* A win is worth 1, shared between tied winners. */
    double reward[SAFARI_MAX_SEATS] = {0};
    int winners = 0;
    for (int32_t seat = 0; seat < seats; seat++)
        winners += safari_game_is_winner(s->game, seat);
    for (int32_t seat = 0; seat < seats; seat++)
        if (safari_game_is_winner(s->game, seat))
            reward[seat] = 1.0 / winners;
    for (size_t i = 0; i < depth; i++) {
        path[i]->visits++;
        if (path[i]->mover >= 0)
            path[i]->reward += reward[path[i]->mover];
    }
    while (applied-- > 0)
        safari_game_undo(s->game);
}

/* The MCTS choice at a seat's decision of `game`: the most visited child. */
static safari_move choose(search *s, const safari_game *game, int32_t seats, long playouts)
{
    node *root = node_new(NULL, SAFARI_CHANCE, NULL);
    safari_game_copy(s->game, game);
    for (long i = 0; i < playouts; i++)
        iterate(s, root, seats);
    node *best = root->child;
    for (node *c = root->child; c != NULL; c = c->sibling)
        if (c->visits > best->visits)
            best = c;
    safari_move move = best->move;
    node_free(root);
    return move;
}

static long arg_long(const char *opt, const char *val, long lo, long hi)
{
    char *end;
    errno = 0;
    long v = val != NULL ? strtol(val, &end, 10) : 0;
    if (val == NULL || errno != 0 || end == val || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "mcts: %s needs a number from %ld to %ld\n", opt, lo, hi);
        exit(2);
    }
    return v;
}

int main(int argc, char **argv)
{
    long games = 10, seats = 2, playouts = 200, seed = 1;
    double explore = 0.7;
    for (int i = 1; i < argc; i += 2) {
        const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(opt, "--games") == 0)
            games = arg_long(opt, val, 1, 1000000);
        else if (strcmp(opt, "--seats") == 0)
            seats = arg_long(opt, val, 2, SAFARI_MAX_SEATS);
        else if (strcmp(opt, "--playouts") == 0)
            playouts = arg_long(opt, val, 1, 100000000);
        else if (strcmp(opt, "--seed") == 0)
            seed = arg_long(opt, val, 0, 1000000000);
        else if (strcmp(opt, "--explore") == 0 && val != NULL)
            explore = atof(val);
        else {
            fprintf(stderr, "usage: mcts [--games N] [--seats K] [--playouts P] [--seed S] "
                            "[--explore C]\n");
            return 2;
        }
    }

    static search s;
    s.rng = (uint64_t)seed;
    s.explore = explore;
    safari_options options = {0};
    options.seats = (int32_t)seats;
    long wins = 0, ties = 0;
    for (long g = 0; g < games; g++) {
        int32_t me = (int32_t)(g % seats);
        safari_game *game = NULL;
        if (safari_game_new(&game, &options) != SAFARI_OK ||
            safari_game_clone(&s.game, game) != SAFARI_OK) {
            fprintf(stderr, "mcts: cannot create a game\n");
            return 1;
        }
        safari_decision d;
        while (safari_game_decision(game, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
            size_t n = 0;
            safari_move m;
            safari_game_legal_moves(game, NULL, 0, &n);
            if (d.to_move == me && n > 1) {
                m = choose(&s, game, options.seats, playouts);
            } else {
                random_move(&s, game, &m);
            }
            if (safari_game_apply(game, &m) != SAFARI_OK) {
                fprintf(stderr, "mcts: a legal move was refused\n");
                return 1;
            }
        }
        int winners = 0;
        printf("game %ld: mcts is seat %d; scores", g + 1, (int)me);
        for (int32_t seat = 0; seat < options.seats; seat++) {
            safari_seat_info info;
            safari_game_seat(game, seat, &info);
            winners += safari_game_is_winner(game, seat);
            printf(" %d", (int)info.score);
        }
        int won = safari_game_is_winner(game, me);
        printf(": %s\n", !won ? "lost" : winners > 1 ? "tie" : "won");
        wins += won && winners == 1;
        ties += won && winners > 1;
        safari_game_free(s.game);
        safari_game_free(game);
    }
    printf("mcts (%ld playouts a move) against %ld random player%s: won %ld of %ld games "
           "(%.1f%%), tied %ld\n", playouts, seats - 1, seats > 2 ? "s" : "", wins, games,
           100.0 * (double)wins / (double)games, ties);
    return 0;
}
