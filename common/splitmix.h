/* SPDX-License-Identifier: MIT */
/* The generator and the weighted pick that every C program outside lib/
 * shares (the `safari` command, the arena, the UCT search, the tests and
 * the benchmarks): SplitMix64, and a pick by weight from one draw. Together
 * they are the pick of `safari play` (cli/play.c), the documented oracle
 * of safari_game_playout() (safari.h), so a seed gives the same game in
 * every program. Header-only, over the standard headers alone, so that a
 * program needs no library for it; the library has its own (lib/mix64.h),
 * which the tests check against this one. */
#ifndef SAFARI_COMMON_SPLITMIX_H
#define SAFARI_COMMON_SPLITMIX_H

#include <stddef.h>
#include <stdint.h>

/* One SplitMix64 draw: add 0x9E3779B97F4A7C15 to the state, then mix. */
static inline uint64_t splitmix64_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The index of the outcome chosen by one draw: the draw modulo the total
 * weight, walked over the weights in list order. n > 0 and a total above
 * 0, as every decision's outcomes have (safari_game_outcomes). */
static inline size_t splitmix64_pick(uint64_t *state, const uint32_t *weights, size_t n)
{
    uint64_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += weights[i];
    uint64_t pick = splitmix64_next(state) % total;
    size_t i = 0;
    while (pick >= weights[i])
        pick -= weights[i++];
    return i;
}

#endif
