/* SPDX-License-Identifier: MIT */
/* Tile sets: the parser of the tile-set format (documented at the top of
 * data/safari.tiles) and the tables of tileset.h derived from it. References
 * and queries are in tileset_api.c. */
#include "tileset.h"
#include "alloc.h"
#include "debug.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define TS_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define TS_PRINTF(fmt, args)
#endif

enum {
    MAX_BIRDS = 99,     /* per bush */
    MAX_COORD = 9999,   /* keeps every reachable cell inside int16_t */
    MAX_GRID_BITS = 8,
    QUOTE_MAX = 24      /* characters of a token quoted in a message */
};

static const char SIDE_LETTERS[] = "NESW";
/* The letters of lib/text/text.c (safari__species_letters), which the text
 * room keeps to itself: it sees include/ alone. */
static const char SPECIES_LETTERS[] = "AEGLZ";
static const char CODE_LETTERS[] = "stb";

/* A piece of the input; never NUL-terminated. */
typedef struct span {
    const char *p;
    size_t n;
} span;

/* Land types fill types[] first, so start cells wait here until the number
 * of land types is known. */
typedef struct start_cell {
    ts_type type;
    ts_face face;
    int line;
} start_cell;

typedef struct parser {
    safari_tileset *ts;
    safari_diag *diag;
    int line;                               /* current line, 1-based */
    start_cell start[SAFARI_MAX_START_CELLS];
    int rangers_line;                       /* 0 until read */
    int id_line[SAFARI_MAX_TILE_TYPES + 1]; /* where each id was given; 0: not yet */
} parser;

/* ------------------------------------------------------------------------ */
/* Diagnostics and tokens                                                    */

static void diag_set(safari_diag *diag, int32_t line, const char *fmt, va_list ap)
{
    if (!diag)
        return;
    diag->line = line;
    vsnprintf(diag->message, sizeof diag->message, fmt, ap);
}

static int fail_at(safari_diag *diag, int32_t line, int status, const char *fmt, ...)
    TS_PRINTF(4, 5);
static int fail_at(safari_diag *diag, int32_t line, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_set(diag, line, fmt, ap);
    va_end(ap);
    return status;
}

/* Reports an error on the line being parsed. */
static int fail(parser *ps, int status, const char *fmt, ...) TS_PRINTF(3, 4);
static int fail(parser *ps, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_set(ps->diag, ps->line, fmt, ap);
    va_end(ap);
    return status;
}

/* printf arguments quoting a span: "%.*s", QUOTE(s). */
#define QUOTE(s) ((s).n > QUOTE_MAX ? (int)QUOTE_MAX : (int)(s).n), (s).p

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Takes the next blank-separated token of *rest; 0 when none is left. */
static int next_token(span *rest, span *tok)
{
    size_t i = 0;
    while (i < rest->n && is_blank(rest->p[i]))
        i++;
    size_t j = i;
    while (j < rest->n && !is_blank(rest->p[j]))
        j++;
    tok->p = rest->p + i;
    tok->n = j - i;
    rest->p += j;
    rest->n -= j;
    return tok->n > 0;
}

/* Takes the text up to the next `sep` (or the end) and steps over `sep`. */
static span next_piece(span *rest, char sep)
{
    const char *end = rest->n ? memchr(rest->p, sep, rest->n) : NULL;
    span piece = {rest->p, end ? (size_t)(end - rest->p) : rest->n};
    size_t used = end ? piece.n + 1 : piece.n;
    rest->p += used;
    rest->n -= used;
    return piece;
}

static int span_is(span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.n == n && memcmp(s.p, lit, n) == 0;
}

static int starts_with(span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.n >= n && memcmp(s.p, lit, n) == 0;
}

/* Index of c in letters, or -1 (never matches the terminating NUL). */
static int letter_index(const char *letters, char c)
{
    const char *hit = c ? strchr(letters, c) : NULL;
    return hit ? (int)(hit - letters) : -1;
}

static int all_digits(span s)
{
    if (s.n == 0)
        return 0;
    for (size_t i = 0; i < s.n; i++)
        if (s.p[i] < '0' || s.p[i] > '9')
            return 0;
    return 1;
}

/* Decimal digits only, at most 9 of them (so the value fits an int). */
static int parse_uint(span s, int *out)
{
    if (!all_digits(s) || s.n > 9)
        return 0;
    int v = 0;
    for (size_t i = 0; i < s.n; i++)
        v = v * 10 + (s.p[i] - '0');
    *out = v;
    return 1;
}

/* A coordinate: an optional '-' then digits, within +-MAX_COORD. */
static int parse_coord(parser *ps, span *rest, const char *what, int16_t *out)
{
    span tok;
    if (!next_token(rest, &tok))
        return fail(ps, SAFARI_EPARSE, "missing %s", what);
    span digits = tok;
    int neg = 0;
    if (digits.n && digits.p[0] == '-') {
        neg = 1;
        digits.p++;
        digits.n--;
    }
    int v;
    if (!parse_uint(digits, &v))
        return fail(ps, SAFARI_EPARSE, "bad coordinate '%.*s' for %s", QUOTE(tok), what);
    if (v > MAX_COORD)
        return fail(ps, SAFARI_EPARSE, "coordinate %.*s out of -%d..%d", QUOTE(tok), MAX_COORD,
                    MAX_COORD);
    *out = (int16_t)(neg ? -v : v);
    return SAFARI_OK;
}

/* ------------------------------------------------------------------------ */
/* Tiles: sides, features, copies                                            */

/* The local feature touching each unrotated side, or TS_NO_FEATURE. */
static void side_features(const ts_type *t, uint8_t out[4])
{
    memset(out, TS_NO_FEATURE, 4);
    SAFARI_ASSERT(t->nfeatures <= TS_MAX_FEATURES);
    for (int f = 0; f < t->nfeatures; f++)
        for (int d = 0; d < 4; d++)
            if (t->features[f].sides & (1u << d)) {
                SAFARI_ASSERT(out[d] == TS_NO_FEATURE); /* parse_feature: one feature a side */
                out[d] = (uint8_t)f;
            }
}

/* One trail:<SIDES> or bush:<SIDES>/<B> token, appended to t. */
static int parse_feature(parser *ps, span tok, int kind, span body, ts_type *t,
                         unsigned *claimed)
{
    const char *name = kind == SAFARI_FEATURE_TRAIL ? "trail" : "bush";
    int want = kind == SAFARI_FEATURE_TRAIL ? SIDE_TRAIL : SIDE_BUSH;
    int birds = 0;
    if (t->nfeatures == TS_MAX_FEATURES)
        return fail(ps, SAFARI_EPARSE, "more than %d features", TS_MAX_FEATURES);
    if (kind == SAFARI_FEATURE_BUSH) {
        const char *slash = memchr(body.p, '/', body.n);
        if (!slash)
            return fail(ps, SAFARI_EPARSE, "'%.*s' needs a bird count, e.g. bush:N/1",
                        QUOTE(tok));
        span count = {slash + 1, (size_t)(body.p + body.n - slash - 1)};
        body.n = (size_t)(slash - body.p);
        if (!parse_uint(count, &birds))
            return fail(ps, SAFARI_EPARSE, "bad bird count '%.*s' in '%.*s'", QUOTE(count),
                        QUOTE(tok));
        if (birds > MAX_BIRDS)
            return fail(ps, SAFARI_EPARSE, "bird count %d out of 0..%d", birds, MAX_BIRDS);
    }
    if (body.n == 0)
        return fail(ps, SAFARI_EPARSE, "'%.*s' touches no side", QUOTE(tok));
    unsigned mask = 0;
    for (size_t i = 0; i < body.n; i++) {
        int d = letter_index(SIDE_LETTERS, body.p[i]);
        if (d < 0)
            return fail(ps, SAFARI_EPARSE, "bad side '%c' in '%.*s' (expected N, E, S or W)",
                        body.p[i], QUOTE(tok));
        if (mask & (1u << d))
            return fail(ps, SAFARI_EPARSE, "side %c twice in '%.*s'", SIDE_LETTERS[d],
                        QUOTE(tok));
        if (t->sides[d] != want)
            return fail(ps, SAFARI_EPARSE, "%s on side %c, but side %c is %c, not %c", name,
                        SIDE_LETTERS[d], SIDE_LETTERS[d], CODE_LETTERS[t->sides[d]],
                        CODE_LETTERS[want]);
        if (*claimed & (1u << d))
            return fail(ps, SAFARI_EPARSE, "side %c is in two features", SIDE_LETTERS[d]);
        mask |= 1u << d;
    }
    *claimed |= mask;
    ts_feature *f = &t->features[t->nfeatures++];
    f->kind = (uint8_t)kind;
    f->sides = (uint8_t)mask;
    f->birds = (uint8_t)birds;
    return SAFARI_OK;
}

/* "<sides> <feature>..." of a type or start line, into t; checks that every
 * t side is in one trail, every b side in one bush and no s side in any. */
static int parse_shape(parser *ps, span *rest, ts_type *t)
{
    span tok;
    if (!next_token(rest, &tok))
        return fail(ps, SAFARI_EPARSE, "missing sides (4 letters of s, t, b)");
    if (tok.n != 4)
        return fail(ps, SAFARI_EPARSE, "sides '%.*s' must be 4 letters of s, t, b", QUOTE(tok));
    for (int d = 0; d < 4; d++) {
        int code = letter_index(CODE_LETTERS, tok.p[d]);
        if (code < 0)
            return fail(ps, SAFARI_EPARSE, "side '%c' is not s, t or b", tok.p[d]);
        t->sides[d] = (uint8_t)code;
    }
    unsigned claimed = 0;
    while (next_token(rest, &tok)) {
        int rc = SAFARI_OK;
        if (span_is(tok, "baobab")) {
            if (t->baobab)
                return fail(ps, SAFARI_EPARSE, "baobab twice");
            t->baobab = 1;
        } else if (starts_with(tok, "trail:")) {
            span body = {tok.p + 6, tok.n - 6};
            rc = parse_feature(ps, tok, SAFARI_FEATURE_TRAIL, body, t, &claimed);
        } else if (starts_with(tok, "bush:")) {
            span body = {tok.p + 5, tok.n - 5};
            rc = parse_feature(ps, tok, SAFARI_FEATURE_BUSH, body, t, &claimed);
        } else {
            rc = fail(ps, SAFARI_EPARSE, "unknown feature '%.*s'", QUOTE(tok));
        }
        if (rc != SAFARI_OK)
            return rc;
    }
    for (int d = 0; d < 4; d++) {
        if (claimed & (1u << d))
            continue;
        if (t->sides[d] == SIDE_TRAIL)
            return fail(ps, SAFARI_EPARSE, "side %c is t but no trail touches it",
                        SIDE_LETTERS[d]);
        if (t->sides[d] == SIDE_BUSH)
            return fail(ps, SAFARI_EPARSE, "side %c is b but no bush touches it",
                        SIDE_LETTERS[d]);
    }
    return SAFARI_OK;
}

/* One copy group ("-" or "S@side,S@side..."): animals per local feature. */
static int parse_copy(parser *ps, const ts_type *t, span group, int k,
                      uint8_t animals[TS_MAX_FEATURES][SAFARI_SPECIES])
{
    span tok, extra;
    memset(animals, 0, TS_MAX_FEATURES * SAFARI_SPECIES);
    if (!next_token(&group, &tok))
        return fail(ps, SAFARI_EPARSE, "copy %d is empty (write '-' for no animals)", k);
    if (next_token(&group, &extra))
        return fail(ps, SAFARI_EPARSE,
                    "copy %d: unexpected '%.*s' (animals are separated by commas, no blanks)",
                    k, QUOTE(extra));
    if (span_is(tok, "-"))
        return SAFARI_OK;
    uint8_t feature_of[4];
    side_features(t, feature_of);
    const char *p = tok.p, *end = tok.p + tok.n;
    for (;;) {
        const char *comma = memchr(p, ',', (size_t)(end - p));
        span item = {p, (size_t)((comma ? comma : end) - p)};
        if (item.n != 3 || item.p[1] != '@')
            return fail(ps, SAFARI_EPARSE, "copy %d: bad animal '%.*s', expected S@side like E@N",
                        k, QUOTE(item));
        int s = letter_index(SPECIES_LETTERS, item.p[0]);
        if (s < 0)
            return fail(ps, SAFARI_EPARSE,
                        "copy %d: bad species '%c' (expected A, E, G, L or Z)", k, item.p[0]);
        int d = letter_index(SIDE_LETTERS, item.p[2]);
        if (d < 0)
            return fail(ps, SAFARI_EPARSE, "copy %d: bad side '%c' (expected N, E, S or W)", k,
                        item.p[2]);
        uint8_t f = feature_of[d];
        if (f == TS_NO_FEATURE)
            return fail(ps, SAFARI_EPARSE, "copy %d: animal on side %c: no feature there", k,
                        SIDE_LETTERS[d]);
        if (animals[f][s] == UINT8_MAX)
            return fail(ps, SAFARI_ELIMIT, "copy %d: more than %d animals of one kind", k,
                        UINT8_MAX);
        animals[f][s]++;
        if (!comma)
            break;
        p = comma + 1;
    }
    return SAFARI_OK;
}

/* Counts a copy into the faces of type ti, the type parsed last. `animals`
 * is not const: C11 does not convert uint8_t (*)[N] to const uint8_t (*)[N]. */
static void add_face(safari_tileset *ts, int ti, int copy,
                     uint8_t animals[TS_MAX_FEATURES][SAFARI_SPECIES])
{
    ts_type *t = &ts->types[ti];
    /* the type being parsed: its faces are the last ones, and the stack's
     * bound (checked before its copies) leaves room for a new one */
    SAFARI_ASSERT(ti == ts->ntypes && t->first_face + t->nfaces == ts->nfaces);
    SAFARI_ASSERT(ts->nfaces < SAFARI_MAX_LAND_TILES && copy >= 1 && copy <= t->count);
    for (int i = 0; i < t->nfaces; i++) {
        ts_face *f = &ts->faces[t->first_face + i];
        if (memcmp(f->animals, animals, sizeof f->animals) == 0) {
            SAFARI_ASSERT(f->count < t->count); /* a face counts copies of its type */
            f->count++;
            return;
        }
    }
    ts_face *f = &ts->faces[ts->nfaces++];
    f->type = (uint8_t)ti;
    f->copy = (uint8_t)copy;
    f->count = 1;
    memcpy(f->animals, animals, sizeof f->animals);
    t->nfaces++;
}

static const char *plural_copies(int n)
{
    return n == 1 ? "copy" : "copies";
}

/* ------------------------------------------------------------------------ */
/* Lines                                                                     */

/* <id> <count> <sides> <feature>... ; <copy> ; <copy> ... */
static int parse_type_line(parser *ps, span idtok, span head, span copies, int ngroups)
{
    safari_tileset *ts = ps->ts;
    int id, count;
    if (!parse_uint(idtok, &id) || id < 1 || id > SAFARI_MAX_TILE_TYPES)
        return fail(ps, SAFARI_EPARSE, "id %.*s out of 01..99", QUOTE(idtok));
    if (idtok.n != 2)
        return fail(ps, SAFARI_EPARSE, "id '%.*s' must be two digits", QUOTE(idtok));
    if (ps->id_line[id])
        return fail(ps, SAFARI_EPARSE, "duplicate id %02d (first on line %d)", id,
                    ps->id_line[id]);
    span tok;
    if (!next_token(&head, &tok))
        return fail(ps, SAFARI_EPARSE, "missing count after id %02d", id);
    if (!parse_uint(tok, &count))
        return fail(ps, SAFARI_EPARSE, "bad count '%.*s'", QUOTE(tok));
    if (count < 1 || count > UINT8_MAX)
        return fail(ps, SAFARI_EPARSE, "count %d out of 1..%d", count, UINT8_MAX);
    if (ts->nland + count > SAFARI_MAX_LAND_TILES)
        return fail(ps, SAFARI_ELIMIT, "more than %d land tiles", SAFARI_MAX_LAND_TILES);

    /* ids are distinct and in 1..99, so there is room for this type */
    int ti = ts->ntypes;
    ts_type *t = &ts->types[ti];
    t->id = (uint8_t)id;
    t->count = (uint8_t)count;
    t->first_face = (uint16_t)ts->nfaces;
    int rc = parse_shape(ps, &head, t);
    if (rc != SAFARI_OK)
        return rc;
    if (ngroups != count)
        return fail(ps, SAFARI_EPARSE, "type %02d has %d %s, expected %d", id, ngroups,
                    plural_copies(ngroups), count);
    for (int k = 1; k <= ngroups; k++) {
        uint8_t animals[TS_MAX_FEATURES][SAFARI_SPECIES];
        rc = parse_copy(ps, t, next_piece(&copies, ';'), k, animals);
        if (rc != SAFARI_OK)
            return rc;
        add_face(ts, ti, k, animals);
    }
    ps->id_line[id] = ps->line;
    ts->ntypes++;
    ts->nland += count;
    return SAFARI_OK;
}

/* start <x> <y> <sides> <feature>... ; <copy> */
static int parse_start_line(parser *ps, span head, span copies, int ngroups)
{
    safari_tileset *ts = ps->ts;
    if (ts->nstart == SAFARI_MAX_START_CELLS)
        return fail(ps, SAFARI_ELIMIT, "more than %d start cells", SAFARI_MAX_START_CELLS);
    int i = ts->nstart;
    int rc = parse_coord(ps, &head, "start x", &ts->start_x[i]);
    if (rc == SAFARI_OK)
        rc = parse_coord(ps, &head, "start y", &ts->start_y[i]);
    if (rc != SAFARI_OK)
        return rc;
    for (int j = 0; j < i; j++)
        if (ts->start_x[j] == ts->start_x[i] && ts->start_y[j] == ts->start_y[i])
            return fail(ps, SAFARI_EPARSE, "start cell (%d,%d) given twice (first on line %d)",
                        ts->start_x[i], ts->start_y[i], ps->start[j].line);
    start_cell *sc = &ps->start[i];
    rc = parse_shape(ps, &head, &sc->type);
    if (rc != SAFARI_OK)
        return rc;
    if (ngroups != 1)
        return fail(ps, SAFARI_EPARSE, "start cell has %d %s, expected 1", ngroups,
                    plural_copies(ngroups));
    rc = parse_copy(ps, &sc->type, copies, 1, sc->face.animals);
    if (rc != SAFARI_OK)
        return rc;
    sc->line = ps->line;
    ts->nstart++;
    return SAFARI_OK;
}

/* rangers <x1> <y1> <x2> <y2> */
static int parse_rangers_line(parser *ps, span head)
{
    safari_tileset *ts = ps->ts;
    if (ps->rangers_line)
        return fail(ps, SAFARI_EPARSE, "rangers given twice (first on line %d)",
                    ps->rangers_line);
    static const char *const what[4] = {"ranger 0 x", "ranger 0 y", "ranger 1 x", "ranger 1 y"};
    int16_t v[4];
    for (int i = 0; i < 4; i++) {
        int rc = parse_coord(ps, &head, what[i], &v[i]);
        if (rc != SAFARI_OK)
            return rc;
    }
    span tok;
    if (next_token(&head, &tok))
        return fail(ps, SAFARI_EPARSE, "unexpected '%.*s' after the rangers", QUOTE(tok));
    if (v[0] == v[2] && v[1] == v[3])
        return fail(ps, SAFARI_EPARSE, "rangers on the same cell (%d,%d)", v[0], v[1]);
    for (int r = 0; r < SAFARI_RANGERS; r++) {
        ts->ranger_x[r] = v[2 * r];
        ts->ranger_y[r] = v[2 * r + 1];
    }
    ps->rangers_line = ps->line;
    return SAFARI_OK;
}

static int parse_line(parser *ps, span line)
{
    span rest = line, tok;
    if (memchr(line.p, '\0', line.n))
        return fail(ps, SAFARI_EPARSE, "NUL byte in the text");
    if (!next_token(&rest, &tok) || tok.p[0] == '#')
        return SAFARI_OK; /* blank line or comment */
    if (memchr(line.p, '#', line.n))
        return fail(ps, SAFARI_EPARSE, "'#' after content: a comment takes a whole line");

    rest = line;
    span head = next_piece(&rest, ';');
    int has_copies = head.n < line.n;
    int ngroups = 0;
    if (has_copies) {
        ngroups = 1;
        for (size_t i = 0; i < rest.n; i++)
            ngroups += rest.p[i] == ';';
    }
    if (!next_token(&head, &tok))
        return fail(ps, SAFARI_EPARSE, "expected a type, start or rangers line before ';'");
    if (span_is(tok, "start"))
        return parse_start_line(ps, head, rest, ngroups);
    if (span_is(tok, "rangers")) {
        if (has_copies)
            return fail(ps, SAFARI_EPARSE, "unexpected ';' in the rangers line");
        return parse_rangers_line(ps, head);
    }
    if (all_digits(tok))
        return parse_type_line(ps, tok, head, rest, ngroups);
    return fail(ps, SAFARI_EPARSE, "unknown line '%.*s': expected an id, start or rangers",
                QUOTE(tok));
}

/* ------------------------------------------------------------------------ */
/* Whole-set checks and derived tables                                       */

/* Facing sides of adjacent start cells must match, as for any placement. */
static int check_start_cells(parser *ps)
{
    const safari_tileset *ts = ps->ts;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {1, 0, -1, 0};
    for (int i = 1; i < ts->nstart; i++)
        for (int j = 0; j < i; j++)
            for (int d = 0; d < 4; d++) {
                if (ts->start_x[i] + dx[d] != ts->start_x[j] ||
                    ts->start_y[i] + dy[d] != ts->start_y[j])
                    continue;
                int mine = ps->start[i].type.sides[d];
                int theirs = ps->start[j].type.sides[(d + 2) & 3];
                if (mine != theirs)
                    return fail_at(ps->diag, ps->start[i].line, SAFARI_EPARSE,
                                   "start cells do not match: side %c of (%d,%d) is %c, "
                                   "side %c of (%d,%d) is %c",
                                   SIDE_LETTERS[d], ts->start_x[i], ts->start_y[i],
                                   CODE_LETTERS[mine], SIDE_LETTERS[(d + 2) & 3],
                                   ts->start_x[j], ts->start_y[j], CODE_LETTERS[theirs]);
            }
    return SAFARI_OK;
}

/* The torus must be wider than any line of tiles the game can lay out from
 * the start cells and rangers, so that no two cells alias. */
static int set_grid_bits(parser *ps)
{
    safari_tileset *ts = ps->ts;
    int minx = ts->ranger_x[0], maxx = minx, miny = ts->ranger_y[0], maxy = miny;
    for (int i = 0; i < ts->nstart + SAFARI_RANGERS; i++) {
        int x = i < ts->nstart ? ts->start_x[i] : ts->ranger_x[i - ts->nstart];
        int y = i < ts->nstart ? ts->start_y[i] : ts->ranger_y[i - ts->nstart];
        minx = x < minx ? x : minx;
        maxx = x > maxx ? x : maxx;
        miny = y < miny ? y : miny;
        maxy = y > maxy ? y : maxy;
    }
    int span_x = maxx - minx + 1, span_y = maxy - miny + 1;
    int need = (span_x > span_y ? span_x : span_y) + ts->nland + 3;
    int bits = 0;
    while ((1 << bits) < need)
        bits++;
    if (bits > MAX_GRID_BITS)
        return fail_at(ps->diag, 0, SAFARI_ELIMIT, "tile set too large for the board");
    ts->grid_bits = bits;
    return SAFARI_OK;
}

/* The tables of one type in each rotation: board side d shows unrotated
 * side (d - r) mod 4. */
static void orient_type(ts_type *t)
{
    uint8_t feature_of[4];
    side_features(t, feature_of);
    for (int r = 0; r < 4; r++) {
        ts_orient *o = &t->orient[r];
        memset(o, 0, sizeof *o);
        int code[4];
        for (int d = 0; d < 4; d++) {
            int u = (d + 4 - r) & 3;
            code[d] = t->sides[u];
            o->code = (uint8_t)(o->code | (code[d] << (2 * d)));
            o->side_feature[d] = feature_of[u];
        }
        /* corner c lies between board sides c and c + 1 */
        for (int c = 0; c < 4; c++)
            if (code[c] != SIDE_BUSH && code[(c + 1) & 3] != SIDE_BUSH)
                o->open_corners = (uint8_t)(o->open_corners | (1u << c));
        for (int f = 0; f < TS_MAX_FEATURES; f++) {
            unsigned m = t->features[f].sides;
            m = ((m << r) | (m >> (4 - r))) & 0xFu;
            o->feature_sides[f] = (uint8_t)m;
            o->canonical[f] = TS_NO_FEATURE;
            for (int d = 3; d >= 0; d--)
                if (m & (1u << d))
                    o->canonical[f] = (uint8_t)d;
            /* a feature touches a side (parse_feature); none past nfeatures */
            SAFARI_ASSERT((o->canonical[f] != TS_NO_FEATURE) == (f < t->nfeatures));
        }
    }
    for (unsigned key = 0; key < 256; key++) {
        unsigned mask = 0;
        for (int d = 0; d < 4; d++)
            if (((key >> (2 * d)) & 3u) != 3u)
                mask |= 3u << (2 * d);
        for (int r = 0; r < 4; r++)
            if ((t->orient[r].code & mask) == (key & mask))
                t->fits[key] = (uint8_t)(t->fits[key] | (1u << r));
    }
}

/* The start cells make one tile, and a tile has corners only at its own
 * outline: a start cell's corner is a slot only when no other start cell
 * meets at that vertex (docs/rules.md section 5.1, R18). Start cells stand
 * unrotated, so only rotation 0 is used. */
static void close_shared_start_corners(safari_tileset *ts)
{
    static const int8_t vertex_dx[4] = {1, 1, 0, 0}; /* NE SE SW NW */
    static const int8_t vertex_dy[4] = {1, 0, 0, 1};
    for (int i = 0; i < ts->nstart; i++) {
        ts_orient *o = &ts->types[ts->ntypes + i].orient[0];
        for (int c = 0; c < 4; c++) {
            int vx = ts->start_x[i] + vertex_dx[c], vy = ts->start_y[i] + vertex_dy[c];
            for (int j = 0; j < ts->nstart; j++) {
                int dx = vx - ts->start_x[j], dy = vy - ts->start_y[j];
                if (j != i && (dx == 0 || dx == 1) && (dy == 0 || dy == 1))
                    o->open_corners = (uint8_t)(o->open_corners & ~(1u << c));
            }
        }
    }
}

/* A feature's totals (feature.animals, feature.birds in state.h) are
 * 16-bit: a feature holds at most every animal and bird of the set, so a
 * set whose totals fit in 16 bits can never overflow them. Scores are 32-bit
 * and bounded far below by the same totals. */
static int check_totals(parser *ps)
{
    const safari_tileset *ts = ps->ts;
    long animals[SAFARI_SPECIES] = {0}, birds = 0;
    for (int f = 0; f < ts->nfaces + ts->nstart; f++) {
        const ts_face *face = &ts->faces[f];
        long copies = f < ts->nfaces ? face->count : 1;
        for (int k = 0; k < TS_MAX_FEATURES; k++)
            for (int sp = 0; sp < SAFARI_SPECIES; sp++)
                animals[sp] += copies * face->animals[k][sp];
    }
    for (int t = 0; t < ts->ntypes + ts->nstart; t++) {
        const ts_type *type = &ts->types[t];
        long copies = t < ts->ntypes ? type->count : 1;
        for (int k = 0; k < type->nfeatures; k++)
            birds += copies * type->features[k].birds;
    }
    for (int sp = 0; sp < SAFARI_SPECIES; sp++)
        if (animals[sp] > UINT16_MAX)
            return fail(ps, SAFARI_ELIMIT, "%ld animals of one species (at most %d)",
                        animals[sp], UINT16_MAX);
    if (birds > UINT16_MAX)
        return fail(ps, SAFARI_ELIMIT, "%ld birds (at most %d)", birds, UINT16_MAX);
    return SAFARI_OK;
}

static int finish(parser *ps)
{
    safari_tileset *ts = ps->ts;
    ps->line = 0;
    if (ts->ntypes == 0)
        return fail(ps, SAFARI_EPARSE, "no land tiles");
    if (ts->nstart == 0)
        return fail(ps, SAFARI_EPARSE, "missing start");
    if (!ps->rangers_line)
        return fail(ps, SAFARI_EPARSE, "missing rangers");
    for (int r = 0; r < SAFARI_RANGERS; r++)
        for (int i = 0; i < ts->nstart; i++)
            if (ts->ranger_x[r] == ts->start_x[i] && ts->ranger_y[r] == ts->start_y[i])
                return fail_at(ps->diag, ps->rangers_line, SAFARI_EPARSE,
                               "ranger %d on start cell (%d,%d)", r, ts->start_x[i],
                               ts->start_y[i]);
    int rc = check_start_cells(ps);
    if (rc == SAFARI_OK)
        rc = set_grid_bits(ps);
    if (rc != SAFARI_OK)
        return rc;
    for (int i = 0; i < ts->nstart; i++) {
        ts_type *t = &ts->types[ts->ntypes + i];
        ts_face *f = &ts->faces[ts->nfaces + i];
        *t = ps->start[i].type;
        *f = ps->start[i].face;
        t->first_face = (uint16_t)(ts->nfaces + i);
        t->nfaces = 1;
        f->type = (uint8_t)(ts->ntypes + i);
        f->copy = (uint8_t)(i + 1);
    }
    for (int i = 0; i < ts->ntypes + ts->nstart; i++)
        orient_type(&ts->types[i]);
    for (int key = 0; key < 256; key++)
        for (int i = 0; i < ts->ntypes; i++)
            ts->fit_any[key][i] = (ts->types[i].fits[key] & 15u) != 0;
    close_shared_start_corners(ts);
    rc = check_totals(ps);
    if (rc != SAFARI_OK)
        return rc;
    memset(ts->type_of_id, TS_NO_TYPE, sizeof ts->type_of_id);
    memset(ts->face_at_copy, TS_NO_FACE, sizeof ts->face_at_copy);
    for (int i = 0, base = 0; i < ts->ntypes; i++) {
        const ts_type *t = &ts->types[i];
        ts->type_of_id[t->id] = (uint8_t)i;
        ts->copies[t->id] = t->count;
        ts->copy_base[t->id] = (uint16_t)base;
        for (int f = t->first_face; f < t->first_face + t->nfaces; f++)
            ts->face_at_copy[base + ts->faces[f].copy - 1] = (uint8_t)f;
        base += t->count;
    }
    for (int f = 0; f < ts->nfaces; f++) {
        safari_move draw = {SAFARI_MOVE_DRAW, 0, ts->faces[f].copy,
                            ts->types[ts->faces[f].type].id, 0, 0};
        ts->draws[f] = draw;
    }
    return SAFARI_OK;
}

/* Bytes of the line end at text[i] (LF, CRLF or a lone CR), 0 if none. */
static size_t line_end_at(const char *text, size_t len, size_t i)
{
    SAFARI_ASSERT(i < len);
    if (text[i] == '\n')
        return 1;
    if (text[i] != '\r')
        return 0;
    return i + 1 < len && text[i + 1] == '\n' ? 2 : 1;
}

/* A UTF-8 byte-order mark, which some editors put at the start of a file. */
static size_t bom_length(const char *text, size_t len)
{
    return len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

static int parse_text(parser *ps, const char *text, size_t len)
{
    size_t pos = bom_length(text, len);
    while (pos < len) {
        size_t end = pos, eol = 0;
        while (end < len && (eol = line_end_at(text, len, end)) == 0)
            end++;
        span line = {text + pos, end - pos};
        ps->line++;
        int rc = parse_line(ps, line);
        if (rc != SAFARI_OK)
            return rc;
        pos = end + eol;
    }
    return finish(ps);
}

/* ------------------------------------------------------------------------ */
/* Life cycle                                                                */

/* The text a tile set keeps (and records carry): no byte-order mark, every
 * line end (LF, CRLF, lone CR) an LF, and a final newline, so that a set
 * read back from a record writes the same record. The lines are the
 * parser's, so no meaning is lost. Writes at most len + 1 bytes and a NUL;
 * returns the length. */
static size_t canonical_text(const char *text, size_t len, char *out)
{
    size_t n = 0;
    for (size_t i = bom_length(text, len); i < len;) {
        size_t eol = line_end_at(text, len, i);
        out[n++] = eol ? '\n' : text[i];
        i += eol ? eol : 1;
    }
    if (n > 0 && out[n - 1] != '\n')
        out[n++] = '\n';
    SAFARI_ASSERT(n <= len + 1); /* the caller's room */
    out[n] = '\0';
    return n;
}

int safari__tileset_parse(safari_tileset **out, const char *text, size_t len,
                          const safari_allocator *alloc, safari_diag *diag)
{
    if (out)
        *out = NULL;
    if (!out || !text)
        return fail_at(diag, 0, SAFARI_EINVAL, "NULL argument");
    if (alloc && (!alloc->alloc || !alloc->free))
        return fail_at(diag, 0, SAFARI_EINVAL, "allocator without alloc or free");
    safari_allocator a = safari__allocator(alloc);
    if (len == SIZE_MAX)
        return fail_at(diag, 0, SAFARI_ENOMEM, "out of memory");

    safari_tileset *ts = a.alloc(a.ud, sizeof *ts);
    if (!ts)
        return fail_at(diag, 0, SAFARI_ENOMEM, "out of memory");
    memset(ts, 0, sizeof *ts);
    ts->alloc = a;
    parser ps;
    memset(&ps, 0, sizeof ps);
    ps.ts = ts;
    ps.diag = diag;
    int rc = parse_text(&ps, text, len);
    if (rc == SAFARI_OK) {
        ts->text_alloc = len + 2; /* room for a final newline and the NUL */
        ts->text = a.alloc(a.ud, ts->text_alloc);
        rc = ts->text ? SAFARI_OK : SAFARI_ENOMEM;
    }
    if (rc != SAFARI_OK) {
        if (rc == SAFARI_ENOMEM)
            fail_at(diag, 0, rc, "out of memory");
        a.free(a.ud, ts, sizeof *ts);
        return rc;
    }
    ts->text_len = canonical_text(text, len, ts->text);
    ts->is_default = ts->text_len == safari__default_tiles_len &&
                     memcmp(ts->text, safari__default_tiles, ts->text_len) == 0;
    atomic_init(&ts->refs, 1);
    if (diag) {
        diag->line = 0;
        diag->message[0] = '\0';
    }
    *out = ts;
    return SAFARI_OK;
}
