/* Move text (NOTATION.md, "Moves"): one canonical spelling per move, written
 * and parsed exactly. Also the text writer shared by the other text formats.
 *
 * Built on the public API only: the text formats know nothing of the
 * engine's insides. */
#include "text.h"

#include <string.h>

static const char species_letters[] = "AEGLZ";
static const char side_letters[] = "NESW";
static const char *const corner_names[4] = {"NE", "SE", "SW", "NW"};

/* ------------------------------------------------------------------------ */
/* Text writer                                                              */
/* ------------------------------------------------------------------------ */

void safari__textout_bytes(safari__textout *t, const char *s, size_t n)
{
    if (t->buf != NULL)
        memcpy(t->buf + t->len, s, n);
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
    safari__textout t = {NULL, 0};
    int rc = fn(&t, ctx);
    if (rc != SAFARI_OK)
        return rc;
    size_t need = t.len;
    if (len != NULL)
        *len = need;
    if (buf == NULL || cap < need + 1)
        return SAFARI_EBUFS;
    t.buf = buf;
    t.len = 0;
    rc = fn(&t, ctx);
    /* Same function, same input: the second pass writes what the first counted. */
    if (rc != SAFARI_OK || t.len != need)
        return rc != SAFARI_OK ? rc : SAFARI_EINVAL;
    buf[need] = '\0';
    return SAFARI_OK;
}

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
        safari__textout_char(t, species_letters[m->species]);
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
            safari__textout_char(t, side_letters[m->index]);
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
        safari__textout_char(t, species_letters[m->species]);
        break;
    case SAFARI_MOVE_PASS:
        safari__textout_str(t, "pass");
        break;
    case SAFARI_MOVE_BOOST:
        safari__textout_str(t, "boost ");
        safari__textout_char(t, m->species == SAFARI_NO_SPECIES ? '-'
                                                                : species_letters[m->species]);
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

enum { MAX_WORDS = 5 };

typedef struct word {
    const char *s;
    size_t n;
} word;

/* Splits on single spaces. Fails on an empty word (leading, trailing or
 * double space), on more than MAX_WORDS words and on a NUL byte. */
static int split_words(const char *text, size_t len, word *w, size_t *count)
{
    size_t n = 0, start = 0;
    if (memchr(text, '\0', len) != NULL)
        return 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len && text[i] != ' ')
            continue;
        if (i == start || n == MAX_WORDS)
            return 0;
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

static int word_int(const word *w, int64_t lo, int64_t hi, int64_t *out)
{
    return safari__text_int(w->s, w->n, lo, hi, out);
}

/* Index of a one-word name in a table, or -1. */
static int word_letter(const word *w, const char *letters)
{
    if (w->n != 1)
        return -1;
    const char *p = strchr(letters, w->s[0]);
    return p != NULL && w->s[0] != '\0' ? (int)(p - letters) : -1;
}

static int word_corner(const word *w)
{
    for (int c = 0; c < 4; c++)
        if (word_is(w, corner_names[c]))
            return c;
    return -1;
}

static int parse_cell(const word *wx, const word *wy, safari_move *m)
{
    int64_t x, y;
    if (!word_int(wx, INT16_MIN, INT16_MAX, &x) || !word_int(wy, INT16_MIN, INT16_MAX, &y))
        return 0;
    m->x = (int16_t)x;
    m->y = (int16_t)y;
    return 1;
}

/* `draw TT/K`: TT exactly two digits (01..99), K a canonical integer >= 1. */
static int parse_draw(const word *w, safari_move *m)
{
    if (w->n < 4 || w->s[2] != '/')
        return 0;
    char a = w->s[0], b = w->s[1];
    if (a < '0' || a > '9' || b < '0' || b > '9')
        return 0;
    int tile = (a - '0') * 10 + (b - '0');
    word k = {w->s + 3, w->n - 3};
    int64_t copy;
    if (tile < 1 || !word_int(&k, 1, UINT8_MAX, &copy))
        return 0;
    m->tile = (uint8_t)tile;
    m->index = (uint8_t)copy;
    return 1;
}

/* Parses the words of a move; 1 on success. */
static int parse_words(const word *w, size_t n, safari_move *m)
{
    int64_t v;
    int s, c;
    if (word_is(&w[0], "draw")) {
        m->kind = SAFARI_MOVE_DRAW;
        return n == 2 && parse_draw(&w[1], m);
    }
    if (word_is(&w[0], "token")) {
        m->kind = SAFARI_MOVE_TOKEN;
        if (n != 2 || (s = word_letter(&w[1], species_letters)) < 0)
            return 0;
        m->species = (uint8_t)s;
        return 1;
    }
    if (word_is(&w[0], "place")) {
        m->kind = SAFARI_MOVE_PLACE;
        if (n != 4 || !parse_cell(&w[1], &w[2], m) || !word_int(&w[3], 0, 3, &v))
            return 0;
        m->index = (uint8_t)v;
        return 1;
    }
    if (word_is(&w[0], "discard")) {
        m->kind = SAFARI_MOVE_DISCARD;
        return n == 1;
    }
    if (word_is(&w[0], "meeple")) {
        m->kind = SAFARI_MOVE_MEEPLE;
        if (n != 2)
            return 0;
        if (word_is(&w[1], "baobab")) {
            m->index = SAFARI_BAOBAB;
            return 1;
        }
        if ((s = word_letter(&w[1], side_letters)) < 0)
            return 0;
        m->index = (uint8_t)s;
        return 1;
    }
    if (word_is(&w[0], "ranger")) {
        m->kind = SAFARI_MOVE_RANGER;
        if (n != 4 || !word_int(&w[1], 0, SAFARI_RANGERS - 1, &v) || !parse_cell(&w[2], &w[3], m))
            return 0;
        m->index = (uint8_t)v;
        return 1;
    }
    if (word_is(&w[0], "dig") || word_is(&w[0], "expand")) {
        m->kind = word_is(&w[0], "dig") ? SAFARI_MOVE_DIG : SAFARI_MOVE_EXPAND;
        if (n != 5 || !parse_cell(&w[1], &w[2], m) || (c = word_corner(&w[3])) < 0 ||
            (s = word_letter(&w[4], species_letters)) < 0)
            return 0;
        m->index = (uint8_t)c;
        m->species = (uint8_t)s;
        return 1;
    }
    if (word_is(&w[0], "pass")) {
        m->kind = SAFARI_MOVE_PASS;
        return n == 1;
    }
    if (word_is(&w[0], "boost")) {
        m->kind = SAFARI_MOVE_BOOST;
        if (n != 2)
            return 0;
        if (word_is(&w[1], "-")) {
            m->species = SAFARI_NO_SPECIES;
            return 1;
        }
        if ((s = word_letter(&w[1], species_letters)) < 0)
            return 0;
        m->species = (uint8_t)s;
        return 1;
    }
    if (word_is(&w[0], "park")) {
        m->kind = SAFARI_MOVE_PARK;
        return n == 3 && parse_cell(&w[1], &w[2], m);
    }
    return 0;
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

int safari_move_parse(const char *text, size_t len, const safari_game *game, safari_move *out)
{
    if (text == NULL || out == NULL)
        return SAFARI_EINVAL;
    word w[MAX_WORDS];
    size_t n;
    safari_move m;
    memset(&m, 0, sizeof m);
    if (!split_words(text, len, w, &n) || !parse_words(w, n, &m))
        return SAFARI_EPARSE;
    if (game != NULL && m.kind == SAFARI_MOVE_MEEPLE)
        normalise_meeple(game, &m);
    *out = m;
    return SAFARI_OK;
}
