/* SPDX-License-Identifier: MIT */
/* How a game is used does not travel with its position (docs/ai.md,
 * "Batched stepping"): a batch's games and a playout's scratch game keep no
 * history and no hash, and a clone or copy of them is a whole game that
 * journals, hashes and undoes back to the position copied. The search and
 * greedy players work on such clones. Each test failed on 0.3.0, where the
 * clone copied the flag and could not undo (ENOUNDO), the search counted 300
 * playouts over a tree of 2 nodes, and greedy returned EILLEGAL with the game
 * changed.
 *
 * The hash of a game without one is worked out from its pieces; the tests
 * hold it against the incremental hash of a whole game that played the same
 * moves, an independent computation of the same value. */
#include "testutil.h"
#include "game.h"    /* safari__game_copy_position: the playout's scratch */
#include "zobrist.h" /* safari__hash_position */

#include <string.h>

static safari_batch *one_batch(void)
{
    safari_settings game = test_table_settings(); /* a batch's games fit its table */
    safari_batch_settings o = SAFARI_BATCH_SETTINGS_INIT;
    safari_batch *b = NULL;
    game.seats = 2;
    o.game = &game;
    o.controllers[1] = SAFARI_CONTROLLER_UNIFORM;
    assert_int_equal(safari_batch_create(&b, &o, 1, 7), SAFARI_OK);
    /* A few agent steps, so that the game is under way. */
    uint32_t legal[SAFARI_MAX_MOVES], nlegal = 0;
    int32_t to_move;
    assert_int_equal(safari_batch_observe(b, NULL, NULL, legal, &nlegal, SAFARI_MAX_MOVES,
                                          &to_move), SAFARI_OK);
    for (int k = 0; k < 12; k++) {
        uint32_t act = legal[(uint32_t)k % nlegal];
        assert_int_equal(safari_batch_step(b, &act, NULL, NULL, legal, &nlegal, SAFARI_MAX_MOVES,
                                           NULL, NULL, &to_move), SAFARI_OK);
    }
    return b;
}

/* A whole game and a scratch game in one position after `lead` moves, the
 * scratch one unjournaled from there, then both through `more` moves. */
static void played_pair(safari_game **whole, safari_game **scratch, size_t lead, size_t more)
{
    test_rng r = {11};
    safari_move m;
    assert_int_equal(safari_game_new(whole, NULL), SAFARI_OK);
    assert_int_equal(safari_game_new(scratch, NULL), SAFARI_OK);
    assert_int_equal(test_play_random(*whole, &r, lead), lead);
    safari__game_copy_position(*scratch, *whole);
    for (size_t k = 0; k < more; k++) {
        assert_true(test_pick_move(*whole, &r, &m));
        assert_int_equal(safari_game_apply(*whole, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(*scratch, &m), SAFARI_OK);
    }
}

static void test_history_use__hash_from_pieces(void **state)
{
    (void)state;
    /* The incremental hash of a whole game equals the one worked out from
     * its pieces at every move of a game. */
    safari_game *g = NULL;
    test_rng r = {3};
    safari_move m;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    do
        assert_true(g->c.hash == safari__hash_position(g));
    while (test_pick_move(g, &r, &m) && safari_game_apply(g, &m) == SAFARI_OK);
    safari_game_free(g);

    /* A game without a hash answers the position's hash. */
    safari_game *whole = NULL, *scratch = NULL;
    played_pair(&whole, &scratch, 20, 40);
    assert_true(safari_game_hash(scratch) == safari_game_hash(whole));
    safari_game_free(whole);
    safari_game_free(scratch);
}

static void test_history_use__clone_undoes(void **state)
{
    (void)state;
    safari_game *whole = NULL, *scratch = NULL, *clone = NULL, *copy = NULL;
    played_pair(&whole, &scratch, 20, 40);
    assert_int_equal(safari_game_clone(&clone, scratch), SAFARI_OK);
    assert_true(safari_game_hash(clone) == safari_game_hash(whole));
    assert_int_equal(safari_game_history_length(clone), 0);
    /* Moves on the clone undo back to the position copied, and no further. */
    uint64_t at_copy = safari_game_hash(clone);
    test_rng r = {5};
    safari_move m;
    for (int k = 0; k < 30 && test_pick_move(clone, &r, &m); k++)
        assert_int_equal(safari_game_apply(clone, &m), SAFARI_OK);
    while (safari_game_history_length(clone) > 0)
        assert_int_equal(safari_game_undo(clone), SAFARI_OK);
    assert_true(safari_game_hash(clone) == at_copy);
    test_assert_same_position(clone, whole);
    assert_int_equal(safari_game_undo(clone), SAFARI_ENOUNDO);

    /* A copy into an ordinary game makes it no less a whole game. */
    assert_int_equal(safari_game_new(&copy, NULL), SAFARI_OK);
    assert_int_equal(safari_game_copy(copy, scratch), SAFARI_OK);
    assert_true(test_pick_move(copy, &r, &m));
    assert_int_equal(safari_game_apply(copy, &m), SAFARI_OK);
    assert_int_equal(safari_game_undo(copy), SAFARI_OK);
    test_assert_same_position(copy, whole);
    safari_game_free(copy);
    safari_game_free(clone);
    safari_game_free(whole);
    safari_game_free(scratch);
}

static void test_history_use__batch_game_clone_plays(void **state)
{
    (void)state;
    safari_batch *b = one_batch();
    const safari_game *bg = safari_batch_game(b, 0);
    safari_game *clone = NULL, *copy = NULL;
    static safari_move moves[SAFARI_MAX_MOVES];
    safari_move m;
    size_t n = 0;
    assert_int_equal(safari_game_clone(&clone, bg), SAFARI_OK);
    assert_true(safari_game_hash(clone) == safari_game_hash(bg));
    assert_int_equal(safari_game_legal_moves(clone, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    assert_true(n > 1);
    m = moves[n - 1];
    assert_int_equal(safari_game_apply(clone, &m), SAFARI_OK);
    assert_int_equal(safari_game_undo(clone), SAFARI_OK);
    assert_true(safari_game_hash(clone) == safari_game_hash(bg));

    /* The search: as many nodes as iterations (each expands one seat node,
     * and the game is far from its end), all of them run from the root. */
    safari_search_options so = {300, 0, 0.7, 0.0, SAFARI_POLICY_UNIFORM, 0};
    safari_search_stats st;
    uint64_t rng = 9, hash = safari_game_hash(clone);
    assert_int_equal(safari_game_search_move(clone, &so, &rng, &m, &st), SAFARI_OK);
    assert_int_equal(st.playouts, 300);
    assert_true(st.nodes > st.playouts);
    assert_true(safari_game_is_legal(clone, &m));
    assert_true(safari_game_hash(clone) == hash);

    /* Greedy: a legal move, the game as it was. */
    size_t tiles_before = safari_game_tile_count(clone);
    assert_int_equal(safari_game_greedy_move(clone, NULL, &m), SAFARI_OK);
    assert_true(safari_game_is_legal(clone, &m));
    assert_true(safari_game_hash(clone) == hash);
    assert_int_equal(safari_game_tile_count(clone), tiles_before);
    assert_int_equal(safari_game_history_length(clone), 0);

    /* Copying a batch game into an ordinary game leaves it able to undo. */
    safari_settings opt = SAFARI_SETTINGS_INIT;
    assert_int_equal(safari_game_settings(bg, &opt), SAFARI_OK);
    assert_int_equal(safari_game_create(&copy, &opt, NULL), SAFARI_OK);
    assert_int_equal(safari_game_copy(copy, bg), SAFARI_OK);
    assert_int_equal(safari_game_greedy_move(copy, NULL, &m), SAFARI_OK);
    assert_int_equal(safari_game_apply(copy, &m), SAFARI_OK);
    assert_int_equal(safari_game_undo(copy), SAFARI_OK);
    assert_true(safari_game_hash(copy) == hash);
    safari_game_free(copy);
    safari_game_free(clone);
    safari_batch_free(b);
}

static void test_history_use__greedy_refuses_unjournaled(void **state)
{
    (void)state;
    safari_game *whole = NULL, *scratch = NULL;
    safari_move m;
    safari_decision d;
    test_rng r = {2};
    played_pair(&whole, &scratch, 10, 3);
    /* on to a seat's decision */
    while (safari_game_decision(scratch, &d) == SAFARI_OK && d.to_move == SAFARI_CHANCE) {
        assert_true(test_pick_move(scratch, &r, &m));
        assert_int_equal(safari_game_apply(scratch, &m), SAFARI_OK);
    }
    assert_true(d.to_move >= 0);
    uint64_t hash = safari_game_hash(scratch);
    assert_int_equal(safari_game_greedy_move(scratch, NULL, &m), SAFARI_EINVAL);
    assert_true(safari_game_hash(scratch) == hash);
    safari_game_free(whole);
    safari_game_free(scratch);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_history_use__hash_from_pieces),
        cmocka_unit_test(test_history_use__clone_undoes),
        cmocka_unit_test(test_history_use__batch_game_clone_plays),
        cmocka_unit_test(test_history_use__greedy_refuses_unjournaled),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
