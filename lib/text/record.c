/* SPDX-License-Identifier: MIT */
/* Game records (docs/notation.md section 3): a header of options, then
 * every move since setup. Written from and replayed into a game through the
 * public API only. */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Header keys, in the order a record must give them. */
enum {
    K_SAFARI,
    K_SEATS,
    K_FIRST,
    K_FINAL,
    K_BAOBAB,
    K_BOOSTS, /* optional: only `boosts distinct` is ever written */
    K_LIMIT,
    K_TILESET,
    K_MOVES,
    K_COUNT
};

static const char *const key_names[K_COUNT] = {
    "safari",      "seats",       "first",   "final-scoring", "baobab-tokens",
    "boosts",      "board-limit", "tileset", "moves"};

/* ------------------------------------------------------------------------ */
/* Writing                                                                  */
/* ------------------------------------------------------------------------ */

static void put_key_int(safari__textout *t, const char *key, int64_t v)
{
    safari__textout_str(t, key);
    safari__textout_char(t, ' ');
    safari__textout_int(t, v);
    safari__textout_char(t, '\n');
}

static int emit_record(safari__textout *t, const void *ctx)
{
    const safari_game *g = ctx;
    safari_settings o = SAFARI_SETTINGS_INIT;
    int rc = safari_game_settings(g, &o);
    if (rc != SAFARI_OK)
        return rc;
    safari__textout_str(t, "safari 1\n");
    put_key_int(t, "seats", o.seats);
    put_key_int(t, "first", o.first_seat);
    safari__textout_str(t, o.final_scoring == SAFARI_FINAL_ALL ? "final-scoring all\n"
                                                               : "final-scoring majority\n");
    safari__textout_str(t, o.baobab_tokens == SAFARI_BAOBAB_AFTER ? "baobab-tokens after\n"
                                                                  : "baobab-tokens before\n");
    if (o.boosts == SAFARI_BOOSTS_DISTINCT)
        safari__textout_str(t, "boosts distinct\n");
    if (o.board_limited) {
        safari__textout_str(t, o.board_limited == SAFARI_LIMIT_WINDOW ? "board-limit window "
                                                                       : "board-limit ");
        safari__textout_int(t, o.limit_x);
        safari__textout_char(t, ' ');
        safari__textout_int(t, o.limit_y);
        safari__textout_char(t, '\n');
    } else {
        safari__textout_str(t, "board-limit none\n");
    }
    const safari_tileset *ts = safari_game_tileset(g);
    if (safari_tileset_is_default(ts)) {
        safari__textout_str(t, "tileset default\n");
    } else {
        size_t n = 0;
        const char *text = safari_tileset_text(ts, &n);
        if (text == NULL)
            return SAFARI_EINVAL;
        safari__textout_str(t, "tileset inline\n");
        safari__textout_bytes(t, text, n);
        if (n > 0 && text[n - 1] != '\n')
            safari__textout_char(t, '\n');
        safari__textout_str(t, "end\n");
    }
    safari__textout_str(t, "moves\n");
    size_t count = safari_game_history_length(g);
    for (size_t i = 0; i < count; i++) {
        safari_move m;
        rc = safari_game_history_move(g, i, &m);
        if (rc == SAFARI_OK)
            rc = safari__textout_move(t, &m);
        if (rc != SAFARI_OK)
            return rc;
        safari__textout_char(t, '\n');
    }
    return SAFARI_OK;
}

int safari_record_write(const safari_game *game, char *buf, size_t cap, size_t *len)
{
    if (game == NULL || len == NULL || (buf == NULL && cap != 0))
        return SAFARI_EINVAL;
    return safari__text_emit(emit_record, game, buf, cap, len);
}

/* ------------------------------------------------------------------------ */
/* Reading: lines and diagnostics                                           */
/* ------------------------------------------------------------------------ */

typedef struct reader {
    const char *text;
    size_t len;
    size_t pos;
    int32_t line; /* number of the last line returned */
    const char *s; /* that line, without its line end */
    size_t n;
} reader;

/* Moves to the next line; 0 at the end of the text. A line ends in LF,
 * CRLF or a lone CR, as the tile-set parser reads them (an inline set keeps
 * its line numbers). */
static int next_line(reader *r)
{
    if (r->pos >= r->len)
        return 0;
    const char *start = r->text + r->pos;
    size_t rest = r->len - r->pos, n = 0;
    while (n < rest && start[n] != '\n' && start[n] != '\r')
        n++;
    size_t end = n;
    if (end < rest)
        end += start[end] == '\r' && end + 1 < rest && start[end + 1] == '\n' ? 2 : 1;
    r->pos += end;
    r->s = start;
    r->n = n;
    r->line++;
    return 1;
}

/* Blank lines and comments (first non-blank character '#') carry nothing. */
static int line_is_empty(const reader *r)
{
    for (size_t i = 0; i < r->n; i++) {
        if (r->s[i] == '#')
            return 1;
        if (r->s[i] != ' ' && r->s[i] != '\t')
            return 0;
    }
    return 1;
}

/* Moves to the next line that is neither blank nor a comment. */
static int next_content_line(reader *r)
{
    while (next_line(r))
        if (!line_is_empty(r))
            return 1;
    return 0;
}

/* Quoted input is cut to this many bytes (then marked "...") so that the
 * reason fits in safari_diag.message. */
enum { QUOTE_MAX = 60 };
#define QUOTE(s, n) (int)((n) > QUOTE_MAX ? QUOTE_MAX : (n)), (s), ((n) > QUOTE_MAX ? "..." : "")

static void set_diag(safari_diag *d, int32_t line, const char *fmt, va_list ap)
{
    if (d != NULL) {
        d->line = line;
        vsnprintf(d->message, sizeof d->message, fmt, ap);
    }
}

/* Sets the diagnostic at a line. Returns SAFARI_EPARSE. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int fail_at(safari_diag *d, int32_t line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    set_diag(d, line, fmt, ap);
    va_end(ap);
    return SAFARI_EPARSE;
}

/* As fail_at, for another status (SAFARI_ELIMIT, SAFARI_EINVAL). */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int fail_with(int status, safari_diag *d, int32_t line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    set_diag(d, line, fmt, ap);
    va_end(ap);
    return status;
}

/* ------------------------------------------------------------------------ */
/* Reading: the header                                                      */
/* ------------------------------------------------------------------------ */

typedef struct header {
    safari_settings settings;
    int32_t limit_line;    /* line of `board-limit` */
    int32_t tileset_line;  /* line of `tileset` */
    const char *ts_text;   /* inline tile set: first byte of its first line */
    size_t ts_len;         /* bytes up to the start of the `end` line */
    int inline_set;
} header;

static int value_is(const char *v, size_t n, const char *s)
{
    return n == strlen(s) && memcmp(v, s, n) == 0;
}

/* Parses the value of key k, given as v[0..n). 1 on success. */
static int parse_value(header *h, int k, const char *v, size_t n)
{
    int64_t a, b;
    switch (k) {
    case K_SAFARI:
        return value_is(v, n, "1");
    case K_SEATS:
        if (!safari__text_int(v, n, 2, SAFARI_MAX_SEATS, &a))
            return 0;
        h->settings.seats = (int32_t)a;
        return 1;
    case K_FIRST:
        if (!safari__text_int(v, n, 0, h->settings.seats - 1, &a))
            return 0;
        h->settings.first_seat = (int32_t)a;
        return 1;
    case K_FINAL:
        h->settings.final_scoring = value_is(v, n, "all") ? SAFARI_FINAL_ALL : SAFARI_FINAL_MAJORITY;
        return value_is(v, n, "all") || value_is(v, n, "majority");
    case K_BAOBAB:
        h->settings.baobab_tokens = value_is(v, n, "after") ? SAFARI_BAOBAB_AFTER
                                                           : SAFARI_BAOBAB_BEFORE;
        return value_is(v, n, "after") || value_is(v, n, "before");
    case K_BOOSTS:
        h->settings.boosts = value_is(v, n, "distinct") ? SAFARI_BOOSTS_DISTINCT
                                                       : SAFARI_BOOSTS_INDEPENDENT;
        return value_is(v, n, "distinct") || value_is(v, n, "independent");
    case K_LIMIT: {
        if (value_is(v, n, "none"))
            return 1;
        h->settings.board_limited = SAFARI_LIMIT_TABLE;
        static const char window[] = "window ";
        if (n > sizeof window - 1 && memcmp(v, window, sizeof window - 1) == 0) {
            h->settings.board_limited = SAFARI_LIMIT_WINDOW;
            v += sizeof window - 1;
            n -= sizeof window - 1;
        }
        const char *sp = memchr(v, ' ', n);
        if (sp == NULL || !safari__text_int(v, (size_t)(sp - v), INT32_MIN, INT32_MAX, &a) ||
            !safari__text_int(sp + 1, n - (size_t)(sp - v) - 1, INT32_MIN, INT32_MAX, &b))
            return 0;
        h->settings.limit_x = (int32_t)a;
        h->settings.limit_y = (int32_t)b;
        return 1;
    }
    default: /* K_TILESET */
        h->inline_set = value_is(v, n, "inline");
        return h->inline_set || value_is(v, n, "default");
    }
}

/* Collects an inline tile set: every line up to a line `end`. */
static int read_inline_set(reader *r, header *h, safari_diag *d)
{
    h->ts_text = r->text + r->pos;
    for (;;) {
        size_t line_start = r->pos;
        if (!next_line(r))
            return fail_at(d, r->line + 1, "inline tile set not closed by 'end'");
        if (value_is(r->s, r->n, "end")) {
            h->ts_len = line_start - (size_t)(h->ts_text - r->text);
            return SAFARI_OK;
        }
    }
}

/* Refusals with a reason of their own, before parse_value: a record of
 * another version, and board-limit numbers no game can take (a cell is an
 * int16_t and a limit is a distance, so 0..32767). */
static int check_value(int k, const char *v, size_t n, int32_t line, safari_diag *d)
{
    int64_t a;
    if (k == K_SAFARI && !value_is(v, n, "1") && safari__text_int(v, n, 0, INT64_MAX, &a))
        return fail_at(d, line, "unsupported record version %lld: this library reads 1",
                       (long long)a);
    if (k != K_LIMIT)
        return SAFARI_OK;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && v[j] != ' ')
            j++;
        if (safari__text_int(v + i, j - i, INT64_MIN / 10, INT64_MAX / 10, &a) &&
            (a < 0 || a > INT16_MAX))
            return fail_at(d, line, "bad value '%.*s%s' for 'board-limit': %lld out of range "
                                    "(max %d)",
                           QUOTE(v, n), (long long)a, INT16_MAX);
        i = j + 1;
    }
    return SAFARI_OK;
}

/* Reads the header up to and including `moves`. Keys come in order, each
 * once; `boosts` may be left out. */
static int read_header(reader *r, header *h, safari_diag *d)
{
    unsigned seen = 0;
    for (int expected = 0; expected < K_COUNT; expected++) {
        if (!next_content_line(r))
            return fail_at(d, r->line + 1, "record ends in its header: expected '%s'",
                           key_names[expected == K_BOOSTS ? K_LIMIT : expected]);
        if (r->s[0] == ' ' || r->s[0] == '\t')
            return fail_at(d, r->line, "line starts with a blank: a key starts its line");
        const char *sp = memchr(r->s, ' ', r->n);
        size_t kn = sp != NULL ? (size_t)(sp - r->s) : r->n;
        int k = 0;
        while (k < K_COUNT && !value_is(r->s, kn, key_names[k]))
            k++;
        if (k == K_COUNT)
            return fail_at(d, r->line, "unknown key '%.*s%s'", QUOTE(r->s, kn));
        if (expected == K_BOOSTS && k != K_BOOSTS)
            expected = K_LIMIT; /* no `boosts` line: independent */
        if (seen & (1u << k))
            return fail_at(d, r->line, "duplicate key '%s'", key_names[k]);
        if (k != expected)
            return fail_at(d, r->line, "key '%s' out of order: expected '%s'", key_names[k],
                           key_names[expected]);
        seen |= 1u << k;
        if (k == K_MOVES)
            return sp == NULL ? SAFARI_OK : fail_at(d, r->line, "'moves' takes no value");
        if (sp == NULL)
            return fail_at(d, r->line, "missing value for '%s'", key_names[k]);
        int refused = check_value(k, sp + 1, r->n - kn - 1, r->line, d);
        if (refused != SAFARI_OK)
            return refused;
        if (!parse_value(h, k, sp + 1, r->n - kn - 1))
            return fail_at(d, r->line, "bad value '%.*s%s' for '%s'",
                           QUOTE(sp + 1, r->n - kn - 1), key_names[k]);
        if (k == K_LIMIT)
            h->limit_line = r->line;
        if (k == K_TILESET) {
            h->tileset_line = r->line;
            if (h->inline_set) {
                int rc = read_inline_set(r, h, d);
                if (rc != SAFARI_OK)
                    return rc;
            }
        }
    }
    return SAFARI_OK; /* not reached: the loop returns at `moves` */
}

/* ------------------------------------------------------------------------ */
/* Reading: tile set, game, moves                                           */
/* ------------------------------------------------------------------------ */

/* Loads the inline tile set (the parser reads CRLF lines as the record
 * reader does); its diagnostics are moved to record lines. */
static int load_inline_set(const header *h, const safari_allocator *a, safari_tileset **ts,
                           safari_diag *d)
{
    safari_diag td = {0, ""};
    int rc = safari_tileset_load(ts, h->ts_text, h->ts_len, a, &td);
    if (rc == SAFARI_ENOMEM)
        return rc;
    if (rc != SAFARI_OK) {
        /* A set beyond the capacities stays SAFARI_ELIMIT; else EPARSE. */
        return fail_with(rc == SAFARI_ELIMIT ? rc : SAFARI_EPARSE, d,
                         h->tileset_line + (td.line > 0 ? td.line : 0), "%s",
                         td.message[0] != '\0' ? td.message : safari_strerror(rc));
    }
    return SAFARI_OK;
}

static int create_game(const header *h, const safari_allocator *a, int32_t moves_line,
                       safari_game **g, safari_diag *d)
{
    safari_tileset *ts = NULL;
    safari_settings o = h->settings;
    if (h->inline_set) {
        int rc = load_inline_set(h, a, &ts, d);
        if (rc != SAFARI_OK)
            return rc;
        o.tileset = ts;
    }
    int rc = safari_game_create(g, &o, a);
    safari_tileset_free(ts); /* the game holds its own reference */
    if (rc == SAFARI_EINVAL && o.board_limited)
        return fail_at(d, h->limit_line, "board limit does not hold the start tile and rangers");
    if (rc == SAFARI_EINVAL)
        return fail_at(d, moves_line, "options refused");
    return rc;
}

/* Why an illegal move is illegal, where a record of 0.1 could hold it:
 * 0.1 offered slots on the start tile's inner corners. */
static const char *illegal_reason(const safari_game *g, const safari_move *m)
{
    safari_slot_info slot;
    safari_tile_info tile;
    if ((m->kind == SAFARI_MOVE_DIG || m->kind == SAFARI_MOVE_EXPAND) &&
        safari_game_slot(g, m->x, m->y, m->index, &slot) == SAFARI_OK && !slot.open &&
        safari_game_tile_at(g, m->x, m->y, &tile) == SAFARI_OK && tile.start)
        return ": the start tile has corners only at its ends";
    return "";
}

/* Moves are quoted shorter than header values, to leave room for the
 * parser's reason after them. */
enum { MOVE_QUOTE_MAX = 32 };
#define QUOTE_MOVE(s, n) (int)((n) > MOVE_QUOTE_MAX ? MOVE_QUOTE_MAX : (n)), (s), \
                         ((n) > MOVE_QUOTE_MAX ? "..." : "")

static int replay_moves(reader *r, safari_game *g, safari_diag *d)
{
    while (next_content_line(r)) {
        safari_move m;
        safari_diag why;
        if (safari_move_parse_ex(r->s, r->n, g, &m, &why) != SAFARI_OK)
            return fail_at(d, r->line, "malformed move '%.*s%s': %s", QUOTE_MOVE(r->s, r->n),
                           why.message);
        int rc = safari_game_apply(g, &m);
        if (rc == SAFARI_ELIMIT)
            return fail_with(rc, d, r->line, "move '%.*s%s' finds the game's history full",
                             QUOTE(r->s, r->n));
        if (rc != SAFARI_OK)
            return fail_at(d, r->line, "illegal move '%.*s%s'%s", QUOTE(r->s, r->n),
                           illegal_reason(g, &m));
    }
    return SAFARI_OK;
}

int safari_record_read(safari_game **out, const char *text, size_t len,
                       const safari_allocator *alloc, safari_diag *diag)
{
    if (diag != NULL) {
        diag->line = 0;
        diag->message[0] = '\0';
    }
    if (out == NULL)
        return fail_with(SAFARI_EINVAL, diag, 0, "NULL out");
    *out = NULL;
    if (text == NULL)
        return fail_with(SAFARI_EINVAL, diag, 0, "NULL text");
    if (alloc != NULL && (alloc->alloc == NULL || alloc->free == NULL))
        return fail_with(SAFARI_EINVAL, diag, 0, "allocator without alloc or free");
    reader r = {text, len, 0, 0, NULL, 0};
    /* A byte-order mark is how some editors start a UTF-8 file. */
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        r.pos = 3;
    header h;
    memset(&h, 0, sizeof h);
    h.settings.size = sizeof h.settings;
    safari_game *g = NULL;
    int rc = read_header(&r, &h, diag);
    if (rc == SAFARI_OK)
        rc = create_game(&h, alloc, r.line, &g, diag);
    if (rc == SAFARI_OK)
        rc = replay_moves(&r, g, diag);
    if (rc != SAFARI_OK) {
        safari_game_free(g);
        if (rc == SAFARI_ENOMEM) /* the one error no line is at fault for */
            fail_with(rc, diag, 0, "%s", safari_strerror(rc));
        return rc;
    }
    *out = g;
    return SAFARI_OK;
}
