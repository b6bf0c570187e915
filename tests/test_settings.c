/* SPDX-License-Identifier: MIT */
/* safari_settings: safari_game_create() and safari_game_settings(), their
 * sizes, and the deprecated safari_game_new_ex() and safari_game_options()
 * answering as the calls they wrap (docs/api-stability.md). */
#include "testutil.h"

#include <string.h>

static void test_settings__create_and_settings_round_trip(void **state)
{
    (void)state;
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_new_default(&ts, NULL), SAFARI_OK);
    safari_settings in = SAFARI_SETTINGS_INIT;
    in.seats = 4;
    in.first_seat = 3;
    in.final_scoring = SAFARI_FINAL_ALL;
    in.baobab_tokens = SAFARI_BAOBAB_AFTER;
    in.board_limited = SAFARI_LIMIT_TABLE;
    in.limit_x = 5;
    in.limit_y = 4;
    in.boosts = SAFARI_BOOSTS_DISTINCT;
    in.tileset = ts;
    safari_game *g = NULL;
    assert_int_equal(safari_game_create(&g, &in, NULL), SAFARI_OK);
    safari_tileset_free(ts); /* the game keeps its own reference */

    safari_settings out = SAFARI_SETTINGS_INIT;
    assert_int_equal(safari_game_settings(g, &out), SAFARI_OK);
    assert_int_equal(out.size, sizeof out); /* kept */
    test_assert_same_settings(&out, &in);
    assert_ptr_equal(out.tileset, safari_game_tileset(g));
    assert_ptr_equal(out.tileset, ts);
    safari_game_free(g);
}

/* NULL settings, SAFARI_SETTINGS_INIT and the zero fields of
 * safari_options all mean the rules' defaults: 2 seats, seat 0 first,
 * majority, baobab tokens before, no limit, independent boosts, the
 * built-in set; the query fills them in. */
static void test_settings__defaults(void **state)
{
    (void)state;
    safari_game *a = NULL, *b = NULL;
    safari_settings init = SAFARI_SETTINGS_INIT;
    assert_int_equal(init.size, sizeof init);
    assert_int_equal(safari_game_create(&a, NULL, NULL), SAFARI_OK);
    assert_int_equal(safari_game_create(&b, &init, NULL), SAFARI_OK);
    safari_settings sa = SAFARI_SETTINGS_INIT, sb = SAFARI_SETTINGS_INIT;
    assert_int_equal(safari_game_settings(a, &sa), SAFARI_OK);
    assert_int_equal(safari_game_settings(b, &sb), SAFARI_OK);
    assert_int_equal(sa.seats, 2);
    assert_int_equal(sa.first_seat, 0);
    assert_int_equal(sa.final_scoring, SAFARI_FINAL_MAJORITY);
    assert_int_equal(sa.baobab_tokens, SAFARI_BAOBAB_BEFORE);
    assert_int_equal(sa.board_limited, SAFARI_LIMIT_NONE);
    assert_int_equal(sa.boosts, SAFARI_BOOSTS_INDEPENDENT);
    assert_int_equal(safari_tileset_is_default(sa.tileset), 1);
    test_assert_same_settings(&sa, &sb);
    assert_true(safari_game_hash(a) == safari_game_hash(b));
    /* seats 0 is the old spelling of 2 */
    safari_game *c = NULL;
    init.seats = 0;
    assert_int_equal(safari_game_create(&c, &init, NULL), SAFARI_OK);
    assert_true(safari_game_hash(c) == safari_game_hash(a));
    safari_game_free(a);
    safari_game_free(b);
    safari_game_free(c);
}

/* A size below the first version's struct is refused and nothing is
 * written: no game, and the caller's struct byte for byte as it was. */
static void test_settings__short_sizes_are_refused(void **state)
{
    (void)state;
    const uint32_t sizes[] = {0, 4, (uint32_t)sizeof(safari_settings) - 1};
    safari_game *g = NULL;
    assert_int_equal(safari_game_create(&g, NULL, NULL), SAFARI_OK);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        safari_settings in = SAFARI_SETTINGS_INIT;
        in.size = sizes[i];
        safari_game *made = (safari_game *)&in; /* must be reset */
        assert_int_equal(safari_game_create(&made, &in, NULL), SAFARI_EINVAL);
        assert_null(made);

        safari_settings out, before;
        memset(&out, 0xAB, sizeof out);
        out.size = sizes[i];
        memcpy(&before, &out, sizeof out);
        assert_int_equal(safari_game_settings(g, &out), SAFARI_EINVAL);
        assert_memory_equal(&out, &before, sizeof out);
    }
    safari_settings out = SAFARI_SETTINGS_INIT;
    assert_int_equal(safari_game_settings(NULL, &out), SAFARI_EINVAL);
    assert_int_equal(safari_game_settings(g, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_create(NULL, &out, NULL), SAFARI_EINVAL);
    safari_game_free(g);
}

/* A caller built with a later, longer struct: its extra bytes are neither
 * read (garbage there makes the same game) nor written. */
static void test_settings__longer_struct_extra_bytes_untouched(void **state)
{
    (void)state;
    struct {
        safari_settings s;
        unsigned char extra[24];
    } big;
    memset(&big, 0, sizeof big);
    big.s = (safari_settings)SAFARI_SETTINGS_INIT;
    big.s.size = (uint32_t)sizeof big;
    big.s.seats = 3;
    big.s.boosts = SAFARI_BOOSTS_DISTINCT;
    memset(big.extra, 0xCD, sizeof big.extra);
    safari_settings plain = SAFARI_SETTINGS_INIT;
    plain.seats = 3;
    plain.boosts = SAFARI_BOOSTS_DISTINCT;
    safari_game *a = NULL, *b = NULL;
    assert_int_equal(safari_game_create(&a, &big.s, NULL), SAFARI_OK);
    assert_int_equal(safari_game_create(&b, &plain, NULL), SAFARI_OK);
    assert_true(safari_game_hash(a) == safari_game_hash(b));

    unsigned char expected[sizeof big.extra];
    memset(expected, 0xCD, sizeof expected);
    big.s.seats = 0;
    assert_int_equal(safari_game_settings(a, &big.s), SAFARI_OK);
    assert_int_equal(big.s.size, sizeof big);
    assert_int_equal(big.s.seats, 3);
    assert_int_equal(big.s.boosts, SAFARI_BOOSTS_DISTINCT);
    assert_memory_equal(big.extra, expected, sizeof expected);
    safari_game_free(a);
    safari_game_free(b);
}

/* The options of one case of the sweep below, valid or not. */
static void options_case(int k, safari_options *o)
{
    memset(o, 0, sizeof *o);
    o->seats = 2 + k % 5; /* 6 is refused */
    o->first_seat = k % 7 == 3 ? o->seats : k % o->seats; /* seats is refused */
    o->final_scoring = k / 2 % 2;
    o->baobab_tokens = k / 3 % 2;
    o->boosts = k / 5 % 2;
    o->board_limited = k % 4 == 0 ? SAFARI_LIMIT_NONE : k % 4 == 1 ? SAFARI_LIMIT_TABLE
                                                                    : SAFARI_LIMIT_WINDOW;
    o->limit_x = o->board_limited ? k % 6 : 0; /* a window of width 0 is refused */
    o->limit_y = o->board_limited ? 1 + k % 5 : 0;
}

/* The deprecated constructor and query are wrappers of the new ones: for
 * valid and invalid options alike the same status, the same game (its
 * hash) and the same fields answered. */
static void test_settings__deprecated_calls_answer_as_the_new_ones(void **state)
{
    (void)state;
    int accepted = 0, refused = 0;
    for (int k = 0; k < 120; k++) {
        safari_options o;
        options_case(k, &o);
        safari_settings s = SAFARI_SETTINGS_INIT;
        s.seats = o.seats;
        s.first_seat = o.first_seat;
        s.final_scoring = o.final_scoring;
        s.baobab_tokens = o.baobab_tokens;
        s.board_limited = o.board_limited;
        s.limit_x = o.limit_x;
        s.limit_y = o.limit_y;
        s.boosts = o.boosts;
        safari_game *old = NULL, *created = NULL;
        SAFARI_TEST_DEPRECATED_BEGIN
        int rc_old = safari_game_new_ex(&old, &o, NULL);
        SAFARI_TEST_DEPRECATED_END
        int rc_new = safari_game_create(&created, &s, NULL);
        assert_int_equal(rc_old, rc_new);
        if (rc_new != SAFARI_OK) {
            assert_null(old);
            assert_null(created);
            refused++;
            continue;
        }
        accepted++;
        assert_true(safari_game_hash(old) == safari_game_hash(created));
        safari_options got;
        safari_settings want = SAFARI_SETTINGS_INIT;
        SAFARI_TEST_DEPRECATED_BEGIN
        assert_int_equal(safari_game_options(old, &got), SAFARI_OK);
        assert_int_equal(safari_game_options(NULL, &got), SAFARI_EINVAL);
        assert_int_equal(safari_game_options(old, NULL), SAFARI_EINVAL);
        SAFARI_TEST_DEPRECATED_END
        assert_int_equal(safari_game_settings(old, &want), SAFARI_OK);
        assert_int_equal(got.seats, want.seats);
        assert_int_equal(got.first_seat, want.first_seat);
        assert_int_equal(got.final_scoring, want.final_scoring);
        assert_int_equal(got.baobab_tokens, want.baobab_tokens);
        assert_int_equal(got.board_limited, want.board_limited);
        assert_int_equal(got.limit_x, want.limit_x);
        assert_int_equal(got.limit_y, want.limit_y);
        assert_int_equal(got.boosts, want.boosts);
        assert_ptr_equal(got.tileset, want.tileset);
        /* and the fields are the ones asked for, by hand */
        assert_int_equal(want.seats, o.seats);
        assert_int_equal(want.first_seat, o.first_seat);
        assert_int_equal(want.boosts, o.boosts);
        assert_int_equal(want.limit_x, o.limit_x);
        safari_game_free(old);
        safari_game_free(created);
    }
    /* the sweep met both kinds */
    assert_true(accepted > 0);
    assert_true(refused > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings__create_and_settings_round_trip),
        cmocka_unit_test(test_settings__defaults),
        cmocka_unit_test(test_settings__short_sizes_are_refused),
        cmocka_unit_test(test_settings__longer_struct_extra_bytes_untouched),
        cmocka_unit_test(test_settings__deprecated_calls_answer_as_the_new_ones),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
