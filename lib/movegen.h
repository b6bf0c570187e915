/* SPDX-License-Identifier: MIT */
/* Internal: the pending decision and its legal moves (movegen.c). */
#ifndef SAFARI_MOVEGEN_H
#define SAFARI_MOVEGEN_H

#include "board.h"
#include "feature.h"
#include "pieces.h"
#include "state.h"

/* The pending decision's kind and who takes it (inline: a playout asks
 * several times a move). */
static inline int safari__decision_kind(const safari_game *g)
{
    if (g->c.tok_pending)
        return SAFARI_DECISION_TOKEN;
    switch (g->c.phase) {
    case PH_DRAW: return SAFARI_DECISION_DRAW;
    case PH_PLACE: return SAFARI_DECISION_PLACE;
    case PH_ACTION: return SAFARI_DECISION_ACTION;
    case PH_FEATURES: return SAFARI_DECISION_BOOST;
    case PH_PARK: return SAFARI_DECISION_PARK;
    default: return SAFARI_DECISION_END;
    }
}

static inline int safari__to_move(const safari_game *g)
{
    switch (safari__decision_kind(g)) {
    case SAFARI_DECISION_DRAW:
    case SAFARI_DECISION_TOKEN: return SAFARI_CHANCE;
    case SAFARI_DECISION_END: return SAFARI_NOBODY;
    case SAFARI_DECISION_BOOST: return (g->c.active + g->c.boost_pos) % g->opt.seats;
    default: return g->c.active;
    }
}
size_t safari__legal_moves(const safari_game *g, safari_move *out, uint32_t *weights,
                           size_t cap);
/* As safari__legal_moves, storing only moves first .. first + cap - 1 (at
 * out[0 ..]); returns the total count. */
size_t safari__legal_moves_window(const safari_game *g, size_t first, safari_move *out,
                                  uint32_t *weights, size_t cap);
/* As safari__legal_moves_window without the ranger moves of an action
 * decision (the planning player never tries them: turn.c), which are
 * dozens beside a few others; no weights. */
size_t safari__search_moves_window(const safari_game *g, size_t first, safari_move *out,
                                   size_t cap);
int safari__is_legal(const safari_game *g, const safari_move *m);

safari_move safari__move_clean(const safari_move *m);
/* The counting path (samplers), at a seat's decision of kind `kind` (the
 * caller has it): the k-th legal move in safari__legal_moves order for
 * k = z mod their number, without writing the list. */
void safari__move_pick(const safari_game *g, int kind, uint64_t z, safari_move *out);
/* At a `boost`: the species the seat may boost with (`boost -` aside). */
size_t safari__boost_count(const safari_game *g);
/* The action decision's rule, written once, part by part (inline: the
 * walk asks each part just before it visits it, the legality check and
 * the k-th watering-hole move only the part they need). meeples: bit d for
 * `meeple d` (a side the placed tile's unclaimed feature leaves open), bit
 * SAFARI_BAOBAB for `meeple baobab`; none without a meeple in the supply.
 * rangers: bit r when ranger r may move (it is on the board and none waits
 * to be parked); its cells are the ranger walk's (board.h). held: the
 * species a dig or expand may take (the supply's); can_dig: a meeple is
 * free to go down a hole. `pass` is always offered. */
static inline unsigned safari__action_meeples(const safari_game *g)
{
    if (!g->c.meeples_free[g->c.active])
        return 0;
    /* an action follows a placement: the tile whose baobab is asked */
    SAFARI_ASSERT(g->c.placed < g->c.nplaced);
    _Static_assert(SAFARI_BAOBAB == 4, "the baobab's bit follows the sides'");
    unsigned bits = safari__meeple_sides(g) & 15u;
    if (g->ts->types[CTILES(g)[g->c.placed].type].baobab)
        bits |= 1u << SAFARI_BAOBAB;
    return bits;
}

static inline unsigned safari__action_rangers(const safari_game *g)
{
    if (g->c.displaced != NONE8)
        return 0;
    unsigned bits = 0;
    for (int r = 0; r < SAFARI_RANGERS; r++)
        bits |= (unsigned)g->c.ranger[r].on << r;
    return bits;
}

static inline uint8_t safari__action_held(const safari_game *g)
{
    return safari__held_species(g, g->c.active);
}

static inline int safari__action_can_dig(const safari_game *g)
{
    return g->c.meeples_free[g->c.active] > 0;
}

/* The parts of the list, in the walk's order: the index of each part's
 * count in action_walk.parts, which nth_action scans in this order. */
enum { ACTION_MEEPLES, ACTION_RANGERS, ACTION_HOLES, ACTION_PASS, ACTION_PARTS };

/* The action decision's walk: its parts in the one order every consumer
 * lists them (meeples, ranger 0 then 1, watering holes, pass: the order of
 * the ACTION_* parts), each part visited only when the rule offers it, and
 * each part of the rule asked just before its visit. The generator, the counting path
 * and the mask are its visitors; the legality check is the rule's filter
 * of one move (safari__is_legal). Inline, with constant visitors, so that
 * each consumer compiles to direct calls, as its own loop did. */
typedef struct action_visitor {
    void (*meeples)(void *ctx, const safari_game *g, unsigned bits);
    void (*rangers)(void *ctx, const safari_game *g, unsigned bits);
    void (*holes)(void *ctx, const safari_game *g, uint8_t held, int can_dig);
    void (*pass)(void *ctx, const safari_game *g);
} action_visitor;

static inline void safari__action_walk(const safari_game *g, const action_visitor *v, void *ctx)
{
    SAFARI_ASSERT(safari__decision_kind(g) == SAFARI_DECISION_ACTION);
    unsigned meeples = safari__action_meeples(g);
    if (meeples)
        v->meeples(ctx, g, meeples);
    unsigned rangers = safari__action_rangers(g);
    if (rangers)
        v->rangers(ctx, g, rangers);
    uint8_t held = safari__action_held(g);
    if (held)
        v->holes(ctx, g, held, safari__action_can_dig(g));
    v->pass(ctx, g);
}

/* At an `action`: the count of each part of the list (parts[ACTION_*]):
 * meeple moves (built into meeple[]), ranger moves (by ranger), watering
 * holes, pass. */
typedef struct action_walk {
    safari_move meeple[5];
    size_t parts[ACTION_PARTS];
    ranger_walk ranger[SAFARI_RANGERS]; /* count 0: the ranger cannot move */
} action_walk;
size_t safari__action_parts(const safari_game *g, action_walk *a);
/* The species `dig` or `expand` may put on usable slot i, one bit each
 * (0: none): those held and not in the group the slot joins; a dig needs a
 * meeple in the supply. Inline: the mask and the counting path ask it for
 * every usable slot. */
static inline unsigned safari__hole_species(const safari_game *g, uint8_t held, int can_dig,
                                            uint32_t i)
{
    SAFARI_ASSERT(i < g->c.nusable);
    uint16_t u = G_AT(g, off_usable, const uint16_t)[i];
    SAFARI_ASSERT((u >> 2) < g->c.nplaced); /* a usable slot is on a placed tile */
    uint8_t slot = CTILES(g)[u >> 2].slot[u & 3];
    if (!(slot & SLOT_JOINS) && !can_dig)
        return 0;
    return (unsigned)(held & ~slot) & 0x1Fu;
}
/* At an `action`: the k-th dig or expand move, built alone (k below the
 * holes part of safari__action_parts). */
void safari__hole_nth(const safari_game *g, size_t k, safari_move *out);
/* At a chance decision: the total weight, and the outcome in whose share of
 * the cumulative weights (list order) r falls, 0 <= r < total. */
uint32_t safari__chance_total(const safari_game *g, int kind);
void safari__chance_pick(const safari_game *g, int kind, uint32_t r, safari_move *out);

#endif
