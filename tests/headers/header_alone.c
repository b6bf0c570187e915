/* Compiled as C11 and as C++11 with -pedantic -Werror: safari.h must stand
 * alone (first include, nothing before it) and survive a second inclusion. */
#include "safari.h"
#include "safari.h"

/* The move is plain data that every FFI copies: it stays within 16 bytes. */
#ifdef __cplusplus
static_assert(sizeof(safari_move) <= 16, "safari_move is at most 16 bytes");
#else
_Static_assert(sizeof(safari_move) <= 16, "safari_move is at most 16 bytes");
#endif
