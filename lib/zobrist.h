/* SPDX-License-Identifier: MIT */
/* Internal: position hashing (zobrist.c). */
#ifndef SAFARI_ZOBRIST_H
#define SAFARI_ZOBRIST_H

#include "splitmix.h"
#include "state.h"

enum {
    ZK_TILE = 1, ZK_TOKEN, ZK_MEEPLE, ZK_RANGER, ZK_SUPPLY, ZK_BAG, ZK_DISCARD,
    ZK_STACK, ZK_SCORE, ZK_DECISION, ZK_DECISION_2, ZK_OPTIONS
};
/* The key of (kind, a, b): the three packed, mixed; inline, as moves ask
 * for several. */
static inline uint64_t safari__key(uint32_t kind, uint32_t a, uint32_t b)
{
    return splitmix64_mix(0x5AFA51CA2C0550ull ^ ((uint64_t)kind << 56) ^ ((uint64_t)a << 24) ^
                          (uint64_t)b);
}
/* Toggles the key of (kind, a, b) in the position hash. A playout's scratch
 * game keeps no hash: its positions are thrown away (game.c). */
static inline void safari__hash_toggle(safari_game *g, uint32_t kind, uint32_t a, uint32_t b)
{
    if (!g->unjournaled)
        g->c.hash ^= safari__key(kind, a, b);
}
/* A meeple's place in its hash key: the cell and a code for the place on
 * the tile (trail or bush 0..3, baobab 4, watering hole 8 + corner). */
static inline uint32_t safari__meeple_key_loc(const safari_game *g, int kind, int tile, int sub)
{
    uint32_t cell = CTILES(g)[tile].cell;
    uint32_t code = kind == SAFARI_AT_WATERHOLE ? 8u + (uint32_t)sub
                  : kind == SAFARI_AT_BAOBAB    ? 4u
                                                : (uint32_t)sub;
    return cell * 16u + code;
}
/* The position's part of the hash worked out from the pieces alone: what
 * the toggles keep incrementally. For games that kept none (a batch's or a
 * playout's: game.c gives their copies a hash) and for tests. */
uint64_t safari__hash_position(const safari_game *g);
uint64_t safari__decision_key(const safari_game *g);
uint64_t safari__options_key(const safari_options *o);

#endif
