/* SPDX-License-Identifier: MIT */
/* Allocation through per-handle hooks; no global allocator state. */
#include "alloc.h"

#include <stdlib.h>

static void *std_alloc(void *ud, size_t size)
{
    (void)ud;
    return malloc(size);
}

static void std_free(void *ud, void *p, size_t size)
{
    (void)ud;
    (void)size;
    free(p);
}

safari_allocator safari__allocator(const safari_allocator *a)
{
    if (a && a->alloc && a->free)
        return *a;
    safari_allocator std = {std_alloc, std_free, NULL};
    return std;
}

void *safari__alloc(const safari_allocator *a, size_t size)
{
    return a->alloc(a->ud, size);
}

void safari__free(const safari_allocator *a, void *p, size_t size)
{
    if (p)
        a->free(a->ud, p, size);
}
