/* SPDX-License-Identifier: MIT */
/* Where the planning player parks a displaced ranger: on the cell the
 * tiles left are least likely to fill (the first listed of equals), since
 * whoever lays a tile there next scores 3 and the next seat tries first.
 * The expected cell is worked out here from public queries alone: the
 * tiles left of each type (the set's copies less the draws in the
 * history), and whether a type fits a cell in some rotation by the rules'
 * side matching (docs/rules.md; docs/notation.md: side d of a tile turned
 * R quarters is side (d - R) mod 4 of the set's; y grows to the north). */
#include "testutil.h"

#include <string.h>

static safari_move moves[SAFARI_MAX_MOVES];

/* Whether a type of unrotated sides `sides` fits (x, y) in some rotation:
 * each side meets the facing side of the tile next to it, if any. */
static int fits(const safari_game *g, const char sides[5], int32_t x, int32_t y)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {1, 0, -1, 0}; /* N E S W */
    for (int r = 0; r < 4; r++) {
        int ok = 1;
        for (int d = 0; d < 4 && ok; d++) {
            safari_tile_info n;
            if (safari_game_tile_at(g, x + dx[d], y + dy[d], &n) != SAFARI_OK)
                continue; /* no tile there: no constraint */
            ok = sides[(d - r + 4) % 4] == n.sides[(d + 2) % 4];
        }
        if (ok)
            return 1;
    }
    return 0;
}

/* The tiles left that fit (x, y). */
static int32_t fitting(const safari_game *g, int32_t x, int32_t y)
{
    const safari_tileset *ts = safari_game_tileset(g);
    safari_tileset_info info;
    assert_int_equal(safari_tileset_counts(ts, &info), SAFARI_OK);
    int32_t n = 0;
    for (int32_t i = 0; i < info.types; i++) {
        safari_tile_type_info t;
        assert_int_equal(safari_tileset_type(ts, i, &t), SAFARI_OK);
        int32_t left = t.copies;
        for (size_t h = 0; h < safari_game_history_length(g); h++) {
            safari_move m;
            assert_int_equal(safari_game_history_move(g, h, &m), SAFARI_OK);
            left -= m.kind == SAFARI_MOVE_DRAW && m.tile == t.id;
        }
        if (fits(g, t.sides, x, y))
            n += left;
    }
    return n;
}

/* At every park decision of some random games: the planner's park (the
 * whole turn: a level without a look-ahead) is a cell with the fewest
 * fitting tiles left, and no cell listed before it has as few. */
static void test_park__on_the_cell_fewest_tiles_left_fit(void **state)
{
    (void)state;
    safari_plan_options o;
    assert_int_equal(safari_level_options(4, &o, NULL), SAFARI_OK);
    int parks = 0, unfillable = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
        uint64_t rng = seed;
        safari_decision d;
        while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
            safari_move m;
            if (d.kind == SAFARI_DECISION_PARK) {
                size_t n = 0;
                assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n),
                                 SAFARI_OK);
                int32_t least = INT32_MAX;
                for (size_t i = 0; i < n; i++) {
                    int32_t f = fitting(g, moves[i].x, moves[i].y);
                    least = f < least ? f : least;
                }
                assert_int_equal(safari_game_plan_move(g, &o, &rng, &m, NULL), SAFARI_OK);
                assert_int_equal(m.kind, SAFARI_MOVE_PARK);
                assert_int_equal(fitting(g, m.x, m.y), least);
                for (size_t i = 0; moves[i].x != m.x || moves[i].y != m.y; i++)
                    assert_true(fitting(g, moves[i].x, moves[i].y) > least);
                parks++;
                unfillable += least == 0;
            } else {
                /* the rest at random, so that the games reach many shapes */
                assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
            }
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        safari_game_free(g);
    }
    /* the games met parks, and cells that no tile left fits as well as
     * cells that some do (else the test would not tell them apart) */
    assert_true(parks >= 8);
    assert_true(unfillable > 0 && unfillable < parks);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_park__on_the_cell_fewest_tiles_left_fit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
