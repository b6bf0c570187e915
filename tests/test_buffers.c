/* SPDX-License-Identifier: MIT */
/* The one buffer rule of safari.h, for every function that writes into a
 * caller's buffer: `NULL, 0` asks for the size; a buffer of exactly that
 * size gets everything; one entry (or byte) short gets what fits and
 * SAFARI_EBUFS, and nothing is written past the capacity. Each function is
 * checked against its own full answer. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

enum { CANARY = 0x5A };

/* A game part-way through, at a decision with several moves, and with the
 * scoring events of its last move. */
static safari_game *game_with_events(void)
{
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    test_rng rng = {3};
    safari_move m;
    size_t events = 0;
    /* Play until a move scores, then on to a seat's decision with choices. */
    while (test_pick_move(g, &rng, &m)) {
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        int rc = safari_game_events(g, NULL, 0, &events);
        assert_int_equal(rc, events > 0 ? SAFARI_EBUFS : SAFARI_OK);
        if (events >= 2)
            break;
    }
    assert_true(events >= 2);
    return g;
}

/* Checks an array writer: fill(buf, cap, &count) of entries of `size` bytes. */
typedef int (*fill_fn)(const safari_game *g, void *buf, size_t cap, size_t *count);

static void check_array_rule(const safari_game *g, fill_fn fill, size_t size)
{
    size_t n = 12345;
    assert_int_equal(fill(g, NULL, 0, &n), n > 0 ? SAFARI_EBUFS : SAFARI_OK);
    assert_true(n >= 2);
    unsigned char *full = malloc(n * size), *buf = malloc((n + 1) * size);
    assert_non_null(full);
    assert_non_null(buf);
    size_t count = 0;
    /* The exact size. */
    assert_int_equal(fill(g, full, n, &count), SAFARI_OK);
    assert_int_equal(count, n);
    memset(buf, CANARY, (n + 1) * size);
    assert_int_equal(fill(g, buf, n, &count), SAFARI_OK);
    assert_memory_equal(buf, full, n * size);
    assert_int_equal(buf[n * size], CANARY);
    /* One short: the first n - 1 entries, nothing after them. */
    memset(buf, CANARY, (n + 1) * size);
    count = 0;
    assert_int_equal(fill(g, buf, n - 1, &count), SAFARI_EBUFS);
    assert_int_equal(count, n);
    assert_memory_equal(buf, full, (n - 1) * size);
    for (size_t i = (n - 1) * size; i < (n + 1) * size; i++)
        assert_int_equal(buf[i], CANARY);
    /* NULL with a capacity is refused, the count untouched. */
    count = 777;
    assert_int_equal(fill(g, NULL, 1, &count), SAFARI_EINVAL);
    assert_int_equal(count, 777);
    free(buf);
    free(full);
}

static int fill_moves(const safari_game *g, void *buf, size_t cap, size_t *count)
{
    return safari_game_legal_moves(g, buf, cap, count);
}

static uint32_t weight_scratch[SAFARI_MAX_MOVES];

static int fill_outcome_moves(const safari_game *g, void *buf, size_t cap, size_t *count)
{
    return safari_game_outcomes(g, buf, buf != NULL ? weight_scratch : NULL, cap, count);
}

static safari_move move_scratch[SAFARI_MAX_MOVES];

static int fill_outcome_weights(const safari_game *g, void *buf, size_t cap, size_t *count)
{
    return safari_game_outcomes(g, buf != NULL ? move_scratch : NULL, buf, cap, count);
}

static int fill_events(const safari_game *g, void *buf, size_t cap, size_t *count)
{
    return safari_game_events(g, buf, cap, count);
}

static int fill_scores(const safari_game *g, void *buf, size_t cap, size_t *count)
{
    return safari_game_projected_scores_ex(g, buf, cap, count);
}

static void test_buffers__arrays(void **state)
{
    (void)state;
    safari_game *g = game_with_events();
    check_array_rule(g, fill_events, sizeof(safari_event));
    check_array_rule(g, fill_scores, sizeof(int32_t));
    /* Moves at a seat's decision and at a chance decision. */
    safari_decision d;
    test_rng rng = {8};
    safari_move m;
    int seat_done = 0, chance_done = 0;
    while ((!seat_done || !chance_done) && test_pick_move(g, &rng, &m)) {
        size_t n = 0;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        safari_game_legal_moves(g, NULL, 0, &n);
        if (n >= 2 && d.to_move == SAFARI_CHANCE && !chance_done) {
            check_array_rule(g, fill_outcome_moves, sizeof(safari_move));
            check_array_rule(g, fill_outcome_weights, sizeof(uint32_t));
            chance_done = 1;
        }
        if (n >= 2 && d.to_move >= 0 && !seat_done) {
            check_array_rule(g, fill_moves, sizeof(safari_move));
            seat_done = 1;
        }
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    assert_true(seat_done && chance_done);
    safari_game_free(g);
}

SAFARI_TEST_DEPRECATED_BEGIN
/* safari_game_projected_scores, a deprecated wrapper until 1.0, has no
 * count: the size needed is the seat count, and it follows the rule
 * otherwise. */
static void test_buffers__projected_scores_without_count(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = 3;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    int32_t scores[4] = {-7, -7, -7, -7};
    assert_int_equal(safari_game_projected_scores(g, NULL, 0), SAFARI_EBUFS);
    assert_int_equal(safari_game_projected_scores(g, NULL, 3), SAFARI_EINVAL);
    /* One short: the first two, the third untouched. At setup every score
     * is 0 and nothing lies on the board to score. */
    assert_int_equal(safari_game_projected_scores(g, scores, 2), SAFARI_EBUFS);
    assert_int_equal(scores[0], 0);
    assert_int_equal(scores[1], 0);
    assert_int_equal(scores[2], -7);
    assert_int_equal(safari_game_projected_scores(g, scores, 3), SAFARI_OK);
    assert_int_equal(scores[2], 0);
    assert_int_equal(scores[3], -7);
    size_t n = 0;
    assert_int_equal(safari_game_projected_scores_ex(g, NULL, 0, &n), SAFARI_EBUFS);
    assert_int_equal(n, 3);
    assert_int_equal(safari_game_projected_scores_ex(NULL, scores, 3, &n), SAFARI_EINVAL);
    assert_int_equal(safari_game_projected_scores_ex(g, scores, 3, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_projected_scores(NULL, scores, 3), SAFARI_EINVAL);
    safari_game_free(g);
}
SAFARI_TEST_DEPRECATED_END

/* Checks a text writer: the size query, the exact size, one byte short (a
 * NUL-terminated prefix), a single byte (just the NUL). */
typedef int (*text_fn)(const safari_game *g, char *buf, size_t cap, size_t *len);

static void check_text_rule(const safari_game *g, text_fn write)
{
    size_t n = 0, len = 0;
    assert_int_equal(write(g, NULL, 0, &n), SAFARI_EBUFS);
    assert_true(n >= 2);
    char *full = malloc(n + 1), *buf = malloc(n + 2);
    assert_non_null(full);
    assert_non_null(buf);
    assert_int_equal(write(g, full, n + 1, &len), SAFARI_OK);
    assert_int_equal(len, n);
    assert_int_equal(strlen(full), n);
    memset(buf, CANARY, n + 2);
    assert_int_equal(write(g, buf, n, &len), SAFARI_EBUFS);
    assert_int_equal(len, n);
    assert_memory_equal(buf, full, n - 1);
    assert_int_equal(buf[n - 1], '\0');
    assert_int_equal(buf[n], CANARY);
    memset(buf, CANARY, n + 2);
    assert_int_equal(write(g, buf, 1, &len), SAFARI_EBUFS);
    assert_int_equal(buf[0], '\0');
    assert_int_equal(buf[1], CANARY);
    free(buf);
    free(full);
}

/* safari_move_to_string in the shape of the game writers: the game's
 * first legal move. */
static int first_move_text(const safari_game *g, char *buf, size_t cap, size_t *len)
{
    safari_move m;
    size_t n;
    int rc = safari_game_legal_moves(g, &m, 1, &n);
    assert_true(rc == SAFARI_OK || rc == SAFARI_EBUFS);
    assert_true(n > 0);
    return safari_move_to_string(&m, buf, cap, len);
}

static void test_buffers__texts(void **state)
{
    (void)state;
    safari_game *g = game_with_events();
    check_text_rule(g, safari_record_write);
    check_text_rule(g, safari_legal_write);
    check_text_rule(g, first_move_text);
    safari_game_free(g);
}

/* The generator writes a buffer of room for the whole frontier word by
 * word, and a tighter one move by move: at every position of two random
 * games (one under the window limit) both give the same list, and a buffer
 * one short its first moves. */
static void test_buffers__move_lists_agree_at_every_size(void **state)
{
    (void)state;
    static safari_move roomy[SAFARI_MAX_MOVES], tight[SAFARI_MAX_MOVES];
    static uint32_t roomy_w[SAFARI_MAX_MOVES], tight_w[SAFARI_MAX_MOVES];
    for (int window = 0; window < 2; window++) {
        safari_options o;
        memset(&o, 0, sizeof o);
        if (window) {
            o.board_limited = SAFARI_LIMIT_WINDOW;
            o.limit_x = 7;
            o.limit_y = 5;
        }
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        test_rng rng = {31u + (uint64_t)window};
        safari_move m;
        size_t positions = 0;
        do {
            size_t n = 0, n2 = 0;
            assert_int_equal(safari_game_outcomes(g, roomy, roomy_w, SAFARI_MAX_MOVES, &n),
                             SAFARI_OK);
            for (size_t cap = n; cap + 1 >= n && cap > 0; cap--) { /* n, then n - 1 */
                memset(tight, CANARY, sizeof tight);
                assert_int_equal(safari_game_outcomes(g, tight, tight_w, cap, &n2),
                                 cap == n ? SAFARI_OK : SAFARI_EBUFS);
                assert_int_equal(n2, n);
                assert_memory_equal(tight, roomy, cap * sizeof tight[0]);
                assert_memory_equal(tight_w, roomy_w, cap * sizeof tight_w[0]);
                assert_int_equal(((unsigned char *)&tight[cap])[0], CANARY);
            }
            positions++;
        } while (test_pick_move(g, &rng, &m) && safari_game_apply(g, &m) == SAFARI_OK);
        assert_true(positions > 100);
        safari_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_buffers__arrays),
        cmocka_unit_test(test_buffers__projected_scores_without_count),
        cmocka_unit_test(test_buffers__texts),
        cmocka_unit_test(test_buffers__move_lists_agree_at_every_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
