/* SPDX-License-Identifier: MIT */
/* The command line of `safari match`: its options' table (args.h), which
 * the help prints on every platform, and the bots it names, checked
 * before any process starts. Plain C: built on Windows too, where the
 * match itself is not. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "cli.h"
#include "match.h"

/* A weights file named in a bot spec (`plan:weights=FILE`,
 * `level:K:weights=FILE`): the characters it may hold, so that it goes
 * into the bot's command line unquoted. */
static int plain_path(const char *p)
{
    if (*p == '\0')
        return 0;
    for (; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              strchr("._/-+", *p) != NULL))
            return 0;
    return 1;
}

int match_plan_spec(const char *name, long long *level, const char **weights)
{
    *level = 0;
    *weights = NULL;
    if (strncmp(name, "plan:weights=", 13) == 0) {
        *weights = name + 13;
    } else if (strncmp(name, "level:", 6) == 0) {
        const char *w = strstr(name, ":weights=");
        char k[16];
        size_t len = w ? (size_t)(w - name - 6) : strlen(name + 6);
        if (len == 0 || len >= sizeof k)
            return -1;
        memcpy(k, name + 6, len);
        k[len] = '\0';
        if (!cli_parse_int(k, 1, SAFARI_LEVELS, level))
            return -1;
        *weights = w ? w + 9 : NULL;
    } else {
        return 0;
    }
    return *weights == NULL || plain_path(*weights) ? 1 : -1;
}

/* --sprt ELO0,ELO1,ALPHA,BETA: the test of two bots (docs/arena.md). */
static int read_sprt(void *args, char **values, const cli_option *o)
{
    sprt_cfg *s = &((match_args *)args)->sprt;
    char tail;
    (void)o;
    if (sscanf(values[0], "%lf,%lf,%lf,%lf%c", &s->elo0, &s->elo1, &s->alpha, &s->beta,
               &tail) != 4 ||
        !(s->elo1 > s->elo0) || !(s->alpha > 0 && s->alpha < 0.5) ||
        !(s->beta > 0 && s->beta < 0.5))
        return -1;
    s->on = 1;
    return 0;
}

/* --no-records: the folder of --records forgotten. */
static int read_no_records(void *args, char **values, const cli_option *o)
{
    (void)values;
    (void)o;
    ((match_args *)args)->cfg.records = NULL;
    return 0;
}

/* A BOT: a built-in name, checked here, or a command line. */
static int read_bot(void *args, const char *arg)
{
    match_args *a = args;
    long long v;
    const char *wfile;
    if (a->cfg.bots == SAFARI_MAX_SEATS)
        return cli_usage_error("at most 5 bots, not another", arg);
    if (strncmp(arg, "mcts:", 5) == 0 && !cli_parse_int(arg + 5, 1, 100000000, &v))
        return cli_usage_error("playouts of mcts:N must be 1..100000000, not", arg);
    if (match_plan_spec(arg, &v, &wfile) < 0)
        return cli_usage_error("level:K[:weights=FILE] and plan:weights=FILE need a level "
                               "1..5 and a file name of letters, digits and ._/-+, not",
                               arg);
    a->cfg.names[a->cfg.bots++] = arg;
    return CLI_OK;
}

static const cli_option match_options[] = {
    CLI_INT("--games", "N", match_args, cfg.games, 1, 100000000, NULL,
            "games, rounded up to whole deals: one deal\n"
            "a game per bot, the seats rotated (default 100)"),
    CLI_INT("--seed", "N", match_args, cfg.seed, 0, INT64_MAX, NULL,
            "seed of the deals and bots (default 1)"),
    CLI_INT("--first-deal", "D", match_args, cfg.first_deal, 0, 1000000000, NULL,
            "number of the first deal (default 0)"),
    CLI_INT("--jobs", "N", match_args, cfg.jobs, 1, 256, NULL, "games played at once (default 1)"),
    CLI_INT("--time", "MS", match_args, cfg.move_ms, 1, 86400000, NULL,
            "time a move may take (default 10000)"),
    CLI_INT("--game-time", "MS", match_args, cfg.game_ms, 1, 86400000, NULL,
            "time a bot may use in a game (default none)"),
    CLI_CUSTOM("--sprt", "ELO0,ELO1,ALPHA,BETA", 1, read_sprt,
               "sprt must be ELO0,ELO1,ALPHA,BETA with ELO0 < ELO1 and ALPHA, BETA in "
               "(0, 0.5), not",
               "stop when the SPRT decides (2 bots)"),
    CLI_STRING("--records", "DIR", match_args, cfg.records,
               "where records go (default match-records); a\n"
               "folder that holds records is refused"),
    CLI_FLAG("--overwrite", match_args, overwrite, "write over the records already in DIR"),
    CLI_CUSTOM("--no-records", NULL, 0, read_no_records, NULL, "keep no records"),
    CLI_STRING("--results", "FILE", match_args, results,
               "write one results line a game ('-': standard\n"
               "output, instead of the table)"),
    CLI_STRING("--tally", "FILE", match_args, tally, "no games: the table of FILE's results lines"),
    CLI_FLAG("--json", match_args, json, "the table as JSON"),
    CLI_FLAG("--quiet", match_args, quiet, "no progress bar"),
};

const cli_args_spec cli_match_spec = {match_options, sizeof match_options / sizeof *match_options,
                                      read_bot};

int match_parse_args(int argc, char **argv, match_args *a)
{
    memset(a, 0, sizeof *a);
    a->results_fd = -1;
    a->cfg.seed = 1;
    a->cfg.games = 100;
    a->cfg.move_ms = 10000;
    a->cfg.jobs = 1;
    a->cfg.records = "match-records";
    int rc = cli_args_parse(&cli_match_spec, argc, argv, a);
    if (rc != CLI_OK)
        return rc;
    if (a->cfg.bots < 2)
        return cli_usage_error("a match needs 2 to 5 bots", NULL);
    if (a->sprt.on && a->cfg.bots != 2)
        return cli_usage_error("--sprt needs exactly 2 bots", NULL);
    /* Whole deals: each bot plays each seat equally often. */
    a->cfg.games = (a->cfg.games + a->cfg.bots - 1) / a->cfg.bots * a->cfg.bots;
    return CLI_OK;
}
