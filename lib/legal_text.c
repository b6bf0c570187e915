/* The `safari legal` listing (NOTATION.md): a position's pools, seats and
 * legal moves, on the public API only. */
#include "text.h"

#include <string.h>

static const char *const decision_names[] = {"draw",  "token", "place", "action",
                                             "boost", "park",  "end"};
static const char species_letters[] = "AEGLZ";

/* What the listing shows, gathered once: the text is produced twice (count,
 * then write) from the same data. */
typedef struct listing {
    const safari_game *game;
    safari_decision decision;
    safari_pool_info pools;
    size_t count;
    int chance;
    safari_move moves[SAFARI_MAX_MOVES];
    /* Chance outcomes are land-tile faces or species: few, unlike seat moves. */
    uint32_t weights[SAFARI_MAX_LAND_TILES];
} listing;

static void put_per_species(safari__textout *t, const int32_t *counts)
{
    for (int s = 0; s < SAFARI_SPECIES; s++) {
        safari__textout_char(t, ' ');
        safari__textout_char(t, species_letters[s]);
        safari__textout_int(t, counts[s]);
    }
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
    for (size_t i = 0; i < l->count; i++) {
        safari__textout_str(t, "move ");
        int rc = safari__textout_move(t, &l->moves[i]);
        if (rc != SAFARI_OK)
            return rc;
        if (l->chance) {
            safari__textout_str(t, " weight ");
            safari__textout_int(t, l->weights[i]);
        }
        safari__textout_char(t, '\n');
    }
    return SAFARI_OK;
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
    if (l.chance)
        rc = safari_game_outcomes(game, l.moves, l.weights, SAFARI_MAX_LAND_TILES, &l.count);
    else
        rc = safari_game_legal_moves(game, l.moves, SAFARI_MAX_MOVES, &l.count);
    if (rc != SAFARI_OK)
        return rc == SAFARI_EBUFS ? SAFARI_ELIMIT : rc;
    return safari__text_emit(emit_listing, &l, buf, cap, len);
}
