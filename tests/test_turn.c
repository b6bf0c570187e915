/* SPDX-License-Identifier: MIT */
/* The planning player's whole turn (safari_game_plan_move() with no budget)
 * at an action decision, against a whole-turn search written here from the
 * public calls alone, as safari_game_plan_move()'s documentation states the
 * turn's value: the seat's best sequence of its own decisions to the next
 * tile draw, token draws by their weighted mean, another seat deciding in
 * between picking its own best, each position at the end valued by
 * safari_game_evaluate() as the seat's value minus the best other seat's;
 * ranger moves left out, and of a dig's or an expansion's species on one
 * slot only the one the seat holds most of (the first of equals).
 *
 * At an action decision with more than 16 actions worth trying the player
 * values each action first with every token draw below it at its likeliest
 * outcome and searches only the best 16 in full: the value must then be
 * exact where no draw lies below, and where draws do, the exact value of
 * one action, within a small margin of the best (the bound is a regression
 * value, measured when the first pass came in: the largest loss over these
 * positions was 0). */
#include "testutil.h"

#include <math.h>
#include <string.h>

enum { DEPTH = 16, WIDE = 16 };

static safari_move moves[DEPTH][SAFARI_MAX_MOVES];
static uint32_t weights[DEPTH][SAFARI_MAX_MOVES];

static double rel(const double *v, int32_t seats, int32_t seat)
{
    double other = -INFINITY;
    for (int32_t s = 0; s < seats; s++)
        if (s != seat && v[s] > other)
            other = v[s];
    return v[seat] - other;
}

/* Whether the player tries m among the n moves listed with it. */
static int tried(const safari_game *g, const safari_move *m, const safari_move *all, size_t n)
{
    if (m->kind == SAFARI_MOVE_RANGER)
        return 0;
    if (m->kind != SAFARI_MOVE_DIG && m->kind != SAFARI_MOVE_EXPAND)
        return 1;
    safari_decision d;
    safari_seat_info seat;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(safari_game_seat(g, d.to_move, &seat), SAFARI_OK);
    const int32_t *held = seat.tokens;
    for (size_t i = 0; i < n; i++) {
        const safari_move *o = &all[i];
        if (o->kind == m->kind && o->x == m->x && o->y == m->y && o->index == m->index &&
            (held[o->species] > held[m->species] ||
             (held[o->species] == held[m->species] && o->species < m->species)))
            return 0;
    }
    return 1;
}

/* Every seat's value of the position under the turn's rules; *parked set
 * when a park decision was met (the player picks its cell by its own rule,
 * tests/test_park.c: such positions are not used here). */
static void value(safari_game *g, int depth, double *v, int *parked)
{
    safari_decision d;
    size_t n = 0, seats = 0;
    assert_true(depth < DEPTH);
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    if (d.kind == SAFARI_DECISION_DRAW || d.kind == SAFARI_DECISION_END) {
        assert_int_equal(safari_game_evaluate(g, NULL, 0, v, SAFARI_MAX_SEATS, &seats),
                         SAFARI_OK);
        return;
    }
    if (d.kind == SAFARI_DECISION_PARK) {
        *parked = 1;
        assert_int_equal(safari_game_evaluate(g, NULL, 0, v, SAFARI_MAX_SEATS, &seats),
                         SAFARI_OK);
        return;
    }
    safari_pool_info pools;
    assert_int_equal(safari_game_pools(g, &pools), SAFARI_OK);
    assert_int_equal(safari_game_outcomes(g, moves[depth], weights[depth], SAFARI_MAX_MOVES, &n),
                     SAFARI_OK);
    double child[SAFARI_MAX_SEATS], best = -INFINITY, total = 0.0;
    for (int32_t s = 0; s < SAFARI_MAX_SEATS; s++)
        v[s] = 0.0;
    for (size_t i = 0; i < n; i++) {
        const safari_move *m = &moves[depth][i];
        if (d.kind != SAFARI_DECISION_TOKEN && !tried(g, m, moves[depth], n))
            continue;
        assert_int_equal(safari_game_apply(g, m), SAFARI_OK);
        value(g, depth + 1, child, parked);
        assert_int_equal(safari_game_undo(g), SAFARI_OK);
        if (d.kind == SAFARI_DECISION_TOKEN) {
            for (int32_t s = 0; s < pools.seats; s++)
                v[s] += weights[depth][i] * child[s];
            total += weights[depth][i];
        } else if (rel(child, pools.seats, d.to_move) > best) {
            best = rel(child, pools.seats, d.to_move);
            memcpy(v, child, sizeof child);
        }
    }
    if (d.kind == SAFARI_DECISION_TOKEN)
        for (int32_t s = 0; s < pools.seats; s++)
            v[s] /= total;
}

/* The action decisions met: how many compared, in each case. */
typedef struct seen {
    int narrow, wide_plain, wide_draws;
    double worst_loss; /* the largest (best action's value - the player's) */
} seen;

/* Compares the player with the search here at the action decision of g. */
static void compare(safari_game *g, seen *s)
{
    safari_decision d;
    safari_pool_info pools;
    size_t n = 0;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_int_equal(safari_game_pools(g, &pools), SAFARI_OK);
    assert_int_equal(safari_game_legal_moves(g, moves[0], SAFARI_MAX_MOVES, &n), SAFARI_OK);
    int parked = 0, draws = 0, wide = 0;
    double best = -INFINITY, v[SAFARI_MAX_SEATS];
    for (size_t i = 0; i < n; i++) {
        if (!tried(g, &moves[0][i], moves[0], n))
            continue;
        wide++;
        assert_int_equal(safari_game_apply(g, &moves[0][i]), SAFARI_OK);
        safari_decision next;
        assert_int_equal(safari_game_decision(g, &next), SAFARI_OK);
        draws |= next.kind == SAFARI_DECISION_TOKEN;
        value(g, 1, v, &parked);
        assert_int_equal(safari_game_undo(g), SAFARI_OK);
        double r = rel(v, pools.seats, d.to_move);
        best = r > best ? r : best;
    }
    if (parked)
        return;
    safari_plan_options o = SAFARI_PLAN_OPTIONS_INIT; /* no budget: the whole turn */
    safari_plan_stats st;
    safari_move m;
    uint64_t rng = 1;
    assert_int_equal(safari_game_plan_move(g, &o, &rng, &m, &st), SAFARI_OK);
    if (wide <= WIDE || !draws) {
        assert_true(fabs(st.value - best) < 1e-9);
        *(wide <= WIDE ? &s->narrow : &s->wide_plain) += 1;
        return;
    }
    /* the first pass may miss the best: the value is still one action's
     * exact value, so never above the best */
    assert_true(st.value < best + 1e-9);
    if (best - st.value > s->worst_loss)
        s->worst_loss = best - st.value;
    s->wide_draws++;
}

/* Random games (chance and placements by the generator); at every action
 * decision, the comparison. */
static void test_turn__whole_turn_value_at_action_decisions(void **state)
{
    (void)state;
    seen s = {0, 0, 0, 0.0};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
        uint64_t rng = seed;
        safari_decision d;
        while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
            if (d.kind == SAFARI_DECISION_ACTION)
                compare(g, &s);
            safari_move m;
            assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        safari_game_free(g);
    }
    print_message("narrow %d, wide %d, wide with draws %d, worst loss %.3f\n", s.narrow,
                  s.wide_plain, s.wide_draws, s.worst_loss);
    /* every case met (else the test would not tell the search's paths apart) */
    assert_true(s.narrow >= 20 && s.wide_plain >= 5 && s.wide_draws >= 1);
    assert_true(s.worst_loss <= 0.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turn__whole_turn_value_at_action_decisions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
