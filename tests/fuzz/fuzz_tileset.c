/* Fuzz target: the tile-set parser, and the engine on whatever tile set
 * parses.
 *
 * Checked: loading gives OK, EPARSE or ELIMIT, never a set on error, and a
 * NUL-terminated reason; a set that loads keeps its text exactly, reports
 * consistent counts, is "default" exactly when its text is the built-in one
 * (texts compare with LF line ends and a final newline, as sets keep them),
 * makes a game with default options, and that game plays (moves chosen by
 * the input bytes, each checked by apply/undo and the invariants) and
 * survives a record round trip with the set inline. */
#include "fuzz.h"

#include "play_check.h"

#include <stdlib.h>
#include <string.h>

enum { MOVES_PER_INPUT = 120 };

/* What a set keeps of its text: no CR at the end of a line, a final
 * newline. */
static size_t canonical(const uint8_t *data, size_t size, char *out)
{
    size_t n = 0;
    for (size_t i = 0; i < size; i++) {
        if (data[i] == '\n')
            while (n > 0 && out[n - 1] == '\r')
                n--;
        out[n++] = (char)data[i];
    }
    while (n > 0 && out[n - 1] == '\r')
        n--;
    if (n > 0 && out[n - 1] != '\n')
        out[n++] = '\n';
    return n;
}

static void check_counts(const safari_tileset *ts, const uint8_t *data, size_t size)
{
    size_t len = 0;
    const char *text = safari_tileset_text(ts, &len);
    assert_non_null(text);
    char *want = malloc(size + 1);
    assert_non_null(want);
    size_t want_len = canonical(data, size, want);
    assert_int_equal(len, want_len);
    assert_memory_equal(text, want, want_len);
    assert_int_equal(text[len], '\0');
    const char *def = safari_tileset_default_text();
    assert_int_equal(safari_tileset_is_default(ts),
                     strlen(def) == want_len && memcmp(def, want, want_len) == 0);
    free(want);

    safari_tileset_info info;
    assert_int_equal(safari_tileset_info_get(ts, &info), SAFARI_OK);
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
    check_counts(ts, data, size);

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
