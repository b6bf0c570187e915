/* SPDX-License-Identifier: MIT */
/* Games on several threads at once, sharing one tile set: the library has
 * no global mutable state, and a tile set's reference count is safe to take
 * and drop from any thread. Each thread plays whole games (with undo,
 * clone, copy and a record round trip); the results must equal those of
 * the same games played on one thread; so must searches from one shared
 * game (safari_game_search_move), and the planning player's look-ahead
 * on threads of its own (safari_plan_options::threads). scripts/sanitize.sh runs this test
 * under ThreadSanitizer, where any data race fails it. */
#define _POSIX_C_SOURCE 200809L
#include "testutil.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum { THREADS = 4, GAMES = 20, MAX_PLY = 2000 };

/* What one game ends with; equal on any thread. */
typedef struct result {
    uint64_t hash;
    int32_t scores[SAFARI_MAX_SEATS];
    size_t history;
} result;

typedef struct worker {
    safari_tileset *ts;        /* the caller's reference, until the barrier */
    pthread_barrier_t *barrier;
    int id;
    result results[GAMES];
    int errors; /* cmocka is not thread-safe: failures are counted here */
} worker;

#define CHECK(w, cond) \
    do { \
        if (!(cond)) \
            (w)->errors++; \
    } while (0)

static void options_for(safari_options *o, const safari_tileset *ts, uint64_t seed)
{
    memset(o, 0, sizeof *o);
    o->seats = 2 + (int32_t)(seed % 4);
    o->first_seat = (int32_t)(seed / 4 % (uint64_t)o->seats);
    o->final_scoring = (int32_t)(seed / 16 % 2);
    o->baobab_tokens = (int32_t)(seed / 32 % 2);
    o->tileset = ts;
}

/* Writes g's record and reads it back: same position. */
static void record_round_trip(worker *w, const safari_game *g)
{
    size_t len = 0;
    CHECK(w, safari_record_write(g, NULL, 0, &len) == SAFARI_EBUFS);
    char *text = malloc(len + 1);
    CHECK(w, text != NULL);
    if (!text)
        return;
    CHECK(w, safari_record_write(g, text, len + 1, &len) == SAFARI_OK);
    safari_game *back = NULL;
    CHECK(w, safari_record_read(&back, text, len, NULL, NULL) == SAFARI_OK);
    CHECK(w, safari_game_hash(back) == safari_game_hash(g));
    safari_game_free(back);
    free(text);
}

/* Plays game `seed` on `ts` to the end, moving to a clone halfway. */
static void play_game(worker *w, const safari_tileset *ts, uint64_t seed, result *out)
{
    static const size_t cap = SAFARI_MAX_MOVES;
    safari_move *moves = malloc(cap * sizeof *moves);
    safari_options o;
    options_for(&o, ts, seed);
    safari_game *g = NULL;
    CHECK(w, moves != NULL);
    CHECK(w, safari_game_new(&g, &o) == SAFARI_OK);
    if (!g || !moves) {
        free(moves);
        return;
    }
    test_rng r = {seed};
    for (size_t ply = 0; ply < MAX_PLY; ply++) {
        size_t n = 0;
        CHECK(w, safari_game_legal_moves(g, moves, cap, &n) == SAFARI_OK);
        if (n == 0)
            break;
        const safari_move m = moves[test_rng_below(&r, (uint32_t)n)];
        uint64_t before = safari_game_hash(g);
        CHECK(w, safari_game_apply(g, &m) == SAFARI_OK);
        if (ply % 7 == 0) {
            CHECK(w, safari_game_undo(g) == SAFARI_OK);
            CHECK(w, safari_game_hash(g) == before);
            CHECK(w, safari_game_apply(g, &m) == SAFARI_OK);
        }
        if (ply == 100) {
            safari_game *c = NULL;
            CHECK(w, safari_game_clone(&c, g) == SAFARI_OK);
            if (c) {
                safari_game_free(g);
                g = c;
            }
        }
    }
    safari_game *scratch = NULL;
    CHECK(w, safari_game_clone(&scratch, g) == SAFARI_OK);
    CHECK(w, safari_game_copy(scratch, g) == SAFARI_OK);
    CHECK(w, safari_game_hash(scratch) == safari_game_hash(g));
    safari_game_free(scratch);
    record_round_trip(w, g);

    out->hash = safari_game_hash(g);
    out->history = safari_game_history_length(g);
    size_t seats;
    CHECK(w, safari_game_projected_scores_ex(g, out->scores, SAFARI_MAX_SEATS, &seats) == SAFARI_OK);
    safari_game_free(g);
    free(moves);
}

static void *work(void *arg)
{
    worker *w = arg;
    /* A first game holds a reference to the shared set; then the caller's
     * reference is dropped (after the barrier) while games come and go. */
    safari_options o;
    options_for(&o, w->ts, 0);
    safari_game *holder = NULL;
    CHECK(w, safari_game_new(&holder, &o) == SAFARI_OK);
    const safari_tileset *ts = safari_game_tileset(holder);
    int rc = pthread_barrier_wait(w->barrier);
    CHECK(w, rc == 0 || rc == PTHREAD_BARRIER_SERIAL_THREAD);
    for (int i = 0; i < GAMES; i++) {
        safari_tileset_info info;
        CHECK(w, safari_tileset_counts(ts, &info) == SAFARI_OK);
        CHECK(w, safari_tileset_text(ts, NULL) != NULL);
        play_game(w, ts, (uint64_t)(w->id * GAMES + i), &w->results[i]);
    }
    safari_game_free(holder);
    return NULL;
}

static void test_threads__shared_tileset_games_match_one_thread(void **state)
{
    (void)state;
    const char *text = safari_tileset_default_text();
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_load(&ts, text, strlen(text), NULL, NULL), SAFARI_OK);

    pthread_barrier_t barrier;
    assert_int_equal(pthread_barrier_init(&barrier, NULL, THREADS + 1), 0);
    static worker workers[THREADS];
    pthread_t threads[THREADS];
    for (int t = 0; t < THREADS; t++) {
        memset(&workers[t], 0, sizeof workers[t]);
        workers[t].ts = ts;
        workers[t].barrier = &barrier;
        workers[t].id = t;
        assert_int_equal(pthread_create(&threads[t], NULL, work, &workers[t]), 0);
    }
    int rc = pthread_barrier_wait(&barrier);
    assert_true(rc == 0 || rc == PTHREAD_BARRIER_SERIAL_THREAD);
    safari_tileset_free(ts); /* the games on the threads keep it alive */
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_join(threads[t], NULL), 0);
    pthread_barrier_destroy(&barrier);

    /* The same games on this thread alone give the same results. */
    assert_int_equal(safari_tileset_load(&ts, text, strlen(text), NULL, NULL), SAFARI_OK);
    worker alone;
    memset(&alone, 0, sizeof alone);
    for (int t = 0; t < THREADS; t++) {
        assert_int_equal(workers[t].errors, 0);
        for (int i = 0; i < GAMES; i++) {
            result expected;
            memset(&expected, 0, sizeof expected);
            play_game(&alone, ts, (uint64_t)(t * GAMES + i), &expected);
            assert_int_equal(alone.errors, 0);
            assert_true(expected.history > 200);
            assert_memory_equal(&expected, &workers[t].results[i], sizeof expected);
        }
    }
    safari_tileset_free(ts);
}

/* The library's search from one game that no thread changes, on several
 * threads at once (each with its own generator state): each thread's moves
 * equal those of the same searches on one thread, and the game is
 * unchanged. */
typedef struct searcher {
    const safari_game *game;
    pthread_barrier_t *barrier;
    uint64_t seed;
    safari_move moves[4];
    int errors;
} searcher;

static void *search_work(void *arg)
{
    searcher *s = arg;
    int rc = pthread_barrier_wait(s->barrier);
    if (rc != 0 && rc != PTHREAD_BARRIER_SERIAL_THREAD)
        s->errors++;
    const safari_search_options o = {150, 0, 0.7, 0.2, SAFARI_POLICY_SCORING, 0};
    for (int k = 0; k < 4; k++) {
        uint64_t rng = s->seed + (uint64_t)k;
        if (safari_game_search_move(s->game, &o, &rng, &s->moves[k], NULL) != SAFARI_OK)
            s->errors++;
    }
    return NULL;
}

static void test_threads__searches_from_one_game_match_one_thread(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    uint64_t rng = 8;
    safari_decision d;
    size_t n = 0;
    for (int i = 0;; i++) { /* after 30 moves, a seat's decision of two moves or more */
        safari_move m;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        safari_game_legal_moves(g, NULL, 0, &n);
        if (i >= 30 && d.to_move >= 0 && n >= 2)
            break;
        assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    uint64_t hash = safari_game_hash(g);
    pthread_barrier_t barrier;
    assert_int_equal(pthread_barrier_init(&barrier, NULL, THREADS), 0);
    static searcher searchers[THREADS];
    pthread_t threads[THREADS];
    for (int t = 0; t < THREADS; t++) {
        memset(&searchers[t], 0, sizeof searchers[t]);
        searchers[t].game = g;
        searchers[t].barrier = &barrier;
        searchers[t].seed = 100u * (uint64_t)t;
        assert_int_equal(pthread_create(&threads[t], NULL, search_work, &searchers[t]), 0);
    }
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_join(threads[t], NULL), 0);
    pthread_barrier_destroy(&barrier);
    assert_true(safari_game_hash(g) == hash);
    const safari_search_options o = {150, 0, 0.7, 0.2, SAFARI_POLICY_SCORING, 0};
    for (int t = 0; t < THREADS; t++) {
        assert_int_equal(searchers[t].errors, 0);
        for (int k = 0; k < 4; k++) {
            safari_move m;
            uint64_t r = searchers[t].seed + (uint64_t)k;
            assert_int_equal(safari_game_search_move(g, &o, &r, &m, NULL), SAFARI_OK);
            assert_memory_equal(&m, &searchers[t].moves[k], sizeof m);
        }
    }
    safari_game_free(g);
}

/* The planning player's own threads (safari_plan_options::threads): a
 * look-ahead shared out among 3 threads, called from 2 threads at once on
 * one game, gives the moves, generator states and values of one thread.
 * Under ThreadSanitizer a race between the look-ahead's threads fails it. */
typedef struct planner {
    const safari_game *game;
    uint64_t seed;
    safari_move moves[2];
    uint64_t rng[2];
    double values[2];
    int errors;
} planner;

static safari_plan_options plan_options(uint32_t threads)
{
    safari_plan_options o = SAFARI_PLAN_OPTIONS_INIT;
    o.iterations = 5;
    o.candidates = 4;
    o.replies = 0;
    o.threads = threads;
    return o;
}

static void *plan_work(void *arg)
{
    planner *p = arg;
    const safari_plan_options o = plan_options(3);
    for (int k = 0; k < 2; k++) {
        safari_plan_stats st;
        p->rng[k] = p->seed + (uint64_t)k;
        if (safari_game_plan_move(p->game, &o, &p->rng[k], &p->moves[k], &st) != SAFARI_OK ||
            st.worlds != (st.candidates > 1 ? 5u : 0u))
            p->errors++;
        p->values[k] = st.value;
    }
    return NULL;
}

static void test_threads__plan_threads_match_one_thread(void **state)
{
    (void)state;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, NULL), SAFARI_OK);
    uint64_t rng = 12;
    safari_decision d;
    size_t n = 0;
    for (int i = 0;; i++) { /* after 20 moves, a placement of two moves or more */
        safari_move m;
        assert_int_equal(safari_game_decision(g, &d), SAFARI_OK);
        safari_game_legal_moves(g, NULL, 0, &n);
        if (i >= 20 && d.kind == SAFARI_DECISION_PLACE && n >= 2)
            break;
        assert_int_equal(safari_game_sample_move(g, &rng, NULL, &m), SAFARI_OK);
        assert_int_equal(safari_game_apply(g, &m), SAFARI_OK);
    }
    uint64_t hash = safari_game_hash(g);
    static planner planners[2];
    pthread_t threads[2];
    for (int t = 0; t < 2; t++) {
        memset(&planners[t], 0, sizeof planners[t]);
        planners[t].game = g;
        planners[t].seed = 40u * (uint64_t)t;
        assert_int_equal(pthread_create(&threads[t], NULL, plan_work, &planners[t]), 0);
    }
    for (int t = 0; t < 2; t++)
        assert_int_equal(pthread_join(threads[t], NULL), 0);
    assert_true(safari_game_hash(g) == hash);
    const safari_plan_options one = plan_options(1);
    for (int t = 0; t < 2; t++) {
        assert_int_equal(planners[t].errors, 0);
        for (int k = 0; k < 2; k++) {
            safari_move m;
            safari_plan_stats st;
            uint64_t r = planners[t].seed + (uint64_t)k;
            assert_int_equal(safari_game_plan_move(g, &one, &r, &m, &st), SAFARI_OK);
            assert_memory_equal(&m, &planners[t].moves[k], sizeof m);
            assert_true(r == planners[t].rng[k]);
            assert_true(st.value == planners[t].values[k]);
        }
    }
    safari_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_threads__shared_tileset_games_match_one_thread),
        cmocka_unit_test(test_threads__searches_from_one_game_match_one_thread),
        cmocka_unit_test(test_threads__plan_threads_match_one_thread),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
