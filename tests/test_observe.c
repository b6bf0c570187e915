/* SPDX-License-Identifier: MIT */
/* Observations: on positions of random games (2 to 5 seats, every viewer,
 * windows that hold the board, cut it or exceed it), every plane and the
 * vector equal what the public queries say, rebuilt here cell by cell
 * (tiles, features, slots, meeples, rangers, pools, legal `place` moves for
 * "fits", the history for the stack); plane sums are compared first so that
 * a failure names its plane. The checks read safari_game_observe() with
 * the base layout, as floats and as bytes (the floats capped), and the
 * deprecated safari_game_observation() it replaced, value for value. The
 * documented sizes hold; the planes' names at run time match the header's
 * groups; a short buffer gets the first entries; bad input changes
 * nothing. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static safari_move moves[SAFARI_MAX_MOVES];
static uint32_t weights[SAFARI_MAX_MOVES];

/* The layout the queries rebuild: 0.2.0's, as floats and as bytes. */
static const safari_observation_options base_floats = {sizeof base_floats, SAFARI_OBS_FLOAT32,
                                                       SAFARI_OBS_LAYOUT_BASE};
static const safari_observation_options base_bytes = {sizeof base_bytes, SAFARI_OBS_UINT8,
                                                      SAFARI_OBS_LAYOUT_BASE};

SAFARI_TEST_DEPRECATED_BEGIN
/* The deprecated call (a wrapper until 1.0) gives what the new call gives. */
static void expect_deprecated_equal(const safari_game *g, const safari_window *w,
                                    int32_t viewer, const float *got, size_t n, float *old)
{
    uint32_t planes = 0, vector = 0, p2 = 0, v2 = 0;
    size_t count = 0;
    assert_int_equal(safari_game_observation_size(g, w, &planes, &vector), SAFARI_OK);
    assert_int_equal(safari_game_observation_shape(g, w, &base_floats, &p2, &v2), SAFARI_OK);
    assert_int_equal(planes, p2);
    assert_int_equal(vector, v2);
    assert_int_equal(safari_game_observation(g, w, viewer, old, n, &count), SAFARI_OK);
    assert_int_equal(count, n);
    assert_memory_equal(old, got, n * sizeof *old);
}
SAFARI_TEST_DEPRECATED_END

/* The tile set's faces in order with their copies: the outcomes of the
 * first tile draw of a new game, when every face is in the stack. */
typedef struct faces {
    size_t n;
    safari_move draw[SAFARI_MAX_LAND_TILES];
    uint32_t copies[SAFARI_MAX_LAND_TILES];
} faces;

static void faces_of(const safari_options *o, faces *out)
{
    safari_game *g = NULL;
    safari_decision d;
    safari_move m;
    test_rng r = {1};
    assert_int_equal(safari_game_new(&g, o), SAFARI_OK);
    while (safari_game_decision(g, &d) == SAFARI_OK && d.kind != SAFARI_DECISION_DRAW) {
        assert_true(test_pick_move(g, &r, &m));
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    assert_int_equal(safari_game_outcomes(g, moves, weights, SAFARI_MAX_MOVES, &out->n), SAFARI_OK);
    for (size_t i = 0; i < out->n; i++) {
        out->draw[i] = moves[i];
        out->copies[i] = weights[i];
    }
    safari_game_free(g);
}

static size_t face_index(const faces *f, const safari_move *draw)
{
    for (size_t i = 0; i < f->n; i++)
        if (f->draw[i].tile == draw->tile && f->draw[i].index == draw->index)
            return i;
    fail_msg("a draw of no face");
    return 0;
}

typedef struct view {
    const safari_window *w;
    float *e;
    size_t cells, vector;
    int32_t viewer, seats;
} view;

static int64_t cell(const view *v, int32_t x, int32_t y)
{
    if (x < v->w->x0 || x >= v->w->x0 + v->w->width || y < v->w->y0 ||
        y >= v->w->y0 + v->w->height)
        return -1;
    return (int64_t)(y - v->w->y0) * v->w->width + (x - v->w->x0);
}

static float *at(const view *v, int plane, int64_t c)
{
    return &v->e[(size_t)plane * v->cells + (size_t)c];
}

static void expect_tiles(const safari_game *g, const view *v)
{
    for (size_t i = 0; i < safari_game_tile_count(g); i++) {
        safari_tile_info t;
        assert_int_equal(safari_game_tile(g, i, &t), SAFARI_OK);
        int64_t c = cell(v, t.x, t.y);
        if (c < 0)
            continue;
        *at(v, SAFARI_OBS_P_TILE, c) += 1;
        for (int d = 0; d < 4; d++) {
            safari_feature_info f;
            if (t.sides[d] == 't')
                *at(v, SAFARI_OBS_P_TRAIL + d, c) += 1;
            if (t.sides[d] == 'b')
                *at(v, SAFARI_OBS_P_BUSH + d, c) += 1;
            if (safari_game_feature_at(g, t.x, t.y, d, &f) == SAFARI_OK)
                *at(v, SAFARI_OBS_P_OPEN + d, c) += (float)f.open_sides;
        }
        for (int j = 0; j < t.features; j++) {
            safari_tile_feature f;
            assert_int_equal(safari_game_tile_feature(g, t.x, t.y, j, &f), SAFARI_OK);
            for (int s = 0; s < SAFARI_SPECIES; s++)
                *at(v, SAFARI_OBS_P_ANIMALS + s, c) += (float)f.animals[s];
            *at(v, SAFARI_OBS_P_BIRDS, c) += (float)f.birds;
        }
        *at(v, SAFARI_OBS_P_BAOBAB, c) += t.baobab;
        for (int corner = 0; corner < 4; corner++) {
            safari_slot_info s;
            assert_int_equal(safari_game_slot(g, t.x, t.y, corner, &s), SAFARI_OK);
            if (s.species != SAFARI_NO_SPECIES)
                *at(v, SAFARI_OBS_P_TOKENS + 5 * corner + s.species, c) += 1;
        }
    }
}

static void expect_pieces(const safari_game *g, const view *v)
{
    for (int32_t s = 0; s < v->seats; s++)
        for (int32_t i = 0; i < SAFARI_MEEPLES; i++) {
            safari_meeple_info m;
            assert_int_equal(safari_game_meeple(g, s, i, &m), SAFARI_OK);
            int64_t c = m.where == SAFARI_AT_SUPPLY ? -1 : cell(v, m.x, m.y);
            if (c >= 0)
                *at(v, SAFARI_OBS_P_MEEPLES + (s - v->viewer + v->seats) % v->seats, c) += 1;
        }
    for (int32_t r = 0; r < SAFARI_RANGERS; r++) {
        int32_t x, y;
        int64_t c = safari_game_ranger(g, r, &x, &y) == SAFARI_OK ? cell(v, x, y) : -1;
        if (c >= 0)
            *at(v, SAFARI_OBS_P_RANGERS + r, c) += 1;
    }
    size_t n;
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    for (size_t i = 0; i < n; i++) {
        int64_t c = moves[i].kind == SAFARI_MOVE_PLACE ? cell(v, moves[i].x, moves[i].y) : -1;
        if (c >= 0)
            *at(v, SAFARI_OBS_P_FITS, c) = 1; /* a cell, whatever the rotations */
    }
}

static void expect_vector(const safari_game *g, const view *v, const faces *f)
{
    float *e = v->e + v->vector;
    for (int32_t s = 0; s < v->seats; s++) {
        safari_seat_info si;
        int k = (s - v->viewer + v->seats) % v->seats;
        assert_int_equal(safari_game_seat(g, s, &si), SAFARI_OK);
        e[SAFARI_OBS_V_SCORES + k] = (float)si.score;
        e[SAFARI_OBS_V_MEEPLES + k] = (float)si.meeples;
        for (int sp = 0; sp < SAFARI_SPECIES; sp++)
            e[SAFARI_OBS_V_SUPPLY + 5 * k + sp] = (float)si.tokens[sp];
    }
    safari_pool_info p;
    assert_int_equal(safari_game_pools(g, &p), SAFARI_OK);
    for (int sp = 0; sp < SAFARI_SPECIES; sp++) {
        e[SAFARI_OBS_V_BAG + sp] = (float)p.bag[sp];
        e[SAFARI_OBS_V_DISCARD + sp] = (float)p.discard[sp];
    }
    e[SAFARI_OBS_V_DISCARDED_TILES] = (float)p.discarded_tiles;
    e[SAFARI_OBS_V_SEATS] = (float)p.seats;
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    e[SAFARI_OBS_V_DECISION + d.kind] = 1;
    if (d.to_move >= 0)
        e[SAFARI_OBS_V_TO_MOVE + (d.to_move - v->viewer + v->seats) % v->seats] = 1;
    /* The stack: every copy of a face, less its draws so far. */
    float *stack = e + SAFARI_OBS_VECTOR_FIXED, *hand = stack + f->n;
    for (size_t i = 0; i < f->n; i++)
        stack[i] = (float)f->copies[i];
    size_t last_draw = f->n;
    for (size_t i = 0; i < safari_game_history_length(g); i++) {
        safari_move m;
        assert_int_equal(safari_game_history_move(g, i, &m), SAFARI_OK);
        if (m.kind == SAFARI_MOVE_DRAW) {
            last_draw = face_index(f, &m);
            stack[last_draw] -= 1;
        }
    }
    if (d.kind == SAFARI_DECISION_PLACE)
        hand[last_draw] = 1;
}

/* Compares one observation with the one rebuilt from the queries. */
static void check_observation(const safari_game *g, const safari_window *w, int32_t viewer,
                              const faces *f, float *got, float *want)
{
    uint32_t planes, vector;
    size_t count = 0;
    safari_pool_info p;
    assert_int_equal(safari_game_pools(g, &p), SAFARI_OK);
    assert_int_equal(safari_game_observation_shape(g, w, &base_floats, &planes, &vector),
                     SAFARI_OK);
    view v = {w, want, (size_t)w->width * (size_t)w->height, 0, viewer, p.seats};
    v.vector = planes * v.cells;
    size_t n = v.vector + vector;
    memset(want, 0, n * sizeof *want);
    expect_tiles(g, &v);
    expect_pieces(g, &v);
    expect_vector(g, &v, f);
    assert_int_equal(safari_game_observe(g, w, viewer, &base_floats, got, n, &count), SAFARI_OK);
    assert_int_equal(count, n);
    for (uint32_t pl = 0; pl < planes; pl++) {
        double sg = 0, sw = 0;
        for (size_t c = 0; c < v.cells; c++) {
            sg += got[pl * v.cells + c];
            sw += want[pl * v.cells + c];
        }
        if (sg != sw)
            fail_msg("plane %u sums to %g, the queries say %g", pl, sg, sw);
    }
    for (size_t i = 0; i < n; i++)
        if (got[i] != want[i])
            fail_msg("entry %zu (plane %zu) is %g, the queries say %g", i,
                     i / v.cells, (double)got[i], (double)want[i]);
    /* the bytes: each float capped at 255 */
    uint8_t *bytes = (uint8_t *)want;
    assert_int_equal(safari_game_observe(g, w, viewer, &base_bytes, bytes, n, &count), SAFARI_OK);
    assert_int_equal(count, n);
    for (size_t i = 0; i < n; i++)
        if (bytes[i] != (got[i] > 255.0f ? 255 : (uint8_t)got[i]))
            fail_msg("byte %zu is %u, the float %g", i, bytes[i], (double)got[i]);
    expect_deprecated_equal(g, w, viewer, got, n, want);
}

static void test_observe__planes_and_vector_equal_the_queries(void **state)
{
    (void)state;
    enum { MAXF = SAFARI_OBS_CELL_PLANES * 40 * 40 + SAFARI_OBS_VECTOR_FIXED + 400 };
    float *got = malloc(MAXF * sizeof(float)), *want = malloc(MAXF * sizeof(float));
    assert_non_null(got);
    assert_non_null(want);
    size_t positions = 0, meeples_seen = 0, fits_seen = 0, tokens_seen = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        safari_options o = test_varied_options(seed, 4);
        faces f;
        faces_of(&o, &f);
        safari_game *g = NULL;
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        test_rng r = {seed * 77};
        safari_move m;
        do {
            safari_window board, cut = {-2, -1, 4, 3}, big = {-20, -20, 40, 40};
            assert_int_equal(safari_game_board_window(g, &board), SAFARI_OK);
            if (board.width > 40 || board.height > 40)
                board = big;
            int32_t viewer = (int32_t)(positions % (size_t)o.seats);
            check_observation(g, &board, viewer, &f, got, want);
            size_t cells = (size_t)board.width * (size_t)board.height;
            for (size_t c = 0; c < cells; c++) {
                meeples_seen += got[SAFARI_OBS_P_MEEPLES * cells + c] != 0;
                fits_seen += got[SAFARI_OBS_P_FITS * cells + c] != 0;
                for (int k = 0; k < 20; k++)
                    tokens_seen += got[(SAFARI_OBS_P_TOKENS + (size_t)k) * cells + c] != 0;
            }
            if (positions % 7 == 0) {
                check_observation(g, &cut, (viewer + 1) % o.seats, &f, got, want);
                check_observation(g, &big, viewer, &f, got, want);
            }
            positions++;
        } while (test_pick_move(g, &r, &m) && safari_game_apply(g, &m) == SAFARI_OK);
        safari_game_free(g);
    }
    /* The positions exercised the planes that start empty. */
    assert_true(positions > 1000);
    assert_true(meeples_seen > 100);
    assert_true(fits_seen > 100);
    assert_true(tokens_seen > 100);
    free(got);
    free(want);
}

/* The sizes are the documented functions of the window and the tile set. */
static void test_observe__sizes_are_the_documented_ones(void **state)
{
    (void)state;
    safari_game *g = NULL;
    safari_tileset_info ti;
    uint32_t planes = 0, vector = 0;
    size_t count = 0;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    assert_int_equal(safari_tileset_counts(safari_game_tileset(g), &ti), SAFARI_OK);
    safari_window w = {-2, 3, 5, 4};
    assert_int_equal(safari_game_observation_shape(g, &w, &base_bytes, &planes, &vector),
                     SAFARI_OK);
    /* 1 tile + 4 trail + 4 bush + 4 open + 5 animals + birds + baobab +
     * 5 meeples + 20 tokens + 2 rangers + fits */
    assert_int_equal(planes, 48);
    /* 5 scores + 25 supplies + 5 meeples + 5 bag + 5 discard + discarded
     * tiles + seats + 7 decisions + 5 to move, then stack and hand */
    assert_int_equal(vector, 59 + 2 * ti.faces);
    assert_int_equal(safari_game_observe(g, &w, 0, &base_floats, NULL, 0, &count), SAFARI_EBUFS);
    assert_int_equal(count, 48 * 20 + 59 + 2 * (size_t)ti.faces);
    /* the default (NULL) and the extended layout: one more plane, the
     * placed tile's face and its 4 rotations */
    safari_observation_options placed = SAFARI_OBSERVATION_OPTIONS_INIT;
    assert_int_equal(placed.layout, SAFARI_OBS_LAYOUT_PLACED);
    assert_int_equal(placed.format, SAFARI_OBS_FLOAT32);
    assert_int_equal(safari_game_observation_shape(g, &w, NULL, &planes, &vector), SAFARI_OK);
    assert_int_equal(planes, 49);
    assert_int_equal(vector, 59 + 3 * ti.faces + 4);
    placed.format = SAFARI_OBS_UINT8;
    assert_int_equal(safari_game_observe(g, &w, 0, &placed, NULL, 0, &count), SAFARI_EBUFS);
    assert_int_equal(count, 49 * 20 + 59 + 3 * (size_t)ti.faces + 4);
    safari_game_free(g);
}

/* A short buffer holds the first floats of the whole observation. */
static void test_observe__short_buffer_gets_the_first_floats(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    test_rng r = {5};
    test_play_random(g, &r, 60);
    safari_window w;
    size_t n = 0, count = 0;
    assert_int_equal(safari_game_board_window(g, &w), SAFARI_OK);
    assert_int_equal(safari_game_observe(g, &w, 1, &base_floats, NULL, 0, &n), SAFARI_EBUFS);
    float *full = malloc(n * sizeof *full), *part = malloc(n * sizeof *part);
    uint8_t *full8 = malloc(n), *part8 = malloc(n);
    assert_non_null(full);
    assert_non_null(part);
    assert_non_null(full8);
    assert_non_null(part8);
    assert_int_equal(safari_game_observe(g, &w, 1, &base_floats, full, n, &count), SAFARI_OK);
    assert_int_equal(safari_game_observe(g, &w, 1, &base_bytes, full8, n, &count), SAFARI_OK);
    for (size_t cap = 1; cap < n; cap += n / 7 + 1) {
        for (size_t i = 0; i < n; i++)
            part[i] = -1.0f;
        memset(part8, 0xEE, n);
        assert_int_equal(safari_game_observe(g, &w, 1, &base_floats, part, cap, &count),
                         SAFARI_EBUFS);
        assert_int_equal(count, n);
        assert_memory_equal(part, full, cap * sizeof *part);
        for (size_t i = cap; i < n; i++)
            assert_true(part[i] == -1.0f);
        count = 0;
        assert_int_equal(safari_game_observe(g, &w, 1, &base_bytes, part8, cap, &count),
                         SAFARI_EBUFS);
        assert_int_equal(count, n);
        assert_memory_equal(part8, full8, cap);
        for (size_t i = cap; i < n; i++)
            assert_int_equal(part8[i], 0xEE);
    }
    free(full);
    free(part);
    free(full8);
    free(part8);
    safari_game_free(g);
}

static void test_observe__bad_input_changes_nothing(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    uint64_t before = safari_game_hash(g);
    safari_window ok = {0, 0, 2, 2}, zero = {0, 0, 0, 2}, huge = {0, 0, 2, 513};
    float buf[400];
    for (size_t i = 0; i < 400; i++)
        buf[i] = 7.0f;
    size_t count = 9;
    uint32_t planes = 3, vector = 4;
    const safari_observation_options *o = &base_floats;
    assert_int_equal(safari_game_observe(NULL, &ok, 0, o, buf, 400, &count), SAFARI_EINVAL);
    assert_int_equal(safari_game_observe(g, NULL, 0, o, buf, 400, &count), SAFARI_EINVAL);
    assert_int_equal(safari_game_observe(g, &ok, 0, o, buf, 400, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_observe(g, &ok, 0, o, NULL, 400, &count), SAFARI_EINVAL);
    assert_int_equal(safari_game_observe(g, &zero, 0, o, buf, 400, &count), SAFARI_EINVAL);
    assert_int_equal(safari_game_observe(g, &huge, 0, o, buf, 400, &count), SAFARI_EINVAL);
    assert_int_equal(safari_game_observe(g, &ok, -1, o, buf, 400, &count), SAFARI_EINVAL);
    assert_int_equal(safari_game_observe(g, &ok, 2, o, buf, 400, &count), SAFARI_EINVAL);
    assert_int_equal(safari_game_observation_shape(NULL, &ok, o, &planes, &vector),
                     SAFARI_EINVAL);
    assert_int_equal(safari_game_observation_shape(g, &huge, o, &planes, &vector),
                     SAFARI_EINVAL);
    assert_int_equal(safari_game_observation_shape(g, &ok, o, NULL, &vector), SAFARI_EINVAL);
    assert_int_equal(safari_game_observation_shape(g, &ok, o, &planes, NULL), SAFARI_EINVAL);
    /* options of no version, format or layout of this one */
    safari_observation_options bad[] = {
        {0, SAFARI_OBS_FLOAT32, SAFARI_OBS_LAYOUT_BASE},
        {sizeof bad[0] - 1, SAFARI_OBS_FLOAT32, SAFARI_OBS_LAYOUT_BASE},
        {sizeof bad[0] + 4, SAFARI_OBS_FLOAT32, SAFARI_OBS_LAYOUT_BASE},
        {sizeof bad[0], 2, SAFARI_OBS_LAYOUT_BASE},
        {sizeof bad[0], SAFARI_OBS_FLOAT32, 0},
        {sizeof bad[0], SAFARI_OBS_UINT8, 3},
    };
    safari_observation_plane_info info = SAFARI_OBSERVATION_PLANE_INFO_INIT;
    info.plane = 77;
    safari_observation_entry_info entry = SAFARI_OBSERVATION_ENTRY_INFO_INIT;
    entry.entry = 77;
    entry.name[0] = 'x';
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(safari_game_observe(g, &ok, 0, &bad[i], buf, 400, &count),
                         SAFARI_EINVAL);
        assert_int_equal(safari_game_observation_shape(g, &ok, &bad[i], &planes, &vector),
                         SAFARI_EINVAL);
        assert_int_equal(safari_observation_plane(&bad[i], 0, &info), SAFARI_EINVAL);
        assert_int_equal(safari_game_observation_entry(g, &bad[i], 0, &entry), SAFARI_EINVAL);
    }
    /* floats where no float can be: the buffer's second byte */
    assert_int_equal(safari_game_observe(g, &ok, 0, o, (char *)buf + 1, 399, &count),
                     SAFARI_EINVAL);
    /* a plane description of no version; no such plane */
    safari_observation_plane_info small = info;
    small.size = sizeof small - 1;
    assert_int_equal(safari_observation_plane(NULL, 0, &small), SAFARI_EINVAL);
    assert_int_equal(safari_observation_plane(NULL, 0, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_observation_plane(o, 48, &info), SAFARI_ENOTFOUND);
    assert_int_equal(safari_observation_plane(NULL, 49, &info), SAFARI_ENOTFOUND);
    assert_int_equal(safari_observation_plane(NULL, UINT32_MAX, &info), SAFARI_ENOTFOUND);
    assert_int_equal(info.plane, 77);
    assert_null(info.name);
    /* a vector entry: no game, no struct, one of no version; no such entry */
    const uint32_t beyond = SAFARI_OBS_VECTOR_FIXED + 3 * SAFARI_MAX_LAND_TILES + 4;
    safari_observation_entry_info small_entry = entry;
    small_entry.size = sizeof small_entry - 1;
    assert_int_equal(safari_game_observation_entry(g, NULL, 0, &small_entry), SAFARI_EINVAL);
    assert_int_equal(safari_game_observation_entry(NULL, NULL, 0, &entry), SAFARI_EINVAL);
    assert_int_equal(safari_game_observation_entry(g, NULL, 0, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_game_observation_entry(g, NULL, beyond, &entry), SAFARI_ENOTFOUND);
    assert_int_equal(safari_game_observation_entry(g, NULL, UINT32_MAX, &entry),
                     SAFARI_ENOTFOUND);
    assert_int_equal(entry.entry, 77);
    assert_string_equal(entry.name, "x");
    assert_null(entry.group);
    assert_int_equal(small_entry.entry, 77);
    assert_string_equal(small_entry.name, "x");
    assert_int_equal(small.plane, 77);
    assert_int_equal(count, 9);
    assert_int_equal(planes, 3);
    assert_int_equal(vector, 4);
    for (size_t i = 0; i < 400; i++)
        assert_true(buf[i] == 7.0f);
    assert_true(safari_game_hash(g) == before);
    safari_game_free(g);
}

/* The planes named at run time: as many names as the shape's planes, each
 * unique and inside its group, the groups starting at the header's
 * SAFARI_OBS_P_* values, the base layout the extended one's first 48. */
static void test_observe__planes_are_named_at_run_time(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    safari_window w = {0, 0, 3, 3};
    const safari_observation_options *layouts[] = {&base_floats, NULL};
    const char *names[SAFARI_OBS_EX_PLANES] = {0};
    for (size_t l = 0; l < 2; l++) {
        uint32_t planes = 0, vector = 0, named = 0;
        assert_int_equal(safari_game_observation_shape(g, &w, layouts[l], &planes, &vector),
                         SAFARI_OK);
        safari_observation_plane_info info = SAFARI_OBSERVATION_PLANE_INFO_INIT;
        while (safari_observation_plane(layouts[l], named, &info) == SAFARI_OK) {
            assert_int_equal(info.size, sizeof info);
            assert_int_equal(info.plane, named);
            assert_true(info.group_first <= named &&
                        named < info.group_first + info.group_planes);
            size_t glen = strlen(info.group);
            assert_int_equal(strncmp(info.name, info.group, glen), 0);
            assert_true(info.name[glen] == '\0' || info.name[glen] == '_');
            assert_true(strlen(info.description) > 10);
            if (l == 0)
                names[named] = info.name;
            else if (named < SAFARI_OBS_CELL_PLANES)
                assert_string_equal(info.name, names[named]);
            else
                names[named] = info.name;
            named++;
        }
        assert_int_equal(named, planes);
    }
    for (size_t i = 0; i < SAFARI_OBS_EX_PLANES; i++)
        for (size_t j = 0; j < i; j++)
            assert_string_not_equal(names[i], names[j]);
    /* Each group at the header's first plane, the names written by hand
     * from its comments (sides N E S W, corners NE SE SW NW, species A E G L Z). */
    static const struct {
        uint32_t plane, first, count;
        const char *name, *group;
    } want[] = {
        {0, SAFARI_OBS_P_TILE, 1, "tile", "tile"},
        {2, SAFARI_OBS_P_TRAIL, 4, "trail_e", "trail"},
        {8, SAFARI_OBS_P_BUSH, 4, "bush_w", "bush"},
        {11, SAFARI_OBS_P_OPEN, 4, "open_s", "open"},
        {17, SAFARI_OBS_P_ANIMALS, 5, "animals_zebra", "animals"},
        {18, SAFARI_OBS_P_BIRDS, 1, "birds", "birds"},
        {19, SAFARI_OBS_P_BAOBAB, 1, "baobab", "baobab"},
        {21, SAFARI_OBS_P_MEEPLES, 5, "meeples_1", "meeples"},
        {25, SAFARI_OBS_P_TOKENS, 20, "token_ne_ape", "token"},
        {33, SAFARI_OBS_P_TOKENS, 20, "token_se_lion", "token"},
        {44, SAFARI_OBS_P_TOKENS, 20, "token_nw_zebra", "token"},
        {46, SAFARI_OBS_P_RANGERS, 2, "ranger_1", "ranger"},
        {47, SAFARI_OBS_P_FITS, 1, "fits", "fits"},
        {48, SAFARI_OBS_P_PLACED, 1, "placed", "placed"},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        safari_observation_plane_info info = SAFARI_OBSERVATION_PLANE_INFO_INIT;
        assert_int_equal(safari_observation_plane(NULL, want[i].plane, &info), SAFARI_OK);
        assert_string_equal(info.name, want[i].name);
        assert_string_equal(info.group, want[i].group);
        assert_int_equal(info.group_first, want[i].first);
        assert_int_equal(info.group_planes, want[i].count);
    }
    /* a caller's struct built by a later version, longer: the library
     * writes only its own fields */
    struct {
        safari_observation_plane_info info;
        uint32_t later;
    } longer;
    memset(&longer, 0xAB, sizeof longer);
    longer.info.size = sizeof longer;
    assert_int_equal(safari_observation_plane(NULL, 1, &longer.info), SAFARI_OK);
    assert_int_equal(longer.info.size, sizeof longer);
    assert_string_equal(longer.info.name, "trail_n");
    assert_int_equal(longer.later, 0xABABABABu);
    safari_game_free(g);
}

/* The index of a vector entry by name in a layout, or UINT32_MAX. */
static uint32_t entry_named(const safari_game *g, const safari_observation_options *o,
                            const char *name)
{
    safari_observation_entry_info info = SAFARI_OBSERVATION_ENTRY_INFO_INIT;
    for (uint32_t e = 0; safari_game_observation_entry(g, o, e, &info) == SAFARI_OK; e++)
        if (strcmp(info.name, name) == 0)
            return e;
    return UINT32_MAX;
}

/* The vector's entries named at run time: as many as the shape's vector,
 * each unique and inside its group, the base layout the extended one's
 * first; a dozen names written by hand from the SAFARI_OBS_V_* comments;
 * and the names point at the values the observation holds. */
static void test_observe__vector_entries_are_named_at_run_time(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    safari_tileset_info ts;
    assert_int_equal(safari_tileset_counts(safari_game_tileset(g), &ts), SAFARI_OK);
    const uint32_t F = (uint32_t)ts.faces, V = SAFARI_OBS_VECTOR_FIXED;
    safari_window w = {0, 0, 3, 3};
    const safari_observation_options *layouts[] = {&base_floats, NULL};
    enum { MOST = SAFARI_OBS_VECTOR_FIXED + 3 * SAFARI_MAX_LAND_TILES + 4 };
    static char names[MOST][32];
    uint32_t vectors[2] = {0, 0};
    for (size_t l = 0; l < 2; l++) {
        uint32_t planes = 0, named = 0;
        assert_int_equal(safari_game_observation_shape(g, &w, layouts[l], &planes, &vectors[l]),
                         SAFARI_OK);
        safari_observation_entry_info info = SAFARI_OBSERVATION_ENTRY_INFO_INIT;
        while (safari_game_observation_entry(g, layouts[l], named, &info) == SAFARI_OK) {
            assert_true(named < MOST);
            assert_int_equal(info.size, sizeof info);
            assert_int_equal(info.entry, named);
            assert_true(info.group_first <= named &&
                        named < info.group_first + info.group_entries);
            size_t glen = strlen(info.group);
            assert_int_equal(strncmp(info.name, info.group, glen), 0);
            assert_true(info.name[glen] == '\0' || info.name[glen] == '_');
            assert_true(strlen(info.description) > 10);
            if (l == 1 && named < vectors[0])
                assert_string_equal(info.name, names[named]);
            else
                memcpy(names[named], info.name, sizeof info.name);
            named++;
        }
        assert_int_equal(named, vectors[l]);
    }
    assert_int_equal(vectors[0], V + 2 * F);
    assert_int_equal(vectors[1], V + 3 * F + 4);
    for (size_t i = 0; i < vectors[1]; i++)
        for (size_t j = 0; j < i; j++)
            assert_string_not_equal(names[i], names[j]);
    /* By hand from the header: relative seat k, species A E G L Z, the
     * decision kinds in ::safari_decision_kind order, then per face f. */
    const struct {
        uint32_t entry, first, count;
        const char *name, *group;
    } want[] = {
        {0, SAFARI_OBS_V_SCORES, 5, "score_0", "score"},
        {4, SAFARI_OBS_V_SCORES, 5, "score_4", "score"},
        {5, SAFARI_OBS_V_SUPPLY, 25, "supply_0_ape", "supply"},
        {13, SAFARI_OBS_V_SUPPLY, 25, "supply_1_lion", "supply"},
        {29, SAFARI_OBS_V_SUPPLY, 25, "supply_4_zebra", "supply"},
        {32, SAFARI_OBS_V_MEEPLES, 5, "meeples_2", "meeples"},
        {36, SAFARI_OBS_V_BAG, 5, "bag_elephant", "bag"},
        {42, SAFARI_OBS_V_DISCARD, 5, "discard_giraffe", "discard"},
        {45, SAFARI_OBS_V_DISCARDED_TILES, 1, "discarded_tiles", "discarded_tiles"},
        {46, SAFARI_OBS_V_SEATS, 1, "seats", "seats"},
        {49, SAFARI_OBS_V_DECISION, 7, "decision_place", "decision"},
        {53, SAFARI_OBS_V_DECISION, 7, "decision_end", "decision"},
        {58, SAFARI_OBS_V_TO_MOVE, 5, "to_move_4", "to_move"},
        {V, V, F, "stack_0", "stack"},
        {V + F + 17, V + F, F, "hand_17", "hand"},
        {V + 2 * F + F - 1, V + 2 * F, F, NULL, "placed"},
        {V + 3 * F + 3, V + 3 * F, 4, "placed_rotation_3", "placed_rotation"},
    };
    char last_placed[32];
    snprintf(last_placed, sizeof last_placed, "placed_%u", (unsigned)(F - 1));
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        safari_observation_entry_info info = SAFARI_OBSERVATION_ENTRY_INFO_INIT;
        assert_int_equal(safari_game_observation_entry(g, NULL, want[i].entry, &info),
                         SAFARI_OK);
        assert_string_equal(info.name, want[i].name ? want[i].name : last_placed);
        assert_string_equal(info.group, want[i].group);
        assert_int_equal(info.group_first, want[i].first);
        assert_int_equal(info.group_entries, want[i].count);
    }
    /* the names say where the observation's values are: two seats, the
     * pending decision's kind */
    static const char *const kind_names[] = {"decision_draw",  "decision_token",
                                             "decision_place", "decision_action",
                                             "decision_boost", "decision_park",
                                             "decision_end"};
    safari_decision d;
    assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
    assert_true(d.kind >= 0 && d.kind <= SAFARI_DECISION_END);
    static float obs[SAFARI_OBS_EX_PLANES * 9 + MOST];
    size_t count = 0;
    assert_int_equal(safari_game_observe(g, &w, 0, NULL, obs, sizeof obs / sizeof obs[0], &count),
                     SAFARI_OK);
    const float *vec = obs + SAFARI_OBS_EX_PLANES * 9;
    assert_true(vec[entry_named(g, NULL, "seats")] == 2.0f);
    for (int32_t k = 0; k <= SAFARI_DECISION_END; k++)
        assert_true(vec[entry_named(g, NULL, kind_names[k])] == (k == d.kind ? 1.0f : 0.0f));
    assert_true(entry_named(g, &base_floats, "placed_0") == UINT32_MAX);
    /* a caller's struct built by a later version, longer: the library
     * writes only its own fields */
    struct {
        safari_observation_entry_info info;
        uint32_t later;
    } longer;
    memset(&longer, 0xAB, sizeof longer);
    longer.info.size = sizeof longer;
    assert_int_equal(safari_game_observation_entry(g, NULL, 1, &longer.info), SAFARI_OK);
    assert_int_equal(longer.info.size, sizeof longer);
    assert_string_equal(longer.info.name, "score_1");
    assert_int_equal(longer.later, 0xABABABABu);
    safari_game_free(g);
}

/* A tile set of one face: fewer faces than rotations, so the placed
 * tile's rotations follow the per-face groups of one entry each
 * (59 + 3 x 1 + 4 entries; names by hand). */
static void test_observe__one_face_names_its_entries(void **state)
{
    (void)state;
    static const char one_face[] = "01 2 ssss ; - ; -\nstart 0 0 ssss ; -\nrangers 5 5 5 6\n";
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_load(&ts, one_face, strlen(one_face), NULL, NULL), SAFARI_OK);
    safari_options o;
    memset(&o, 0, sizeof o);
    o.tileset = ts;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    static const char *const want[] = {"stack_0",           "hand_0",
                                       "placed_0",          "placed_rotation_0",
                                       "placed_rotation_1", "placed_rotation_2",
                                       "placed_rotation_3"};
    safari_observation_entry_info info = SAFARI_OBSERVATION_ENTRY_INFO_INIT;
    for (uint32_t i = 0; i < 7; i++) {
        assert_int_equal(safari_game_observation_entry(g, NULL, SAFARI_OBS_VECTOR_FIXED + i, &info),
                         SAFARI_OK);
        assert_string_equal(info.name, want[i]);
        assert_int_equal(info.group_first, SAFARI_OBS_VECTOR_FIXED + (i < 3 ? i : 3));
        assert_int_equal(info.group_entries, i < 3 ? 1 : 4);
    }
    assert_int_equal(safari_game_observation_entry(g, NULL, SAFARI_OBS_VECTOR_FIXED + 7, &info),
                     SAFARI_ENOTFOUND);
    assert_int_equal(safari_game_observation_entry(g, &base_floats, SAFARI_OBS_VECTOR_FIXED + 2,
                                                   &info),
                     SAFARI_ENOTFOUND);
    safari_window w = {0, 0, 1, 1};
    uint32_t planes = 0, vector = 0;
    assert_int_equal(safari_game_observation_shape(g, &w, NULL, &planes, &vector), SAFARI_OK);
    assert_int_equal(vector, SAFARI_OBS_VECTOR_FIXED + 7);
    safari_game_free(g);
    safari_tileset_free(ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_observe__planes_and_vector_equal_the_queries),
        cmocka_unit_test(test_observe__sizes_are_the_documented_ones),
        cmocka_unit_test(test_observe__short_buffer_gets_the_first_floats),
        cmocka_unit_test(test_observe__bad_input_changes_nothing),
        cmocka_unit_test(test_observe__planes_are_named_at_run_time),
        cmocka_unit_test(test_observe__vector_entries_are_named_at_run_time),
        cmocka_unit_test(test_observe__one_face_names_its_entries),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
