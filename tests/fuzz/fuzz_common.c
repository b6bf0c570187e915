/* SPDX-License-Identifier: MIT */
/* Pieces shared by the fuzz targets. */
#define _POSIX_C_SOURCE 200809L
#include "fuzz.h"

#include "play_check.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    /* Outside a cmocka test a failed assertion would exit(); abort() is what
     * libFuzzer and ctest report as a crash, with the input that caused it. */
    setenv("CMOCKA_TEST_ABORT", "1", 1);
    return 0;
}

void fuzz_options(fuzz_input *in, safari_options *o, const safari_tileset *ts)
{
    memset(o, 0, sizeof *o);
    o->seats = 2 + fuzz_u8(in) % 4;
    o->first_seat = fuzz_u8(in) % o->seats;
    uint8_t flags = fuzz_u8(in);
    o->final_scoring = flags & 1;
    o->baobab_tokens = (flags >> 1) & 1;
    o->board_limited = (flags >> 2) & 1;
    o->limit_x = fuzz_u8(in) % 8;
    o->limit_y = fuzz_u8(in) % 5;
    if (!o->board_limited)
        o->limit_x = o->limit_y = 0;
    o->tileset = ts;
}

size_t fuzz_play_legal(safari_game *g, fuzz_input *in, size_t max_moves)
{
    safari_move moves[SAFARI_MAX_MOVES];
    size_t played = 0;
    while (played < max_moves) {
        size_t n;
        assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
        if (n == 0)
            break;
        const safari_move *m = &moves[fuzz_u16(in) % n];
        play_snapshot before;
        play_snapshot_take(g, &before);
        play_check_apply_undo(g, m, &before);
        assert_int_equal(safari_game_apply(g, m), SAFARI_OK);
        played++;
    }
    return played;
}

void fuzz_check_record_round_trip(const safari_game *g)
{
    size_t len;
    char *text = test_text_of(g, safari_record_write, &len);
    safari_game *copy = NULL;
    safari_diag diag;
    int rc = safari_record_read(&copy, text, len, NULL, &diag);
    if (rc != SAFARI_OK)
        fail_msg("a written record does not read back: line %d: %s\n%s", (int)diag.line,
                 diag.message, text);
    test_assert_same_position(g, copy);
    size_t n = safari_game_history_length(g);
    assert_int_equal(safari_game_history_length(copy), n);
    for (size_t i = 0; i < n; i++) {
        safari_move a, b;
        assert_int_equal(safari_game_history_move(g, i, &a), SAFARI_OK);
        assert_int_equal(safari_game_history_move(copy, i, &b), SAFARI_OK);
        assert_true(play_move_equal(&a, &b));
    }
    /* A record describes its game completely: the game read from it
     * writes the same record. */
    size_t len2;
    char *text2 = test_text_of(copy, safari_record_write, &len2);
    size_t at = 0;
    while (at < len && at < len2 && text[at] == text2[at])
        at++;
    if (at != len || len2 != len)
        fail_msg("the record of a game read from a record differs from it at byte %zu of %zu "
                 "(%zu written back)\n--- record:\n%s\n--- written back:\n%s",
                 at, len, len2, text, text2);
    free(text2);
    free(text);
    safari_game_free(copy);
}
