/* SPDX-License-Identifier: MIT */
/* SplitMix64, written once for every C program of the project: the
 * library (its hash keys, zobrist.h, and its playouts' generator, lib/ai),
 * the `safari` command, the arena, the tests and the benchmarks; and a pick
 * by weight from one draw. Together they are the pick of `safari play`
 * (cli/play.c), the documented oracle of safari_game_playout() (safari.h),
 * so a seed gives the same game in every program. Header-only, over the
 * standard headers alone, so that a program needs no library for it and
 * the library needs nothing of a program's (docs/architecture.md). The
 * determinism digest and the playout fuzzer keep copies written out from
 * the definition on purpose: they are the independent oracles. */
#ifndef SAFARI_COMMON_SPLITMIX_H
#define SAFARI_COMMON_SPLITMIX_H

#include <stddef.h>
#include <stdint.h>

/* SplitMix64's finaliser: a bijection of 64-bit words with good avalanche,
 * which the library's hash keys also rest on (lib/zobrist.h). */
static inline uint64_t splitmix64_mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* One SplitMix64 draw: add 0x9E3779B97F4A7C15 to the state, then mix. */
static inline uint64_t splitmix64_next(uint64_t *state)
{
    return splitmix64_mix(*state += 0x9E3779B97F4A7C15ull);
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
