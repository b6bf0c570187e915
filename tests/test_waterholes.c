/* SPDX-License-Identifier: MIT */
/* Watering holes (docs/rules.md section 5: dig, expand, completion),
 * each checked on a scenario of explicit moves.
 *
 * The start tile is one savanna cell (0,0); the first four turns (passes)
 * lay savanna tiles on (1,0), (0,1), (1,1) and (0,2), so that the vertex
 * (1,1) has four slots of four distinct tiles: (0,0) NE, (1,0) NW, (1,1) SW
 * and (0,1) SE. (0,0) NE and (1,1) SW are diagonal, as are (1,0) NW and
 * (0,1) SE. Then seat 0 moves again, and each turn's tile goes west along
 * y = 0, out of the way. */
#include "scenario.h"

#define HOLES_TILES                                                     \
    "01 2 ssss baobab ; - ; -\n"                                        \
    "02 12 ssss ; - ; - ; - ; - ; - ; - ; - ; - ; - ; - ; - ; -\n"      \
    "03 2 bsss bush:N/1 ; - ; -\n"                                      \
    "start 0 0 ssss ; -\n"                                              \
    SCEN_FAR_RANGERS

static safari_game *holes_game(const char *setup_tokens)
{
    safari_game *g = scen_new(HOLES_TILES, 2, NULL);
    scen_play(g, setup_tokens);
    scen_play(g, "draw 02/1; place 1 0 0; pass; draw 02/1; place 0 1 0; pass;"
                 "draw 02/1; place 1 1 0; pass; draw 02/1; place 0 2 0; pass");
    return g;
}

static void expect_slot(const safari_game *g, int x, int y, int corner, int open, int species,
                        int owner)
{
    safari_slot_info s;
    assert_int_equal(safari_game_slot(g, x, y, corner, &s), SAFARI_OK);
    assert_int_equal(s.open, open);
    assert_int_equal(s.species, species);
    assert_int_equal(s.owner, owner);
}

/* Legal dig and expand moves on one slot. */
static size_t slot_moves(const safari_game *g, int x, int y, int corner)
{
    static safari_move moves[SAFARI_MAX_MOVES];
    size_t n = 0, k = 0;
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    for (size_t i = 0; i < n; i++)
        k += (moves[i].kind == SAFARI_MOVE_DIG || moves[i].kind == SAFARI_MOVE_EXPAND) &&
             moves[i].x == x && moves[i].y == y && moves[i].index == corner;
    return k;
}

/* ------------------------------------------------------------------------ */
/* Seed: a hole is dug with a giraffe (3 points and a meeple), expanded with
 * an ape (4), an elephant (5) and a lion (6, completing it): the completer
 * scores 6, the owner of the meeple 3, and the meeple goes home. */

/* Ruling R3 (docs/rules.md section 12): the group an expansion joins. */
static void test_waterholes__seed_dig_expand_and_complete(void **state)
{
    (void)state;
    safari_game *g = holes_game("token G; token G; token A; token G");
    scen_play(g, "draw 02/1; place -1 0 0");
    /* Any tile's open corner, not only the placed tile's. */
    assert_true(scen_is_legal(g, "dig 0 0 NE G"));
    assert_true(scen_is_legal(g, "dig -1 0 SW G"));
    assert_false(scen_is_legal(g, "dig 0 0 NE A")); /* seat 0 holds no ape */
    assert_false(scen_is_legal(g, "expand 0 0 NE G")); /* nothing to expand */
    scen_play_undoable(g, "dig 0 0 NE G");
    SCEN_SCORES(g, 3, 0);
    SCEN_EVENTS(g, {SAFARI_EVENT_DIG, 0, 3, 0, 0, SAFARI_NE});
    expect_slot(g, 0, 0, SAFARI_NE, 1, SAFARI_GIRAFFE, 0);
    scen_expect_meeple(g, 0, 0, SAFARI_AT_WATERHOLE, 0, 0, SAFARI_NE);
    assert_int_equal(scen_meeples(g, 0), 5);
    assert_int_equal(scen_tokens(g, 0, SAFARI_GIRAFFE), 1);

    scen_play(g, "draw 01/1; place -2 0 0; meeple baobab; token L; token Z;"
                 "draw 01/1; place -3 0 0; meeple baobab; token E; token Z;"
                 "draw 02/1; place -4 0 0");
    /* Seat 1 (A G L Z) next to the giraffe: expand only, never a giraffe. */
    scen_expect_illegal(g, "dig 1 0 NW A");
    scen_expect_illegal(g, "expand 1 0 NW G");
    assert_int_equal(slot_moves(g, 1, 0, SAFARI_NW), 3);
    /* (1,1) SW only touches the giraffe diagonally: a dig slot. */
    assert_false(scen_is_legal(g, "expand 1 1 SW A"));
    scen_play_undoable(g, "expand 1 0 NW A");
    SCEN_SCORES(g, 3, 4);
    SCEN_EVENTS(g, {SAFARI_EVENT_EXPAND, 1, 4, 1, 0, SAFARI_NW});
    assert_int_equal(scen_meeples(g, 1), 5); /* expanding takes no meeple */

    /* Seat 0 (G E Z) at (1,1) SW: the giraffe is refused though its only
     * neighbour there is the ape, since the group holds the giraffe. */
    scen_play(g, "draw 02/1; place -5 0 0");
    scen_expect_illegal(g, "expand 1 1 SW G");
    scen_play_undoable(g, "expand 1 1 SW E");
    SCEN_SCORES(g, 8, 4);
    SCEN_EVENTS(g, {SAFARI_EVENT_EXPAND, 0, 5, 1, 1, SAFARI_SW});

    scen_play(g, "draw 02/1; place -6 0 0");
    scen_expect_illegal(g, "expand 0 1 SE G");
    scen_play_undoable(g, "expand 0 1 SE L");
    SCEN_SCORES(g, 11, 10);
    SCEN_EVENTS(g, {SAFARI_EVENT_EXPAND, 1, 6, 0, 1, SAFARI_SE},
                {SAFARI_EVENT_WATERHOLE, 0, 3, 0, 0, SAFARI_NE});
    scen_expect_meeple(g, 0, 0, SAFARI_AT_SUPPLY, 0, 0, 0);
    expect_slot(g, 0, 0, SAFARI_NE, 1, SAFARI_GIRAFFE, -1);
    assert_int_equal(scen_meeples(g, 0), 5); /* its baobab meeple stays */
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Seed: a second hole may be dug diagonally across the same vertex, with the
 * same species, for 3 points; when the hole completes, each of the two
 * seats with a meeple there scores 3. */

/* Rulings R2, R3 and R9 (docs/rules.md section 12): diagonal holes, the group an expansion
 * joins, completing a hole one holds a meeple on. */
static void test_waterholes__seed_diagonal_dig_same_species(void **state)
{
    (void)state;
    safari_game *g = holes_game("token G; token A; token G; token G");
    scen_play(g, "draw 02/1; place -1 0 0; dig 0 0 NE G;"
                 "draw 02/1; place -2 0 0");
    assert_false(scen_is_legal(g, "expand 1 1 SW G"));
    scen_play_undoable(g, "dig 1 1 SW G");
    SCEN_SCORES(g, 3, 3);
    SCEN_EVENTS(g, {SAFARI_EVENT_DIG, 1, 3, 1, 1, SAFARI_SW});
    expect_slot(g, 1, 1, SAFARI_SW, 1, SAFARI_GIRAFFE, 1);

    /* (1,0) NW joins both giraffes: a group of three, 5 points. */
    scen_play(g, "draw 02/1; place -3 0 0");
    scen_play_undoable(g, "expand 1 0 NW A");
    SCEN_SCORES(g, 8, 3);
    scen_play(g, "draw 01/1; place -4 0 0; meeple baobab; token E; token L;"
                 "draw 02/1; place -5 0 0; pass;"
                 "draw 02/1; place -6 0 0");
    scen_expect_illegal(g, "expand 0 1 SE G");
    scen_play_undoable(g, "expand 0 1 SE E");
    /* Seat 1 scores 6 for the fourth token and 3 for its meeple. */
    SCEN_SCORES(g, 11, 12);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_EXPAND, 1), 6);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_WATERHOLE, 0), 3);
    assert_int_equal(scen_event_points(g, SAFARI_EVENT_WATERHOLE, 1), 3);
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    assert_int_equal(scen_meeples(g, 1), 5); /* baobab */
    safari_game_free(g);
}

/* A seat with both meeples on a completed hole still scores 3 once. */
static void test_waterholes__two_meeples_of_one_seat_score_once(void **state)
{
    (void)state;
    safari_game *g = holes_game("token G; token G; token A; token E");
    scen_play(g, "draw 02/1; place -1 0 0; dig 0 0 NE G;"
                 "draw 02/1; place -2 0 0; pass;"
                 "draw 02/1; place -3 0 0; dig 1 1 SW G;"
                 "draw 02/1; place -4 0 0; expand 1 0 NW A;"
                 "draw 02/1; place -5 0 0; pass;"
                 "draw 02/1; place -6 0 0");
    SCEN_SCORES(g, 6, 5);
    assert_int_equal(scen_meeples(g, 0), 4);
    scen_play_undoable(g, "expand 0 1 SE E");
    SCEN_SCORES(g, 9, 11);
    SCEN_EVENTS(g, {SAFARI_EVENT_EXPAND, 1, 6, 0, 1, SAFARI_SE},
                {SAFARI_EVENT_WATERHOLE, 0, 3, 0, 0, SAFARI_NE});
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Seed FAQ: a bush corner is no slot. A hole dug at (1,0) NE (vertex (2,1))
 * is blocked by bush caps on (2,1) and (2,0) that meet there: it can never
 * complete, and its meeple stays. */

static void test_waterholes__bush_corner_is_no_slot(void **state)
{
    (void)state;
    safari_game *g = holes_game("token G; token L; token A; token E");
    scen_play(g, "draw 02/1; place -1 0 0; dig 1 0 NE G;"
                 "draw 03/1; place 2 1 2");
    /* The cap's bush faces south: its SE and SW corners are closed. */
    expect_slot(g, 2, 1, SAFARI_SW, 0, SAFARI_NO_SPECIES, -1);
    expect_slot(g, 2, 1, SAFARI_SE, 0, SAFARI_NO_SPECIES, -1);
    expect_slot(g, 2, 1, SAFARI_NE, 1, SAFARI_NO_SPECIES, -1);
    assert_int_equal(slot_moves(g, 2, 1, SAFARI_SW), 0);
    assert_int_equal(slot_moves(g, 2, 1, SAFARI_SE), 0);
    assert_int_equal(slot_moves(g, 2, 1, SAFARI_NE), 2);
    scen_expect_illegal(g, "expand 2 1 SW A");
    scen_expect_illegal(g, "dig 2 1 SE A");
    scen_play_undoable(g, "expand 1 1 SE A");
    SCEN_SCORES(g, 3, 4);

    /* Only a tile with bush to the north fits (2,0) now. */
    scen_play(g, "draw 03/1; place 2 0 0");
    expect_slot(g, 2, 0, SAFARI_NW, 0, SAFARI_NO_SPECIES, -1);
    assert_int_equal(slot_moves(g, 2, 0, SAFARI_NW), 0);
    scen_expect_illegal(g, "expand 2 0 NW L");
    scen_play(g, "pass");
    scen_expect_meeple(g, 0, 0, SAFARI_AT_WATERHOLE, 1, 0, SAFARI_NE);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* The start tile is one tile three cells long (docs/rules.md section 5.1, R18;
 * the seed: a token goes "onto an open corner of any tile"): its corners are
 * the four at its ends, (-1,0) NW and SW, (1,0) NE and SE. The vertices on
 * its long sides, (0,1), (1,1), (0,0) and (1,0), are no corner of it. */

#define LONG_START_TILES                                                \
    "02 12 ssss ; - ; - ; - ; - ; - ; - ; - ; - ; - ; - ; - ; -\n"      \
    "start -1 0 ssss ; -\n"                                             \
    "start 0 0 ssss ; -\n"                                              \
    "start 1 0 ssss ; -\n"                                              \
    SCEN_FAR_RANGERS

/* Ruling R18 (docs/rules.md section 12): the start tile is one tile. */
static void test_waterholes__start_tile_has_corners_at_its_ends(void **state)
{
    (void)state;
    safari_game *g = scen_new(LONG_START_TILES, 2, NULL);
    scen_play(g, "token G; token G; token A; token E; draw 02/1; place -2 0 0");
    /* Slots: the land tile's four corners (-2,0) NE SE SW NW, and the start
     * tile's four end corners; but (-2,0) NE and SE meet (-1,0) NW and SW
     * across a side, so all eight are usable dig slots, with seat 0 holding
     * one species (G): 8 dig moves. */
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_DIG), 8);
    for (int x = -1; x <= 1; x++)
        for (int c = 0; c < 4; c++) {
            int end = (x == -1 && (c == SAFARI_NW || c == SAFARI_SW)) ||
                      (x == 1 && (c == SAFARI_NE || c == SAFARI_SE));
            expect_slot(g, x, 0, c, end, SAFARI_NO_SPECIES, -1);
            assert_int_equal(slot_moves(g, x, 0, c), (size_t)end);
        }
    assert_true(scen_is_legal(g, "dig -1 0 NW G"));
    assert_true(scen_is_legal(g, "dig 1 0 SE G"));
    scen_expect_illegal(g, "dig 0 0 NE G");
    scen_expect_illegal(g, "dig -1 0 NE G");
    scen_expect_illegal(g, "dig 1 0 SW G");
    safari_game_free(g);
}

/* A hole on the start tile's long side has only the two land tiles' slots:
 * with both filled it is not complete, so its digger's meeple stays (as on
 * a hole blocked by bush). */
/* Ruling R18 (docs/rules.md section 12): a hole on the start tile's long side never completes. */
static void test_waterholes__hole_on_start_side_never_completes(void **state)
{
    (void)state;
    safari_game *g = scen_new(LONG_START_TILES, 2, NULL);
    scen_play(g, "token G; token G; token A; token E;"
                 "draw 02/1; place 0 1 0");
    /* Vertex (1,1): (0,1) SE and (1,1) SW; the latter is no tile yet. */
    scen_play_undoable(g, "dig 0 1 SE G");
    SCEN_SCORES(g, 3, 0);
    scen_play(g, "draw 02/1; place 1 1 0");
    assert_int_equal(slot_moves(g, 1, 1, SAFARI_SW), 2); /* A and E: expand */
    scen_play_undoable(g, "expand 1 1 SW A");
    /* A group of two: 4 points; no completion, no 3 for seat 0. */
    SCEN_SCORES(g, 3, 4);
    SCEN_EVENTS(g, {SAFARI_EVENT_EXPAND, 1, 4, 1, 1, SAFARI_SW});
    scen_expect_meeple(g, 0, 0, SAFARI_AT_WATERHOLE, 0, 1, SAFARI_SE);
    assert_int_equal(scen_meeples(g, 0), 5);
    expect_slot(g, 0, 0, SAFARI_NE, 0, SAFARI_NO_SPECIES, -1);
    expect_slot(g, 1, 0, SAFARI_NW, 0, SAFARI_NO_SPECIES, -1);
    /* Nothing is left to fill at that vertex. */
    assert_int_equal(slot_moves(g, 0, 0, SAFARI_NE) + slot_moves(g, 1, 0, SAFARI_NW), 0);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_waterholes__seed_dig_expand_and_complete),
        cmocka_unit_test(test_waterholes__seed_diagonal_dig_same_species),
        cmocka_unit_test(test_waterholes__two_meeples_of_one_seat_score_once),
        cmocka_unit_test(test_waterholes__bush_corner_is_no_slot),
        cmocka_unit_test(test_waterholes__start_tile_has_corners_at_its_ends),
        cmocka_unit_test(test_waterholes__hole_on_start_side_never_completes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
