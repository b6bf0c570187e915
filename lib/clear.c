/* SPDX-License-Identifier: MIT */
/* safari__clear (clear.h): zeroing by 256-bit stores on x86-64 with AVX2. */
#include <string.h>

#include "clear.h"

/* The portable build (SAFARI_NO_SIMD) keeps memset on every CPU. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(SAFARI_NO_SIMD)
#include <immintrin.h>

enum { SMALL = 256 /* below, memset's own vector code runs: no `rep stosb` */ };

/* Whole vectors from the start, then one ending at p + n (it may overlap
 * the last whole one): n >= SMALL. */
__attribute__((target("avx2"))) static void clear_avx2(unsigned char *p, size_t n)
{
    const __m256i zero = _mm256_setzero_si256();
    size_t i = 0;
    for (; i + 128 <= n; i += 128) {
        _mm256_storeu_si256((__m256i *)(void *)(p + i), zero);
        _mm256_storeu_si256((__m256i *)(void *)(p + i + 32), zero);
        _mm256_storeu_si256((__m256i *)(void *)(p + i + 64), zero);
        _mm256_storeu_si256((__m256i *)(void *)(p + i + 96), zero);
    }
    for (; i + 32 <= n; i += 32)
        _mm256_storeu_si256((__m256i *)(void *)(p + i), zero);
    _mm256_storeu_si256((__m256i *)(void *)(p + n - 32), zero);
}

void safari__clear(void *p, size_t n)
{
    if (n >= SMALL && __builtin_cpu_supports("avx2"))
        clear_avx2(p, n);
    else
        memset(p, 0, n);
}

#else

void safari__clear(void *p, size_t n)
{
    memset(p, 0, n);
}

#endif
