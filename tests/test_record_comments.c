/* SPDX-License-Identifier: MIT */
/* Records that carry outside text in `#` comments (what `safari match`
 * writes: forfeit reasons, bot names and commands, escaped by
 * cli/escape.c) read back exactly, whatever the text: the property of
 * docs/notation.md section 3.1 over random games and random bytes. */
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "testutil.h"

/* The record of g with comment lines of escaped random text put after
 * random lines (and always after the last), as a writer may place them. */
static char *with_comments(const char *rec, size_t len, test_rng *r, size_t *out_len)
{
    size_t cap = len + 1, n = 0;
    char *out = malloc(cap);
    assert_non_null(out);
    size_t at = 0;
    while (at < len) {
        const char *nl = memchr(rec + at, '\n', len - at);
        size_t line = nl != NULL ? (size_t)(nl - (rec + at)) + 1 : len - at;
        char raw[300], esc[1300];
        size_t k = test_rng_below(r, sizeof raw);
        for (size_t i = 0; i < k; i++) /* every byte value, line ends often */
            raw[i] = (char)(test_rng_below(r, 4) == 0 ? "\r\n\0\x7f"[test_rng_below(r, 4)]
                                                    : (int)test_rng_below(r, 256));
        size_t e = cli_escape(raw, k, esc, sizeof esc);
        assert_true(e < sizeof esc);
        for (size_t i = 0; i < e; i++) /* one line: no control byte at all */
            assert_true((unsigned char)esc[i] >= 0x20 && esc[i] != 0x7f);
        int put = at + line >= len || test_rng_below(r, 8) == 0;
        size_t need = n + line + (put ? e + 3 : 0) + 1;
        if (need > cap) {
            out = realloc(out, cap = 2 * need);
            assert_non_null(out);
        }
        memcpy(out + n, rec + at, line);
        n += line;
        at += line;
        if (put) {
            out[n++] = '#';
            out[n++] = ' ';
            memcpy(out + n, esc, e);
            n += e;
            out[n++] = '\n';
        }
    }
    out[n] = '\0';
    *out_len = n;
    return out;
}

/* Every record the writer produces, with any comments, reads back to the
 * same game, and that game writes the very same record. */
static void test_record_comments__any_text_reads_back(void **state)
{
    (void)state;
    test_rng r = {20261201};
    for (int round = 0; round < 200; round++) {
        safari_game *g = NULL;
        safari_options o = {0};
        o.seats = 2 + (int32_t)test_rng_below(&r, 4);
        assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
        test_play_random(g, &r, test_rng_below(&r, 3) == 0 ? 100000 : test_rng_below(&r, 60));
        size_t len, clen, len2;
        char *rec = test_text_of(g, safari_record_write, &len);
        char *text = with_comments(rec, len, &r, &clen);
        safari_game *back = NULL;
        safari_diag diag;
        int rc = safari_record_read(&back, text, clen, NULL, &diag);
        if (rc != SAFARI_OK)
            fail_msg("round %d: line %d: %s", round, (int)diag.line, diag.message);
        test_assert_same_position(g, back);
        char *again = test_text_of(back, safari_record_write, &len2);
        assert_int_equal(len2, len);
        assert_memory_equal(again, rec, len);
        free(again);
        free(text);
        free(rec);
        safari_game_free(back);
        safari_game_free(g);
    }
}

/* The escaping loses nothing: each byte has one form, a backslash is
 * doubled, and the text is cut at the capacity as snprintf cuts. */
static void test_record_comments__escape_forms(void **state)
{
    (void)state;
    char out[64];
    assert_int_equal(cli_escape("pa\rss", 5, out, sizeof out), 8);
    assert_string_equal(out, "pa\\x0dss");
    assert_int_equal(cli_escape("a\0b\n\\\x7f\xc3\xa9", 8, out, sizeof out), 18);
    assert_string_equal(out, "a\\x00b\\x0a\\\\\\x7f\xc3\xa9");
    assert_int_equal(cli_escape("\n\n", 2, out, 5), 8);
    assert_string_equal(out, "\\x0a");
    assert_string_equal(cli_escaped("sh bot.sh", out, sizeof out), "sh bot.sh");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_comments__escape_forms),
        cmocka_unit_test(test_record_comments__any_text_reads_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
