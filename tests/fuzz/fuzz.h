/* SPDX-License-Identifier: MIT */
/* Shared by the fuzz targets (fuzz_*.c): the libFuzzer entry points, which
 * the standalone replay driver (replay_main.c) also calls, and a reader that
 * turns the fuzz bytes into choices. */
#ifndef SAFARI_FUZZ_H
#define SAFARI_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "safari.h"

/* Runs one input; any failed check aborts the process. Returns 0. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
/* Once, before the first input (fuzz_common.c). */
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* The unread rest of an input. Reads past the end give zeros. */
typedef struct fuzz_input {
    const uint8_t *p;
    size_t n;
} fuzz_input;

static inline uint8_t fuzz_u8(fuzz_input *in)
{
    if (in->n == 0)
        return 0;
    in->n--;
    return *in->p++;
}

static inline uint16_t fuzz_u16(fuzz_input *in)
{
    uint16_t hi = fuzz_u8(in);
    return (uint16_t)(hi << 8 | fuzz_u8(in));
}

/* Options for a new game from 5 bytes: seats 2..5, every first seat,
 * both scorings and baobab timings, no limit or X 0..7, Y 0..4 (some of
 * which the library must refuse). */
void fuzz_options(fuzz_input *in, safari_options *o, const safari_tileset *ts);

/* Plays up to max_moves moves chosen from the input (or, once the input is
 * used up, the first legal move), checking the invariants after each and an
 * apply/undo round trip of each. Returns the moves applied. */
size_t fuzz_play_legal(safari_game *g, fuzz_input *in, size_t max_moves);

/* Writes the record of g, reads it back into a new game and asserts the two
 * show the same position and history; then that writing the copy gives the
 * same text. */
void fuzz_check_record_round_trip(const safari_game *g);

#endif
