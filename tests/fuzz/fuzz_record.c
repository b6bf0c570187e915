/* SPDX-License-Identifier: MIT */
/* Fuzz target: the game-record reader (and through `tileset inline`, the
 * tile-set parser).
 *
 * Checked: reading gives OK, EPARSE or ELIMIT, never a game on error, and a
 * NUL-terminated reason (with a line number for EPARSE); a record that reads
 * gives a game whose invariants hold, whose `legal` listing writes with the
 * size it announces, and whose record written back reads to the same
 * position and history and writes the same text again, also with the
 * input itself, escaped as `safari match` escapes outside text
 * (cli/escape.c), as comment lines after the header and at the end. */
#include "fuzz.h"

#include "escape.h"
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

/* The record of g with the input as two comments: any bytes read back as
 * comments, so the game and its record are the same. */
static void check_comments(const safari_game *g, const uint8_t *data, size_t size)
{
    size_t len, esc_len = cli_escape((const char *)data, size, NULL, 0);
    char *rec = test_text_of(g, safari_record_write, &len);
    char *esc = malloc(esc_len + 1), *text = malloc(len + 2 * esc_len + 8);
    assert_non_null(esc);
    assert_non_null(text);
    cli_escape((const char *)data, size, esc, esc_len + 1);
    const char *moves = strstr(rec, "\nmoves\n");
    assert_non_null(moves);
    size_t head = (size_t)(moves - rec) + 1, n = 0;
    memcpy(text, rec, head);
    n += head;
    memcpy(text + n, "# ", 2);
    memcpy(text + n + 2, esc, esc_len);
    n += esc_len + 2;
    text[n++] = '\n';
    memcpy(text + n, rec + head, len - head);
    n += len - head;
    memcpy(text + n, "#", 1);
    memcpy(text + n + 1, esc, esc_len);
    n += esc_len + 1;
    safari_game *back = NULL;
    safari_diag diag;
    if (safari_record_read(&back, text, n, NULL, &diag) != SAFARI_OK)
        fail_msg("a record with escaped comments does not read back: line %d: %s",
                 (int)diag.line, diag.message);
    size_t len2;
    char *again = test_text_of(back, safari_record_write, &len2);
    assert_int_equal(len2, len);
    assert_memory_equal(again, rec, len);
    free(again);
    safari_game_free(back);
    free(text);
    free(esc);
    free(rec);
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
    check_comments(g, data, size);
    safari_game_free(g);
    return 0;
}
