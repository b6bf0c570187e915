/* SPDX-License-Identifier: MIT */
/* safari-bench: shared configuration, timing, random play and reporting.
 *
 * Every figure group (bench_games.c, bench_movegen.c, bench_perft.c) uses
 * only the public header; this file holds what they share. */
#ifndef SAFARI_BENCH_H
#define SAFARI_BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "safari.h"
#include "splitmix.h"

/* Figure groups, selectable with --only. */
enum {
    BENCH_GAMES = 1 << 0,   /* random games per second */
    BENCH_MOVEGEN = 1 << 1, /* legal-move generation */
    BENCH_UNDO = 1 << 2,    /* apply+undo pairs */
    BENCH_CLONE = 1 << 3,   /* state size, clone, copy */
    BENCH_PERFT = 1 << 4,   /* perft */
    BENCH_AI = 1 << 5,      /* playouts, legal mask */
    BENCH_BATCH = 1 << 6,   /* batched steps */
    BENCH_ALL = (1 << 7) - 1
};

typedef struct bench_config {
    unsigned groups;   /* BENCH_* bits */
    double seconds;    /* minimum time of one measurement */
    int runs;          /* measurements per figure; the median is reported */
    long games;        /* random games per measurement; 0: timed */
    int positions;     /* late-game positions per decision kind */
    int records;       /* recorded games replayed by apply+undo */
    int depth;         /* perft depth */
    const char *record; /* perft root: a game record file */
    int naive;         /* perft by clone instead of apply/undo */
    int has_expect;    /* --expect given */
    uint64_t expect;   /* expected perft leaf count */
    int json;          /* machine-readable output */
    uint64_t seed;     /* base seed of every random game */
} bench_config;

/* Scratch for one decision's moves and weights (about 60 KB). */
typedef struct bench_moves {
    safari_move moves[SAFARI_MAX_MOVES];
    uint32_t weights[SAFARI_MAX_MOVES];
} bench_moves;

/* splitmix64: small, fast and with fixed seeds fully reproducible. */
typedef struct bench_rng {
    uint64_t state;
} bench_rng;

static inline uint64_t bench_rand(bench_rng *r)
{
    return splitmix64_next(&r->state);
}

/* A number in 0 .. n-1 (multiply-shift: no division, bias below 2^-32). */
static inline uint32_t bench_below(bench_rng *r, uint32_t n)
{
    return (uint32_t)(((bench_rand(r) >> 32) * n) >> 32);
}

/* Aborts the program with the failed call and its status (a bench never
 * continues past an engine error: its figures would mean nothing). */
#define BENCH_CHECK(call)                          \
    do {                                           \
        int bench_rc_ = (call);                    \
        if (bench_rc_ != SAFARI_OK)                \
            bench_fail(#call, bench_rc_);          \
    } while (0)

#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void bench_fail(const char *what, int status);

/* Monotonic time in nanoseconds. */
uint64_t bench_now_ns(void);

/* Seconds since t0 (a bench_now_ns() value). */
double bench_elapsed(uint64_t t0);

/* Whether a timed measurement begun at t0 should run another unit after
 * `done` units: at least one unit, then until cfg->seconds have passed. */
int bench_more(const bench_config *cfg, uint64_t t0, long done);

/* The median of n values (sorts them). */
double bench_median(double *v, int n);

/* A new game with `seats` seats on a shared tile set; aborts on error. */
safari_game *bench_new_game(const safari_tileset *ts, int seats);

/* Tiles placed on the board since setup (start cells excluded). */
size_t bench_tiles_placed(const safari_game *g, const safari_tileset *ts);

/* Plays one move of the pending decision: a uniformly random legal move at
 * a seat's decision, an outcome drawn by weight at a chance decision, with
 * the moves generated in full. Returns 0 (and plays nothing) at the end. */
int bench_random_move(safari_game *g, bench_rng *rng, bench_moves *buf);

/* Reports one figure: a line "label value unit", or a JSON member. */
void bench_figure(const char *key, const char *label, double value, const char *unit);
/* Keeps the compiler from dropping stores to p that nothing reads (defined
 * in another file). */
void bench_keep(const void *p);

/* The figure groups. Each reports its own figures; perft returns the
 * process exit status (1 if the count differs from --expect). */
void bench_games(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf);
void bench_undo(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf);
void bench_clone(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf);
void bench_movegen(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf);
int bench_perft(const bench_config *cfg);
void bench_ai(const bench_config *cfg, const safari_tileset *ts, bench_moves *buf);
void bench_batch(const bench_config *cfg, const safari_tileset *ts);

#endif
