/* SPDX-License-Identifier: MIT */
/* Internal: the pending decision and its legal moves (movegen.c). */
#ifndef SAFARI_MOVEGEN_H
#define SAFARI_MOVEGEN_H

#include "board.h"
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
int safari__is_legal(const safari_game *g, const safari_move *m);

safari_move safari__move_clean(const safari_move *m);
/* The counting path (samplers), at a seat's decision of kind `kind` (the
 * caller has it): the k-th legal move in safari__legal_moves order for
 * k = z mod their number, without writing the list. */
void safari__move_pick(const safari_game *g, int kind, uint64_t z, safari_move *out);
/* At a `boost`: the species the seat may boost with (`boost -` aside). */
size_t safari__boost_count(const safari_game *g);
/* At an `action`: the parts of the list in order: meeple moves (built into
 * meeple[]), ranger moves (by ranger), watering holes, pass. */
typedef struct action_walk {
    safari_move meeple[5];
    size_t parts[4];
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
    uint16_t u = G_AT(g, off_usable, const uint16_t)[i];
    uint8_t slot = CTILES(g)[u >> 2].slot[u & 3];
    if (!(slot & SLOT_JOINS) && !can_dig)
        return 0;
    return (unsigned)(held & ~slot) & 0x1Fu;
}
/* At an `action`: the dig and expand moves, counted and built one by one. */
size_t safari__hole_count(const safari_game *g);
void safari__hole_nth(const safari_game *g, size_t k, safari_move *out);
/* At a chance decision: the total weight, and the outcome in whose share of
 * the cumulative weights (list order) r falls, 0 <= r < total. */
uint32_t safari__chance_total(const safari_game *g, int kind);
void safari__chance_pick(const safari_game *g, int kind, uint32_t r, safari_move *out);

#endif
