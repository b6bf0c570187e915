/* Internal: helpers shared by the text formats (notation.c, record.c,
 * legal_text.c): the text writer and the integer grammar.
 *
 * Every text function of the API fills a caller's buffer with the
 * buf/cap/len protocol: on #SAFARI_EBUFS only `*len` changes. So each text is
 * produced twice by the same function: once counting, once writing into a
 * buffer known to be large enough (safari__text_emit). */
#ifndef SAFARI_TEXT_H
#define SAFARI_TEXT_H

#include "safari.h"

typedef struct safari__textout {
    char *buf;  /* NULL while counting */
    size_t len; /* bytes produced so far */
} safari__textout;

/* Appends bytes, a NUL-terminated string, one character, a decimal integer. */
void safari__textout_bytes(safari__textout *t, const char *s, size_t n);
void safari__textout_str(safari__textout *t, const char *s);
void safari__textout_char(safari__textout *t, char c);
void safari__textout_int(safari__textout *t, int64_t v);

/* Appends the canonical text of a move; SAFARI_EINVAL (nothing appended) if
 * no text spells it. */
int safari__textout_move(safari__textout *t, const safari_move *m);

/* Produces a text: calls `fn(t, ctx)` once counting; if the text and its NUL
 * fit in `cap`, calls it again writing into `buf`. Returns fn's error, or
 * SAFARI_EBUFS with *len = the length needed, or SAFARI_OK. `len` may be NULL. */
typedef int (*safari__text_fn)(safari__textout *t, const void *ctx);
int safari__text_emit(safari__text_fn fn, const void *ctx, char *buf, size_t cap, size_t *len);

/* A canonical decimal integer in [lo, hi]: optional '-', digits, no leading
 * zero, no "-0", no '+'. 1 and *out on success, 0 otherwise. */
int safari__text_int(const char *s, size_t n, int64_t lo, int64_t hi, int64_t *out);

#endif
