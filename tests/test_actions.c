/* SPDX-License-Identifier: MIT */
/* The fixed action space: every legal move of 10,000 random positions maps
 * to an index and back exactly, distinct moves to distinct indices; the mask
 * holds exactly the legal moves' indices; the layout is the documented one;
 * moves outside the window are reported, not mis-indexed; bad input
 * changes nothing. */
#include "action_check.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static safari_move moves[SAFARI_MAX_MOVES];
/* For action_check: a mask and a zero array of the largest window used. */
static uint8_t mask[1u << 20];
static uint32_t seen[1u << 20];

static void test_actions__round_trip_over_10000_positions(void **state)
{
    (void)state;
    size_t positions = 0, checked = 0;
    for (uint64_t seed = 1; positions < 10000; seed++) {
        safari_options o = test_varied_options(seed, 5);
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        test_rng r = {seed};
        safari_move m;
        do {
            safari_window w;
            assert_int_equal(safari_game_board_window(g, &w), SAFARI_OK);
            checked += action_check(g, &w, mask, seen);
            positions++;
        } while (test_pick_move(g, &r, &m) && safari_game_apply(g, &m) == SAFARI_OK);
        safari_game_free(g);
    }
    assert_true(checked > positions * 10);
}

/* Windows far from the board, at the ends of the coordinates: every move
 * that names a cell is outside, reported and not indexed; the mask and the
 * list hold the others. (Under UBSan this also proves that no offset of a
 * far window overflows.) */
static void test_actions__far_windows_hold_only_the_fixed_actions(void **state)
{
    (void)state;
    const safari_window far[] = {{INT32_MIN, INT32_MIN, 16, 16},
                                 {INT32_MAX - 16, INT32_MAX - 16, 16, 16},
                                 {(1 << 17) + 3, -(1 << 17) - 20, 24, 24},
                                 {-(1 << 17) - 30, 0, 24, 24}};
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    test_rng r = {21};
    safari_move m;
    size_t positions = 0;
    do {
        for (size_t i = 0; i < sizeof far / sizeof far[0]; i++)
            action_check(g, &far[i], mask, seen);
        positions++;
    } while (test_pick_move(g, &r, &m) && safari_game_apply(g, &m) == SAFARI_OK);
    assert_true(positions > 200);
    /* A cell of a far window has an index but no move names it. */
    for (size_t i = 0; i < 2; i++) {
        uint32_t total = 0;
        safari_move out = {SAFARI_MOVE_PASS, 1, 2, 3, 4, 5}, before = out;
        assert_int_equal(safari_game_action_move(g, &far[i], 0, &out), SAFARI_ENOTFOUND);
        assert_true(test_same_move(&out, &before));
        assert_int_equal(safari_game_action_count(g, &far[i], &total), SAFARI_OK);
        assert_int_equal(safari_game_action_move(g, &far[i], total - 1, &out), SAFARI_OK);
        assert_int_equal(out.kind, SAFARI_MOVE_DRAW); /* the last action: a face's draw */
    }
    safari_game_free(g);
}

/* The board window holds every move: nothing is ever outside it (checked
 * above); a smaller window reports the moves it cuts off. */
static void test_actions__moves_outside_the_window_are_reported(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    test_rng r = {9};
    safari_move m;
    for (int i = 0; i < 90 && test_pick_move(g, &r, &m); i++)
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    safari_window small = {0, 0, 2, 2};
    size_t cut_positions = 0;
    for (int i = 0; i < 60 && test_pick_move(g, &r, &m); i++) {
        size_t n = 0, count = 0, outside = 0;
        action_check(g, &small, mask, seen);
        safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n);
        safari_game_legal_mask(g, &small, mask, 1u << 16, &count, &outside);
        cut_positions += outside > 0;
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    assert_true(cut_positions > 10);
    safari_game_free(g);
}

/* The documented layout, computed by hand. */
static void test_actions__layout_is_the_documented_one(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    safari_tileset_info ti;
    assert_int_equal(safari_tileset_counts(safari_game_tileset(g), &ti), SAFARI_OK);
    safari_window w = {-2, 3, 5, 4}; /* 20 cells */
    uint32_t count, k;
    assert_int_equal(safari_game_action_count(g, &w, &count), SAFARI_OK);
    assert_int_equal(count, 47 * 20 + 18 + (uint32_t)ti.faces);
    const struct {
        safari_move m;
        uint32_t index;
    } cases[] = {
        {{SAFARI_MOVE_PLACE, 0, 3, 0, -1, 5}, 3 * 20 + 2 * 5 + 1},
        {{SAFARI_MOVE_PLACE, 0, 0, 0, -2, 3}, 0},
        {{SAFARI_MOVE_RANGER, 0, 1, 0, 2, 6}, 5 * 20 + 3 * 5 + 4},
        {{SAFARI_MOVE_PARK, 0, 0, 0, 0, 3}, 6 * 20 + 2},
        {{SAFARI_MOVE_DIG, SAFARI_ZEBRA, SAFARI_NE, 0, -2, 3}, (7 + 4) * 20},
        {{SAFARI_MOVE_EXPAND, SAFARI_LION, SAFARI_SW, 0, -2, 4}, (27 + 10 + 3) * 20 + 5},
        {{SAFARI_MOVE_PASS, 0, 0, 0, 0, 0}, 940},
        {{SAFARI_MOVE_DISCARD, 0, 0, 0, 0, 0}, 941},
        {{SAFARI_MOVE_MEEPLE, 0, SAFARI_WEST, 0, 0, 0}, 940 + 2 + 3},
        {{SAFARI_MOVE_MEEPLE, 0, SAFARI_BAOBAB, 0, 0, 0}, 940 + 6},
        {{SAFARI_MOVE_BOOST, SAFARI_NO_SPECIES, 0, 0, 0, 0}, 940 + 12},
        {{SAFARI_MOVE_TOKEN, SAFARI_APE, 0, 0, 0, 0}, 940 + 13},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(safari_game_action_index(g, &w, &cases[i].m, &k), SAFARI_OK);
        assert_int_equal(k, cases[i].index);
    }
    /* draw: the faces in tile-set order, the first face of the first type */
    safari_tile_type_info first;
    assert_int_equal(safari_tileset_type(safari_game_tileset(g), 0, &first), SAFARI_OK);
    safari_move draw = {SAFARI_MOVE_DRAW, 0, 1, (uint8_t)first.id, 0, 0};
    assert_int_equal(safari_game_action_index(g, &w, &draw, &k), SAFARI_OK);
    assert_int_equal(k, 940 + 18);
    safari_move back;
    assert_int_equal(safari_game_action_move(g, &w, count - 1, &back), SAFARI_OK);
    assert_int_equal(back.kind, SAFARI_MOVE_DRAW);
    safari_game_free(g);
}

static void test_actions__bad_input_changes_nothing(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    safari_window ok = {0, 0, 3, 3}, zero = {0, 0, 0, 3}, huge = {0, 0, 3, 513};
    uint32_t k = 7, count;
    safari_move m = {SAFARI_MOVE_PASS, 0, 0, 0, 0, 0}, out = {99, 9, 9, 9, 9, 9};
    const safari_move out_before = out;
    safari_move bad[] = {
        {11, 0, 0, 0, 0, 0},                          /* no such kind */
        {SAFARI_MOVE_PLACE, 0, 4, 0, 0, 0},           /* rotation */
        {SAFARI_MOVE_RANGER, 0, 2, 0, 0, 0},          /* ranger */
        {SAFARI_MOVE_DIG, 5, 0, 0, 0, 0},             /* species */
        {SAFARI_MOVE_EXPAND, 0, 4, 0, 0, 0},          /* corner */
        {SAFARI_MOVE_MEEPLE, 0, 5, 0, 0, 0},          /* side */
        {SAFARI_MOVE_BOOST, 6, 0, 0, 0, 0},           /* species */
        {SAFARI_MOVE_TOKEN, 5, 0, 0, 0, 0},           /* species */
        {SAFARI_MOVE_DRAW, 0, 1, 0, 0, 0},            /* no type 0 */
        {SAFARI_MOVE_DRAW, 0, 99, 1, 0, 0},           /* no such copy */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(safari_game_action_index(g, &ok, &bad[i], &k), SAFARI_EINVAL);
    assert_int_equal(k, 7);
    assert_int_equal(safari_game_action_index(g, &zero, &m, &k), SAFARI_EINVAL);
    assert_int_equal(safari_game_action_index(g, &huge, &m, &k), SAFARI_EINVAL);
    assert_int_equal(safari_game_action_index(NULL, &ok, &m, &k), SAFARI_EINVAL);
    assert_int_equal(safari_game_action_index(g, &ok, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(k, 7);
    assert_int_equal(safari_game_action_count(g, &ok, &count), SAFARI_OK);
    assert_int_equal(safari_game_action_move(g, &ok, count, &out), SAFARI_EINVAL);
    assert_int_equal(safari_game_action_move(g, &zero, 0, &out), SAFARI_EINVAL);
    assert_memory_equal(&out, &out_before, sizeof out);
    assert_int_equal(safari_game_action_count(g, &huge, &count), SAFARI_EINVAL);

    /* The buffer rule: NULL, 0 asks; a short buffer gets the first entries. */
    uint8_t full[2048], part[5] = {7, 7, 7, 7, 7};
    size_t n = 0, outside = 5;
    safari_window w;
    assert_int_equal(safari_game_board_window(g, &w), SAFARI_OK);
    assert_int_equal(safari_game_legal_mask(g, &w, NULL, 0, &n, &outside), SAFARI_EBUFS);
    assert_int_equal(outside, 0);
    assert_true(n <= sizeof full);
    assert_int_equal(safari_game_legal_mask(g, &w, full, sizeof full, &n, NULL), SAFARI_OK);
    assert_int_equal(safari_game_legal_mask(g, &w, part, 3, &n, NULL), SAFARI_EBUFS);
    assert_memory_equal(part, full, 3);
    assert_int_equal(part[3], 7);
    assert_int_equal(safari_game_legal_mask(g, &w, NULL, 3, &n, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_legal_mask(g, &zero, full, sizeof full, &n, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_board_window(NULL, &w), SAFARI_EINVAL);
    safari_game_free(g);
}

/* At every position of a game: a mask cut anywhere holds the first entries
 * of the whole one (the chunked path against the direct one), and a short
 * list the first indices of the whole list. */
static void test_actions__short_buffers_get_the_first_entries(void **state)
{
    (void)state;
    static uint8_t whole[1 << 16], cut[1 << 16];
    static uint32_t list[SAFARI_MAX_MOVES], short_list[SAFARI_MAX_MOVES];
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    test_rng r = {21};
    safari_move m;
    size_t positions = 0;
    do {
        safari_window w;
        size_t n = 0, n2 = 0, listed_n = 0, listed_n2 = 0;
        assert_int_equal(safari_game_board_window(g, &w), SAFARI_OK);
        assert_int_equal(safari_game_legal_mask(g, &w, whole, sizeof whole, &n, NULL), SAFARI_OK);
        size_t at = (size_t)(test_rng_next(&r) % n);
        memset(cut, 9, at + 1);
        assert_int_equal(safari_game_legal_mask(g, &w, cut, at, &n2, NULL), SAFARI_EBUFS);
        assert_int_equal(n2, n);
        assert_memory_equal(cut, whole, at);
        assert_int_equal(cut[at], 9);
        assert_int_equal(safari_game_legal_actions(g, &w, list, SAFARI_MAX_MOVES, &listed_n, NULL),
                         SAFARI_OK);
        size_t room = listed_n / 2;
        short_list[room] = 0xDEADBEEFu;
        assert_int_equal(safari_game_legal_actions(g, &w, short_list, room, &listed_n2, NULL),
                         listed_n > room ? SAFARI_EBUFS : SAFARI_OK);
        assert_int_equal(listed_n2, listed_n);
        assert_memory_equal(short_list, list, room * sizeof list[0]);
        assert_int_equal(short_list[room], 0xDEADBEEFu);
        assert_int_equal(safari_game_legal_actions(g, &w, NULL, 0, &listed_n2, NULL),
                         listed_n ? SAFARI_EBUFS : SAFARI_OK);
        assert_int_equal(listed_n2, listed_n);
        positions++;
    } while (test_pick_move(g, &r, &m) && safari_game_apply(g, &m) == SAFARI_OK);
    assert_true(positions > 100);
    assert_int_equal(safari_game_legal_actions(g, NULL, list, 1, &positions, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_legal_actions(NULL, &(safari_window){0, 0, 1, 1}, list, 1,
                                               &positions, NULL),
                     SAFARI_EINVAL);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_actions__round_trip_over_10000_positions),
        cmocka_unit_test(test_actions__moves_outside_the_window_are_reported),
        cmocka_unit_test(test_actions__far_windows_hold_only_the_fixed_actions),
        cmocka_unit_test(test_actions__layout_is_the_documented_one),
        cmocka_unit_test(test_actions__bad_input_changes_nothing),
        cmocka_unit_test(test_actions__short_buffers_get_the_first_entries),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
