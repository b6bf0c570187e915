/* SPDX-License-Identifier: MIT */
/* The planning player's time budget against a clock the test drives: this
 * program defines the library's internal clock (clock.h) itself, so the
 * static library's clock.c is not linked in. The clock reads 0 until a
 * given reading and far past any budget from then on, so every point at
 * which the player may look at it can be made the one where time runs out.
 * Wherever that is, the player returns a legal move: with a world finished,
 * the look-ahead's choice; with none, the whole turn's best, exactly the
 * move of the same search without a budget (a world cut short counts for
 * none: at 5 seats one world is 5 whole turns a candidate, and playing it
 * out past the budget took a decision over 0.5 s). A whole-turn search
 * given a deadline (the look-ahead's replies: one took 0.5 s) reads the
 * clock every 256 positions and stops short there. */
#include "ai/clock.h"
#include "ai/turn.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static uint64_t readings, jump_at;

uint64_t safari__clock_us(void)
{
    return readings++ < jump_at ? 0 : UINT64_C(1) << 40;
}

/* A game of `seats` played at random to a seat's decision with several
 * legal moves, `plies` moves in at least. */
static safari_game *game_at_choice(int32_t seats, uint64_t seed, size_t plies)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = seats;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    test_rng r = {seed};
    for (size_t i = 0;; i++) {
        safari_decision d;
        size_t n = 0;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        assert_int_not_equal(d.kind, SAFARI_DECISION_END);
        safari_game_legal_moves(g, NULL, 0, &n);
        if (i >= plies && d.to_move >= 0 && n >= 2)
            return g;
        safari_move m;
        assert_true(test_pick_move(g, &r, &m));
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
}

/* The expert's look-ahead (a round of replies, 50 ms or 4 worlds) with the
 * clock running out at each reading from the second on (the first is the
 * call's start), then at ever later ones until all 4 worlds finish. */
static void check_every_cut(int32_t seats, uint64_t seed, size_t plies)
{
    safari_game *g = game_at_choice(seats, seed, plies);
    uint64_t hash = safari_game_hash(g);
    safari_plan_options whole = SAFARI_PLAN_OPTIONS_INIT, timed = SAFARI_PLAN_OPTIONS_INIT;
    timed.time_ms = 50;
    timed.iterations = 4;
    timed.replies = 0;
    safari_plan_stats ws, st;
    safari_move best, m;
    uint64_t rng = 1;
    jump_at = UINT64_MAX; /* the whole turn reads the clock but has no budget */
    assert_int_equal(safari_game_plan_move(g, &whole, &rng, &best, &ws), SAFARI_OK);
    assert_int_equal(ws.worlds, 0);

    uint32_t last_worlds = 0, cut_in_first = 0, compared = 0;
    for (jump_at = 1; last_worlds < timed.iterations; jump_at += jump_at < 400 ? 1 : jump_at) {
        assert_true(jump_at < 1000000); /* the 4 worlds finish on a frozen clock */
        readings = 0;
        rng = 1;
        assert_int_equal(safari_game_plan_move(g, &timed, &rng, &m, &st), SAFARI_OK);
        assert_int_equal(safari_game_hash(g), hash); /* planned on a clone */
        assert_true(st.worlds >= last_worlds); /* more time, as many worlds or more */
        assert_true(st.worlds <= timed.iterations);
        last_worlds = st.worlds;
        if (st.worlds == 0) {
            /* none finished: the whole turn chose, as without a budget */
            assert_int_equal(st.candidates, 0);
            assert_true(test_same_move(&m, &best));
            assert_true(st.value == ws.value);
            cut_in_first += st.turns > ws.turns; /* a world was under way */
        } else {
            assert_true(st.candidates >= 2);
            compared++;
        }
    }
    /* the first world was cut short at some reading (the player once
     * finished it whatever the clock), and later ones were finished */
    assert_true(cut_in_first > 0);
    assert_true(compared > 0);
    safari_game_free(g);
}

static void test_plan_clock__two_seats(void **state)
{
    (void)state;
    check_every_cut(2, 11, 20);
    check_every_cut(2, 12, 60);
}

static void test_plan_clock__five_seats(void **state)
{
    (void)state;
    check_every_cut(5, 13, 30);
    check_every_cut(5, 14, 90);
}

static void test_plan_clock__turn_stops_at_its_deadline(void **state)
{
    (void)state;
    double w[SAFARI_EVAL_FEATURES];
    size_t nw = 0;
    assert_int_equal(safari_eval_default_weights(w, SAFARI_EVAL_FEATURES, &nw), SAFARI_OK);
    turn_ctx *t = calloc(1, sizeof *t);
    assert_non_null(t);
    t->w = w;
    t->k = 1;
    jump_at = UINT64_MAX; /* no deadline: the whole search */
    /* a turn of more than 256 positions (a placement with its actions) */
    safari_game *g = NULL;
    for (size_t plies = 20; !g; plies++) {
        assert_true(plies < 60);
        g = game_at_choice(2, 15, plies);
        t->g = g;
        t->evals = 0;
        safari__turn_search(t);
        assert_false(t->stopped);
        assert_int_equal(t->nbest, 1);
        if (t->evals <= 256) {
            safari_game_free(g);
            g = NULL;
        }
    }
    readings = 0;
    jump_at = 0; /* every reading past the deadline: stops at the first */
    t->evals = 0;
    t->deadline_us = 1;
    safari__turn_search(t);
    assert_true(t->stopped);
    assert_int_equal(t->evals, 256);
    assert_int_equal(readings, 1);
    free(t);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plan_clock__two_seats),
        cmocka_unit_test(test_plan_clock__five_seats),
        cmocka_unit_test(test_plan_clock__turn_stops_at_its_deadline),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
