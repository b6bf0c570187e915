/* SPDX-License-Identifier: MIT */
/* White-box: the incremental structures (frontier, usable watering-hole
 * slots, feature aggregates) equal what a from-scratch computation gives,
 * after every move and every undo of random games. */
#include "scenario.h"
#include "testutil.h"

#include "board.h"
#include "feature.h"
#include "waterhole.h"

static void check_frontier(const safari_game *g)
{
    const tile_rec *tiles = CTILES(g);
    int count = 0;
    for (int t = 0; t < g->c.nplaced; t++)
        for (int d = 0; d < 4; d++) {
            int32_t x = tiles[t].x + safari__dx[d], y = tiles[t].y + safari__dy[d];
            if (safari__tile_at(g, x, y) >= 0 || !safari__in_limit(g, x, y))
                continue;
            int pos = safari__front_at(g, x, y);
            assert_true(pos >= 0);
            /* the key: each side's neighbour code, 3 where free */
            uint32_t key = 0;
            for (int e = 0; e < 4; e++) {
                int n = safari__tile_at(g, x + safari__dx[e], y + safari__dy[e]);
                uint32_t code = 3u;
                if (n >= 0)
                    code = (uint32_t)(safari__orient(g, &tiles[n])->code >> (2 * ((e + 2) & 3))) & 3u;
                key |= code << (2 * e);
            }
            assert_int_equal(CFRONT(g)[pos].key, key);
        }
    /* no entry is stale: each is empty, in the limit, next to a tile */
    for (uint32_t i = 0; i < g->c.nfront; i++) {
        const front_cell *f = &CFRONT(g)[i];
        assert_int_equal(safari__tile_at(g, f->x, f->y), -1);
        int next = 0;
        for (int d = 0; d < 4; d++)
            next |= safari__tile_at(g, f->x + safari__dx[d], f->y + safari__dy[d]) >= 0;
        assert_true(next);
        assert_int_equal(safari__front_at(g, f->x, f->y), (int)i);
        count++;
    }
    assert_int_equal(count, g->c.nfront);
}

static void check_slots(const safari_game *g)
{
    int usable = 0;
    for (int t = 0; t < g->c.nplaced; t++)
        for (int k = 0; k < 4; k++) {
            uint8_t want = safari__slot_compute(g, t, k);
            assert_int_equal(CTILES(g)[t].slot[k], want);
            usable += want != 0;
        }
    assert_int_equal(g->c.nusable, usable);
    const uint16_t *list = G_AT(g, off_usable, const uint16_t);
    for (uint32_t i = 0; i < g->c.nusable; i++)
        assert_true(CTILES(g)[list[i] >> 2].slot[list[i] & 3] & SLOT_USABLE);
}

static void check_features(const safari_game *g)
{
    const tile_rec *tiles = CTILES(g);
    static feature sum[MAX_TILES * 4];
    memset(sum, 0, sizeof sum);
    for (int t = 0; t < g->c.nplaced; t++) {
        const ts_type *type = &g->ts->types[tiles[t].type];
        const ts_orient *o = safari__orient(g, &tiles[t]);
        for (int f = 0; f < type->nfeatures; f++) {
            feature *s = &sum[safari__find(g, safari__seg(t, f))];
            s->size++;
            s->birds = (uint16_t)(s->birds + type->features[f].birds);
            for (int sp = 0; sp < SAFARI_SPECIES; sp++)
                s->animals[sp] = (uint16_t)(s->animals[sp] + g->ts->faces[tiles[t].face].animals[f][sp]);
            for (int d = 0; d < 4; d++)
                if ((o->feature_sides[f] >> d) & 1)
                    s->open = (int16_t)(s->open + (safari__tile_at(g, tiles[t].x + safari__dx[d],
                                                                   tiles[t].y + safari__dy[d]) < 0));
        }
    }
    for (int seat = 0; seat < g->opt.seats; seat++)
        for (int i = 0; i < SAFARI_MEEPLES; i++) {
            const meeple_loc *m = &g->c.meeple[seat][i];
            if (m->kind == SAFARI_AT_TRAIL || m->kind == SAFARI_AT_BUSH)
                sum[safari__find(g, safari__seg(m->tile, m->sub))].meeples[seat]++;
        }
    for (int t = 0; t < g->c.nplaced; t++)
        for (int f = 0; f < g->ts->types[tiles[t].type].nfeatures; f++) {
            int root = safari__find(g, safari__seg(t, f));
            const feature *have = &CFEATS(g)[root], *want = &sum[root];
            assert_int_equal(have->size, want->size);
            assert_int_equal(have->open, want->open);
            assert_int_equal(have->birds, want->birds);
            assert_memory_equal(have->animals, want->animals, sizeof want->animals);
            assert_memory_equal(have->meeples, want->meeples, sizeof want->meeples);
        }
}

/* The rangers' cached frontier positions. */
static void check_ranger_fronts(const safari_game *g)
{
    for (int r = 0; r < SAFARI_RANGERS; r++) {
        const ranger_state *rs = &g->c.ranger[r];
        if (!rs->on)
            continue;
        int pos = safari__front_at(g, rs->x, rs->y);
        assert_int_equal(rs->front, pos < 0 ? NO_FRONT : pos);
    }
}

/* The cached roots of the last placed tile's sides. */
static void check_placed_roots(const safari_game *g)
{
    for (int d = 0; d < 4; d++)
        assert_int_equal(g->c.placed_root[d], safari__feature_of_side(g, g->c.nplaced - 1, d));
}

/* The count of meeples on baobabs, against the meeples' places. */
static void check_baobab_meeples(const safari_game *g)
{
    int n = 0;
    for (int s = 0; s < g->opt.seats; s++)
        for (int i = 0; i < SAFARI_MEEPLES; i++)
            n += g->c.meeple[s][i].kind == SAFARI_AT_BAOBAB;
    assert_int_equal(g->c.baobab_meeples, n);
}

/* safari_game_board_bounds() and safari_game_board_window() equal the
 * boxes recomputed from the public queries of every tile and ranger (the
 * pictures' old loops): the state's cached box is kept through moves and
 * undo. */
static void check_bounds(const safari_game *g)
{
    int32_t tx0 = INT32_MAX, tx1 = INT32_MIN, ty0 = INT32_MAX, ty1 = INT32_MIN;
    for (size_t i = 0; i < safari_game_tile_count(g); i++) {
        safari_tile_info t;
        assert_int_equal(safari_game_tile(g, i, &t), SAFARI_OK);
        tx0 = t.x < tx0 ? t.x : tx0;
        tx1 = t.x > tx1 ? t.x : tx1;
        ty0 = t.y < ty0 ? t.y : ty0;
        ty1 = t.y > ty1 ? t.y : ty1;
    }
    int32_t x0 = tx0, x1 = tx1, y0 = ty0, y1 = ty1;
    for (int32_t r = 0; r < SAFARI_RANGERS; r++) {
        int32_t x, y;
        if (safari_game_ranger(g, r, &x, &y) != SAFARI_OK)
            continue;
        x0 = x < x0 ? x : x0;
        x1 = x > x1 ? x : x1;
        y0 = y < y0 ? y : y0;
        y1 = y > y1 ? y : y1;
    }
    int32_t b[4] = {0};
    assert_int_equal(safari_game_board_bounds(g, &b[0], &b[1], &b[2], &b[3]), SAFARI_OK);
    assert_int_equal(b[0], x0);
    assert_int_equal(b[1], y0);
    assert_int_equal(b[2], x1);
    assert_int_equal(b[3], y1);
    safari_window w;
    assert_int_equal(safari_game_board_window(g, &w), SAFARI_OK);
    assert_int_equal(w.x0, tx0 - 1);
    assert_int_equal(w.y0, ty0 - 1);
    assert_int_equal(w.width, tx1 - tx0 + 3);
    assert_int_equal(w.height, ty1 - ty0 + 3);
}

static void check_all(const safari_game *g)
{
    check_bounds(g);
    check_frontier(g);
    check_slots(g);
    check_features(g);
    check_placed_roots(g);
    check_ranger_fronts(g);
    check_baobab_meeples(g);
}

static void play_and_check(const safari_options *o, uint64_t seed, int games)
{
    test_rng r = {seed};
    for (int n = 0; n < games; n++) {
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, o), SAFARI_OK);
        check_all(g);
        safari_move m;
        while (test_pick_move(g, &r, &m)) {
            assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
            check_all(g);
            if (test_rng_below(&r, 4) == 0) {
                assert_int_equal(safari_game_undo(g), SAFARI_OK);
                check_all(g);
                assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
            }
        }
        safari_game_free(g);
    }
}

static void test_board__incremental_structures_match_recomputation(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    for (int seats = 2; seats <= 5; seats++) {
        o.seats = seats;
        play_and_check(&o, (uint64_t)seats, 6);
    }
}

static void test_board__board_limit_keeps_frontier_inside(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.board_limited = 1;
    o.limit_x = 3;
    o.limit_y = 2;
    play_and_check(&o, 99, 8);
}

/* A meeple goes onto a baobab and comes home when the tile completing its
 * ring is placed (the rules side is in test_scoring.c): the structures,
 * the count of meeples on baobabs among them, hold after each move and
 * through undo. */
/* The board's bounds, worked out by hand: the built-in set's start cells
 * (-1,0), (0,0), (1,0) and its rangers at (-2,0) and (2,0) (data/
 * safari.tiles) give x -2..2, y 0..0; the window is the tiles' box alone
 * with a ring: x -2..2, y -1..1. A set whose rangers stand far off
 * ((9,9) and (9,8)) stretches the bounds to them, never the window. A NULL
 * argument is refused and nothing is written. */
static void test_board__bounds_by_hand(void **state)
{
    (void)state;
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = 2;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    int32_t x0 = 7, y0 = 7, x1 = 7, y1 = 7;
    assert_int_equal(safari_game_board_bounds(g, &x0, &y0, &x1, &y1), SAFARI_OK);
    assert_int_equal(x0, -2);
    assert_int_equal(y0, 0);
    assert_int_equal(x1, 2);
    assert_int_equal(y1, 0);
    safari_window w;
    assert_int_equal(safari_game_board_window(g, &w), SAFARI_OK);
    assert_int_equal(w.x0, -2);
    assert_int_equal(w.y0, -1);
    assert_int_equal(w.width, 5);
    assert_int_equal(w.height, 3);
    int32_t u = 7;
    assert_int_equal(safari_game_board_bounds(NULL, &u, &u, &u, &u), SAFARI_EINVAL);
    assert_int_equal(safari_game_board_bounds(g, NULL, &u, &u, &u), SAFARI_EINVAL);
    assert_int_equal(safari_game_board_bounds(g, &u, NULL, &u, &u), SAFARI_EINVAL);
    assert_int_equal(safari_game_board_bounds(g, &u, &u, NULL, &u), SAFARI_EINVAL);
    assert_int_equal(safari_game_board_bounds(g, &u, &u, &u, NULL), SAFARI_EINVAL);
    assert_int_equal(u, 7);
    safari_game_free(g);

    g = scen_new("01 1 ssss baobab ; -\n"
                 "start -1 0 ssss ; -\n"
                 "start 1 2 ssss ; -\n"
                 SCEN_FAR_RANGERS,
                 2, NULL);
    assert_int_equal(safari_game_board_bounds(g, &x0, &y0, &x1, &y1), SAFARI_OK);
    assert_int_equal(x0, -1);
    assert_int_equal(y0, 0);
    assert_int_equal(x1, 9);
    assert_int_equal(y1, 9);
    assert_int_equal(safari_game_board_window(g, &w), SAFARI_OK);
    assert_int_equal(w.x0, -2); /* tiles x -1..1, y 0..2 */
    assert_int_equal(w.y0, -1);
    assert_int_equal(w.width, 5);
    assert_int_equal(w.height, 5);
    safari_game_free(g);
}

static void test_board__baobab_meeple_comes_home(void **state)
{
    (void)state;
    safari_game *g = scen_new("01 1 ssss baobab ; -\n"
                              "02 3 ssss ; - ; - ; -\n"
                              "start -1 0 ssss ; -\n"
                              "start -1 1 ssss ; -\n"
                              "start -1 2 ssss ; -\n"
                              "start 0 2 ssss ; -\n"
                              "start 1 2 ssss ; -\n"
                              SCEN_FAR_RANGERS,
                              2, NULL);
    static const char *const moves[] = {
        "token A", "token A", "token E", "token E",
        "draw 01/1", "place 0 1 0", "meeple baobab", "token G", "token G", /* seat 0 */
        "draw 02/1", "place 1 1 0", "pass",                                 /* seat 1 */
        "draw 02/1", "place 1 0 0", "pass",                                 /* seat 0 */
        "draw 02/1", "place 0 0 0", "pass", /* seat 1 closes the ring: seat 0's meeple home */
        "token L", "token Z"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        scen_play_undoable(g, moves[i]);
        check_all(g);
        assert_int_equal(g->c.baobab_meeples, i >= 6 && i < 17 ? 1 : 0);
    }
    assert_int_equal(scen_meeples(g, 0), SAFARI_MEEPLES);
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board__incremental_structures_match_recomputation),
        cmocka_unit_test(test_board__board_limit_keeps_frontier_inside),
        cmocka_unit_test(test_board__baobab_meeple_comes_home),
        cmocka_unit_test(test_board__bounds_by_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
