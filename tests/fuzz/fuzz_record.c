/* Fuzz target: the game-record reader (and through `tileset inline`, the
 * tile-set parser).
 *
 * Checked: reading gives OK, EPARSE or ELIMIT, never a game on error, and a
 * NUL-terminated reason (with a line number for EPARSE); a record that reads
 * gives a game whose invariants hold, whose `legal` listing writes with the
 * size it announces, and whose record written back reads to the same
 * position and history and writes the same text again. */
#include "fuzz.h"

#include "play_check.h"

#include <stdlib.h>
#include <string.h>

static void check_legal_listing(const safari_game *g)
{
    size_t len;
    int rc = safari_legal_write(g, NULL, 0, &len);
    assert_true(rc == SAFARI_EBUFS || rc == SAFARI_OK);
    char *buf = malloc(len + 1);
    assert_non_null(buf);
    size_t again;
    assert_int_equal(safari_legal_write(g, buf, len + 1, &again), SAFARI_OK);
    assert_int_equal(again, len);
    assert_int_equal(strlen(buf), len);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    safari_game *g = (safari_game *)&g; /* must be reset to NULL on error */
    safari_diag diag;
    memset(&diag, 0x5A, sizeof diag);
    int rc = safari_record_read(&g, (const char *)data, size, NULL, &diag);
    assert_non_null(memchr(diag.message, '\0', sizeof diag.message));
    if (rc != SAFARI_OK) {
        assert_null(g);
        assert_true(rc == SAFARI_EPARSE || rc == SAFARI_ELIMIT);
        assert_true(diag.message[0] != '\0');
        if (rc == SAFARI_EPARSE)
            assert_true(diag.line > 0);
        return 0;
    }
    assert_non_null(g);
    test_check_invariants(g);
    check_legal_listing(g);
    fuzz_check_record_round_trip(g);
    safari_game_free(g);
    return 0;
}
