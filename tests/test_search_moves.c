/* SPDX-License-Identifier: MIT */
/* The planning player's listing (safari__search_moves_window, movegen.h):
 * at every seat decision of random games, with and without a board window
 * and at 2 to 5 seats, it is the public legal moves with the ranger moves
 * taken out, in the same order, whatever window of it is asked; its count
 * is that of those moves. */
#include "testutil.h"

#include "movegen.h"

static safari_move legal[SAFARI_MAX_MOVES], want[SAFARI_MAX_MOVES], got[SAFARI_MAX_MOVES];

/* The public legal moves without the ranger moves, in want[]: how many. */
static size_t expected(const safari_game *g, size_t *rangers)
{
    size_t n = 0, k = 0;
    assert_int_equal(safari_game_legal_moves(g, legal, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    *rangers = 0;
    for (size_t i = 0; i < n; i++) {
        if (legal[i].kind == SAFARI_MOVE_RANGER)
            ++*rangers;
        else
            want[k++] = legal[i];
    }
    return k;
}

static void test_search_moves__legal_moves_but_rangers(void **state)
{
    (void)state;
    size_t decisions = 0, with_rangers = 0;
    for (uint64_t seed = 1; seed <= 24; seed++) {
        safari_options o = test_varied_options(seed, 3);
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        test_rng r = {seed};
        safari_move m;
        while (test_pick_move(g, &r, &m)) {
            safari_decision d;
            assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
            if (d.to_move >= 0) {
                size_t rangers = 0, n = expected(g, &rangers);
                assert_int_equal(safari__search_moves_window(g, 0, NULL, 0), n);
                assert_int_equal(safari__search_moves_window(g, 0, got, SAFARI_MAX_MOVES), n);
                assert_memory_equal(got, want, n * sizeof *got);
                /* windows of 7 from every 5th move: the same moves */
                for (size_t first = 0; first < n; first += 5) {
                    size_t k = n - first < 7 ? n - first : 7;
                    assert_int_equal(safari__search_moves_window(g, first, got, 7), n);
                    assert_memory_equal(got, want + first, k * sizeof *got);
                }
                decisions++;
                with_rangers += rangers > 0;
            }
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        safari_game_free(g);
    }
    /* the listing was asked where ranger moves were there to leave out */
    assert_true(decisions > 1000);
    assert_true(with_rangers > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_search_moves__legal_moves_but_rangers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
