/* SPDX-License-Identifier: MIT */
/* safari_batch_settings and safari_batch_create() (docs/api-stability.md,
 * "The plan for safari_options and safari_batch_options"): the batch's
 * games have the settings given (every field, the tile set); NULL game
 * settings are the defaults; sizes below the first version's are refused
 * with *out untouched; a longer caller's struct makes the same batch
 * whatever its extra bytes hold; the observation layout is the batch's, its
 * byte and float rows what safari_game_observe() gives in that layout at
 * every step, across restarts; bad observation options are refused; and the
 * deprecated safari_batch_new() makes the batch safari_batch_create() makes
 * from the same fields (the same games, observations, masks, actions,
 * rewards and ends for a seed). */
#include "count_alloc.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

enum { GAMES = 3, CAP = 64, STEPS = 300 };

static const safari_observation_options base_f32 = {sizeof base_f32, SAFARI_OBS_FLOAT32,
                                                    SAFARI_OBS_LAYOUT_BASE};
static const safari_observation_options base_u8 = {sizeof base_u8, SAFARI_OBS_UINT8,
                                                   SAFARI_OBS_LAYOUT_BASE};
static const safari_observation_options placed_f32 = {sizeof placed_f32, SAFARI_OBS_FLOAT32,
                                                      SAFARI_OBS_LAYOUT_PLACED};
static const safari_observation_options placed_u8 = {sizeof placed_u8, SAFARI_OBS_UINT8,
                                                     SAFARI_OBS_LAYOUT_PLACED};

static void assert_same_settings(const safari_settings *a, const safari_settings *b)
{
    test_assert_same_settings(a, b);
    assert_ptr_equal(a->tileset, b->tileset);
}

/* Every game of the batch (and its final game) has the settings given:
 * each field other than its default, the caller's tile set itself. */
static void test_batch_settings__create_round_trip(void **state)
{
    (void)state;
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_new_default(&ts, NULL), SAFARI_OK);
    safari_settings in = SAFARI_SETTINGS_INIT;
    in.seats = 3;
    in.first_seat = 2;
    in.final_scoring = SAFARI_FINAL_ALL;
    in.baobab_tokens = SAFARI_BAOBAB_AFTER;
    in.board_limited = SAFARI_LIMIT_TABLE;
    in.limit_x = 9;
    in.limit_y = 7;
    in.boosts = SAFARI_BOOSTS_DISTINCT;
    in.tileset = ts;
    safari_batch_settings bs = SAFARI_BATCH_SETTINGS_INIT;
    bs.game = &in;
    bs.controllers[1] = SAFARI_CONTROLLER_SCORING;
    bs.controllers[2] = SAFARI_CONTROLLER_UNIFORM;
    bs.flags = SAFARI_BATCH_KEEP_FINAL;
    safari_batch *b = NULL;
    assert_int_equal(safari_batch_create(&b, &bs, GAMES, 4), SAFARI_OK);
    safari_tileset_free(ts); /* the games keep their own reference */
    uint32_t n, seats;
    assert_int_equal(safari_batch_shape(b, &n, NULL, NULL, &seats), SAFARI_OK);
    assert_int_equal(n, GAMES);
    assert_int_equal(seats, 3);
    for (uint32_t j = 0; j < GAMES; j++) {
        safari_settings out = SAFARI_SETTINGS_INIT;
        assert_int_equal(safari_game_settings(safari_batch_game(b, j), &out), SAFARI_OK);
        assert_same_settings(&out, &in);
        assert_int_equal(safari_game_settings(safari_batch_final_game(b, j), &out), SAFARI_OK);
        assert_same_settings(&out, &in);
    }
    safari_batch_free(b);

    /* NULL game settings: the defaults (2 seats, seat 0 first, majority,
     * baobab tokens before, no limit, independent boosts, the built-in
     * set); with no table, the window is the caller's */
    safari_batch_settings d = SAFARI_BATCH_SETTINGS_INIT;
    d.window.x0 = d.window.y0 = -10;
    d.window.width = d.window.height = 21;
    assert_int_equal(safari_batch_create(&b, &d, 1, 4), SAFARI_OK);
    safari_settings out = SAFARI_SETTINGS_INIT;
    assert_int_equal(safari_game_settings(safari_batch_game(b, 0), &out), SAFARI_OK);
    assert_int_equal(out.seats, 2);
    assert_int_equal(out.first_seat, 0);
    assert_int_equal(out.final_scoring, SAFARI_FINAL_MAJORITY);
    assert_int_equal(out.baobab_tokens, SAFARI_BAOBAB_BEFORE);
    assert_int_equal(out.board_limited, SAFARI_LIMIT_NONE);
    assert_int_equal(out.boosts, SAFARI_BOOSTS_INDEPENDENT);
    assert_int_equal(safari_tileset_is_default(out.tileset), 1);
    assert_null(safari_batch_final_game(b, 0)); /* no flag */
    safari_batch_free(b);
}

/* Refused: a batch size below the first version's leaves *out as it was
 * (nothing of the caller's struct is trusted then), as NULL settings do;
 * the other refusals set it NULL. */
static void test_batch_settings__refusals(void **state)
{
    (void)state;
    safari_settings game = test_table_settings();
    safari_batch_settings bs = SAFARI_BATCH_SETTINGS_INIT;
    assert_int_equal(bs.size, sizeof bs);
    bs.game = &game;
    safari_batch *const mark = (safari_batch *)&bs;
    safari_batch *b = mark;
    const uint32_t short_sizes[] = {0, 4, (uint32_t)sizeof bs - 1};
    for (size_t i = 0; i < sizeof short_sizes / sizeof short_sizes[0]; i++) {
        bs.size = short_sizes[i];
        assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
        assert_ptr_equal(b, mark);
    }
    assert_int_equal(safari_batch_create(&b, NULL, 1, 0), SAFARI_EINVAL);
    assert_ptr_equal(b, mark);
    bs.size = sizeof bs;
    assert_int_equal(safari_batch_create(NULL, &bs, 1, 0), SAFARI_EINVAL);

    /* the game's settings of a short size */
    game.size = (uint32_t)sizeof game - 1;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    assert_null(b);
    game = test_table_settings();
    game.seats = 6; /* out of range: the engine's refusal */
    b = mark;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    assert_null(b);
    game = test_table_settings();

    /* bad observation options: a size, a format, a layout */
    safari_observation_options obs = SAFARI_OBSERVATION_OPTIONS_INIT;
    bs.observation = &obs;
    obs.size = 0;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    obs = (safari_observation_options)SAFARI_OBSERVATION_OPTIONS_INIT;
    obs.format = 2;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    obs = (safari_observation_options)SAFARI_OBSERVATION_OPTIONS_INIT;
    obs.layout = 0;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    obs.layout = 3;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    assert_null(b);
    /* either format names the layout: the batch's calls have their own */
    obs = base_u8;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_OK);
    safari_batch_free(b);
    bs.observation = NULL;

    /* an allocator without free, no agent, an unknown flag, too many games */
    count_alloc c;
    memset(&c, 0, sizeof c);
    safari_allocator half = count_alloc_hooks(&c);
    half.free = NULL;
    bs.alloc = &half;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    assert_int_equal(c.calls, 0);
    bs.alloc = NULL;
    bs.controllers[0] = SAFARI_CONTROLLER_UNIFORM;
    bs.controllers[1] = SAFARI_CONTROLLER_SCORING;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    bs.controllers[0] = SAFARI_CONTROLLER_AGENT;
    bs.flags = 2;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    bs.flags = 0;
    assert_int_equal(safari_batch_create(&b, &bs, 65537, 0), SAFARI_EINVAL);
    assert_null(b);
}

/* Steps two batches with the same actions (a fixed pick from the first's
 * legal list) and compares every output at every step. */
static void assert_same_batches(safari_batch *a, safari_batch *b, uint32_t seed)
{
    uint32_t n, actions, obs, seats, n2, actions2, obs2, seats2;
    assert_int_equal(safari_batch_shape(a, &n, &actions, &obs, &seats), SAFARI_OK);
    assert_int_equal(safari_batch_shape(b, &n2, &actions2, &obs2, &seats2), SAFARI_OK);
    assert_int_equal(n, n2);
    assert_int_equal(actions, actions2);
    assert_int_equal(obs, obs2);
    assert_int_equal(seats, seats2);
    assert_true(n <= GAMES && seats <= SAFARI_MAX_SEATS);
    uint8_t *oa = malloc((size_t)n * obs), *ob = malloc((size_t)n * obs);
    uint8_t *ma = malloc((size_t)n * actions), *mb = malloc((size_t)n * actions);
    float *fa = malloc((size_t)n * obs * sizeof *fa), *fb = malloc((size_t)n * obs * sizeof *fb);
    assert_true(oa && ob && ma && mb && fa && fb);
    uint32_t la[GAMES * CAP], lb[GAMES * CAP], ca[GAMES], cb[GAMES], act[GAMES];
    float ra[GAMES * SAFARI_MAX_SEATS], rb[GAMES * SAFARI_MAX_SEATS];
    uint8_t ea[GAMES], eb[GAMES];
    int32_t ta[GAMES], tb[GAMES];
    size_t count;
    /* a row's entries past its count are not written: the same in both */
    memset(la, 0, sizeof la);
    memset(lb, 0, sizeof lb);
    assert_int_equal(safari_batch_observe(a, oa, ma, la, ca, CAP, ta), SAFARI_OK);
    assert_int_equal(safari_batch_observe(b, ob, mb, lb, cb, CAP, tb), SAFARI_OK);
    test_rng pick = {seed};
    int ended = 0;
    for (int step = 0; step < STEPS; step++) {
        assert_memory_equal(oa, ob, (size_t)n * obs);
        assert_memory_equal(ma, mb, (size_t)n * actions);
        assert_memory_equal(ca, cb, n * sizeof *ca);
        assert_memory_equal(la, lb, (size_t)n * CAP * sizeof *la);
        assert_memory_equal(ta, tb, n * sizeof *ta);
        for (uint32_t j = 0; j < n; j++) {
            assert_true(safari_game_hash(safari_batch_game(a, j)) ==
                        safari_game_hash(safari_batch_game(b, j)));
            uint32_t listed = ca[j] < CAP ? ca[j] : CAP;
            act[j] = la[(size_t)j * CAP + test_rng_below(&pick, listed)];
        }
        assert_int_equal(safari_batch_step(a, act, oa, ma, la, ca, CAP, ra, ea, ta), SAFARI_OK);
        assert_int_equal(safari_batch_step(b, act, ob, mb, lb, cb, CAP, rb, eb, tb), SAFARI_OK);
        assert_memory_equal(ra, rb, (size_t)n * seats * sizeof *ra);
        assert_memory_equal(ea, eb, n);
        for (uint32_t j = 0; j < n; j++)
            ended += ea[j];
    }
    assert_true(ended > 0); /* restarts compared too */
    assert_int_equal(safari_batch_observe_float(a, fa, (size_t)n * obs, &count, 0), SAFARI_OK);
    assert_int_equal(safari_batch_observe_float(b, fb, (size_t)n * obs, &count, 0), SAFARI_OK);
    assert_memory_equal(fa, fb, (size_t)n * obs * sizeof *fa);
    free(oa);
    free(ob);
    free(ma);
    free(mb);
    free(fa);
    free(fb);
}

/* The deprecated safari_batch_new() is safari_batch_create() with the same
 * fields: the same games' settings, the same outputs for a seed. */
static void test_batch_settings__deprecated_new_is_create(void **state)
{
    (void)state;
    for (int32_t seats = 2; seats <= 3; seats++) {
        safari_settings game = test_table_settings();
        game.seats = seats;
        game.final_scoring = SAFARI_FINAL_ALL;
        game.boosts = SAFARI_BOOSTS_DISTINCT;
        safari_batch_settings bs = SAFARI_BATCH_SETTINGS_INIT;
        bs.game = &game;
        bs.controllers[1] = SAFARI_CONTROLLER_SCORING;
        bs.controllers[2] = SAFARI_CONTROLLER_UNIFORM;
        bs.flags = SAFARI_BATCH_KEEP_FINAL;
        safari_batch_options bo;
        memset(&bo, 0, sizeof bo);
        bo.game.seats = seats;
        bo.game.board_limited = SAFARI_LIMIT_TABLE;
        bo.game.limit_x = bo.game.limit_y = SAFARI_AI_TABLE_HALF;
        bo.game.final_scoring = SAFARI_FINAL_ALL;
        bo.game.boosts = SAFARI_BOOSTS_DISTINCT;
        bo.controllers[1] = SAFARI_CONTROLLER_SCORING;
        bo.controllers[2] = SAFARI_CONTROLLER_UNIFORM;
        bo.flags = SAFARI_BATCH_KEEP_FINAL;
        safari_batch *a = NULL, *b = NULL;
        uint64_t seed = 50 + (uint64_t)seats;
        assert_int_equal(safari_batch_create(&a, &bs, GAMES, seed), SAFARI_OK);
        SAFARI_TEST_DEPRECATED_BEGIN
        assert_int_equal(safari_batch_new(&b, &bo, GAMES, seed), SAFARI_OK);
        SAFARI_TEST_DEPRECATED_END
        safari_settings sa = SAFARI_SETTINGS_INIT, sb = SAFARI_SETTINGS_INIT;
        assert_int_equal(safari_game_settings(safari_batch_game(a, 0), &sa), SAFARI_OK);
        assert_int_equal(safari_game_settings(safari_batch_game(b, 0), &sb), SAFARI_OK);
        sa.tileset = sb.tileset = NULL; /* each batch has its own built-in set */
        assert_same_settings(&sa, &sb);
        assert_int_equal(sa.seats, seats);
        assert_non_null(safari_batch_final_game(b, 0));
        assert_same_batches(a, b, 7 + (uint32_t)seats);
        safari_batch_free(a);
        safari_batch_free(b);
    }
    /* its refusals are create's */
    safari_batch *b = (safari_batch *)&b;
    SAFARI_TEST_DEPRECATED_BEGIN
    assert_int_equal(safari_batch_new(&b, NULL, 1, 0), SAFARI_EINVAL);
    SAFARI_TEST_DEPRECATED_END
    assert_null(b);
}

/* A caller built against a later, longer struct: the batch is the one its
 * first version's fields make, whatever the bytes after them hold. */
static void test_batch_settings__longer_struct(void **state)
{
    (void)state;
    safari_settings game = test_table_settings();
    struct {
        safari_batch_settings s;
        unsigned char later[64];
    } longer;
    memset(&longer, 0xA5, sizeof longer);
    longer.s = (safari_batch_settings)SAFARI_BATCH_SETTINGS_INIT;
    longer.s.size = (uint32_t)sizeof longer;
    longer.s.game = &game;
    longer.s.controllers[1] = SAFARI_CONTROLLER_SCORING;
    safari_batch_settings plain = SAFARI_BATCH_SETTINGS_INIT;
    plain.game = &game;
    plain.controllers[1] = SAFARI_CONTROLLER_SCORING;
    safari_batch *a = NULL, *b = NULL;
    assert_int_equal(safari_batch_create(&a, &longer.s, GAMES, 3), SAFARI_OK);
    assert_int_equal(safari_batch_create(&b, &plain, GAMES, 3), SAFARI_OK);
    assert_same_batches(a, b, 5);
    safari_batch_free(a);
    safari_batch_free(b);
}

/* Every row of a batch's observation, bytes and floats, against
 * safari_game_observe() in the layout named, from the seat to move. */
static void check_rows(const safari_batch *b, const safari_window *w, const uint8_t *bytes,
                       const float *floats, uint32_t obs, const safari_observation_options *u8,
                       const safari_observation_options *f32)
{
    uint8_t *one8 = malloc(obs);
    float *one = malloc(obs * sizeof *one);
    assert_true(one8 && one);
    for (uint32_t j = 0; j < GAMES; j++) {
        const safari_game *g = safari_batch_game(b, j);
        safari_decision d;
        size_t count;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        int32_t viewer = d.to_move >= 0 ? d.to_move : 0;
        assert_int_equal(safari_game_observe(g, w, viewer, u8, one8, obs, &count), SAFARI_OK);
        assert_int_equal(count, obs);
        assert_memory_equal(one8, bytes + (size_t)j * obs, obs);
        assert_int_equal(safari_game_observe(g, w, viewer, f32, one, obs, &count), SAFARI_OK);
        assert_memory_equal(one, floats + (size_t)j * obs, obs * sizeof *one);
    }
    free(one8);
    free(one);
}

/* The layout is the batch's: its shape (safari_batch_shape's obs, the
 * metadata-free count of safari_game_observation_shape) and every byte and
 * float row at every step, across restarts, in the base layout and in the
 * extended one named explicitly (the default's, NULL: the same size). */
static void test_batch_settings__observation_layout(void **state)
{
    (void)state;
    const safari_observation_options *layouts[][2] = {{&base_u8, &base_f32},
                                                      {&placed_u8, &placed_f32}};
    for (size_t l = 0; l < 2; l++) {
        safari_settings game = test_table_settings();
        game.seats = 3;
        safari_batch_settings bs = SAFARI_BATCH_SETTINGS_INIT;
        bs.game = &game;
        bs.controllers[1] = SAFARI_CONTROLLER_SCORING;
        bs.controllers[2] = SAFARI_CONTROLLER_UNIFORM;
        bs.observation = layouts[l][1];
        safari_batch *b = NULL;
        assert_int_equal(safari_batch_create(&b, &bs, GAMES, 21 + l), SAFARI_OK);
        safari_window w;
        assert_int_equal(safari_game_table_window(safari_batch_game(b, 0), &w), SAFARI_OK);
        uint32_t n, obs, planes, vector;
        assert_int_equal(safari_batch_shape(b, &n, NULL, &obs, NULL), SAFARI_OK);
        assert_int_equal(safari_game_observation_shape(safari_batch_game(b, 0), &w,
                                                       layouts[l][0], &planes, &vector),
                         SAFARI_OK);
        assert_int_equal(planes, l == 0 ? SAFARI_OBS_CELL_PLANES : SAFARI_OBS_EX_PLANES);
        assert_int_equal(obs, planes * (uint32_t)w.width * (uint32_t)w.height + vector);
        if (l == 1) { /* NULL: the extended layout, the same size */
            safari_batch *d = NULL;
            uint32_t dobs;
            bs.observation = NULL;
            assert_int_equal(safari_batch_create(&d, &bs, 1, 0), SAFARI_OK);
            assert_int_equal(safari_batch_shape(d, &n, NULL, &dobs, NULL), SAFARI_OK);
            assert_int_equal(dobs, obs);
            safari_batch_free(d);
        }
        uint8_t *bytes = malloc((size_t)GAMES * obs);
        float *floats = malloc((size_t)GAMES * obs * sizeof *floats);
        assert_true(bytes && floats);
        uint32_t legal[GAMES * CAP], legal_n[GAMES], act[GAMES];
        uint8_t terminal[GAMES];
        size_t count;
        assert_int_equal(safari_batch_observe(b, bytes, NULL, legal, legal_n, CAP, NULL),
                         SAFARI_OK);
        assert_int_equal(safari_batch_observe_float(b, floats, (size_t)GAMES * obs, &count, 0),
                         SAFARI_OK);
        check_rows(b, &w, bytes, floats, obs, layouts[l][0], layouts[l][1]);
        test_rng pick = {13};
        int ended = 0;
        for (int step = 0; ended < GAMES + 1; step++) {
            for (uint32_t j = 0; j < GAMES; j++) {
                uint32_t listed = legal_n[j] < CAP ? legal_n[j] : CAP;
                act[j] = legal[(size_t)j * CAP + test_rng_below(&pick, listed)];
            }
            assert_int_equal(safari_batch_step(b, act, bytes, NULL, legal, legal_n, CAP, NULL,
                                               terminal, NULL),
                             SAFARI_OK);
            for (uint32_t j = 0; j < GAMES; j++)
                ended += terminal[j];
            assert_int_equal(
                safari_batch_observe_float(b, floats, (size_t)GAMES * obs, &count, 0),
                SAFARI_OK);
            if (step % 3 == 0 || ended > GAMES)
                check_rows(b, &w, bytes, floats, obs, layouts[l][0], layouts[l][1]);
        }
        free(bytes);
        free(floats);
        safari_batch_free(b);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_batch_settings__create_round_trip),
        cmocka_unit_test(test_batch_settings__refusals),
        cmocka_unit_test(test_batch_settings__deprecated_new_is_create),
        cmocka_unit_test(test_batch_settings__longer_struct),
        cmocka_unit_test(test_batch_settings__observation_layout),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
