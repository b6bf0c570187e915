/* SPDX-License-Identifier: MIT */
/* Fuzz target: the engine driven by arbitrary sequences of apply and undo,
 * with legal, mutated and raw (mostly illegal) moves.
 *
 * Input: 5 bytes of options (fuzz_options), then operations, each a byte
 * (mod 8) and its arguments:
 *   0-3  apply legal move number u16 (mod the count)
 *   4    undo
 *   5    a raw move of 8 bytes
 *   6    a legal move with one field changed: u16 move, u8 field, u8 delta
 *   7    u8 (mod 4): clone (0, 1), record round trip (2), or copy into a
 *        clone (3)
 * After every apply and undo the invariants of docs/rules.md section 9 must hold; a
 * move the legal list does not hold must be refused with nothing changed;
 * a listed one must apply and undo exactly; every undo must restore the
 * hash the position had. At the end everything is undone back to setup. */
#include "fuzz.h"

#include "play_check.h"

#include <stdlib.h>
#include <string.h>

/* A raw or mutated move: the legal list decides what the engine must do. */
static void check_any_move(safari_game *g, const safari_move *moves, size_t n,
                           const safari_move *m, const play_snapshot *before)
{
    if (play_move_listed(moves, n, m))
        play_check_apply_undo(g, m, before);
    else
        play_check_refused(g, m, before);
}

static void mutate(safari_move *m, uint8_t field, uint8_t delta)
{
    int8_t d = (int8_t)delta;
    switch (field % 6) {
    case 0: m->kind = (uint8_t)((m->kind + delta) % 12); break; /* 11: no such kind */
    case 1: m->species = (uint8_t)(m->species + d); break;
    case 2: m->index = (uint8_t)(m->index + d); break;
    case 3: m->tile = (uint8_t)(m->tile + d); break;
    case 4: m->x = (int16_t)(m->x + d * (1 + (delta & 1) * 255)); break;
    default: m->y = (int16_t)(m->y + d * (1 + (delta & 1) * 255)); break;
    }
}

static void check_clone(safari_game *g, fuzz_input *in)
{
    safari_game *c = NULL;
    switch (fuzz_u8(in) % 4) {
    case 0:
    case 1: {
        /* A clone is the same position, and moving it leaves g alone. */
        assert_int_equal(safari_game_clone(&c, g), SAFARI_OK);
        test_assert_same_position(g, c);
        play_snapshot before;
        play_snapshot_take(g, &before);
        safari_move m;
        test_rng r = {before.hash};
        if (test_pick_move(c, &r, &m))
            assert_int_equal(safari_game_apply(c, &m), SAFARI_OK);
        else if (safari_game_history_length(c) > 0)
            assert_int_equal(safari_game_undo(c), SAFARI_OK);
        play_snapshot after;
        play_snapshot_take(g, &after);
        play_assert_same(&before, &after, 1);
        break;
    }
    case 2:
        fuzz_check_record_round_trip(g);
        break;
    default:
        /* Copying over a game that went elsewhere restores g's position. */
        assert_int_equal(safari_game_clone(&c, g), SAFARI_OK);
        while (safari_game_history_length(c) > 0)
            assert_int_equal(safari_game_undo(c), SAFARI_OK);
        assert_int_equal(safari_game_copy(c, g), SAFARI_OK);
        test_assert_same_position(g, c);
        assert_int_equal(safari_game_history_length(c), safari_game_history_length(g));
        break;
    }
    safari_game_free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static safari_tileset *ts; /* parsed once; shared by every game */
    if (!ts)
        assert_int_equal(safari_tileset_new_default(&ts, NULL), SAFARI_OK);

    fuzz_input in = {data, size};
    safari_options o;
    fuzz_options(&in, &o, ts);
    safari_game *g = NULL;
    int rc = safari_game_new(&g, &o);
    if (rc != SAFARI_OK) {
        /* Only a table too small for the start tile and rangers is refused. */
        assert_int_equal(rc, SAFARI_EINVAL);
        assert_null(g);
        assert_true(o.board_limited && o.limit_x < 2);
        return 0;
    }
    test_check_invariants(g);
    const uint64_t setup_hash = safari_game_hash(g);
    /* hashes[h]: the hash of the position with history length h. */
    uint64_t *hashes = malloc((size + 1) * sizeof *hashes);
    assert_non_null(hashes);
    hashes[0] = setup_hash;

    static safari_move moves[SAFARI_MAX_MOVES];
    while (in.n > 0) {
        play_snapshot before;
        play_snapshot_moves(g, &before, moves);
        const size_t n = before.nmoves;
        uint8_t op = fuzz_u8(&in) % 8;
        safari_move m;
        /* Checks that leave g as it was prove so through its snapshot. */
        int moved = op <= 4;
        if (op < 4) {
            if (n == 0)
                continue;
            m = moves[fuzz_u16(&in) % n];
            play_check_meeple_target(g, &m);
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
            assert_true(before.history + 1 <= size);
            hashes[before.history] = before.hash;
        } else if (op == 4) {
            if (before.history == 0) {
                assert_int_equal(safari_game_undo(g), SAFARI_ENOUNDO);
                play_snapshot after;
                play_snapshot_take(g, &after);
                play_assert_same(&before, &after, 1);
            } else {
                assert_int_equal(safari_game_undo(g), SAFARI_OK);
                assert_int_equal(safari_game_history_length(g), before.history - 1);
                assert_true(safari_game_hash(g) == hashes[before.history - 1]);
            }
        } else if (op == 5) {
            uint8_t raw[sizeof m];
            for (size_t i = 0; i < sizeof raw; i++)
                raw[i] = fuzz_u8(&in);
            memcpy(&m, raw, sizeof m);
            check_any_move(g, moves, n, &m, &before);
        } else if (op == 6) {
            memset(&m, 0, sizeof m);
            uint16_t pick = fuzz_u16(&in);
            if (n > 0)
                m = moves[pick % n];
            uint8_t field = fuzz_u8(&in);
            mutate(&m, field, fuzz_u8(&in));
            check_any_move(g, moves, n, &m, &before);
        } else {
            check_clone(g, &in);
        }
        if (moved)
            test_check_invariants(g);
    }
    /* Every position back to setup comes back with its own hash. */
    for (size_t h = safari_game_history_length(g); h > 0; h--) {
        assert_int_equal(safari_game_undo(g), SAFARI_OK);
        assert_true(safari_game_hash(g) == hashes[h - 1]);
    }
    assert_true(safari_game_hash(g) == setup_hash);
    test_check_invariants(g);
    free(hashes);
    safari_game_free(g);
    return 0;
}
