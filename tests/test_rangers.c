/* SPDX-License-Identifier: MIT */
/* Rangers (docs/rules.md: the `ranger` action of section 4.5, displacement
 * (4.2), its 3 points (6.1) and the `park` decision (6.6)), each checked on a scenario
 * of explicit moves. */
#include "scenario.h"

#include <stdio.h>
#include <string.h>

/* Start cells (0,0) and (1,0); the rangers start beside them. */
static const char RANGER_TILES[] =
    "01 2 tsss trail:N ; A@N ; E@N\n"
    "02 6 ssss ; - ; - ; - ; - ; - ; -\n"
    "start 0 0 ssss ; -\n"
    "start 1 0 ssss ; -\n"
    "rangers -1 0 2 0\n";

static int has_tile(const safari_game *g, int x, int y)
{
    safari_tile_info t;
    return safari_game_tile_at(g, x, y, &t) == SAFARI_OK;
}

static void expect_ranger(const safari_game *g, int ranger, int x, int y)
{
    int32_t rx = 0, ry = 0;
    assert_int_equal(safari_game_ranger(g, ranger, &rx, &ry), SAFARI_OK);
    assert_int_equal(rx, x);
    assert_int_equal(ry, y);
}

static void expect_ranger_off(const safari_game *g, int ranger)
{
    int32_t rx = 0, ry = 0;
    assert_int_equal(safari_game_ranger(g, ranger, &rx, &ry), SAFARI_ENOTFOUND);
}

/* Checks every cell of a box against the rule: `ranger` (moving = 1, for
 * ranger I) or `park` (moving = 0) is legal exactly on the empty cells next
 * to a tile that no ranger stands on. */
static void check_ranger_cells(const safari_game *g, int ranger, int moving)
{
    size_t expected = 0;
    for (int x = -6; x <= 6; x++)
        for (int y = -6; y <= 6; y++) {
            int next_to_tile = has_tile(g, x + 1, y) || has_tile(g, x - 1, y) ||
                               has_tile(g, x, y + 1) || has_tile(g, x, y - 1);
            int taken = 0;
            for (int r = 0; r < SAFARI_RANGERS; r++) {
                int32_t rx, ry;
                if (safari_game_ranger(g, r, &rx, &ry) == SAFARI_OK && rx == x && ry == y)
                    taken = 1;
            }
            int want = !has_tile(g, x, y) && next_to_tile && !taken;
            char text[48];
            if (moving)
                snprintf(text, sizeof text, "ranger %d %d %d", ranger, x, y);
            else
                snprintf(text, sizeof text, "park %d %d", x, y);
            if (scen_is_legal(g, text) != want)
                fail_msg("'%s' should be %s", text, want ? "legal" : "illegal");
            expected += (size_t)want;
        }
    if (!moving)
        assert_int_equal(scen_count_moves(g, SAFARI_MOVE_PARK), expected);
}

/* ------------------------------------------------------------------------ */
/* Seed, option A: instead of a meeple, move a ranger to an empty cell next
 * to the tiles; no points. Never onto the other ranger, nor where it is. */

/* Rulings R7 and R17 (docs/rules.md section 12): where a ranger may move (start cells count as
 * tiles). */
static void test_rangers__ranger_move_is_an_action_without_points(void **state)
{
    (void)state;
    safari_game *g = scen_new(RANGER_TILES, 2, NULL);
    scen_play(g, "token A; token E; token G; token L;"
                 "draw 02/1; place 0 1 0");
    check_ranger_cells(g, 0, 1);
    check_ranger_cells(g, 1, 1);
    /* Seven cells next to the tiles, two of them the rangers': 5 each. */
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_RANGER), 10);
    scen_expect_illegal(g, "ranger 0 -1 0");
    scen_expect_illegal(g, "ranger 0 2 0");
    scen_expect_illegal(g, "ranger 1 -1 0");
    scen_expect_illegal(g, "ranger 0 0 1");
    scen_expect_illegal(g, "ranger 0 0 3");
    scen_play_undoable(g, "ranger 0 0 2");
    SCEN_NO_EVENTS(g);
    SCEN_SCORES(g, 0, 0);
    expect_ranger(g, 0, 0, 2);
    expect_ranger(g, 1, 2, 0);
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(d.kind, SAFARI_DECISION_DRAW);
    assert_int_equal(d.active, 1);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Seed, option B: a tile on a ranger's cell displaces it. No ranger action
 * that turn; in scoring, 3 points first, then the completed trail with its
 * boost, then the `park` decision, on any free cell next to the tiles but
 * the other ranger's. */

/* Ruling R15 (docs/rules.md section 12): no ranger move after a displacement. */
static void test_rangers__displaced_ranger_scores_3_then_parks(void **state)
{
    (void)state;
    safari_game *g = scen_new(RANGER_TILES, 2, NULL);
    scen_play(g, "token L; token A; token Z; token Z;"
                 "draw 01/1; place 0 1 0; meeple N;"
                 "draw 02/1; place 1 1 0; ranger 1 0 2;"
                 "draw 01/2");
    expect_ranger(g, 1, 0, 2);
    scen_play_undoable(g, "place 0 2 2");
    expect_ranger_off(g, 1);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_RANGER), 0);
    scen_expect_illegal(g, "ranger 0 -1 1");
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_MEEPLE), 0);

    scen_play_undoable(g, "pass");
    SCEN_EVENTS(g, {SAFARI_EVENT_RANGER, 0, 3, 0, 2, 0});
    SCEN_SCORES(g, 3, 0);
    scen_expect_decision(g, SAFARI_DECISION_BOOST, 0);
    scen_play_undoable(g, "boost L");
    SCEN_EVENTS(g, {SAFARI_EVENT_TRAIL, 0, 6, 0, 2, SAFARI_SOUTH});
    SCEN_SCORES(g, 9, 0);

    scen_expect_decision(g, SAFARI_DECISION_PARK, 0);
    expect_ranger_off(g, 1);
    check_ranger_cells(g, 1, 0);
    scen_expect_illegal(g, "park -1 0"); /* ranger 0 is there */
    scen_expect_illegal(g, "park 0 2");  /* now a tile */
    scen_play_undoable(g, "park 0 3");
    SCEN_NO_EVENTS(g);
    expect_ranger(g, 1, 0, 3);
    expect_ranger(g, 0, -1, 0);
    SCEN_SCORES(g, 9, 0);
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(d.kind, SAFARI_DECISION_DRAW);
    assert_int_equal(d.active, 1);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Under a board limit (one row, x = -2..2) a displaced ranger can find no
 * free cell: it leaves the game, with no `park` decision. */

/* Rulings R6, R10 and R15 (docs/rules.md section 12): discarding the last tile ends the game; a
 * ranger with no parking cell leaves; a meeple after a displacement. */
static void test_rangers__displaced_ranger_without_a_cell_leaves(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.board_limited = 1;
    o.limit_x = 2;
    o.limit_y = 0;
    safari_game *g = scen_new("01 1 ssss baobab ; -\n"
                              "02 3 ssss ; - ; - ; -\n"
                              "start -2 0 ssss ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start 0 0 ssss ; -\n"
                              "rangers 1 0 2 0\n",
                              2, &o);
    scen_play(g, "token A; token E; token G; token L; draw 01/1");
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_PLACE), 4); /* only (1,0) */
    /* Ranger 0 displaced: its only cell left would be ranger 1's. The
     * displacing tile still takes a meeple (a baobab: two tokens first). */
    scen_play_undoable(g, "place 1 0 0");
    expect_ranger_off(g, 0);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_RANGER), 0);
    scen_play_undoable(g, "meeple baobab; token Z; token Z");
    SCEN_EVENTS(g, {SAFARI_EVENT_RANGER, 0, 3, 1, 0, 0});
    expect_ranger_off(g, 0);
    expect_ranger(g, 1, 2, 0);
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(d.kind, SAFARI_DECISION_DRAW);
    assert_int_equal(d.active, 1);

    /* Ranger 1 displaced onto a full row: it leaves too. */
    scen_play(g, "draw 02/1");
    scen_play_undoable(g, "place 2 0 0; pass");
    expect_ranger_off(g, 0);
    expect_ranger_off(g, 1);
    SCEN_SCORES(g, 3, 3);
    /* No cell left: a drawn tile is discarded and the same seat draws
     * again; after the last one the game ends. */
    scen_play(g, "draw 02/1");
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_DISCARD), 1);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_PLACE), 0);
    scen_play_undoable(g, "discard");
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(d.kind, SAFARI_DECISION_DRAW);
    assert_int_equal(d.active, 0);
    scen_play(g, "draw 02/1");
    scen_play_undoable(g, "discard");
    scen_expect_decision(g, SAFARI_DECISION_END, SAFARI_NOBODY);
    SCEN_SCORES(g, 7, 5); /* tokens in supply: four and two */
    assert_true(safari_game_is_winner(g, 0));
    assert_false(safari_game_is_winner(g, 1));
    expect_ranger_off(g, 0);
    expect_ranger_off(g, 1);
    safari_game_free(g);
}

/* ------------------------------------------------------------------------ */
/* The table with total shifting (docs/rules.md section 10.2, board limit `window`):
 * a cell may take a tile or a ranger only if every tile and ranger on the
 * board, with that cell, fits in W x H. */

/* 5 x 1 with the built-in set: the start tile (x = -1..1) and the rangers
 * (x = -2 and 2) fill the window, so a tile fits only on a ranger's cell,
 * and the displaced ranger has nowhere to park: it leaves the game. */
/* Ruling R19 (docs/rules.md section 12): the window. */
static void test_rangers__window_tile_only_on_a_ranger_cell(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.board_limited = SAFARI_LIMIT_WINDOW;
    o.limit_x = 5;
    o.limit_y = 1;
    safari_game *g = scen_new(safari_tileset_default_text(), 2, &o);
    /* Type 07 is a trail N-S; turned 1 or 3 it joins the start tile's trail
     * ends (W of (-1,0), E of (1,0)): the only placements. */
    scen_play(g, "token A; token E; token G; token L; draw 07/2");
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_PLACE), 4);
    assert_true(scen_is_legal(g, "place -2 0 1"));
    assert_true(scen_is_legal(g, "place -2 0 3"));
    assert_true(scen_is_legal(g, "place 2 0 1"));
    assert_true(scen_is_legal(g, "place 2 0 3"));
    scen_expect_illegal(g, "place 0 1 0"); /* would make the box 2 tall */
    scen_play_undoable(g, "place -2 0 1");
    expect_ranger_off(g, 0);
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_RANGER), 0);
    /* Parking: the tiles span x = -2..1 and ranger 1 stands on (2,0); the
     * frontier's other cells would make the box 6 wide or 2 tall. */
    scen_play_undoable(g, "pass");
    SCEN_EVENTS(g, {SAFARI_EVENT_RANGER, 0, 3, -2, 0, 0});
    scen_expect_decision(g, SAFARI_DECISION_DRAW, SAFARI_CHANCE);
    expect_ranger_off(g, 0);
    expect_ranger(g, 1, 2, 0);
    SCEN_SCORES(g, 3, 0);
    safari_game_free(g);
}

/* The ranger being moved is left out of the box. Start cell (0,0), rangers
 * on (0,-1) and (1,0), window 2 x 3. After a tile on (0,1), ranger 0 may go
 * to (0,2): without it the box is x 0..1, y 0..1, and (0,2) makes it 2 x 3
 * (with it, y would span -1..2). */
/* Ruling R19 (docs/rules.md section 12): the window leaves the moving ranger out. */
static void test_rangers__window_leaves_the_moving_ranger_out(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.board_limited = SAFARI_LIMIT_WINDOW;
    o.limit_x = 2;
    o.limit_y = 3;
    safari_game *g = scen_new("02 4 ssss ; - ; - ; - ; -\n"
                              "start 0 0 ssss ; -\n"
                              "rangers 0 -1 1 0\n",
                              2, &o);
    scen_play(g, "token A; token E; token G; token L; draw 02/1");
    /* Placements: (0,1), and the rangers' cells (0,-1) and (1,0); (-1,0)
     * would make the box 3 wide. Four rotations each. */
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_PLACE), 12);
    scen_expect_illegal(g, "place -1 0 0");
    scen_play_undoable(g, "place 0 1 0");
    /* Ranger 0: (0,2) and (1,1). Ranger 1 (box without it: x 0, y -1..1):
     * (1,1), (-1,1), (-1,0); not (0,2), which would make it 4 tall. */
    assert_true(scen_is_legal(g, "ranger 0 0 2"));
    assert_true(scen_is_legal(g, "ranger 0 1 1"));
    assert_true(scen_is_legal(g, "ranger 1 1 1"));
    assert_true(scen_is_legal(g, "ranger 1 -1 1"));
    assert_true(scen_is_legal(g, "ranger 1 -1 0"));
    assert_int_equal(scen_count_moves(g, SAFARI_MOVE_RANGER), 5);
    scen_expect_illegal(g, "ranger 1 0 2");
    scen_play_undoable(g, "ranger 0 0 2");
    expect_ranger(g, 0, 0, 2);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rangers__ranger_move_is_an_action_without_points),
        cmocka_unit_test(test_rangers__displaced_ranger_scores_3_then_parks),
        cmocka_unit_test(test_rangers__displaced_ranger_without_a_cell_leaves),
        cmocka_unit_test(test_rangers__window_tile_only_on_a_ranger_cell),
        cmocka_unit_test(test_rangers__window_leaves_the_moving_ranger_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
