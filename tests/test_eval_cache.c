/* SPDX-License-Identifier: MIT */
/* White-box: the evaluation's cache (ai/eval.h) gives the values a fresh
 * one gives, kept over every position that shares the tiles left, and the
 * turn search resets its own: a turn context kept for a whole game, as the
 * planning player keeps one for every world, values each position after a
 * search as a fresh cache does, draw after draw. */
#include "testutil.h"

#include "ai/turn.h"

#include <stdlib.h>
#include <string.h>

enum { GAMES = 12 };

/* Every seat's features with the cache c, and with a fresh one. */
static void expect_as_fresh(const safari_game *g, eval_cache *c)
{
    double kept[SAFARI_MAX_SEATS][SAFARI_EVAL_FEATURES];
    double fresh[SAFARI_MAX_SEATS][SAFARI_EVAL_FEATURES];
    eval_cache own;
    safari__eval_cache_reset(&own);
    safari__eval_features(g, c, kept);
    safari__eval_features(g, &own, fresh);
    assert_memory_equal(kept, fresh, sizeof(double) * (size_t)g->opt.seats * SAFARI_EVAL_FEATURES);
}

/* Random games; one cache reset at each tile draw alone (token draws and
 * every seat's decisions keep it), checked at every position. */
static void test_eval_cache__kept_while_the_tiles_left_stay(void **state)
{
    (void)state;
    eval_cache *c = malloc(sizeof *c);
    assert_non_null(c);
    int checked = 0;
    for (uint64_t seed = 1; seed <= GAMES; seed++) {
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
        safari__eval_cache_reset(c);
        uint64_t rng = seed;
        safari_decision d;
        while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
            expect_as_fresh(g, c);
            checked++;
            safari_move m;
            assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
            if (d.kind == SAFARI_DECISION_DRAW)
                safari__eval_cache_reset(c);
        }
        safari_game_free(g);
    }
    assert_true(checked > GAMES * 100);
    free(c);
}

/* One turn context for a whole game, never reset here: after each search
 * at a placement its cache must value the position as a fresh one does.
 * Without the search's own reset it would keep the chances of the tiles
 * left at an earlier draw. */
static void test_eval_cache__reset_by_each_turn_search(void **state)
{
    (void)state;
    turn_ctx *t = calloc(1, sizeof *t);
    assert_non_null(t);
    int searched = 0;
    for (uint64_t seed = 1; seed <= GAMES; seed++) {
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
        t->g = g;
        t->w = safari__eval_default;
        t->k = 1;
        uint64_t rng = seed;
        safari_decision d;
        while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
            if (d.kind == SAFARI_DECISION_PLACE) {
                safari__turn_search(t);
                expect_as_fresh(g, &t->cache);
                searched++;
            }
            safari_move m;
            assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        safari_game_free(g);
    }
    assert_true(searched > GAMES * 50);
    free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eval_cache__kept_while_the_tiles_left_stay),
        cmocka_unit_test(test_eval_cache__reset_by_each_turn_search),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
