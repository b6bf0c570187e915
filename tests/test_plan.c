/* SPDX-License-Identifier: MIT */
/* The planning player (safari_game_plan_move) and its levels
 * (safari_level_options): every move it makes over whole games of 2 to 5
 * seats is legal; the same position, options and generator state give the
 * same move and state; it leaves the game as it was; it allocates through
 * the game's hooks alone, frees all, and fails cleanly at each allocation;
 * it plays a game without history (a batch's game and its clone); bad
 * options change nothing. */
#include "count_alloc.h"
#include "testutil.h"

#include <math.h>
#include <string.h>

static safari_plan_options ahead(uint32_t iterations)
{
    safari_plan_options o = SAFARI_PLAN_OPTIONS_INIT;
    o.iterations = iterations;
    o.candidates = 3;
    return o;
}

/* Plays chance by the generator and every seat by the planner (seat s with
 * level 1 + s mod 5's options, or `fixed` when given) to the end; every move
 * must be accepted by safari_game_apply. Returns the decisions planned. */
static size_t play_game(safari_game *g, uint64_t seed, const safari_plan_options *fixed)
{
    uint64_t chance = seed, rng = seed ^ 0x5A5A;
    size_t planned = 0;
    safari_decision d;
    while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
        safari_move m;
        if (d.to_move < 0) {
            assert_int_equal(safari_game_sample_move(g, &chance, NULL, &m), SAFARI_OK);
        } else {
            safari_plan_options o;
            if (fixed)
                o = *fixed;
            else
                assert_int_equal(safari_level_options(1 + d.to_move % SAFARI_LEVELS, &o, NULL),
                                 SAFARI_OK);
            o.time_ms = 0; /* the iterations alone: reproducible */
            if (o.iterations > 16)
                o.iterations = 16; /* legality does not need the expert's every world */
            assert_int_equal(safari_game_plan_move(g, &o, &rng, &m, NULL), SAFARI_OK);
            planned++;
        }
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    assert_int_equal(d.kind, SAFARI_DECISION_END);
    return planned;
}

static safari_game *new_game(int32_t seats)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = seats;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    return g;
}

static void test_plan__whole_games_are_legal(void **state)
{
    (void)state;
    for (int32_t seats = 2; seats <= 5; seats++) {
        safari_game *g = new_game(seats);
        assert_true(play_game(g, 40 + (uint64_t)seats, NULL) > 60);
        safari_game_free(g);
    }
    /* Two replies, a temperature and a beam of 1. */
    safari_plan_options o = ahead(2);
    o.replies = 2;
    o.temperature = 3.0;
    o.beam = 1;
    safari_game *g = new_game(3);
    play_game(g, 7, &o);
    safari_game_free(g);
}

/* Plays `plies` moves of the library's uniform draws, then on to a seat's
 * decision with two moves or more; 0 if the game ended first. */
static int play_to_choice(safari_game *g, uint64_t seed, size_t plies)
{
    uint64_t rng = seed;
    safari_decision d;
    for (size_t i = 0;; i++) {
        safari_move m;
        size_t n = 0;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        if (d.kind == SAFARI_DECISION_END)
            return 0;
        safari_game_legal_moves(g, NULL, 0, &n);
        if (i >= plies && d.to_move >= 0 && n >= 2)
            return 1;
        assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
}

static void test_plan__same_state_same_move(void **state)
{
    (void)state;
    for (uint64_t k = 0; k < 10; k++) {
        safari_game *g = new_game(2 + (int32_t)(k % 3));
        if (!play_to_choice(g, 300 + k, (size_t)(10 + 15 * k))) {
            safari_game_free(g);
            continue;
        }
        uint64_t hash = safari_game_hash(g);
        size_t len = safari_game_history_length(g);
        safari_plan_options o = ahead(k % 2 ? 4 : 0);
        o.temperature = k % 3 == 0 ? 2.0 : 0.0;
        safari_move a, b;
        safari_plan_stats sa, sb;
        uint64_t ra = k, rb = k;
        assert_int_equal(safari_game_plan_move(g, &o, &ra, &a, &sa), SAFARI_OK);
        assert_int_equal(safari_game_plan_move(g, &o, &rb, &b, &sb), SAFARI_OK);
        assert_true(test_same_move(&a, &b));
        assert_true(ra == rb);
        assert_int_equal(sa.turns, sb.turns);
        assert_int_equal(sa.worlds, sb.worlds);
        assert_true(sa.value == sb.value);
        assert_true(sa.turns > 0);
        if (o.iterations && sa.candidates > 1)
            assert_int_equal(sa.worlds, o.iterations);
        assert_int_equal(safari_game_is_legal(g, &a), 1);
        assert_true(safari_game_hash(g) == hash);
        assert_int_equal(safari_game_history_length(g), len);
        safari_game_free(g);
    }
}

/* replies 0 plays a round: as many turns as seats, the same search as
 * replies = seats where that can be asked for (2 to 4 seats), and more
 * turns than 4 replies at 5 seats. */
static void test_plan__replies_zero_is_a_round(void **state)
{
    (void)state;
    for (int32_t seats = 2; seats <= 5; seats++) {
        safari_game *g = new_game(seats);
        assert_true(play_to_choice(g, 500 + (uint64_t)seats, 30));
        safari_plan_options round = ahead(3), fixed = ahead(3), fewer = ahead(3);
        round.replies = 0;
        fixed.replies = (uint32_t)(seats < 5 ? seats : 4);
        fewer.replies = (uint32_t)seats - 1;
        safari_move a, b, c;
        safari_plan_stats sa, sb, sc;
        uint64_t ra = 9, rb = 9, rc = 9;
        assert_int_equal(safari_game_plan_move(g, &round, &ra, &a, &sa), SAFARI_OK);
        assert_int_equal(safari_game_plan_move(g, &fixed, &rb, &b, &sb), SAFARI_OK);
        assert_int_equal(safari_game_plan_move(g, &fewer, &rc, &c, &sc), SAFARI_OK);
        assert_int_equal(sa.worlds, 3);
        assert_true(sa.turns > sc.turns); /* not one reply fewer */
        if (seats < 5) {
            assert_true(test_same_move(&a, &b));
            assert_true(ra == rb);
            assert_int_equal(sa.turns, sb.turns);
            assert_true(sa.value == sb.value);
        } else {
            assert_true(sa.turns > sb.turns); /* five turns, more than 4 */
        }
        safari_game_free(g);
    }
}

/* The stats say the look-ahead ran only with a budget. */
static void test_plan__budget_means_look_ahead(void **state)
{
    (void)state;
    safari_game *g = new_game(2);
    assert_true(play_to_choice(g, 11, 20));
    safari_plan_options none = SAFARI_PLAN_OPTIONS_INIT, some = ahead(3), timed = ahead(0);
    timed.time_ms = 1;
    safari_plan_stats st;
    safari_move m;
    uint64_t rng = 1;
    assert_int_equal(safari_game_plan_move(g, &none, &rng, &m, &st), SAFARI_OK);
    assert_int_equal(st.worlds, 0);
    assert_int_equal(st.candidates, 0);
    assert_int_equal(rng, 1); /* the best turn: no number drawn */
    assert_int_equal(safari_game_plan_move(g, NULL, &rng, &m, &st), SAFARI_OK);
    assert_int_equal(st.worlds, 0);
    assert_int_equal(safari_game_plan_move(g, &some, &rng, &m, &st), SAFARI_OK);
    if (st.candidates > 1)
        assert_int_equal(st.worlds, 3);
    assert_int_equal(safari_game_plan_move(g, &timed, &rng, &m, &st), SAFARI_OK);
    /* at least one world, whatever the clock, unless the whole turn alone
     * took the millisecond (then no candidates are compared) */
    if (st.candidates > 1)
        assert_true(st.worlds >= 1);
    safari_game_free(g);
}

/* A game at a seat's choice, allocating through counting hooks (`a`,
 * which must outlive the game). */
static safari_game *counted_game(count_alloc *c, safari_allocator *a)
{
    *a = count_alloc_start(c, 0);
    safari_game *g = NULL;
    assert_int_equal(safari_game_create(&g, NULL, a), SAFARI_OK);
    assert_true(play_to_choice(g, 5, 30));
    return g;
}

/* What one call of the player gave, for the checks of fail_each(). */
typedef struct plan_call {
    size_t n;   /* the allocation made to fail: the n-th of the call */
    int failed; /* whether the call made that many */
    int rc;
    safari_move move;
    uint64_t rng;
    safari_plan_stats stats;
} plan_call;

/* Calls the player on `g` with its n-th allocation failed, for n = 1, 2,
 * ... until a call needs fewer than n, checking after every call that it
 * freed all it allocated, freed nothing twice and left the game as it was,
 * and handing the call to `check`. Returns the allocations of a whole
 * call. */
static size_t fail_each(count_alloc *c, const safari_game *g, const safari_plan_options *o,
                        void (*check)(const plan_call *call, const void *ctx), const void *ctx)
{
    uint64_t hash = safari_game_hash(g);
    size_t live = c->live;
    for (size_t n = 1;; n++) {
        const safari_move marker = {SAFARI_MOVE_PASS, 9, 9, 9, 9, 9};
        plan_call call = {.n = n, .move = marker, .rng = 3};
        size_t calls = c->calls;
        c->fail_nth = n;
        count_alloc_arm(c);
        call.rc = safari_game_plan_move(g, o, &call.rng, &call.move, &call.stats);
        c->fail_nth = 0;
        count_alloc_arm(c);
        assert_int_equal(c->live, live);
        assert_int_equal(c->bad_frees, 0);
        assert_true(safari_game_hash(g) == hash);
        call.failed = c->calls - calls >= n;
        check(&call, ctx);
        if (!call.failed)
            return n - 1;
    }
}

/* Without threads every failure is the call's: it returns SAFARI_ENOMEM
 * with the move and the generator untouched. */
static void check_fails_cleanly(const plan_call *call, const void *game)
{
    if (!call->failed) {
        assert_int_equal(call->rc, SAFARI_OK);
        assert_int_equal(safari_game_is_legal(game, &call->move), 1);
        return;
    }
    const safari_move marker = {SAFARI_MOVE_PASS, 9, 9, 9, 9, 9};
    assert_int_equal(call->rc, SAFARI_ENOMEM);
    assert_memory_equal(&call->move, &marker, sizeof marker);
    assert_int_equal(call->rng, 3);
}

static void test_plan__allocates_through_the_hooks_and_fails_cleanly(void **state)
{
    (void)state;
    count_alloc c;
    safari_allocator a;
    safari_game *g = counted_game(&c, &a);
    safari_plan_options o = ahead(2);
    /* the clone and the work area; every call before the last failed */
    assert_int_equal(fail_each(&c, g, &o, check_fails_cleanly, g), 2);
    safari_game_free(g);
    assert_true(count_alloc_all_freed(&c));
}

/* With threads, each further thread costs one more clone and work area,
 * made on the calling thread through the hooks; when one of those fails
 * the worlds go to the threads there are: the same move, generator state
 * and value as one thread (the look-ahead's result does not depend on the
 * thread count with iterations alone), and everything is freed. */
static void check_falls_back(const plan_call *call, const void *one_thread)
{
    const plan_call *e = one_thread;
    if (call->n <= 2) { /* the caller's own clone and work area */
        assert_int_equal(call->rc, SAFARI_ENOMEM);
        return;
    }
    assert_int_equal(call->rc, SAFARI_OK);
    assert_true(test_same_move(&call->move, &e->move));
    assert_true(call->rng == e->rng);
    assert_true(call->stats.value == e->stats.value);
    assert_int_equal(call->stats.worlds, e->stats.worlds);
    assert_int_equal(call->stats.turns, e->stats.turns);
}

static void test_plan__threads_fall_back_when_allocations_fail(void **state)
{
    (void)state;
    count_alloc c;
    safari_allocator a;
    safari_game *g = counted_game(&c, &a);
    safari_plan_options one = ahead(4), three = ahead(4);
    three.threads = 3;
    plan_call expected = {.rng = 3};
    assert_int_equal(safari_game_plan_move(g, &one, &expected.rng, &expected.move,
                                           &expected.stats),
                     SAFARI_OK);
    /* three clones and work areas */
    assert_int_equal(fail_each(&c, g, &three, check_falls_back, &expected), 6);
    safari_game_free(g);
    assert_true(count_alloc_all_freed(&c));
}

/* The thread count changes neither the move nor the generator's state nor
 * the stats with an iteration budget alone, at 2 to 5 seats, with worlds
 * that do not divide evenly among the threads. */
static void test_plan__threads_same_result_with_iterations(void **state)
{
    (void)state;
    for (uint64_t k = 0; k < 8; k++) {
        safari_game *g = new_game(2 + (int32_t)(k % 4));
        if (!play_to_choice(g, 700 + k, (size_t)(12 + 9 * k))) {
            safari_game_free(g);
            continue;
        }
        safari_plan_options o = ahead(k % 2 ? 5 : 7);
        o.replies = 0;
        o.candidates = 4;
        o.temperature = k % 3 == 0 ? 1.0 : 0.0;
        safari_move first;
        safari_plan_stats s1;
        uint64_t r1 = 31 + k;
        o.threads = 1;
        assert_int_equal(safari_game_plan_move(g, &o, &r1, &first, &s1), SAFARI_OK);
        if (s1.candidates > 1) /* one draw a world, one more with a temperature */
            assert_true(r1 == 31 + k + (o.iterations + (o.temperature > 0.0)) *
                                           0x9E3779B97F4A7C15ull);
        const uint32_t counts[] = {0, 2, 3, 8, SAFARI_PLAN_MAX_THREADS};
        for (size_t i = 0; i < sizeof counts / sizeof *counts; i++) {
            safari_move m;
            safari_plan_stats st;
            uint64_t r = 31 + k;
            o.threads = counts[i];
            assert_int_equal(safari_game_plan_move(g, &o, &r, &m, &st), SAFARI_OK);
            assert_true(test_same_move(&m, &first));
            assert_true(r == r1);
            assert_int_equal(st.worlds, s1.worlds);
            assert_int_equal(st.turns, s1.turns);
            assert_int_equal(st.candidates, s1.candidates);
            assert_true(st.value == s1.value);
        }
        safari_game_free(g);
    }
}

static void test_plan__plays_a_game_without_history(void **state)
{
    (void)state;
    safari_settings game = test_table_settings();
    safari_batch_settings o = SAFARI_BATCH_SETTINGS_INIT;
    o.game = &game;
    o.controllers[1] = SAFARI_CONTROLLER_UNIFORM;
    safari_batch *b = NULL;
    assert_int_equal(safari_batch_create(&b, &o, 1, 9), SAFARI_OK);
    const safari_game *g = safari_batch_game(b, 0);
    safari_game *copy = NULL;
    assert_int_equal(safari_game_clone(&copy, g), SAFARI_OK);
    safari_plan_options p = ahead(2);
    safari_move m1, m2;
    uint64_t r1 = 4, r2 = 4;
    uint64_t hash = safari_game_hash(g);
    assert_int_equal(safari_game_plan_move(g, &p, &r1, &m1, NULL), SAFARI_OK);
    assert_int_equal(safari_game_plan_move(copy, &p, &r2, &m2, NULL), SAFARI_OK);
    assert_true(test_same_move(&m1, &m2) && r1 == r2);
    assert_int_equal(safari_game_is_legal(g, &m1), 1);
    assert_true(safari_game_hash(g) == hash);
    safari_game_free(copy);
    safari_batch_free(b);
}

static void test_plan__bad_options_change_nothing(void **state)
{
    (void)state;
    safari_game *g = new_game(2);
    const safari_move marker = {SAFARI_MOVE_PASS, 9, 9, 9, 9, 9};
    safari_move m = marker;
    uint64_t rng = 77;
    double w[SAFARI_EVAL_FEATURES] = {0};
    /* Chance pending: the setup's first token. */
    assert_int_equal(safari_game_plan_move(g, NULL, &rng, &m, NULL), SAFARI_EINVAL);
    assert_true(play_to_choice(g, 3, 12));
    uint64_t hash = safari_game_hash(g);
    safari_plan_options bad[13];
    for (int i = 0; i < 13; i++)
        bad[i] = ahead(2);
    bad[0].size = sizeof bad[0] - 8;
    bad[1].size = 0;
    bad[2].candidates = 0;
    bad[3].candidates = SAFARI_PLAN_MAX_CANDIDATES + 1;
    bad[4].replies = UINT32_MAX;
    bad[5].replies = 5;
    bad[6].beam = 17;
    bad[7].temperature = -1.0;
    bad[8].temperature = NAN;
    bad[9].weights = w;
    bad[9].nweights = SAFARI_EVAL_FEATURES - 1;
    bad[10].nweights = SAFARI_EVAL_FEATURES; /* without weights */
    bad[11].threads = SAFARI_PLAN_MAX_THREADS + 1;
    bad[12].threads = UINT32_MAX;
    for (int i = 0; i < 13; i++) {
        assert_int_equal(safari_game_plan_move(g, &bad[i], &rng, &m, NULL), SAFARI_EINVAL);
        assert_memory_equal(&m, &marker, sizeof m);
        assert_int_equal(rng, 77);
        assert_true(safari_game_hash(g) == hash);
    }
    w[2] = INFINITY;
    safari_plan_options inf = ahead(2);
    inf.weights = w;
    inf.nweights = SAFARI_EVAL_FEATURES;
    assert_int_equal(safari_game_plan_move(g, &inf, &rng, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_plan_move(NULL, NULL, &rng, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_plan_move(g, NULL, NULL, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_plan_move(g, NULL, &rng, NULL, NULL), SAFARI_EINVAL);
    /* Weights of the caller's are taken: all zero makes every turn equal. */
    w[2] = 0.0;
    assert_int_equal(safari_game_plan_move(g, &inf, &rng, &m, NULL), SAFARI_OK);
    safari_game_free(g);
}

static void test_plan__levels(void **state)
{
    (void)state;
    safari_plan_options o, sentinel;
    safari_level_info info;
    memset(&sentinel, 0xAB, sizeof sentinel);
    o = sentinel;
    assert_int_equal(safari_level_options(0, &o, &info), SAFARI_EINVAL);
    assert_int_equal(safari_level_options(SAFARI_LEVELS + 1, &o, &info), SAFARI_EINVAL);
    assert_memory_equal(&o, &sentinel, sizeof o);
    int32_t last_elo = -1;
    for (int32_t k = 1; k <= SAFARI_LEVELS; k++) {
        assert_int_equal(safari_level_options(k, &o, &info), SAFARI_OK);
        assert_int_equal(o.size, sizeof o);
        assert_non_null(info.name);
        assert_int_equal(info.time_ms, o.time_ms);
        assert_int_equal(info.iterations, o.iterations);
        assert_true(info.elo > last_elo); /* the ladder climbs */
        last_elo = info.elo;
        assert_int_equal(safari_level_options(k, NULL, NULL), SAFARI_OK);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plan__whole_games_are_legal),
        cmocka_unit_test(test_plan__same_state_same_move),
        cmocka_unit_test(test_plan__replies_zero_is_a_round),
        cmocka_unit_test(test_plan__budget_means_look_ahead),
        cmocka_unit_test(test_plan__allocates_through_the_hooks_and_fails_cleanly),
        cmocka_unit_test(test_plan__threads_fall_back_when_allocations_fail),
        cmocka_unit_test(test_plan__threads_same_result_with_iterations),
        cmocka_unit_test(test_plan__plays_a_game_without_history),
        cmocka_unit_test(test_plan__bad_options_change_nothing),
        cmocka_unit_test(test_plan__levels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
