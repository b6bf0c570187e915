/* SPDX-License-Identifier: MIT */
/* Helpers shared by the cmocka suites. */
#ifndef SAFARI_TESTUTIL_H
#define SAFARI_TESTUTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "safari.h"

/* A deprecated wrapper is called on purpose where it is tested (it stays
 * exported and right until 1.0, docs/api-stability.md); everywhere else
 * the build's -Werror refuses a call to one. */
#if defined(__GNUC__)
#define SAFARI_TEST_DEPRECATED_BEGIN                                    \
    _Pragma("GCC diagnostic push")                                      \
    _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define SAFARI_TEST_DEPRECATED_END _Pragma("GCC diagnostic pop")
#else
#define SAFARI_TEST_DEPRECATED_BEGIN
#define SAFARI_TEST_DEPRECATED_END
#endif

/* A small deterministic generator (splitmix64), so tests need no libc rand. */
typedef struct test_rng {
    uint64_t s;
} test_rng;

uint64_t test_rng_next(test_rng *r);
/* Uniform in [0, n). n > 0. */
uint32_t test_rng_below(test_rng *r, uint32_t n);

/* Picks a move of the pending decision: at chance, by weight; else uniformly.
 * Returns 0 when the game is over. */
int test_pick_move(const safari_game *g, test_rng *r, safari_move *out);

/* Whether two moves are the same, field by field (never their padding). */
int test_same_move(const safari_move *a, const safari_move *b);

/* Asserts apply succeeds for a move given as text. */
void test_apply_text(safari_game *g, const char *text);



/* Asserts the conservation laws of docs/rules.md section 9 through the public
 * API: meeples, tokens (10 per species) and land tiles. */
void test_check_invariants(const safari_game *g);

/* Asserts that two games show the same position through the public API. */
void test_assert_same_position(const safari_game *a, const safari_game *b);

/* Options that vary with a seed: 2 + seed % 4 seats, and the 8 x 6 board
 * window when seed % window_every is 0. */
safari_options test_varied_options(uint64_t seed, uint64_t window_every);

/* Settings on the table of the fixed action space (SAFARI_AI_TABLE_HALF):
 * a batch takes its window from it. */
safari_settings test_table_settings(void);

/* Asserts that two settings have the same rule fields, one by one (the
 * padding before `tileset` is no field; the tile set is not compared). */
void test_assert_same_settings(const safari_settings *a, const safari_settings *b);

/* The text a writer (safari_record_write, safari_legal_write) gives for a
 * game, through the documented size query; malloc'd. len may be NULL. */
char *test_text_of(const safari_game *g,
                   int (*write)(const safari_game *, char *, size_t, size_t *), size_t *len);

/* Plays random moves until the end (or max_moves); returns moves applied. */
size_t test_play_random(safari_game *g, test_rng *r, size_t max_moves);
#endif
