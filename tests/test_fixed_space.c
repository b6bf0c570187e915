/* SPDX-License-Identifier: MIT */
/* The fixed action space of the table (docs/ai.md): over the table's window
 * no legal move is ever outside, in random games of every seat count;
 * safari_game_apply_action() plays the move of an index and refuses bad
 * ones without changing the game; the extended observation marks the tile
 * placed this turn (checked against the history: the turn's draw and place
 * moves) and equals the float observation elsewhere; its bytes are its
 * floats capped at 255; the metadata bounds hold over random games and
 * come near them. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static safari_move moves[SAFARI_MAX_MOVES];
static uint32_t list[SAFARI_MAX_MOVES];
static uint8_t mask[47 * 25 * 25 + 18 + SAFARI_MAX_LAND_TILES];
static float obs_f[49 * 25 * 25 + 59 + 3 * SAFARI_MAX_LAND_TILES + 4];
static float obs_old[48 * 25 * 25 + 59 + 2 * SAFARI_MAX_LAND_TILES];
static uint8_t obs_b[sizeof obs_f / sizeof obs_f[0]];
static float dep_f[sizeof obs_f / sizeof obs_f[0]];
static uint8_t dep_b[sizeof obs_f / sizeof obs_f[0]];

static const safari_observation_options base_floats = {sizeof base_floats, SAFARI_OBS_FLOAT32,
                                                       SAFARI_OBS_LAYOUT_BASE};
static const safari_observation_options placed_bytes = {sizeof placed_bytes, SAFARI_OBS_UINT8,
                                                        SAFARI_OBS_LAYOUT_PLACED};

SAFARI_TEST_DEPRECATED_BEGIN
/* The deprecated extended calls (wrappers until 1.0) give what
 * safari_game_observe() gave: obs_f (floats) and obs_b (bytes), n each. */
static void expect_deprecated_extended(const safari_game *g, const safari_window *w,
                                       int32_t viewer, size_t n)
{
    uint32_t planes = 0, vector = 0, p1 = 0, v1 = 0;
    size_t count = 0;
    assert_int_equal(safari_game_observation_ex_size(g, w, &planes, &vector), SAFARI_OK);
    assert_int_equal(safari_game_observation_shape(g, w, NULL, &p1, &v1), SAFARI_OK);
    assert_int_equal(planes, p1);
    assert_int_equal(vector, v1);
    assert_int_equal(safari_game_observation_ex(g, w, viewer, dep_f, n, &count), SAFARI_OK);
    assert_int_equal(count, n);
    assert_memory_equal(dep_f, obs_f, n * sizeof *dep_f);
    assert_int_equal(safari_game_observation_u8(g, w, viewer, dep_b, n, &count), SAFARI_OK);
    assert_int_equal(count, n);
    assert_memory_equal(dep_b, obs_b, n);
}
SAFARI_TEST_DEPRECATED_END

static safari_options table_options(int32_t seats)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = seats;
    o.board_limited = SAFARI_LIMIT_TABLE;
    o.limit_x = o.limit_y = SAFARI_AI_TABLE_HALF;
    return o;
}

static void test_fixed_space__table_window(void **state)
{
    (void)state;
    safari_game *g = NULL;
    safari_window w;
    safari_options o = table_options(2);
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    assert_int_equal(safari_game_table_window(g, &w), SAFARI_OK);
    assert_int_equal(w.x0, -12);
    assert_int_equal(w.y0, -12);
    assert_int_equal(w.width, 25);
    assert_int_equal(w.height, 25);
    assert_int_equal(safari_game_table_window(g, NULL), SAFARI_EINVAL);
    safari_game_free(g);
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    assert_int_equal(safari_game_table_window(g, &w), SAFARI_ENOTFOUND);
    safari_game_free(g);
}

/* Every position of random games, 2 to 5 seats: mask and list complete. */
static void test_fixed_space__never_outside(void **state)
{
    (void)state;
    test_rng r = {24};
    size_t positions = 0;
    for (int32_t seats = 2; seats <= 5; seats++) {
        safari_options o = table_options(seats);
        for (int game_no = 0; game_no < 40; game_no++) {
            safari_game *g = NULL;
            safari_window w;
            safari_move m;
            assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
            assert_int_equal(safari_game_table_window(g, &w), SAFARI_OK);
            uint32_t actions;
            assert_int_equal(safari_game_action_count(g, &w, &actions), SAFARI_OK);
            assert_true(actions <= sizeof mask);
            do {
                size_t count, outside = 99, n, listed, outside2 = 99;
                assert_int_equal(safari_game_legal_mask(g, &w, mask, actions, &count, &outside),
                                 SAFARI_OK);
                assert_int_equal(outside, 0);
                assert_int_equal(safari_game_legal_actions(g, &w, list, SAFARI_MAX_MOVES, &listed,
                                                           &outside2),
                                 SAFARI_OK);
                assert_int_equal(outside2, 0);
                safari_decision d;
                assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
                assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
                assert_int_equal(listed, n); /* every legal move has its action */
                positions++;
            } while (test_pick_move(g, &r, &m) && safari_game_apply(g, &m) == SAFARI_OK);
            safari_game_free(g);
        }
    }
    assert_true(positions > 10000);
}

static void test_fixed_space__apply_action(void **state)
{
    (void)state;
    test_rng r = {7};
    safari_options o = table_options(3);
    safari_game *g = NULL, *h = NULL;
    safari_window w;
    safari_move m;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    assert_int_equal(safari_game_new(&h, &o), SAFARI_OK);
    assert_int_equal(safari_game_table_window(g, &w), SAFARI_OK);
    uint32_t actions;
    assert_int_equal(safari_game_action_count(g, &w, &actions), SAFARI_OK);
    while (test_pick_move(g, &r, &m)) {
        uint32_t i;
        uint64_t before = safari_game_hash(g);
        /* bad index, bad window, an illegal action: refused, nothing changed */
        assert_int_equal(safari_game_apply_action(g, &w, actions), SAFARI_EINVAL);
        assert_int_equal(safari_game_apply_action(g, NULL, 0), SAFARI_EINVAL);
        safari_window bad = {0, 0, 0, 1};
        assert_int_equal(safari_game_apply_action(g, &bad, 0), SAFARI_EINVAL);
        /* `discard` is illegal but at a place decision with no placement */
        size_t count;
        assert_int_equal(safari_game_legal_mask(g, &w, mask, actions, &count, NULL), SAFARI_OK);
        for (uint32_t k = 0; k < actions; k += 97)
            if (!mask[k])
                assert_int_equal(safari_game_apply_action(g, &w, k), SAFARI_EILLEGAL);
        assert_true(safari_game_hash(g) == before);
        assert_int_equal(safari_game_action_index(g, &w, &m, &i), SAFARI_OK);
        assert_int_equal(safari_game_apply_action(g, &w, i), SAFARI_OK);
        assert_int_equal(safari_game_apply(h, &m), SAFARI_OK);
        assert_true(safari_game_hash(g) == safari_game_hash(h));
    }
    safari_game_free(g);
    safari_game_free(h);
}

/* The face index of a draw move: its action minus the first draw action. */
static uint32_t face_of(const safari_game *g, const safari_window *w, const safari_move *draw)
{
    uint32_t i;
    assert_int_equal(safari_game_action_index(g, w, draw, &i), SAFARI_OK);
    return i - (uint32_t)(SAFARI_ACTION_CELL_PLANES * w->width * w->height + SAFARI_ACTION_FIXED);
}

static void test_fixed_space__placed_tile(void **state)
{
    (void)state;
    test_rng r = {11};
    size_t checked = 0;
    for (int32_t seats = 2; seats <= 5; seats++) {
        safari_options o = table_options(seats);
        safari_game *g = NULL;
        safari_window w;
        safari_move m, placed = {0}, drawn = {0};
        int have = 0;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        assert_int_equal(safari_game_table_window(g, &w), SAFARI_OK);
        uint32_t planes, vector, planes0, vector0;
        assert_int_equal(safari_game_observation_shape(g, &w, NULL, &planes, &vector), SAFARI_OK);
        assert_int_equal(safari_game_observation_shape(g, &w, &base_floats, &planes0, &vector0),
                         SAFARI_OK);
        assert_int_equal(planes, 49);
        assert_int_equal(planes0, 48);
        safari_tileset_info ti;
        assert_int_equal(safari_tileset_counts(safari_game_tileset(g), &ti), SAFARI_OK);
        uint32_t faces = (vector0 - SAFARI_OBS_VECTOR_FIXED) / 2;
        assert_int_equal(vector, vector0 + faces + 4);
        size_t cells = 25 * 25, n, n0, nb;
        do {
            safari_decision d;
            assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
            int32_t viewer = d.to_move >= 0 ? d.to_move : 0;
            assert_int_equal(safari_game_observe(g, &w, viewer, NULL, obs_f,
                                                 sizeof obs_f / sizeof *obs_f, &n), SAFARI_OK);
            assert_int_equal(safari_game_observe(g, &w, viewer, &base_floats, obs_old,
                                                 sizeof obs_old / sizeof *obs_old, &n0), SAFARI_OK);
            assert_int_equal(safari_game_observe(g, &w, viewer, &placed_bytes, obs_b, sizeof obs_b,
                                                 &nb), SAFARI_OK);
            assert_int_equal(n, planes * cells + vector);
            assert_int_equal(nb, n);
            /* the old layout inside the new one */
            assert_memory_equal(obs_f, obs_old, 48 * cells * sizeof(float));
            assert_memory_equal(obs_f + 49 * cells, obs_old + 48 * cells, vector0 * sizeof(float));
            for (size_t i = 0; i < n; i++)
                assert_int_equal(obs_b[i], obs_f[i] > 255.0f ? 255 : (int)obs_f[i]);
            if (checked % 16 == 0)
                expect_deprecated_extended(g, &w, viewer, n);
            const float *plane = obs_f + 48 * cells, *vec = obs_f + 49 * cells;
            float sum = 0, fsum = 0, rsum = 0;
            for (size_t i = 0; i < cells; i++)
                sum += plane[i];
            for (uint32_t f = 0; f < faces; f++)
                fsum += vec[vector0 + f];
            for (int k = 0; k < 4; k++)
                rsum += vec[vector0 + faces + (uint32_t)k];
            int turn_tile = have && (d.kind == SAFARI_DECISION_ACTION ||
                                     d.kind == SAFARI_DECISION_BOOST ||
                                     d.kind == SAFARI_DECISION_PARK ||
                                     d.kind == SAFARI_DECISION_TOKEN);
            if (turn_tile) {
                assert_true(sum == 1.0f && fsum == 1.0f && rsum == 1.0f);
                size_t cell = (size_t)((placed.y - w.y0) * w.width + (placed.x - w.x0));
                assert_true(plane[cell] == 1.0f);
                assert_true(vec[vector0 + face_of(g, &w, &drawn)] == 1.0f);
                assert_true(vec[vector0 + faces + placed.index] == 1.0f);
                checked += d.kind == SAFARI_DECISION_ACTION;
            } else if (d.kind != SAFARI_DECISION_TOKEN) {
                assert_true(sum == 0.0f && fsum == 0.0f && rsum == 0.0f);
            }
            if (!test_pick_move(g, &r, &m))
                break;
            if (m.kind == SAFARI_MOVE_DRAW) {
                drawn = m;
                have = 0;
            } else if (m.kind == SAFARI_MOVE_PLACE) {
                placed = m;
                have = 1;
            } else if (m.kind == SAFARI_MOVE_DISCARD) {
                have = 0;
            }
        } while (safari_game_apply(g, &m) == SAFARI_OK);
        safari_game_free(g);
    }
    assert_true(checked > 100);
}

/* Random and scoring games stay within the bounds and come near the length
 * bound in moves of a seat; the figures reached are printed. */
static void test_fixed_space__metadata(void **state)
{
    (void)state;
    for (int32_t seats = 2; seats <= 5; seats++) {
        safari_options o = table_options(seats);
        safari_game *g = NULL;
        safari_window w;
        safari_metadata md;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        assert_int_equal(safari_game_table_window(g, &w), SAFARI_OK);
        assert_int_equal(safari_game_metadata(g, NULL, &md), SAFARI_EINVAL);
        assert_int_equal(safari_game_metadata(g, &w, &md), SAFARI_OK);
        uint32_t actions;
        assert_int_equal(safari_game_action_count(g, &w, &actions), SAFARI_OK);
        assert_int_equal(md.actions, actions);
        assert_int_equal(md.obs_size, md.obs_planes * 25 * 25 + md.obs_vector);
        assert_int_equal(md.min_margin, -md.max_score);
        size_t longest = 0, seat_longest = 0, outcomes = 0;
        int32_t best = 0;
        uint64_t rng = 100 + (uint64_t)seats;
        for (int k = 0; k < 300; k++) {
            safari_game *p = NULL;
            safari_playout_options po = {k % 2 ? SAFARI_POLICY_SCORING : SAFARI_POLICY_UNIFORM, 0,
                                         0, 0};
            safari_decision d;
            size_t seat_moves = 0, n;
            assert_int_equal(safari_game_clone(&p, g), SAFARI_OK);
            while (safari_game_decision(p, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
                safari_move m;
                if (d.to_move == SAFARI_CHANCE) {
                    assert_int_equal(safari_game_outcomes(p, moves, list, SAFARI_MAX_MOVES, &n),
                                     SAFARI_OK);
                    outcomes = n > outcomes ? n : outcomes;
                } else {
                    seat_moves++;
                }
                assert_int_equal(safari_game_sample_move(p, &rng, &po, &m), SAFARI_OK);
                assert_int_equal(safari_game_apply(p, &m), SAFARI_OK);
            }
            size_t len = safari_game_history_length(p);
            longest = len > longest ? len : longest;
            seat_longest = seat_moves > seat_longest ? seat_moves : seat_longest;
            for (int32_t s = 0; s < seats; s++) {
                safari_seat_info si;
                assert_int_equal(safari_game_seat(p, s, &si), SAFARI_OK);
                assert_true(si.score >= md.min_score && si.score <= md.max_score);
                best = si.score > best ? si.score : best;
            }
            safari_game_free(p);
        }
        printf("seats %d: length %zu of %u, seat moves %zu of %u, outcomes %zu of %u, "
               "score %d of %d\n",
               (int)seats, longest, md.max_game_length, seat_longest, md.max_seat_moves, outcomes,
               md.max_chance_outcomes, (int)best, (int)md.max_score);
        assert_true(longest <= md.max_game_length);
        assert_true(seat_longest <= md.max_seat_moves);
        assert_true(outcomes <= md.max_chance_outcomes);
        /* the first draw offers every face: the outcome bound is reached */
        assert_int_equal(outcomes, md.max_chance_outcomes);
        /* near: the games' lengths reach half of the derived bound */
        assert_true(2 * longest >= md.max_game_length);
        safari_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixed_space__table_window),
        cmocka_unit_test(test_fixed_space__never_outside),
        cmocka_unit_test(test_fixed_space__apply_action),
        cmocka_unit_test(test_fixed_space__placed_tile),
        cmocka_unit_test(test_fixed_space__metadata),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
