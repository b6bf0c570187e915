/* SPDX-License-Identifier: MIT */
/* The game state machine over whole games: setup, decisions, apply/undo
 * round trips, hashing, clone and copy, and bad input. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

static safari_game *new_game(int seats)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = seats;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    assert_non_null(g);
    return g;
}

static void test_game__setup_deals_two_tokens_per_seat(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = 3;
    o.first_seat = 1;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    const int order[6] = {1, 1, 2, 2, 0, 0};
    for (int i = 0; i < 6; i++) {
        safari_decision d;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        assert_int_equal(d.kind, SAFARI_DECISION_TOKEN);
        assert_int_equal(d.to_move, SAFARI_CHANCE);
        assert_int_equal(d.recipient, order[i]);
        test_apply_text(g, "token Z");
    }
    safari_decision d;
    safari_game_decision(g, &d);
    assert_int_equal(d.kind, SAFARI_DECISION_DRAW);
    assert_int_equal(d.active, 1);
    safari_pool_info p;
    safari_game_pools(g, &p);
    assert_int_equal(p.bag[SAFARI_ZEBRA], 4);
    assert_int_equal(p.stack, 72);
    assert_int_equal(safari_game_tile_count(g), 3);
    int32_t x, y;
    assert_int_equal(safari_game_ranger(g, 0, &x, &y), SAFARI_OK);
    assert_int_equal(x, -2);
    assert_int_equal(y, 0);
    assert_int_equal(safari_game_ranger(g, 1, &x, &y), SAFARI_OK);
    assert_int_equal(x, 2);
    safari_game_free(g);
}

static void test_game__token_weights_follow_the_bag(void **state)
{
    (void)state;
    safari_game *g = new_game(2);
    test_apply_text(g, "token A");
    safari_move m[8];
    uint32_t w[8];
    size_t n;
    assert_int_equal(safari_game_outcomes(g, m, w, 8, &n), SAFARI_OK);
    assert_int_equal(n, 5);
    assert_int_equal(m[0].kind, SAFARI_MOVE_TOKEN);
    assert_int_equal(m[0].species, SAFARI_APE);
    assert_int_equal(w[0], 9);
    assert_int_equal(w[4], 10);
    safari_game_free(g);
}

static void test_game__draw_weights_are_face_counts(void **state)
{
    (void)state;
    safari_game *g = new_game(2);
    for (int i = 0; i < 4; i++)
        test_apply_text(g, "token E");
    safari_move m[SAFARI_MAX_MOVES];
    uint32_t w[SAFARI_MAX_MOVES];
    size_t n;
    assert_int_equal(safari_game_outcomes(g, m, w, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    assert_int_equal(n, 63);
    uint32_t total = 0;
    int seen03g = 0;
    for (size_t i = 0; i < n; i++) {
        total += w[i];
        if (m[i].tile == 3 && m[i].index == 2) {
            seen03g = 1;
            assert_int_equal(w[i], 2); /* the two giraffe copies of type 03 */
        }
    }
    assert_int_equal(total, 72);
    assert_true(seen03g);
    test_apply_text(g, "draw 03/2");
    assert_int_equal(safari_game_outcomes(g, m, w, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    safari_decision d;
    safari_game_decision(g, &d);
    assert_int_equal(d.kind, SAFARI_DECISION_PLACE);
    safari_game_undo(g);
    assert_int_equal(safari_game_outcomes(g, m, w, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    assert_int_equal(n, 63);
    safari_game_free(g);
}

/* Every move of many random games: invariants hold, undo restores the
 * position exactly, and redo reaches the same hash. */
static void test_game__random_games_apply_undo_round_trip(void **state)
{
    (void)state;
    test_rng r = {42};
    for (int game = 0; game < 40; game++) {
        safari_game *g = new_game(2 + game % 4);
        safari_game *shadow = NULL;
        assert_int_equal(safari_game_clone(&shadow, g), SAFARI_OK);
        uint64_t first = safari_game_hash(g);
        safari_move m;
        size_t moves = 0;
        while (test_pick_move(g, &r, &m)) {
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
            test_check_invariants(g);
            uint64_t after = safari_game_hash(g);
            assert_int_equal(safari_game_undo(g), SAFARI_OK);
            test_assert_same_position(g, shadow);
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
            assert_true(safari_game_hash(g) == after);
            assert_int_equal(safari_game_apply(shadow, &m), SAFARI_OK);
            moves++;
        }
        safari_decision d;
        safari_game_decision(g, &d);
        assert_int_equal(d.kind, SAFARI_DECISION_END);
        assert_int_equal(d.to_move, SAFARI_NOBODY);
        assert_int_equal(safari_game_history_length(g), moves);
        while (safari_game_undo(g) == SAFARI_OK)
            ;
        assert_true(safari_game_hash(g) == first);
        assert_int_equal(safari_game_history_length(g), 0);
        safari_game_free(shadow);
        safari_game_free(g);
    }
}

static void test_game__finished_game_has_winners_and_final_scores(void **state)
{
    (void)state;
    test_rng r = {7};
    safari_game *g = new_game(3);
    test_play_random(g, &r, 100000);
    int32_t projected[3];
    assert_int_equal(safari_game_projected_scores_ex(g, projected, 3, &(size_t){0}), SAFARI_OK);
    int winners = 0, best = -1;
    for (int s = 0; s < 3; s++) {
        safari_seat_info info;
        safari_game_seat(g, s, &info);
        assert_int_equal(projected[s], info.score);
        if (info.score > best)
            best = info.score;
    }
    for (int s = 0; s < 3; s++) {
        safari_seat_info info;
        safari_game_seat(g, s, &info);
        assert_int_equal(safari_game_is_winner(g, s), info.score == best);
        winners += safari_game_is_winner(g, s);
    }
    assert_true(winners >= 1);
    size_t n;
    assert_int_equal(safari_game_legal_moves(g, NULL, 0, &n), SAFARI_OK);
    assert_int_equal(n, 0);
    safari_game_free(g);
}

static void test_game__transposed_token_draws_hash_equal(void **state)
{
    (void)state;
    safari_game *a = new_game(2), *b = new_game(2);
    test_apply_text(a, "token A");
    test_apply_text(a, "token E");
    test_apply_text(b, "token E");
    test_apply_text(b, "token A");
    assert_true(safari_game_hash(a) == safari_game_hash(b));
    test_apply_text(a, "token G");
    test_apply_text(b, "token L");
    assert_true(safari_game_hash(a) != safari_game_hash(b));
    safari_game_free(a);
    safari_game_free(b);
}

/* Whether a move of this kind answers a decision of this kind (docs/rules.md
 * section 3.1, the kinds of safari.h). */
static int kind_answers(int32_t decision, int kind)
{
    switch (decision) {
    case SAFARI_DECISION_DRAW: return kind == SAFARI_MOVE_DRAW;
    case SAFARI_DECISION_TOKEN: return kind == SAFARI_MOVE_TOKEN;
    case SAFARI_DECISION_PLACE: return kind == SAFARI_MOVE_PLACE || kind == SAFARI_MOVE_DISCARD;
    case SAFARI_DECISION_ACTION: return kind >= SAFARI_MOVE_MEEPLE && kind <= SAFARI_MOVE_PASS;
    case SAFARI_DECISION_BOOST: return kind == SAFARI_MOVE_BOOST;
    case SAFARI_DECISION_PARK: return kind == SAFARI_MOVE_PARK;
    default: return 0; /* the end: no move */
    }
}

/* Appends m to out; returns the copy, to change one field. */
static safari_move *push(safari_move *out, size_t *n, safari_move m)
{
    out[*n] = m;
    return &out[(*n)++];
}

/* Moves that are illegal at the pending decision by construction, whatever
 * the position; returns how many were written (at most 24):
 * - every kind that does not answer the decision, and two unknown kinds;
 * - a legal move of the decision with one field out of its range (rotation
 *   0..3, side 0..4, ranger 0..1, corner 0..3, species 0..4 or 0..5 for
 *   `boost`, type id 1..99, copy 1..72 since the built-in set has 72 land
 *   tiles, cells 100 apart from the origin, where no tile or neighbour of
 *   one can be: the tiles form one connected group of at most 72 + 8
 *   cells around the origin). */
static size_t illegal_by_construction(const safari_game *g, safari_move *out)
{
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    size_t n = 0;
    for (int kind = SAFARI_MOVE_DRAW; kind <= SAFARI_MOVE_PARK; kind++) {
        if (kind_answers(d.kind, kind))
            continue;
        push(out, &n, (safari_move){(uint8_t)kind, 0, 0, 1, 0, 0});
    }
    push(out, &n, (safari_move){SAFARI_MOVE_PARK + 1, 0, 0, 0, 0, 0});
    push(out, &n, (safari_move){200, 0, 0, 0, 0, 0});

    static safari_move legal[SAFARI_MAX_MOVES];
    size_t nlegal = 0;
    assert_int_equal(safari_game_legal_moves(g, legal, SAFARI_MAX_MOVES, &nlegal), SAFARI_OK);
    if (nlegal == 0)
        return n; /* the end: every move is of another decision */
    safari_move m = legal[0];
    safari_move far = m;
    far.x = 100;
    far.y = -100;
    switch (m.kind) {
    case SAFARI_MOVE_DRAW:
        push(out, &n, m)->tile = 0;
        push(out, &n, m)->index = 0;
        push(out, &n, m)->index = 99;
        break;
    case SAFARI_MOVE_TOKEN:
        push(out, &n, m)->species = SAFARI_NO_SPECIES;
        push(out, &n, m)->species = 9;
        break;
    case SAFARI_MOVE_PLACE:
        push(out, &n, m)->index = 4;
        push(out, &n, far);
        break;
    case SAFARI_MOVE_MEEPLE: push(out, &n, m)->index = SAFARI_BAOBAB + 1; break;
    case SAFARI_MOVE_RANGER:
        push(out, &n, m)->index = SAFARI_RANGERS;
        push(out, &n, far);
        break;
    case SAFARI_MOVE_DIG:
    case SAFARI_MOVE_EXPAND:
        push(out, &n, m)->index = 4;
        push(out, &n, m)->species = SAFARI_NO_SPECIES;
        push(out, &n, far);
        break;
    case SAFARI_MOVE_BOOST: push(out, &n, m)->species = SAFARI_NO_SPECIES + 1; break;
    case SAFARI_MOVE_PARK: push(out, &n, far); break;
    default: break; /* DISCARD and PASS carry no field */
    }
    return n;
}

static void test_game__illegal_moves_change_nothing(void **state)
{
    (void)state;
    int seen[SAFARI_DECISION_END + 1] = {0};
    size_t checked = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        safari_game *g = new_game((int)(2 + seed));
        safari_game *before = NULL;
        assert_int_equal(safari_game_clone(&before, g), SAFARI_OK);
        test_rng r = {seed};
        safari_move next;
        int more = 1;
        while (more) {
            safari_decision d;
            assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
            seen[d.kind] = 1;
            assert_int_equal(safari_game_copy(before, g), SAFARI_OK);
            safari_move bad[24];
            size_t nbad = illegal_by_construction(g, bad);
            for (size_t i = 0; i < nbad; i++) {
                if (safari_game_is_legal(g, &bad[i]))
                    fail_msg("decision %d: move kind %d (%d %d %d %d %d) is legal",
                             (int)d.kind, bad[i].kind, bad[i].species, bad[i].index,
                             bad[i].tile, bad[i].x, bad[i].y);
                assert_int_equal(safari_game_apply(g, &bad[i]), SAFARI_EILLEGAL);
                assert_true(safari_game_hash(g) == safari_game_hash(before));
                assert_int_equal(safari_game_history_length(g),
                                 safari_game_history_length(before));
            }
            checked += nbad;
            test_assert_same_position(g, before);
            more = test_pick_move(g, &r, &next);
            if (more)
                assert_int_equal(safari_game_apply(g, &next), SAFARI_OK);
        }
        safari_game_free(before);
        safari_game_free(g);
    }
    /* Three whole games meet every decision but the rare boost and park. */
    for (int k = SAFARI_DECISION_DRAW; k <= SAFARI_DECISION_ACTION; k++)
        assert_true(seen[k]);
    assert_true(seen[SAFARI_DECISION_END]);
    assert_true(checked > 1000);
}

static void test_game__legal_list_matches_is_legal(void **state)
{
    (void)state;
    test_rng r = {11};
    safari_game *g = new_game(2);
    static safari_move moves[SAFARI_MAX_MOVES];
    safari_move m;
    while (test_pick_move(g, &r, &m)) {
        size_t n;
        assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
        for (size_t i = 0; i < n; i++) {
            assert_true(safari_game_is_legal(g, &moves[i]));
            for (size_t j = 0; j < i; j++)
                assert_memory_not_equal(&moves[i], &moves[j], sizeof moves[i]);
        }
        /* A move on a neighbouring cell is legal only if it is listed. */
        int on_cell = m.kind == SAFARI_MOVE_PLACE || m.kind == SAFARI_MOVE_RANGER ||
                      m.kind == SAFARI_MOVE_DIG || m.kind == SAFARI_MOVE_EXPAND ||
                      m.kind == SAFARI_MOVE_PARK;
        safari_move p = m;
        p.x = (int16_t)(p.x + 1);
        int listed = 0;
        for (size_t i = 0; i < n; i++)
            listed |= memcmp(&moves[i], &p, sizeof p) == 0;
        if (on_cell)
            assert_int_equal(safari_game_is_legal(g, &p), listed);
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    safari_game_free(g);
}

static void test_game__buffer_too_small_reports_the_size(void **state)
{
    (void)state;
    safari_game *g = new_game(2);
    for (int i = 0; i < 4; i++)
        test_apply_text(g, "token G");
    size_t n = 0, n2 = 0;
    safari_move few[3];
    assert_int_equal(safari_game_legal_moves(g, NULL, 0, &n), SAFARI_EBUFS);
    assert_int_equal(n, 63);
    assert_int_equal(safari_game_legal_moves(g, few, 3, &n2), SAFARI_EBUFS);
    assert_int_equal(n2, 63);
    safari_game_free(g);
}

static void test_game__clone_and_copy_are_independent(void **state)
{
    (void)state;
    test_rng r = {5};
    safari_game *g = new_game(4);
    test_play_random(g, &r, 120);
    safari_game *c = NULL;
    assert_int_equal(safari_game_clone(&c, g), SAFARI_OK);
    test_assert_same_position(g, c);
    test_play_random(c, &r, 50);
    assert_true(safari_game_hash(c) != safari_game_hash(g));
    assert_int_equal(safari_game_copy(c, g), SAFARI_OK);
    test_assert_same_position(g, c);
    assert_int_equal(safari_game_undo(c), SAFARI_OK);
    safari_game *other = new_game(2);
    assert_int_equal(safari_game_copy(other, g), SAFARI_EINVAL);
    safari_game_free(other);
    safari_game_free(c);
    safari_game_free(g);
}

static void test_game__bad_arguments(void **state)
{
    (void)state;
    safari_game *g = NULL;
    safari_options o;
    memset(&o, 0, sizeof o);
    assert_int_equal(safari_game_new(NULL, &o), SAFARI_EINVAL);
    o.seats = 6;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    assert_null(g);
    o.seats = 1;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    o.seats = 2;
    o.first_seat = 2;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    o.first_seat = 0;
    o.final_scoring = 2;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    o.final_scoring = 0;
    o.board_limited = 1;
    o.limit_x = 1; /* too narrow for the rangers at x = +-2 */
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    o.limit_x = 2;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    safari_game_free(g);
    o.boosts = 2; /* neither independent (0) nor distinct (1) */
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    o.boosts = SAFARI_BOOSTS_DISTINCT;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    safari_game_free(g);
    o.boosts = 0;
    o.board_limited = 3; /* no such limit */
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    /* The window must hold the start tile and the rangers: cells x = -2..2,
     * y = 0, so at least 5 x 1 (docs/rules.md section 10.2). */
    o.board_limited = SAFARI_LIMIT_WINDOW;
    o.limit_x = 4;
    o.limit_y = 1;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    o.limit_x = 5;
    o.limit_y = 0;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    o.limit_y = 1;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    safari_game_free(g);
    o.limit_x = INT16_MAX + 1;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_EINVAL);
    o.board_limited = 0;

    safari_decision d;
    safari_move m = {SAFARI_MOVE_PASS, 0, 0, 0, 0, 0};
    size_t n;
    assert_int_equal(safari_game_decision(NULL, &d), SAFARI_EINVAL);
    assert_int_equal(safari_game_legal_moves(NULL, NULL, 0, &n), SAFARI_EINVAL);
    assert_int_equal(safari_game_apply(NULL, &m), SAFARI_EINVAL);
    assert_int_equal(safari_game_undo(NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_clone(&g, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_hash(NULL), 0);
    safari_game_free(NULL);
    g = new_game(2);
    assert_int_equal(safari_game_undo(g), SAFARI_ENOUNDO);
    assert_int_equal(safari_game_apply(g, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_legal_moves(g, NULL, 5, &n), SAFARI_EINVAL);
    assert_int_equal(safari_game_seat(g, 2, &(safari_seat_info){0}), SAFARI_EINVAL);
    assert_string_equal(safari_strerror(SAFARI_EILLEGAL), "illegal move");
    assert_string_equal(safari_strerror(-999), "unknown error");
    safari_game_free(g);
}

/* Games that differ only in one option never share a hash (issue: the hash
 * covers the options), at setup and after the same first moves. */
static void test_game__options_change_the_hash(void **state)
{
    (void)state;
    enum { VARIANTS = 8 };
    safari_options o[VARIANTS];
    memset(o, 0, sizeof o);
    o[1].first_seat = 1;
    o[2].final_scoring = SAFARI_FINAL_ALL;
    o[3].baobab_tokens = SAFARI_BAOBAB_AFTER;
    o[4].boosts = SAFARI_BOOSTS_DISTINCT;
    o[5].board_limited = SAFARI_LIMIT_TABLE;
    o[5].limit_x = 9;
    o[5].limit_y = 9;
    o[6].board_limited = SAFARI_LIMIT_WINDOW;
    o[6].limit_x = 9;
    o[6].limit_y = 9;
    o[7].board_limited = SAFARI_LIMIT_WINDOW;
    o[7].limit_x = 9;
    o[7].limit_y = 10;
    uint64_t hash[2][VARIANTS];
    for (int v = 0; v < VARIANTS; v++) {
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o[v]), SAFARI_OK);
        hash[0][v] = safari_game_hash(g);
        static const safari_move token_a = {SAFARI_MOVE_TOKEN, SAFARI_APE, 0, 0, 0, 0};
        assert_int_equal(safari_game_apply(g, &token_a), SAFARI_OK);
        hash[1][v] = safari_game_hash(g);
        safari_game_free(g);
    }
    for (int k = 0; k < 2; k++)
        for (int a = 0; a < VARIANTS; a++)
            for (int b = a + 1; b < VARIANTS; b++)
                assert_true(hash[k][a] != hash[k][b]);
}

/* A move with noise in the fields its kind does not use is accepted, and
 * the history returns it as the generator makes it: unused fields zero
 * (safari.h, safari_move). */
static void test_game__history_moves_have_zero_unused_fields(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    /* token A: only `species` is used. */
    safari_move noisy = {SAFARI_MOVE_TOKEN, SAFARI_APE, 7, 99, -5, 1234};
    assert_int_equal(safari_game_apply(g, &noisy), SAFARI_OK);
    safari_move back;
    assert_int_equal(safari_game_history_move(g, 0, &back), SAFARI_OK);
    safari_move clean = {SAFARI_MOVE_TOKEN, SAFARI_APE, 0, 0, 0, 0};
    assert_memory_equal(&back, &clean, sizeof back);
    safari_game_free(g);
}

/* safari_game_copy between games that each own a built-in tile set (NULL
 * options), or sets loaded from the same text; refused for other text. The
 * destination keeps its own set: freeing the source first is safe. */
static void test_game__copy_between_equal_tile_sets(void **state)
{
    (void)state;
    safari_game *a = NULL, *b = NULL, *c = NULL;
    assert_int_equal(safari_game_new(&a, NULL), SAFARI_OK);
    assert_int_equal(safari_game_new(&b, NULL), SAFARI_OK);
    assert_true(safari_game_tileset(a) != safari_game_tileset(b));
    static const safari_move token_e = {SAFARI_MOVE_TOKEN, SAFARI_ELEPHANT, 0, 0, 0, 0};
    assert_int_equal(safari_game_apply(a, &token_e), SAFARI_OK);
    assert_int_equal(safari_game_copy(b, a), SAFARI_OK);
    assert_true(safari_game_hash(b) == safari_game_hash(a));
    const safari_tileset *own = safari_game_tileset(b);
    safari_game_free(a);
    assert_true(safari_game_tileset(b) == own);
    assert_int_equal(safari_game_undo(b), SAFARI_OK);
    assert_int_equal(safari_game_history_length(b), 0);

    static const char small[] = "01 2 ssss ; - ; -\nstart 0 0 ssss ; -\nrangers 5 5 5 6\n";
    safari_tileset *t1 = NULL, *t2 = NULL, *t3 = NULL;
    assert_int_equal(safari_tileset_load(&t1, small, strlen(small), NULL, NULL), SAFARI_OK);
    assert_int_equal(safari_tileset_load(&t2, small, strlen(small), NULL, NULL), SAFARI_OK);
    safari_options o;
    memset(&o, 0, sizeof o);
    o.tileset = t1;
    assert_int_equal(safari_game_new(&a, &o), SAFARI_OK);
    o.tileset = t2;
    assert_int_equal(safari_game_new(&c, &o), SAFARI_OK);
    assert_int_equal(safari_game_copy(c, a), SAFARI_OK);
    /* Another text (one more copy), or the built-in set: refused. */
    static const char other[] = "01 3 ssss ; - ; - ; -\nstart 0 0 ssss ; -\nrangers 5 5 5 6\n";
    assert_int_equal(safari_tileset_load(&t3, other, strlen(other), NULL, NULL), SAFARI_OK);
    safari_game *d = NULL;
    o.tileset = t3;
    assert_int_equal(safari_game_new(&d, &o), SAFARI_OK);
    assert_int_equal(safari_game_copy(d, a), SAFARI_EINVAL);
    assert_int_equal(safari_game_copy(b, a), SAFARI_EINVAL);
    safari_game_free(a);
    safari_game_free(b);
    safari_game_free(c);
    safari_game_free(d);
    safari_tileset_free(t1);
    safari_tileset_free(t2);
    safari_tileset_free(t3);
}

/* One position reached by two move orders (two tiles placed in either
 * order): equal hashes and the same legal moves as sets (safari.h: the
 * order itself follows the history). */
static void sorted_moves(const safari_game *g, safari_move *moves, size_t *n)
{
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, n), SAFARI_OK);
    for (size_t i = 1; i < *n; i++)
        for (size_t j = i; j > 0 && memcmp(&moves[j - 1], &moves[j], sizeof *moves) > 0; j--) {
            safari_move t = moves[j];
            moves[j] = moves[j - 1];
            moves[j - 1] = t;
        }
}

/* Ruling R11 (docs/rules.md section 12): one hash, the same legal moves as a set. */
static void test_game__transposed_placements_list_the_same_moves(void **state)
{
    (void)state;
    static const char *const paths[2] = {
        "token A; token E; token G; token L; draw 07/2; place -1 1 1; pass;"
        "draw 07/4; place 1 1 1; pass; draw 07/1; place 0 1 1",
        "token A; token E; token G; token L; draw 07/4; place 1 1 1; pass;"
        "draw 07/2; place -1 1 1; pass; draw 07/1; place 0 1 1"};
    static safari_move moves[2][SAFARI_MAX_MOVES];
    size_t n[2];
    uint64_t hash[2];
    safari_game *g[2];
    for (int p = 0; p < 2; p++) {
        assert_int_equal(safari_game_new(&g[p], NULL), SAFARI_OK);
        char path[256];
        snprintf(path, sizeof path, "%s", paths[p]);
        for (char *move = strtok(path, ";"); move; move = strtok(NULL, ";"))
            test_apply_text(g[p], move + (move[0] == ' '));
        hash[p] = safari_game_hash(g[p]);
        sorted_moves(g[p], moves[p], &n[p]);
    }
    assert_true(hash[0] == hash[1]);
    assert_int_equal(n[0], n[1]);
    assert_memory_equal(moves[0], moves[1], n[0] * sizeof moves[0][0]);
    for (int p = 0; p < 2; p++)
        safari_game_free(g[p]);
}

/* A game is sized for the longest legal game (lib/bounds.c) and that fits
 * in 128 KB with the built-in set for every number of seats (issue 13's
 * target for 2 seats); every random game plays to its end inside it. */
static void test_game__state_fits_in_128_kb(void **state)
{
    (void)state;
    for (int seats = 2; seats <= SAFARI_MAX_SEATS; seats++) {
        safari_options o;
        memset(&o, 0, sizeof o);
        o.seats = seats;
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        assert_true(safari_game_state_size(g) <= 128 * 1024);
        test_rng rng = {(uint64_t)seats};
        safari_move m;
        while (test_pick_move(g, &rng, &m))
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        safari_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_game__setup_deals_two_tokens_per_seat),
        cmocka_unit_test(test_game__token_weights_follow_the_bag),
        cmocka_unit_test(test_game__draw_weights_are_face_counts),
        cmocka_unit_test(test_game__random_games_apply_undo_round_trip),
        cmocka_unit_test(test_game__finished_game_has_winners_and_final_scores),
        cmocka_unit_test(test_game__transposed_token_draws_hash_equal),
        cmocka_unit_test(test_game__illegal_moves_change_nothing),
        cmocka_unit_test(test_game__legal_list_matches_is_legal),
        cmocka_unit_test(test_game__buffer_too_small_reports_the_size),
        cmocka_unit_test(test_game__clone_and_copy_are_independent),
        cmocka_unit_test(test_game__bad_arguments),
        cmocka_unit_test(test_game__options_change_the_hash),
        cmocka_unit_test(test_game__history_moves_have_zero_unused_fields),
        cmocka_unit_test(test_game__copy_between_equal_tile_sets),
        cmocka_unit_test(test_game__transposed_placements_list_the_same_moves),
        cmocka_unit_test(test_game__state_fits_in_128_kb),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
