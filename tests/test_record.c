/* SPDX-License-Identifier: MIT */
/* Game records (docs/notation.md section 3): write, read, and every error a
 * reader reports with its line. */
#include "count_alloc.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char default_header[] = "safari 1\n"
                                     "seats 2\n"
                                     "first 0\n"
                                     "final-scoring majority\n"
                                     "baobab-tokens before\n"
                                     "board-limit none\n"
                                     "tileset default\n"
                                     "moves\n";

/* The record of a game, malloc'd, through the documented size query. */
static char *record_of(const safari_game *g, size_t *len_out)
{
    return test_text_of(g, safari_record_write, len_out);
}

/* Plays random moves: all of them when max is 0. */
static void play_random(safari_game *g, test_rng *rng, size_t max)
{
    safari_move m;
    for (size_t i = 0; (max == 0 || i < max) && test_pick_move(g, rng, &m); i++)
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
}

/* Reads a record that must be good. */
static safari_game *read_ok(const char *text, size_t len)
{
    safari_game *g = NULL;
    safari_diag d;
    int rc = safari_record_read(&g, text, len, NULL, &d);
    if (rc != SAFARI_OK)
        fail_msg("record refused: line %d: %s", (int)d.line, d.message);
    assert_non_null(g);
    assert_int_equal(d.line, 0);
    return g;
}

/* Reads a record that must be refused at `line` with `message`. */
static void read_bad(const char *text, int32_t line, const char *message)
{
    safari_game *g = (safari_game *)&g; /* must be reset to NULL */
    safari_diag d;
    int rc = safari_record_read(&g, text, strlen(text), NULL, &d);
    if (rc != SAFARI_EPARSE || d.line != line || strcmp(d.message, message) != 0)
        fail_msg("record:\n%s\ngave %d, line %d: '%s'; expected line %d: '%s'", text, rc,
                 (int)d.line, d.message, (int)line, message);
    assert_null(g);
}

static void assert_same_game(const safari_game *a, const safari_game *b)
{
    assert_int_equal(safari_game_hash(a), safari_game_hash(b));
    size_t n = safari_game_history_length(a);
    assert_int_equal(safari_game_history_length(b), n);
    for (size_t i = 0; i < n; i++) {
        safari_move ma, mb;
        assert_int_equal(safari_game_history_move(a, i, &ma), SAFARI_OK);
        assert_int_equal(safari_game_history_move(b, i, &mb), SAFARI_OK);
        assert_memory_equal(&ma, &mb, sizeof ma);
    }
    safari_settings oa = SAFARI_SETTINGS_INIT, ob = SAFARI_SETTINGS_INIT;
    assert_int_equal(safari_game_settings(a, &oa), SAFARI_OK);
    assert_int_equal(safari_game_settings(b, &ob), SAFARI_OK);
    assert_int_equal(oa.seats, ob.seats);
    assert_int_equal(oa.first_seat, ob.first_seat);
    assert_int_equal(oa.final_scoring, ob.final_scoring);
    assert_int_equal(oa.baobab_tokens, ob.baobab_tokens);
    assert_int_equal(oa.board_limited, ob.board_limited);
    assert_int_equal(oa.limit_x, ob.limit_x);
    assert_int_equal(oa.limit_y, ob.limit_y);
    assert_int_equal(oa.boosts, ob.boosts);
}

/* Write, read, write again: the same game and the same text. */
static void check_round_trip(const safari_game *g)
{
    size_t len;
    char *text = record_of(g, &len);
    safari_game *back = read_ok(text, len);
    assert_same_game(g, back);
    char *again = record_of(back, NULL);
    assert_string_equal(again, text);
    free(again);
    free(text);
    safari_game_free(back);
}

static void test_record__round_trip_random_games(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        test_rng rng = {seed};
        safari_options o;
        memset(&o, 0, sizeof o);
        o.seats = (int32_t)(2 + seed % 4);
        o.first_seat = (int32_t)(seed % (uint64_t)o.seats);
        o.final_scoring = (int32_t)(seed % 2);
        o.baobab_tokens = (int32_t)(seed / 2 % 2);
        o.boosts = (int32_t)(seed / 4 % 2);
        if (seed % 3 == 0) {
            o.board_limited = SAFARI_LIMIT_TABLE;
            o.limit_x = 4;
            o.limit_y = 3;
        } else if (seed % 3 == 1) {
            o.board_limited = SAFARI_LIMIT_WINDOW;
            o.limit_x = 7;
            o.limit_y = 4;
        }
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        check_round_trip(g); /* no move yet */
        /* A record may stop after any move: try a few places, then the end. */
        for (int part = 0; part < 3; part++) {
            play_random(g, &rng, 1 + test_rng_below(&rng, 60));
            check_round_trip(g);
        }
        play_random(g, &rng, 0);
        safari_decision d;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        assert_int_equal(d.kind, SAFARI_DECISION_END);
        check_round_trip(g);
        safari_game_free(g);
    }
}

static void test_record__writes_header_in_order(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = 3;
    o.first_seat = 2;
    o.final_scoring = SAFARI_FINAL_ALL;
    o.baobab_tokens = SAFARI_BAOBAB_AFTER;
    o.board_limited = 1;
    o.limit_x = 6;
    o.limit_y = 2;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    test_apply_text(g, "token Z");
    char *text = record_of(g, NULL);
    assert_string_equal(text, "safari 1\nseats 3\nfirst 2\nfinal-scoring all\n"
                              "baobab-tokens after\nboard-limit 6 2\ntileset default\n"
                              "moves\ntoken Z\n");
    free(text);
    safari_game_free(g);

    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    text = record_of(g, NULL);
    assert_string_equal(text, default_header);
    free(text);
    safari_game_free(g);
}

/* The 0.2 header lines (docs/notation.md section 3.2): `boosts distinct` only when that
 * option is on, `board-limit window W H` for the window; `boosts
 * independent` is read as the default and never written. */
/* Ruling R13 (docs/rules.md section 12): `boosts` written only for `distinct`. */
static void test_record__boosts_and_window_lines(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.boosts = SAFARI_BOOSTS_DISTINCT;
    o.board_limited = SAFARI_LIMIT_WINDOW;
    o.limit_x = 12;
    o.limit_y = 7;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    test_apply_text(g, "token Z");
    static const char expected[] = "safari 1\nseats 2\nfirst 0\nfinal-scoring majority\n"
                                   "baobab-tokens before\nboosts distinct\n"
                                   "board-limit window 12 7\ntileset default\nmoves\n"
                                   "token Z\n";
    char *text = record_of(g, NULL);
    assert_string_equal(text, expected);
    safari_game *back = read_ok(text, strlen(text));
    assert_same_game(g, back);
    assert_int_equal(safari_game_hash(back), safari_game_hash(g));
    safari_game_free(back);
    free(text);
    safari_game_free(g);

    static const char independent[] = "safari 1\nseats 2\nfirst 0\nfinal-scoring majority\n"
                                      "baobab-tokens before\nboosts independent\n"
                                      "board-limit none\ntileset default\nmoves\n";
    g = read_ok(independent, strlen(independent));
    safari_settings got = SAFARI_SETTINGS_INIT;
    assert_int_equal(safari_game_settings(g, &got), SAFARI_OK);
    assert_int_equal(got.boosts, SAFARI_BOOSTS_INDEPENDENT);
    text = record_of(g, NULL);
    assert_string_equal(text, default_header);
    free(text);
    safari_game_free(g);
}

static void test_record__buffer_protocol(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    test_apply_text(g, "token A");
    size_t len = 0, need = strlen(default_header) + strlen("token A\n");
    assert_int_equal(safari_record_write(g, NULL, 0, &len), SAFARI_EBUFS);
    assert_int_equal(len, need);
    char buf[256];
    memset(buf, '@', sizeof buf);
    len = 0;
    /* Room for the text but not its NUL (one short): what fits, with a NUL. */
    assert_int_equal(safari_record_write(g, buf, need, &len), SAFARI_EBUFS);
    assert_int_equal(len, need);
    assert_memory_equal(buf, default_header, strlen(default_header));
    assert_memory_equal(buf + strlen(default_header), "token ", 6);
    assert_int_equal(buf[need - 1], '\0');
    assert_int_equal(buf[need], '@');
    /* The exact size. */
    memset(buf, '@', sizeof buf);
    assert_int_equal(safari_record_write(g, buf, need + 1, &len), SAFARI_OK);
    assert_int_equal(len, need);
    assert_int_equal(buf[need], '\0');
    assert_int_equal(buf[need + 1], '@');
    assert_memory_equal(buf, default_header, strlen(default_header));
    assert_memory_equal(buf + strlen(default_header), "token A\n", 8);
    safari_game_free(g);
}

static void test_record__bad_arguments(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    char buf[16];
    size_t len;
    assert_int_equal(safari_record_write(NULL, buf, sizeof buf, &len), SAFARI_EINVAL);
    assert_int_equal(safari_record_write(g, NULL, 16, &len), SAFARI_EINVAL);
    assert_int_equal(safari_record_write(g, buf, sizeof buf, NULL), SAFARI_EINVAL);

    safari_game *out = g;
    safari_diag d;
    assert_int_equal(safari_record_read(NULL, default_header, 10, NULL, &d), SAFARI_EINVAL);
    assert_int_equal(safari_record_read(&out, NULL, 10, NULL, &d), SAFARI_EINVAL);
    assert_null(out);
    safari_allocator half = {NULL, NULL, NULL};
    out = g;
    assert_int_equal(safari_record_read(&out, default_header, strlen(default_header), &half, &d),
                     SAFARI_EINVAL);
    assert_null(out);
    /* The diagnostic is optional. */
    assert_int_equal(safari_record_read(&out, "x", 1, NULL, NULL), SAFARI_EPARSE);
    assert_null(out);
    safari_game_free(g);
}

/* Ruling R13 (docs/rules.md section 12): every header key required, in order, once. */
static void test_record__header_errors(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        int32_t line;
        const char *message;
    } cases[] = {
        {"", 1, "record ends in its header: expected 'safari'"},
        {"# only a comment\n\n", 3, "record ends in its header: expected 'safari'"},
        {"safari 1\nseats 2", 3, "record ends in its header: expected 'first'"},
        {"safari 1\n# c\n\nseats 2\n", 5, "record ends in its header: expected 'first'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring majority\nbaobab-tokens before\n"
         "board-limit none\ntileset default\n",
         8, "record ends in its header: expected 'moves'"},
        {"safari 2\n", 1, "unsupported record version 2: this library reads 1"},
        {"safari 10\n", 1, "unsupported record version 10: this library reads 1"},
        {"safari x\n", 1, "bad value 'x' for 'safari'"},
        {"safari 01\n", 1, "bad value '01' for 'safari'"},
        {"safari\n", 1, "missing value for 'safari'"},
        {"seats 2\n", 1, "key 'seats' out of order: expected 'safari'"},
        {"Safari 1\n", 1, "unknown key 'Safari'"},
        {" safari 1\n", 1, "line starts with a blank: a key starts its line"},
        {"safari 1\n\tseats 2\n", 2, "line starts with a blank: a key starts its line"},
        {"safari 1\nseats 6\n", 2, "bad value '6' for 'seats'"},
        {"safari 1\nseats 1\n", 2, "bad value '1' for 'seats'"},
        {"safari 1\nseats 02\n", 2, "bad value '02' for 'seats'"},
        {"safari 1\nseats  2\n", 2, "bad value ' 2' for 'seats'"},
        {"safari 1\nseats 2 \n", 2, "bad value '2 ' for 'seats'"},
        {"safari 1\nseats\n", 2, "missing value for 'seats'"},
        {"safari 1\nsafari 1\n", 2, "duplicate key 'safari'"},
        {"safari 1\nseats 2\nseats 2\n", 3, "duplicate key 'seats'"},
        {"safari 1\nseats 2\nfinal-scoring all\n", 3,
         "key 'final-scoring' out of order: expected 'first'"},
        {"safari 1\nseats 3\nfirst 3\n", 3, "bad value '3' for 'first'"},
        {"safari 1\nseats 3\nfirst -1\n", 3, "bad value '-1' for 'first'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring most\n", 4,
         "bad value 'most' for 'final-scoring'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens during\n", 5,
         "bad value 'during' for 'baobab-tokens'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit 5\n",
         6, "bad value '5' for 'board-limit'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit 5 x\n",
         6, "bad value '5 x' for 'board-limit'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit 1 0\ntileset default\nmoves\n",
         6, "board limit does not hold the start tile and rangers"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n", 6,
         "record ends in its header: expected 'board-limit'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "boosts same\n",
         6, "bad value 'same' for 'boosts'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "tileset default\n",
         6, "key 'tileset' out of order: expected 'board-limit'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit none\nboosts distinct\n",
         7, "key 'boosts' out of order: expected 'tileset'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "boosts distinct\nboosts distinct\n",
         7, "duplicate key 'boosts'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit window 5\n",
         6, "bad value 'window 5' for 'board-limit'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit window\n",
         6, "bad value 'window' for 'board-limit'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit window 4 1\ntileset default\nmoves\n",
         6, "board limit does not hold the start tile and rangers"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit none\ntileset builtin\n",
         7, "bad value 'builtin' for 'tileset'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit none\ntileset default\nmooves\n",
         8, "unknown key 'mooves'"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit none\ntileset default\nmoves 3\n",
         8, "'moves' takes no value"},
        {"safari 1\nseats 2\nfirst 0\nfinal-scoring all\nbaobab-tokens after\n"
         "board-limit none\ntileset inline\n01 2 ssss baobab ; - ; -\n",
         9, "inline tile set not closed by 'end'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        read_bad(cases[i].text, cases[i].line, cases[i].message);
}

static void test_record__move_errors(void **state)
{
    (void)state;
    char text[512];
    /* Lines 9.. : comments and blank lines count. */
    snprintf(text, sizeof text, "%stoken A\n# a comment\n\ntoken E\ntoken G\ntoken L\n"
                                "place 3 0 1\n",
             default_header);
    read_bad(text, 15, "illegal move 'place 3 0 1'");
    snprintf(text, sizeof text, "%stoken A\ntoken A\nPlace 3 0 1\n", default_header);
    read_bad(text, 11, "malformed move 'Place 3 0 1': unknown move 'Place'");
    snprintf(text, sizeof text, "%stoken A\ntoken  A\n", default_header);
    read_bad(text, 10, "malformed move 'token  A': two spaces in a row: words take one space");
    snprintf(text, sizeof text, "%stoken A\ntoken A\nplace 3 0 7\n", default_header);
    read_bad(text, 11, "malformed move 'place 3 0 7': rotation '7' is not an integer in 0..3");
    snprintf(text, sizeof text, "%sdraw 07/1\n", default_header);
    read_bad(text, 9, "illegal move 'draw 07/1'");
    /* A long line is quoted in part. */
    char line[200];
    memset(line, 'x', sizeof line - 1);
    line[sizeof line - 1] = '\0';
    snprintf(text, sizeof text, "%s%s\n", default_header, line);
    safari_game *g = NULL;
    safari_diag d;
    assert_int_equal(safari_record_read(&g, text, strlen(text), NULL, &d), SAFARI_EPARSE);
    assert_int_equal(d.line, 9);
    assert_true(strlen(d.message) < sizeof d.message);
    assert_non_null(strstr(d.message, "...'"));
}

static void test_record__moves_after_the_end_are_illegal(void **state)
{
    (void)state;
    test_rng rng = {99};
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    play_random(g, &rng, 0);
    size_t len;
    char *text = record_of(g, &len);
    char *longer = malloc(len + 8);
    assert_non_null(longer);
    memcpy(longer, text, len);
    memcpy(longer + len, "pass\n", 6);
    int32_t lines = 0;
    for (size_t i = 0; i < len; i++)
        lines += text[i] == '\n';
    read_bad(longer, lines + 1, "illegal move 'pass'");
    free(longer);
    free(text);
    safari_game_free(g);
}

static void test_record__crlf_comments_and_blanks(void **state)
{
    (void)state;
    test_rng rng = {7};
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    play_random(g, &rng, 150);
    size_t len;
    char *text = record_of(g, &len);
    /* Every line in CRLF, with a comment, an indented comment and a blank
     * line of spaces and tabs after it. */
    static const char extra[] = "# note\r\n  \t# indented note\r\n \t \r\n";
    size_t lines = 0;
    for (size_t i = 0; i < len; i++)
        lines += text[i] == '\n';
    char *edited = malloc(len + lines * (1 + sizeof extra) + 4);
    assert_non_null(edited);
    size_t n = 0;
    memcpy(edited, "\xEF\xBB\xBF", 3); /* and a byte-order mark */
    n = 3;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n') {
            memcpy(edited + n, "\r\n", 2);
            n += 2;
            memcpy(edited + n, extra, sizeof extra - 1);
            n += sizeof extra - 1;
        } else {
            edited[n++] = text[i];
        }
    }
    safari_game *back = read_ok(edited, n);
    assert_same_game(g, back);
    /* The last line may lack its newline. */
    safari_game_free(back);
    back = read_ok(text, len - 1);
    assert_same_game(g, back);
    safari_game_free(back);
    free(edited);
    free(text);
    safari_game_free(g);
}

/* The built-in set with one more comment: same tiles, not the built-in text. */
static safari_tileset *variant_tileset(void)
{
    const char *base = safari_tileset_default_text();
    size_t n = strlen(base);
    char *text = malloc(n + 32);
    assert_non_null(text);
    memcpy(text, base, n);
    memcpy(text + n, "\n# a variant\n", 14);
    safari_tileset *ts = NULL;
    safari_diag d;
    assert_int_equal(safari_tileset_load(&ts, text, strlen(text), NULL, &d), SAFARI_OK);
    free(text);
    assert_false(safari_tileset_is_default(ts));
    return ts;
}

static void test_record__inline_tileset_round_trip(void **state)
{
    (void)state;
    safari_tileset *ts = variant_tileset();
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = 3;
    o.tileset = ts;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    test_rng rng = {5};
    play_random(g, &rng, 200);
    size_t len;
    char *text = record_of(g, &len);
    const char *set_text = safari_tileset_text(ts, NULL);
    char *start = strstr(text, "tileset inline\n");
    assert_non_null(start);
    start += strlen("tileset inline\n");
    assert_memory_equal(start, set_text, strlen(set_text));
    assert_memory_equal(start + strlen(set_text), "end\nmoves\n", 10);

    safari_game *back = read_ok(text, len);
    assert_same_game(g, back);
    assert_string_equal(safari_tileset_text(safari_game_tileset(back), NULL), set_text);
    char *again = record_of(back, NULL);
    assert_string_equal(again, text);
    free(again);
    safari_game_free(back);
    free(text);
    safari_game_free(g);
    safari_tileset_free(ts);
}

static void test_record__inline_tileset_errors_map_to_record_lines(void **state)
{
    (void)state;
    char text[4096];
    /* Line 7 is `tileset inline`; the set's line 3 is record line 10. */
    snprintf(text, sizeof text,
             "safari 1\nseats 2\nfirst 0\nfinal-scoring majority\nbaobab-tokens before\n"
             "board-limit none\ntileset inline\n# a set\n\n01 2 sxss baobab ; - ; -\nend\n"
             "moves\n");
    safari_game *g = NULL;
    safari_diag d;
    assert_int_equal(safari_record_read(&g, text, strlen(text), NULL, &d), SAFARI_EPARSE);
    assert_null(g);
    assert_int_equal(d.line, 10);
    /* The reason is the tile-set parser's own. */
    safari_diag td;
    safari_tileset *ts = NULL;
    const char *set = "# a set\n\n01 2 sxss baobab ; - ; -\n";
    assert_int_equal(safari_tileset_load(&ts, set, strlen(set), NULL, &td), SAFARI_EPARSE);
    assert_int_equal(td.line, 3);
    assert_string_equal(d.message, td.message);
}

static void test_record__out_of_memory(void **state)
{
    (void)state;
    safari_tileset *ts = variant_tileset();
    safari_options o;
    memset(&o, 0, sizeof o);
    o.tileset = ts;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    test_rng rng = {11};
    play_random(g, &rng, 40);
    size_t len;
    char *text = record_of(g, &len);
    int succeeded = 0;
    for (int fail_at = 0; fail_at < 50 && !succeeded; fail_at++) {
        count_alloc c;
        safari_allocator a = count_alloc_start(&c, (size_t)fail_at + 1);
        safari_game *back = (safari_game *)&back;
        safari_diag d;
        int rc = safari_record_read(&back, text, len, &a, &d);
        if (rc == SAFARI_OK) {
            assert_same_game(g, back);
            safari_game_free(back);
            succeeded = 1;
        } else {
            assert_int_equal(rc, SAFARI_ENOMEM);
            assert_null(back);
            assert_int_equal(d.line, 0);
        }
        assert_true(count_alloc_all_freed(&c));
    }
    assert_true(succeeded);
    free(text);
    safari_game_free(g);
    safari_tileset_free(ts);
}

/* The header of a record with this board-limit line. */
static void limit_record(char *text, size_t cap, const char *limit)
{
    snprintf(text, cap,
             "safari 1\nseats 2\nfirst 0\nfinal-scoring majority\nbaobab-tokens before\n"
             "board-limit %s\ntileset default\nmoves\n",
             limit);
}

static void test_record__board_limit_out_of_range(void **state)
{
    (void)state;
    static const struct {
        const char *limit, *message;
    } cases[] = {
        {"40000 1", "bad value '40000 1' for 'board-limit': 40000 out of range (max 32767)"},
        {"1 32768", "bad value '1 32768' for 'board-limit': 32768 out of range (max 32767)"},
        {"-5 -5", "bad value '-5 -5' for 'board-limit': -5 out of range (max 32767)"},
        {"5 -1", "bad value '5 -1' for 'board-limit': -1 out of range (max 32767)"},
        {"99999999999 3",
         "bad value '99999999999 3' for 'board-limit': 99999999999 out of range (max 32767)"},
        /* In range but too small for the start tile: the game's reason. */
        {"0 0", "board limit does not hold the start tile and rangers"},
    };
    char text[512];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        limit_record(text, sizeof text, cases[i].limit);
        read_bad(text, 6, cases[i].message);
    }
    /* The largest limit is a game's to take. */
    limit_record(text, sizeof text, "32767 32767");
    safari_game *g = read_ok(text, strlen(text));
    safari_settings o = SAFARI_SETTINGS_INIT;
    assert_int_equal(safari_game_settings(g, &o), SAFARI_OK);
    assert_int_equal(o.limit_x, 32767);
    assert_int_equal(o.limit_y, 32767);
    safari_game_free(g);
}

/* Every line end of a record as a lone CR (old Mac style), or mixed with
 * LF and CRLF: the same game. */
static void test_record__cr_line_ends(void **state)
{
    (void)state;
    test_rng rng = {12};
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    play_random(g, &rng, 80);
    size_t len;
    char *text = record_of(g, &len);
    char *cr = malloc(2 * len + 1);
    assert_non_null(cr);
    for (size_t i = 0; i < len; i++)
        cr[i] = text[i] == '\n' ? '\r' : text[i];
    safari_game *back = read_ok(cr, len);
    assert_same_game(g, back);
    safari_game_free(back);
    /* Mixed: LF, CR, CRLF in turn. */
    size_t n = 0, k = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] != '\n') {
            cr[n++] = text[i];
            continue;
        }
        if (k % 3 != 0)
            cr[n++] = '\r';
        if (k % 3 != 1)
            cr[n++] = '\n';
        k++;
    }
    back = read_ok(cr, n);
    assert_same_game(g, back);
    safari_game_free(back);
    /* A bad line is numbered with CR line ends too: line 9 is the move. */
    static const char bad[] = "safari 1\rseats 2\rfirst 0\rfinal-scoring majority\r"
                              "baobab-tokens before\rboard-limit none\rtileset default\r"
                              "moves\rtoken Q\r";
    read_bad(bad, 9, "malformed move 'token Q': species 'Q' is not A, E, G, L or Z");
    free(cr);
    free(text);
    safari_game_free(g);
}

/* Every error fills the diagnostic, NULL arguments included. */
static void test_record__diag_on_every_error(void **state)
{
    (void)state;
    safari_game *g = NULL;
    safari_diag d = {-1, "stale"};
    assert_int_equal(safari_record_read(NULL, default_header, 10, NULL, &d), SAFARI_EINVAL);
    assert_int_equal(d.line, 0);
    assert_string_equal(d.message, "NULL out");
    d.line = -1;
    assert_int_equal(safari_record_read(&g, NULL, 10, NULL, &d), SAFARI_EINVAL);
    assert_int_equal(d.line, 0);
    assert_string_equal(d.message, "NULL text");
    safari_allocator half = {NULL, NULL, NULL};
    assert_int_equal(
        safari_record_read(&g, default_header, strlen(default_header), &half, &d),
        SAFARI_EINVAL);
    assert_string_equal(d.message, "allocator without alloc or free");
    assert_null(g);
    /* Success empties it. */
    g = read_ok(default_header, strlen(default_header));
    safari_game_free(g);
}

/* An inline tile set beyond the library's capacities is a limit, not a
 * parse error, and keeps its line. */
static void test_record__inline_tileset_limit(void **state)
{
    (void)state;
    /* 201 land tiles: one more than SAFARI_MAX_LAND_TILES. */
    char set[8192];
    size_t n = 0;
    for (int id = 1; id <= 67; id++)
        n += (size_t)snprintf(set + n, sizeof set - n, "%02d 3 ssss ; - ; - ; -\n", id);
    n += (size_t)snprintf(set + n, sizeof set - n, "start 0 0 ssss ; -\nrangers -1 0 1 0\n");
    safari_tileset *ts = NULL;
    safari_diag td;
    int rc = safari_tileset_load(&ts, set, n, NULL, &td);
    assert_int_equal(rc, SAFARI_ELIMIT);
    char text[16384];
    snprintf(text, sizeof text,
             "safari 1\nseats 2\nfirst 0\nfinal-scoring majority\nbaobab-tokens before\n"
             "board-limit none\ntileset inline\n%send\nmoves\n",
             set);
    safari_game *g = NULL;
    safari_diag d;
    assert_int_equal(safari_record_read(&g, text, strlen(text), NULL, &d), SAFARI_ELIMIT);
    assert_null(g);
    assert_int_equal(d.line, td.line > 0 ? 7 + td.line : 7);
    assert_string_equal(d.message, td.message);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record__round_trip_random_games),
        cmocka_unit_test(test_record__writes_header_in_order),
        cmocka_unit_test(test_record__boosts_and_window_lines),
        cmocka_unit_test(test_record__buffer_protocol),
        cmocka_unit_test(test_record__bad_arguments),
        cmocka_unit_test(test_record__header_errors),
        cmocka_unit_test(test_record__move_errors),
        cmocka_unit_test(test_record__moves_after_the_end_are_illegal),
        cmocka_unit_test(test_record__crlf_comments_and_blanks),
        cmocka_unit_test(test_record__inline_tileset_round_trip),
        cmocka_unit_test(test_record__inline_tileset_errors_map_to_record_lines),
        cmocka_unit_test(test_record__out_of_memory),
        cmocka_unit_test(test_record__board_limit_out_of_range),
        cmocka_unit_test(test_record__cr_line_ends),
        cmocka_unit_test(test_record__diag_on_every_error),
        cmocka_unit_test(test_record__inline_tileset_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
