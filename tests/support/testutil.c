/* SPDX-License-Identifier: MIT */
#include "testutil.h"
#include "splitmix.h"

#include <stdlib.h>
#include <string.h>

uint64_t test_rng_next(test_rng *r)
{
    return splitmix64_next(&r->s);
}

uint32_t test_rng_below(test_rng *r, uint32_t n)
{
    return (uint32_t)(test_rng_next(r) % n);
}

int test_same_move(const safari_move *a, const safari_move *b)
{
    return a->kind == b->kind && a->species == b->species && a->index == b->index &&
           a->tile == b->tile && a->x == b->x && a->y == b->y;
}

int test_pick_move(const safari_game *g, test_rng *r, safari_move *out)
{
    static const size_t cap = SAFARI_MAX_MOVES;
    safari_move moves[SAFARI_MAX_MOVES];
    uint32_t weights[SAFARI_MAX_MOVES];
    size_t n = 0;
    assert_int_equal(safari_game_outcomes(g, moves, weights, cap, &n), SAFARI_OK);
    if (n == 0)
        return 0;
    *out = moves[splitmix64_pick(&r->s, weights, n)];
    return 1;
}

void test_apply_text(safari_game *g, const char *text)
{
    safari_move m;
    int rc = safari_move_parse_ex(text, strlen(text), g, &m, NULL);
    if (rc != SAFARI_OK)
        fail_msg("cannot parse '%s': %s", text, safari_strerror(rc));
    rc = safari_game_apply(g, &m);
    if (rc != SAFARI_OK)
        fail_msg("cannot apply '%s': %s", text, safari_strerror(rc));
}

void test_check_invariants(const safari_game *g)
{
    safari_pool_info pools;
    safari_decision d;
    assert_int_equal(safari_game_pools(g, &pools), SAFARI_OK);
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);

    int tokens[SAFARI_SPECIES];
    for (int s = 0; s < SAFARI_SPECIES; s++)
        tokens[s] = pools.bag[s] + pools.discard[s];
    for (int seat = 0; seat < pools.seats; seat++) {
        safari_seat_info info;
        assert_int_equal(safari_game_seat(g, seat, &info), SAFARI_OK);
        int on_board = 0;
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            safari_meeple_info m;
            assert_int_equal(safari_game_meeple(g, seat, i, &m), SAFARI_OK);
            on_board += m.where != SAFARI_AT_SUPPLY;
            if (m.where == SAFARI_AT_TRAIL || m.where == SAFARI_AT_BUSH) {
                /* a meeple names its feature by the canonical side */
                int32_t side = -1;
                assert_int_equal(safari_game_feature_side(g, m.x, m.y, m.spot, &side), SAFARI_OK);
                assert_int_equal(side, m.spot);
            }
        }
        assert_int_equal(info.meeples + on_board, SAFARI_MEEPLES);
        for (int s = 0; s < SAFARI_SPECIES; s++)
            tokens[s] += info.tokens[s];
    }
    size_t ntiles = safari_game_tile_count(g);
    int start_cells = 0;
    for (size_t i = 0; i < ntiles; i++) {
        safari_tile_info t;
        assert_int_equal(safari_game_tile(g, i, &t), SAFARI_OK);
        start_cells += t.start;
        for (int c = 0; c < 4; c++) {
            safari_slot_info slot;
            assert_int_equal(safari_game_slot(g, t.x, t.y, c, &slot), SAFARI_OK);
            if (slot.species != SAFARI_NO_SPECIES)
                tokens[slot.species]++;
        }
    }
    for (int s = 0; s < SAFARI_SPECIES; s++)
        assert_int_equal(tokens[s], SAFARI_TOKENS_PER_SPECIES);

    safari_tileset_info ts;
    assert_int_equal(safari_tileset_counts(safari_game_tileset(g), &ts), SAFARI_OK);
    int in_hand = d.kind == SAFARI_DECISION_PLACE;
    assert_int_equal(pools.stack + in_hand + (int)ntiles - start_cells + pools.discarded_tiles,
                     ts.land_tiles);

    /* The tile in hand is the face the last move drew (a place decision
     * follows its draw at once), and there is none at any other decision. */
    safari_face face = SAFARI_FACE_INIT;
    int status = safari_game_tile_in_hand(g, &face);
    assert_int_equal(status, in_hand ? SAFARI_OK : SAFARI_ENOTFOUND);
    size_t played = safari_game_history_length(g);
    if (in_hand && played > 0) {
        safari_move last;
        assert_int_equal(safari_game_history_move(g, played - 1, &last), SAFARI_OK);
        assert_int_equal(last.kind, SAFARI_MOVE_DRAW);
        assert_int_equal(last.tile, face.tile);
        assert_int_equal(last.index, face.copy);
        assert_int_equal(face.rotation, 0);
    }
}

safari_options test_varied_options(uint64_t seed, uint64_t window_every)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = 2 + (int32_t)(seed % 4);
    if (seed % window_every == 0) {
        o.board_limited = SAFARI_LIMIT_WINDOW;
        o.limit_x = 8;
        o.limit_y = 6;
    }
    return o;
}

safari_settings test_table_settings(void)
{
    safari_settings s = SAFARI_SETTINGS_INIT;
    s.board_limited = SAFARI_LIMIT_TABLE;
    s.limit_x = s.limit_y = SAFARI_AI_TABLE_HALF;
    return s;
}

void test_assert_same_settings(const safari_settings *a, const safari_settings *b)
{
    assert_int_equal(a->seats, b->seats);
    assert_int_equal(a->first_seat, b->first_seat);
    assert_int_equal(a->final_scoring, b->final_scoring);
    assert_int_equal(a->baobab_tokens, b->baobab_tokens);
    assert_int_equal(a->board_limited, b->board_limited);
    assert_int_equal(a->limit_x, b->limit_x);
    assert_int_equal(a->limit_y, b->limit_y);
    assert_int_equal(a->boosts, b->boosts);
}

void test_assert_same_position(const safari_game *a, const safari_game *b)
{
    assert_true(safari_game_hash(a) == safari_game_hash(b));
    safari_decision da, db;
    safari_game_decision(a, &da);
    safari_game_decision(b, &db);
    assert_memory_equal(&da, &db, sizeof da);
    static safari_move ma[SAFARI_MAX_MOVES], mb[SAFARI_MAX_MOVES];
    size_t na, nb;
    assert_int_equal(safari_game_legal_moves(a, ma, SAFARI_MAX_MOVES, &na), SAFARI_OK);
    assert_int_equal(safari_game_legal_moves(b, mb, SAFARI_MAX_MOVES, &nb), SAFARI_OK);
    assert_int_equal(na, nb);
    assert_memory_equal(ma, mb, na * sizeof ma[0]);
    safari_pool_info pa, pb;
    safari_game_pools(a, &pa);
    safari_game_pools(b, &pb);
    assert_memory_equal(&pa, &pb, sizeof pa);
    for (int s = 0; s < pa.seats; s++) {
        safari_seat_info sa, sb;
        safari_game_seat(a, s, &sa);
        safari_game_seat(b, s, &sb);
        assert_memory_equal(&sa, &sb, sizeof sa);
    }
}

size_t test_play_random(safari_game *g, test_rng *r, size_t max_moves)
{
    size_t n = 0;
    safari_move m;
    while (n < max_moves && test_pick_move(g, r, &m)) {
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        n++;
    }
    return n;
}

char *test_text_of(const safari_game *g,
                   int (*write)(const safari_game *, char *, size_t, size_t *), size_t *len)
{
    size_t n = 0;
    assert_int_equal(write(g, NULL, 0, &n), SAFARI_EBUFS);
    char *buf = malloc(n + 1);
    assert_non_null(buf);
    size_t n2 = 0;
    assert_int_equal(write(g, buf, n + 1, &n2), SAFARI_OK);
    assert_int_equal(n2, n);
    assert_int_equal(strlen(buf), n);
    if (len != NULL)
        *len = n;
    return buf;
}
