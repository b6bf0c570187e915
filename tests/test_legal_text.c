/* SPDX-License-Identifier: MIT */
/* The `safari legal` listing (docs/notation.md section 4): the exact texts are golden tests
 * (tests/golden); here the buffer protocol and agreement with the queries. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *listing_of(const safari_game *g)
{
    return test_text_of(g, safari_legal_write, NULL);
}

static void test_legal_text__buffer_protocol(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    static const char want[] = "decision token\nto-move chance\nrecipient 0\nstack 72\n"
                               "bag A10 E10 G10 L10 Z10\ndiscard A0 E0 G0 L0 Z0\n"
                               "seat 0 score 0 meeples 6 tokens A0 E0 G0 L0 Z0\n"
                               "seat 1 score 0 meeples 6 tokens A0 E0 G0 L0 Z0\n"
                               "move token A weight 10\nmove token E weight 10\n"
                               "move token G weight 10\nmove token L weight 10\n"
                               "move token Z weight 10\n";
    size_t need = sizeof want - 1, len = 0;
    char buf[sizeof want + 8];
    /* The size query. */
    assert_int_equal(safari_legal_write(g, NULL, 0, &len), SAFARI_EBUFS);
    assert_int_equal(len, need);
    /* Room for the text but not its NUL (one short): what fits, with a NUL. */
    memset(buf, '%', sizeof buf);
    len = 0;
    assert_int_equal(safari_legal_write(g, buf, need, &len), SAFARI_EBUFS);
    assert_int_equal(len, need);
    assert_memory_equal(buf, want, need - 1);
    assert_int_equal(buf[need - 1], '\0');
    assert_int_equal(buf[need], '%');
    /* The exact size. */
    memset(buf, '%', sizeof buf);
    assert_int_equal(safari_legal_write(g, buf, need + 1, &len), SAFARI_OK);
    assert_int_equal(len, need);
    assert_string_equal(buf, want);
    assert_int_equal(buf[need + 1], '%');
    assert_int_equal(safari_legal_write(g, buf, sizeof buf, &len), SAFARI_OK);
    assert_int_equal(len, need);
    assert_string_equal(buf, want);

    assert_int_equal(safari_legal_write(NULL, buf, sizeof buf, &len), SAFARI_EINVAL);
    assert_int_equal(safari_legal_write(g, NULL, 5, &len), SAFARI_EINVAL);
    assert_int_equal(safari_legal_write(g, buf, sizeof buf, NULL), SAFARI_EINVAL);
    safari_game_free(g);
}

/* Counts the lines starting with a prefix. */
static size_t count_lines(const char *text, const char *prefix)
{
    size_t n = 0, k = strlen(prefix);
    for (const char *p = text; *p != '\0';) {
        if (strncmp(p, prefix, k) == 0)
            n++;
        const char *nl = strchr(p, '\n');
        assert_non_null(nl); /* every line ends in a newline */
        p = nl + 1;
    }
    return n;
}

/* The move lines of a listing are the legal moves, in order. */
static void assert_move_lines(const char *text, const safari_move *moves, size_t n)
{
    const char *p = strstr(text, "\nmove ");
    for (size_t i = 0; i < n; i++) {
        char mt[SAFARI_MOVE_TEXT_MAX];
        assert_non_null(p);
        assert_int_equal(safari_move_to_string(&moves[i], mt, sizeof mt, NULL), SAFARI_OK);
        size_t k = strlen(mt);
        if (strncmp(p + 6, mt, k) != 0 || (p[6 + k] != '\n' && p[6 + k] != ' '))
            fail_msg("move line %zu is not '%s'", i, mt);
        p = strchr(p + 1, '\n');
    }
    assert_true(n == 0 || p == NULL || p[1] == '\0');
}

/* Over random games, every listing agrees with the queries it shows: one
 * move line per legal move (in the library's order), the seat lines, the
 * decision lines. */
static void test_legal_text__agrees_with_queries(void **state)
{
    (void)state;
    static safari_move moves[SAFARI_MAX_MOVES];
    size_t most = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        test_rng rng = {seed};
        safari_options o;
        memset(&o, 0, sizeof o);
        o.seats = (int32_t)(seed + 1);
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        safari_move m;
        int more = 1;
        while (more) {
            char *text = listing_of(g);
            safari_decision d;
            assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
            size_t n = 0;
            assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
            assert_int_equal(count_lines(text, "move "), n);
            assert_move_lines(text, moves, n);
            most = n > most ? n : most;
            assert_int_equal(count_lines(text, "seat "), (size_t)o.seats);
            assert_int_equal(count_lines(text, "recipient "),
                             d.kind == SAFARI_DECISION_TOKEN ? 1 : 0);
            assert_int_equal(count_lines(text, "decision "), 1);
            if (n > 0) {
                /* The first move line is the first legal move. */
                char first[64], mt[SAFARI_MOVE_TEXT_MAX];
                assert_int_equal(safari_move_to_string(&moves[0], mt, sizeof mt, NULL),
                                 SAFARI_OK);
                snprintf(first, sizeof first, "\nmove %s%s", mt,
                         d.to_move == SAFARI_CHANCE ? " weight " : "\n");
                assert_non_null(strstr(text, first));
            }
            char seat_line[160];
            safari_seat_info si;
            assert_int_equal(safari_game_seat(g, o.seats - 1, &si), SAFARI_OK);
            snprintf(seat_line, sizeof seat_line, "\nseat %d score %d meeples %d tokens",
                     (int)(o.seats - 1), (int)si.score, (int)si.meeples);
            assert_non_null(strstr(text, seat_line));
            free(text);
            more = test_pick_move(g, &rng, &m);
            if (more)
                assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        char *text = listing_of(g);
        assert_memory_equal(text, "decision end\nto-move none\n", 26);
        free(text);
        safari_game_free(g);
    }
    /* A list longer than a chunk was walked (legal_text.c fetches 128 moves
     * at a time), so the chunks join up in order. */
    assert_true(most > 128);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legal_text__buffer_protocol),
        cmocka_unit_test(test_legal_text__agrees_with_queries),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
