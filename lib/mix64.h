/* SPDX-License-Identifier: MIT */
/* Internal: SplitMix64's finaliser, a bijection of 64-bit words with good
 * avalanche: the hash keys (zobrist.h) and the playouts' generator
 * (playout.h) both rest on it. */
#ifndef SAFARI_MIX64_H
#define SAFARI_MIX64_H

#include <stdint.h>

static inline uint64_t safari__mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

#endif
