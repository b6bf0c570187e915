/* SPDX-License-Identifier: MIT */
/* Escaping of outside text for one-line fields (escape.c). Depends on
 * nothing but the C library, so that tests and fuzzers compile it alone. */
#ifndef SAFARI_CLI_ESCAPE_H
#define SAFARI_CLI_ESCAPE_H

#include <stddef.h>

/* Writes the n bytes of s escaped (control bytes and DEL as `\xHH`, a
 * backslash as `\\`) into out, NUL-terminated and cut to cap - 1 bytes;
 * returns the length of the whole escaped text, as snprintf does. */
size_t cli_escape(const char *s, size_t n, char *out, size_t cap);
/* The NUL-terminated s escaped into out (cut to cap - 1 bytes); returns out. */
const char *cli_escaped(const char *s, char *out, size_t cap);

#endif
