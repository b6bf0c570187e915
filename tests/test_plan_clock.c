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
 * clock every 256 positions and stops short there; the root's, which the
 * move needs, at four times the budget, playing the best turn valued by
 * then. */
#include "ai/clock.h"
#include "ai/turn.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static uint64_t readings, jump_at, jump_to;

uint64_t safari__clock_us(void)
{
    return readings++ < jump_at ? 0 : jump_to;
}

/* Microseconds past the look-ahead's budget of 50 ms, short of the root's
 * bound of four times it. */
enum { PAST_BUDGET_US = 100000, ROOT_BOUND_US = 200000 };

/* Before every test: a clock that never runs out, far past any budget if
 * a test makes it jump. */
static int reset_clock(void **state)
{
    (void)state;
    readings = 0;
    jump_at = UINT64_MAX;
    jump_to = UINT64_C(1) << 40;
    return 0;
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
    jump_to = PAST_BUDGET_US; /* the root's turn always finishes */
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

/* A position of 2 seats whose whole turn (the planning player without a
 * budget) evaluates more than `min` positions: how many in *turns. */
static safari_game *game_with_large_turn(uint64_t seed, uint64_t min, uint64_t *turns)
{
    safari_plan_options whole = SAFARI_PLAN_OPTIONS_INIT;
    safari_plan_stats st;
    safari_move m;
    for (size_t plies = 20; plies < 120; plies++) {
        safari_game *g = game_at_choice(2, seed, plies);
        uint64_t rng = 1;
        assert_int_equal(safari_game_plan_move(g, &whole, &rng, &m, &st), SAFARI_OK);
        if (st.turns > min) {
            *turns = st.turns;
            return g;
        }
        safari_game_free(g);
    }
    fail_msg("no turn of more than %llu positions in 100 plies", (unsigned long long)min);
    return NULL;
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
    /* a turn of more than 256 positions (a placement with its actions);
     * no deadline: the whole search */
    uint64_t full = 0;
    safari_game *g = game_with_large_turn(15, 256, &full);
    t->g = g;
    safari__turn_search(t);
    assert_false(t->stopped);
    assert_int_equal(t->nbest, 1);
    assert_int_equal(t->evals, full);
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

/* The root's whole turn stops at four times the budget, not before, and
 * still plays a legal move. */
static void test_plan_clock__root_stops_at_four_budgets(void **state)
{
    (void)state;
    uint64_t full = 0;
    safari_game *g = game_with_large_turn(16, 512, &full);
    safari_plan_options whole = SAFARI_PLAN_OPTIONS_INIT, timed = SAFARI_PLAN_OPTIONS_INIT;
    timed.time_ms = 50;
    timed.replies = 0;
    safari_plan_stats ws, st;
    safari_move best, m;
    uint64_t rng = 1;
    assert_int_equal(safari_game_plan_move(g, &whole, &rng, &best, &ws), SAFARI_OK);

    /* the clock past the budget from the first reading in the turn on, but
     * short of its bound: the whole turn, then no look-ahead (its time is
     * spent), so the whole turn's move */
    jump_at = 1;
    jump_to = ROOT_BOUND_US - 1;
    readings = 0;
    rng = 1;
    assert_int_equal(safari_game_plan_move(g, &timed, &rng, &m, &st), SAFARI_OK);
    assert_int_equal(st.turns, full);
    assert_int_equal(st.worlds, 0);
    assert_true(test_same_move(&m, &best));

    /* at the bound: stopped at the first reading, 256 positions in */
    jump_to = ROOT_BOUND_US;
    readings = 0;
    rng = 1;
    assert_int_equal(safari_game_plan_move(g, &timed, &rng, &m, &st), SAFARI_OK);
    assert_true(st.turns < full);
    assert_int_equal(st.worlds, 0);
    safari_game *c = NULL;
    assert_int_equal(safari_game_clone(&c, g), SAFARI_OK);
    assert_int_equal(safari_game_apply(c, &m), SAFARI_OK);
    safari_game_free(c);
    safari_game_free(g);
}

/* Stopped before any turn was valued in full, the search keeps the first
 * move best valued as it lies: here every placement is valued through the
 * public calls and the best (the first of equals) expected. */
static void test_plan_clock__turn_stopped_at_once_keeps_best_as_it_lies(void **state)
{
    (void)state;
    double w[SAFARI_EVAL_FEATURES];
    size_t nw = 0;
    assert_int_equal(safari_eval_default_weights(w, SAFARI_EVAL_FEATURES, &nw), SAFARI_OK);
    safari_game *g = NULL;
    for (size_t plies = 20; !g; plies++) { /* a placement to make */
        assert_true(plies < 60);
        g = game_at_choice(2, 17, plies);
        safari_decision d;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        if (d.kind != SAFARI_DECISION_PLACE) {
            safari_game_free(g);
            g = NULL;
        }
    }
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    size_t n = 0;
    safari_game_legal_moves(g, NULL, 0, &n); /* the count alone */
    safari_move *moves = calloc(n, sizeof *moves);
    assert_non_null(moves);
    assert_int_equal(safari_game_legal_moves(g, moves, n, &n), SAFARI_OK);
    double best = -1e300;
    size_t at = 0;
    for (size_t i = 0; i < n; i++) {
        safari_game *c = NULL;
        double v[SAFARI_MAX_SEATS], other = -1e300;
        size_t nv = 0;
        assert_int_equal(safari_game_clone(&c, g), SAFARI_OK);
        assert_int_equal(safari_game_apply(c, &moves[i]), SAFARI_OK);
        assert_int_equal(safari_game_evaluate(c, w, nw, v, SAFARI_MAX_SEATS, &nv), SAFARI_OK);
        for (size_t s = 0; s < nv; s++)
            if ((int32_t)s != d.to_move && v[s] > other)
                other = v[s];
        if (v[d.to_move] - other > best) {
            best = v[d.to_move] - other;
            at = i;
        }
        safari_game_free(c);
    }

    turn_ctx *t = calloc(1, sizeof *t);
    assert_non_null(t);
    t->g = g;
    t->w = w;
    t->k = 1;
    t->evals = 255; /* the first position evaluated is the 256th: a reading */
    t->deadline_us = 1;
    readings = 0;
    jump_at = 0;
    safari__turn_search(t);
    assert_true(t->stopped);
    assert_int_equal(readings, 1);
    assert_int_equal(t->nbest, 1);
    assert_int_equal(t->best[0].n, 1);
    assert_true(test_same_move(&t->best[0].m[0], &moves[at]));
    assert_true(t->best[0].value == best);
    free(t);
    free(moves);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_plan_clock__two_seats, reset_clock),
        cmocka_unit_test_setup(test_plan_clock__five_seats, reset_clock),
        cmocka_unit_test_setup(test_plan_clock__turn_stops_at_its_deadline, reset_clock),
        cmocka_unit_test_setup(test_plan_clock__root_stops_at_four_budgets, reset_clock),
        cmocka_unit_test_setup(test_plan_clock__turn_stopped_at_once_keeps_best_as_it_lies, reset_clock),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
