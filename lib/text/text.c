/* SPDX-License-Identifier: MIT */
/* The pieces every text format shares (text.h): the letter tables, the
 * text writer and the integer grammar. Written once here, used by
 * notation.c, record.c and legal_text.c. */
#include "text.h"

#include <string.h>

const char safari__species_letters[SAFARI_SPECIES + 1] = "AEGLZ";
const char safari__side_letters[4 + 1] = "NESW";

/* ------------------------------------------------------------------------ */
/* Text writer                                                              */
/* ------------------------------------------------------------------------ */

void safari__textout_bytes(safari__textout *t, const char *s, size_t n)
{
    if (t->buf != NULL && t->len < t->limit) {
        size_t room = t->limit - t->len;
        memcpy(t->buf + t->len, s, n < room ? n : room);
    }
    t->len += n;
}

void safari__textout_str(safari__textout *t, const char *s)
{
    safari__textout_bytes(t, s, strlen(s));
}

void safari__textout_char(safari__textout *t, char c)
{
    safari__textout_bytes(t, &c, 1);
}

void safari__textout_int(safari__textout *t, int64_t v)
{
    char digits[24];
    size_t n = 0;
    /* Work on the magnitude as unsigned so that INT64_MIN is no special case. */
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    do {
        digits[sizeof digits - 1 - n++] = (char)('0' + (int)(u % 10u));
        u /= 10u;
    } while (u != 0);
    if (v < 0)
        digits[sizeof digits - 1 - n++] = '-';
    safari__textout_bytes(t, digits + sizeof digits - n, n);
}

int safari__text_emit(safari__text_fn fn, const void *ctx, char *buf, size_t cap, size_t *len)
{
    safari__textout t = {NULL, 0, 0};
    int rc = fn(&t, ctx);
    if (rc != SAFARI_OK)
        return rc;
    size_t need = t.len;
    if (len != NULL)
        *len = need;
    if (buf == NULL || cap == 0)
        return SAFARI_EBUFS;
    t.buf = buf;
    t.len = 0;
    t.limit = need < cap ? need : cap - 1;
    rc = fn(&t, ctx);
    /* Same function, same input: the second pass writes what the first counted. */
    if (rc != SAFARI_OK || t.len != need)
        return rc != SAFARI_OK ? rc : SAFARI_EINVAL;
    buf[t.limit] = '\0';
    return need < cap ? SAFARI_OK : SAFARI_EBUFS;
}

/* ------------------------------------------------------------------------ */
/* Integer grammar                                                          */
/* ------------------------------------------------------------------------ */

int safari__text_int(const char *s, size_t n, int64_t lo, int64_t hi, int64_t *out)
{
    size_t i = 0;
    int neg = 0;
    if (n > 0 && s[0] == '-') {
        neg = 1;
        i = 1;
    }
    size_t digits = n - i;
    /* 18 digits cannot overflow int64; every range used here is far smaller. */
    if (digits == 0 || digits > 18)
        return 0;
    if (s[i] == '0' && (digits > 1 || neg))
        return 0;
    int64_t v = 0;
    for (; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    if (neg)
        v = -v;
    if (v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}
