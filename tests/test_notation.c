/* SPDX-License-Identifier: MIT */
/* Move text (docs/notation.md section 2): both directions, exactly. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

static safari_move mv(uint8_t kind, uint8_t species, uint8_t index, uint8_t tile, int16_t x,
                      int16_t y)
{
    safari_move m;
    memset(&m, 0, sizeof m);
    m.kind = kind;
    m.species = species;
    m.index = index;
    m.tile = tile;
    m.x = x;
    m.y = y;
    return m;
}

typedef struct spelled {
    const char *text;
    safari_move move;
} spelled;

/* Every kind, every enumerated value, and the extremes of every number. */
static spelled *spellings(size_t *n)
{
    static spelled table[64];
    size_t k = 0;
    table[k++] = (spelled){"draw 07/2", mv(SAFARI_MOVE_DRAW, 0, 2, 7, 0, 0)};
    table[k++] = (spelled){"draw 01/1", mv(SAFARI_MOVE_DRAW, 0, 1, 1, 0, 0)};
    table[k++] = (spelled){"draw 14/12", mv(SAFARI_MOVE_DRAW, 0, 12, 14, 0, 0)};
    table[k++] = (spelled){"draw 99/255", mv(SAFARI_MOVE_DRAW, 0, 255, 99, 0, 0)};
    table[k++] = (spelled){"token A", mv(SAFARI_MOVE_TOKEN, SAFARI_APE, 0, 0, 0, 0)};
    table[k++] = (spelled){"token E", mv(SAFARI_MOVE_TOKEN, SAFARI_ELEPHANT, 0, 0, 0, 0)};
    table[k++] = (spelled){"token G", mv(SAFARI_MOVE_TOKEN, SAFARI_GIRAFFE, 0, 0, 0, 0)};
    table[k++] = (spelled){"token L", mv(SAFARI_MOVE_TOKEN, SAFARI_LION, 0, 0, 0, 0)};
    table[k++] = (spelled){"token Z", mv(SAFARI_MOVE_TOKEN, SAFARI_ZEBRA, 0, 0, 0, 0)};
    table[k++] = (spelled){"place 2 0 1", mv(SAFARI_MOVE_PLACE, 0, 1, 0, 2, 0)};
    table[k++] = (spelled){"place 0 0 0", mv(SAFARI_MOVE_PLACE, 0, 0, 0, 0, 0)};
    table[k++] = (spelled){"place -3 -12 3", mv(SAFARI_MOVE_PLACE, 0, 3, 0, -3, -12)};
    table[k++] = (spelled){"place 10 -1 2", mv(SAFARI_MOVE_PLACE, 0, 2, 0, 10, -1)};
    table[k++] = (spelled){"place 32767 -32768 0",
                           mv(SAFARI_MOVE_PLACE, 0, 0, 0, INT16_MAX, INT16_MIN)};
    table[k++] = (spelled){"discard", mv(SAFARI_MOVE_DISCARD, 0, 0, 0, 0, 0)};
    table[k++] = (spelled){"meeple N", mv(SAFARI_MOVE_MEEPLE, 0, SAFARI_NORTH, 0, 0, 0)};
    table[k++] = (spelled){"meeple E", mv(SAFARI_MOVE_MEEPLE, 0, SAFARI_EAST, 0, 0, 0)};
    table[k++] = (spelled){"meeple S", mv(SAFARI_MOVE_MEEPLE, 0, SAFARI_SOUTH, 0, 0, 0)};
    table[k++] = (spelled){"meeple W", mv(SAFARI_MOVE_MEEPLE, 0, SAFARI_WEST, 0, 0, 0)};
    table[k++] = (spelled){"meeple baobab", mv(SAFARI_MOVE_MEEPLE, 0, SAFARI_BAOBAB, 0, 0, 0)};
    table[k++] = (spelled){"ranger 0 -2 0", mv(SAFARI_MOVE_RANGER, 0, 0, 0, -2, 0)};
    table[k++] = (spelled){"ranger 1 5 -7", mv(SAFARI_MOVE_RANGER, 0, 1, 0, 5, -7)};
    table[k++] = (spelled){"dig 1 0 NE A", mv(SAFARI_MOVE_DIG, SAFARI_APE, SAFARI_NE, 0, 1, 0)};
    table[k++] = (spelled){"dig -1 2 SE E", mv(SAFARI_MOVE_DIG, SAFARI_ELEPHANT, SAFARI_SE, 0, -1, 2)};
    table[k++] = (spelled){"dig 0 -4 SW G", mv(SAFARI_MOVE_DIG, SAFARI_GIRAFFE, SAFARI_SW, 0, 0, -4)};
    table[k++] = (spelled){"dig 3 3 NW L", mv(SAFARI_MOVE_DIG, SAFARI_LION, SAFARI_NW, 0, 3, 3)};
    table[k++] = (spelled){"expand -1 2 NW Z", mv(SAFARI_MOVE_EXPAND, SAFARI_ZEBRA, SAFARI_NW, 0, -1, 2)};
    table[k++] = (spelled){"expand 0 0 NE A", mv(SAFARI_MOVE_EXPAND, SAFARI_APE, SAFARI_NE, 0, 0, 0)};
    table[k++] = (spelled){"expand -32768 -32768 SE L",
                           mv(SAFARI_MOVE_EXPAND, SAFARI_LION, SAFARI_SE, 0, INT16_MIN, INT16_MIN)};
    table[k++] = (spelled){"pass", mv(SAFARI_MOVE_PASS, 0, 0, 0, 0, 0)};
    table[k++] = (spelled){"boost G", mv(SAFARI_MOVE_BOOST, SAFARI_GIRAFFE, 0, 0, 0, 0)};
    table[k++] = (spelled){"boost Z", mv(SAFARI_MOVE_BOOST, SAFARI_ZEBRA, 0, 0, 0, 0)};
    table[k++] = (spelled){"boost -", mv(SAFARI_MOVE_BOOST, SAFARI_NO_SPECIES, 0, 0, 0, 0)};
    table[k++] = (spelled){"park 0 1", mv(SAFARI_MOVE_PARK, 0, 0, 0, 0, 1)};
    table[k++] = (spelled){"park -20 300", mv(SAFARI_MOVE_PARK, 0, 0, 0, -20, 300)};
    *n = k;
    return table;
}

static void test_notation__round_trip_every_kind(void **state)
{
    (void)state;
    size_t n;
    const spelled *t = spellings(&n);
    int kinds_seen = 0;
    for (size_t i = 0; i < n; i++) {
        char buf[SAFARI_MOVE_TEXT_MAX];
        size_t len = 0;
        assert_int_equal(safari_move_to_string(&t[i].move, buf, sizeof buf, &len), SAFARI_OK);
        assert_string_equal(buf, t[i].text);
        assert_int_equal(len, strlen(t[i].text));

        safari_move back;
        memset(&back, 0xAB, sizeof back);
        assert_int_equal(safari_move_parse_ex(t[i].text, strlen(t[i].text), NULL, &back, NULL),
                         SAFARI_OK);
        assert_memory_equal(&back, &t[i].move, sizeof back);
        kinds_seen |= 1 << t[i].move.kind;
    }
    assert_int_equal(kinds_seen, (1 << (SAFARI_MOVE_PARK + 1)) - 1);
}

static void test_notation__unused_fields_ignored(void **state)
{
    (void)state;
    char buf[SAFARI_MOVE_TEXT_MAX];
    safari_move m = mv(SAFARI_MOVE_PASS, 3, 9, 42, -5, 7);
    assert_int_equal(safari_move_to_string(&m, buf, sizeof buf, NULL), SAFARI_OK);
    assert_string_equal(buf, "pass");
    m = mv(SAFARI_MOVE_TOKEN, SAFARI_LION, 7, 12, 100, 100);
    assert_int_equal(safari_move_to_string(&m, buf, sizeof buf, NULL), SAFARI_OK);
    assert_string_equal(buf, "token L");
    m = mv(SAFARI_MOVE_PARK, 200, 200, 200, 4, -4);
    assert_int_equal(safari_move_to_string(&m, buf, sizeof buf, NULL), SAFARI_OK);
    assert_string_equal(buf, "park 4 -4");
    /* A parsed move has every unused field zero. */
    assert_int_equal(safari_move_parse_ex("park 4 -4", 9, NULL, &m, NULL), SAFARI_OK);
    assert_int_equal(m.species, 0);
    assert_int_equal(m.index, 0);
    assert_int_equal(m.tile, 0);
}

static void test_notation__unspellable_moves(void **state)
{
    (void)state;
    const safari_move bad[] = {
        mv(11, 0, 0, 0, 0, 0),
        mv(255, 0, 0, 0, 0, 0),
        mv(SAFARI_MOVE_DRAW, 0, 1, 0, 0, 0),    /* type 00 */
        mv(SAFARI_MOVE_DRAW, 0, 1, 100, 0, 0),  /* three digits */
        mv(SAFARI_MOVE_DRAW, 0, 0, 7, 0, 0),    /* copy 0 */
        mv(SAFARI_MOVE_TOKEN, SAFARI_NO_SPECIES, 0, 0, 0, 0),
        mv(SAFARI_MOVE_TOKEN, 9, 0, 0, 0, 0),
        mv(SAFARI_MOVE_PLACE, 0, 4, 0, 0, 0),
        mv(SAFARI_MOVE_MEEPLE, 0, 5, 0, 0, 0),
        mv(SAFARI_MOVE_RANGER, 0, 2, 0, 0, 0),
        mv(SAFARI_MOVE_DIG, 0, 4, 0, 0, 0),
        mv(SAFARI_MOVE_DIG, SAFARI_NO_SPECIES, 0, 0, 0, 0),
        mv(SAFARI_MOVE_EXPAND, 0, 4, 0, 0, 0),
        mv(SAFARI_MOVE_EXPAND, SAFARI_NO_SPECIES, 0, 0, 0, 0),
        mv(SAFARI_MOVE_BOOST, 6, 0, 0, 0, 0),
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char buf[SAFARI_MOVE_TEXT_MAX] = "untouched";
        size_t len = 77;
        assert_int_equal(safari_move_to_string(&bad[i], buf, sizeof buf, &len), SAFARI_EINVAL);
        assert_string_equal(buf, "untouched");
        assert_int_equal(len, 77);
    }
}

static void test_notation__buffer_protocol(void **state)
{
    (void)state;
    safari_move m = mv(SAFARI_MOVE_EXPAND, SAFARI_ZEBRA, SAFARI_NW, 0, -32768, -32768);
    size_t len = 0;
    /* The longest text of all still fits SAFARI_MOVE_TEXT_MAX. */
    assert_int_equal(safari_move_to_string(&m, NULL, 0, &len), SAFARI_EBUFS);
    assert_int_equal(len, strlen("expand -32768 -32768 NW Z"));
    assert_true(len < SAFARI_MOVE_TEXT_MAX);

    char buf[SAFARI_MOVE_TEXT_MAX];
    memset(buf, 'x', sizeof buf);
    len = 0;
    /* Room for the text but not its NUL (one short): what fits, 24 bytes
     * and a NUL; nothing past the capacity. */
    assert_int_equal(safari_move_to_string(&m, buf, 25, &len), SAFARI_EBUFS);
    assert_int_equal(len, 25);
    assert_string_equal(buf, "expand -32768 -32768 NW ");
    assert_int_equal(buf[25], 'x');
    /* The exact size: the whole text. */
    memset(buf, 'x', sizeof buf);
    assert_int_equal(safari_move_to_string(&m, buf, 26, &len), SAFARI_OK);
    assert_string_equal(buf, "expand -32768 -32768 NW Z");
    assert_int_equal(buf[26], 'x');
    assert_int_equal(safari_move_to_string(&m, buf, 25, NULL), SAFARI_EBUFS);
    /* One byte holds the NUL only. */
    assert_int_equal(safari_move_to_string(&m, buf, 1, &len), SAFARI_EBUFS);
    assert_int_equal(buf[0], '\0');
    assert_int_equal(buf[1], 'x');
}

static void test_notation__bad_arguments(void **state)
{
    (void)state;
    safari_move m = mv(SAFARI_MOVE_PASS, 0, 0, 0, 0, 0), out = m;
    char buf[8];
    assert_int_equal(safari_move_to_string(NULL, buf, sizeof buf, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_move_to_string(&m, NULL, 8, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_move_parse_ex(NULL, 4, NULL, &out, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_move_parse_ex("pass", 4, NULL, NULL, NULL), SAFARI_EINVAL);
}

/* Parses text that must be refused with this reason. */
static void parse_bad(const char *text, const char *reason)
{
    safari_move m = mv(SAFARI_MOVE_PASS, 0, 0, 0, 0, 0), before = m;
    safari_diag d = {-1, "stale"};
    int rc = safari_move_parse_ex(text, strlen(text), NULL, &m, &d);
    if (rc != SAFARI_EPARSE || d.line != 1 || strcmp(d.message, reason) != 0)
        fail_msg("'%s' gave %d, line %d: '%s'; expected line 1: '%s'", text, rc, (int)d.line,
                 d.message, reason);
    assert_memory_equal(&m, &before, sizeof m);
}

static void test_notation__parse_says_why(void **state)
{
    (void)state;
    parse_bad("", "empty move");
    parse_bad(" pass", "space before the move");
    parse_bad("pass ", "space after the move");
    parse_bad("token  A", "two spaces in a row: words take one space");
    parse_bad("place 1 2 3 4 5", "more than 5 words");
    parse_bad("Place 2 0 1", "unknown move 'Place'");
    parse_bad("pass 1", "'pass' takes no value");
    parse_bad("place 2 0", "'place' takes 3 values: place X Y R");
    parse_bad("token", "'token' takes 1 value: token S");
    parse_bad("place 2 0 4", "rotation '4' is not an integer in 0..3");
    parse_bad("place 32768 0 0", "x '32768' is not an integer in -32768..32767");
    parse_bad("park 0 -0", "y '-0' is not an integer in -32768..32767");
    parse_bad("ranger 2 0 0", "ranger '2' is not an integer in 0..1");
    parse_bad("token Q", "species 'Q' is not A, E, G, L or Z");
    parse_bad("boost Q", "species 'Q' is not A, E, G, L, Z or -");
    parse_bad("meeple NE", "side 'NE' is not N, E, S, W or baobab");
    parse_bad("dig 0 0 EN A", "corner 'EN' is not NE, SE, SW or NW");
    parse_bad("draw 7/1", "tile '7/1' is not TT/K (type 01..99, copy K)");
    parse_bad("draw 00/1", "tile '00/1' is not TT/K (type 01..99, copy K)");
    parse_bad("draw 07/0", "copy '0' is not an integer in 1..255");
    /* A long word is quoted in part. */
    parse_bad("abcdefghijklmnopqrstuvwxyz0123", "unknown move 'abcdefghijklmnopqrstuvwx...'");
    char nul[] = "pass\0";
    safari_move m;
    safari_diag d;
    assert_int_equal(safari_move_parse_ex(nul, 5, NULL, &m, &d), SAFARI_EPARSE);
    assert_string_equal(d.message, "NUL byte in the move");

    /* Success empties the diagnostic; a NULL argument says which. */
    assert_int_equal(safari_move_parse_ex("meeple baobab", 13, NULL, &m, &d), SAFARI_OK);
    assert_int_equal(d.line, 0);
    assert_string_equal(d.message, "");
    assert_int_equal(m.kind, SAFARI_MOVE_MEEPLE);
    assert_int_equal(m.index, SAFARI_BAOBAB);
    assert_int_equal(safari_move_parse_ex(NULL, 4, NULL, &m, &d), SAFARI_EINVAL);
    assert_int_equal(d.line, 0);
    assert_string_equal(d.message, "NULL text");
    assert_int_equal(safari_move_parse_ex("pass", 4, NULL, NULL, &d), SAFARI_EINVAL);
    assert_string_equal(d.message, "NULL out");
    /* The diagnostic is optional. */
    assert_int_equal(safari_move_parse_ex("pass", 4, NULL, &m, NULL), SAFARI_OK);
    assert_int_equal(m.kind, SAFARI_MOVE_PASS);
}

static void test_notation__rejects_every_other_spelling(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "", " ", "pass ", " pass", "pass  ", "Pass", "PASS", "pas", "passs", "pass pass",
        "pass\n", "pass\r", "pass\t", "\tpass", "discard 1", "discard discard",
        "place  2 0 1", "place 2  0 1", "place 2 0 1 ", "place 2 0", "place 2", "place",
        "place 2 0 1 1", "place 2 0 4", "place 2 0 -1", "place 2 0 9", "place +2 0 1",
        "place 02 0 1", "place -0 0 1", "place 2 00 1", "place 2 0 01", "place 2 0 +1",
        "place 32768 0 0", "place 0 -32769 0", "place 99999999999999999999 0 0",
        "place 1e3 0 0", "place 0x1 0 0", "place 1.0 0 0", "place - 0 1", "place -- 0 1",
        "place a b c", "PLACE 2 0 1",
        "draw 7/1", "draw 007/1", "draw 07/0", "draw 07/01", "draw 00/1", "draw 07", "draw 07/",
        "draw 07-1", "draw 07/256", "draw 7a/1", "draw /1", "draw 07/1/1", "draw 07/-1",
        "draw 07/+1", "draw 07 /1", "draw 07/ 1", "draw", "draw 07/1 weight 1", "Draw 07/1",
        "token", "token a", "token X", "token AE", "token -", "token A A", "token  A",
        "meeple", "meeple n", "meeple X", "meeple NE", "meeple Baobab", "meeple BAOBAB",
        "meeple baobab N", "meeple 0", "meeple N ",
        "ranger 2 0 0", "ranger 0 0", "ranger -1 0 0", "ranger 0 0 0 0", "ranger 00 0 0",
        "ranger 0 -0 0",
        "dig 0 0 NE", "dig 0 0 ne A", "dig 0 0 N A", "dig 0 0 NE a", "dig 0 0 EN A",
        "dig 0 0 NE AE", "dig 0 0 NE A A", "dig 0 0 NE -", "dig 0 NE A",
        "expand 0 0 NE AE", "expand 0 0 NE", "expand 0 0 SW Q", "Expand 0 0 NE A",
        "boost", "boost a", "boost --", "boost - ", "boost A E", "boost -A", "boost +",
        "park 1", "park 1 2 3", "park", "park -0 0", "park 1 -", "foo", "moves", "#pass",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        safari_move out = mv(SAFARI_MOVE_PARK, 1, 2, 3, 4, 5), before = out;
        int rc = safari_move_parse_ex(bad[i], strlen(bad[i]), NULL, &out, NULL);
        if (rc != SAFARI_EPARSE)
            fail_msg("accepted '%s'", bad[i]);
        assert_memory_equal(&out, &before, sizeof out);
        /* Every refusal has a reason. */
        safari_diag d = {0, ""};
        assert_int_equal(safari_move_parse_ex(bad[i], strlen(bad[i]), NULL, &out, &d),
                         SAFARI_EPARSE);
        if (d.line != 1 || d.message[0] == '\0')
            fail_msg("no reason for '%s'", bad[i]);
    }
    /* A NUL inside the given length is not part of any spelling. */
    safari_move out;
    assert_int_equal(safari_move_parse_ex("pass\0", 5, NULL, &out, NULL), SAFARI_EPARSE);
    assert_int_equal(safari_move_parse_ex("place 1\0 0 0", 12, NULL, &out, NULL), SAFARI_EPARSE);
}

static void test_notation__length_bounds_the_text(void **state)
{
    (void)state;
    safari_move out;
    /* The text need not be NUL-terminated: only len bytes are read. */
    assert_int_equal(safari_move_parse_ex("pass now", 4, NULL, &out, NULL), SAFARI_OK);
    assert_int_equal(out.kind, SAFARI_MOVE_PASS);
    assert_int_equal(safari_move_parse_ex("place 2 0 13", 11, NULL, &out, NULL), SAFARI_OK);
    assert_int_equal(out.index, 1);
    assert_int_equal(safari_move_parse_ex("pass", 3, NULL, &out, NULL), SAFARI_EPARSE);
}

/* A game at its first action: seat 0 has placed type 07 (a straight trail,
 * N-S unrotated) on (0, 1) turned a quarter, so its trail runs W-E and its
 * canonical side is E. */
static safari_game *game_at_first_action(void)
{
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    static const char *const moves[] = {"token A", "token E", "token G", "token L",
                                        "draw 07/1", "place 0 1 1"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        test_apply_text(g, moves[i]);
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(d.kind, SAFARI_DECISION_ACTION);
    return g;
}

/* Ruling R8 (docs/rules.md section 12): the side that names a meeple's feature. */
static void test_notation__meeple_side_normalised(void **state)
{
    (void)state;
    safari_game *g = game_at_first_action();
    safari_move m;
    safari_move east = mv(SAFARI_MOVE_MEEPLE, 0, SAFARI_EAST, 0, 0, 0);
    assert_true(safari_game_is_legal(g, &east));
    /* W names the same trail: parsed as its canonical side E. */
    assert_int_equal(safari_move_parse_ex("meeple W", 8, g, &m, NULL), SAFARI_OK);
    assert_memory_equal(&m, &east, sizeof m);
    assert_int_equal(safari_move_parse_ex("meeple E", 8, g, &m, NULL), SAFARI_OK);
    assert_memory_equal(&m, &east, sizeof m);
    /* Without a game nothing is normalised. */
    assert_int_equal(safari_move_parse_ex("meeple W", 8, NULL, &m, NULL), SAFARI_OK);
    assert_int_equal(m.index, SAFARI_WEST);
    /* A savanna side names no feature: left as written (and illegal). */
    assert_int_equal(safari_move_parse_ex("meeple N", 8, g, &m, NULL), SAFARI_OK);
    assert_int_equal(m.index, SAFARI_NORTH);
    assert_false(safari_game_is_legal(g, &m));
    /* The normalised move applies. */
    assert_int_equal(safari_move_parse_ex("meeple W", 8, g, &m, NULL), SAFARI_OK);
    assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    safari_game_free(g);
}

static void test_notation__no_normalisation_outside_action(void **state)
{
    (void)state;
    safari_game *g = game_at_first_action();
    test_apply_text(g, "pass");
    safari_move m;
    /* Now at the next draw: `meeple W` means W, whatever the last tile. */
    assert_int_equal(safari_move_parse_ex("meeple W", 8, g, &m, NULL), SAFARI_OK);
    assert_int_equal(m.index, SAFARI_WEST);
    safari_game_free(g);
}

/* In random games, at every action, `meeple D` for each side D of the placed
 * tile that touches a free trail or bush parses to a legal move. */
/* Ruling R8 (docs/rules.md section 12): the side that names a meeple's feature. */
static void test_notation__meeple_any_side_in_random_games(void **state)
{
    (void)state;
    int normalised = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        test_rng rng = {seed};
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
        safari_move m, last = {0, 0, 0, 0, 0, 0};
        while (test_pick_move(g, &rng, &m)) {
            safari_decision d;
            safari_seat_info si;
            assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
            if (d.kind == SAFARI_DECISION_ACTION) {
                assert_int_equal(last.kind, SAFARI_MOVE_PLACE);
                assert_int_equal(safari_game_seat(g, d.to_move, &si), SAFARI_OK);
                for (int side = 0; side < 4 && si.meeples > 0; side++) {
                    safari_feature_info f;
                    if (safari_game_feature_at(g, last.x, last.y, side, &f) != SAFARI_OK)
                        continue;
                    int held = 0;
                    for (int s = 0; s < SAFARI_MAX_SEATS; s++)
                        held += f.meeples[s];
                    char text[16];
                    safari_move p;
                    snprintf(text, sizeof text, "meeple %c", "NESW"[side]);
                    assert_int_equal(safari_move_parse_ex(text, 8, g, &p, NULL), SAFARI_OK);
                    assert_int_equal(safari_game_is_legal(g, &p), held == 0);
                    assert_true(p.index <= side);
                    normalised += p.index < side;
                }
            }
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
            last = m;
        }
        safari_game_free(g);
    }
    assert_true(normalised > 0);
}

/* Every legal move of random games reads back from its own text. */
static void test_notation__legal_moves_round_trip(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        test_rng rng = {seed};
        safari_game *g = NULL;
        safari_options o;
        memset(&o, 0, sizeof o);
        o.seats = (int32_t)(2 + seed % 4);
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        static safari_move moves[SAFARI_MAX_MOVES];
        safari_move m;
        while (test_pick_move(g, &rng, &m)) {
            size_t n = 0;
            assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
            for (size_t i = 0; i < n; i++) {
                char buf[SAFARI_MOVE_TEXT_MAX];
                size_t len;
                safari_move back;
                assert_int_equal(safari_move_to_string(&moves[i], buf, sizeof buf, &len),
                                 SAFARI_OK);
                assert_int_equal(safari_move_parse_ex(buf, len, g, &back, NULL), SAFARI_OK);
                assert_memory_equal(&back, &moves[i], sizeof back);
            }
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        safari_game_free(g);
    }
}

SAFARI_TEST_DEPRECATED_BEGIN
/* safari_move_parse, safari_move_parse_ex without the reason, is a
 * deprecated wrapper until 1.0: still exported, the same answers. */
static void test_notation__parse_deprecated(void **state)
{
    (void)state;
    static const char *const texts[] = {"pass", "place 2 0 -1 3", "meeple N", "rotation 4",
                                        "place 1\0 0 0", ""};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        safari_move a = mv(SAFARI_MOVE_BOOST, 1, 2, 3, 4, 5), b = a;
        size_t len = i == 4 ? 12 : strlen(texts[i]);
        assert_int_equal(safari_move_parse(texts[i], len, NULL, &a),
                         safari_move_parse_ex(texts[i], len, NULL, &b, NULL));
        assert_memory_equal(&a, &b, sizeof a);
    }
    safari_move m = mv(SAFARI_MOVE_PASS, 0, 0, 0, 0, 0);
    assert_int_equal(safari_move_parse("pass", 4, NULL, &m), SAFARI_OK);
    assert_int_equal(m.kind, SAFARI_MOVE_PASS);
    assert_int_equal(safari_move_parse("pass x", 6, NULL, &m), SAFARI_EPARSE);
    assert_int_equal(safari_move_parse(NULL, 4, NULL, &m), SAFARI_EINVAL);
}
SAFARI_TEST_DEPRECATED_END

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_notation__round_trip_every_kind),
        cmocka_unit_test(test_notation__unused_fields_ignored),
        cmocka_unit_test(test_notation__unspellable_moves),
        cmocka_unit_test(test_notation__buffer_protocol),
        cmocka_unit_test(test_notation__bad_arguments),
        cmocka_unit_test(test_notation__rejects_every_other_spelling),
        cmocka_unit_test(test_notation__parse_says_why),
        cmocka_unit_test(test_notation__length_bounds_the_text),
        cmocka_unit_test(test_notation__meeple_side_normalised),
        cmocka_unit_test(test_notation__no_normalisation_outside_action),
        cmocka_unit_test(test_notation__meeple_any_side_in_random_games),
        cmocka_unit_test(test_notation__legal_moves_round_trip),
        cmocka_unit_test(test_notation__parse_deprecated),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
