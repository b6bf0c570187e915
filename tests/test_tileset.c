/* SPDX-License-Identifier: MIT */
/* The tile-set parser, its derived tables and the tile-set API. */
#include "count_alloc.h"
#include "testutil.h"

#include "tileset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Helpers                                                                   */

static safari_tileset *load_default(void)
{
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_new_default(&ts, NULL), SAFARI_OK);
    assert_non_null(ts);
    return ts;
}

static int load_text(const char *text, safari_tileset **out, safari_diag *diag)
{
    return safari_tileset_load(out, text, strlen(text), NULL, diag);
}

/* Index in types[] of the land type with this id. */
static int type_index(const safari_tileset *ts, int id)
{
    for (int i = 0; i < ts->ntypes; i++)
        if (ts->types[i].id == id)
            return i;
    fail_msg("no type %02d", id);
    return -1;
}

static void sides_of_code(uint8_t code, char out[5])
{
    for (int d = 0; d < 4; d++)
        out[d] = "stb?"[(code >> (2 * d)) & 3];
    out[4] = '\0';
}

/* A small valid set; the malformed cases each change one line of it. */
#define LAND "01 1 ssss ; -\n"
#define START "start 0 0 ssss ; -\n"
#define RANGERS "rangers 1 0 2 0\n"

/* ------------------------------------------------------------------------ */
/* The default set                                                           */

static void test_tileset__default_counts(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    safari_tileset_info info;
    assert_int_equal(safari_tileset_counts(ts, &info), SAFARI_OK);
    assert_int_equal(info.types, 33);
    assert_int_equal(info.land_tiles, 72);
    assert_int_equal(info.faces, 63);
    assert_int_equal(info.start_cells, 3);
    assert_int_equal(ts->grid_bits, 7);
    assert_int_equal(safari_tileset_is_default(ts), 1);

    size_t len = 0;
    const char *text = safari_tileset_text(ts, &len);
    assert_int_equal(len, safari__default_tiles_len);
    assert_memory_equal(text, safari_tileset_default_text(), len);
    assert_int_equal(text[len], '\0');
    assert_int_equal(strlen(safari_tileset_default_text()), safari__default_tiles_len);

    /* types keep file order: ids 01..33 */
    int copies = 0;
    for (int i = 0; i < 33; i++) {
        safari_tile_type_info t;
        assert_int_equal(safari_tileset_type(ts, i, &t), SAFARI_OK);
        assert_int_equal(t.id, i + 1);
        copies += t.copies;
    }
    assert_int_equal(copies, 72);
    safari_tileset_free(ts);
}

static void test_tileset__default_types(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    safari_tile_type_info t;

    /* 14 3 btst bush:N/1 trail:EW ; A@N ; A@N,E@E ; Z@E,Z@E */
    assert_int_equal(safari_tileset_type(ts, 13, &t), SAFARI_OK);
    assert_int_equal(t.id, 14);
    assert_int_equal(t.copies, 3);
    assert_string_equal(t.sides, "btst");
    assert_int_equal(t.baobab, 0);
    assert_int_equal(t.features, 2);
    assert_int_equal(t.reserved, 0);
    int a14[SAFARI_SPECIES] = {2, 1, 0, 0, 2};
    assert_memory_equal(t.animals, a14, sizeof a14);
    assert_int_equal(t.birds, 1);

    /* 23 1 tbtb trail:NS bush:E/1 bush:W/0 ; A@E,E@W,E@N */
    assert_int_equal(safari_tileset_type(ts, 22, &t), SAFARI_OK);
    assert_int_equal(t.id, 23);
    assert_int_equal(t.copies, 1);
    assert_string_equal(t.sides, "tbtb");
    assert_int_equal(t.features, 3);
    int a23[SAFARI_SPECIES] = {1, 2, 0, 0, 0};
    assert_memory_equal(t.animals, a23, sizeof a23);
    assert_int_equal(t.birds, 1);

    /* 26 5 sstt trail:SW ; E@S,E@S ; E@S,G@S ; E@S,Z@S ; L@S,L@S ; L@S,Z@S */
    assert_int_equal(safari_tileset_type(ts, 25, &t), SAFARI_OK);
    assert_int_equal(t.id, 26);
    assert_int_equal(t.copies, 5);
    assert_string_equal(t.sides, "sstt");
    assert_int_equal(t.features, 1);
    int a26[SAFARI_SPECIES] = {0, 4, 1, 3, 2};
    assert_memory_equal(t.animals, a26, sizeof a26);
    assert_int_equal(t.birds, 0);

    /* 01 2 ssss baobab ; - ; - */
    assert_int_equal(safari_tileset_type(ts, 0, &t), SAFARI_OK);
    assert_int_equal(t.copies, 2);
    assert_string_equal(t.sides, "ssss");
    assert_int_equal(t.baobab, 1);
    assert_int_equal(t.features, 0);
    int none[SAFARI_SPECIES] = {0};
    assert_memory_equal(t.animals, none, sizeof none);

    /* 08 1 bbbb bush:NESW/2 ; A@N,A@N */
    assert_int_equal(safari_tileset_type(ts, 7, &t), SAFARI_OK);
    assert_int_equal(t.birds, 2);
    assert_int_equal(t.animals[SAFARI_APE], 2);
    safari_tileset_free(ts);
}

static void test_tileset__features(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    const ts_type *t = &ts->types[type_index(ts, 23)]; /* trail:NS bush:E/1 bush:W/0 */
    assert_int_equal(t->nfeatures, 3);
    assert_int_equal(t->features[0].kind, SAFARI_FEATURE_TRAIL);
    assert_int_equal(t->features[0].sides, 0x5);
    assert_int_equal(t->features[1].kind, SAFARI_FEATURE_BUSH);
    assert_int_equal(t->features[1].sides, 0x2);
    assert_int_equal(t->features[1].birds, 1);
    assert_int_equal(t->features[2].kind, SAFARI_FEATURE_BUSH);
    assert_int_equal(t->features[2].sides, 0x8);
    assert_int_equal(t->features[2].birds, 0);
    const uint8_t sides23[4] = {SIDE_TRAIL, SIDE_BUSH, SIDE_TRAIL, SIDE_BUSH};
    assert_memory_equal(t->sides, sides23, 4);

    /* A@E,E@W,E@N: the ape in bush E, one elephant in bush W, one on the trail */
    const ts_face *f = &ts->faces[t->first_face];
    assert_int_equal(t->nfaces, 1);
    assert_int_equal(f->animals[0][SAFARI_ELEPHANT], 1);
    assert_int_equal(f->animals[1][SAFARI_APE], 1);
    assert_int_equal(f->animals[2][SAFARI_ELEPHANT], 1);
    assert_int_equal(f->animals[0][SAFARI_APE] + f->animals[2][SAFARI_APE], 0);

    /* 02 bush:N/0 baobab: the baobab is not a local feature */
    t = &ts->types[type_index(ts, 2)];
    assert_int_equal(t->nfeatures, 1);
    assert_int_equal(t->baobab, 1);
    safari_tileset_free(ts);
}

/* ------------------------------------------------------------------------ */
/* Rotations                                                                 */

static void test_tileset__rotation_sides(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    const ts_type *t = &ts->types[type_index(ts, 7)]; /* tsts trail:NS */
    char s[5];
    static const char *const want[4] = {"tsts", "stst", "tsts", "stst"};
    for (int r = 0; r < 4; r++) {
        sides_of_code(t->orient[r].code, s);
        assert_string_equal(s, want[r]);
    }
    const ts_orient *o = &t->orient[1];
    assert_int_equal(o->feature_sides[0], 0xA); /* E and W */
    assert_int_equal(o->canonical[0], SAFARI_EAST);
    const uint8_t sf1[4] = {TS_NO_FEATURE, 0, TS_NO_FEATURE, 0};
    assert_memory_equal(o->side_feature, sf1, 4);

    /* 20 sstt trail:SW: rotation r shows unrotated side (d - r) mod 4 on d */
    t = &ts->types[type_index(ts, 20)];
    static const char *const want20[4] = {"sstt", "tsst", "ttss", "stts"};
    static const uint8_t canon20[4] = {SAFARI_SOUTH, SAFARI_NORTH, SAFARI_NORTH, SAFARI_EAST};
    for (int r = 0; r < 4; r++) {
        sides_of_code(t->orient[r].code, s);
        assert_string_equal(s, want20[r]);
        assert_int_equal(t->orient[r].canonical[0], canon20[r]);
        assert_int_equal(t->orient[r].open_corners, 0xF);
    }
    safari_tileset_free(ts);
}

static void test_tileset__rotation_features(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    const ts_type *t = &ts->types[type_index(ts, 23)]; /* tbtb trail:NS bush:E bush:W */
    const ts_orient *o = &t->orient[2];
    const uint8_t sf[4] = {0, 2, 0, 1};
    assert_memory_equal(o->side_feature, sf, 4);
    const uint8_t fs[TS_MAX_FEATURES] = {0x5, 0x8, 0x2, 0};
    assert_memory_equal(o->feature_sides, fs, sizeof fs);
    const uint8_t canon[TS_MAX_FEATURES] = {0, 3, 1, TS_NO_FEATURE};
    assert_memory_equal(o->canonical, canon, sizeof canon);

    o = &t->orient[3];
    const uint8_t sf3[4] = {1, 0, 2, 0};
    assert_memory_equal(o->side_feature, sf3, 4);
    const uint8_t canon3[TS_MAX_FEATURES] = {1, 0, 2, TS_NO_FEATURE};
    assert_memory_equal(o->canonical, canon3, sizeof canon3);

    /* every rotation agrees with itself: side_feature and feature_sides */
    for (int i = 0; i < ts->ntypes + ts->nstart; i++)
        for (int r = 0; r < 4; r++) {
            const ts_type *ty = &ts->types[i];
            const ts_orient *ori = &ty->orient[r];
            for (int d = 0; d < 4; d++) {
                uint8_t f = ori->side_feature[d];
                int code = (ori->code >> (2 * d)) & 3;
                assert_true(f == TS_NO_FEATURE ? code == SIDE_SAVANNA : code != SIDE_SAVANNA);
                if (f != TS_NO_FEATURE)
                    assert_true(ori->feature_sides[f] & (1u << d));
            }
        }
    safari_tileset_free(ts);
}

static void test_tileset__open_corners(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    /* 02 bsss: the bush closes the two corners of its side */
    const ts_type *t = &ts->types[type_index(ts, 2)];
    const uint8_t se = 1u << SAFARI_SE, sw = 1u << SAFARI_SW;
    const uint8_t nw = 1u << SAFARI_NW, ne = 1u << SAFARI_NE;
    assert_int_equal(t->orient[0].open_corners, se | sw);
    assert_int_equal(t->orient[1].open_corners, sw | nw);
    assert_int_equal(t->orient[2].open_corners, nw | ne);
    assert_int_equal(t->orient[3].open_corners, ne | se);
    /* 10 bbss: only SW open, turning clockwise */
    t = &ts->types[type_index(ts, 10)];
    assert_int_equal(t->orient[0].open_corners, sw);
    assert_int_equal(t->orient[1].open_corners, nw);
    assert_int_equal(t->orient[2].open_corners, ne);
    assert_int_equal(t->orient[3].open_corners, se);
    /* 08 bbbb: none; 04 tttt: all */
    for (int r = 0; r < 4; r++) {
        assert_int_equal(ts->types[type_index(ts, 8)].orient[r].open_corners, 0);
        assert_int_equal(ts->types[type_index(ts, 4)].orient[r].open_corners, 0xF);
    }
    safari_tileset_free(ts);
}

/* ------------------------------------------------------------------------ */
/* Faces                                                                     */

static void test_tileset__faces_type_26(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    int ti = type_index(ts, 26);
    const ts_type *t = &ts->types[ti];
    assert_int_equal(t->nfaces, 5);
    for (int i = 0; i < 5; i++) {
        const ts_face *f = &ts->faces[t->first_face + i];
        assert_int_equal(f->type, ti);
        assert_int_equal(f->copy, i + 1);
        assert_int_equal(f->count, 1);
    }
    const ts_face *f2 = &ts->faces[t->first_face + 1]; /* E@S,G@S */
    assert_int_equal(f2->animals[0][SAFARI_ELEPHANT], 1);
    assert_int_equal(f2->animals[0][SAFARI_GIRAFFE], 1);
    const ts_face *f4 = &ts->faces[t->first_face + 3]; /* L@S,L@S */
    assert_int_equal(f4->animals[0][SAFARI_LION], 2);
    safari_tileset_free(ts);
}

static void test_tileset__faces_type_03(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    int ti = type_index(ts, 3); /* E@S ; G@S ; G@S ; Z@S */
    const ts_type *t = &ts->types[ti];
    assert_int_equal(t->nfaces, 3);
    static const int copy[3] = {1, 2, 4}, count[3] = {1, 2, 1};
    static const int species[3] = {SAFARI_ELEPHANT, SAFARI_GIRAFFE, SAFARI_ZEBRA};
    for (int i = 0; i < 3; i++) {
        const ts_face *f = &ts->faces[t->first_face + i];
        assert_int_equal(f->type, ti);
        assert_int_equal(f->copy, copy[i]);
        assert_int_equal(f->count, count[i]);
        assert_int_equal(f->animals[0][species[i]], 1);
    }
    /* 11: G@N,G@N ; Z@N,Z@N ; Z@N,Z@N -> 2 faces; 01: - ; - -> 1 face */
    assert_int_equal(ts->types[type_index(ts, 11)].nfaces, 2);
    assert_int_equal(ts->faces[ts->types[type_index(ts, 11)].first_face + 1].count, 2);
    assert_int_equal(ts->types[type_index(ts, 1)].nfaces, 1);
    safari_tileset_free(ts);
}

static void test_tileset__faces_contiguous(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    int next = 0;
    for (int i = 0; i < ts->ntypes; i++) {
        const ts_type *t = &ts->types[i];
        assert_int_equal(t->first_face, next);
        int copies = 0, last_copy = 0;
        for (int k = 0; k < t->nfaces; k++) {
            const ts_face *f = &ts->faces[t->first_face + k];
            assert_int_equal(f->type, i);
            assert_true(f->copy > last_copy); /* in order of first appearance */
            last_copy = f->copy;
            copies += f->count;
        }
        assert_int_equal(copies, t->count);
        next += t->nfaces;
    }
    assert_int_equal(next, ts->nfaces);
    safari_tileset_free(ts);
}

/* ------------------------------------------------------------------------ */
/* Start cells and rangers                                                   */

/* Ruling R18 (docs/rules.md section 12): start cells' shared corners are no slots. */
static void test_tileset__start_cells(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    assert_int_equal(ts->nstart, 3);
    static const int xs[3] = {-1, 0, 1};
    for (int i = 0; i < 3; i++) {
        assert_int_equal(ts->start_x[i], xs[i]);
        assert_int_equal(ts->start_y[i], 0);
        const ts_type *t = &ts->types[ts->ntypes + i];
        assert_int_equal(t->id, 0);
        assert_int_equal(t->count, 0);
        assert_int_equal(t->nfaces, 1);
        assert_int_equal(t->first_face, ts->nfaces + i);
        const ts_face *f = &ts->faces[ts->nfaces + i];
        assert_int_equal(f->type, ts->ntypes + i);
        assert_int_equal(f->copy, i + 1);
        assert_int_equal(f->count, 0);
    }
    /* start 0 0 stbt trail:EW bush:S/1 ; E@S */
    const ts_type *mid = &ts->types[ts->ntypes + 1];
    char s[5];
    sides_of_code(mid->orient[0].code, s);
    assert_string_equal(s, "stbt");
    assert_int_equal(mid->nfeatures, 2);
    assert_int_equal(mid->features[1].birds, 1);
    /* Its NE and NW are savanna corners, but every vertex of the middle cell
     * is shared with another start cell: no slot (docs/rules.md section 5.1). The
     * end cells (both "stst") keep their outer corners only. */
    assert_int_equal(mid->orient[0].open_corners, 0);
    assert_int_equal(ts->types[ts->ntypes].orient[0].open_corners,
                     (1u << SAFARI_NW) | (1u << SAFARI_SW));
    assert_int_equal(ts->types[ts->ntypes + 2].orient[0].open_corners,
                     (1u << SAFARI_NE) | (1u << SAFARI_SE));
    assert_int_equal(ts->faces[ts->nfaces + 1].animals[1][SAFARI_ELEPHANT], 1);
    assert_int_equal(ts->faces[ts->nfaces].animals[0][SAFARI_APE], 1);
    assert_int_equal(ts->faces[ts->nfaces + 2].animals[0][SAFARI_GIRAFFE], 1);

    assert_int_equal(ts->ranger_x[0], -2);
    assert_int_equal(ts->ranger_y[0], 0);
    assert_int_equal(ts->ranger_x[1], 2);
    assert_int_equal(ts->ranger_y[1], 0);
    safari_tileset_free(ts);
}

static void test_tileset__grid_bits(void **state)
{
    (void)state;
    safari_tileset *ts = NULL;
    safari_diag d;
    /* B = 3 (x 0..2), 1 land tile: 3 + 1 + 3 = 7 -> 3 bits */
    assert_int_equal(load_text(LAND START RANGERS, &ts, &d), SAFARI_OK);
    assert_int_equal(ts->grid_bits, 3);
    safari_tileset_free(ts);
    /* B = 5 (y -4..0): 5 + 1 + 3 = 9 -> 4 bits */
    assert_int_equal(load_text(LAND START "rangers 0 -4 0 -3\n", &ts, &d), SAFARI_OK);
    assert_int_equal(ts->grid_bits, 4);
    safari_tileset_free(ts);
    /* B = 253: 253 + 1 + 3 = 257 > 256 */
    assert_int_equal(load_text(LAND START "rangers 1 0 252 0\n", &ts, &d), SAFARI_ELIMIT);
    assert_null(ts);
    assert_int_equal(d.line, 0);
    assert_non_null(strstr(d.message, "too large"));
    /* B = 252: exactly 256 */
    assert_int_equal(load_text(LAND START "rangers 1 0 251 0\n", &ts, &d), SAFARI_OK);
    assert_int_equal(ts->grid_bits, 8);
    safari_tileset_free(ts);
}

/* ------------------------------------------------------------------------ */
/* Text forms                                                                */

static void test_tileset__crlf_tabs_comments(void **state)
{
    (void)state;
    /* the default text with CRLF line ends parses to the same tables */
    size_t n = safari__default_tiles_len;
    char *crlf = malloc(2 * n + 1);
    assert_non_null(crlf);
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (safari__default_tiles[i] == '\n')
            crlf[m++] = '\r';
        crlf[m++] = safari__default_tiles[i];
    }
    safari_tileset *a = load_default(), *b = NULL;
    safari_diag d;
    assert_int_equal(safari_tileset_load(&b, crlf, m, NULL, &d), SAFARI_OK);
    free(crlf);
    /* a set keeps its text with LF line ends: this is the built-in set */
    assert_int_equal(safari_tileset_is_default(b), 1);
    assert_string_equal(safari_tileset_text(b, NULL), safari_tileset_default_text());
    assert_int_equal(b->nfaces, a->nfaces);
    assert_memory_equal(b->types, a->types, sizeof a->types);
    assert_memory_equal(b->faces, a->faces, sizeof a->faces);
    assert_int_equal(b->grid_bits, a->grid_bits);
    safari_tileset_free(a);
    safari_tileset_free(b);

    /* tabs, indented comments, blank lines, no final newline */
    const char *text = "  # note\n\n\t\n05\t1\tssts\ttrail:S;L@S\n"
                       "start\t0 0\tssss ;-\r\nrangers 1 0 2 0";
    assert_int_equal(load_text(text, &b, &d), SAFARI_OK);
    safari_tile_type_info t;
    assert_int_equal(safari_tileset_type(b, 0, &t), SAFARI_OK);
    assert_int_equal(t.id, 5);
    assert_int_equal(t.animals[SAFARI_LION], 1);
    safari_tileset_free(b);
}

/* The built-in text with every LF replaced by `eol`, after `prefix`;
 * malloc'd, length in *n. */
static char *default_with(const char *prefix, const char *eol, size_t *n)
{
    size_t len = safari__default_tiles_len, k = strlen(eol), p = strlen(prefix);
    char *out = malloc(p + len * k + 1);
    assert_non_null(out);
    memcpy(out, prefix, p);
    size_t m = p;
    for (size_t i = 0; i < len; i++) {
        if (safari__default_tiles[i] == '\n') {
            memcpy(out + m, eol, k);
            m += k;
        } else {
            out[m++] = safari__default_tiles[i];
        }
    }
    *n = m;
    return out;
}

/* Loads a variant of the built-in text that must give the built-in set. */
static void assert_loads_as_default(const char *text, size_t n)
{
    safari_tileset *a = load_default(), *b = NULL;
    safari_diag d;
    if (safari_tileset_load(&b, text, n, NULL, &d) != SAFARI_OK)
        fail_msg("refused: line %d: %s", (int)d.line, d.message);
    /* the set keeps the text with LF line ends and no mark: the built-in one */
    assert_int_equal(safari_tileset_is_default(b), 1);
    size_t len = 0;
    assert_string_equal(safari_tileset_text(b, &len), safari_tileset_default_text());
    assert_int_equal(len, safari__default_tiles_len);
    assert_memory_equal(b->types, a->types, sizeof a->types);
    assert_memory_equal(b->faces, a->faces, sizeof a->faces);
    safari_tileset_free(a);
    safari_tileset_free(b);
}

static void test_tileset__bom_and_cr_line_ends(void **state)
{
    (void)state;
    size_t n;
    char *text = default_with("\xEF\xBB\xBF", "\n", &n); /* a byte-order mark */
    assert_loads_as_default(text, n);
    free(text);
    text = default_with("", "\r", &n); /* lone CR line ends */
    assert_loads_as_default(text, n);
    free(text);
    text = default_with("\xEF\xBB\xBF", "\r\n", &n);
    assert_loads_as_default(text, n);
    free(text);

    /* A lone CR ends a line: the error is on line 3, and with a mark too. */
    static const char *const bad[] = {"# a\r\r01 2 sxss baobab ; - ; -\r",
                                      "\xEF\xBB\xBF# a\r\n\n01 2 sxss baobab ; - ; -\n"};
    for (int i = 0; i < 2; i++) {
        safari_tileset *ts = NULL;
        safari_diag d;
        assert_int_equal(safari_tileset_load(&ts, bad[i], strlen(bad[i]), NULL, &d),
                         SAFARI_EPARSE);
        assert_int_equal(d.line, 3);
        assert_null(ts);
    }
    /* A mark elsewhere than at the start is no blank: refused. */
    static const char late[] = "# a\n\xEF\xBB\xBF# b\n";
    safari_tileset *ts = NULL;
    safari_diag d;
    assert_int_equal(safari_tileset_load(&ts, late, strlen(late), NULL, &d), SAFARI_EPARSE);
    assert_int_equal(d.line, 2);
}

static void test_tileset__diag_cleared(void **state)
{
    (void)state;
    safari_diag d;
    d.line = 42;
    strcpy(d.message, "stale");
    safari_tileset *ts = NULL;
    assert_int_equal(load_text(LAND START RANGERS, &ts, &d), SAFARI_OK);
    assert_int_equal(d.line, 0);
    assert_string_equal(d.message, "");
    safari_tileset_free(ts);
    /* a NULL diag is allowed on errors too */
    assert_int_equal(load_text("01 1 xxxx ; -\n" START RANGERS, &ts, NULL), SAFARI_EPARSE);
    assert_null(ts);
}

/* ------------------------------------------------------------------------ */
/* Malformed sets                                                            */

typedef struct bad_case {
    const char *text;
    int status;
    int line;
    const char *needle;
} bad_case;

static const bad_case bad_cases[] = {
    {"01 1 ssxs ; -\n" START RANGERS, SAFARI_EPARSE, 1, "side 'x' is not s, t or b"},
    {"01 1 sss ; -\n" START RANGERS, SAFARI_EPARSE, 1, "4 letters"},
    {"01 1 ssss foo ; -\n" START RANGERS, SAFARI_EPARSE, 1, "unknown feature 'foo'"},
    {"01 1 stss ; -\n" START RANGERS, SAFARI_EPARSE, 1, "side E is t but no trail touches it"},
    {"01 1 ssbs ; -\n" START RANGERS, SAFARI_EPARSE, 1, "side S is b but no bush touches it"},
    {"01 1 ssss trail:N ; -\n" START RANGERS, SAFARI_EPARSE, 1, "trail on side N"},
    {"01 1 tsss bush:N/0 ; -\n" START RANGERS, SAFARI_EPARSE, 1, "bush on side N"},
    {"01 1 bsss trail:N ; -\n" START RANGERS, SAFARI_EPARSE, 1, "trail on side N"},
    {"01 1 ttss trail:NE trail:E ; -\n" START RANGERS, SAFARI_EPARSE, 1, "two features"},
    {"01 1 ttss trail:NN ; -\n" START RANGERS, SAFARI_EPARSE, 1, "side N twice"},
    {"01 1 tsss trail:X ; -\n" START RANGERS, SAFARI_EPARSE, 1, "bad side 'X'"},
    {"01 1 tsss trail: ; -\n" START RANGERS, SAFARI_EPARSE, 1, "touches no side"},
    {"01 1 ssts trail:S/1 ; -\n" START RANGERS, SAFARI_EPARSE, 1, "bad side '/'"},
    {"01 1 ssts trail:S ; E@W\n" START RANGERS, SAFARI_EPARSE, 1,
     "animal on side W: no feature there"},
    {"01 1 ssts trail:S ; X@S\n" START RANGERS, SAFARI_EPARSE, 1, "bad species 'X'"},
    {"01 1 ssts trail:S ; E@Q\n" START RANGERS, SAFARI_EPARSE, 1, "bad side 'Q'"},
    {"01 1 ssts trail:S ; ES\n" START RANGERS, SAFARI_EPARSE, 1, "bad animal 'ES'"},
    {"01 1 ssts trail:S ; E@S,\n" START RANGERS, SAFARI_EPARSE, 1, "bad animal ''"},
    {"01 1 ssts trail:S ; E@S, G@S\n" START RANGERS, SAFARI_EPARSE, 1, "unexpected 'G@S'"},
    {"01 2 ssss ; - ;\n" START RANGERS, SAFARI_EPARSE, 1, "copy 2 is empty"},
    {"07 4 ssss ; - ; - ; - ; - ; -\n" START RANGERS, SAFARI_EPARSE, 1,
     "type 07 has 5 copies, expected 4"},
    {"07 2 ssss ; -\n" START RANGERS, SAFARI_EPARSE, 1, "type 07 has 1 copy, expected 2"},
    {"07 1 ssss\n" START RANGERS, SAFARI_EPARSE, 1, "type 07 has 0 copies, expected 1"},
    {LAND "07 1 ssss ; -\n07 1 ssss ; -\n" START RANGERS, SAFARI_EPARSE, 3,
     "duplicate id 07"},
    {"01 x ssss ; -\n" START RANGERS, SAFARI_EPARSE, 1, "bad count 'x'"},
    {"01 0 ssss\n" START RANGERS, SAFARI_EPARSE, 1, "count 0 out of 1..255"},
    {"01 256 ssss\n" START RANGERS, SAFARI_EPARSE, 1, "count 256 out of 1..255"},
    {"01\n" START RANGERS, SAFARI_EPARSE, 1, "missing count"},
    {"01 1\n" START RANGERS, SAFARI_EPARSE, 1, "missing sides"},
    {"00 1 ssss ; -\n" START RANGERS, SAFARI_EPARSE, 1, "id 00 out of 01..99"},
    {"100 1 ssss ; -\n" START RANGERS, SAFARI_EPARSE, 1, "id 100 out of 01..99"},
    {"7 1 ssss ; -\n" START RANGERS, SAFARI_EPARSE, 1, "two digits"},
    {"01 1 bsss bush:N/x ; -\n" START RANGERS, SAFARI_EPARSE, 1, "bad bird count 'x'"},
    {"01 1 bsss bush:N/ ; -\n" START RANGERS, SAFARI_EPARSE, 1, "bad bird count ''"},
    {"01 1 bsss bush:N ; -\n" START RANGERS, SAFARI_EPARSE, 1, "needs a bird count"},
    {"01 1 bsss bush:N/100 ; -\n" START RANGERS, SAFARI_EPARSE, 1, "bird count 100 out of"},
    {"01 1 tttt trail:N trail:E trail:S trail:W trail:N ; -\n" START RANGERS, SAFARI_EPARSE,
     1, "more than 4 features"},
    {"01 1 ssss baobab baobab ; -\n" START RANGERS, SAFARI_EPARSE, 1, "baobab twice"},
    {LAND START "rangers 1 0 2 0 x\n", SAFARI_EPARSE, 3, "unexpected 'x'"},
    {LAND START "rangers 1 0 2\n", SAFARI_EPARSE, 3, "missing ranger 1 y"},
    {LAND START "rangers 1 0 2 0 ; -\n", SAFARI_EPARSE, 3, "unexpected ';'"},
    {LAND START "rangers 1 y 2 0\n", SAFARI_EPARSE, 3, "bad coordinate 'y'"},
    {LAND START "rangers 2 0 2 0\n", SAFARI_EPARSE, 3, "rangers on the same cell"},
    {LAND START RANGERS RANGERS, SAFARI_EPARSE, 4, "rangers given twice"},
    {LAND START "rangers 0 0 2 0\n", SAFARI_EPARSE, 3, "ranger 0 on start cell (0,0)"},
    {LAND "rangers 1 0 0 0\n" START, SAFARI_EPARSE, 2, "ranger 1 on start cell (0,0)"},
    {"01 1 ssss ; - # note\n" START RANGERS, SAFARI_EPARSE, 1, "comment"},
    {"foo 1 2\n" START RANGERS, SAFARI_EPARSE, 1, "unknown line 'foo'"},
    {"; -\n" START RANGERS, SAFARI_EPARSE, 1, "before ';'"},
    {LAND RANGERS, SAFARI_EPARSE, 0, "missing start"},
    {LAND START, SAFARI_EPARSE, 0, "missing rangers"},
    {START RANGERS, SAFARI_EPARSE, 0, "no land tiles"},
    {"", SAFARI_EPARSE, 0, "no land tiles"},
    {LAND START "start 0 0 ssss ; -\n" RANGERS, SAFARI_EPARSE, 3,
     "start cell (0,0) given twice"},
    {LAND "start 0 0 ssss ; - ; -\n" RANGERS, SAFARI_EPARSE, 2,
     "start cell has 2 copies, expected 1"},
    {LAND "start 0 0 ssss\n" RANGERS, SAFARI_EPARSE, 2, "start cell has 0 copies"},
    {LAND "start 0\n" RANGERS, SAFARI_EPARSE, 2, "missing start y"},
    {LAND "start 10000 0 ssss ; -\n" RANGERS, SAFARI_EPARSE, 2, "out of -9999..9999"},
    {LAND "start 0 0 tsss trail:N ; -\nstart 0 1 ssss ; -\n" RANGERS, SAFARI_EPARSE, 3,
     "start cells do not match"},
    {LAND "start 0 0 ssts trail:S ; E@N\n" RANGERS, SAFARI_EPARSE, 2,
     "animal on side N: no feature there"},
    {LAND START "start 0 1 ssss ; -\nstart 0 2 ssss ; -\nstart 0 3 ssss ; -\n"
          "start 0 4 ssss ; -\nstart 0 5 ssss ; -\nstart 0 6 ssss ; -\n"
          "start 0 7 ssss ; -\nstart 0 8 ssss ; -\n" RANGERS,
     SAFARI_ELIMIT, 10, "more than 8 start cells"},
};

/* Ruling R14 (docs/rules.md section 12): the tile-set format. */
static void test_tileset__malformed(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cases / sizeof bad_cases[0]; i++) {
        const bad_case *c = &bad_cases[i];
        safari_tileset *ts = (safari_tileset *)&ts; /* must be reset to NULL */
        safari_diag d;
        memset(&d, 0x55, sizeof d);
        int rc = load_text(c->text, &ts, &d);
        if (rc != c->status || d.line != c->line || !memchr(d.message, '\0', sizeof d.message) ||
            !strstr(d.message, c->needle))
            fail_msg("case %zu: got %d line %d '%.*s'; want %d line %d '%s'", i, rc, d.line,
                     (int)sizeof d.message, d.message, c->status, c->line, c->needle);
        assert_null(ts);
    }
}

static void test_tileset__nul_byte(void **state)
{
    (void)state;
    static const char text[] = LAND "# a\0b\n" START RANGERS;
    safari_tileset *ts = NULL;
    safari_diag d;
    assert_int_equal(safari_tileset_load(&ts, text, sizeof text - 1, NULL, &d), SAFARI_EPARSE);
    assert_int_equal(d.line, 2);
    assert_non_null(strstr(d.message, "NUL"));
    assert_null(ts);
}

/* 200 land tiles fit; one more does not. */
static void test_tileset__land_limit(void **state)
{
    (void)state;
    size_t cap = 4096, n = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    n += (size_t)sprintf(text + n, "01 200 ssss");
    for (int i = 0; i < 200; i++)
        n += (size_t)sprintf(text + n, " ; -");
    n += (size_t)sprintf(text + n, "\n" START RANGERS);
    safari_tileset *ts = NULL;
    safari_diag d;
    assert_int_equal(load_text(text, &ts, &d), SAFARI_OK);
    assert_int_equal(ts->nland, SAFARI_MAX_LAND_TILES);
    assert_int_equal(ts->nfaces, 1);
    assert_int_equal(ts->faces[0].count, 200);
    assert_int_equal(ts->grid_bits, 8);
    safari_tileset_free(ts);

    n += (size_t)sprintf(text + n, "02 1 ssss ; -\n");
    assert_true(n < cap);
    assert_int_equal(load_text(text, &ts, &d), SAFARI_ELIMIT);
    assert_null(ts);
    assert_int_equal(d.line, 4);
    assert_non_null(strstr(d.message, "more than 200 land tiles"));
    free(text);
}

/* ------------------------------------------------------------------------ */
/* Memory and life cycle                                                     */

static void test_tileset__allocator_hooks(void **state)
{
    (void)state;
    count_alloc c;
    safari_allocator a = count_alloc_start(&c, 0);
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_new_default(&ts, &a), SAFARI_OK);
    assert_true(c.allocs >= 1);
    assert_true(c.live_bytes >= sizeof *ts);
    assert_int_equal(safari_tileset_is_default(ts), 1);
    safari_tileset_free(ts);
    assert_int_equal(c.frees, c.allocs);
    assert_true(count_alloc_all_freed(&c));

    /* a parse error releases everything too */
    safari_diag d;
    const char *bad = "01 1 xxxx ; -\n";
    assert_int_equal(safari_tileset_load(&ts, bad, strlen(bad), &a, &d), SAFARI_EPARSE);
    assert_int_equal(c.frees, c.allocs);
    assert_true(count_alloc_all_freed(&c));
}

static void test_tileset__out_of_memory(void **state)
{
    (void)state;
    count_alloc c;
    safari_allocator a = count_alloc_start(&c, 0);
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_new_default(&ts, &a), SAFARI_OK);
    safari_tileset_free(ts);
    size_t needed = c.allocs;
    for (size_t k = 1; k <= needed; k++) {
        a = count_alloc_start(&c, k);
        ts = (safari_tileset *)&ts;
        safari_diag d;
        const char *text = safari_tileset_default_text();
        assert_int_equal(safari_tileset_load(&ts, text, strlen(text), &a, &d), SAFARI_ENOMEM);
        assert_null(ts);
        assert_int_equal(d.line, 0);
        assert_non_null(strstr(d.message, "memory"));
        assert_int_equal(c.frees, c.allocs);
        assert_true(count_alloc_all_freed(&c));
        a = count_alloc_start(&c, k);
        assert_int_equal(safari_tileset_new_default(&ts, &a), SAFARI_ENOMEM);
        assert_null(ts);
        assert_true(count_alloc_all_freed(&c));
    }
}

static void test_tileset__refcount(void **state)
{
    (void)state;
    count_alloc c;
    safari_allocator a = count_alloc_start(&c, 0);
    safari_tileset *ts = NULL;
    const char *text = LAND START RANGERS;
    assert_int_equal(safari_tileset_load(&ts, text, strlen(text), &a, NULL), SAFARI_OK);
    safari__tileset_retain(ts);
    safari_tileset_free(ts);
    assert_int_equal(c.frees, 0);
    size_t len = 0;
    assert_string_equal(safari_tileset_text(ts, &len), text);
    assert_int_equal(len, strlen(text));
    safari_tileset_free(ts);
    assert_int_equal(c.frees, c.allocs);
    assert_true(count_alloc_all_freed(&c));
}

static void test_tileset__null_arguments(void **state)
{
    (void)state;
    safari_tileset *ts = (safari_tileset *)&ts;
    safari_diag d;
    assert_int_equal(safari_tileset_load(NULL, "x", 1, NULL, &d), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_load(&ts, NULL, 0, NULL, &d), SAFARI_EINVAL);
    assert_null(ts);
    assert_int_equal(d.line, 0);
    safari_allocator half = {NULL, NULL, NULL};
    assert_int_equal(safari_tileset_load(&ts, LAND, strlen(LAND), &half, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_new_default(NULL, NULL), SAFARI_EINVAL);
    safari_tileset_free(NULL);

    ts = load_default();
    safari_tileset_info info;
    safari_tile_type_info t;
    size_t len = 7;
    assert_int_equal(safari_tileset_counts(NULL, &info), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_counts(ts, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_type(NULL, 0, &t), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_type(ts, 0, NULL), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_type(ts, -1, &t), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_type(ts, 33, &t), SAFARI_EINVAL); /* start cells hidden */
    assert_null(safari_tileset_text(NULL, &len));
    assert_int_equal(len, 0);
    assert_non_null(safari_tileset_text(ts, NULL));
    assert_int_equal(safari_tileset_is_default(NULL), 0);
    safari_tileset_free(ts);
}

SAFARI_TEST_DEPRECATED_BEGIN
/* safari_tileset_info_get, the former name of safari_tileset_counts, is a
 * deprecated wrapper until 1.0: still exported, the same answers. */
static void test_tileset__info_get_deprecated(void **state)
{
    (void)state;
    safari_tileset *ts = load_default();
    safari_tileset_info a, b;
    memset(&a, 0x55, sizeof a);
    memset(&b, 0x77, sizeof b);
    assert_int_equal(safari_tileset_info_get(ts, &a), SAFARI_OK);
    assert_int_equal(safari_tileset_counts(ts, &b), SAFARI_OK);
    assert_memory_equal(&a, &b, sizeof a);
    assert_int_equal(a.start_cells, 3); /* the built-in start tile covers three cells */
    assert_int_equal(safari_tileset_info_get(NULL, &a), SAFARI_EINVAL);
    assert_int_equal(safari_tileset_info_get(ts, NULL), SAFARI_EINVAL);
    safari_tileset_free(ts);
}
SAFARI_TEST_DEPRECATED_END

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tileset__default_counts),
        cmocka_unit_test(test_tileset__default_types),
        cmocka_unit_test(test_tileset__features),
        cmocka_unit_test(test_tileset__rotation_sides),
        cmocka_unit_test(test_tileset__rotation_features),
        cmocka_unit_test(test_tileset__open_corners),
        cmocka_unit_test(test_tileset__faces_type_26),
        cmocka_unit_test(test_tileset__faces_type_03),
        cmocka_unit_test(test_tileset__faces_contiguous),
        cmocka_unit_test(test_tileset__start_cells),
        cmocka_unit_test(test_tileset__grid_bits),
        cmocka_unit_test(test_tileset__crlf_tabs_comments),
        cmocka_unit_test(test_tileset__bom_and_cr_line_ends),
        cmocka_unit_test(test_tileset__diag_cleared),
        cmocka_unit_test(test_tileset__malformed),
        cmocka_unit_test(test_tileset__nul_byte),
        cmocka_unit_test(test_tileset__land_limit),
        cmocka_unit_test(test_tileset__allocator_hooks),
        cmocka_unit_test(test_tileset__out_of_memory),
        cmocka_unit_test(test_tileset__refcount),
        cmocka_unit_test(test_tileset__null_arguments),
        cmocka_unit_test(test_tileset__info_get_deprecated),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
