/* SPDX-License-Identifier: MIT */
/* `safari play`: a game between random players. Chance outcomes are drawn by
 * weight, seat moves uniformly, from a small generator seeded on the
 * command line, so a seed always gives the same game. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
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

/* --seed: any 64-bit seed (the generator's whole state). */
static int read_seed(void *args, char **values, const cli_option *o)
{
    play_args *a = args;
    const char *val = values[0];
    char *end;
    (void)o;
    errno = 0;
    unsigned long long seed = strtoull(val, &end, 10);
    if (errno != 0 || end == val || *end != '\0' || val[0] == '-')
        return -1;
    a->seed = seed;
    return 0;
}

/* --board-limit X Y and --board-window W H: the kind of limit and its two
 * numbers (a window holds at least one cell each way). */
static int read_limit(void *args, char **values, const cli_option *o)
{
    play_args *a = args;
    int window = strcmp(o->name, "--board-window") == 0;
    long long x, y;
    if (!cli_parse_int(values[0], window, INT16_MAX, &x) ||
        !cli_parse_int(values[1], window, INT16_MAX, &y))
        return -1;
    a->options.board_limited = window ? SAFARI_LIMIT_WINDOW : SAFARI_LIMIT_TABLE;
    a->options.limit_x = (int32_t)x;
    a->options.limit_y = (int32_t)y;
    return 0;
}

/* The choices' indexes are the rules' values. */
_Static_assert(SAFARI_FINAL_MAJORITY == 0 && SAFARI_FINAL_ALL == 1, "final scoring words");
_Static_assert(SAFARI_BAOBAB_BEFORE == 0 && SAFARI_BAOBAB_AFTER == 1, "baobab words");
_Static_assert(SAFARI_BOOSTS_INDEPENDENT == 0 && SAFARI_BOOSTS_DISTINCT == 1, "boosts words");
static const char *const final_words[] = {"majority", "all", NULL};
static const char *const baobab_words[] = {"before", "after", NULL};
static const char *const boosts_words[] = {"independent", "distinct", NULL};

static const cli_option play_options[] = {
    CLI_CUSTOM("--seed", "N", 1, read_seed, "seed must be 0..18446744073709551615, not",
               "seed of the random players (default 1)"),
    CLI_INT("--seats", "K", play_args, options.seats, 2, SAFARI_MAX_SEATS, NULL,
            "players, 2..5 (default 2)"),
    CLI_INT("--first", "S", play_args, options.first_seat, 0, SAFARI_MAX_SEATS - 1, NULL,
            "the seat that moves first (default 0)"),
    CLI_ENUM("--final-scoring", "majority|all", play_args, options.final_scoring, final_words,
             "final scoring of incomplete features"),
    CLI_ENUM("--baobab-tokens", "before|after", play_args, options.baobab_tokens, baobab_words,
             "when completed baobabs give their tokens"),
    CLI_CUSTOM("--board-limit", "X Y", 2, read_limit,
               "board-limit must be two numbers 0..32767, not",
               "the standard table: tiles and rangers only\non cells |x| <= X, |y| <= Y"),
    CLI_CUSTOM("--board-window", "W H", 2, read_limit,
               "board-window must be two numbers 1..32767, not",
               "the table with total shifting: every tile\nand ranger within a W x H rectangle"),
    CLI_ENUM("--boosts", "independent|distinct", play_args, options.boosts, boosts_words,
             "whether scorers of one feature may add\nthe same species (default independent)"),
    CLI_STRING("--tileset", "FILE", play_args, tileset_path, "play on the tile set in FILE"),
    CLI_FLAG("--board", play_args, board,
             "add the final board and the scores as\n'#' comments after the record"),
};

const cli_args_spec cli_play_spec = {play_options, sizeof play_options / sizeof *play_options,
                                     NULL};

/* Parses the options of play into a; returns an exit code. */
static int parse_play_args(int argc, char **argv, play_args *a)
{
    memset(a, 0, sizeof *a);
    a->seed = 1;
    a->options.seats = 2;
    int rc = cli_args_parse(&cli_play_spec, argc, argv, a);
    if (rc == CLI_OK && a->options.first_seat >= a->options.seats)
        return cli_usage_error("the first seat must be below the number of seats", NULL);
    return rc;
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
