/* SPDX-License-Identifier: MIT */
/* The library's players (safari_game_search_move, safari_game_greedy_move):
 * the search is deterministic for a generator state and leaves the game as
 * it was; it finds the one winning move of a position whose value is worked
 * out below by hand and checked by enumerating every line; a lone legal
 * move costs no draw; a time budget stops it; bad arguments change
 * nothing. The greedy player is checked against its definition, written
 * again here from the public queries: the best own projected score, then
 * the best margin, then the first (or, with a generator, a random) one. */
#include "testutil.h"

#include <string.h>

static safari_move moves[SAFARI_MAX_MOVES];

static safari_game *new_game(int32_t seats)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = seats;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    return g;
}

/* Plays the library's uniform draws (the games of `safari play --seed`)
 * for `plies` moves, then on to a seat's decision with two moves or more;
 * 0 if the game ended first. */
static int play_to_choice(safari_game *g, uint64_t seed, size_t plies)
{
    uint64_t rng = seed;
    safari_move m;
    safari_decision d;
    size_t n = 0;
    for (size_t i = 0;; i++) {
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

static void test_search__same_state_same_move(void **state)
{
    (void)state;
    for (uint64_t k = 0; k < 12; k++) {
        safari_game *g = new_game(2 + (int32_t)(k % 4));
        if (!play_to_choice(g, 100 + k, (size_t)(8 + 17 * k))) {
            safari_game_free(g);
            continue;
        }
        uint64_t hash = safari_game_hash(g);
        size_t len = safari_game_history_length(g);
        safari_search_options o = {60, 0, 0.7, k % 2 ? 0.2 : 0.0, (int32_t)(k % 3 == 0), 0};
        safari_move a, b;
        safari_search_stats sa, sb;
        uint64_t ra = k, rb = k;
        assert_int_equal(safari_game_search_move(g, &o, &ra, &a, &sa), SAFARI_OK);
        assert_int_equal(safari_game_search_move(g, &o, &rb, &b, &sb), SAFARI_OK);
        assert_true(test_same_move(&a, &b));
        assert_true(ra == rb && ra != k); /* the same draws, and some were made */
        assert_int_equal(sa.playouts, 60);
        assert_int_equal(sa.playouts, sb.playouts);
        assert_int_equal(sa.nodes, sb.nodes);
        assert_int_equal(sa.visits, sb.visits);
        assert_true(sa.value == sb.value && sa.value >= 0.0 && sa.value <= 1.0);
        assert_true(sa.nodes > 60); /* a seat node an iteration, chance nodes besides */
        assert_true(sa.visits >= 1 && sa.visits <= 60);
        assert_int_equal(safari_game_is_legal(g, &a), 1);
        /* the game is as it was */
        assert_true(safari_game_hash(g) == hash);
        assert_int_equal(safari_game_history_length(g), len);
        /* NULL options are the documented defaults */
        safari_search_options defaults = {200, 0, 0.7, 0.0, SAFARI_POLICY_UNIFORM, 0};
        ra = rb = k;
        assert_int_equal(safari_game_search_move(g, NULL, &ra, &a, NULL), SAFARI_OK);
        assert_int_equal(safari_game_search_move(g, &defaults, &rb, &b, &sb), SAFARI_OK);
        assert_true(test_same_move(&a, &b) && ra == rb);
        assert_int_equal(sb.playouts, 200);
        safari_game_free(g);
    }
}

/* The position: the game `safari play --seed 46` (two seats) after 222
 * moves, at the last tile (the stack is empty). Seat 1 is to move,
 * trailing: projected scores 22 to 14, no tokens in its supply. Placing the
 * tile at (3, 4) with rotation 1 completes a bush of 5 tiles (docs/rules.md
 * 6.3) that nobody holds, under 4 birds, with apes 2, elephant 1, giraffe 1
 * and zebras 2 on it: 4 species. A meeple on its south side (`meeple S`)
 * makes seat 1 its only scorer: T(4) = 10 plus 4 birds = 14 points (6.5),
 * so 14 + 14 = 28 against 22, a win. The test enumerates every line of the
 * turn to show that no other placement wins alone (one draws 22 to 22). */
static safari_game *last_tile_position(void)
{
    safari_game *g = new_game(2);
    uint64_t rng = 46;
    safari_move m;
    for (int i = 0; i < 222; i++) {
        assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    safari_decision d;
    safari_pool_info p;
    int32_t projected[2];
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(d.kind, SAFARI_DECISION_PLACE);
    assert_int_equal(d.to_move, 1);
    assert_int_equal(safari_game_pools(g, &p), SAFARI_OK);
    assert_int_equal(p.stack, 0);
    assert_int_equal(safari_game_projected_scores_ex(g, projected, 2, &(size_t){0}), SAFARI_OK);
    assert_int_equal(projected[0], 22);
    assert_int_equal(projected[1], 14);
    return g;
}

/* The best result seat 1 can reach from here, its own decisions to the end
 * enumerated: 2 a sole win, 1 a shared one, 0 a loss. */
static int best_line(safari_game *g)
{
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    if (d.kind == SAFARI_DECISION_END) {
        int both = safari_game_is_winner(g, 0) && safari_game_is_winner(g, 1);
        return both ? 1 : 2 * safari_game_is_winner(g, 1);
    }
    assert_int_equal(d.to_move, 1); /* no chance and no other seat: the last turn */
    safari_move list[256];
    size_t n = 0;
    assert_int_equal(safari_game_legal_moves(g, list, 256, &n), SAFARI_OK);
    int best = 0;
    for (size_t i = 0; i < n && best < 2; i++) {
        assert_int_equal(safari_game_apply(g, &list[i]), SAFARI_OK);
        int v = best_line(g);
        best = v > best ? v : best;
        assert_int_equal(safari_game_undo(g), SAFARI_OK);
    }
    return best;
}

static void test_search__finds_the_winning_move_of_the_last_tile(void **state)
{
    (void)state;
    safari_game *g = last_tile_position();
    const safari_move win = {SAFARI_MOVE_PLACE, 0, 1, 0, 3, 4};
    size_t n = 0, wins = 0, draws = 0;
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    assert_true(n > 40);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(safari_game_apply(g, &moves[i]), SAFARI_OK);
        int v = best_line(g);
        assert_int_equal(safari_game_undo(g), SAFARI_OK);
        if (v == 2)
            assert_true(test_same_move(&moves[i], &win));
        wins += v == 2;
        draws += v == 1;
    }
    assert_int_equal(wins, 1);
    assert_int_equal(draws, 1);

    /* The tree expands the turn's action moves one an iteration, in random
     * order, so the winning placement shows its value only once `meeple S`
     * (one of 130-odd) is expanded below it; then UCB1 keeps choosing it,
     * and its mean value rises above the draw's 0.5. */
    for (uint64_t seed = 1; seed <= 4; seed++) {
        safari_search_options o = {20000, 0, 0.7, 0.0, (int32_t)(seed % 2), 0};
        safari_search_stats st;
        safari_move m;
        uint64_t rng = seed;
        assert_int_equal(safari_game_search_move(g, &o, &rng, &m, &st), SAFARI_OK);
        assert_true(test_same_move(&m, &win));
        assert_true(st.value > 0.5);
    }
    /* Then `meeple S`, worth 1 in every playout: the game ends 22 to 28. */
    assert_int_equal(safari_game_apply(g, &win), SAFARI_OK);
    {
        const safari_move south = {SAFARI_MOVE_MEEPLE, 0, SAFARI_SOUTH, 0, 0, 0};
        safari_search_options o = {400, 0, 0.7, 0.0, SAFARI_POLICY_UNIFORM, 0};
        safari_search_stats st;
        safari_move m;
        uint64_t rng = 3;
        assert_int_equal(safari_game_search_move(g, &o, &rng, &m, &st), SAFARI_OK);
        assert_true(test_same_move(&m, &south));
        assert_true(st.value == 1.0);
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        safari_seat_info s0, s1;
        assert_int_equal(safari_game_seat(g, 0, &s0), SAFARI_OK);
        assert_int_equal(safari_game_seat(g, 1, &s1), SAFARI_OK);
        assert_int_equal(s0.score, 22);
        assert_int_equal(s1.score, 28);
    }
    safari_game_free(g);
}

static void test_search__a_lone_move_draws_nothing(void **state)
{
    (void)state;
    /* The first seat's decision of one legal move in a random game. */
    for (uint64_t seed = 1; seed < 400; seed++) {
        safari_game *g = new_game(2);
        uint64_t rng = seed;
        safari_decision d;
        size_t n = 0;
        int found = 0;
        while (!found && safari_game_decision(g, &d) == SAFARI_OK &&
               d.kind != SAFARI_DECISION_END) {
            safari_game_legal_moves(g, NULL, 0, &n);
            if (d.to_move >= 0 && n == 1) {
                found = 1;
                break;
            }
            safari_move m;
            assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        if (found) {
            safari_move only, m;
            safari_search_stats st;
            uint64_t r = 5;
            assert_int_equal(safari_game_legal_moves(g, &only, 1, &n), SAFARI_OK);
            assert_int_equal(safari_game_search_move(g, NULL, &r, &m, &st), SAFARI_OK);
            assert_true(test_same_move(&m, &only));
            assert_true(r == 5);
            assert_int_equal(st.playouts, 0);
            assert_int_equal(st.nodes, 0);
            assert_int_equal(safari_game_greedy_move(g, &r, &m), SAFARI_OK);
            assert_true(test_same_move(&m, &only) && r == 5);
            safari_game_free(g);
            return;
        }
        safari_game_free(g);
    }
    fail_msg("no seat decision with one legal move in 400 games");
}

static void test_search__a_time_budget_stops_it(void **state)
{
    (void)state;
    safari_game *g = new_game(2);
    assert_true(play_to_choice(g, 9, 10));
    safari_search_options o = {0, 40, 0.7, 0.0, SAFARI_POLICY_UNIFORM, 0};
    safari_search_stats st;
    safari_move m;
    uint64_t rng = 1;
    assert_int_equal(safari_game_search_move(g, &o, &rng, &m, &st), SAFARI_OK);
    assert_int_equal(safari_game_is_legal(g, &m), 1);
    assert_true(st.playouts >= 1);
    assert_true(st.elapsed_ms >= 40 && st.elapsed_ms < 10000);
    /* both budgets: the first reached stops it */
    o.playouts = 5;
    o.time_ms = 100000;
    assert_int_equal(safari_game_search_move(g, &o, &rng, &m, &st), SAFARI_OK);
    assert_int_equal(st.playouts, 5);
    safari_game_free(g);
}

static void test_search__bad_arguments_change_nothing(void **state)
{
    (void)state;
    safari_game *g = new_game(2);
    const safari_move marker = {SAFARI_MOVE_PASS, 1, 2, 3, 4, 5};
    safari_move m = marker;
    uint64_t rng = 11;
    /* at a chance decision (the setup's token draw) */
    assert_int_equal(safari_game_search_move(g, NULL, &rng, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_greedy_move(g, &rng, &m), SAFARI_EINVAL);
    assert_true(play_to_choice(g, 3, 5));
    uint64_t hash = safari_game_hash(g);
    const safari_search_options good = {10, 0, 0.7, 0.0, SAFARI_POLICY_UNIFORM, 0};
    safari_search_options bad[7];
    for (int i = 0; i < 7; i++)
        bad[i] = good;
    bad[0].playouts = 0; /* no budget */
    bad[1].explore = -0.1;
    bad[2].explore = 1e308 * 10.0; /* infinite */
    bad[3].score_weight = 1.5;
    bad[4].policy = 2;
    bad[5].size = 1; /* neither 0 (0.3.0's layout) nor sizeof */
    bad[6].score_weight = -0.0 - 1e-9;
    for (int i = 0; i < 7; i++)
        assert_int_equal(safari_game_search_move(g, &bad[i], &rng, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_search_move(NULL, &good, &rng, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_search_move(g, &good, NULL, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_search_move(g, &good, &rng, NULL, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_greedy_move(NULL, &rng, &m), SAFARI_EINVAL);
    assert_int_equal(safari_game_greedy_move(g, &rng, NULL), SAFARI_EINVAL);
    assert_true(test_same_move(&m, &marker) && rng == 11);
    assert_true(safari_game_hash(g) == hash);
    /* at the end */
    uint64_t r2 = 1;
    assert_int_equal(safari_game_playout(g, &r2, NULL, NULL), SAFARI_OK);
    assert_int_equal(safari_game_search_move(g, &good, &rng, &m, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_greedy_move(g, &rng, &m), SAFARI_EINVAL);
    assert_true(test_same_move(&m, &marker) && rng == 11);
    safari_game_free(g);
}

/* The definition, from the public queries: each move's own projected score
 * and margin over the best other seat after it. */
static void score_move(safari_game *g, int32_t me, const safari_move *m, int32_t *own,
                       int32_t *margin)
{
    int32_t s[SAFARI_MAX_SEATS];
    size_t seats = 0;
    assert_int_equal(safari_game_apply(g, m), SAFARI_OK);
    assert_int_equal(safari_game_projected_scores_ex(g, s, SAFARI_MAX_SEATS, &seats), SAFARI_OK);
    assert_int_equal(safari_game_undo(g), SAFARI_OK);
    int32_t other = INT32_MIN;
    for (size_t i = 0; i < seats; i++)
        if ((int32_t)i != me && s[i] > other)
            other = s[i];
    *own = s[me];
    *margin = s[me] - other;
}

static void test_search__greedy_follows_its_definition(void **state)
{
    (void)state;
    static int32_t own[SAFARI_MAX_MOVES], margin[SAFARI_MAX_MOVES];
    size_t positions = 0, tied_positions = 0;
    for (uint64_t k = 0; k < 40; k++) {
        safari_game *g = new_game(2 + (int32_t)(k % 4));
        if (!play_to_choice(g, 500 + k, (size_t)(3 + 5 * k))) {
            safari_game_free(g);
            continue;
        }
        safari_decision d;
        size_t n = 0;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
        int32_t best_own = INT32_MIN, best_margin = INT32_MIN;
        for (size_t i = 0; i < n; i++) {
            score_move(g, d.to_move, &moves[i], &own[i], &margin[i]);
            if (own[i] > best_own || (own[i] == best_own && margin[i] > best_margin)) {
                best_own = own[i];
                best_margin = margin[i];
            }
        }
        size_t first = n, ties = 0, draws = 0;
        for (size_t i = 0; i < n; i++)
            if (own[i] == best_own && margin[i] == best_margin) {
                first = first == n ? i : first;
                ties++;
            }
        /* a draw for each move equal to the best so far (not the first) */
        int32_t run_own = own[0], run_margin = margin[0];
        for (size_t i = 1; i < n; i++) {
            if (own[i] > run_own || (own[i] == run_own && margin[i] > run_margin)) {
                run_own = own[i];
                run_margin = margin[i];
            } else if (own[i] == run_own && margin[i] == run_margin) {
                draws++;
            }
        }
        uint64_t hash = safari_game_hash(g);
        size_t len = safari_game_history_length(g);
        safari_move m;
        /* without a generator: the first of the best */
        assert_int_equal(safari_game_greedy_move(g, NULL, &m), SAFARI_OK);
        assert_true(test_same_move(&m, &moves[first]));
        /* with one: one of the best, one draw a tie after the first */
        uint64_t rng = k, expect = k;
        assert_int_equal(safari_game_greedy_move(g, &rng, &m), SAFARI_OK);
        size_t at = 0;
        while (at < n && !test_same_move(&m, &moves[at]))
            at++;
        assert_true(at < n && own[at] == best_own && margin[at] == best_margin);
        for (size_t i = 0; i < draws; i++)
            expect += 0x9E3779B97F4A7C15ull; /* a SplitMix64 draw adds this */
        assert_true(rng == expect);
        assert_true(safari_game_hash(g) == hash);
        assert_int_equal(safari_game_history_length(g), len);
        positions++;
        tied_positions += ties > 1;
        safari_game_free(g);
    }
    assert_true(positions >= 30);
    assert_true(tied_positions >= 5); /* the generator was exercised */
}

static void test_search__greedy_ties_are_each_taken(void **state)
{
    (void)state;
    /* The first placement of a game: many placements tie (nothing scores
     * yet), and 200 generator states must take more than one of them, and
     * only tied ones. */
    safari_game *g = new_game(2);
    assert_true(play_to_choice(g, 1, 0));
    safari_move first, m;
    assert_int_equal(safari_game_greedy_move(g, NULL, &first), SAFARI_OK);
    int other = 0;
    for (uint64_t s = 0; s < 200; s++) {
        uint64_t rng = s;
        assert_int_equal(safari_game_greedy_move(g, &rng, &m), SAFARI_OK);
        other += !test_same_move(&m, &first);
    }
    assert_true(other > 100); /* the first of many ties is taken rarely */
    safari_game_free(g);
}

/* `size`, the field that was `reserved` until 0.4.0: 0 (the 0.3.0 layout)
 * and sizeof (SAFARI_SEARCH_OPTIONS_INIT) give the same move, stats and
 * generator; SAFARI_SEARCH_OPTIONS_INIT is NULL's defaults; other sizes
 * are refused with nothing changed. */
static void test_search__size_is_zero_or_the_struct_size(void **state)
{
    (void)state;
    safari_game *g = new_game(2);
    assert_true(play_to_choice(g, 3, 5));
    const safari_search_options init = SAFARI_SEARCH_OPTIONS_INIT;
    assert_int_equal(init.size, sizeof init);
    /* the defaults docs/ai.md lists for NULL options; (double) drops the
     * excess precision x87 (i386) keeps on the literal */
    assert_true(init.playouts == 200 && init.time_ms == 0 && init.explore == (double)0.7 &&
                init.score_weight == 0.0 && init.policy == SAFARI_POLICY_UNIFORM);
    safari_search_options sized = init, old = init;
    sized.playouts = old.playouts = 60;
    sized.score_weight = old.score_weight = 0.3;
    sized.policy = old.policy = SAFARI_POLICY_SCORING;
    old.size = 0;
    uint64_t ra = 17, rb = 17;
    safari_move ma, mb;
    safari_search_stats sa, sb;
    assert_int_equal(safari_game_search_move(g, &sized, &ra, &ma, &sa), SAFARI_OK);
    assert_int_equal(safari_game_search_move(g, &old, &rb, &mb, &sb), SAFARI_OK);
    assert_true(test_same_move(&ma, &mb) && ra == rb);
    assert_true(sa.playouts == sb.playouts && sa.nodes == sb.nodes && sa.visits == sb.visits &&
                sa.value == sb.value);
    /* the INIT macro searches as NULL options do */
    ra = rb = 4;
    assert_int_equal(safari_game_search_move(g, &init, &ra, &ma, NULL), SAFARI_OK);
    assert_int_equal(safari_game_search_move(g, NULL, &rb, &mb, NULL), SAFARI_OK);
    assert_true(test_same_move(&ma, &mb) && ra == rb);
    const uint32_t wrong[] = {sizeof init - 1, sizeof init + 8, sizeof(safari_playout_options),
                              UINT32_MAX};
    uint64_t h = safari_game_hash(g);
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
        safari_search_options o = init;
        o.size = wrong[i];
        const safari_move marker = {SAFARI_MOVE_PASS, 1, 2, 3, 4, 5};
        safari_move m = marker;
        uint64_t rng = 11;
        assert_int_equal(safari_game_search_move(g, &o, &rng, &m, NULL), SAFARI_EINVAL);
        assert_true(test_same_move(&m, &marker) && rng == 11);
        assert_true(safari_game_hash(g) == h);
    }
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_search__same_state_same_move),
        cmocka_unit_test(test_search__finds_the_winning_move_of_the_last_tile),
        cmocka_unit_test(test_search__a_lone_move_draws_nothing),
        cmocka_unit_test(test_search__a_time_budget_stops_it),
        cmocka_unit_test(test_search__bad_arguments_change_nothing),
        cmocka_unit_test(test_search__size_is_zero_or_the_struct_size),
        cmocka_unit_test(test_search__greedy_follows_its_definition),
        cmocka_unit_test(test_search__greedy_ties_are_each_taken),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
