/* SPDX-License-Identifier: MIT */
/* Counted pieces that take part in the hash: tokens in supplies, the bag
 * and the discard pile, and land tiles left in the stack. Each change swaps
 * the hash key of the old count for the new one. */
#include "pieces.h"
#include "zobrist.h"

/* Sets a counter that takes part in the hash, saving it first. */
static void set_count(safari_game *g, uint8_t *p, uint32_t kind, uint32_t index, int value)
{
    safari__save(g, p, 1);
    safari__hash_toggle(g, kind, index, *p);
    safari__hash_toggle(g, kind, index, (uint32_t)value);
    *p = (uint8_t)value;
}

void safari__supply_add(safari_game *g, int seat, int species, int delta)
{
    uint8_t *p = &g->c.supply[seat][species];
    set_count(g, p, ZK_SUPPLY, (uint32_t)(seat * SAFARI_SPECIES + species), *p + delta);
}

void safari__bag_add(safari_game *g, int species, int delta)
{
    uint8_t *p = &g->c.bag[species];
    set_count(g, p, ZK_BAG, (uint32_t)species, *p + delta);
}

void safari__discard_add(safari_game *g, int species, int delta)
{
    uint8_t *p = &g->c.discard[species];
    set_count(g, p, ZK_DISCARD, (uint32_t)species, *p + delta);
}

void safari__stack_take(safari_game *g, int face)
{
    uint8_t *count = &STACK(g)[face];
    set_count(g, count, ZK_STACK, (uint32_t)face, *count - 1);
    g->c.stack_total--;
}
