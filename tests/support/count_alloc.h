/* SPDX-License-Identifier: MIT */
/* The counting allocator of the tests: safari_allocator hooks that count
 * calls and blocks, check that each block is freed once with the size it
 * was asked, and can refuse one chosen call. Plain C, no cmocka, so that
 * any test program can link it. */
#ifndef SAFARI_COUNT_ALLOC_H
#define SAFARI_COUNT_ALLOC_H

#include <stddef.h>

#include "safari.h"

/* Blocks held at once; a call past it is refused and counted (overflows),
 * so a test never mistakes a full table for the library's doing. */
enum { COUNT_ALLOC_MAX_BLOCKS = 256 };

typedef struct count_alloc {
    size_t calls;      /* alloc calls, refused ones included */
    size_t allocs;     /* blocks handed out */
    size_t frees;      /* free calls */
    size_t fail_nth;   /* count_alloc_arm(): the call after it that fails; 0 none */
    size_t fail_call;  /* the call number (1-based) refused; 0 none */
    size_t bad_frees;  /* a pointer not handed out, or freed with another size */
    size_t overflows;  /* calls refused because the table was full */
    size_t live;       /* blocks held now */
    size_t live_bytes; /* bytes held now */
    struct {
        void *p;
        size_t size;
    } blocks[COUNT_ALLOC_MAX_BLOCKS];
} count_alloc;

/* Hooks that count through c; c is left as it is. */
safari_allocator count_alloc_hooks(count_alloc *c);

/* Zeroes c, then refuses its fail_nth-th call (1-based; 0: none); returns
 * the hooks. */
safari_allocator count_alloc_start(count_alloc *c, size_t fail_nth);

/* From now on, the c->fail_nth-th call is refused (0: none). */
void count_alloc_arm(count_alloc *c);

/* Whether every block handed out was freed, once, with its size. */
int count_alloc_all_freed(const count_alloc *c);

#endif
