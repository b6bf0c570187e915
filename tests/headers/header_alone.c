/* SPDX-License-Identifier: MIT */
/* Compiled as every C standard from C89 and every C++ standard from C++98,
 * with -pedantic-errors -Werror: safari.h must stand alone (first include,
 * nothing before it) and survive a second inclusion. */
#include "safari.h"
#include "safari.h"

/* The move is plain data that every FFI copies: it stays within 16 bytes.
 * A negative array size is the compile-time check every standard takes. */
typedef char safari_move_is_at_most_16_bytes[sizeof(safari_move) <= 16 ? 1 : -1];
