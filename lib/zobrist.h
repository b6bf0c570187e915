/* Internal: position hashing (zobrist.c). */
#ifndef SAFARI_ZOBRIST_H
#define SAFARI_ZOBRIST_H

#include "state.h"

enum {
    ZK_TILE = 1, ZK_TOKEN, ZK_MEEPLE, ZK_RANGER, ZK_SUPPLY, ZK_BAG, ZK_DISCARD,
    ZK_STACK, ZK_SCORE, ZK_DECISION, ZK_DECISION_2, ZK_OPTIONS
};
uint64_t safari__key(uint32_t kind, uint32_t a, uint32_t b);
uint64_t safari__decision_key(const safari_game *g);
uint64_t safari__options_key(const safari_options *o);

#endif
