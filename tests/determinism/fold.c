/* SPDX-License-Identifier: MIT */
/* Folding for the determinism digest: see fold.h. */
#include "fold.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void die(const char *what)
{
    fprintf(stderr, "safari_digest: %s\n", what);
    exit(2);
}

void die_status(const char *call, int status)
{
    fprintf(stderr, "safari_digest: %s failed: %s (%d)\n", call, safari_strerror(status), status);
    exit(2);
}

/* ---- folding: explicit little-endian bytes of integer values ---- */

void put8(run *r, uint8_t b)
{
    r->h ^= b;
    r->h *= 0x100000001b3ull;
}

void put16(run *r, uint16_t v)
{
    put8(r, (uint8_t)(v & 0xFFu));
    put8(r, (uint8_t)(v >> 8));
}

void put32(run *r, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        put8(r, (uint8_t)((v >> (8 * i)) & 0xFFu));
}

void put64(run *r, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        put8(r, (uint8_t)((v >> (8 * i)) & 0xFFu));
}

void puti(run *r, int32_t v) { put32(r, (uint32_t)v); }
void putz(run *r, size_t v) { put64(r, (uint64_t)v); }

void tag(run *r, char t) { put8(r, (uint8_t)t); }

void put_text(run *r, const char *s, size_t len)
{
    putz(r, len);
    for (size_t i = 0; i < len; i++)
        put8(r, (uint8_t)s[i]);
}

size_t bounded_len(const char *s, size_t cap)
{
    size_t n = 0;
    while (n < cap && s[n] != '\0')
        n++;
    return n;
}

void put_move(run *r, const safari_move *m)
{
    put8(r, m->kind);
    put8(r, m->species);
    put8(r, m->index);
    put8(r, m->tile);
    put16(r, (uint16_t)m->x);
    put16(r, (uint16_t)m->y);
}

/* A float by its value: its IEEE-754 bits as an integer (the observation
 * holds small counts, exact in any IEEE float). */
void put_float(run *r, float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    put32(r, bits);
}

/* A property the API promises (undo restores the hash, a record reads
 * back to the same game, ...): folded, and counted when it fails, so that a
 * broken platform says what broke as well as printing another digest. */
void check(run *r, int ok, const char *what)
{
    put8(r, (uint8_t)(ok != 0));
    if (!ok && r->failures++ < 10)
        fprintf(stderr, "safari_digest: check failed: %s\n", what);
}

void part_done(run *r, const char *name)
{
    if (r->verbose)
        printf("part %-10s %08lx%08lx\n", name, (unsigned long)(r->h >> 32),
               (unsigned long)(r->h & 0xFFFFFFFFu));
}

/* ---- SplitMix64, the generator safari_game_playout() also uses ---- */

uint64_t splitmix(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* ---- growable buffers ---- */

void *grow(void *buf, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return buf;
    size_t n = need + need / 2 + 16;
    void *p = realloc(buf, n * elem);
    if (p == NULL)
        die("out of memory");
    *cap = n;
    return p;
}

void fold_diag(run *r, const safari_diag *d)
{
    puti(r, d->line);
    put_text(r, d->message, bounded_len(d->message, sizeof d->message));
}
