/* SPDX-License-Identifier: MIT */
/* Internal: position hashing (zobrist.c). */
#ifndef SAFARI_ZOBRIST_H
#define SAFARI_ZOBRIST_H

#include "mix64.h"
#include "state.h"

enum {
    ZK_TILE = 1, ZK_TOKEN, ZK_MEEPLE, ZK_RANGER, ZK_SUPPLY, ZK_BAG, ZK_DISCARD,
    ZK_STACK, ZK_SCORE, ZK_DECISION, ZK_DECISION_2, ZK_OPTIONS
};
/* The key of (kind, a, b): the three packed, mixed; inline, as moves ask
 * for several. */
static inline uint64_t safari__key(uint32_t kind, uint32_t a, uint32_t b)
{
    return safari__mix64(0x5AFA51CA2C0550ull ^ ((uint64_t)kind << 56) ^ ((uint64_t)a << 24) ^
                         (uint64_t)b);
}
/* Toggles the key of (kind, a, b) in the position hash. A playout's scratch
 * game keeps no hash: its positions are thrown away (game.c). */
static inline void safari__hash_toggle(safari_game *g, uint32_t kind, uint32_t a, uint32_t b)
{
    if (!g->unjournaled)
        g->c.hash ^= safari__key(kind, a, b);
}
uint64_t safari__decision_key(const safari_game *g);
uint64_t safari__options_key(const safari_options *o);

#endif
