/* SPDX-License-Identifier: MIT */
/* Internal: helpers shared by the text formats (notation.c, record.c,
 * legal_text.c): the letter tables, the text writer and the integer grammar
 * (text.c), and the text of a move (notation.c). The room lib/text sees
 * include/ alone (docs/architecture.md): this header may include nothing
 * but safari.h.
 *
 * Every text function of the API fills a caller's buffer with the library's
 * one buffer rule (safari.h): `*len` is set to the text's length; a buffer
 * of `*len + 1` bytes gets the whole text and its NUL; a smaller one gets
 * what fits (its first cap - 1 bytes and a NUL) and SAFARI_EBUFS. So each
 * text is produced twice by the same function: once counting (an error
 * then leaves the buffer untouched), once writing (safari__text_emit). */
#ifndef SAFARI_TEXT_H
#define SAFARI_TEXT_H

#include "safari.h"

/* The letters of the species (A E G L Z, in SAFARI_SPECIES order) and of
 * the sides (N E S W), each NUL-terminated so that strchr finds an index. */
extern const char safari__species_letters[SAFARI_SPECIES + 1];
extern const char safari__side_letters[4 + 1];

typedef struct safari__textout {
    char *buf;    /* NULL while counting */
    size_t len;   /* bytes produced so far */
    size_t limit; /* bytes of buf that may be written */
} safari__textout;

/* Appends bytes, a NUL-terminated string, one character, a decimal integer. */
void safari__textout_bytes(safari__textout *t, const char *s, size_t n);
void safari__textout_str(safari__textout *t, const char *s);
void safari__textout_char(safari__textout *t, char c);
void safari__textout_int(safari__textout *t, int64_t v);

/* Appends the canonical text of a move; SAFARI_EINVAL (nothing appended) if
 * no text spells it. */
int safari__textout_move(safari__textout *t, const safari_move *m);

/* Produces a text: calls `fn(t, ctx)` once counting, then (if cap > 0)
 * again writing into `buf` what fits with a NUL. Returns fn's error (buf
 * untouched), or SAFARI_EBUFS if the text and its NUL do not fit in `cap`,
 * or SAFARI_OK; *len is the text's length but on fn's error. `len` may be
 * NULL. */
typedef int (*safari__text_fn)(safari__textout *t, const void *ctx);
int safari__text_emit(safari__text_fn fn, const void *ctx, char *buf, size_t cap, size_t *len);

/* A canonical decimal integer in [lo, hi]: optional '-', digits, no leading
 * zero, no "-0", no '+'. 1 and *out on success, 0 otherwise. */
int safari__text_int(const char *s, size_t n, int64_t lo, int64_t hi, int64_t *out);

/* The legal moves of the pending decision numbered first .. first + cap - 1,
 * written at moves[0 ..] (weights too if not NULL); *count is the total.
 * legal_text.c walks a long list in chunks through it rather than hold
 * SAFARI_MAX_MOVES moves on the stack: the one place where the text formats
 * reach past the public API (implemented in api.c). */
int safari__legal_moves_chunk(const safari_game *game, size_t first, safari_move *moves,
                              uint32_t *weights, size_t cap, size_t *count);

#endif
