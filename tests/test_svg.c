/* SPDX-License-Identifier: MIT */
/* The SVG picture of a position (safari_game_svg_write): the buffer
 * protocol, and over random games a well-formed document whose pieces are
 * the game's, counted from the queries (the exact bytes are the command's
 * test, tests/docs/check_show.py, the regression pictures of tests/golden/svg
 * and the cross-build comparison). Its options (safari_game_svg_write_ex):
 * the defaults give the same bytes, each option does what it says, bad
 * options are refused. */
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
 * per ranger, per seat in the scores and two in the legend's key; a token
 * per filled slot and one in the key. */
static void check_pieces_with(const safari_game *g, const char *text, int legend, int scores)
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
                     meeples + rangers + (scores ? (size_t)p.seats : 0) + (legend ? 2 : 0));
    assert_int_equal(count_of(text, "<g class=\"token\""), tokens + (legend ? 1 : 0));
    assert_int_equal(count_of(text, "class=\"ranger-cell\""), rangers);
}

static void check_pieces(const safari_game *g, const char *text)
{
    check_pieces_with(g, text, 1, 1);
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

/* The picture with options, allocated; NULL when refused (rc set). */
static char *picture_with(const safari_game *g, const safari_svg_options *o, int *rc)
{
    size_t need = 0, len = 0;
    *rc = safari_game_svg_write_ex(g, o, NULL, 0, &need);
    if (*rc != SAFARI_EBUFS)
        return NULL;
    char *text = malloc(need + 1);
    assert_non_null(text);
    *rc = safari_game_svg_write_ex(g, o, text, need + 1, &len);
    assert_int_equal(*rc, SAFARI_OK);
    assert_int_equal(len, need);
    return text;
}

/* The number after `attr="` in the root element, -1 if absent. */
static long root_number(const char *text, const char *attr)
{
    const char *root = strstr(text, "<svg ");
    assert_non_null(root);
    const char *end = strchr(root, '>');
    char key[32];
    snprintf(key, sizeof key, " %s=\"", attr);
    const char *at = strstr(root, key);
    if (at == NULL || at > end)
        return -1;
    return strtol(at + strlen(key), NULL, 10);
}

/* A random game of `seats` seats played `steps` moves from seed. */
static safari_game *played(uint64_t seed, int32_t seats, int steps)
{
    test_rng rng = {seed};
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = seats;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    for (int i = 0; i < steps; i++) {
        safari_move m;
        if (!test_pick_move(g, &rng, &m))
            break;
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    return g;
}

static void test_svg__default_options_are_the_old_picture(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        for (int steps = 0; steps <= 400; steps += 80) {
            safari_game *g = played(seed, (int32_t)(seed + 1), steps);
            safari_svg_options init = SAFARI_SVG_OPTIONS_INIT;
            int rc;
            char *old = picture_of(g, NULL), *with_null = picture_with(g, NULL, &rc),
                 *with_init = picture_with(g, &init, &rc);
            assert_string_equal(old, with_null);
            assert_string_equal(old, with_init);
            free(old);
            free(with_null);
            free(with_init);
            safari_game_free(g);
        }
    }
}

static void test_svg__size_sets_the_width_and_height(void **state)
{
    (void)state;
    safari_game *g = played(7, 2, 120);
    int32_t x0, y0, x1, y1;
    assert_int_equal(safari_game_board_bounds(g, &x0, &y0, &x1, &y1), SAFARI_OK);
    /* The natural picture: 64 units a cell and a margin of 32 round the
     * board, the panel 340 wide beside it. */
    long board_w = 64 * (x1 - x0 + 1) + 64, board_h = 64 * (y1 - y0 + 1) + 64;
    safari_svg_options o = SAFARI_SVG_OPTIONS_INIT;
    int rc;
    char *natural = picture_with(g, &o, &rc);
    long w = root_number(natural, "width"), h = root_number(natural, "height");
    assert_int_equal(w, board_w + 340);
    assert_true(h >= board_h);
    char viewbox[64];
    snprintf(viewbox, sizeof viewbox, "viewBox=\"0 0 %ld %ld\"", w, h);
    assert_non_null(strstr(natural, viewbox));
    free(natural);
    static const uint32_t asked[][2] = {{800, 600}, {300, 0}, {0, 250}, {1, 1}, {100000, 7}};
    for (size_t i = 0; i < sizeof asked / sizeof asked[0]; i++) {
        o.width = asked[i][0];
        o.height = asked[i][1];
        char *text = picture_with(g, &o, &rc);
        /* The side asked as asked; the other in the natural proportions. */
        long want_w = o.width ? (long)o.width : (long)((double)o.height * (double)w / (double)h + 0.5);
        long want_h = o.height ? (long)o.height : (long)((double)o.width * (double)h / (double)w + 0.5);
        assert_int_equal(root_number(text, "width"), want_w);
        assert_int_equal(root_number(text, "height"), want_h);
        assert_non_null(strstr(text, viewbox)); /* scaled, not cut */
        check_well_formed(text);
        free(text);
    }
    safari_game_free(g);
}

static void test_svg__legend_and_scores_come_and_go(void **state)
{
    (void)state;
    for (int over = 0; over < 2; over++) {
        int32_t seats = 3;
        safari_game *g = played(11, seats, over ? 100000 : 150);
        int rc;
        int32_t x0, y0, x1, y1;
        assert_int_equal(safari_game_board_bounds(g, &x0, &y0, &x1, &y1), SAFARI_OK);
        long board_w = 64 * (x1 - x0 + 1) + 64;
        for (uint32_t legend = 0; legend < 2; legend++) {
            for (uint32_t scores = 0; scores < 2; scores++) {
                safari_svg_options o = SAFARI_SVG_OPTIONS_INIT;
                o.legend = legend;
                o.scores = scores;
                char *text = picture_with(g, &o, &rc);
                check_well_formed(text);
                check_pieces_with(g, text, (int)legend, (int)scores);
                /* The legend: the title and the key with its sample marks. */
                assert_int_equal(strstr(text, "Carcassonne Safari") != NULL, legend);
                assert_int_equal(strstr(text, ">Key</text>") != NULL, legend);
                assert_int_equal(count_of(text, "<g class=\"legend\">"), legend);
                assert_int_equal(strstr(text, "moves played") != NULL, legend);
                /* The scores: one line a seat, with its points. */
                size_t seat_lines = 0;
                for (int32_t s = 0; s < seats; s++) {
                    char line[32];
                    safari_seat_info si;
                    assert_int_equal(safari_game_seat(g, s, &si), SAFARI_OK);
                    snprintf(line, sizeof line, ">seat %d: %d points", (int)s, (int)si.score);
                    seat_lines += count_of(text, line);
                }
                assert_int_equal(seat_lines, scores ? (size_t)seats : 0);
                assert_int_equal(count_of(text, "<g class=\"scores\">"), scores && !legend);
                assert_int_equal(strstr(text, "final scores:") != NULL, over && legend && scores);
                /* Neither: the board alone, as wide as its cells and margin. */
                long w = root_number(text, "width");
                assert_int_equal(w, board_w + (legend || scores ? 340 : 0));
                free(text);
            }
        }
        safari_game_free(g);
    }
}

/* An id as the JavaScript view spells it, made here on its own. */
static void id_of(char *buf, size_t cap, const char *prefix, int n, const int *parts)
{
    size_t k = (size_t)snprintf(buf, cap, "id=\"%s", prefix);
    for (int i = 0; i < n; i++)
        k += (size_t)snprintf(buf + k, cap - k, parts[i] < 0 ? "_m%d" : "_%d", abs(parts[i]));
    snprintf(buf + k, cap - k, "\"");
}

static void test_svg__ids_name_every_piece_once(void **state)
{
    (void)state;
    int rc;
    safari_svg_options o = SAFARI_SVG_OPTIONS_INIT;
    size_t meeples_seen = 0, tokens_seen = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        safari_game *g = played(seed + 20, 2, 90 + (int)seed * 60);
        o.ids = 0;
        char *plain = picture_of(g, NULL);
        assert_null(strstr(plain, " id=\""));
        free(plain);
        o.ids = 1;
        char *text = picture_with(g, &o, &rc);
        check_well_formed(text);
        char id[64];
        size_t tiles = safari_game_tile_count(g), meeples = 0, tokens = 0, slots = 0, rangers = 0;
        for (size_t i = 0; i < tiles; i++) {
            safari_tile_info t;
            assert_int_equal(safari_game_tile(g, i, &t), SAFARI_OK);
            int cell[3] = {t.x, t.y, 0};
            id_of(id, sizeof id, "tile", 2, cell);
            assert_int_equal(count_of(text, id), 1);
            for (int c = 0; c < 4; c++) {
                safari_slot_info slot;
                if (safari_game_slot(g, t.x, t.y, c, &slot) != SAFARI_OK)
                    continue;
                cell[2] = c;
                int token = slot.species >= 0 && slot.species < SAFARI_SPECIES;
                id_of(id, sizeof id, "token", 3, cell);
                assert_int_equal(count_of(text, id), token);
                tokens += (size_t)token;
                id_of(id, sizeof id, "slot", 3, cell);
                assert_int_equal(count_of(text, id), !token && slot.open);
                slots += (size_t)(!token && slot.open);
            }
        }
        for (int32_t s = 0; s < 2; s++) {
            for (int32_t i = 0; i < SAFARI_MEEPLES; i++) {
                safari_meeple_info m;
                assert_int_equal(safari_game_meeple(g, s, i, &m), SAFARI_OK);
                if (m.where == SAFARI_AT_SUPPLY)
                    continue;
                int where[3] = {m.x, m.y, m.spot};
                if (m.where == SAFARI_AT_WATERHOLE) {
                    id_of(id, sizeof id, "meeple", 2, where);
                    snprintf(id + strlen(id) - 1, 8, "_w%d\"", (int)m.spot);
                } else {
                    id_of(id, sizeof id, "meeple", 3, where);
                }
                assert_int_equal(count_of(text, id), 1);
                meeples++;
            }
            int seat[1] = {s};
            id_of(id, sizeof id, "score", 1, seat);
            assert_int_equal(count_of(text, id), 1);
        }
        for (int32_t r = 0; r < SAFARI_RANGERS; r++) {
            int32_t x, y;
            int on = safari_game_ranger(g, r, &x, &y) == SAFARI_OK, ri[1] = {r};
            id_of(id, sizeof id, "ranger", 1, ri);
            assert_int_equal(count_of(text, id), on);
            rangers += (size_t)on;
        }
        /* Nothing else has an id, and no id comes twice. */
        assert_int_equal(count_of(text, " id=\""), tiles + tokens + slots + meeples + rangers + 2);
        meeples_seen += meeples;
        tokens_seen += tokens;
        free(text);
        safari_game_free(g);
    }
    assert_true(meeples_seen > 5); /* the games put meeples and tokens down */
    assert_true(tokens_seen > 0);
    /* A minus sign is spelt m: the cells west and south of the start. */
    char buf[64];
    id_of(buf, sizeof buf, "tile", 2, (const int[]){-2, 1});
    assert_string_equal(buf, "id=\"tile_m2_1\"");
}

static void test_svg__bad_options_are_refused(void **state)
{
    (void)state;
    safari_game *g = played(1, 2, 10);
    char buf[16];
    size_t len = 77;
    static const struct {
        uint32_t size, width, height, legend, scores, ids;
    } bad[] = {
        {sizeof(safari_svg_options) - 4, 0, 0, 1, 1, 0}, {sizeof(safari_svg_options) + 4, 0, 0, 1, 1, 0},
        {0, 0, 0, 1, 1, 0}, {sizeof(safari_svg_options), SAFARI_SVG_MAX_SIZE + 1, 0, 1, 1, 0},
        {sizeof(safari_svg_options), 0, SAFARI_SVG_MAX_SIZE + 1, 1, 1, 0},
        {sizeof(safari_svg_options), 0, 0, 2, 1, 0}, {sizeof(safari_svg_options), 0, 0, 1, 2, 0},
        {sizeof(safari_svg_options), 0, 0, 1, 1, 2}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        safari_svg_options o = {bad[i].size, bad[i].width, bad[i].height,
                                bad[i].legend, bad[i].scores, bad[i].ids};
        memset(buf, '%', sizeof buf);
        assert_int_equal(safari_game_svg_write_ex(g, &o, buf, sizeof buf, &len), SAFARI_EINVAL);
        assert_int_equal(len, 77); /* nothing written */
        assert_int_equal(buf[0], '%');
    }
    safari_svg_options ok = SAFARI_SVG_OPTIONS_INIT;
    assert_int_equal(safari_game_svg_write_ex(NULL, &ok, buf, sizeof buf, &len), SAFARI_EINVAL);
    assert_int_equal(safari_game_svg_write_ex(g, &ok, NULL, 5, &len), SAFARI_EINVAL);
    assert_int_equal(safari_game_svg_write_ex(g, &ok, buf, sizeof buf, NULL), SAFARI_EINVAL);
    ok.width = SAFARI_SVG_MAX_SIZE;
    assert_int_equal(safari_game_svg_write_ex(g, &ok, NULL, 0, &len), SAFARI_EBUFS);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_svg__buffer_protocol),
        cmocka_unit_test(test_svg__well_formed_with_the_games_pieces),
        cmocka_unit_test(test_svg__default_options_are_the_old_picture),
        cmocka_unit_test(test_svg__size_sets_the_width_and_height),
        cmocka_unit_test(test_svg__legend_and_scores_come_and_go),
        cmocka_unit_test(test_svg__ids_name_every_piece_once),
        cmocka_unit_test(test_svg__bad_options_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
