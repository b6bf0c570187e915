/* The page's bot: the search of examples/c/uct.c (UCT over the public API),
 * compiled into the page's WebAssembly module beside the library and called
 * from the bot's Web Worker (examples/web/worker.mjs). A playout is worth,
 * to each seat, its share of the win plus a little for its score against
 * the others', so that a losing position still prefers the closer game.
 * Only safari.h is used: the library knows nothing of this file. */
#include <safari.h>
#include <stdint.h>

#include "uct.h"

/* Named for Emscripten's EXPORTED_FUNCTIONS; not library API. */
int webbot_choose(const safari_game *game, uint32_t playouts, uint32_t seed, safari_move *out);

/* The bot's move at a seat's decision of `game`: the most visited child of
 * the root after `playouts` iterations, the generator seeded by `seed`.
 * Returns SAFARI_OK, SAFARI_EINVAL (NULL, no playouts, a chance decision or
 * the end), SAFARI_ENOMEM, or what cloning the game returns. */
int webbot_choose(const safari_game *game, uint32_t playouts, uint32_t seed, safari_move *out)
{
    const uct_options o = {(long)playouts, 0.7, 0.2};
    uint64_t rng = seed;
    return uct_choose(game, &o, &rng, out);
}
