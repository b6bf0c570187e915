/* SPDX-License-Identifier: MIT */
/* Playouts: games played on to the end inside the library, so that a
 * binding pays one call for a whole game or batch. The picks reach into the
 * move generator's counting path (movegen.c) and the state (state.h) for
 * speed: a uniform pick counts the moves and builds only the chosen one,
 * and the chosen move, generated legal, is applied without a second check
 * (play.h). The scoring policy reads the features (feature.h) and the
 * rangers' cached frontier positions (state.h). lib/ai may reach inside:
 * docs/architecture.md. */
#include "playout.h"
#include "board.h"
#include "feature.h"
#include "game.h"
#include "movegen.h"
#include "play.h"

/* SAFARI_POLICY_SCORING at `place`: the placements on a ranger's cell
 * (each displaces it: 3 points). Builds the k-th when out is not NULL. */
static size_t ranger_placements(const safari_game *g, size_t k, safari_move *out)
{
    const uint8_t *fits = g->ts->types[g->ts->faces[g->c.hand].type].fits;
    cell_range allowed;
    size_t n = 0;
    safari__allowed_cells(g, -1, &allowed);
    for (int r = 0; r < SAFARI_RANGERS; r++) {
        const ranger_state *rs = &g->c.ranger[r];
        /* the position the state caches (board.c asserts it is right) */
        if (!rs->on || rs->front == NO_FRONT || !safari__cell_in(&allowed, rs->x, rs->y))
            continue;
        unsigned rots = fits[CFRONT(g)[rs->front].key];
        for (int rot = 0; rots; rot++, rots >>= 1) {
            if (!(rots & 1))
                continue;
            if (out && n == k) {
                safari_move m = {SAFARI_MOVE_PLACE, 0, (uint8_t)rot, 0, g->c.ranger[r].x,
                                 g->c.ranger[r].y};
                *out = m;
            }
            n++;
        }
    }
    return n;
}

/* SAFARI_POLICY_SCORING at `action`: meeples on features the placed tile
 * completed (scored this turn), then every dig and expand. */
static int scoring_action(const safari_game *g, uint64_t z, safari_move *out)
{
    action_walk a;
    safari_move scoring[5];
    size_t nm = 0;
    safari__action_parts(g, &a);
    for (size_t i = 0; i < a.parts[ACTION_MEEPLES]; i++) {
        int side = a.meeple[i].index;
        if (side != SAFARI_BAOBAB &&
            CFEATS(g)[g->c.placed_root[side]].open == 0)
            scoring[nm++] = a.meeple[i];
    }
    size_t n = nm + a.parts[ACTION_HOLES];
    if (n == 0)
        return 0;
    size_t k = (size_t)(z % n);
    if (k < nm)
        *out = scoring[k];
    else
        safari__hole_nth(g, k - nm, out);
    return 1;
}

static int scoring_pick(const safari_game *g, int kind, uint64_t z, safari_move *out)
{
    switch (kind) {
    case SAFARI_DECISION_PLACE: {
        size_t n = ranger_placements(g, 0, NULL);
        if (n)
            ranger_placements(g, (size_t)(z % n), out);
        return n > 0;
    }
    case SAFARI_DECISION_ACTION:
        return scoring_action(g, z, out);
    case SAFARI_DECISION_BOOST: {
        size_t n = safari__boost_count(g); /* the species, then `boost -` */
        if (n)
            safari__move_pick(g, kind, z % n, out);
        return n > 0;
    }
    default:
        return 0;
    }
}

void safari__policy_pick(const safari_game *g, int kind, int policy, uint64_t z,
                         safari_move *out)
{
    if (kind == SAFARI_DECISION_DRAW || kind == SAFARI_DECISION_TOKEN) {
        safari__chance_pick(g, kind, (uint32_t)(z % safari__chance_total(g, kind)), out);
        return;
    }
    if (policy == SAFARI_POLICY_SCORING && scoring_pick(g, kind, z, out))
        return;
    safari__move_pick(g, kind, z, out);
}

/* All zero's meaning: uniform, to the end, scores. */
static const safari_playout_options defaults = SAFARI_PLAYOUT_OPTIONS_INIT;

static int options_ok(const safari_playout_options *o)
{
    return (o->policy == SAFARI_POLICY_UNIFORM || o->policy == SAFARI_POLICY_SCORING) &&
           (o->result == SAFARI_RESULT_SCORES || o->result == SAFARI_RESULT_WINS) &&
           safari__options_size_ok(o->size, sizeof *o);
}

/* Plays on; the options are checked. */
static int playout(safari_game *g, uint64_t *rng, const safari_playout_options *o, size_t *played)
{
    size_t n = 0;
    int rc = SAFARI_OK, kind;
    while ((kind = safari__decision_kind(g)) != SAFARI_DECISION_END &&
           (o->max_moves == 0 || n < o->max_moves)) {
        if (!g->unjournaled && safari__history_full(g)) {
            rc = SAFARI_ELIMIT;
            break;
        }
        safari_move m;
        safari__policy_pick(g, kind, o->policy, splitmix64_next(rng), &m);
        SAFARI_ASSERT(safari__is_legal(g, &m));
        safari__apply(g, &m);
        n++;
    }
    if (played)
        *played = n;
    return rc;
}

int safari_game_playout(safari_game *game, uint64_t *rng_state,
                        const safari_playout_options *options, size_t *played)
{
    const safari_playout_options *o = options ? options : &defaults;
    if (!game || !rng_state || !options_ok(o))
        return SAFARI_EINVAL;
    return playout(game, rng_state, o, played);
}

int safari_game_sample_move(const safari_game *game, uint64_t *rng_state,
                            const safari_playout_options *options, safari_move *out)
{
    const safari_playout_options *o = options ? options : &defaults;
    if (!game || !rng_state || !out || !options_ok(o))
        return SAFARI_EINVAL;
    int kind = safari__decision_kind(game);
    if (kind == SAFARI_DECISION_END)
        return SAFARI_ENOTFOUND;
    safari__policy_pick(game, kind, o->policy, splitmix64_next(rng_state), out);
    return SAFARI_OK;
}

/* One row of results: (projected) scores, or 1 for each top seat. */
static void write_row(const safari_game *g, int result, int32_t *row, size_t cap)
{
    int32_t s[SAFARI_MAX_SEATS];
    size_t seats;
    safari_game_projected_scores_ex(g, s, SAFARI_MAX_SEATS, &seats);
    int32_t best = s[0];
    for (size_t i = 1; i < seats; i++)
        best = s[i] > best ? s[i] : best;
    for (size_t i = 0; i < seats && i < cap; i++)
        row[i] = result == SAFARI_RESULT_WINS ? s[i] == best : s[i];
}

int safari_game_playouts(const safari_game *root, safari_game *scratch, size_t n,
                         uint64_t *rng_state, const safari_playout_options *options,
                         int32_t *results, size_t cap, size_t *count)
{
    const safari_playout_options *o = options ? options : &defaults;
    if (!root || !scratch || root == scratch || !rng_state || !count || (cap && !results) ||
        !options_ok(o))
        return SAFARI_EINVAL;
    size_t seats = (size_t)root->opt.seats;
    if (n > SIZE_MAX / seats)
        return SAFARI_EINVAL;
    if (!safari__games_match(scratch, root))
        return SAFARI_EINVAL;
    *count = n * seats;
    /* Each playout starts from the root's position alone and keeps no
     * history (nothing will undo it); one whole copy at the end leaves the
     * scratch game equal to the root. */
    for (size_t j = 0; j < n && j * seats < cap; j++) {
        safari__game_copy_position(scratch, root);
        playout(scratch, rng_state, o, NULL); /* unjournaled: cannot run out */
        write_row(scratch, o->result, results + j * seats, cap - j * seats);
    }
    safari__game_copy(scratch, root);
    return *count > cap ? SAFARI_EBUFS : SAFARI_OK;
}
