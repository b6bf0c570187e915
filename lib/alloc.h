/* SPDX-License-Identifier: MIT */
/* Internal: allocation through a handle's hooks (malloc/free by default). */
#ifndef SAFARI_ALLOC_H
#define SAFARI_ALLOC_H

#include "safari.h"

/* The hooks to store in a handle: a copy of *a, or malloc/free for NULL. */
safari_allocator safari__allocator(const safari_allocator *a);
void *safari__alloc(const safari_allocator *a, size_t size);
void safari__free(const safari_allocator *a, void *p, size_t size);

#endif
