/* SPDX-License-Identifier: MIT */
/* Folding for the determinism digest (digest.c): every value goes into one
 * FNV-1a 64 hash as the little-endian bytes of its integer value, so that
 * nothing depends on byte order, word size or struct layout. */
#ifndef SAFARI_DIGEST_FOLD_H
#define SAFARI_DIGEST_FOLD_H

#include <safari.h>

#include <stddef.h>
#include <stdint.h>

/* The state of one run: the hash, the checks that failed, and buffers. */
typedef struct run {
    uint64_t h;             /* FNV-1a 64 over every folded byte */
    int verbose;            /* --verbose: print the hash after each part */
    unsigned long failures; /* consistency checks that failed */
    safari_move moves[SAFARI_MAX_MOVES];    /* the legal moves of a position */
    safari_move outcomes[SAFARI_MAX_MOVES]; /* its outcomes, ... */
    uint32_t weights[SAFARI_MAX_MOVES];     /* ... with their weights */
    uint32_t actions[SAFARI_MAX_MOVES];     /* the legal actions of a window */
    uint8_t *mask;          /* growable buffers */
    size_t mask_cap;
    float *obs;
    size_t obs_cap;
    char *text;
    size_t text_cap;
    safari_event *events;
    size_t events_cap;
} run;

/* Exit 2 with a message: a call that cannot fail failed, or no memory. */
void die(const char *what);
void die_status(const char *call, int status);

void put8(run *r, uint8_t b);
void put16(run *r, uint16_t v);
void put32(run *r, uint32_t v);
void put64(run *r, uint64_t v);
void puti(run *r, int32_t v);
void putz(run *r, size_t v);
/* A tag before each kind of record keeps adjacent fields from aliasing. */
void tag(run *r, char t);
/* A text: its length, then its bytes. */
void put_text(run *r, const char *s, size_t len);
void put_move(run *r, const safari_move *m);
/* A float by its value: its IEEE-754 bits as an integer. */
void put_float(run *r, float f);
void fold_diag(run *r, const safari_diag *d);
/* The length of a string in a fixed buffer (strnlen() is POSIX, not C11). */
size_t bounded_len(const char *s, size_t cap);
/* A promise of the API: folded, and counted and named when it fails. */
void check(run *r, int ok, const char *what);
/* With --verbose, the hash after a part. */
void part_done(run *r, const char *name);

/* SplitMix64, the generator safari_game_playout() also uses. */
uint64_t splitmix(uint64_t *state);

/* buf grown to hold need entries of elem bytes; exits when out of memory. */
void *grow(void *buf, size_t *cap, size_t need, size_t elem);

#endif
