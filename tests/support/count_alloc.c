/* SPDX-License-Identifier: MIT */
/* The counting allocator of the tests (count_alloc.h). */
#include "count_alloc.h"

#include <stdlib.h>
#include <string.h>

static void *count_alloc_alloc(void *ud, size_t size)
{
    count_alloc *c = ud;
    c->calls++;
    if (c->calls == c->fail_call)
        return NULL;
    if (c->live == COUNT_ALLOC_MAX_BLOCKS) {
        c->overflows++;
        return NULL;
    }
    void *p = malloc(size ? size : 1);
    if (!p)
        return NULL;
    c->blocks[c->live].p = p;
    c->blocks[c->live].size = size;
    c->live++;
    c->allocs++;
    c->live_bytes += size;
    return p;
}

static void count_alloc_free(void *ud, void *p, size_t size)
{
    count_alloc *c = ud;
    c->frees++;
    for (size_t i = 0; i < c->live; i++) {
        if (c->blocks[i].p == p) {
            c->bad_frees += c->blocks[i].size != size;
            c->live_bytes -= c->blocks[i].size;
            c->blocks[i] = c->blocks[--c->live];
            free(p);
            return;
        }
    }
    c->bad_frees++; /* not ours (or freed twice): leave it alone */
}

safari_allocator count_alloc_hooks(count_alloc *c)
{
    safari_allocator a = {count_alloc_alloc, count_alloc_free, c};
    return a;
}

safari_allocator count_alloc_start(count_alloc *c, size_t fail_nth)
{
    memset(c, 0, sizeof *c);
    c->fail_nth = fail_nth;
    count_alloc_arm(c);
    return count_alloc_hooks(c);
}

void count_alloc_arm(count_alloc *c)
{
    c->fail_call = c->fail_nth ? c->calls + c->fail_nth : 0;
}

int count_alloc_all_freed(const count_alloc *c)
{
    return c->live == 0 && c->live_bytes == 0 && c->bad_frees == 0 && c->overflows == 0 &&
           c->frees == c->allocs;
}
