/* SPDX-License-Identifier: MIT */
/* Fuzz target: the playout calls, safari_game_sample_move(),
 * safari_game_playout() and safari_game_playouts(), from any position with
 * any options.
 *
 * Input: 5 bytes of options (fuzz_options), a byte of moves to play first
 * and 8 bytes of their generator state (the moves are sample_move()'s);
 * then the playout options (a policy byte, a result byte, max_moves as u16
 * and a size byte: 0, the struct's size or now and then a wrong one), NULL
 * options or not, 8 bytes of generator state, the playouts' n, a results capacity and
 * a scratch game (a clone, the root itself, a new game of equal options or
 * one of other options).
 *
 * Checked: options are refused (SAFARI_EINVAL, nothing changed: game,
 * generator, outputs) exactly when the policy, the result or `size` (0 or
 * sizeof) is out of range, by all three calls (include/safari.h: `result`
 * must be a ::safari_playout_result even where it is unused); sample_move() leaves
 * the game as it was, draws once, and gives a legal move, under the
 * uniform policy the first outcome i with z mod T < w0 + ... + wi, and
 * SAFARI_ENOTFOUND (nothing drawn) at the end; playout() plays legal moves
 * only (replayed one by one), stops at the end or at max_moves, draws once
 * per move, equals sample_move() and apply() in turn, and undo takes its
 * moves back; playouts() leaves the root unchanged and the scratch game
 * equal to it, returns SAFARI_EBUFS exactly when n x seats exceeds the
 * capacity, writes only the first `cap` entries, runs only the playouts
 * whose rows begin in the buffer, and each row is the result of one
 * playout() on a clone from where the previous left the generator. */
#include "fuzz.h"

#include "play_check.h"

#include <string.h>

#define GAMMA 0x9E3779B97F4A7C15ull

enum { MAX_N = 6, SENTINEL = 0x5AFA121 };

static uint64_t fuzz_u64(fuzz_input *in)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = v << 8 | fuzz_u8(in);
    return v;
}

/* splitmix64, written out from its definition (safari_game_playout()):
 * the state after one draw and the number drawn. */
static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += GAMMA);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int options_valid(const safari_playout_options *o)
{
    return !o || ((o->policy == SAFARI_POLICY_UNIFORM || o->policy == SAFARI_POLICY_SCORING) &&
                  (o->result == SAFARI_RESULT_SCORES || o->result == SAFARI_RESULT_WINS) &&
                  (o->size == 0 || o->size == sizeof *o));
}

/* A field now and then out of range: -1, the valid 0 and 1, or 2. */
static int32_t enum_field(fuzz_input *in)
{
    return (int32_t)(fuzz_u8(in) % 4) - 1;
}

static safari_game *clone_of(const safari_game *g)
{
    safari_game *c = NULL;
    assert_int_equal(safari_game_clone(&c, g), SAFARI_OK);
    return c;
}

/* The pick of the uniform policy, from the outcomes and one draw. */
static void uniform_pick(const safari_game *g, uint64_t z, safari_move *out)
{
    static safari_move moves[SAFARI_MAX_MOVES];
    static uint32_t weights[SAFARI_MAX_MOVES];
    size_t n = 0;
    assert_int_equal(safari_game_outcomes(g, moves, weights, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    assert_true(n > 0);
    uint64_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += weights[i];
    uint64_t r = z % total, below = weights[0];
    size_t i = 0;
    while (r >= below) { /* r < total: the walk ends within the n outcomes */
        i++;
        assert_true(i < n);
        below += weights[i];
    }
    *out = moves[i];
}

static void check_sample(const safari_game *g, uint64_t state,
                         const safari_playout_options *o)
{
    play_snapshot before, after;
    play_snapshot_take(g, &before);
    safari_move m, untouched;
    memset(&m, 0xA5, sizeof m);
    untouched = m;
    uint64_t rng = state;
    int rc = safari_game_sample_move(g, &rng, o, &m);
    play_snapshot_take(g, &after);
    play_assert_same(&before, &after, 1);
    if (!options_valid(o)) {
        assert_int_equal(rc, SAFARI_EINVAL);
        assert_true(rng == state);
        assert_memory_equal(&m, &untouched, sizeof m);
        return;
    }
    if (before.decision.kind == SAFARI_DECISION_END) {
        assert_int_equal(rc, SAFARI_ENOTFOUND);
        assert_true(rng == state);
        assert_memory_equal(&m, &untouched, sizeof m);
        return;
    }
    assert_int_equal(rc, SAFARI_OK);
    uint64_t mine = state;
    uint64_t z = splitmix64(&mine);
    assert_true(rng == mine); /* one draw */
    assert_int_equal(safari_game_is_legal(g, &m), 1);
    if (!o || o->policy == SAFARI_POLICY_UNIFORM) {
        safari_move expected;
        uniform_pick(g, z, &expected);
        assert_true(play_move_equal(&m, &expected));
    }
}

static void check_playout(const safari_game *g, uint64_t state,
                          const safari_playout_options *o)
{
    safari_game *c = clone_of(g);
    uint64_t rng = state;
    size_t played = 12345;
    int rc = safari_game_playout(c, &rng, o, &played);
    if (!options_valid(o)) {
        assert_int_equal(rc, SAFARI_EINVAL);
        assert_true(rng == state);
        assert_int_equal(played, 12345);
        test_assert_same_position(g, c);
        assert_int_equal(safari_game_history_length(c), safari_game_history_length(g));
        safari_game_free(c);
        return;
    }
    assert_int_equal(rc, SAFARI_OK); /* the block holds the longest game */
    size_t start = safari_game_history_length(g);
    assert_int_equal(safari_game_history_length(c), start + played);
    safari_decision d;
    assert_int_equal(safari_game_decision(c, &d), SAFARI_OK);
    uint32_t max_moves = o ? o->max_moves : 0;
    if (max_moves == 0 || played < max_moves)
        assert_int_equal(d.kind, SAFARI_DECISION_END);
    else
        assert_int_equal(played, max_moves);
    uint64_t mine = state;
    for (size_t i = 0; i < played; i++)
        splitmix64(&mine);
    assert_true(rng == mine); /* one draw a move */
    /* Every move legal where it was played, and the game sample_move()
     * and apply() play from the same state. */
    safari_game *r = clone_of(g);
    uint64_t again = state;
    for (size_t i = 0; i < played; i++) {
        safari_move m, s;
        assert_int_equal(safari_game_history_move(c, start + i, &m), SAFARI_OK);
        assert_int_equal(safari_game_is_legal(r, &m), 1);
        assert_int_equal(safari_game_sample_move(r, &again, o, &s), SAFARI_OK);
        assert_true(play_move_equal(&m, &s));
        assert_int_equal(safari_game_apply(r, &m), SAFARI_OK);
    }
    assert_true(again == rng);
    test_assert_same_position(c, r);
    for (size_t i = 0; i < played; i++)
        assert_int_equal(safari_game_undo(c), SAFARI_OK);
    test_assert_same_position(g, c);
    safari_game_free(r);
    safari_game_free(c);
}

/* The row one playout from g gives, by playout() on a clone. */
static void reference_row(const safari_game *g, uint64_t *rng, const safari_playout_options *o,
                          int32_t *row)
{
    safari_game *c = clone_of(g);
    assert_int_equal(safari_game_playout(c, rng, o, NULL), SAFARI_OK);
    size_t seats = 0;
    assert_int_equal(safari_game_projected_scores_ex(c, row, SAFARI_MAX_SEATS, &seats),
                     SAFARI_OK);
    if (o && o->result == SAFARI_RESULT_WINS) {
        int32_t best = row[0];
        for (size_t s = 1; s < seats; s++)
            best = row[s] > best ? row[s] : best;
        for (size_t s = 0; s < seats; s++)
            row[s] = row[s] == best;
    }
    safari_game_free(c);
}

static void check_playouts(safari_game *g, const safari_options *opt, uint64_t state,
                           const safari_playout_options *o, fuzz_input *in)
{
    size_t n = fuzz_u8(in) % (MAX_N + 1);
    size_t seats = (size_t)opt->seats, count = n * seats;
    uint8_t cap_kind = fuzz_u8(in) % 4, scratch_kind = fuzz_u8(in) % 4;
    size_t cap = cap_kind == 0 ? 0 : cap_kind == 1 ? count : cap_kind == 2 ? count / 2 + 1
                                                                            : count + 3;
    int32_t results[MAX_N * SAFARI_MAX_SEATS + 4];
    for (size_t i = 0; i < sizeof results / sizeof results[0]; i++)
        results[i] = SENTINEL;
    safari_game *scratch = NULL;
    int matches = 1;
    if (scratch_kind == 0) {
        scratch = clone_of(g);
    } else if (scratch_kind == 1) {
        scratch = g; /* the root itself: refused */
        matches = 0;
    } else {
        safari_options other = *opt;
        if (scratch_kind == 3) {
            other.seats = opt->seats == SAFARI_MAX_SEATS ? 2 : opt->seats + 1;
            other.first_seat = 0;
            matches = 0;
        }
        assert_int_equal(safari_game_new(&scratch, &other), SAFARI_OK);
    }
    play_snapshot before, after;
    play_snapshot_take(g, &before);
    uint64_t rng = state;
    size_t got = 777;
    int rc = safari_game_playouts(g, scratch, n, &rng, o, cap ? results : NULL, cap, &got);
    play_snapshot_take(g, &after);
    play_assert_same(&before, &after, 1);
    if (!options_valid(o) || !matches) {
        assert_int_equal(rc, SAFARI_EINVAL);
        assert_true(rng == state);
        assert_int_equal(got, 777);
        for (size_t i = 0; i < sizeof results / sizeof results[0]; i++)
            assert_int_equal(results[i], SENTINEL);
    } else {
        assert_int_equal(rc, count > cap ? SAFARI_EBUFS : SAFARI_OK);
        assert_int_equal(got, count);
        test_assert_same_position(g, scratch); /* left equal to the root */
        assert_int_equal(safari_game_history_length(scratch), safari_game_history_length(g));
        uint64_t mine = state;
        size_t j = 0;
        for (; j < n && j * seats < cap; j++) {
            int32_t row[SAFARI_MAX_SEATS];
            reference_row(g, &mine, o, row);
            size_t fits = cap - j * seats < seats ? cap - j * seats : seats;
            assert_memory_equal(results + j * seats, row, fits * sizeof row[0]);
        }
        assert_true(rng == mine); /* exactly the playouts run */
        for (size_t i = cap; i < sizeof results / sizeof results[0]; i++)
            assert_int_equal(results[i], SENTINEL);
    }
    if (scratch != g)
        safari_game_free(scratch);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const safari_tileset *ts;
    if (!ts) {
        safari_tileset *t = NULL;
        assert_int_equal(safari_tileset_new_default(&t, NULL), SAFARI_OK);
        ts = t;
    }
    fuzz_input in = {data, size};
    safari_options opt;
    fuzz_options(&in, &opt, ts);
    safari_game *g = NULL;
    if (safari_game_new(&g, &opt) != SAFARI_OK)
        return 0; /* options the library refuses: fuzz_play's concern */
    uint8_t moves = fuzz_u8(&in);
    uint64_t setup = fuzz_u64(&in);
    safari_move m;
    for (uint8_t k = 0; k < moves && safari_game_sample_move(g, &setup, NULL, &m) == SAFARI_OK;
         k++)
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);

    safari_playout_options po;
    memset(&po, 0, sizeof po);
    po.policy = enum_field(&in);
    po.result = enum_field(&in);
    po.max_moves = fuzz_u16(&in) % 300;
    /* the byte that was `reserved` before 0.4.0, so the corpus keeps its
     * meaning: 0 below 200 (the old layout), the size up to 239, then
     * itself, a size no version has */
    uint8_t size_byte = fuzz_u8(&in);
    po.size = size_byte >= 240 ? size_byte : size_byte >= 200 ? (uint32_t)sizeof po : 0;
    const safari_playout_options *o = fuzz_u8(&in) % 8 == 0 ? NULL : &po;
    uint64_t state = fuzz_u64(&in);

    check_sample(g, state, o);
    check_playout(g, state, o);
    check_playouts(g, &opt, state, o, &in);
    safari_game_free(g);
    return 0;
}
