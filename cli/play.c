/* SPDX-License-Identifier: MIT */
/* `safari play`: a game between random players. Chance outcomes are drawn by
 * weight, seat moves uniformly, from a small generator seeded on the
 * command line, so a seed always gives the same game. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "output.h"
#include "splitmix.h"

uint64_t cli_rng_next(uint64_t *state)
{
    return splitmix64_next(state);
}

int cli_pick_move(const safari_game *g, uint64_t *rng, safari_move *moves,
                     uint32_t *weights, safari_move *out)
{
    size_t n = 0;
    if (safari_game_outcomes(g, moves, weights, SAFARI_MAX_MOVES, &n) != SAFARI_OK || n == 0)
        return 0;
    *out = moves[splitmix64_pick(rng, weights, n)];
    return 1;
}

typedef struct play_args {
    uint64_t seed;
    int board;
    const char *tileset_path;
    safari_options options;
} play_args;

/* Parses the options of play into a; returns an exit code. */
static int parse_play_args(int argc, char **argv, play_args *a)
{
    long long v, w;
    memset(a, 0, sizeof *a);
    a->seed = 1;
    a->options.seats = 2;
    for (int i = 0; i < argc; i++) {
        const char *opt = argv[i];
        /* Every option but --board takes one value, the board limits two. */
        int two = strcmp(opt, "--board-limit") == 0 || strcmp(opt, "--board-window") == 0;
        int values = strcmp(opt, "--board") == 0 ? 0 : two ? 2 : 1;
        if (i + values >= argc)
            return cli_usage_error("missing value for", opt);
        const char *val = values > 0 ? argv[i + 1] : NULL;
        if (strcmp(opt, "--board") == 0) {
            a->board = 1;
        } else if (strcmp(opt, "--seed") == 0) {
            char *end;
            errno = 0;
            unsigned long long seed = strtoull(val, &end, 10);
            if (errno != 0 || end == val || *end != '\0' || val[0] == '-')
                return cli_usage_error("bad seed", val);
            a->seed = seed;
        } else if (strcmp(opt, "--seats") == 0) {
            if (!cli_parse_int(val, 2, SAFARI_MAX_SEATS, &v))
                return cli_usage_error("seats must be 2..5, not", val);
            a->options.seats = (int32_t)v;
        } else if (strcmp(opt, "--first") == 0) {
            if (!cli_parse_int(val, 0, SAFARI_MAX_SEATS - 1, &v))
                return cli_usage_error("bad first seat", val);
            a->options.first_seat = (int32_t)v;
        } else if (strcmp(opt, "--final-scoring") == 0) {
            if (strcmp(val, "majority") != 0 && strcmp(val, "all") != 0)
                return cli_usage_error("final scoring must be majority or all, not", val);
            a->options.final_scoring = strcmp(val, "all") == 0 ? SAFARI_FINAL_ALL
                                                               : SAFARI_FINAL_MAJORITY;
        } else if (strcmp(opt, "--baobab-tokens") == 0) {
            if (strcmp(val, "before") != 0 && strcmp(val, "after") != 0)
                return cli_usage_error("baobab tokens must be before or after, not", val);
            a->options.baobab_tokens = strcmp(val, "after") == 0 ? SAFARI_BAOBAB_AFTER
                                                                 : SAFARI_BAOBAB_BEFORE;
        } else if (two) {
            int window = strcmp(opt, "--board-window") == 0;
            if (!cli_parse_int(val, window, INT16_MAX, &v) ||
                !cli_parse_int(argv[i + 2], window, INT16_MAX, &w))
                return cli_usage_error(window ? "bad board window" : "bad board limit", val);
            a->options.board_limited = window ? SAFARI_LIMIT_WINDOW : SAFARI_LIMIT_TABLE;
            a->options.limit_x = (int32_t)v;
            a->options.limit_y = (int32_t)w;
        } else if (strcmp(opt, "--boosts") == 0) {
            if (strcmp(val, "independent") != 0 && strcmp(val, "distinct") != 0)
                return cli_usage_error("boosts must be independent or distinct, not", val);
            a->options.boosts = strcmp(val, "distinct") == 0 ? SAFARI_BOOSTS_DISTINCT
                                                            : SAFARI_BOOSTS_INDEPENDENT;
        } else if (strcmp(opt, "--tileset") == 0) {
            a->tileset_path = val;
        } else {
            return cli_usage_error("unknown option", opt);
        }
        i += values;
    }
    if (a->options.first_seat >= a->options.seats)
        return cli_usage_error("the first seat must be below the number of seats", NULL);
    return CLI_OK;
}

/* Loads the tile set of --tileset; returns an exit code. */
static int load_tileset(const char *path, safari_tileset **out)
{
    size_t len;
    char *text = cli_read_all(path, &len);
    if (text == NULL)
        return CLI_BAD_INPUT;
    safari_diag diag;
    int rc = safari_tileset_load(out, text, len, NULL, &diag);
    free(text);
    if (rc != SAFARI_OK) {
        fprintf(stderr, "error %d: %s\n", (int)diag.line, diag.message);
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

int cli_play(int argc, char **argv)
{
    play_args a;
    safari_tileset *ts = NULL;
    safari_game *g = NULL;
    int rc = parse_play_args(argc, argv, &a);
    if (rc == CLI_OK && a.tileset_path != NULL) {
        /* The record goes to standard output: never into the tile set read. */
        cli_file in = {a.tileset_path, "--tileset"}, out = {NULL, "the record written"};
        rc = cli_check_files(&in, 1, &out, 1);
    }
    if (rc == CLI_OK && a.tileset_path != NULL)
        rc = load_tileset(a.tileset_path, &ts);
    a.options.tileset = ts;
    int status = rc == CLI_OK ? safari_game_new(&g, &a.options) : SAFARI_OK;
    if (status == SAFARI_EINVAL)
        rc = cli_usage_error("options refused (a board limit must hold the start tile and "
                             "the rangers)", NULL);
    else if (status != SAFARI_OK) {
        fprintf(stderr, "safari: %s\n", safari_strerror(status));
        rc = CLI_BAD_INPUT;
    }
    safari_tileset_free(ts);
    safari_move *moves = malloc(SAFARI_MAX_MOVES * sizeof *moves);
    uint32_t *weights = malloc(SAFARI_MAX_MOVES * sizeof *weights);
    if (rc == CLI_OK && (moves == NULL || weights == NULL)) {
        fprintf(stderr, "safari: out of memory\n");
        rc = CLI_BAD_INPUT;
    }
    uint64_t rng = a.seed;
    safari_move m;
    while (rc == CLI_OK && cli_pick_move(g, &rng, moves, weights, &m)) {
        if (safari_game_apply(g, &m) != SAFARI_OK) {
            fprintf(stderr, "safari: the library refused one of its own legal moves\n");
            rc = CLI_BAD_INPUT;
        }
    }
    if (rc == CLI_OK)
        rc = cli_print_text(stdout, safari_record_write, g);
    /* Comment lines keep the output a valid record. */
    if (rc == CLI_OK && a.board)
        rc = cli_draw_board(stdout, g, "# ");
    if (rc == CLI_OK && a.board)
        cli_print_summary(stdout, g, "# ");
    free(moves);
    free(weights);
    safari_game_free(g);
    return rc;
}
