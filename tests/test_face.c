/* SPDX-License-Identifier: MIT */
/* Faces off the board (lib/face.c): safari_tileset_face() and
 * safari_game_tile_in_hand(). The expected faces are worked out by hand
 * from data/safari.tiles and the rotation rule of docs/notation.md
 * (`place X Y R`: R quarter turns clockwise, so the unrotated north side
 * shows east at R = 1); a cross-check then places the tile in hand in
 * every legal way and compares the placed tile with its face. */
#include "testutil.h"

#include <string.h>

/* Side bits (safari_tile_feature::sides) and corner bits. */
enum { N = 1, E = 2, S = 4, W = 8 };
enum { NE = 1, SE = 2, SW = 4, NW = 8 };

static safari_tileset *load_default(void)
{
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_new_default(&ts, NULL), SAFARI_OK);
    return ts;
}

static safari_face face_of(const safari_tileset *ts, int32_t face, int32_t rotation)
{
    safari_face f = SAFARI_FACE_INIT;
    assert_int_equal(safari_tileset_face(ts, face, rotation, &f), SAFARI_OK);
    assert_int_equal(f.size, sizeof f);
    assert_int_equal(f.face, face);
    assert_int_equal(f.rotation, rotation);
    for (int s = 0; s < SAFARI_SPECIES; s++)
        assert_int_equal(f.savanna[s], 0); /* the format has none */
    return f;
}

/* Animals as {A, E, G, L, Z}. */
static void assert_animals(const int32_t *got, int a, int e, int g, int l, int z)
{
    const int want[SAFARI_SPECIES] = {a, e, g, l, z};
    for (int s = 0; s < SAFARI_SPECIES; s++)
        if (got[s] != want[s])
            fail_msg("species %c: %d, expected %d", "AEGLZ"[s], (int)got[s], want[s]);
}

static void assert_feature(const safari_tile_feature *f, int kind, int sides, int birds)
{
    assert_int_equal(f->kind, kind);
    assert_int_equal(f->sides, sides);
    assert_int_equal(f->birds, birds);
}

/* ------------------------------------------------------------------------ */
/* Faces of the built-in set, by hand                                        */

/* Faces count in the file's order, a type's faces by first copy:
 * 01 (one face: both copies bare) is face 0, 02 face 1, 03's E G Z faces
 * 2 3 4, 04 5-7, 05 8, 06's A E L 9-11, 07's E G L Z 12-15, 08 16, 09 17,
 * 10 18-19, 11 20-21, 12 22, 13 23-24, 14's three copies 25-27. */
static void test_face__type_14_in_four_rotations(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    /* 14 3 btst bush:N/1 trail:EW ; A@N ; A@N,E@E ; Z@E,Z@E: copy 2 */
    safari_face f = face_of(ts, 26, 0);
    assert_int_equal(f.tile, 14);
    assert_int_equal(f.copy, 2);
    assert_int_equal(f.copies, 1);
    assert_int_equal(f.baobab, 0);
    assert_int_equal(f.features, 2);
    assert_int_equal(f.birds, 1);
    assert_string_equal(f.sides, "btst");
    assert_int_equal(f.corners, SE | SW); /* NE and NW touch the bush */
    assert_feature(&f.feature[0], SAFARI_FEATURE_BUSH, N, 1);
    assert_animals(f.feature[0].animals, 1, 0, 0, 0, 0);
    assert_feature(&f.feature[1], SAFARI_FEATURE_TRAIL, E | W, 0);
    assert_animals(f.feature[1].animals, 0, 1, 0, 0, 0);

    /* a quarter turn clockwise: the bush goes east, the trail runs N-S */
    f = face_of(ts, 26, 1);
    assert_string_equal(f.sides, "tbts");
    assert_int_equal(f.corners, SW | NW);
    assert_feature(&f.feature[0], SAFARI_FEATURE_BUSH, E, 1);
    assert_feature(&f.feature[1], SAFARI_FEATURE_TRAIL, N | S, 0);
    assert_animals(f.feature[1].animals, 0, 1, 0, 0, 0);

    f = face_of(ts, 26, 2);
    assert_string_equal(f.sides, "stbt");
    assert_int_equal(f.corners, NE | NW);
    assert_feature(&f.feature[0], SAFARI_FEATURE_BUSH, S, 1);
    assert_feature(&f.feature[1], SAFARI_FEATURE_TRAIL, E | W, 0);

    f = face_of(ts, 26, 3);
    assert_string_equal(f.sides, "tstb");
    assert_int_equal(f.corners, NE | SE);
    assert_feature(&f.feature[0], SAFARI_FEATURE_BUSH, W, 1);
    assert_feature(&f.feature[1], SAFARI_FEATURE_TRAIL, N | S, 0);
    assert_animals(f.feature[0].animals, 1, 0, 0, 0, 0);

    /* copy 3 of the same type: the same shape, two zebras on the trail */
    f = face_of(ts, 27, 0);
    assert_int_equal(f.copy, 3);
    assert_animals(f.feature[0].animals, 0, 0, 0, 0, 0);
    assert_animals(f.feature[1].animals, 0, 0, 0, 0, 2);
    safari_tileset_free(ts);
}

static void test_face__bush_of_three_sides_and_a_trail(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    /* 15..18 are faces 28..31; 19 1 bbtb bush:NEW/2 trail:S ; E@N,G@N,G@S */
    safari_face f = face_of(ts, 32, 0);
    assert_int_equal(f.tile, 19);
    assert_int_equal(f.copy, 1);
    assert_string_equal(f.sides, "bbtb");
    assert_int_equal(f.corners, 0); /* every corner has a bush beside it */
    assert_int_equal(f.birds, 2);
    assert_feature(&f.feature[0], SAFARI_FEATURE_BUSH, N | E | W, 2);
    assert_animals(f.feature[0].animals, 0, 1, 1, 0, 0);
    assert_feature(&f.feature[1], SAFARI_FEATURE_TRAIL, S, 0);
    assert_animals(f.feature[1].animals, 0, 0, 1, 0, 0);
    /* three quarter turns clockwise: N shows E, E shows S, S shows W, W shows N */
    f = face_of(ts, 32, 3);
    assert_string_equal(f.sides, "btbb");
    assert_feature(&f.feature[0], SAFARI_FEATURE_BUSH, W | N | S, 2);
    assert_feature(&f.feature[1], SAFARI_FEATURE_TRAIL, E, 0);
    safari_tileset_free(ts);
}

static void test_face__baobabs_and_shared_faces(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    /* 01 2 ssss baobab ; - ; -: one face of two copies, the same every way */
    for (int r = 0; r < 4; r++) {
        safari_face f = face_of(ts, 0, r);
        assert_int_equal(f.tile, 1);
        assert_int_equal(f.copy, 1);
        assert_int_equal(f.copies, 2);
        assert_int_equal(f.baobab, 1);
        assert_int_equal(f.features, 0);
        assert_int_equal(f.birds, 0);
        assert_string_equal(f.sides, "ssss");
        assert_int_equal(f.corners, NE | SE | SW | NW);
        assert_feature(&f.feature[0], 0, 0, 0); /* zero past `features` */
    }
    /* 03 4 ssts trail:S baobab ; E@S ; G@S ; G@S ; Z@S: copies 2 and 3 are
     * face 3; turned twice the trail leaves by the north */
    safari_face f = face_of(ts, 3, 2);
    assert_int_equal(f.tile, 3);
    assert_int_equal(f.copy, 2);
    assert_int_equal(f.copies, 2);
    assert_int_equal(f.baobab, 1);
    assert_string_equal(f.sides, "tsss");
    assert_feature(&f.feature[0], SAFARI_FEATURE_TRAIL, N, 0);
    assert_animals(f.feature[0].animals, 0, 0, 1, 0, 0);
    /* the last face (of 63): 33 3 btts bush:N/0 trail:ES ; A@N ; A@N ; G@E */
    f = face_of(ts, 62, 1);
    assert_int_equal(f.tile, 33);
    assert_int_equal(f.copy, 3);
    assert_int_equal(f.copies, 1);
    assert_string_equal(f.sides, "sbtt");
    assert_feature(&f.feature[0], SAFARI_FEATURE_BUSH, E, 0);
    assert_feature(&f.feature[1], SAFARI_FEATURE_TRAIL, S | W, 0);
    assert_animals(f.feature[1].animals, 0, 0, 1, 0, 0);
    safari_tileset_free(ts);
}

/* A loaded set whose copies of one face are not neighbours (G E G). */
static void test_face__loaded_set(void **state)
{
    (void)state;
    static const char text[] = "01 3 tsts trail:NS ; G@N ; E@S ; G@N\n"
                               "start 0 0 stst trail:EW ; -\n"
                               "rangers -1 0 1 0\n";
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_load(&ts, text, strlen(text), NULL, NULL), SAFARI_OK);
    safari_face f = face_of(ts, 0, 1);
    assert_int_equal(f.copy, 1);
    assert_int_equal(f.copies, 2);
    assert_string_equal(f.sides, "stst");
    assert_feature(&f.feature[0], SAFARI_FEATURE_TRAIL, E | W, 0);
    assert_animals(f.feature[0].animals, 0, 0, 1, 0, 0);
    f = face_of(ts, 1, 0);
    assert_int_equal(f.copy, 2);
    assert_int_equal(f.copies, 1);
    assert_animals(f.feature[0].animals, 0, 1, 0, 0, 0);
    safari_face none = SAFARI_FACE_INIT;
    assert_int_equal(safari_tileset_face(ts, 2, 0, &none), SAFARI_EINVAL); /* two faces */
    safari_tileset_free(ts);
}

/* ------------------------------------------------------------------------ */
/* Bad arguments: a status, and nothing written                              */

static void test_face__bad_arguments_write_nothing(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    safari_face f, before;
    memset(&f, 0xA5, sizeof f);
    f.size = sizeof f;
    before = f;
    const int32_t bad[][2] = {{-1, 0}, {63, 0}, {0, -1}, {0, 4}, {INT32_MAX, 0}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(safari_tileset_face(ts, bad[i][0], bad[i][1], &f), SAFARI_EINVAL);
        assert_memory_equal(&f, &before, sizeof f);
    }
    assert_int_equal(safari_tileset_face(NULL, 0, 0, &f), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_face(ts, 0, 0, NULL), SAFARI_EINVAL);
    f.size = sizeof f - 1; /* a struct smaller than the library's first one */
    before = f;
    assert_int_equal(safari_tileset_face(ts, 0, 0, &f), SAFARI_EINVAL);
    assert_memory_equal(&f, &before, sizeof f);
    f.size = 0;
    assert_int_equal(safari_tileset_face(ts, 0, 0, &f), SAFARI_EINVAL);

    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    assert_int_equal(safari_game_tile_in_hand(NULL, &f), SAFARI_EINVAL);
    assert_int_equal(safari_game_tile_in_hand(g, NULL), SAFARI_EINVAL);
    f.size = 0;
    assert_int_equal(safari_game_tile_in_hand(g, &f), SAFARI_EINVAL);
    safari_game_free(g);
    safari_tileset_free(ts);
}

/* ------------------------------------------------------------------------ */
/* The tile in hand                                                          */

static void test_face__tile_in_hand_after_a_draw(void **state)
{
    (void)state;
    safari_game *g = NULL;
    safari_decision d;
    safari_move m;
    safari_face f = SAFARI_FACE_INIT, before;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    memset(&f, 0x5A, sizeof f);
    f.size = sizeof f;
    before = f;
    assert_int_equal(safari_game_tile_in_hand(g, &f), SAFARI_ENOTFOUND); /* setup */
    assert_memory_equal(&f, &before, sizeof f);
    test_rng r = {7};
    while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_DRAW) {
        assert_true(test_pick_move(g, &r, &m));
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        assert_int_equal(safari_game_tile_in_hand(g, &f), SAFARI_ENOTFOUND);
    }
    test_apply_text(g, "draw 14/2");
    assert_int_equal(safari_game_tile_in_hand(g, &f), SAFARI_OK);
    safari_face want = face_of(safari_game_tileset(g), 26, 0);
    assert_memory_equal(&f, &want, sizeof f);
    assert_int_equal(f.tile, 14);
    assert_int_equal(f.copy, 2);
    assert_int_equal(f.rotation, 0);
    /* placed (the first legal placement), the hand is empty */
    safari_move moves[SAFARI_MAX_MOVES];
    size_t n = 0;
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    assert_int_equal(moves[0].kind, SAFARI_MOVE_PLACE);
    assert_int_equal(safari_game_apply(g, &moves[0]), SAFARI_OK);
    assert_int_equal(safari_game_tile_in_hand(g, &f), SAFARI_ENOTFOUND);
    assert_int_equal(safari_game_undo(g), SAFARI_OK); /* and back in hand */
    assert_int_equal(safari_game_tile_in_hand(g, &f), SAFARI_OK);
    assert_int_equal(f.face, 26);
    safari_game_free(g);
}

/* The placed tile as the board reports it equals the face in the
 * placement's rotation: sides, baobab, corners, every feature. */
static void assert_placed_matches(const safari_game *g, const safari_move *place,
                                  const safari_face *hand)
{
    safari_tile_info t;
    safari_face f = face_of(safari_game_tileset(g), hand->face, place->index);
    assert_int_equal(safari_game_tile_at(g, place->x, place->y, &t), SAFARI_OK);
    assert_int_equal(t.tile, f.tile);
    assert_int_equal(t.copy, f.copy);
    assert_int_equal(t.rotation, f.rotation);
    assert_string_equal(t.sides, f.sides);
    assert_int_equal(t.baobab, f.baobab);
    assert_int_equal(t.features, f.features);
    for (int i = 0; i < f.features; i++) {
        safari_tile_feature on_board;
        assert_int_equal(safari_game_tile_feature(g, place->x, place->y, i, &on_board),
                         SAFARI_OK);
        assert_memory_equal(&on_board, &f.feature[i], sizeof on_board);
    }
    for (int c = 0; c < 4; c++) {
        safari_slot_info slot;
        assert_int_equal(safari_game_slot(g, place->x, place->y, c, &slot), SAFARI_OK);
        assert_int_equal(slot.open, (f.corners >> c) & 1);
    }
}

/* Whole random games: at every `place` decision each legal placement of
 * the tile in hand is applied, compared with the face, and undone. */
static void test_face__every_placement_agrees_with_the_face(void **state)
{
    (void)state;
    static safari_move moves[SAFARI_MAX_MOVES];
    long checked = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        safari_game *g = NULL;
        safari_decision d;
        safari_move m;
        test_rng r = {seed};
        assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
        while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_END) {
            safari_face hand = SAFARI_FACE_INIT;
            int status = safari_game_tile_in_hand(g, &hand);
            assert_int_equal(status, d.kind == SAFARI_DECISION_PLACE ? SAFARI_OK
                                                                      : SAFARI_ENOTFOUND);
            if (d.kind == SAFARI_DECISION_PLACE) {
                size_t n = 0;
                assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n),
                                 SAFARI_OK);
                for (size_t i = 0; i < n; i++) {
                    if (moves[i].kind != SAFARI_MOVE_PLACE)
                        continue;
                    assert_int_equal(safari_game_apply(g, &moves[i]), SAFARI_OK);
                    assert_placed_matches(g, &moves[i], &hand);
                    assert_int_equal(safari_game_undo(g), SAFARI_OK);
                    checked++;
                }
            }
            assert_true(test_pick_move(g, &r, &m));
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
        }
        safari_game_free(g);
    }
    assert_true(checked > 1000); /* three whole games place many tiles */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_face__type_14_in_four_rotations),
        cmocka_unit_test(test_face__bush_of_three_sides_and_a_trail),
        cmocka_unit_test(test_face__baobabs_and_shared_faces),
        cmocka_unit_test(test_face__loaded_set),
        cmocka_unit_test(test_face__bad_arguments_write_nothing),
        cmocka_unit_test(test_face__tile_in_hand_after_a_draw),
        cmocka_unit_test(test_face__every_placement_agrees_with_the_face),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
