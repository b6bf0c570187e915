/* SPDX-License-Identifier: MIT */
/* Internal: zeroing an output buffer that is written to right after. */
#ifndef SAFARI_CLEAR_H
#define SAFARI_CLEAR_H

#include <stddef.h>

/* memset(p, 0, n), without `rep stosb`: glibc's memset takes it from 2 KB
 * on x86-64, and on the AMD EPYC measured the stores that fill the output
 * right after it (a mask's legal entries, an observation's planes) wait for
 * it: a mask took twice as long (docs/performance.md). 256-bit stores
 * instead where the CPU has AVX2 (asked at run time); plain memset
 * elsewhere. */
void safari__clear(void *p, size_t n);

#endif
