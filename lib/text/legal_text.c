/* SPDX-License-Identifier: MIT */
/* The `safari legal` listing (docs/notation.md section 4): a position's pools, seats and
 * legal moves, on the public API only. */
#include "text.h"

#include <string.h>

static const char *const decision_names[] = {"draw",  "token", "place", "action",
                                             "boost", "park",  "end"};

/* Moves fetched at a time: the listing walks the legal moves in chunks, so
 * that its stack stays small (a front end may call it on a thread with a
 * 64 KB stack; SAFARI_MAX_MOVES moves would take 40 KB). */
enum { CHUNK = 128 };

/* What the listing shows, gathered once: the text is produced twice (count,
 * then write) from the same data. */
typedef struct listing {
    const safari_game *game;
    safari_decision decision;
    safari_pool_info pools;
    size_t count;
    int chance;
} listing;

static void put_per_species(safari__textout *t, const int32_t *counts)
{
    for (int s = 0; s < SAFARI_SPECIES; s++) {
        safari__textout_char(t, ' ');
        safari__textout_char(t, safari__species_letters[s]);
        safari__textout_int(t, counts[s]);
    }
}

/* One `move` line per legal move, in the library's order. */
static int emit_moves(safari__textout *t, const listing *l)
{
    safari_move moves[CHUNK];
    uint32_t weights[CHUNK];
    for (size_t first = 0; first < l->count; first += CHUNK) {
        size_t total = 0;
        int rc = safari__legal_moves_chunk(l->game, first, moves, l->chance ? weights : NULL,
                                           CHUNK, &total);
        if (rc != SAFARI_OK)
            return rc;
        if (total != l->count) /* a const game cannot change between calls */
            return SAFARI_EINVAL;
        size_t n = total - first < CHUNK ? total - first : CHUNK;
        for (size_t i = 0; i < n; i++) {
            safari__textout_str(t, "move ");
            rc = safari__textout_move(t, &moves[i]);
            if (rc != SAFARI_OK)
                return rc;
            if (l->chance) {
                safari__textout_str(t, " weight ");
                safari__textout_int(t, weights[i]);
            }
            safari__textout_char(t, '\n');
        }
    }
    return SAFARI_OK;
}

static int emit_listing(safari__textout *t, const void *ctx)
{
    const listing *l = ctx;
    safari__textout_str(t, "decision ");
    safari__textout_str(t, decision_names[l->decision.kind]);
    safari__textout_str(t, "\nto-move ");
    if (l->decision.to_move == SAFARI_CHANCE)
        safari__textout_str(t, "chance");
    else if (l->decision.to_move == SAFARI_NOBODY)
        safari__textout_str(t, "none");
    else
        safari__textout_int(t, l->decision.to_move);
    safari__textout_char(t, '\n');
    if (l->decision.kind == SAFARI_DECISION_TOKEN) {
        safari__textout_str(t, "recipient ");
        safari__textout_int(t, l->decision.recipient);
        safari__textout_char(t, '\n');
    }
    safari__textout_str(t, "stack ");
    safari__textout_int(t, l->pools.stack);
    safari__textout_str(t, "\nbag");
    put_per_species(t, l->pools.bag);
    safari__textout_str(t, "\ndiscard");
    put_per_species(t, l->pools.discard);
    safari__textout_char(t, '\n');
    for (int32_t seat = 0; seat < l->pools.seats; seat++) {
        safari_seat_info si;
        int rc = safari_game_seat(l->game, seat, &si);
        if (rc != SAFARI_OK)
            return rc;
        safari__textout_str(t, "seat ");
        safari__textout_int(t, seat);
        safari__textout_str(t, " score ");
        safari__textout_int(t, si.score);
        safari__textout_str(t, " meeples ");
        safari__textout_int(t, si.meeples);
        safari__textout_str(t, " tokens");
        put_per_species(t, si.tokens);
        safari__textout_char(t, '\n');
    }
    return emit_moves(t, l);
}

int safari_legal_write(const safari_game *game, char *buf, size_t cap, size_t *len)
{
    if (game == NULL || len == NULL || (buf == NULL && cap != 0))
        return SAFARI_EINVAL;
    listing l;
    l.game = game;
    int rc = safari_game_decision(game, &l.decision);
    if (rc == SAFARI_OK)
        rc = safari_game_pools(game, &l.pools);
    if (rc != SAFARI_OK)
        return rc;
    if (l.decision.kind < 0 || l.decision.kind > SAFARI_DECISION_END)
        return SAFARI_EINVAL;
    l.chance = l.decision.to_move == SAFARI_CHANCE;
    rc = safari__legal_moves_chunk(game, 0, NULL, NULL, 0, &l.count);
    if (rc != SAFARI_OK)
        return rc;
    return safari__text_emit(emit_listing, &l, buf, cap, len);
}
