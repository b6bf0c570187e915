/* The search of `safari bot mcts`: UCT over the public API. */
#ifndef SAFARI_CLI_BOT_MCTS_H
#define SAFARI_CLI_BOT_MCTS_H

#include "safari.h"

/* Chooses a move at a seat's decision of game with `playouts` iterations of
 * UCT (exploration constant `explore`), drawing from rng. Returns 0, or -1
 * when out of memory or the game has no seat decision pending. */
int mcts_choose(const safari_game *game, long playouts, double explore, uint64_t *rng,
                safari_move *out);

#endif
