/* A Monte Carlo tree search (UCT) over the public API, shared by the C
 * example (mcts.c), `safari bot mcts` (cli/arena/bot.c) and the web
 * page's bot (examples/web/bot/webbot.c). */
#ifndef SAFARI_EXAMPLE_UCT_H
#define SAFARI_EXAMPLE_UCT_H

#include <safari.h>

typedef struct uct_options {
    long iterations;    /* iterations (each one playout), at least 1 */
    double explore;     /* UCB1's exploration constant */
    double score_share; /* the part of a playout's value that comes from the
                           seat's score against the others' (0: the win alone) */
} uct_options;

/* Chooses a move at a seat's decision of `game` with `o->iterations`
 * iterations of UCT, drawing every random number from the SplitMix64
 * state *rng (the library's playout generator). Returns SAFARI_OK,
 * SAFARI_EINVAL (NULL, bad options, no seat decision pending),
 * SAFARI_ENOMEM, or what cloning the game returns. */
int uct_choose(const safari_game *game, const uct_options *o, uint64_t *rng, safari_move *out);

/* Plays one move of `game` as `safari play` does: a chance outcome by
 * weight, a seat's move uniformly, one number drawn from *rng. Returns 1,
 * or 0 when the game is over. */
int uct_random_move(safari_game *game, uint64_t *rng);

#endif
