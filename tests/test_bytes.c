/* SPDX-License-Identifier: MIT */
/* White-box: the word-wide reads over bytes (lib/bytes.h) and the chance
 * pick built on them give the same answer on every byte order. The
 * expected values are worked out by hand (the load) and by a plain walk
 * over the stack counts (the pick); the platform matrix runs this suite on
 * big-endian s390x, where 0.2.0's pick drew tiles not in the stack. */
#include "testutil.h"

#include "bytes.h"
#include "movegen.h"
#include "state.h"

static void test_bytes__load_le64_puts_byte_i_in_bits_8i(void **state)
{
    (void)state;
    const uint8_t b[9] = {0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0x55};
    assert_true(safari__load_le64(b) == 0xEFCDAB8967452301ull);
    /* unaligned: from the second byte on */
    assert_true(safari__load_le64(b + 1) == 0x55EFCDAB89674523ull);
}

/* The face a cumulative walk over the stack counts finds for r: the
 * definition of the draw's weights (docs/rules.md: a tile drawn uniformly
 * from the stack). */
static safari_move walk_pick(const safari_game *g, uint32_t r)
{
    const uint8_t *stack = CSTACK(g);
    int f = 0;
    while (r >= stack[f])
        r -= stack[f++];
    return g->ts->draws[f];
}

static void test_bytes__chance_pick_is_the_cumulative_walk(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
        test_rng rng = {seed};
        safari_move m;
        int draws = 0;
        do {
            if (safari__decision_kind(g) == SAFARI_DECISION_DRAW) {
                uint32_t total = safari__chance_total(g, SAFARI_DECISION_DRAW);
                assert_true(total > 0);
                for (uint32_t r = 0; r < total; r++) {
                    safari_move got, want = walk_pick(g, r);
                    safari__chance_pick(g, SAFARI_DECISION_DRAW, r, &got);
                    assert_memory_equal(&got, &want, sizeof got);
                }
                draws++;
            }
        } while (test_pick_move(g, &rng, &m) && safari_game_apply(g, &m) == SAFARI_OK);
        assert_true(draws > 40); /* a whole game: most of the stack drawn */
        safari_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bytes__load_le64_puts_byte_i_in_bits_8i),
        cmocka_unit_test(test_bytes__chance_pick_is_the_cumulative_walk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
