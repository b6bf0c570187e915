/* SPDX-License-Identifier: MIT */
/* Checks of a game in play, shared by the apply/undo fuzz target and
 * tests/test_invariants.c: what a refused move must leave unchanged, and
 * what apply followed by undo must restore (docs/rules.md section 9). Failures
 * are cmocka assertions; the fuzz targets make them abort. */
#ifndef SAFARI_PLAY_CHECK_H
#define SAFARI_PLAY_CHECK_H

#include "testutil.h"

#include <string.h>

/* Scoring events one apply can report, at most (checked, not assumed). */
#define PLAY_MAX_EVENTS 512

/* What the public API shows of a position, condensed. */
typedef struct play_snapshot {
    uint64_t hash;
    size_t history;
    safari_decision decision;
    safari_pool_info pools;
    safari_seat_info seats[SAFARI_MAX_SEATS];
    size_t nmoves;      /* legal moves */
    uint64_t moves_sum; /* digest of the legal moves, in order */
    size_t nevents;
    uint64_t events_sum;
} play_snapshot;

/* An FNV-style digest, eight bytes at a step, so that a snapshot stays
 * small and cheap. */
static inline uint64_t play_digest(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, b + i, 8);
        h = (h ^ w) * 0x100000001B3ull;
        h ^= h >> 29;
    }
    for (; i < n; i++)
        h = (h ^ b[i]) * 0x100000001B3ull;
    return h;
}

/* The move with the fields its kind does not use set to zero: the library
 * ignores them, so two moves that differ only there are the same move. */
static inline safari_move play_move_canonical(const safari_move *m)
{
    safari_move c;
    memset(&c, 0, sizeof c);
    c.kind = m->kind;
    switch (m->kind) {
    case SAFARI_MOVE_DRAW: c.tile = m->tile; c.index = m->index; break;
    case SAFARI_MOVE_TOKEN:
    case SAFARI_MOVE_BOOST: c.species = m->species; break;
    case SAFARI_MOVE_MEEPLE: c.index = m->index; break;
    case SAFARI_MOVE_PARK: c.x = m->x; c.y = m->y; break;
    case SAFARI_MOVE_PLACE:
    case SAFARI_MOVE_RANGER: c.index = m->index; c.x = m->x; c.y = m->y; break;
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND:
        c.index = m->index; c.species = m->species; c.x = m->x; c.y = m->y;
        break;
    default: break; /* DISCARD, PASS and unknown kinds carry nothing */
    }
    return c;
}

static inline int play_move_equal(const safari_move *a, const safari_move *b)
{
    safari_move ca = play_move_canonical(a), cb = play_move_canonical(b);
    return memcmp(&ca, &cb, sizeof ca) == 0;
}

/* Whether m is among the n moves of a legal-move list. */
static inline int play_move_listed(const safari_move *moves, size_t n, const safari_move *m)
{
    for (size_t i = 0; i < n; i++)
        if (play_move_equal(&moves[i], m))
            return 1;
    return 0;
}

/* Takes a snapshot; if `moves` is not NULL it receives the legal moves
 * (SAFARI_MAX_MOVES entries). */
static inline void play_snapshot_moves(const safari_game *g, play_snapshot *s,
                                       safari_move *moves)
{
    memset(s, 0, sizeof *s);
    s->hash = safari_game_hash(g);
    s->history = safari_game_history_length(g);
    assert_int_equal(safari_game_decision(g, &s->decision), SAFARI_OK);
    assert_int_equal(safari_game_pools(g, &s->pools), SAFARI_OK);
    for (int32_t seat = 0; seat < s->pools.seats; seat++)
        assert_int_equal(safari_game_seat(g, seat, &s->seats[seat]), SAFARI_OK);
    safari_move local[SAFARI_MAX_MOVES];
    if (!moves)
        moves = local;
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &s->nmoves), SAFARI_OK);
    s->moves_sum = play_digest(0xCBF29CE484222325ull, moves, s->nmoves * sizeof moves[0]);
    safari_event events[PLAY_MAX_EVENTS];
    assert_int_equal(safari_game_events(g, events, PLAY_MAX_EVENTS, &s->nevents), SAFARI_OK);
    s->events_sum = play_digest(0xCBF29CE484222325ull, events, s->nevents * sizeof events[0]);
}

static inline void play_snapshot_take(const safari_game *g, play_snapshot *s)
{
    play_snapshot_moves(g, s, NULL);
}

/* Asserts two snapshots show the same position; the events too if asked
 * (undo clears them, a refused move must not). */
static inline void play_assert_same(const play_snapshot *a, const play_snapshot *b, int events)
{
    assert_true(a->hash == b->hash);
    assert_int_equal(a->history, b->history);
    assert_memory_equal(&a->decision, &b->decision, sizeof a->decision);
    assert_memory_equal(&a->pools, &b->pools, sizeof a->pools);
    assert_memory_equal(a->seats, b->seats, sizeof a->seats);
    assert_int_equal(a->nmoves, b->nmoves);
    assert_true(a->moves_sum == b->moves_sum);
    if (events) {
        assert_int_equal(a->nevents, b->nevents);
        assert_true(a->events_sum == b->events_sum);
    }
}

/* A move the legal list does not hold: is_legal says no, apply refuses it
 * with SAFARI_EILLEGAL and nothing changes, events included. */
static inline void play_check_refused(safari_game *g, const safari_move *m,
                                      const play_snapshot *before)
{
    assert_int_equal(safari_game_is_legal(g, m), 0);
    assert_int_equal(safari_game_apply(g, m), SAFARI_EILLEGAL);
    play_snapshot after;
    play_snapshot_take(g, &after);
    play_assert_same(before, &after, 1);
}

/* Before a legal `meeple D`: the feature it joins holds no meeple (the
 * placed tile is the last in placement order). */
static inline void play_check_meeple_target(const safari_game *g, const safari_move *m)
{
    if (m->kind != SAFARI_MOVE_MEEPLE || m->index == SAFARI_BAOBAB)
        return;
    size_t n = safari_game_tile_count(g);
    safari_tile_info t;
    assert_int_equal(safari_game_tile(g, n - 1, &t), SAFARI_OK);
    safari_feature_info f;
    assert_int_equal(safari_game_feature_at(g, t.x, t.y, m->index, &f), SAFARI_OK);
    for (int s = 0; s < SAFARI_MAX_SEATS; s++)
        assert_int_equal(f.meeples[s], 0);
}

/* A legal move: it applies, the invariants hold (if asked: a caller that
 * checks the next position anyway may skip them), the history records it,
 * and undo restores the position of `before` exactly. */
static inline void play_check_apply_undo_ex(safari_game *g, const safari_move *m,
                                            const play_snapshot *before, int invariants)
{
    assert_int_equal(safari_game_is_legal(g, m), 1);
    play_check_meeple_target(g, m);
    assert_int_equal(safari_game_apply(g, m), SAFARI_OK);
    if (invariants)
        test_check_invariants(g);
    assert_int_equal(safari_game_history_length(g), before->history + 1);
    safari_move last;
    assert_int_equal(safari_game_history_move(g, before->history, &last), SAFARI_OK);
    assert_true(play_move_equal(&last, m));
    assert_int_equal(safari_game_undo(g), SAFARI_OK);
    play_snapshot after;
    play_snapshot_take(g, &after);
    play_assert_same(before, &after, 0);
    assert_int_equal(after.nevents, 0);
}

static inline void play_check_apply_undo(safari_game *g, const safari_move *m,
                                         const play_snapshot *before)
{
    play_check_apply_undo_ex(g, m, before, 1);
}

#endif
