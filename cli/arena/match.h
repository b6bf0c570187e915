/* SPDX-License-Identifier: MIT */
/* `safari match`: what the runner, the referee and the result table share. */
#ifndef SAFARI_CLI_MATCH_H
#define SAFARI_CLI_MATCH_H

#include <stdint.h>
#include <stdio.h>

#include "safari.h"

/* Longest `id name` of a bot kept (bytes), and its escaped form's room. */
#define BOT_NAME_RAW 100
#define BOT_NAME_MAX (4 * BOT_NAME_RAW + 1)

/* A match: 2..5 bots, each a command line. */
typedef struct match_cfg {
    int bots;
    const char *names[SAFARI_MAX_SEATS];   /* as given on the command line */
    char shown[SAFARI_MAX_SEATS][1024]; /* in the text table: unique, escaped */
    char *commands[SAFARI_MAX_SEATS];      /* what the referee starts */
    uint64_t seed;
    long games;          /* a multiple of bots: every deal with every rotation */
    long first_deal;
    long move_ms;        /* time a move may take */
    long game_ms;        /* time a bot may use in a game; 0: no limit */
    int jobs;
    const char *records; /* folder of the records, or NULL */
} match_cfg;

/* One finished game, by seat. Its text form (a results line) is
 * `game G D N bot... score... F MOVES US`: game number, deal, seats, the
 * bot on each seat, each seat's score, the seat that forfeited or -1, the
 * moves the bots made and the referee's CPU time in microseconds. */
typedef struct game_result {
    long game, deal;
    int seats;
    int bot_of_seat[SAFARI_MAX_SEATS];
    int32_t score[SAFARI_MAX_SEATS];
    int forfeit;
    long moves;
    long referee_us;
} game_result;

/* referee.c: the processes of a match's bots in one referee process, kept
 * across its games; NULL when out of memory. A bot is started before the
 * first game that needs it, and killed when it forfeits a game. */
typedef struct referee_bots referee_bots;
referee_bots *referee_bots_new(const match_cfg *cfg);
/* Sends `quit` to the bots still running and stops them, with every
 * process they started (at once after SIGINT or SIGTERM). */
void referee_bots_free(referee_bots *bots);
/* The `id name` bot b gave in its last handshake, escaped; "" if none. */
const char *referee_bot_name(const referee_bots *bots, int b);
/* Plays game number `game` of the match (deal game / bots, seats rotated
 * by game % bots) with the bots' processes; saves its record; on a
 * forfeit prints why to stderr. Returns 0, -1 when the referee itself
 * failed (a record it could not write included), -2 when SIGINT or
 * SIGTERM stopped the game (no result, no record). */
int referee_play(const match_cfg *cfg, referee_bots *bots, long game, game_result *out);

/* table.c */
void result_format(const game_result *r, char *line, size_t cap);
/* 0 on success; -1 for a line that is not a results line of cfg's bots. */
int result_parse(const char *line, int bots, game_result *out);

/* Timings of a run, for the table; NULL when the results were tallied. */
typedef struct match_timing {
    double seconds;
    long moves;
    double referee_us;
} match_timing;

/* SPRT parameters; on = 0 when not asked. */
typedef struct sprt_cfg {
    int on;
    double elo0, elo1, alpha, beta;
} sprt_cfg;

/* match_args.c: the command line of `safari match` (its table is
 * cli_match_spec, cli.h). */
typedef struct match_args {
    match_cfg cfg;
    int results_fd;      /* --results, opened before the first game; -1: none */
    sprt_cfg sprt;
    int json, quiet;
    int overwrite;       /* --overwrite: records may replace those of an earlier match */
    const char *results; /* write the results lines here ("-": standard output) */
    const char *tally;   /* read results lines from here instead of playing */
} match_args;
/* Parses the arguments of match into a; returns an exit code. */
int match_parse_args(int argc, char **argv, match_args *a);
/* The level K of `level:K` or `level:K:weights=FILE`, and the weights file
 * of that or of `plan:weights=FILE` (NULL: none); 0 when name is not one
 * of them, -1 when it is one with a bad level or file. */
int match_plan_spec(const char *name, long long *level, const char **weights);

/* -1: H0 accepted, 1: H1 accepted, 0: go on. */
int table_sprt_state(const game_result *r, size_t n, int bot_a, const sprt_cfg *sprt, double *llr);
/* The names of the text table (cfg->shown): each bot's `id name` (names[b],
 * escaped; "" when it gave none) or else its command line, escaped;
 * equal ones told apart by the command line, then by `#2`, `#3`... */
void table_names(match_cfg *cfg, char (*names)[BOT_NAME_MAX]);
/* Prints the result table (text, or JSON with json set). The JSON names
 * the bots by their command lines, as a tally of results lines does. */
void table_print(FILE *out, const match_cfg *cfg, const game_result *r, size_t n,
                 const sprt_cfg *sprt, const match_timing *timing, int json);

#endif
