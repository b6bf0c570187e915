/* SPDX-License-Identifier: MIT */
/* The greedy player of safari_game_greedy_move() and `safari bot greedy`:
 * the best projected score after the move for the seat moving, ties to the
 * better projected margin over the best other seat, then to the first or
 * (with a generator) a random one. It lists the moves in chunks through the
 * move generator's window (movegen.h), from inside for one reason: a whole
 * list (SAFARI_MAX_MOVES moves) does not fit the library's 4 KB of stack a
 * function (tests/stack), and the player should not allocate. */
#include "movegen.h"
#include "playout.h"
#include "state.h"

enum { CHUNK = 32 };

typedef struct best {
    int32_t own, margin;
    uint64_t ties; /* moves tied at the best so far; 0 before the first */
    safari_move move;
} best;

/* Tries one move: apply, projected scores, undo. SAFARI_OK or the apply's
 * status. */
static int try_move(safari_game *g, int32_t me, const safari_move *m, uint64_t *rng, best *b)
{
    int32_t scores[SAFARI_MAX_SEATS];
    size_t seats = 0;
    int rc = safari_game_apply(g, m);
    if (rc != SAFARI_OK)
        return rc;
    safari_game_projected_scores_ex(g, scores, SAFARI_MAX_SEATS, &seats);
    rc = safari_game_undo(g);
    SAFARI_ASSERT(rc == SAFARI_OK); /* the caller checked the game journals */
    int32_t other = INT32_MIN;
    for (size_t s = 0; s < seats; s++)
        if ((int32_t)s != me && scores[s] > other)
            other = scores[s];
    /* projected scores are far from the int32_t range (bounds.c) */
    int32_t own = scores[me], margin = own - other;
    if (b->ties == 0 || own > b->own || (own == b->own && margin > b->margin)) {
        b->own = own;
        b->margin = margin;
        b->ties = 1;
        b->move = *m;
    } else if (own == b->own && margin == b->margin) {
        b->ties++;
        /* reservoir sampling: each tied move equally likely */
        if (rng != NULL && splitmix64_next(rng) % b->ties == 0)
            b->move = *m;
    }
    return SAFARI_OK;
}

int safari_game_greedy_move(safari_game *game, uint64_t *rng_state, safari_move *out)
{
    safari_move chunk[CHUNK];
    safari_decision d;
    best b = {0, 0, 0, {0, 0, 0, 0, 0, 0}};
    if (!game || !out || safari_game_decision(game, &d) != SAFARI_OK || d.to_move < 0)
        return SAFARI_EINVAL;
    /* Each move is tried by apply and undo: a game that keeps no history
     * (a batch's, reached by casting away its const) could not come back.
     * The history's room is checked here too, once, for every try. */
    if (game->unjournaled)
        return SAFARI_EINVAL;
    if (safari__history_full(game))
        return SAFARI_ELIMIT;
    size_t total = safari__legal_moves_window(game, 0, NULL, NULL, 0);
    for (size_t first = 0; first < total; first += CHUNK) {
        size_t n = total - first < CHUNK ? total - first : CHUNK;
        safari__legal_moves_window(game, first, chunk, NULL, n);
        for (size_t i = 0; i < n; i++) {
            int rc = try_move(game, d.to_move, &chunk[i], rng_state, &b);
            if (rc != SAFARI_OK)
                return rc;
        }
    }
    if (b.ties == 0)
        return SAFARI_EINVAL; /* no legal move: not a seat's decision */
    *out = b.move;
    return SAFARI_OK;
}
