/* SPDX-License-Identifier: MIT */
/* Playouts in the library (safari_game_playout, safari_game_playouts,
 * safari_game_sample_move):
 * the uniform policy picks exactly what "generate all, pick by weight with
 * the `safari play` draw" picks, so a seed reproduces `safari play`'s game;
 * its picks are uniform (chance: by weight) by a chi-square test at every
 * decision kind; the scoring policy prefers moves that score now; batches
 * equal single playouts; a sampled move is the one a playout plays; bad
 * arguments change nothing. */
#include "splitmix.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static safari_move moves[SAFARI_MAX_MOVES];
static uint32_t weights[SAFARI_MAX_MOVES];

/* The generator and pick of cli/play.c (`safari play`), from the header
 * the programs share (common/splitmix.h), not from the library: one
 * SplitMix64 draw, modulo the total weight, walked over the outcomes in list
 * order. */
static int reference_pick(const safari_game *g, uint64_t *rng, safari_move *out)
{
    size_t n = 0;
    assert_int_equal(safari_game_outcomes(g, moves, weights, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    if (n == 0)
        return 0;
    *out = moves[splitmix64_pick(rng, weights, n)];
    return 1;
}

/* The one SplitMix64 (common/splitmix.h), which the library's playouts and
 * hash keys and every program's pick share, against the generator's
 * published outputs from state 0 (Vigna's splitmix64.c; the sequence other
 * implementations test against), so that a change to the shared header
 * fails here rather than only as every program changing alike. */
static void test_playout__splitmix64_gives_its_published_outputs(void **state)
{
    (void)state;
    uint64_t s = 0;
    assert_true(splitmix64_next(&s) == 0xE220A8397B1DCDAFull);
    assert_true(splitmix64_next(&s) == 0x6E789E6AA1B965F4ull);
    assert_true(splitmix64_next(&s) == 0x06C45D188009454Full);
    assert_true(s == 3 * 0x9E3779B97F4A7C15ull);
    /* The finaliser alone is the draw without the step, and maps 0 to 0. */
    assert_true(splitmix64_mix(0x9E3779B97F4A7C15ull) == 0xE220A8397B1DCDAFull);
    assert_true(splitmix64_mix(0) == 0);
}

static safari_game *new_game(int32_t seats, int32_t limit)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = seats;
    if (limit) { /* the window limit: ranger moves and parking are filtered */
        o.board_limited = SAFARI_LIMIT_WINDOW;
        o.limit_x = 7;
        o.limit_y = 5;
    }
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    return g;
}

static void test_playout__uniform_plays_the_games_of_safari_play(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        int32_t seats = 2 + (int32_t)(seed % 4);
        safari_game *a = new_game(seats, seed % 3 == 0), *b = new_game(seats, seed % 3 == 0);
        uint64_t ra = seed, rb = seed;
        safari_move m;
        size_t ref_moves = 0, played = 0;
        while (reference_pick(a, &ra, &m)) {
            assert_int_equal(safari_game_apply(a, &m), SAFARI_OK);
            ref_moves++;
        }
        assert_int_equal(safari_game_playout(b, &rb, NULL, &played), SAFARI_OK);
        assert_int_equal(played, ref_moves);
        assert_int_equal(ra, rb); /* one draw per move */
        assert_int_equal(safari_game_history_length(b), ref_moves);
        for (size_t i = 0; i < ref_moves; i++) {
            safari_move x, y;
            assert_int_equal(safari_game_history_move(a, i, &x), SAFARI_OK);
            assert_int_equal(safari_game_history_move(b, i, &y), SAFARI_OK);
            assert_true(test_same_move(&x, &y));
        }
        assert_true(safari_game_hash(a) == safari_game_hash(b));
        safari_decision d;
        assert_int_equal(safari_game_decision(b, &d), SAFARI_OK);
        assert_int_equal(d.kind, SAFARI_DECISION_END);
        safari_game_free(a);
        safari_game_free(b);
    }
}

/* One move of a policy from the generator state *rng: the move
 * safari_game_sample_move gives and the one a one-move playout plays
 * (then undone) are equal, and both draw one number (*rng is advanced).
 * Returns 0 at the end of the game, where neither draws. */
static int one_move(safari_game *g, int32_t policy, uint64_t *rng, safari_move *out)
{
    safari_playout_options one = {policy, 0, 1, 0};
    uint64_t r1 = *rng, r2 = *rng;
    size_t played = 9;
    safari_move sampled, got;
    int rc = safari_game_sample_move(g, &r1, &one, &sampled);
    assert_int_equal(safari_game_playout(g, &r2, &one, &played), SAFARI_OK);
    assert_true(r1 == r2);
    if (rc == SAFARI_ENOTFOUND) { /* *out is defined on every path: a zero move */
        assert_int_equal(played, 0);
        assert_true(r1 == *rng);
        memset(out, 0, sizeof *out);
        return 0;
    }
    assert_int_equal(rc, SAFARI_OK);
    assert_int_equal(played, 1);
    size_t len = safari_game_history_length(g);
    assert_int_equal(safari_game_history_move(g, len - 1, &got), SAFARI_OK);
    assert_true(test_same_move(&sampled, &got));
    assert_int_equal(safari_game_undo(g), SAFARI_OK);
    *rng = r1;
    *out = got;
    return 1;
}

/* From many positions of one game and many generator states, one move of
 * the uniform policy (sampled, or a one-move playout) is exactly the
 * reference pick; the scoring policy's sampled move is its playout's. */
static void test_playout__each_pick_equals_the_reference(void **state)
{
    (void)state;
    for (uint64_t seed = 100; seed < 106; seed++) {
        safari_game *g = new_game(2 + (int32_t)(seed % 4), seed % 2 == 0);
        test_rng walk = {seed};
        safari_move m, got;
        for (;;) {
            for (uint64_t s = 0; s < 8; s++) {
                uint64_t ref = seed * 1000 + s, r = ref, scoring = ref;
                int more = reference_pick(g, &ref, &m);
                assert_int_equal(one_move(g, SAFARI_POLICY_UNIFORM, &r, &got), more);
                if (!more)
                    goto next_game;
                assert_true(r == ref);
                assert_true(test_same_move(&m, &got));
                assert_int_equal(one_move(g, SAFARI_POLICY_SCORING, &scoring, &got), 1);
            }
            if (!test_pick_move(g, &walk, &m))
                break;
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
    next_game:
        safari_game_free(g);
    }
}

/* The upper 0.1 % point of chi-square with df degrees of freedom
 * (Wilson-Hilferty; z = 3.09). */
static double root(double v) /* Newton's method: no libm needed */
{
    double x = v > 1 ? v : 1;
    for (int i = 0; i < 60; i++)
        x = 0.5 * (x + v / x);
    return x;
}

static double chi2_critical(double df)
{
    double a = 2.0 / (9.0 * df);
    double c = 1.0 - a + 3.09 * root(a);
    return df * c * c * c;
}

/* Samples one move of the uniform policy `samples` times from g and tests
 * the frequencies against weight / total (generate all, pick uniformly or
 * by weight). */
static void chi_square_at(safari_game *g, uint64_t seed, int samples)
{
    size_t n = 0;
    assert_int_equal(safari_game_outcomes(g, moves, weights, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    assert_true(n >= 2);
    static double seen[SAFARI_MAX_MOVES];
    memset(seen, 0, n * sizeof seen[0]);
    uint64_t total = 0, rng = seed;
    for (size_t i = 0; i < n; i++)
        total += weights[i];
    safari_playout_options one = {SAFARI_POLICY_UNIFORM, 0, 1, 0};
    for (int k = 0; k < samples; k++) {
        safari_move got;
        assert_int_equal(safari_game_playout(g, &rng, &one, NULL), SAFARI_OK);
        assert_int_equal(safari_game_history_move(g, safari_game_history_length(g) - 1, &got),
                         SAFARI_OK);
        assert_int_equal(safari_game_undo(g), SAFARI_OK);
        size_t i = 0;
        while (i < n && !test_same_move(&moves[i], &got))
            i++;
        assert_true(i < n); /* a legal move */
        seen[i]++;
    }
    double chi2 = 0;
    for (size_t i = 0; i < n; i++) {
        double expect = (double)samples * weights[i] / (double)total;
        chi2 += (seen[i] - expect) * (seen[i] - expect) / expect;
    }
    assert_true(chi2 < chi2_critical((double)(n - 1)));
}

static void test_playout__picks_are_uniform_at_every_decision_kind(void **state)
{
    (void)state;
    int tested[SAFARI_DECISION_END] = {0};
    for (uint64_t seed = 7; seed < 400; seed++) {
        safari_game *g = new_game(2 + (int32_t)(seed % 4), 0);
        test_rng r = {seed};
        safari_move m;
        safari_decision d;
        for (;;) {
            size_t n = 0;
            assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
            if (d.kind == SAFARI_DECISION_END)
                break;
            assert_int_equal(safari_game_legal_moves(g, NULL, 0, &n), SAFARI_EBUFS);
            /* two positions of each kind, with a few moves at least */
            if (tested[d.kind] < 2 && n >= 2 &&
                (tested[d.kind] == 0 || safari_game_history_length(g) > 40)) {
                int samples = n * 40 > 4000 ? (int)n * 40 : 4000;
                chi_square_at(g, seed, samples);
                tested[d.kind]++;
            }
            assert_true(test_pick_move(g, &r, &m));
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        safari_game_free(g);
        int all = 1;
        for (int k = 0; k < SAFARI_DECISION_END; k++)
            all &= tested[k] == 2;
        if (all)
            break;
    }
    for (int k = 0; k < SAFARI_DECISION_END; k++)
        assert_int_equal(tested[k], 2);
}

/* The mover's score right after applying m (undone again). */
static int32_t score_after(safari_game *g, const safari_move *m, int32_t seat)
{
    safari_seat_info si;
    assert_int_equal(safari_game_apply(g, m), SAFARI_OK);
    assert_int_equal(safari_game_seat(g, seat, &si), SAFARI_OK);
    assert_int_equal(safari_game_undo(g), SAFARI_OK);
    return si.score;
}

/* Whether a legal move scores at once, by the public queries: `boost S`;
 * a placement on a ranger's cell (it displaces the ranger); a meeple on a
 * trail or bush of the placed tile that is complete (scored this turn); an
 * action after which the mover has more points than after `pass` (dig,
 * expand: the turn's other scoring is the same for both). */
static int scores_now(safari_game *g, const safari_move *m, int32_t seat)
{
    static const safari_move pass = {SAFARI_MOVE_PASS, 0, 0, 0, 0, 0};
    int32_t x, y;
    switch (m->kind) {
    case SAFARI_MOVE_BOOST:
        return m->species != SAFARI_NO_SPECIES;
    case SAFARI_MOVE_PLACE:
        for (int32_t r = 0; r < SAFARI_RANGERS; r++)
            if (safari_game_ranger(g, r, &x, &y) == SAFARI_OK && x == m->x && y == m->y)
                return 1;
        return 0;
    case SAFARI_MOVE_DISCARD:
        return 0;
    case SAFARI_MOVE_MEEPLE: {
        safari_move placed;
        safari_feature_info f;
        if (m->index == SAFARI_BAOBAB)
            return 0;
        assert_int_equal(safari_game_history_move(g, safari_game_history_length(g) - 1, &placed),
                         SAFARI_OK);
        assert_int_equal(placed.kind, SAFARI_MOVE_PLACE);
        assert_int_equal(safari_game_feature_at(g, placed.x, placed.y, m->index, &f), SAFARI_OK);
        return f.complete;
    }
    default:
        return score_after(g, m, seat) > score_after(g, &pass, seat);
    }
}

static void test_playout__scoring_policy_takes_a_move_that_scores(void **state)
{
    (void)state;
    int preferred = 0;
    safari_playout_options one = {SAFARI_POLICY_SCORING, 0, 1, 0};
    for (uint64_t seed = 1; seed <= 6; seed++) {
        safari_game *g = new_game(2, 0);
        test_rng r = {seed};
        safari_move m, got;
        safari_decision d;
        while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
            if (d.to_move >= 0 && (d.kind == SAFARI_DECISION_ACTION ||
                                   d.kind == SAFARI_DECISION_BOOST ||
                                   d.kind == SAFARI_DECISION_PLACE)) {
                size_t n = 0, scoring = 0;
                assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n),
                                 SAFARI_OK);
                static safari_move copy[SAFARI_MAX_MOVES];
                memcpy(copy, moves, n * sizeof moves[0]);
                for (size_t i = 0; i < n; i++)
                    scoring += (size_t)scores_now(g, &copy[i], d.to_move);
                uint64_t rng = seed;
                assert_int_equal(safari_game_playout(g, &rng, &one, NULL), SAFARI_OK);
                safari_game_history_move(g, safari_game_history_length(g) - 1, &got);
                assert_int_equal(safari_game_undo(g), SAFARI_OK);
                assert_int_equal(safari_game_is_legal(g, &got), 1);
                if (scoring > 0) {
                    assert_true(scores_now(g, &got, d.to_move));
                    preferred++;
                }
            }
            assert_true(test_pick_move(g, &r, &m));
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        safari_game_free(g);
    }
    assert_true(preferred > 20);
}

static void test_playout__batch_equals_single_playouts(void **state)
{
    (void)state;
    safari_game *root = new_game(3, 0), *scratch = NULL, *single = NULL;
    test_rng r = {5};
    safari_move m;
    for (int i = 0; i < 60 && test_pick_move(root, &r, &m); i++)
        assert_int_equal(safari_game_apply(root, &m), SAFARI_OK);
    assert_int_equal(safari_game_clone(&scratch, root), SAFARI_OK);
    assert_int_equal(safari_game_clone(&single, root), SAFARI_OK);
    uint64_t root_hash = safari_game_hash(root);
    for (int32_t result = 0; result <= 1; result++) {
        safari_playout_options o = {SAFARI_POLICY_SCORING, result, 0, 0};
        int32_t rows[6 * 3], expect[6 * 3];
        size_t count = 0;
        uint64_t rb = 77, rs = 77;
        assert_int_equal(safari_game_playouts(root, scratch, 6, &rb, &o, rows, 18, &count),
                         SAFARI_OK);
        assert_int_equal(count, 18);
        for (int j = 0; j < 6; j++) {
            assert_int_equal(safari_game_copy(single, root), SAFARI_OK);
            assert_int_equal(safari_game_playout(single, &rs, &o, NULL), SAFARI_OK);
            int32_t best = INT32_MIN;
            safari_seat_info si;
            for (int32_t s = 0; s < 3; s++) {
                assert_int_equal(safari_game_seat(single, s, &si), SAFARI_OK);
                expect[j * 3 + s] = si.score;
                best = si.score > best ? si.score : best;
            }
            for (int32_t s = 0; s < 3 && result == SAFARI_RESULT_WINS; s++)
                expect[j * 3 + s] = expect[j * 3 + s] == best;
        }
        assert_true(rb == rs);
        assert_memory_equal(rows, expect, sizeof rows);
        assert_true(safari_game_hash(root) == root_hash);

        /* The buffer rule: the first cap entries, from the playouts whose
         * rows begin in the buffer. */
        int32_t part[4] = {-9, -9, -9, -9};
        uint64_t rp = 77;
        assert_int_equal(safari_game_playouts(root, scratch, 6, &rp, &o, part, 4, &count),
                         SAFARI_EBUFS);
        assert_int_equal(count, 18);
        assert_memory_equal(part, expect, sizeof part);
        rp = 77;
        assert_int_equal(safari_game_playouts(root, scratch, 6, &rp, &o, NULL, 0, &count),
                         SAFARI_EBUFS);
        assert_true(rp == 77); /* none run */
    }
    safari_game_free(single);
    safari_game_free(scratch);
    safari_game_free(root);
}

static void test_playout__move_limit_and_history_room(void **state)
{
    (void)state;
    safari_game *g = new_game(2, 0);
    uint64_t rng = 3;
    size_t played = 0;
    safari_playout_options o = {SAFARI_POLICY_UNIFORM, 0, 10, 0};
    assert_int_equal(safari_game_playout(g, &rng, &o, &played), SAFARI_OK);
    assert_int_equal(played, 10);
    assert_int_equal(safari_game_history_length(g), 10);
    /* Projected scores are the rows of a playout stopped by the limit. */
    safari_game *scratch = NULL;
    assert_int_equal(safari_game_clone(&scratch, g), SAFARI_OK);
    o.max_moves = 150;
    int32_t row[2], proj[2];
    size_t count;
    uint64_t r1 = 9, r2 = 9;
    assert_int_equal(safari_game_playouts(g, scratch, 1, &r1, &o, row, 2, &count), SAFARI_OK);
    assert_int_equal(safari_game_playout(g, &r2, &o, &played), SAFARI_OK);
    assert_int_equal(played, 150);
    assert_int_equal(safari_game_projected_scores_ex(g, proj, 2, &(size_t){0}), SAFARI_OK);
    assert_memory_equal(row, proj, sizeof row);
    safari_game_free(scratch);
    safari_game_free(g);
}

static void test_playout__bad_arguments_change_nothing(void **state)
{
    (void)state;
    safari_game *g = new_game(2, 0), *other = new_game(3, 0), *scratch = NULL;
    assert_int_equal(safari_game_clone(&scratch, g), SAFARI_OK);
    uint64_t rng = 11, h = safari_game_hash(g);
    size_t played = 5, count = 5;
    int32_t rows[8];
    safari_playout_options bad_policy = {7, 0, 0, 0}, bad_result = {0, 2, 0, 0},
                           bad_size = {0, 0, 0, 1};
    assert_int_equal(safari_game_playout(NULL, &rng, NULL, &played), SAFARI_EINVAL);
    assert_int_equal(safari_game_playout(g, NULL, NULL, &played), SAFARI_EINVAL);
    assert_int_equal(safari_game_playout(g, &rng, &bad_policy, &played), SAFARI_EINVAL);
    assert_int_equal(safari_game_playout(g, &rng, &bad_size, &played), SAFARI_EINVAL);
    assert_int_equal(safari_game_playouts(g, scratch, 2, &rng, &bad_result, rows, 8, &count),
                     SAFARI_EINVAL);
    assert_int_equal(safari_game_playouts(g, g, 2, &rng, NULL, rows, 8, &count), SAFARI_EINVAL);
    assert_int_equal(safari_game_playouts(g, other, 2, &rng, NULL, rows, 8, &count),
                     SAFARI_EINVAL);
    assert_int_equal(safari_game_playouts(g, scratch, 2, &rng, NULL, NULL, 8, &count),
                     SAFARI_EINVAL);
    assert_int_equal(safari_game_playouts(g, scratch, 2, &rng, NULL, rows, 8, NULL),
                     SAFARI_EINVAL);
    safari_move m = {SAFARI_MOVE_PASS, 1, 2, 3, 4, 5}, before = m;
    assert_int_equal(safari_game_sample_move(NULL, &rng, NULL, &m), SAFARI_EINVAL);
    assert_int_equal(safari_game_sample_move(g, NULL, NULL, &m), SAFARI_EINVAL);
    assert_int_equal(safari_game_sample_move(g, &rng, NULL, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_sample_move(g, &rng, &bad_policy, &m), SAFARI_EINVAL);
    assert_int_equal(safari_game_sample_move(g, &rng, &bad_size, &m), SAFARI_EINVAL);
    assert_true(test_same_move(&m, &before));
    assert_true(rng == 11);
    assert_int_equal(played, 5);
    assert_int_equal(count, 5);
    assert_true(safari_game_hash(g) == h);
    assert_int_equal(safari_game_history_length(g), 0);
    assert_int_equal(safari_game_history_length(other), 0);
    safari_game_free(scratch);
    safari_game_free(other);
    safari_game_free(g);
}

/* include/safari.h: `result` is used only by safari_game_playouts(), yet it
 * must be a ::safari_playout_result in every playout call (0.2.0 documented
 * it as unused by the other two, which refused 7 all the same). */
static void test_playout__result_is_checked_by_every_playout_call(void **state)
{
    (void)state;
    safari_game *g = new_game(2, 0), *scratch = NULL;
    assert_int_equal(safari_game_clone(&scratch, g), SAFARI_OK);
    int32_t bad[] = {7, -1, 2, INT32_MAX};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        safari_playout_options o = {SAFARI_POLICY_UNIFORM, bad[i], 3, 0};
        uint64_t rng = 5;
        size_t played = 9, count = 9;
        int32_t rows[4] = {0};
        safari_move m = {SAFARI_MOVE_PASS, 1, 2, 3, 4, 5}, before = m;
        assert_int_equal(safari_game_playout(g, &rng, &o, &played), SAFARI_EINVAL);
        assert_int_equal(safari_game_sample_move(g, &rng, &o, &m), SAFARI_EINVAL);
        assert_int_equal(safari_game_playouts(g, scratch, 2, &rng, &o, rows, 4, &count),
                         SAFARI_EINVAL);
        assert_true(rng == 5 && played == 9 && count == 9 && test_same_move(&m, &before));
        assert_int_equal(safari_game_history_length(g), 0);
    }
    /* Both valid kinds give the same playout and move: unused there. */
    safari_game *a = NULL, *b = NULL;
    assert_int_equal(safari_game_clone(&a, g), SAFARI_OK);
    assert_int_equal(safari_game_clone(&b, g), SAFARI_OK);
    safari_playout_options scores = {SAFARI_POLICY_UNIFORM, SAFARI_RESULT_SCORES, 40, 0},
                           wins = {SAFARI_POLICY_UNIFORM, SAFARI_RESULT_WINS, 40, 0};
    uint64_t ra = 8, rb = 8;
    safari_move ma, mb;
    assert_int_equal(safari_game_sample_move(g, &ra, &scores, &ma), SAFARI_OK);
    assert_int_equal(safari_game_sample_move(g, &rb, &wins, &mb), SAFARI_OK);
    assert_true(test_same_move(&ma, &mb));
    assert_int_equal(safari_game_playout(a, &ra, &scores, NULL), SAFARI_OK);
    assert_int_equal(safari_game_playout(b, &rb, &wins, NULL), SAFARI_OK);
    assert_true(safari_game_hash(a) == safari_game_hash(b) && ra == rb);
    safari_game_free(b);
    safari_game_free(a);
    safari_game_free(scratch);
    safari_game_free(g);
}

/* `size`, the field that was `reserved` until 0.4.0: 0 (the old layout)
 * and sizeof (SAFARI_PLAYOUT_OPTIONS_INIT) give the same playouts, rows and
 * moves; any other size is refused by every playout call with nothing
 * changed (include/safari.h, docs/api-stability.md). */
static void test_playout__size_is_zero_or_the_struct_size(void **state)
{
    (void)state;
    safari_game *g = new_game(3, 0), *scratch = NULL, *a = NULL, *b = NULL;
    assert_int_equal(safari_game_clone(&scratch, g), SAFARI_OK);
    assert_int_equal(safari_game_clone(&a, g), SAFARI_OK);
    assert_int_equal(safari_game_clone(&b, g), SAFARI_OK);
    const safari_playout_options init = SAFARI_PLAYOUT_OPTIONS_INIT;
    assert_int_equal(init.size, sizeof init);
    assert_int_equal(init.policy, SAFARI_POLICY_UNIFORM);
    assert_int_equal(init.result, SAFARI_RESULT_SCORES);
    assert_int_equal(init.max_moves, 0);
    safari_playout_options sized = init, old = init;
    sized.policy = old.policy = SAFARI_POLICY_SCORING;
    sized.result = old.result = SAFARI_RESULT_WINS;
    old.size = 0;
    uint64_t ra = 21, rb = 21;
    safari_move ma, mb;
    assert_int_equal(safari_game_sample_move(g, &ra, &sized, &ma), SAFARI_OK);
    assert_int_equal(safari_game_sample_move(g, &rb, &old, &mb), SAFARI_OK);
    assert_true(test_same_move(&ma, &mb) && ra == rb);
    size_t pa = 0, pb = 0;
    assert_int_equal(safari_game_playout(a, &ra, &sized, &pa), SAFARI_OK);
    assert_int_equal(safari_game_playout(b, &rb, &old, &pb), SAFARI_OK);
    assert_true(pa > 0 && pa == pb && ra == rb);
    assert_true(safari_game_hash(a) == safari_game_hash(b));
    int32_t rows_a[4 * 3], rows_b[4 * 3];
    size_t ca = 0, cb = 0;
    assert_int_equal(safari_game_playouts(g, scratch, 4, &ra, &sized, rows_a, 12, &ca),
                     SAFARI_OK);
    assert_int_equal(safari_game_playouts(g, scratch, 4, &rb, &old, rows_b, 12, &cb), SAFARI_OK);
    assert_true(ca == 12 && cb == 12 && ra == rb);
    assert_memory_equal(rows_a, rows_b, sizeof rows_a);
    /* a size of no version: one less, one more, the search options', all ones */
    const uint32_t wrong[] = {sizeof init - 1, sizeof init + 4, sizeof(safari_search_options), 1,
                              UINT32_MAX};
    uint64_t h = safari_game_hash(g);
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
        safari_playout_options o = init;
        o.size = wrong[i];
        uint64_t rng = 5;
        size_t played = 9, count = 9;
        int32_t rows[4] = {7, 7, 7, 7};
        safari_move m = {SAFARI_MOVE_PASS, 1, 2, 3, 4, 5}, before = m;
        assert_int_equal(safari_game_playout(g, &rng, &o, &played), SAFARI_EINVAL);
        assert_int_equal(safari_game_sample_move(g, &rng, &o, &m), SAFARI_EINVAL);
        assert_int_equal(safari_game_playouts(g, scratch, 1, &rng, &o, rows, 4, &count),
                         SAFARI_EINVAL);
        assert_true(rng == 5 && played == 9 && count == 9 && test_same_move(&m, &before));
        assert_true(rows[0] == 7 && rows[3] == 7);
        assert_true(safari_game_hash(g) == h);
        assert_int_equal(safari_game_history_length(g), 0);
    }
    safari_game_free(b);
    safari_game_free(a);
    safari_game_free(scratch);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_playout__splitmix64_gives_its_published_outputs),
        cmocka_unit_test(test_playout__uniform_plays_the_games_of_safari_play),
        cmocka_unit_test(test_playout__each_pick_equals_the_reference),
        cmocka_unit_test(test_playout__picks_are_uniform_at_every_decision_kind),
        cmocka_unit_test(test_playout__scoring_policy_takes_a_move_that_scores),
        cmocka_unit_test(test_playout__batch_equals_single_playouts),
        cmocka_unit_test(test_playout__move_limit_and_history_room),
        cmocka_unit_test(test_playout__bad_arguments_change_nothing),
        cmocka_unit_test(test_playout__result_is_checked_by_every_playout_call),
        cmocka_unit_test(test_playout__size_is_zero_or_the_struct_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
