/* SPDX-License-Identifier: MIT */
/* safari-bench: perft from the position a game record reaches.
 *
 * perft(D) counts the leaf positions at depth D: from each position every
 * legal move of a seat's decision and every distinct outcome of a chance
 * decision (each once, weights ignored) is expanded. A game that ends
 * before depth D adds no leaf. Nodes are every position reached by a move
 * (depths 1..D); the rate is nodes per second.
 *
 * The fast walk applies and undoes in one game; --naive clones the game
 * for every move instead (no undo), a slow cross-check of the fast one. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

/* Both walks count nodes in *nodes; `moves` holds SAFARI_MAX_MOVES moves
 * per remaining ply. */
static uint64_t perft_undo(safari_game *g, int depth, uint64_t *nodes, safari_move *moves)
{
    if (depth == 0)
        return 1;
    size_t n = 0;
    BENCH_CHECK(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n));
    uint64_t leaves = 0;
    for (size_t i = 0; i < n; i++) {
        BENCH_CHECK(safari_game_apply(g, &moves[i]));
        (*nodes)++;
        leaves += perft_undo(g, depth - 1, nodes, moves + SAFARI_MAX_MOVES);
        BENCH_CHECK(safari_game_undo(g));
    }
    return leaves;
}

static uint64_t perft_clone(const safari_game *g, int depth, uint64_t *nodes, safari_move *moves)
{
    if (depth == 0)
        return 1;
    size_t n = 0;
    BENCH_CHECK(safari_game_legal_moves(g, moves, SAFARI_MAX_MOVES, &n));
    uint64_t leaves = 0;
    for (size_t i = 0; i < n; i++) {
        safari_game *child = NULL;
        BENCH_CHECK(safari_game_clone(&child, g));
        BENCH_CHECK(safari_game_apply(child, &moves[i]));
        (*nodes)++;
        leaves += perft_clone(child, depth - 1, nodes, moves + SAFARI_MAX_MOVES);
        safari_game_free(child);
    }
    return leaves;
}

/* Reads a whole file; NULL (with a message) on error. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "safari-bench: cannot open '%s'\n", path);
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *text = malloc(cap);
    while (text) {
        n += fread(text + n, 1, cap - n, f);
        if (n < cap)
            break;
        char *bigger = realloc(text, cap *= 2);
        if (!bigger)
            free(text);
        text = bigger;
    }
    int bad = ferror(f);
    fclose(f);
    if (!text || bad) {
        fprintf(stderr, "safari-bench: cannot read '%s'\n", path);
        free(text);
        return NULL;
    }
    *len = n;
    return text;
}

/* The game at the position the record reaches; NULL (with a message). */
static safari_game *load_root(const char *path)
{
    size_t len = 0;
    char *text = read_file(path, &len);
    if (!text)
        return NULL;
    safari_game *g = NULL;
    safari_diag diag = {0, ""};
    int rc = safari_record_read(&g, text, len, NULL, &diag);
    free(text);
    if (rc != SAFARI_OK) {
        fprintf(stderr, "safari-bench: %s:%d: %s (%s)\n", path, (int)diag.line, diag.message,
                safari_strerror(rc));
        return NULL;
    }
    return g;
}

int bench_perft(const bench_config *cfg)
{
    safari_game *root = load_root(cfg->record);
    if (!root)
        return 1;
    size_t plies = cfg->depth > 0 ? (size_t)cfg->depth : 1;
    safari_move *moves = malloc(plies * SAFARI_MAX_MOVES * sizeof *moves);
    double *rate = malloc((size_t)cfg->runs * sizeof *rate);
    if (!moves || !rate)
        bench_fail("malloc", SAFARI_ENOMEM);

    uint64_t root_hash = safari_game_hash(root);
    uint64_t leaves = 0;
    for (int r = 0; r < cfg->runs; r++) {
        uint64_t nodes = 0;
        uint64_t t0 = bench_now_ns();
        uint64_t count = cfg->naive ? perft_clone(root, cfg->depth, &nodes, moves)
                                    : perft_undo(root, cfg->depth, &nodes, moves);
        rate[r] = (double)nodes / bench_elapsed(t0);
        if (safari_game_hash(root) != root_hash)
            bench_fail("perft (the root's hash changed)", SAFARI_EINVAL);
        if (r > 0 && count != leaves)
            bench_fail("perft (two runs counted differently)", SAFARI_EINVAL);
        leaves = count;
    }

    char key[64], label[96];
    snprintf(label, sizeof label, "perft %d: leaves", cfg->depth);
    bench_figure("perft_leaves", label, (double)leaves, "leaves");
    snprintf(key, sizeof key, "perft_nodes_per_s%s", cfg->naive ? "_naive" : "");
    snprintf(label, sizeof label, "perft %d: nodes%s", cfg->depth,
             cfg->naive ? " (naive, by clone)" : " (apply/undo)");
    bench_figure(key, label, bench_median(rate, cfg->runs), "nodes/s");

    free(rate);
    free(moves);
    safari_game_free(root);
    if (cfg->has_expect && leaves != cfg->expect) {
        fprintf(stderr, "safari-bench: perft %d counted %llu leaves, expected %llu\n", cfg->depth,
                (unsigned long long)leaves, (unsigned long long)cfg->expect);
        return 1;
    }
    return 0;
}
