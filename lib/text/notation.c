/* SPDX-License-Identifier: MIT */
/* Move text (docs/notation.md section 2): one canonical spelling per move, written
 * and parsed exactly.
 *
 * Built on the public API only: the text formats know nothing of the
 * engine's insides (lib/text is compiled with include/ alone on its include
 * path: docs/architecture.md). */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *const corner_names[4] = {"NE", "SE", "SW", "NW"};

/* ------------------------------------------------------------------------ */
/* Move to text                                                             */
/* ------------------------------------------------------------------------ */

static void put_cell(safari__textout *t, const safari_move *m)
{
    safari__textout_char(t, ' ');
    safari__textout_int(t, m->x);
    safari__textout_char(t, ' ');
    safari__textout_int(t, m->y);
}

/* Whether a text spells this move: every field the kind uses is in range. */
static int move_spellable(const safari_move *m)
{
    switch (m->kind) {
    case SAFARI_MOVE_DRAW:
        return m->tile >= 1 && m->tile <= SAFARI_MAX_TILE_TYPES && m->index >= 1;
    case SAFARI_MOVE_TOKEN:
        return m->species < SAFARI_SPECIES;
    case SAFARI_MOVE_PLACE:
        return m->index <= 3;
    case SAFARI_MOVE_MEEPLE:
        return m->index <= SAFARI_BAOBAB;
    case SAFARI_MOVE_RANGER:
        return m->index < SAFARI_RANGERS;
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND:
        return m->index <= SAFARI_NW && m->species < SAFARI_SPECIES;
    case SAFARI_MOVE_BOOST:
        return m->species <= SAFARI_NO_SPECIES;
    case SAFARI_MOVE_DISCARD:
    case SAFARI_MOVE_PASS:
    case SAFARI_MOVE_PARK:
        return 1;
    default:
        return 0;
    }
}

int safari__textout_move(safari__textout *t, const safari_move *m)
{
    if (!move_spellable(m))
        return SAFARI_EINVAL;
    switch (m->kind) {
    case SAFARI_MOVE_DRAW:
        safari__textout_str(t, "draw ");
        safari__textout_char(t, (char)('0' + m->tile / 10));
        safari__textout_char(t, (char)('0' + m->tile % 10));
        safari__textout_char(t, '/');
        safari__textout_int(t, m->index);
        break;
    case SAFARI_MOVE_TOKEN:
        safari__textout_str(t, "token ");
        safari__textout_char(t, safari__species_letters[m->species]);
        break;
    case SAFARI_MOVE_PLACE:
        safari__textout_str(t, "place");
        put_cell(t, m);
        safari__textout_char(t, ' ');
        safari__textout_int(t, m->index);
        break;
    case SAFARI_MOVE_DISCARD:
        safari__textout_str(t, "discard");
        break;
    case SAFARI_MOVE_MEEPLE:
        safari__textout_str(t, "meeple ");
        if (m->index == SAFARI_BAOBAB)
            safari__textout_str(t, "baobab");
        else
            safari__textout_char(t, safari__side_letters[m->index]);
        break;
    case SAFARI_MOVE_RANGER:
        safari__textout_str(t, "ranger ");
        safari__textout_int(t, m->index);
        put_cell(t, m);
        break;
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND:
        safari__textout_str(t, m->kind == SAFARI_MOVE_DIG ? "dig" : "expand");
        put_cell(t, m);
        safari__textout_char(t, ' ');
        safari__textout_str(t, corner_names[m->index]);
        safari__textout_char(t, ' ');
        safari__textout_char(t, safari__species_letters[m->species]);
        break;
    case SAFARI_MOVE_PASS:
        safari__textout_str(t, "pass");
        break;
    case SAFARI_MOVE_BOOST:
        safari__textout_str(t, "boost ");
        safari__textout_char(t, m->species == SAFARI_NO_SPECIES
                                    ? '-'
                                    : safari__species_letters[m->species]);
        break;
    default: /* SAFARI_MOVE_PARK: move_spellable() let no other kind through */
        safari__textout_str(t, "park");
        put_cell(t, m);
        break;
    }
    return SAFARI_OK;
}

static int emit_move(safari__textout *t, const void *ctx)
{
    return safari__textout_move(t, (const safari_move *)ctx);
}

int safari_move_to_string(const safari_move *move, char *buf, size_t cap, size_t *len)
{
    if (move == NULL || (buf == NULL && cap != 0))
        return SAFARI_EINVAL;
    return safari__text_emit(emit_move, move, buf, cap, len);
}

/* ------------------------------------------------------------------------ */
/* Text to move                                                             */
/* ------------------------------------------------------------------------ */

enum { MAX_WORDS = 5, QUOTE_MAX = 24 };

typedef struct word {
    const char *s;
    size_t n;
} word;

/* printf arguments quoting a word: "'%.*s%s'", QUOTE(w). */
#define QUOTE(w) (int)((w)->n > QUOTE_MAX ? QUOTE_MAX : (w)->n), (w)->s, \
                 ((w)->n > QUOTE_MAX ? "..." : "")

/* Writes why the text is not a move into d (line 1: a move is one line).
 * Returns 0, so that a parser can `return refuse(...)`. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static int refuse(safari_diag *d, const char *fmt, ...)
{
    if (d != NULL) {
        va_list ap;
        va_start(ap, fmt);
        d->line = 1;
        vsnprintf(d->message, sizeof d->message, fmt, ap);
        va_end(ap);
    }
    return 0;
}

/* Splits on single spaces. Fails on an empty word (leading, trailing or
 * double space), on more than MAX_WORDS words and on a NUL byte. */
static int split_words(const char *text, size_t len, word *w, size_t *count, safari_diag *d)
{
    size_t n = 0, start = 0;
    if (len == 0)
        return refuse(d, "empty move");
    if (memchr(text, '\0', len) != NULL)
        return refuse(d, "NUL byte in the move");
    for (size_t i = 0; i <= len; i++) {
        if (i < len && text[i] != ' ')
            continue;
        if (i == start)
            return refuse(d, i == 0     ? "space before the move"
                             : i == len ? "space after the move"
                                        : "two spaces in a row: words take one space");
        if (n == MAX_WORDS)
            return refuse(d, "more than %d words", MAX_WORDS);
        w[n].s = text + start;
        w[n].n = i - start;
        n++;
        start = i + 1;
    }
    *count = n;
    return 1;
}

static int word_is(const word *w, const char *s)
{
    return w->n == strlen(s) && memcmp(w->s, s, w->n) == 0;
}

/* A canonical integer in [lo, hi], or the reason it is not, naming `what`. */
static int word_int(const word *w, int64_t lo, int64_t hi, const char *what, int64_t *out,
                    safari_diag *d)
{
    if (safari__text_int(w->s, w->n, lo, hi, out))
        return 1;
    return refuse(d, "%s '%.*s%s' is not an integer in %lld..%lld", what, QUOTE(w),
                  (long long)lo, (long long)hi);
}

/* Index of a one-letter name in a table, or -1. */
static int word_letter(const word *w, const char *letters)
{
    if (w->n != 1)
        return -1;
    const char *p = strchr(letters, w->s[0]);
    return p != NULL && w->s[0] != '\0' ? (int)(p - letters) : -1;
}

static int parse_species(const word *w, safari_move *m, safari_diag *d)
{
    int s = word_letter(w, safari__species_letters);
    if (s < 0)
        return refuse(d, "species '%.*s%s' is not A, E, G, L or Z", QUOTE(w));
    m->species = (uint8_t)s;
    return 1;
}

static int parse_corner(const word *w, safari_move *m, safari_diag *d)
{
    for (int c = 0; c < 4; c++)
        if (word_is(w, corner_names[c])) {
            m->index = (uint8_t)c;
            return 1;
        }
    return refuse(d, "corner '%.*s%s' is not NE, SE, SW or NW", QUOTE(w));
}

static int parse_cell(const word *wx, const word *wy, safari_move *m, safari_diag *d)
{
    int64_t x = 0, y = 0; /* set by word_int; gcc -O3 cannot tell */
    if (!word_int(wx, INT16_MIN, INT16_MAX, "x", &x, d) ||
        !word_int(wy, INT16_MIN, INT16_MAX, "y", &y, d))
        return 0;
    m->x = (int16_t)x;
    m->y = (int16_t)y;
    return 1;
}

/* `draw TT/K`: TT exactly two digits (01..99), K a canonical integer >= 1. */
static int parse_draw(const word *w, safari_move *m, safari_diag *d)
{
    char a = w->n >= 3 ? w->s[0] : 'x', b = w->n >= 3 ? w->s[1] : 'x';
    if (w->n < 4 || w->s[2] != '/' || a < '0' || a > '9' || b < '0' || b > '9' ||
        (a == '0' && b == '0'))
        return refuse(d, "tile '%.*s%s' is not TT/K (type 01..99, copy K)", QUOTE(w));
    word k = {w->s + 3, w->n - 3};
    int64_t copy;
    if (!word_int(&k, 1, UINT8_MAX, "copy", &copy, d))
        return 0;
    m->tile = (uint8_t)((a - '0') * 10 + (b - '0'));
    m->index = (uint8_t)copy;
    return 1;
}

/* The verbs, with the words each takes after it (docs/notation.md section 2.2). */
static const struct verb {
    const char *name;
    uint8_t kind;
    uint8_t words;
    const char *usage;
} verbs[] = {
    {"draw", SAFARI_MOVE_DRAW, 1, "TT/K"},     {"token", SAFARI_MOVE_TOKEN, 1, "S"},
    {"place", SAFARI_MOVE_PLACE, 3, "X Y R"},  {"discard", SAFARI_MOVE_DISCARD, 0, ""},
    {"meeple", SAFARI_MOVE_MEEPLE, 1, "D"},    {"ranger", SAFARI_MOVE_RANGER, 3, "I X Y"},
    {"dig", SAFARI_MOVE_DIG, 4, "X Y C S"},    {"expand", SAFARI_MOVE_EXPAND, 4, "X Y C S"},
    {"pass", SAFARI_MOVE_PASS, 0, ""},         {"boost", SAFARI_MOVE_BOOST, 1, "S"},
    {"park", SAFARI_MOVE_PARK, 2, "X Y"},
};

/* The values after the verb, w[1 ..]; 1 on success. */
static int parse_values(const word *w, safari_move *m, safari_diag *d)
{
    int64_t v;
    switch (m->kind) {
    case SAFARI_MOVE_DRAW:
        return parse_draw(&w[1], m, d);
    case SAFARI_MOVE_TOKEN:
        return parse_species(&w[1], m, d);
    case SAFARI_MOVE_PLACE:
        if (!parse_cell(&w[1], &w[2], m, d) || !word_int(&w[3], 0, 3, "rotation", &v, d))
            return 0;
        m->index = (uint8_t)v;
        return 1;
    case SAFARI_MOVE_MEEPLE: {
        int side = word_letter(&w[1], safari__side_letters);
        if (word_is(&w[1], "baobab"))
            side = SAFARI_BAOBAB;
        if (side < 0)
            return refuse(d, "side '%.*s%s' is not N, E, S, W or baobab", QUOTE(&w[1]));
        m->index = (uint8_t)side;
        return 1;
    }
    case SAFARI_MOVE_RANGER:
        if (!word_int(&w[1], 0, SAFARI_RANGERS - 1, "ranger", &v, d) ||
            !parse_cell(&w[2], &w[3], m, d))
            return 0;
        m->index = (uint8_t)v;
        return 1;
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND:
        return parse_cell(&w[1], &w[2], m, d) && parse_corner(&w[3], m, d) &&
               parse_species(&w[4], m, d);
    case SAFARI_MOVE_BOOST:
        if (word_is(&w[1], "-")) {
            m->species = SAFARI_NO_SPECIES;
            return 1;
        }
        if (word_letter(&w[1], safari__species_letters) < 0)
            return refuse(d, "species '%.*s%s' is not A, E, G, L, Z or -", QUOTE(&w[1]));
        return parse_species(&w[1], m, d);
    case SAFARI_MOVE_PARK:
        return parse_cell(&w[1], &w[2], m, d);
    default: /* DISCARD, PASS: no value */
        return 1;
    }
}

/* Parses the words of a move; 1 on success. */
static int parse_words(const word *w, size_t n, safari_move *m, safari_diag *d)
{
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++) {
        const struct verb *v = &verbs[i];
        if (!word_is(&w[0], v->name))
            continue;
        m->kind = v->kind;
        if (n - 1 != v->words)
            return v->words == 0 ? refuse(d, "'%s' takes no value", v->name)
                                 : refuse(d, "'%s' takes %d value%s: %s %s", v->name,
                                          (int)v->words, v->words > 1 ? "s" : "", v->name,
                                          v->usage);
        return parse_values(w, m, d);
    }
    return refuse(d, "unknown move '%.*s%s'", QUOTE(&w[0]));
}

/* The cell of the tile placed this turn: at an action decision, the last
 * `place` of the history. 1 if found. */
static int placed_cell(const safari_game *g, int32_t *x, int32_t *y)
{
    for (size_t i = safari_game_history_length(g); i-- > 0;) {
        safari_move h;
        if (safari_game_history_move(g, i, &h) != SAFARI_OK)
            return 0;
        if (h.kind == SAFARI_MOVE_PLACE) {
            *x = h.x;
            *y = h.y;
            return 1;
        }
    }
    return 0;
}

/* `meeple D` may name any side its feature touches on the placed tile; the
 * move names the feature's canonical side. */
static void normalise_meeple(const safari_game *g, safari_move *m)
{
    safari_decision d;
    int32_t x, y, canonical;
    if (m->index <= SAFARI_WEST && safari_game_decision(g, &d) == SAFARI_OK &&
        d.kind == SAFARI_DECISION_ACTION && placed_cell(g, &x, &y) &&
        safari_game_feature_side(g, x, y, m->index, &canonical) == SAFARI_OK)
        m->index = (uint8_t)canonical;
}

int safari_move_parse_ex(const char *text, size_t len, const safari_game *game,
                         safari_move *out, safari_diag *diag)
{
    if (diag != NULL) {
        diag->line = 0;
        diag->message[0] = '\0';
    }
    if (text == NULL || out == NULL) {
        if (diag != NULL)
            snprintf(diag->message, sizeof diag->message, "NULL %s",
                     text == NULL ? "text" : "out");
        return SAFARI_EINVAL;
    }
    word w[MAX_WORDS];
    size_t n = 0;
    safari_move m;
    memset(&m, 0, sizeof m);
    if (!split_words(text, len, w, &n, diag) || !parse_words(w, n, &m, diag))
        return SAFARI_EPARSE;
    if (game != NULL && m.kind == SAFARI_MOVE_MEEPLE)
        normalise_meeple(game, &m);
    *out = m;
    return SAFARI_OK;
}

int safari_move_parse(const char *text, size_t len, const safari_game *game, safari_move *out)
{
    return safari_move_parse_ex(text, len, game, out, NULL);
}
