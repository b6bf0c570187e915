/* SPDX-License-Identifier: MIT */
/* Fuzz target: the move parser and writer.
 *
 * Input: one byte choosing the context (no game; a game at setup; a game
 * whose placed tile has one bush touching N, E and W, where `meeple E`
 * normalises to `meeple N`), then the move text. The first 8 bytes are also
 * tried as a raw move for the writer.
 *
 * Checked: parsing gives OK or EPARSE; a parsed move has its unused fields
 * zero, is written back in at most SAFARI_MOVE_TEXT_MAX bytes, and that text
 * parses to the same move; without a game the text read must be exactly the
 * canonical text (one spelling per move); with a game only `meeple` may be
 * normalised. A raw move either has no text (EINVAL) or its text parses back
 * to it. Short buffers give EBUFS with the length needed. */
#include "fuzz.h"

#include "play_check.h"

#include <string.h>

/* The contexts, made once: index 0 is no game. */
static const safari_game *context(uint8_t which)
{
    static safari_game *games[2];
    static const char *const lines[] = {
        "token A", "token A", "token E", "token E", "draw 09/1", "place 0 -1 0",
    };
    if (!games[0]) {
        assert_int_equal(safari_game_new(&games[0], NULL), SAFARI_OK);
        assert_int_equal(safari_game_new(&games[1], NULL), SAFARI_OK);
        for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
            test_apply_text(games[1], lines[i]);
        safari_decision d;
        assert_int_equal(safari_game_decision(games[1], &d), SAFARI_OK);
        assert_int_equal(d.kind, SAFARI_DECISION_ACTION);
    }
    which %= 3;
    return which == 0 ? NULL : games[which - 1];
}

/* Writes m; checks the short-buffer protocol; returns the status and the
 * text in buf (SAFARI_MOVE_TEXT_MAX bytes). */
static int write_move(const safari_move *m, char *buf, size_t *len)
{
    int rc = safari_move_to_string(m, buf, SAFARI_MOVE_TEXT_MAX, len);
    if (rc != SAFARI_OK) {
        assert_int_equal(rc, SAFARI_EINVAL);
        return rc;
    }
    assert_true(*len < SAFARI_MOVE_TEXT_MAX);
    assert_int_equal(strlen(buf), *len);
    char small[SAFARI_MOVE_TEXT_MAX];
    size_t need = 0;
    assert_int_equal(safari_move_to_string(m, small, *len, &need), SAFARI_EBUFS);
    assert_int_equal(need, *len);
    return rc;
}

static void check_parsed(const char *text, size_t len, const safari_game *g,
                         const safari_move *m)
{
    safari_move canon = play_move_canonical(m);
    assert_memory_equal(&canon, m, sizeof canon);
    char buf[SAFARI_MOVE_TEXT_MAX];
    size_t n;
    assert_int_equal(write_move(m, buf, &n), SAFARI_OK);
    if (!g || m->kind != SAFARI_MOVE_MEEPLE) {
        if (n != len || memcmp(buf, text, n) != 0)
            fail_msg("'%.*s' parsed, but its canonical text is '%s'", (int)len, text, buf);
    }
    safari_move again;
    assert_int_equal(safari_move_parse_ex(buf, n, g, &again, NULL), SAFARI_OK);
    assert_memory_equal(&again, m, sizeof again);
}

static void check_raw(const uint8_t *data, size_t size)
{
    safari_move raw;
    uint8_t bytes[sizeof raw] = {0};
    memcpy(bytes, data, size < sizeof bytes ? size : sizeof bytes);
    memcpy(&raw, bytes, sizeof raw);
    char buf[SAFARI_MOVE_TEXT_MAX];
    size_t n;
    if (write_move(&raw, buf, &n) != SAFARI_OK)
        return;
    safari_move back;
    if (safari_move_parse_ex(buf, n, NULL, &back, NULL) != SAFARI_OK)
        fail_msg("the text '%s' written for a move does not parse", buf);
    safari_move canon = play_move_canonical(&raw);
    assert_memory_equal(&back, &canon, sizeof back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_raw(data, size);
    if (size == 0)
        return 0;
    const safari_game *g = context(data[0]);
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    safari_move m;
    memset(&m, 0xA5, sizeof m);
    int rc = safari_move_parse_ex(text, len, g, &m, NULL);
    if (rc == SAFARI_OK)
        check_parsed(text, len, g, &m);
    else
        assert_int_equal(rc, SAFARI_EPARSE);
    return 0;
}
