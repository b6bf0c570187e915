/* SPDX-License-Identifier: MIT */
/* The whole-turn search of the planning player: every sequence of the
 * seat's own decisions from the root to the end of its turn (the next tile
 * draw), valued by the evaluation. Token draws inside the turn (a baobab)
 * count by their expectation, the first TURN_EXACT_DRAWS of a path, and
 * later ones by their likeliest outcome (at a wide action decision, all of
 * them first by it: collect_wide()), and another seat deciding inside the
 * turn (a boost on a shared feature) picks what is best for itself. Some
 * moves that the evaluation values alike are left out (worth_trying()).
 *
 * It applies and undoes through the engine's internals (play.h, movegen.h):
 * the moves come from the generator, so the public call's legality check
 * would only repeat it, thousands of times a move. */
#include "turn.h"

#include "clock.h"
#include "eval.h"
#include "movegen.h"
#include "park.h"
#include "play.h"

double safari__turn_rel(const safari_game *g, const double v[SAFARI_MAX_SEATS], int seat)
{
    double other = -1e300;
    for (int s = 0; s < g->opt.seats; s++)
        if (s != seat && v[s] > other)
            other = v[s];
    return v[seat] - other;
}

/* Lists the node's moves from the `first`-th into t->chunk[depth] (the
 * generator lists a window of them): how many, at most TURN_CHUNK. */
static size_t list_chunk(turn_ctx *t, int depth, size_t first)
{
    size_t n = safari__search_moves_window(t->g, first, t->chunk[depth], TURN_CHUNK);
    return n - first < TURN_CHUNK ? n - first : TURN_CHUNK;
}

/* Moves worth trying. Ranger moves would all be worth the same (nothing in
 * the evaluation looks at rangers), and there are dozens, so they are not
 * even listed (safari__search_moves_window): the player passes rather than
 * moving a ranger. A park is not searched either: park.c picks its cell.
 * Of the species a dig or an expansion may lay on one slot, only the one
 * the seat holds most of (the first of equals) is tried: they score alike,
 * and spending the most common keeps the most species to boost with. */
static int worth_trying(const safari_game *g, const safari_move *m)
{
    if (m->kind != SAFARI_MOVE_DIG && m->kind != SAFARI_MOVE_EXPAND)
        return 1;
    const uint8_t *held = g->c.supply[g->c.active];
    int tile = safari__tile_at(g, m->x, m->y);
    unsigned group = CTILES(g)[tile].slot[m->index] & SLOT_SPECIES;
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (s != m->species && !((group >> s) & 1) &&
            (held[s] > held[m->species] || (held[s] == held[m->species] && s < m->species)))
            return 0;
    return 1;
}

static void node_value(turn_ctx *t, int depth, double v[SAFARI_MAX_SEATS]);

/* The park below the placement searched (park.c): one cell for the whole
 * subtree, since nothing after the placement changes the board, the tiles
 * left or the other ranger's cell (a ranger does not move in a turn that
 * displaced one), so it is picked once per placement. */
static const safari_move *park_of(turn_ctx *t)
{
    if (!t->park_known) {
        safari__park_pick(t->g, &t->park);
        t->park_known = 1;
    }
    return &t->park;
}

/* A token draw: the weighted mean over its outcomes (at most 5 species),
 * or, below the first t->exact_limit draws of a path, its likeliest
 * outcome's value (the first of equals): TURN_EXACT_DRAWS draws, or none in
 * the cheap first pass at a wide action decision (collect_wide()). A
 * baobab paid is two draws, and one tile can complete several: four paid at
 * once put 5^8 paths of draws below every action (a quarter of a second
 * where a turn takes a millisecond, and each draw more five times that),
 * and the third draw on is seldom what decides the turn. */
static void chance_value(turn_ctx *t, int depth, double v[SAFARI_MAX_SEATS])
{
    safari_game *g = t->g;
    safari_move *moves = t->chunk[depth];
    uint32_t weights[TURN_CHUNK];
    size_t n = safari__legal_moves_window(g, 0, moves, weights, TURN_CHUNK);
    double total = 0.0, child[SAFARI_MAX_SEATS];
    SAFARI_ASSERT(n >= 1 && n <= TURN_CHUNK);
    if (t->exact_draws >= t->exact_limit) {
        size_t top = 0;
        for (size_t i = 1; i < n; i++)
            if (weights[i] > weights[top])
                top = i;
        safari__apply(g, &moves[top]);
        node_value(t, depth + 1, v);
        safari__undo(g);
        return;
    }
    t->exact_draws++;
    for (int s = 0; s < SAFARI_MAX_SEATS; s++)
        v[s] = 0.0;
    for (size_t i = 0; i < n && !t->stopped; i++) {
        safari__apply(g, &moves[i]);
        node_value(t, depth + 1, child);
        safari__undo(g);
        for (int s = 0; s < g->opt.seats; s++)
            v[s] += weights[i] * child[s];
        total += weights[i];
    }
    t->exact_draws--;
    for (int s = 0; s < g->opt.seats; s++)
        v[s] /= total;
}

/* The value of the position for every seat: the evaluation at the end of
 * the turn; below, the best child for the seat deciding. */
static void node_value(turn_ctx *t, int depth, double v[SAFARI_MAX_SEATS])
{
    safari_game *g = t->g;
    int kind = safari__decision_kind(g);
    if (kind == SAFARI_DECISION_DRAW || kind == SAFARI_DECISION_END || depth >= TURN_MAX_DEPTH) {
        /* the clock read every 256 positions: some 0.1 ms apart, where one
         * reply's turn took 0.5 s (hundreds of thousands of positions) */
        if (++t->evals % 256 == 0 && t->deadline_us && safari__clock_us() >= t->deadline_us)
            t->stopped = 1;
        safari__eval_values(g, t->w, &t->cache, v);
        return;
    }
    if (kind == SAFARI_DECISION_TOKEN) {
        chance_value(t, depth, v);
        return;
    }
    if (kind == SAFARI_DECISION_PARK) {
        safari__apply(g, park_of(t));
        node_value(t, depth + 1, v);
        safari__undo(g);
        return;
    }
    int who = safari__to_move(g);
    double best = -1e300, child[SAFARI_MAX_SEATS];
    int found = 0;
    safari_move *moves = t->chunk[depth];
    size_t total = safari__search_moves_window(g, 0, NULL, 0);
    for (size_t first = 0; first < total && !t->stopped; first += TURN_CHUNK) {
        size_t n = list_chunk(t, depth, first);
        for (size_t i = 0; i < n && !t->stopped; i++) {
            if (!worth_trying(g, &moves[i]))
                continue;
            safari__apply(g, &moves[i]);
            node_value(t, depth + 1, child);
            safari__undo(g);
            double r = safari__turn_rel(g, child, who);
            if (!found || r > best) {
                found = 1;
                best = r;
                memcpy(v, child, sizeof child);
            }
        }
    }
    if (!found) { /* no move but ranger moves: never, `pass` is one */
        t->evals++;
        safari__eval_values(g, t->w, &t->cache, v);
    }
}

/* Keeps a line among the k best (a later equal never displaces one). */
static void offer(turn_ctx *t, uint32_t len, double value)
{
    uint32_t at = t->nbest;
    while (at > 0 && t->best[at - 1].value < value)
        at--;
    if (at >= t->k)
        return;
    uint32_t last = t->nbest < t->k ? t->nbest : t->k - 1;
    for (uint32_t i = last; i > at; i--)
        t->best[i] = t->best[i - 1];
    if (t->nbest < t->k)
        t->nbest++;
    turn_line *l = &t->best[at];
    memcpy(l->m, t->line, len * sizeof *l->m);
    l->n = len;
    l->value = value;
}

/* Keeps m among the cap best by r, best first (a later equal never
 * displaces one), in moves and values; *kept counts them. */
static void keep_best(safari_move *moves, double *values, uint32_t *kept, uint32_t cap,
                      const safari_move *m, double r)
{
    uint32_t at = *kept;
    while (at > 0 && values[at - 1] < r)
        at--;
    if (at >= cap)
        return;
    if (*kept < cap)
        (*kept)++;
    for (uint32_t j = *kept - 1; j > at; j--) {
        moves[j] = moves[j - 1];
        values[j] = values[j - 1];
    }
    moves[at] = *m;
    values[at] = r;
}

/* The `cap` moves of the root worth trying best valued as they lie (one
 * position each), best first, in t->beam_move and t->beam_value; how
 * many. With a beam at a placement, the placements searched further. */
static uint32_t best_as_they_lie(turn_ctx *t, size_t total, uint32_t cap)
{
    safari_game *g = t->g;
    safari_move *moves = t->chunk[0];
    double v[SAFARI_MAX_SEATS];
    uint32_t kept = 0;
    for (size_t first = 0; first < total; first += TURN_CHUNK) {
        size_t n = list_chunk(t, 0, first);
        for (size_t i = 0; i < n; i++) {
            if (!worth_trying(g, &moves[i]))
                continue;
            safari__apply(g, &moves[i]);
            t->evals++;
            safari__eval_values(g, t->w, &t->cache, v);
            safari__undo(g);
            keep_best(t->beam_move, t->beam_value, &kept, cap, &moves[i],
                      safari__turn_rel(g, v, t->me));
        }
    }
    return kept;
}

/* How many of the node's moves are worth trying. */
static uint32_t count_worth_trying(turn_ctx *t, int depth, size_t total)
{
    safari_move *moves = t->chunk[depth];
    uint32_t count = 0;
    for (size_t first = 0; first < total; first += TURN_CHUNK) {
        size_t n = list_chunk(t, depth, first);
        for (size_t i = 0; i < n; i++)
            count += (uint32_t)worth_trying(t->g, &moves[i]);
    }
    return count;
}

static void collect(turn_ctx *t, uint32_t len);

/* An action decision with more actions worth trying than `keep` (beside a
 * watering hole, hundreds of digs; a completed baobab then puts 25 token
 * outcomes and the boosts below each): every action is first valued with
 * each token draw below it at its likeliest outcome, and only the `keep`
 * best are searched in full. With no draw below, the first pass is exact
 * and, keep being at least the lines kept, so are the lines. */
static void collect_wide(turn_ctx *t, uint32_t len, size_t total, uint32_t keep)
{
    safari_game *g = t->g;
    safari_move *moves = t->chunk[len];
    double v[SAFARI_MAX_SEATS];
    uint32_t kept = 0;
    t->exact_limit = 0;
    for (size_t first = 0; first < total && !t->stopped; first += TURN_CHUNK) {
        size_t n = list_chunk(t, (int)len, first);
        for (size_t i = 0; i < n && !t->stopped; i++) {
            if (!worth_trying(g, &moves[i]))
                continue;
            safari__apply(g, &moves[i]);
            node_value(t, (int)len + 1, v);
            safari__undo(g);
            keep_best(t->wide_move, t->wide_value, &kept, keep, &moves[i],
                      safari__turn_rel(g, v, t->me));
        }
    }
    t->exact_limit = TURN_EXACT_DRAWS;
    for (uint32_t i = 0; i < kept && !t->stopped; i++) {
        t->line[len] = t->wide_move[i];
        safari__apply(g, &t->wide_move[i]);
        collect(t, len + 1);
        safari__undo(g);
    }
}

/* The seat's own decisions from the root: each path is a line. */
static void collect(turn_ctx *t, uint32_t len)
{
    safari_game *g = t->g;
    double v[SAFARI_MAX_SEATS];
    if (len >= TURN_MAX_LINE || safari__decision_kind(g) == SAFARI_DECISION_END ||
        safari__to_move(g) != t->me) {
        node_value(t, (int)len, v);
        if (!t->stopped) /* else its value is partial */
            offer(t, len, safari__turn_rel(g, v, t->me));
        return;
    }
    safari_move *moves = t->chunk[len];
    if (safari__decision_kind(g) == SAFARI_DECISION_PARK) {
        t->line[len] = *park_of(t);
        safari__apply(g, &t->line[len]);
        collect(t, len + 1);
        safari__undo(g);
        return;
    }
    size_t total = safari__search_moves_window(g, 0, NULL, 0);
    if (len == 0 && t->beam > 0 && total > t->beam &&
        safari__decision_kind(g) == SAFARI_DECISION_PLACE) {
        uint32_t kept = best_as_they_lie(t, total, t->beam);
        for (uint32_t i = 0; i < kept && !t->stopped; i++) {
            t->line[0] = t->beam_move[i];
            t->park_known = 0;
            safari__apply(g, &t->beam_move[i]);
            collect(t, 1);
            safari__undo(g);
        }
        return;
    }
    if (safari__decision_kind(g) == SAFARI_DECISION_ACTION) {
        uint32_t keep = t->k > TURN_WIDE_KEEP ? t->k : TURN_WIDE_KEEP;
        if (total > keep && count_worth_trying(t, (int)len, total) > keep) {
            collect_wide(t, len, total, keep);
            return;
        }
    }
    for (size_t first = 0; first < total && !t->stopped; first += TURN_CHUNK) {
        size_t n = list_chunk(t, (int)len, first);
        for (size_t i = 0; i < n && !t->stopped; i++) {
            if (!worth_trying(g, &moves[i]))
                continue;
            t->line[len] = moves[i];
            if (moves[i].kind == SAFARI_MOVE_PLACE || moves[i].kind == SAFARI_MOVE_DISCARD)
                t->park_known = 0;
            safari__apply(g, &moves[i]);
            collect(t, len + 1);
            safari__undo(g);
        }
    }
}

void safari__turn_search(turn_ctx *t)
{
    SAFARI_ASSERT(t->k >= 1 && t->k <= SAFARI_PLAN_MAX_CANDIDATES);
    t->me = safari__to_move(t->g);
    t->nbest = 0;
    t->stopped = 0;
    t->exact_draws = 0;
    t->exact_limit = TURN_EXACT_DRAWS;
    t->park_known = 0;
    safari__eval_cache_reset(&t->cache);
    collect(t, 0);
    /* stopped before any turn was valued in full (one first move's turn
     * larger than the time given): the first move best valued as it lies */
    if (t->stopped && t->nbest == 0 &&
        best_as_they_lie(t, safari__search_moves_window(t->g, 0, NULL, 0), 1) == 1) {
        t->line[0] = t->beam_move[0];
        offer(t, 1, t->beam_value[0]);
    }
}
