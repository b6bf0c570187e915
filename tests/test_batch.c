/* SPDX-License-Identifier: MIT */
/* Batches (docs/ai.md, "Batched stepping"): every game of a batch is the game
 * a reference plays one move at a time through the public API with the
 * documented generator (game j: output j + 1 of SplitMix64 from the seed;
 * chance and the built-in seats by safari_game_sample_move()), step by step:
 * observations, masks, action lists, seats to move, rewards (score changes)
 * and end flags, across automatic restarts; rewards add up to the final
 * scores; an illegal action changes nothing; with SAFARI_BATCH_KEEP_FINAL an
 * ended game's last position is the reference's final one; a
 * SAFARI_BATCH_SKIP action leaves its game as it was;
 * bad options are refused. The float observation (safari_batch_observe_float)
 * is, row by row, what the per-game calls give for the batch's games, however
 * the rows are reused; its bad input is refused and changes nothing. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Observation layouts by name (safari_game_observe's options). */
static const safari_observation_options obs_base = {sizeof obs_base, SAFARI_OBS_FLOAT32,
                                                    SAFARI_OBS_LAYOUT_BASE};
static const safari_observation_options obs_bytes = {sizeof obs_bytes, SAFARI_OBS_UINT8,
                                                     SAFARI_OBS_LAYOUT_PLACED};

enum { GAMES = 3, CAP = 64 };

static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

/* A batch's settings and its games' (which b.game points to: a conf is
 * filled in place, never copied). */
typedef struct conf {
    safari_settings game;
    safari_batch_settings b;
} conf;

static void batch_conf(conf *c, int32_t seats)
{
    safari_settings game = SAFARI_SETTINGS_INIT;
    safari_batch_settings b = SAFARI_BATCH_SETTINGS_INIT;
    c->game = game;
    c->game.seats = seats;
    c->game.board_limited = SAFARI_LIMIT_TABLE;
    c->game.limit_x = c->game.limit_y = SAFARI_AI_TABLE_HALF;
    c->b = b;
    c->b.game = &c->game;
    c->b.controllers[1] = SAFARI_CONTROLLER_UNIFORM;
    if (seats > 2)
        c->b.controllers[2] = SAFARI_CONTROLLER_SCORING;
}

/* The reference of one game: chance and built-in seats until an agent. */
typedef struct ref {
    safari_game *g;
    uint64_t rng;
    int32_t scores[SAFARI_MAX_SEATS];
} ref;

static void ref_advance(ref *r, const conf *o)
{
    safari_decision d;
    while (safari_game_decision(r->g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
        safari_playout_options po = {SAFARI_POLICY_UNIFORM, 0, 0, 0};
        if (d.to_move >= 0) {
            if (o->b.controllers[d.to_move] == SAFARI_CONTROLLER_AGENT)
                return;
            if (o->b.controllers[d.to_move] == SAFARI_CONTROLLER_SCORING)
                po.policy = SAFARI_POLICY_SCORING;
        }
        safari_move m;
        assert_int_equal(safari_game_sample_move(r->g, &r->rng, &po, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(r->g, &m), SAFARI_OK);
    }
}

static void ref_start(ref *r, const conf *o)
{
    safari_game_free(r->g);
    r->g = NULL;
    assert_int_equal(safari_game_create(&r->g, &o->game, NULL), SAFARI_OK);
    memset(r->scores, 0, sizeof r->scores);
    ref_advance(r, o);
}

static void test_batch__matches_reference(void **state)
{
    (void)state;
    for (int32_t seats = 2; seats <= 4; seats++) {
        conf o;
        batch_conf(&o, seats);
        safari_batch *b = NULL;
        uint64_t seed = 1000 + (uint64_t)seats;
        assert_int_equal(safari_batch_create(&b, &o.b, GAMES, seed), SAFARI_OK);
        uint32_t n, actions, obs, nseats;
        assert_int_equal(safari_batch_shape(b, &n, &actions, &obs, &nseats), SAFARI_OK);
        assert_int_equal(n, GAMES);
        assert_int_equal(nseats, seats);
        uint8_t *o_b = malloc((size_t)n * obs), *m_b = malloc((size_t)n * actions);
        uint8_t *o_r = malloc(obs), *m_r = malloc(actions);
        uint32_t legal[GAMES * CAP], legal_n[GAMES], act[GAMES], list[SAFARI_MAX_MOVES];
        float rewards[GAMES * SAFARI_MAX_SEATS];
        uint8_t terminal[GAMES];
        int32_t to_move[GAMES];
        assert_non_null(o_b);
        assert_non_null(m_b);
        assert_non_null(o_r);
        assert_non_null(m_r);
        ref refs[GAMES];
        for (uint32_t j = 0; j < GAMES; j++) {
            refs[j].g = NULL;
            refs[j].rng = mix(seed + 0x9E3779B97F4A7C15u * (j + 1));
            ref_start(&refs[j], &o);
        }
        safari_window w;
        assert_int_equal(safari_game_table_window(refs[0].g, &w), SAFARI_OK);
        assert_int_equal(safari_batch_observe(b, o_b, m_b, legal, legal_n, CAP, to_move), SAFARI_OK);
        test_rng pick = {5};
        int ended = 0, steps = 0;
        memset(terminal, 0, sizeof terminal);
        while (ended < 2 * GAMES) {
            for (uint32_t j = 0; j < GAMES; j++) {
                size_t count, outside, listed;
                safari_decision d;
                assert_int_equal(safari_game_decision(refs[j].g, &d), SAFARI_OK);
                assert_int_equal(to_move[j], d.to_move);
                assert_int_equal(safari_game_observe(refs[j].g, &w, d.to_move, &obs_bytes, o_r,
                                                     obs, &count),
                                 SAFARI_OK);
                assert_memory_equal(o_r, o_b + (size_t)j * obs, obs);
                assert_int_equal(safari_game_legal_mask(refs[j].g, &w, m_r, actions, &count,
                                                        &outside), SAFARI_OK);
                assert_memory_equal(m_r, m_b + (size_t)j * actions, actions);
                assert_int_equal(safari_game_legal_actions(refs[j].g, &w, list, SAFARI_MAX_MOVES,
                                                           &listed, &outside), SAFARI_OK);
                assert_int_equal(legal_n[j], listed);
                for (size_t i = 0; i < listed && i < CAP; i++)
                    assert_int_equal(legal[(size_t)j * CAP + i], list[i]);
                act[j] = list[test_rng_below(&pick, (uint32_t)listed)];
            }
            assert_int_equal(safari_batch_step(b, act, o_b, m_b, legal, legal_n, CAP, rewards,
                                               terminal, to_move), SAFARI_OK);
            steps++;
            for (uint32_t j = 0; j < GAMES; j++) {
                assert_int_equal(safari_game_apply_action(refs[j].g, &w, act[j]), SAFARI_OK);
                ref_advance(&refs[j], &o);
                safari_decision d;
                assert_int_equal(safari_game_decision(refs[j].g, &d), SAFARI_OK);
                assert_int_equal(terminal[j], d.kind == SAFARI_DECISION_END);
                for (int32_t s = 0; s < seats; s++) {
                    safari_seat_info si;
                    assert_int_equal(safari_game_seat(refs[j].g, s, &si), SAFARI_OK);
                    assert_true(rewards[j * (uint32_t)seats + (uint32_t)s] ==
                                (float)(si.score - refs[j].scores[s]));
                    refs[j].scores[s] = si.score;
                }
                if (terminal[j]) {
                    ended++;
                    ref_start(&refs[j], &o);
                }
            }
        }
        printf("seats %d: %d steps, %d games ended\n", (int)seats, steps, ended);
        /* steps without the mask, then with it again: the mask row is right */
        for (int k = 0; k < 3; k++) {
            for (uint32_t j = 0; j < GAMES; j++)
                act[j] = legal[(size_t)j * CAP];
            assert_int_equal(safari_batch_step(b, act, k == 2 ? o_b : NULL, k == 2 ? m_b : NULL,
                                               legal, legal_n, CAP, NULL, NULL, to_move),
                             SAFARI_OK);
        }
        for (uint32_t j = 0; j < GAMES; j++) {
            size_t listed = 0, outside, count;
            assert_int_equal(safari_game_observe(safari_batch_game(b, j), &w, to_move[j],
                                                 &obs_bytes, o_r, obs, &count),
                             SAFARI_OK);
            assert_memory_equal(o_r, o_b + (size_t)j * obs, obs);
            assert_int_equal(safari_game_legal_actions(safari_batch_game(b, j), &w, list,
                                                       SAFARI_MAX_MOVES, &listed, &outside),
                             SAFARI_OK);
            size_t ones = 0;
            for (uint32_t i = 0; i < actions; i++)
                ones += m_b[(size_t)j * actions + i];
            assert_int_equal(ones, listed);
            for (size_t i = 0; i < listed; i++)
                assert_int_equal(m_b[(size_t)j * actions + list[i]], 1);
        }
        /* an illegal action: refused, nothing changed */
        uint8_t *o_c = malloc((size_t)n * obs);
        assert_non_null(o_c);
        assert_int_equal(safari_batch_observe(b, o_c, NULL, NULL, NULL, 0, NULL), SAFARI_OK);
        act[0] = actions; /* out of range */
        assert_int_equal(safari_batch_step(b, act, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL),
                         SAFARI_EILLEGAL);
        assert_int_equal(safari_batch_observe(b, o_b, NULL, NULL, NULL, 0, NULL), SAFARI_OK);
        assert_memory_equal(o_b, o_c, (size_t)n * obs);
        assert_int_equal(safari_batch_step(NULL, act, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL),
                         SAFARI_EINVAL);
        assert_int_equal(safari_batch_step(b, act, NULL, NULL, legal, NULL, CAP, NULL, NULL, NULL),
                         SAFARI_EINVAL);
        assert_non_null(safari_batch_game(b, 0));
        assert_null(safari_batch_game(b, GAMES));
        for (uint32_t j = 0; j < GAMES; j++)
            safari_game_free(refs[j].g);
        free(o_b);
        free(m_b);
        free(o_r);
        free(m_r);
        free(o_c);
        safari_batch_free(b);
    }
}

/* SAFARI_BATCH_KEEP_FINAL and SAFARI_BATCH_SKIP against the reference:
 * game 1 is skipped every other step and must then not move (the same
 * position, no reward, no end); when a game ends, safari_batch_final_game()
 * is the reference's final position (its hash, its end decision, its
 * scores, which are also the sums of the game's rewards). */
static void test_batch__keep_final_and_skip(void **state)
{
    (void)state;
    conf o;
    batch_conf(&o, 2);
    safari_batch *b = NULL;
    uint64_t seed = 77;
    o.b.flags = SAFARI_BATCH_KEEP_FINAL;
    assert_int_equal(safari_batch_create(&b, &o.b, GAMES, seed), SAFARI_OK);
    assert_non_null(safari_batch_final_game(b, GAMES - 1));
    assert_null(safari_batch_final_game(b, GAMES));
    assert_null(safari_batch_final_game(NULL, 0));
    ref refs[GAMES];
    float sums[GAMES][2] = {{0}};
    for (uint32_t j = 0; j < GAMES; j++) {
        refs[j].g = NULL;
        refs[j].rng = mix(seed + 0x9E3779B97F4A7C15u * (j + 1));
        ref_start(&refs[j], &o);
    }
    safari_window w;
    assert_int_equal(safari_game_table_window(refs[0].g, &w), SAFARI_OK);
    uint32_t legal[GAMES * CAP], legal_n[GAMES], act[GAMES], list[SAFARI_MAX_MOVES];
    float rewards[GAMES * 2];
    uint8_t terminal[GAMES];
    int32_t to_move[GAMES];
    assert_int_equal(safari_batch_observe(b, NULL, NULL, legal, legal_n, CAP, to_move), SAFARI_OK);
    test_rng pick = {9};
    int ended = 0, skipped = 0;
    for (int step = 0; ended < 2 * GAMES; step++) {
        for (uint32_t j = 0; j < GAMES; j++) {
            size_t listed, outside;
            assert_int_equal(safari_game_legal_actions(refs[j].g, &w, list, SAFARI_MAX_MOVES,
                                                       &listed, &outside), SAFARI_OK);
            act[j] = list[test_rng_below(&pick, (uint32_t)listed)];
        }
        int skip = step % 2 == 1;
        uint64_t before = 0;
        if (skip) {
            act[1] = SAFARI_BATCH_SKIP;
            before = safari_game_hash(safari_batch_game(b, 1));
        }
        assert_int_equal(safari_batch_step(b, act, NULL, NULL, legal, legal_n, CAP, rewards,
                                           terminal, to_move), SAFARI_OK);
        for (uint32_t j = 0; j < GAMES; j++) {
            if (j == 1 && skip) {
                assert_true(safari_game_hash(safari_batch_game(b, 1)) == before);
                assert_true(rewards[2] == 0.0f && rewards[3] == 0.0f);
                assert_int_equal(terminal[1], 0);
                skipped++;
                continue;
            }
            assert_int_equal(safari_game_apply_action(refs[j].g, &w, act[j]), SAFARI_OK);
            ref_advance(&refs[j], &o);
            sums[j][0] += rewards[j * 2];
            sums[j][1] += rewards[j * 2 + 1];
            safari_decision d;
            assert_int_equal(safari_game_decision(refs[j].g, &d), SAFARI_OK);
            assert_int_equal(terminal[j], d.kind == SAFARI_DECISION_END);
            if (!terminal[j])
                continue;
            const safari_game *f = safari_batch_final_game(b, j);
            assert_true(safari_game_hash(f) == safari_game_hash(refs[j].g));
            assert_int_equal(safari_game_decision(f, &d), SAFARI_OK);
            assert_int_equal(d.kind, SAFARI_DECISION_END);
            for (int32_t s = 0; s < 2; s++) {
                safari_seat_info si;
                assert_int_equal(safari_game_seat(f, s, &si), SAFARI_OK);
                assert_true(sums[j][s] == (float)si.score);
                sums[j][s] = 0;
            }
            ended++;
            ref_start(&refs[j], &o);
        }
    }
    assert_true(skipped > 0);
    for (uint32_t j = 0; j < GAMES; j++)
        safari_game_free(refs[j].g);
    safari_batch_free(b);
    /* without the flag there is no final game */
    o.b.flags = 0;
    assert_int_equal(safari_batch_create(&b, &o.b, 1, seed), SAFARI_OK);
    assert_null(safari_batch_final_game(b, 0));
    safari_batch_free(b);
}

/* Every row of a float batch observation against the independent per-game
 * calls on the batch's games: safari_game_observe() (its defaults) from the seat to
 * move, and its first planes and vector entries against
 * safari_game_observe() with the base layout (the one the extended one extends). */
static void check_float_rows(const safari_batch *b, const safari_window *w, const float *rows,
                             uint32_t n, uint32_t obs)
{
    size_t cells = (size_t)w->width * (size_t)w->height, count = 0, base_count = 0;
    float *one = malloc(obs * sizeof *one);
    assert_non_null(one);
    assert_int_equal(
        safari_game_observe(safari_batch_game(b, 0), w, 0, &obs_base, NULL, 0, &base_count),
        SAFARI_EBUFS);
    float *base = malloc(base_count * sizeof *base);
    assert_non_null(base);
    for (uint32_t j = 0; j < n; j++) {
        const safari_game *g = safari_batch_game(b, j);
        const float *row = rows + (size_t)j * obs;
        safari_decision d;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        int32_t viewer = d.to_move >= 0 ? d.to_move : 0;
        assert_int_equal(safari_game_observe(g, w, viewer, NULL, one, obs, &count), SAFARI_OK);
        assert_int_equal(count, obs);
        assert_memory_equal(one, row, obs * sizeof *one);
        assert_int_equal(safari_game_observe(g, w, viewer, &obs_base, base, base_count, &count),
                         SAFARI_OK);
        size_t planes = (size_t)SAFARI_OBS_CELL_PLANES * cells;
        assert_memory_equal(base, row, planes * sizeof *base);
        assert_memory_equal(base + planes, row + (size_t)SAFARI_OBS_EX_PLANES * cells,
                            (base_count - planes) * sizeof *base);
    }
    free(one);
    free(base);
}

/* The float rows over many random positions of whole games, across
 * restarts and skipped games: rows kept by the batch (the same array each
 * call, written only some steps), a second array alternating with the first
 * (each switch rewrites the rows), SAFARI_BATCH_OBS_WHOLE into the kept
 * array after the caller wrote garbage into it; each against the per-game
 * calls. The byte rows of the same
 * steps stay the floats capped at 255. */
static void test_batch__float_observation_matches_games(void **state)
{
    (void)state;
    for (int32_t seats = 2; seats <= 5; seats++) {
        conf o;
        batch_conf(&o, seats);
        safari_batch *b = NULL;
        assert_int_equal(safari_batch_create(&b, &o.b, GAMES, 300 + (uint64_t)seats), SAFARI_OK);
        uint32_t n, actions, obs;
        assert_int_equal(safari_batch_shape(b, &n, &actions, &obs, NULL), SAFARI_OK);
        safari_window w;
        assert_int_equal(safari_game_table_window(safari_batch_game(b, 0), &w), SAFARI_OK);
        size_t total = (size_t)n * obs, count = 0;
        float *kept = malloc(total * sizeof *kept), *other = malloc(total * sizeof *other);
        uint8_t *bytes = malloc(total);
        assert_non_null(kept);
        assert_non_null(other);
        assert_non_null(bytes);
        assert_int_equal(safari_batch_observe_float(b, kept, total, &count, 0), SAFARI_OK);
        assert_int_equal(count, total);
        check_float_rows(b, &w, kept, n, obs);
        uint32_t legal[GAMES * CAP], legal_n[GAMES], act[GAMES];
        uint8_t terminal[GAMES];
        test_rng pick = {11};
        int ended = 0, step = 1;
        assert_int_equal(safari_batch_observe(b, NULL, NULL, legal, legal_n, CAP, NULL),
                         SAFARI_OK);
        for (; ended < 2 * GAMES; step++) {
            for (uint32_t j = 0; j < GAMES; j++) {
                uint32_t listed = legal_n[j] < CAP ? legal_n[j] : CAP;
                act[j] = legal[(size_t)j * CAP + test_rng_below(&pick, listed)];
            }
            if (step % 7 == 3)
                act[step % GAMES] = SAFARI_BATCH_SKIP;
            int with_bytes = step % 2 == 0;
            assert_int_equal(safari_batch_step(b, act, with_bytes ? bytes : NULL, NULL, legal,
                                               legal_n, CAP, NULL, terminal, NULL),
                             SAFARI_OK);
            for (uint32_t j = 0; j < GAMES; j++)
                ended += terminal[j];
            if (step % 3 == 1) /* some steps unobserved: the rows catch up */
                continue;
            assert_int_equal(safari_batch_observe_float(b, kept, total, &count, 0), SAFARI_OK);
            check_float_rows(b, &w, kept, n, obs);
            if (with_bytes)
                for (size_t i = 0; i < total; i++)
                    assert_int_equal(bytes[i], kept[i] > 255.0f ? 255 : (uint8_t)kept[i]);
            if (step % 5 == 0) { /* another array, then back: both right */
                assert_int_equal(safari_batch_observe_float(b, other, total, &count, 0),
                                 SAFARI_OK);
                check_float_rows(b, &w, other, n, obs);
            }
            if (step % 4 == 0) { /* the caller wrote into the kept rows: written whole */
                memset(kept, 0xFF, total * sizeof *kept);
                assert_int_equal(safari_batch_observe_float(b, kept, total, &count,
                                                            SAFARI_BATCH_OBS_WHOLE),
                                 SAFARI_OK);
                check_float_rows(b, &w, kept, n, obs);
            }
        }
        printf("seats %d: %d steps, %d games ended\n", (int)seats, step, ended);
        free(kept);
        free(other);
        free(bytes);
        safari_batch_free(b);
    }
}

/* Bad input to safari_batch_observe_float: a clear status, the caller's
 * array and the batch unchanged (the kept rows are still right after). */
static void test_batch__float_observation_refusals(void **state)
{
    (void)state;
    conf o;
    batch_conf(&o, 2);
    safari_batch *b = NULL;
    assert_int_equal(safari_batch_create(&b, &o.b, GAMES, 5), SAFARI_OK);
    uint32_t n, obs;
    assert_int_equal(safari_batch_shape(b, &n, NULL, &obs, NULL), SAFARI_OK);
    safari_window w;
    assert_int_equal(safari_game_table_window(safari_batch_game(b, 0), &w), SAFARI_OK);
    size_t total = (size_t)n * obs, count = 0;
    float *rows = malloc((total + 1) * sizeof *rows), *copy = malloc(total * sizeof *copy);
    assert_non_null(rows);
    assert_non_null(copy);
    uint64_t hashes[GAMES];
    for (uint32_t j = 0; j < GAMES; j++)
        hashes[j] = safari_game_hash(safari_batch_game(b, j));
    /* the size: NULL, 0 */
    assert_int_equal(safari_batch_observe_float(b, NULL, 0, &count, 0), SAFARI_EBUFS);
    assert_int_equal(count, total);
    assert_int_equal(safari_batch_observe_float(b, rows, total, &count, 0), SAFARI_OK);
    memcpy(copy, rows, total * sizeof *copy);
    count = 0;
    /* one float short: the size, nothing written */
    assert_int_equal(safari_batch_observe_float(b, rows, total - 1, &count, 0), SAFARI_EBUFS);
    assert_int_equal(count, total);
    assert_memory_equal(rows, copy, total * sizeof *copy);
    assert_int_equal(safari_batch_observe_float(b, rows, total - 1, &count,
                                                SAFARI_BATCH_OBS_WHOLE),
                     SAFARI_EBUFS);
    assert_memory_equal(rows, copy, total * sizeof *copy);
    assert_int_equal(safari_batch_observe_float(NULL, rows, total, &count, 0), SAFARI_EINVAL);
    assert_int_equal(safari_batch_observe_float(b, rows, total, NULL, 0), SAFARI_EINVAL);
    assert_int_equal(safari_batch_observe_float(b, NULL, total, &count, 0), SAFARI_EINVAL);
    assert_int_equal(safari_batch_observe_float(b, rows, total, &count, 2), SAFARI_EINVAL);
    assert_int_equal(safari_batch_observe_float(b, rows, total, &count, UINT32_MAX),
                     SAFARI_EINVAL);
    /* a pointer not aligned for float (made from an integer: a misaligned
     * pointer conversion would itself be undefined) */
    float *odd = (float *)((uintptr_t)rows + 1);
    assert_int_equal(safari_batch_observe_float(b, odd, total, &count, 0), SAFARI_EINVAL);
    assert_memory_equal(rows, copy, total * sizeof *copy);
    for (uint32_t j = 0; j < GAMES; j++)
        assert_true(safari_game_hash(safari_batch_game(b, j)) == hashes[j]);
    /* the kept rows after the refusals and a step: still the games' */
    uint32_t legal[GAMES * CAP], legal_n[GAMES], act[GAMES];
    assert_int_equal(safari_batch_observe(b, NULL, NULL, legal, legal_n, CAP, NULL), SAFARI_OK);
    for (uint32_t j = 0; j < GAMES; j++)
        act[j] = legal[(size_t)j * CAP];
    assert_int_equal(safari_batch_step(b, act, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL),
                     SAFARI_OK);
    assert_int_equal(safari_batch_observe_float(b, rows, total + 1, &count, 0), SAFARI_OK);
    assert_int_equal(count, total);
    check_float_rows(b, &w, rows, n, obs);
    free(rows);
    free(copy);
    safari_batch_free(b);
}

static void test_batch__refusals(void **state)
{
    (void)state;
    safari_batch *b = (safari_batch *)&b;
    conf o;
    batch_conf(&o, 2);
    assert_int_equal(safari_batch_create(NULL, &o.b, 1, 0), SAFARI_EINVAL);
    assert_int_equal(safari_batch_create(&b, NULL, 1, 0), SAFARI_EINVAL);
    assert_ptr_equal(b, &b); /* NULL settings: *out left as it was */
    assert_int_equal(safari_batch_create(&b, &o.b, 0, 0), SAFARI_EINVAL);
    o.b.controllers[0] = SAFARI_CONTROLLER_UNIFORM; /* no agent */
    assert_int_equal(safari_batch_create(&b, &o.b, 1, 0), SAFARI_EINVAL);
    o.b.controllers[0] = 3;
    assert_int_equal(safari_batch_create(&b, &o.b, 1, 0), SAFARI_EINVAL);
    batch_conf(&o, 2);
    o.b.flags = 2; /* no such flag */
    assert_int_equal(safari_batch_create(&b, &o.b, 1, 0), SAFARI_EINVAL);
    batch_conf(&o, 2);
    o.game.board_limited = SAFARI_LIMIT_NONE; /* no table and no window */
    o.game.limit_x = o.game.limit_y = 0;
    assert_int_equal(safari_batch_create(&b, &o.b, 1, 0), SAFARI_EINVAL);
    o.b.window.x0 = -20; /* a window of its own is fine */
    o.b.window.y0 = -20;
    o.b.window.width = o.b.window.height = 41;
    assert_int_equal(safari_batch_create(&b, &o.b, 2, 0), SAFARI_OK);
    uint32_t n;
    assert_int_equal(safari_batch_shape(b, &n, NULL, NULL, NULL), SAFARI_OK);
    assert_int_equal(n, 2);
    assert_int_equal(safari_batch_shape(b, NULL, NULL, NULL, NULL), SAFARI_EINVAL);
    safari_batch_free(b);
    safari_batch_free(NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_batch__matches_reference),
        cmocka_unit_test(test_batch__keep_final_and_skip),
        cmocka_unit_test(test_batch__refusals),
        cmocka_unit_test(test_batch__float_observation_matches_games),
        cmocka_unit_test(test_batch__float_observation_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
