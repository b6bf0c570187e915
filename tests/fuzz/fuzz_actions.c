/* SPDX-License-Identifier: MIT */
/* Fuzz target: the fixed action space and the observation over any window.
 *
 * Input: 5 bytes of options (fuzz_options), a byte of moves to play and 8
 * bytes of generator state (the moves are safari_game_sample_move()'s),
 * then a window (x0 and y0 as 4 raw bytes each, width and height as u16),
 * an action index (4 bytes) and a viewer byte.
 *
 * Checked: the window is refused exactly when a side is outside
 * 1 .. SAFARI_WINDOW_MAX; over one that is not too large for the buffers
 * the mask, the list and the index of every legal move agree
 * (action_check.h), the moves outside it reported; the index maps to a
 * move that maps back to it, to SAFARI_ENOTFOUND (a cell no move can name)
 * or to SAFARI_EINVAL past the action count; the observation has the
 * documented size, or refuses a seat that is no viewer; nothing changes
 * the game. */
#include "fuzz.h"

#include "action_check.h"
#include "play_check.h"

#include <stdlib.h>
#include <string.h>

/* Observation layouts by name (safari_game_observe's options). */
static const safari_observation_options obs_base = {sizeof obs_base, SAFARI_OBS_FLOAT32,
                                                    SAFARI_OBS_LAYOUT_BASE};

enum { CAP = 1 << 18 /* mask entries and observation floats checked */ };

static uint32_t fuzz_u32(fuzz_input *in)
{
    uint32_t hi = fuzz_u16(in);
    return hi << 16 | fuzz_u16(in);
}

static void check_index(const safari_game *g, const safari_window *w, uint32_t count,
                        uint32_t index)
{
    safari_move m;
    memset(&m, 0xAB, sizeof m);
    safari_move before = m;
    int rc = safari_game_action_move(g, w, index, &m);
    if (index >= count) {
        assert_int_equal(rc, SAFARI_EINVAL);
    } else if (rc == SAFARI_ENOTFOUND) { /* a far cell: beyond int16 */
        int64_t cell = (int64_t)(index % (uint32_t)(w->width * w->height));
        int64_t x = w->x0 + cell % w->width, y = w->y0 + cell / w->width;
        assert_true(x < INT16_MIN || x > INT16_MAX || y < INT16_MIN || y > INT16_MAX);
    } else {
        assert_int_equal(rc, SAFARI_OK);
        uint32_t back = 0;
        assert_int_equal(safari_game_action_index(g, w, &m, &back), SAFARI_OK);
        assert_int_equal(back, index);
        return;
    }
    assert_memory_equal(&m, &before, sizeof m);
}

static void check_observation(const safari_game *g, const safari_window *w, uint32_t cells,
                              int32_t viewer, int32_t seats)
{
    static float obs[CAP];
    size_t n = 0;
    int rc = safari_game_observe(g, w, viewer, &obs_base, NULL, 0, &n);
    if (viewer < 0 || viewer >= seats) {
        assert_int_equal(rc, SAFARI_EINVAL);
        return;
    }
    assert_int_equal(rc, n == 0 ? SAFARI_OK : SAFARI_EBUFS);
    assert_true(n >= (size_t)SAFARI_OBS_CELL_PLANES * cells + SAFARI_OBS_VECTOR_FIXED);
    if (n <= CAP) {
        size_t again = 0;
        assert_int_equal(safari_game_observe(g, w, viewer, &obs_base, obs, n, &again), SAFARI_OK);
        assert_int_equal(again, n);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const safari_tileset *ts;
    static uint8_t *mask;
    static uint32_t *seen;
    if (!ts) {
        safari_tileset *t = NULL;
        assert_int_equal(safari_tileset_new_default(&t, NULL), SAFARI_OK);
        ts = t;
        mask = malloc(CAP);
        seen = calloc(CAP, sizeof *seen);
        assert_non_null(mask);
        assert_non_null(seen);
    }
    fuzz_input in = {data, size};
    safari_options o;
    fuzz_options(&in, &o, ts);
    safari_game *g = NULL;
    if (safari_game_new(&g, &o) != SAFARI_OK)
        return 0; /* options the library refuses: fuzz_play's concern */
    uint8_t moves = fuzz_u8(&in);
    uint64_t rng = (uint64_t)fuzz_u32(&in) << 32 | fuzz_u32(&in);
    safari_move m;
    for (uint8_t k = 0; k < moves && safari_game_sample_move(g, &rng, NULL, &m) == SAFARI_OK; k++)
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    safari_window w;
    w.x0 = (int32_t)fuzz_u32(&in);
    w.y0 = (int32_t)fuzz_u32(&in);
    w.width = fuzz_u16(&in) % (SAFARI_WINDOW_MAX + 2); /* 0 and one past: refused */
    w.height = fuzz_u16(&in) % (SAFARI_WINDOW_MAX + 2);
    uint32_t index = fuzz_u32(&in);
    int32_t viewer = (int32_t)(fuzz_u8(&in) % 8) - 1;

    play_snapshot before;
    play_snapshot_take(g, &before);
    uint32_t count = 0;
    int rc = safari_game_action_count(g, &w, &count);
    int valid = w.width >= 1 && w.width <= SAFARI_WINDOW_MAX && w.height >= 1 &&
                w.height <= SAFARI_WINDOW_MAX;
    if (!valid) {
        assert_int_equal(rc, SAFARI_EINVAL);
    } else {
        assert_int_equal(rc, SAFARI_OK);
        if (count <= CAP)
            action_check(g, &w, mask, seen);
        check_index(g, &w, count, count ? index % (count + 2) : index);
        check_observation(g, &w, (uint32_t)w.width * (uint32_t)w.height, viewer, o.seats);
    }
    play_snapshot after;
    play_snapshot_take(g, &after);
    play_assert_same(&before, &after, 1);
    safari_game_free(g);
    return 0;
}
