/* SPDX-License-Identifier: MIT */
/* Allocation through the per-handle hooks: every allocation that creating,
 * cloning, loading, reading or searching can make is made to fail in turn, and each
 * must give SAFARI_ENOMEM, no handle, no leak and no crash; every block is
 * freed with the size it was asked with; a clone allocates with its game's
 * allocator; and playing (legal moves, apply, undo, queries) never
 * allocates. */
#include "count_alloc.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

/* Observation layouts by name (safari_game_observe's options). */
static const safari_observation_options obs_base = {sizeof obs_base, SAFARI_OBS_FLOAT32,
                                                    SAFARI_OBS_LAYOUT_BASE};
static const safari_observation_options obs_bytes = {sizeof obs_bytes, SAFARI_OBS_UINT8,
                                                     SAFARI_OBS_LAYOUT_PLACED};

/* Everything allocated was freed, each block once with its size. */
static void assert_all_freed(const count_alloc *c)
{
    assert_int_equal(c->live, 0);
    assert_int_equal(c->bad_frees, 0);
    assert_int_equal(c->overflows, 0);
    assert_int_equal(c->allocs, c->frees);
    assert_true(count_alloc_all_freed(c));
}

/* One operation under test: returns its status; on success, release()
 * frees what it made. */
typedef struct op {
    int (*run)(count_alloc *c, void *ctx);
    void (*release)(void *ctx);
    void *ctx;
} op;

/* Makes each allocation of the operation fail in turn, n = 1, 2, ...
 * until one run allocates fewer than n times (and must then succeed).
 * Returns the number of allocations (failure points). */
static size_t fail_each_allocation(const op *o)
{
    for (size_t n = 1;; n++) {
        count_alloc c;
        memset(&c, 0, sizeof c);
        c.fail_nth = n;
        int rc = o->run(&c, o->ctx);
        int reached = c.fail_call != 0 && c.calls >= c.fail_call;
        if (!reached) {
            assert_int_equal(rc, SAFARI_OK);
            o->release(o->ctx);
            assert_all_freed(&c);
            return n - 1;
        }
        if (rc != SAFARI_ENOMEM)
            fail_msg("allocation %zu failed, but the status is %d (%s)", n, rc,
                     safari_strerror(rc));
        o->release(o->ctx); /* frees what setup made (the handle is NULL) */
        assert_all_freed(&c);
    }
}

static size_t builtin_set_allocations(void);

/* ---- create --------------------------------------------------------- */

typedef struct game_ctx {
    safari_settings opt;
    safari_game *game;
    safari_game *copy;
    size_t moves; /* random moves played before the operation */
} game_ctx;

static void release_games(void *ctx)
{
    game_ctx *g = ctx;
    safari_game_free(g->copy);
    safari_game_free(g->game);
    g->copy = g->game = NULL;
}

static int run_new(count_alloc *c, void *ctx)
{
    game_ctx *g = ctx;
    safari_allocator a = count_alloc_hooks(c);
    count_alloc_arm(c);
    g->game = (safari_game *)ctx; /* must be reset */
    int rc = safari_game_create(&g->game, &g->opt, &a);
    if (rc != SAFARI_OK)
        assert_null(g->game);
    return rc;
}

/* With the built-in set (made with the game's hooks, then the one block of
 * the game), default settings and a 5-seat limited table: each allocation
 * failed in turn. */
static void fail_each_with_builtin_set(op *o, game_ctx *g)
{
    const size_t set = builtin_set_allocations();
    g->opt = (safari_settings)SAFARI_SETTINGS_INIT;
    assert_int_equal(fail_each_allocation(o), set + 1);
    g->opt.seats = 5;
    g->opt.board_limited = 1;
    g->opt.limit_x = 3;
    g->opt.limit_y = 2;
    assert_int_equal(fail_each_allocation(o), set + 1);
}

static void test_alloc__create_fails_cleanly_at_every_allocation(void **state)
{
    (void)state;
    game_ctx g;
    memset(&g, 0, sizeof g);
    op o = {run_new, release_games, &g};
    fail_each_with_builtin_set(&o, &g);

    /* A set of the caller's, with its own allocator: only the game block. */
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_new_default(&ts, NULL), SAFARI_OK);
    g.opt = (safari_settings)SAFARI_SETTINGS_INIT;
    g.opt.tileset = ts;
    assert_int_equal(fail_each_allocation(&o), 1);
    safari_tileset_free(ts);
}

/* The deprecated constructor, a wrapper of safari_game_create(), fails as
 * cleanly at each of the same allocations. */
static int run_new_ex(count_alloc *c, void *ctx)
{
    game_ctx *g = ctx;
    safari_allocator a = count_alloc_hooks(c);
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = g->opt.seats;
    o.board_limited = g->opt.board_limited;
    o.limit_x = g->opt.limit_x;
    o.limit_y = g->opt.limit_y;
    count_alloc_arm(c);
    g->game = (safari_game *)ctx; /* must be reset */
    SAFARI_TEST_DEPRECATED_BEGIN
    int rc = safari_game_new_ex(&g->game, &o, &a);
    SAFARI_TEST_DEPRECATED_END
    if (rc != SAFARI_OK)
        assert_null(g->game);
    return rc;
}

static void test_alloc__deprecated_new_ex_fails_cleanly_as_create(void **state)
{
    (void)state;
    game_ctx g;
    memset(&g, 0, sizeof g);
    op o = {run_new_ex, release_games, &g};
    fail_each_with_builtin_set(&o, &g);
}

/* ---- clone ----------------------------------------------------------- */

static int run_clone(count_alloc *c, void *ctx)
{
    game_ctx *g = ctx;
    safari_allocator a = count_alloc_hooks(c);
    assert_int_equal(safari_game_create(&g->game, &g->opt, &a), SAFARI_OK);
    test_rng r = {g->moves};
    test_play_random(g->game, &r, g->moves);
    uint64_t hash = safari_game_hash(g->game);
    count_alloc_arm(c);
    g->copy = g->game; /* must be reset */
    int rc = safari_game_clone(&g->copy, g->game);
    if (rc != SAFARI_OK) {
        assert_null(g->copy);
        /* The original is untouched and goes on. */
        assert_true(safari_game_hash(g->game) == hash);
        test_check_invariants(g->game);
        safari_move m;
        if (test_pick_move(g->game, &r, &m))
            assert_int_equal(safari_game_apply(g->game, &m), SAFARI_OK);
        return rc;
    }
    test_assert_same_position(g->game, g->copy);
    return rc;
}

static void test_alloc__clone_uses_the_game_allocator_and_fails_cleanly(void **state)
{
    (void)state;
    game_ctx g;
    memset(&g, 0, sizeof g);
    g.opt = (safari_settings)SAFARI_SETTINGS_INIT;
    g.moves = 60;
    op o = {run_clone, release_games, &g};
    /* One block, from the game's allocator (with malloc the failure would
     * never be reached and this would be 0). */
    assert_int_equal(fail_each_allocation(&o), 1);
    g.opt.seats = 4;
    g.moves = 400;
    assert_int_equal(fail_each_allocation(&o), 1);
}

/* ---- the library's players -------------------------------------------- */

static int run_search(count_alloc *c, void *ctx)
{
    game_ctx *g = ctx;
    safari_allocator a = count_alloc_hooks(c);
    assert_int_equal(safari_game_create(&g->game, &g->opt, &a), SAFARI_OK);
    test_rng r = {g->moves};
    test_play_random(g->game, &r, g->moves);
    safari_decision d;
    size_t n = 0;
    safari_move m;
    for (;;) { /* on to a seat's decision of two moves or more */
        assert_int_equal(safari_game_decision(g->game, &d), SAFARI_OK);
        assert_true(d.kind != SAFARI_DECISION_END);
        safari_game_legal_moves(g->game, NULL, 0, &n);
        if (d.to_move >= 0 && n >= 2)
            break;
        assert_true(test_pick_move(g->game, &r, &m));
        assert_int_equal(safari_game_apply(g->game, &m), SAFARI_OK);
    }
    uint64_t hash = safari_game_hash(g->game), rng = 3;
    /* greedy never allocates */
    size_t before = c->calls;
    assert_int_equal(safari_game_greedy_move(g->game, &rng, &m), SAFARI_OK);
    assert_int_equal(c->calls, before);
    /* enough iterations for the node array and the move pool to grow */
    safari_search_options o = {1500, 0, 0.7, 0.0, SAFARI_POLICY_UNIFORM, 0};
    safari_search_stats st;
    const safari_move marker = {SAFARI_MOVE_PASS, 9, 9, 9, 9, 9};
    m = marker;
    count_alloc_arm(c);
    int rc = safari_game_search_move(g->game, &o, &rng, &m, &st);
    assert_true(safari_game_hash(g->game) == hash);
    if (rc != SAFARI_OK) {
        assert_memory_equal(&m, &marker, sizeof m);
        return rc;
    }
    assert_true(st.nodes > 2048); /* the node array grew twice */
    assert_int_equal(safari_game_is_legal(g->game, &m), 1);
    return rc;
}

static void test_alloc__search_uses_the_game_allocator_and_fails_cleanly(void **state)
{
    (void)state;
    game_ctx g;
    memset(&g, 0, sizeof g);
    g.opt = (safari_settings)SAFARI_SETTINGS_INIT;
    g.moves = 40;
    op o = {run_search, release_games, &g};
    /* The tree block, the clone, the node array three times (1024, 2048,
     * 4096 nodes) and the move pool at least once: with malloc none would
     * be reached. */
    assert_true(fail_each_allocation(&o) >= 6);
    g.opt.seats = 3;
    g.moves = 150;
    assert_true(fail_each_allocation(&o) >= 6);
}

/* ---- load ------------------------------------------------------------ */

typedef struct load_ctx {
    const char *text;
    size_t len;
    safari_tileset *ts;
} load_ctx;

static int run_load(count_alloc *c, void *ctx)
{
    load_ctx *l = ctx;
    safari_allocator a = count_alloc_hooks(c);
    safari_diag diag;
    count_alloc_arm(c);
    l->ts = (safari_tileset *)ctx; /* must be reset */
    int rc = safari_tileset_load(&l->ts, l->text, l->len, &a, &diag);
    if (rc != SAFARI_OK) {
        assert_null(l->ts);
        assert_non_null(memchr(diag.message, '\0', sizeof diag.message));
    } else {
        safari_tileset_info info;
        assert_int_equal(safari_tileset_counts(l->ts, &info), SAFARI_OK);
    }
    return rc;
}

static int run_new_default(count_alloc *c, void *ctx)
{
    load_ctx *l = ctx;
    safari_allocator a = count_alloc_hooks(c);
    count_alloc_arm(c);
    l->ts = (safari_tileset *)ctx;
    int rc = safari_tileset_new_default(&l->ts, &a);
    if (rc != SAFARI_OK)
        assert_null(l->ts);
    return rc;
}

static void release_set(void *ctx)
{
    load_ctx *l = ctx;
    safari_tileset_free(l->ts);
    l->ts = NULL;
}

static const char small_set[] =
    "01 3 tsts trail:NS ; A@N ; E@N ; -\n"
    "02 2 bsss bush:N/1 baobab ; G@N ; -\n"
    "start 0 0 stst trail:EW ; -\n"
    "rangers -1 0 1 0\n";

/* How many allocations making the built-in set takes (at least one). */
static size_t builtin_set_allocations(void)
{
    load_ctx l = {NULL, 0, NULL};
    op d = {run_new_default, release_set, &l};
    size_t n = fail_each_allocation(&d);
    assert_true(n >= 1);
    return n;
}

static void test_alloc__tileset_load_fails_cleanly_at_every_allocation(void **state)
{
    (void)state;
    load_ctx l = {safari_tileset_default_text(), strlen(safari_tileset_default_text()), NULL};
    op o = {run_load, release_set, &l};
    /* Loading the built-in text takes what making the built-in set does. */
    assert_int_equal(fail_each_allocation(&o), builtin_set_allocations());
    l.text = small_set;
    l.len = strlen(small_set);
    assert_true(fail_each_allocation(&o) >= 1);
}

/* ---- record read ------------------------------------------------------ */

typedef struct read_ctx {
    char *text;
    size_t len;
    safari_game *game;
} read_ctx;

static int run_read(count_alloc *c, void *ctx)
{
    read_ctx *r = ctx;
    safari_allocator a = count_alloc_hooks(c);
    safari_diag diag;
    count_alloc_arm(c);
    r->game = (safari_game *)ctx; /* must be reset */
    int rc = safari_record_read(&r->game, r->text, r->len, &a, &diag);
    if (rc != SAFARI_OK) {
        assert_null(r->game);
        assert_int_equal(diag.line, 0);
        assert_string_equal(diag.message, safari_strerror(rc));
    } else {
        test_check_invariants(r->game);
    }
    return rc;
}

static void release_read(void *ctx)
{
    read_ctx *r = ctx;
    safari_game_free(r->game);
    r->game = NULL;
}

/* The record of a random game of `moves` moves on `ts` (NULL: built-in). */
static void make_record(read_ctx *r, const safari_tileset *ts, size_t moves)
{
    safari_options o;
    memset(&o, 0, sizeof o);
    o.seats = 3;
    o.tileset = ts;
    safari_game *g = NULL;
    assert_int_equal(safari_game_new(&g, &o), SAFARI_OK);
    test_rng rng = {moves};
    test_play_random(g, &rng, moves);
    assert_int_equal(safari_record_write(g, NULL, 0, &r->len), SAFARI_EBUFS);
    r->text = malloc(r->len + 1);
    assert_non_null(r->text);
    assert_int_equal(safari_record_write(g, r->text, r->len + 1, &r->len), SAFARI_OK);
    safari_game_free(g);
}

static void test_alloc__record_read_fails_cleanly_at_every_allocation(void **state)
{
    (void)state;
    read_ctx r;
    memset(&r, 0, sizeof r);
    op o = {run_read, release_read, &r};
    make_record(&r, NULL, 150);
    /* The built-in set, then the game's one block. */
    assert_int_equal(fail_each_allocation(&o), builtin_set_allocations() + 1);
    free(r.text);

    /* `tileset inline`: the inline set (and whatever reading it takes),
     * then the game. */
    safari_tileset *ts = NULL;
    assert_int_equal(safari_tileset_load(&ts, small_set, strlen(small_set), NULL, NULL),
                     SAFARI_OK);
    make_record(&r, ts, 30);
    assert_non_null(strstr(r.text, "tileset inline"));
    assert_true(fail_each_allocation(&o) >= 2);
    free(r.text);
    safari_tileset_free(ts);
}

/* ---- play never allocates ---------------------------------------------- */

static void test_alloc__playing_never_allocates(void **state)
{
    (void)state;
    static safari_move moves[SAFARI_MAX_MOVES];
    static uint32_t weights[SAFARI_MAX_MOVES];
    for (int32_t k = 0; k < 16; k++) {
        count_alloc c;
        memset(&c, 0, sizeof c);
        safari_allocator a = count_alloc_hooks(&c);
        safari_settings o = SAFARI_SETTINGS_INIT;
        o.seats = 2 + k % 4;
        o.final_scoring = k / 4 % 2;
        o.baobab_tokens = k / 8 % 2;
        o.board_limited = k % 3 == 0;
        o.limit_x = o.board_limited ? 3 + k % 4 : 0;
        o.limit_y = o.board_limited ? 2 + k % 3 : 0;
        safari_game *g = NULL, *scratch = NULL;
        assert_int_equal(safari_game_create(&g, &o, &a), SAFARI_OK);
        assert_int_equal(safari_game_clone(&scratch, g), SAFARI_OK);
        const size_t made = c.calls;

        test_rng r = {(uint64_t)k};
        size_t n, played = 0;
        for (;;) {
            assert_int_equal(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n), SAFARI_OK);
            assert_int_equal(safari_game_outcomes(g, moves, weights, SAFARI_MAX_MOVES, &n),
                             SAFARI_OK);
            if (n == 0)
                break;
            const safari_move *m = &moves[test_rng_below(&r, (uint32_t)n)];
            assert_int_equal(safari_game_is_legal(g, m), 1);
            assert_int_equal(safari_game_apply(g, m), SAFARI_OK);
            size_t events;
            int rc = safari_game_events(g, NULL, 0, &events);
            assert_int_equal(rc, events ? SAFARI_EBUFS : SAFARI_OK);
            if (++played % 3 == 0) {
                assert_int_equal(safari_game_undo(g), SAFARI_OK);
                assert_int_equal(safari_game_apply(g, m), SAFARI_OK);
            }
            int32_t scores[SAFARI_MAX_SEATS];
            assert_int_equal(
                safari_game_projected_scores_ex(g, scores, SAFARI_MAX_SEATS, &(size_t){0}),
                SAFARI_OK);
            (void)safari_game_hash(g);
        }
        /* Playouts, the action space, the mask and the list never allocate
         * either. */
        static uint8_t mask[1 << 16];
        safari_window w;
        size_t count, outside;
        uint32_t index;
        int32_t rows[4 * SAFARI_MAX_SEATS];
        uint64_t rng = (uint64_t)k;
        safari_move pass = {SAFARI_MOVE_PASS, 0, 0, 0, 0, 0}, back;
        assert_int_equal(safari_game_board_window(g, &w), SAFARI_OK);
        assert_int_equal(safari_game_legal_mask(g, &w, mask, sizeof mask, &count, &outside),
                         SAFARI_OK);
        static uint32_t actions[SAFARI_MAX_MOVES];
        assert_int_equal(safari_game_legal_actions(g, &w, actions, SAFARI_MAX_MOVES, &count,
                                                   &outside),
                         SAFARI_OK);
        assert_int_equal(safari_game_action_index(g, &w, &pass, &index), SAFARI_OK);
        assert_int_equal(safari_game_action_move(g, &w, index, &back), SAFARI_OK);
        /* Nor does an observation (32 x 32 cells, as the benchmark). */
        static float obs[SAFARI_OBS_CELL_PLANES * 32 * 32 + SAFARI_OBS_VECTOR_FIXED +
                         2 * SAFARI_MAX_LAND_TILES];
        safari_window w32 = {w.x0, w.y0, 32, 32};
        assert_int_equal(safari_game_observe(g, &w32, 0, &obs_base, obs,
                                             sizeof obs / sizeof obs[0], &count),
                         SAFARI_OK);
        assert_int_equal(safari_game_copy(scratch, g), SAFARI_OK);
        while (safari_game_undo(scratch) == SAFARI_OK)
            ;
        assert_int_equal(safari_game_playouts(scratch, g, 4, &rng, NULL, rows, sizeof rows / sizeof rows[0],
                                              &count),
                         SAFARI_OK);
        safari_move sampled;
        assert_int_equal(safari_game_sample_move(g, &rng, NULL, &sampled), SAFARI_OK);
        /* Resetting a search game is a copy, not an allocation. */
        assert_int_equal(safari_game_copy(scratch, g), SAFARI_OK);
        while (safari_game_undo(scratch) == SAFARI_OK)
            ;
        assert_int_equal(safari_game_history_length(scratch), 0);
        /* Nor does the picture, asked for its size, then written. */
        static char picture[1 << 18];
        size_t svg_len = 0;
        assert_int_equal(safari_game_svg_write(g, NULL, 0, &svg_len), SAFARI_EBUFS);
        assert_true(svg_len < sizeof picture);
        assert_int_equal(safari_game_svg_write(g, picture, sizeof picture, &svg_len), SAFARI_OK);
        assert_true(played > 50);
        assert_int_equal(c.calls, made);
        /* The table's fixed space: apply_action and the extended
         * observations as floats and bytes, over the board's window. */
        static float obs_ex[49 * 32 * 32 + 59 + 3 * SAFARI_MAX_LAND_TILES + 4];
        static uint8_t obs_u8[sizeof obs_ex / sizeof obs_ex[0]];
        assert_int_equal(safari_game_observe(g, &w32, 0, NULL, obs_ex,
                                             sizeof obs_ex / sizeof obs_ex[0], &count),
                         SAFARI_OK);
        assert_int_equal(
            safari_game_observe(g, &w32, 0, &obs_bytes, obs_u8, sizeof obs_u8, &count),
            SAFARI_OK);
        safari_metadata md;
        assert_int_equal(safari_game_metadata(g, &w, &md), SAFARI_OK);
        if (safari_game_legal_actions(g, &w, actions, SAFARI_MAX_MOVES, &count, &outside) ==
                SAFARI_OK &&
            count > 0)
            assert_int_equal(safari_game_apply_action(g, &w, actions[0]), SAFARI_OK);
        assert_int_equal(c.calls, made);

        safari_game_free(scratch);
        safari_game_free(g);
        assert_all_freed(&c);
    }
}

typedef struct batch_ctx {
    safari_batch *b;
} batch_ctx;

static int run_batch_create(count_alloc *c, void *ctx)
{
    batch_ctx *x = ctx;
    safari_allocator a = count_alloc_hooks(c);
    safari_settings game = test_table_settings();
    safari_batch_settings o = SAFARI_BATCH_SETTINGS_INIT;
    o.game = &game;
    o.alloc = &a;
    count_alloc_arm(c);
    x->b = (safari_batch *)ctx; /* must be reset */
    int rc = safari_batch_create(&x->b, &o, 3, 1);
    if (rc != SAFARI_OK)
        assert_null(x->b);
    return rc;
}

/* The deprecated constructor, a wrapper of safari_batch_create(). */
static int run_batch_new(count_alloc *c, void *ctx)
{
    batch_ctx *x = ctx;
    safari_allocator a = count_alloc_hooks(c);
    safari_batch_options o;
    memset(&o, 0, sizeof o);
    o.game.board_limited = SAFARI_LIMIT_TABLE;
    o.game.limit_x = o.game.limit_y = SAFARI_AI_TABLE_HALF;
    o.alloc = &a;
    count_alloc_arm(c);
    x->b = (safari_batch *)ctx; /* must be reset */
    SAFARI_TEST_DEPRECATED_BEGIN
    int rc = safari_batch_new(&x->b, &o, 3, 1);
    SAFARI_TEST_DEPRECATED_END
    if (rc != SAFARI_OK)
        assert_null(x->b);
    return rc;
}

static void release_batch(void *ctx)
{
    batch_ctx *x = ctx;
    safari_batch_free(x->b);
    x->b = NULL;
}

/* Every allocation of safari_batch_create() may fail: ENOMEM, nothing held;
 * the deprecated safari_batch_new() makes the same allocations and fails as
 * cleanly at each. */
static void test_alloc__batch_create_fails_cleanly_at_every_allocation(void **state)
{
    (void)state;
    batch_ctx x = {NULL};
    op o = {run_batch_create, release_batch, &x};
    size_t made = fail_each_allocation(&o);
    assert_true(made >= 6); /* batch, set, start, 3 games, arrays */
    op w = {run_batch_new, release_batch, &x};
    assert_int_equal(fail_each_allocation(&w), made);
}

/* A batch allocates only when it is made: stepping its games (with built-in
 * seats, restarts and every output, the float observation in its kept rows
 * and written whole included) never does, and freeing it returns
 * everything. */
static void test_alloc__batch_steps_never_allocate(void **state)
{
    (void)state;
    static count_alloc c;
    safari_allocator a = count_alloc_start(&c, 0);
    safari_settings game = test_table_settings();
    safari_batch_settings o = SAFARI_BATCH_SETTINGS_INIT;
    o.game = &game;
    o.controllers[1] = SAFARI_CONTROLLER_SCORING;
    o.alloc = &a;
    safari_batch *b = NULL;
    enum { N = 4, CAP = 32 };
    assert_int_equal(safari_batch_create(&b, &o, N, 3), SAFARI_OK);
    size_t made = c.calls;
    assert_true(made > N);
    uint32_t n, actions, obs, seats;
    assert_int_equal(safari_batch_shape(b, &n, &actions, &obs, &seats), SAFARI_OK);
    uint8_t *ob = malloc((size_t)N * obs), *mb = malloc((size_t)N * actions);
    float *fo = malloc((size_t)N * obs * sizeof *fo);
    size_t count;
    assert_non_null(ob);
    assert_non_null(mb);
    assert_non_null(fo);
    uint32_t legal[N * CAP], legal_n[N], act[N];
    float rewards[N * 2];
    uint8_t terminal[N];
    int32_t to_move[N];
    uint64_t rng = 1;
    int ended = 0;
    assert_int_equal(safari_batch_observe(b, ob, mb, legal, legal_n, CAP, to_move), SAFARI_OK);
    for (int step = 0; step < 400; step++) {
        for (uint32_t j = 0; j < N; j++) {
            uint32_t k = legal_n[j] < CAP ? legal_n[j] : CAP;
            rng = rng * 6364136223846793005u + 1442695040888963407u;
            act[j] = legal[j * CAP + (uint32_t)((rng >> 33) % k)];
        }
        assert_int_equal(safari_batch_step(b, act, ob, mb, legal, legal_n, CAP, rewards, terminal,
                                           to_move),
                         SAFARI_OK);
        for (uint32_t j = 0; j < N; j++)
            ended += terminal[j];
        assert_int_equal(safari_batch_observe_float(b, fo, (size_t)N * obs, &count,
                                                    step % 5 ? 0 : SAFARI_BATCH_OBS_WHOLE),
                         SAFARI_OK);
    }
    assert_true(ended > 0); /* restarts were stepped through */
    assert_int_equal(c.calls, made);
    free(ob);
    free(mb);
    free(fo);
    safari_batch_free(b);
    assert_all_freed(&c);
}

static void test_alloc__incomplete_hooks_are_refused(void **state)
{
    (void)state;
    count_alloc c;
    memset(&c, 0, sizeof c);
    safari_allocator a = count_alloc_hooks(&c);
    a.free = NULL;
    safari_game *g = NULL;
    assert_int_equal(safari_game_create(&g, NULL, &a), SAFARI_EINVAL);
    assert_null(g);
    SAFARI_TEST_DEPRECATED_BEGIN
    assert_int_equal(safari_game_new_ex(&g, NULL, &a), SAFARI_EINVAL);
    SAFARI_TEST_DEPRECATED_END
    assert_null(g);
    safari_settings game = test_table_settings();
    safari_batch_settings bs = SAFARI_BATCH_SETTINGS_INIT;
    bs.game = &game;
    bs.alloc = &a;
    safari_batch *b = NULL;
    assert_int_equal(safari_batch_create(&b, &bs, 1, 0), SAFARI_EINVAL);
    assert_null(b);
    safari_tileset *ts = NULL;
    const char *text = safari_tileset_default_text();
    assert_int_equal(safari_tileset_load(&ts, text, strlen(text), &a, NULL), SAFARI_EINVAL);
    assert_null(ts);
    assert_int_equal(safari_record_read(&g, "safari 1\n", 9, &a, NULL), SAFARI_EINVAL);
    assert_null(g);
    assert_int_equal(c.calls, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_alloc__create_fails_cleanly_at_every_allocation),
        cmocka_unit_test(test_alloc__deprecated_new_ex_fails_cleanly_as_create),
        cmocka_unit_test(test_alloc__clone_uses_the_game_allocator_and_fails_cleanly),
        cmocka_unit_test(test_alloc__search_uses_the_game_allocator_and_fails_cleanly),
        cmocka_unit_test(test_alloc__tileset_load_fails_cleanly_at_every_allocation),
        cmocka_unit_test(test_alloc__record_read_fails_cleanly_at_every_allocation),
        cmocka_unit_test(test_alloc__playing_never_allocates),
        cmocka_unit_test(test_alloc__incomplete_hooks_are_refused),
        cmocka_unit_test(test_alloc__batch_steps_never_allocate),
        cmocka_unit_test(test_alloc__batch_create_fails_cleanly_at_every_allocation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
