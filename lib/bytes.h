/* SPDX-License-Identifier: MIT */
/* Internal: several narrow fields read as one word, in a fixed byte order.
 * A word-wide trick over bytes (eight stack counts summed by one multiply)
 * must see byte i of memory as byte i of the word on every machine, so the
 * load is little-endian by definition: one memcpy where the machine is
 * little-endian, shifts elsewhere and in the portable build (SAFARI_NO_SIMD),
 * which both give the same word. */
#ifndef SAFARI_BYTES_H
#define SAFARI_BYTES_H

#include <stdint.h>
#include <string.h>

/* SAFARI_LITTLE_ENDIAN_FAST: the word fast paths may take the memory's own
 * byte order as little-endian (never in the portable build). */
#if !defined(SAFARI_NO_SIMD) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define SAFARI_LITTLE_ENDIAN_FAST 1
#else
#define SAFARI_LITTLE_ENDIAN_FAST 0
#endif

/* The 8 bytes at p as a word whose low byte is p[0]. */
static inline uint64_t safari__load_le64(const uint8_t *p)
{
#if SAFARI_LITTLE_ENDIAN_FAST
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
#else
    uint64_t w = 0;
    for (int i = 7; i >= 0; i--)
        w = w << 8 | p[i];
    return w;
#endif
}

#endif
