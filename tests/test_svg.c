/* SPDX-License-Identifier: MIT */
/* The SVG picture of a position (safari_game_svg_write): the buffer
 * protocol, and over random games a well-formed document whose pieces are
 * the game's, counted from the queries (the exact bytes are the command's
 * test, tests/docs/check_show.py and the cross-build comparison). */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *picture_of(const safari_game *g, size_t *len)
{
    return test_text_of(g, safari_game_svg_write, len);
}

static void test_svg__buffer_protocol(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    size_t need = 0, len = 0;
    /* The size query. */
    assert_int_equal(safari_game_svg_write(g, NULL, 0, &need), SAFARI_EBUFS);
    assert_true(need > 0);
    char *buf = malloc(need + 8);
    assert_non_null(buf);
    /* One short: what fits, a NUL, nothing past it; the size needed. */
    memset(buf, '%', need + 8);
    assert_int_equal(safari_game_svg_write(g, buf, need, &len), SAFARI_EBUFS);
    assert_int_equal(len, need);
    assert_int_equal(buf[need - 1], '\0');
    assert_int_equal(buf[need], '%');
    assert_int_equal(strlen(buf), need - 1);
    /* A tiny buffer: a NUL alone, the size needed. */
    char tiny[1] = {'%'};
    len = 0;
    assert_int_equal(safari_game_svg_write(g, tiny, sizeof tiny, &len), SAFARI_EBUFS);
    assert_int_equal(len, need);
    assert_int_equal(tiny[0], '\0');
    /* The exact size: the whole text, the same as the cut one began. */
    char *cut = malloc(need);
    assert_non_null(cut);
    memcpy(cut, buf, need);
    memset(buf, '%', need + 8);
    assert_int_equal(safari_game_svg_write(g, buf, need + 1, &len), SAFARI_OK);
    assert_int_equal(len, need);
    assert_int_equal(strlen(buf), need);
    assert_memory_equal(buf, cut, need - 1);
    assert_int_equal(buf[need + 1], '%');

    assert_int_equal(safari_game_svg_write(NULL, buf, need + 1, &len), SAFARI_EINVAL);
    assert_int_equal(safari_game_svg_write(g, NULL, 5, &len), SAFARI_EINVAL);
    assert_int_equal(safari_game_svg_write(g, buf, need + 1, NULL), SAFARI_EINVAL);
    free(cut);
    free(buf);
    safari_game_free(g);
}

/* Well-formed XML as far as the picture uses it: a declaration, then
 * elements that nest and close by name, quoted attributes, text without
 * '<' or a bare '&'. Returns the number of elements. */
static size_t check_well_formed(const char *text)
{
    enum { DEPTH = 16, NAME = 16 };
    char stack[DEPTH][NAME];
    int depth = 0;
    size_t elements = 0;
    const char *p = text;
    const char decl[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    assert_memory_equal(p, decl, sizeof decl - 1);
    p += sizeof decl - 1;
    int root_closed = 0;
    while (*p != '\0') {
        if (*p != '<') {
            if (*p == '&')
                assert_true(strncmp(p, "&amp;", 5) == 0 || strncmp(p, "&lt;", 4) == 0 ||
                            strncmp(p, "&gt;", 4) == 0 || strncmp(p, "&quot;", 6) == 0);
            if (depth == 0) /* nothing but line ends outside the root */
                assert_int_equal(*p, '\n');
            p++;
            continue;
        }
        assert_false(root_closed);
        int closing = p[1] == '/';
        const char *name = p + 1 + closing;
        size_t n = strspn(name, "abcdefghijklmnopqrstuvwxyz");
        assert_true(n > 0 && n < NAME);
        const char *q = name + n;
        if (closing) {
            assert_int_equal(*q, '>');
            assert_true(depth > 0);
            depth--;
            if (strlen(stack[depth]) != n || strncmp(stack[depth], name, n) != 0)
                fail_msg("</%.*s> closes <%s>", (int)n, name, stack[depth]);
            root_closed = depth == 0;
            p = q + 1;
            continue;
        }
        if (depth == 0)
            assert_true(n == 3 && strncmp(name, "svg", 3) == 0 && elements == 0);
        elements++;
        /* Attributes: name="value", the value without '<' or '"'. */
        while (*q == ' ') {
            q++;
            size_t an = strspn(q, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-:");
            assert_true(an > 0);
            q += an;
            assert_true(q[0] == '=' && q[1] == '"');
            q += 2;
            const char *end = strchr(q, '"');
            assert_non_null(end);
            assert_null(memchr(q, '<', (size_t)(end - q)));
            q = end + 1;
        }
        if (q[0] == '/' && q[1] == '>') {
            p = q + 2;
            continue;
        }
        assert_int_equal(*q, '>');
        assert_true(depth < DEPTH);
        memcpy(stack[depth], name, n);
        stack[depth][n] = '\0';
        depth++;
        p = q + 1;
    }
    assert_true(root_closed);
    return elements;
}

static size_t count_of(const char *text, const char *needle)
{
    size_t n = 0;
    for (const char *p = strstr(text, needle); p != NULL; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* The pieces of the picture against the queries: one tile element per
 * tile of the game, at its cell; a meeple mark per meeple on the board,
 * per ranger, per seat in the legend and two in the key; a token per
 * filled slot and one in the key. */
static void check_pieces(const safari_game *g, const char *text)
{
    size_t tiles = safari_game_tile_count(g);
    assert_int_equal(count_of(text, "<g class=\"tile\""), tiles);
    for (size_t i = 0; i < tiles; i++) {
        safari_tile_info t;
        char cell[64];
        assert_int_equal(safari_game_tile(g, i, &t), SAFARI_OK);
        snprintf(cell, sizeof cell, "<g class=\"tile\" data-x=\"%d\" data-y=\"%d\" ", (int)t.x,
                 (int)t.y);
        assert_int_equal(count_of(text, cell), 1);
    }
    safari_pool_info p;
    assert_int_equal(safari_game_pools(g, &p), SAFARI_OK);
    size_t meeples = 0, rangers = 0, tokens = 0;
    for (int32_t s = 0; s < p.seats; s++)
        for (int32_t i = 0; i < SAFARI_MEEPLES; i++) {
            safari_meeple_info m;
            assert_int_equal(safari_game_meeple(g, s, i, &m), SAFARI_OK);
            meeples += m.where != SAFARI_AT_SUPPLY;
        }
    for (int32_t r = 0; r < SAFARI_RANGERS; r++) {
        int32_t x, y;
        rangers += safari_game_ranger(g, r, &x, &y) == SAFARI_OK;
    }
    for (size_t i = 0; i < tiles; i++) {
        safari_tile_info t;
        assert_int_equal(safari_game_tile(g, i, &t), SAFARI_OK);
        for (int c = 0; c < 4; c++) {
            safari_slot_info slot;
            if (safari_game_slot(g, t.x, t.y, c, &slot) == SAFARI_OK)
                tokens += slot.species >= 0 && slot.species < SAFARI_SPECIES;
        }
    }
    assert_int_equal(count_of(text, "class=\"meeple\""),
                     meeples + rangers + (size_t)p.seats + 2);
    assert_int_equal(count_of(text, "<g class=\"token\""), tokens + 1);
    assert_int_equal(count_of(text, "class=\"ranger-cell\""), rangers);
}

static void test_svg__well_formed_with_the_games_pieces(void **state)
{
    (void)state;
    size_t checked = 0, most_tiles = 0, most_meeples = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        test_rng rng = {seed};
        safari_options o;
        memset(&o, 0, sizeof o);
        o.seats = (int32_t)(seed + 1);
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        for (int more = 1, step = 0; more; step++) {
            if (step % 23 == 0 || safari_game_history_length(g) == 0) {
                size_t len = 0;
                char *text = picture_of(g, &len);
                assert_int_equal(strlen(text), len);
                check_well_formed(text);
                check_pieces(g, text);
                size_t tiles = safari_game_tile_count(g);
                most_tiles = tiles > most_tiles ? tiles : most_tiles;
                size_t marks = count_of(text, "class=\"meeple\"");
                most_meeples = marks > most_meeples ? marks : most_meeples;
                checked++;
                free(text);
            }
            safari_move m;
            more = test_pick_move(g, &rng, &m);
            if (more)
                assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        /* The end of the game too. */
        char *text = picture_of(g, NULL);
        check_well_formed(text);
        check_pieces(g, text);
        assert_non_null(strstr(text, "the game is over"));
        free(text);
        safari_game_free(g);
    }
    /* The games reached full boards with meeples on them, so the counts
     * above were tested on more than the start. */
    assert_true(checked > 20);
    assert_true(most_tiles > 60);
    assert_true(most_meeples > 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_svg__buffer_protocol),
        cmocka_unit_test(test_svg__well_formed_with_the_games_pieces),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
