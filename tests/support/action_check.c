/* SPDX-License-Identifier: MIT */
/* action_check.h: the action space against the legal moves. */
#include "action_check.h"

#include <string.h>

#include "testutil.h"

static safari_move moves[SAFARI_MAX_MOVES];
static uint32_t listed[SAFARI_MAX_MOVES];

int action_names_cell(const safari_move *m)
{
    return m->kind == SAFARI_MOVE_PLACE || m->kind == SAFARI_MOVE_RANGER ||
           m->kind == SAFARI_MOVE_PARK || m->kind == SAFARI_MOVE_DIG ||
           m->kind == SAFARI_MOVE_EXPAND;
}

size_t action_check(const safari_game *g, const safari_window *w, uint8_t *mask, uint32_t *seen)
{
    size_t n = 0, count = 0, outside = 99, expect_outside = 0, in_mask = 0;
    size_t nlisted = 0, list_outside = 99;
    uint32_t actions;
    assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
    assert_int_equal(safari_game_action_count(g, w, &actions), SAFARI_OK);
    assert_int_equal(safari_game_legal_mask(g, w, mask, actions, &count, &outside), SAFARI_OK);
    assert_int_equal(count, actions);
    assert_int_equal(safari_game_legal_actions(g, w, listed, SAFARI_MAX_MOVES, &nlisted,
                                               &list_outside),
                     SAFARI_OK);
    for (size_t i = 0; i < n; i++) {
        uint32_t k = 0xFFFFFFFFu, k2 = 0;
        safari_move back;
        int inside = !action_names_cell(&moves[i]) || /* 64 bits: a far window */
                     (moves[i].x >= w->x0 && moves[i].x < (int64_t)w->x0 + w->width &&
                      moves[i].y >= w->y0 && moves[i].y < (int64_t)w->y0 + w->height);
        int rc = safari_game_action_index(g, w, &moves[i], &k);
        if (!inside) {
            assert_int_equal(rc, SAFARI_ENOTFOUND);
            assert_true(k == 0xFFFFFFFFu);
            expect_outside++;
            continue;
        }
        assert_int_equal(rc, SAFARI_OK);
        assert_true(k < actions);
        assert_int_equal(safari_game_action_move(g, w, k, &back), SAFARI_OK);
        assert_true(test_same_move(&back, &moves[i]));
        assert_int_equal(safari_game_action_index(g, w, &back, &k2), SAFARI_OK);
        assert_int_equal(k2, k);
        assert_int_equal(mask[k], 1);
        assert_true(in_mask < nlisted);
        assert_int_equal(listed[in_mask], k); /* the list keeps the moves' order */
        assert_true(seen[k] != (uint32_t)n + 1); /* no two moves share an index */
        seen[k] = (uint32_t)n + 1;
        in_mask++;
    }
    size_t ones = 0;
    for (uint32_t k = 0; k < actions; k++) {
        ones += mask[k];
        seen[k] = 0;
    }
    assert_int_equal(ones, in_mask);
    assert_int_equal(outside, expect_outside);
    assert_int_equal(nlisted, in_mask);
    assert_int_equal(list_outside, expect_outside);
    return n;
}

