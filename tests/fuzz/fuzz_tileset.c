/* SPDX-License-Identifier: MIT */
/* Fuzz target: the tile-set parser, and the engine on whatever tile set
 * parses.
 *
 * Checked: loading gives OK, EPARSE or ELIMIT, never a set on error, and a
 * NUL-terminated reason; a set that loads reports consistent counts and
 * keeps its text by the documented properties (LF line ends, a final
 * newline, no other byte changed), loading that text again gives the same
 * text and the same set, the set is "default" exactly when its text is the
 * built-in one, it makes a game with default options, and that game plays
 * (moves chosen by the input bytes, each checked by apply/undo and the
 * invariants) and survives a record round trip with the set inline. */
#include "fuzz.h"

#include "play_check.h"

#include <stdlib.h>
#include <string.h>

enum { MOVES_PER_INPUT = 120 };

/* Counts within the capacities of safari.h, and types that add up. */
static void check_counts(const safari_tileset *ts)
{
    safari_tileset_info info;
    assert_int_equal(safari_tileset_counts(ts, &info), SAFARI_OK);
    assert_true(info.types >= 1 && info.types <= SAFARI_MAX_TILE_TYPES);
    assert_true(info.land_tiles >= 1 && info.land_tiles <= SAFARI_MAX_LAND_TILES);
    assert_true(info.start_cells >= 1 && info.start_cells <= SAFARI_MAX_START_CELLS);
    assert_true(info.faces >= info.types && info.faces <= info.land_tiles);
    int32_t copies = 0;
    for (int32_t i = 0; i < info.types; i++) {
        safari_tile_type_info t;
        assert_int_equal(safari_tileset_type(ts, i, &t), SAFARI_OK);
        assert_true(t.id >= 1 && t.id <= SAFARI_MAX_TILE_TYPES);
        assert_true(t.copies >= 1);
        assert_int_equal(strlen(t.sides), 4);
        assert_int_equal(strspn(t.sides, "stb"), 4);
        copies += t.copies;
    }
    assert_int_equal(copies, info.land_tiles);
    safari_tile_type_info t;
    assert_int_equal(safari_tileset_type(ts, info.types, &t), SAFARI_EINVAL);
}

/* Two sets describe the same tiles: counts, and every type field by field. */
static void check_same_set(const safari_tileset *a, const safari_tileset *b)
{
    safari_tileset_info ia, ib;
    assert_int_equal(safari_tileset_counts(a, &ia), SAFARI_OK);
    assert_int_equal(safari_tileset_counts(b, &ib), SAFARI_OK);
    assert_memory_equal(&ia, &ib, sizeof ia);
    for (int32_t i = 0; i < ia.types; i++) {
        safari_tile_type_info ta, tb;
        assert_int_equal(safari_tileset_type(a, i, &ta), SAFARI_OK);
        assert_int_equal(safari_tileset_type(b, i, &tb), SAFARI_OK);
        assert_int_equal(ta.id, tb.id);
        assert_int_equal(ta.copies, tb.copies);
        assert_string_equal(ta.sides, tb.sides);
        assert_int_equal(ta.baobab, tb.baobab);
        assert_int_equal(ta.features, tb.features);
        assert_memory_equal(ta.animals, tb.animals, sizeof ta.animals);
        assert_int_equal(ta.birds, tb.birds);
    }
}

/* A text with every line end made LF (CRLF and a lone CR are line ends,
 * docs/tilesets.md) and a leading UTF-8 byte-order mark dropped; returns
 * the count of bytes written. */
static size_t lf_line_ends(const char *text, size_t len, char *out)
{
    size_t n = 0, i = 0;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        i = 3;
    for (; i < len; i++) {
        if (text[i] == '\r' && i + 1 < len && text[i + 1] == '\n')
            continue; /* the LF follows */
        out[n++] = text[i] == '\r' ? '\n' : text[i];
    }
    return n;
}

/* The text a set keeps, checked by its documented properties rather than
 * by a second copy of the code that makes it: NUL-terminated, no CR before
 * a line end, a final newline; the given text with LF line ends, its
 * byte-order mark dropped and a final newline added if missing; and a fixed
 * point: loading it gives the same text and set. */
static void check_text(const safari_tileset *ts, const uint8_t *data, size_t size)
{
    size_t len = 0;
    const char *text = safari_tileset_text(ts, &len);
    assert_non_null(text);
    assert_int_equal(text[len], '\0');
    assert_true(len >= 1 && len <= size + 1);
    assert_int_equal(text[len - 1], '\n');
    for (size_t i = 0; i < len; i++)
        assert_false(text[i] == '\r'); /* every line end is LF */

    char *kept = malloc(len + 1), *given = malloc(size + 1);
    assert_non_null(kept);
    assert_non_null(given);
    memcpy(kept, text, len);
    size_t nkept = len;
    size_t ngiven = lf_line_ends((const char *)data, size, given);
    if (ngiven == 0 || given[ngiven - 1] != '\n')
        given[ngiven++] = '\n';
    assert_int_equal(nkept, ngiven);
    assert_memory_equal(kept, given, nkept);
    free(kept);
    free(given);

    safari_tileset *again = NULL;
    assert_int_equal(safari_tileset_load(&again, text, len, NULL, NULL), SAFARI_OK);
    size_t len2 = 0;
    const char *text2 = safari_tileset_text(again, &len2);
    assert_int_equal(len2, len);
    assert_memory_equal(text2, text, len);
    assert_int_equal(safari_tileset_is_default(again), safari_tileset_is_default(ts));
    check_same_set(ts, again);
    safari_tileset_free(again);

    const char *def = safari_tileset_default_text();
    assert_int_equal(safari_tileset_is_default(ts),
                     strlen(def) == len && memcmp(def, text, len) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    safari_tileset *ts = (safari_tileset *)&ts; /* must be reset to NULL on error */
    safari_diag diag;
    memset(&diag, 0x5A, sizeof diag);
    int rc = safari_tileset_load(&ts, (const char *)data, size, NULL, &diag);
    assert_non_null(memchr(diag.message, '\0', sizeof diag.message));
    if (rc != SAFARI_OK) {
        assert_null(ts);
        assert_true(rc == SAFARI_EPARSE || rc == SAFARI_ELIMIT);
        assert_true(diag.message[0] != '\0');
        return 0;
    }
    check_counts(ts);
    check_text(ts, data, size);

    safari_options o;
    memset(&o, 0, sizeof o);
    o.tileset = ts;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    safari_tileset_free(ts); /* the game keeps its own reference */
    test_check_invariants(g);
    fuzz_input in = {data, size};
    fuzz_play_legal(g, &in, MOVES_PER_INPUT);
    fuzz_check_record_round_trip(g);
    safari_game_free(g);
    return 0;
}
