/* SPDX-License-Identifier: MIT */
/* SAFARI_ASSERT, the engine's and the AI toolkit's check of an internal
 * invariant: its own header, so that a module that needs nothing of the
 * state (the tile-set parser) asserts too. state.h includes it. */
#ifndef SAFARI_DEBUG_H
#define SAFARI_DEBUG_H

/* Internal assertions, compiled with SAFARI_DEBUG (SAFARI_DEBUG_ASSERTS in
 * CMake: the test, sanitizer and fuzz builds). Not assert(): those builds
 * are RelWithDebInfo, whose NDEBUG would silence it. */
#ifdef SAFARI_DEBUG
#  include <stdio.h>
#  include <stdlib.h>
#  define SAFARI_ASSERT(x)                                                              \
      ((x) ? (void)0                                                                    \
           : (fprintf(stderr, "%s:%d: SAFARI_ASSERT(%s) failed\n", __FILE__, __LINE__, #x), \
              abort()))
#else
#  define SAFARI_ASSERT(x) ((void)0)
#endif

#endif
