/* SPDX-License-Identifier: MIT */
/* `safari bot random|greedy|mcts|plan`: the built-in bots, speaking the
 * engine protocol (docs/protocol.md) on standard input and output. Each
 * keeps the position from the record and moves the referee sends. greedy,
 * mcts and plan are the library's players (safari_game_greedy_move(),
 * safari_game_search_move(), safari_game_plan_move(), the last also as a
 * named level, `--level K`), drawing from the bot's generator. */
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "cli.h"
#include "protocol.h"

enum { BOT_RANDOM, BOT_GREEDY, BOT_MCTS, BOT_PLAN, BOT_KINDS };

typedef struct bot {
    int kind;
    long playouts; /* 0: no limit, then time_ms */
    long time_ms;  /* 0: no time budget */
    int policy;    /* the playouts' safari_policy */
    double explore;
    safari_plan_options plan; /* BOT_PLAN */
    double weights[SAFARI_EVAL_FEATURES]; /* `--weights`, plan.weights points here */
    safari_game *game;
    uint64_t rng;
    safari_move moves[SAFARI_MAX_MOVES];
} bot;

/* Reads one line into line (PROTO_LINE_MAX + 2 bytes) without its newline;
 * 0 at the end of input. */
static int read_line(char *line)
{
    if (fgets(line, PROTO_LINE_MAX + 2, stdin) == NULL)
        return 0;
    line[strcspn(line, "\r\n")] = '\0';
    return 1;
}

/* Reads a count that follows a command word; -1 if it is not one. */
static long count_of(const char *arg)
{
    long long v;
    return cli_parse_int(arg, 0, 1000000, &v) ? (long)v : -1;
}

/* `record N`: N lines of a game record, the position to play from. */
static int read_record(bot *b, long n)
{
    size_t cap = 4096, len = 0;
    char *text = malloc(cap), line[PROTO_LINE_MAX + 2];
    for (long i = 0; i < n && text != NULL; i++) {
        if (!read_line(line)) {
            free(text);
            return -1;
        }
        size_t k = strlen(line);
        if (len + k + 2 > cap) {
            char *bigger = realloc(text, cap = 2 * cap + k);
            if (bigger == NULL)
                free(text);
            text = bigger;
        }
        if (text != NULL) {
            memcpy(text + len, line, k);
            len += k;
            text[len++] = '\n';
        }
    }
    if (text == NULL)
        return -1;
    safari_game_free(b->game);
    b->game = NULL;
    safari_diag diag;
    int rc = safari_record_read(&b->game, text, len, NULL, &diag);
    free(text);
    if (rc != SAFARI_OK)
        fprintf(stderr, "safari bot: bad record, line %d: %s\n", (int)diag.line, diag.message);
    return rc == SAFARI_OK ? 0 : -1;
}

/* `moves N`: N moves to apply to the position (`legal N`: N lines skipped). */
static int read_moves(bot *b, long n, int apply)
{
    char line[PROTO_LINE_MAX + 2];
    for (long i = 0; i < n; i++) {
        safari_move m;
        if (!read_line(line))
            return -1;
        if (!apply)
            continue;
        if (b->game == NULL ||
            safari_move_parse_ex(line, strlen(line), b->game, &m, NULL) != SAFARI_OK ||
            safari_game_apply(b->game, &m) != SAFARI_OK) {
            fprintf(stderr, "safari bot: cannot apply '%s'\n", line);
            return -1;
        }
    }
    return 0;
}

static int choose(bot *b, safari_move *out)
{
    safari_decision d;
    size_t n = 0;
    if (b->game == NULL || safari_game_decision(b->game, &d) != SAFARI_OK || d.to_move < 0 ||
        safari_game_legal_moves(b->game, b->moves, SAFARI_MAX_MOVES, &n) != SAFARI_OK || n == 0)
        return -1;
    if (n == 1) {
        *out = b->moves[0];
        return 0;
    }
    if (b->kind == BOT_GREEDY)
        return safari_game_greedy_move(b->game, &b->rng, out) == SAFARI_OK ? 0 : -1;
    if (b->kind == BOT_MCTS) {
        safari_search_options o = SAFARI_SEARCH_OPTIONS_INIT;
        o.playouts = (uint32_t)b->playouts;
        o.time_ms = (uint32_t)b->time_ms;
        o.explore = b->explore;
        o.policy = b->policy;
        return safari_game_search_move(b->game, &o, &b->rng, out, NULL) == SAFARI_OK ? 0 : -1;
    }
    if (b->kind == BOT_PLAN)
        return safari_game_plan_move(b->game, &b->plan, &b->rng, out, NULL) == SAFARI_OK ? 0 : -1;
    *out = b->moves[cli_rng_next(&b->rng) % n];
    return 0;
}

/* `--weights W0,W1,...`: the evaluation's SAFARI_EVAL_FEATURES weights. */
static int parse_weights(const char *val, double *w)
{
    const char *p = val;
    for (int i = 0; i < SAFARI_EVAL_FEATURES; i++) {
        char *end;
        w[i] = strtod(p, &end);
        if (end == p || !(w[i] >= -1e6 && w[i] <= 1e6) ||
            *end != (i + 1 < SAFARI_EVAL_FEATURES ? ',' : '\0'))
            return -1;
        p = end + 1;
    }
    return 0;
}

/* The names of a weights file's lines, in safari_eval_feature order
 * (data/eval-weights.txt; scripts/eval_weights.py reads the same names
 * from the header's enumeration). */
static const char *const feature_names[SAFARI_EVAL_FEATURES] = {
    "score",      "final",      "tokens",    "species",   "meeples",   "meeples_late",
    "tokens_late", "gain_open1", "gain_open2", "gain_open3", "gain_late", "wasted",
    "shared",     "baobab",     "baobab_meeples", "hole_meeples", "gain_close", "boost_close",
    "hole_close", "meeples_none"};

/* `--weights-file FILE`: one `name value` line a feature, each once, any
 * order; `#` starts a comment. Reports the file and line on error. */
static int read_weights_file(const char *path, double *w)
{
    FILE *f = fopen(path, "r");
    char line[256];
    int seen[SAFARI_EVAL_FEATURES] = {0}, lineno = 0, nseen = 0;
    if (f == NULL) {
        fprintf(stderr, "safari: cannot read weights file %s\n", path);
        return -1;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        char name[64], tail[2];
        double v;
        lineno++;
        int whole = strchr(line, '\n') != NULL || feof(f);
        for (int c = 0; !whole && (c = fgetc(f)) != EOF && c != '\n';)
            ; /* the rest of a long line: only a comment may be that long */
        if (!whole && strchr(line, '#') == NULL)
            line[0] = '!'; /* not a `feature value` line */
        line[strcspn(line, "#\r\n")] = '\0';
        int n = sscanf(line, "%63s %lf %1s", name, &v, tail);
        if (n <= 0)
            continue; /* blank or comment */
        int k = -1;
        for (int i = 0; i < SAFARI_EVAL_FEATURES; i++)
            if (strcmp(name, feature_names[i]) == 0)
                k = i;
        if (n != 2 || k < 0 || seen[k] || !(v >= -1e6 && v <= 1e6)) {
            fprintf(stderr, "safari: %s:%d: expected a new `feature value` (|value| <= 1e6)\n",
                    path, lineno);
            fclose(f);
            return -1;
        }
        seen[k] = 1;
        nseen++;
        w[k] = v;
    }
    fclose(f);
    if (nseen != SAFARI_EVAL_FEATURES) {
        fprintf(stderr, "safari: %s: %d of the %d features given\n", path, nseen,
                SAFARI_EVAL_FEATURES);
        return -1;
    }
    return 0;
}

/* --weights W0,W1,... and --weights-file FILE: the plan's weights. */
static int read_weights(void *args, char **values, const cli_option *o)
{
    bot *b = args;
    if (strcmp(o->name, "--weights") == 0 ? parse_weights(values[0], b->weights) != 0
                                         : read_weights_file(values[0], b->weights) != 0)
        return -1;
    b->plan.weights = b->weights;
    b->plan.nweights = SAFARI_EVAL_FEATURES;
    return 0;
}

/* --level K: the level's options, which later options change. */
static int read_level(void *args, char **values, const cli_option *o)
{
    long long v;
    (void)o;
    if (!cli_parse_int(values[0], 1, SAFARI_LEVELS, &v))
        return -1;
    return safari_level_options((int32_t)v, &((bot *)args)->plan, NULL) == SAFARI_OK ? 0 : -1;
}

static int read_temperature(void *args, char **values, const cli_option *o)
{
    (void)o;
    return cli_parse_double(values[0], 0.0, 1e6, &((bot *)args)->plan.temperature) ? 0 : -1;
}

static int read_explore(void *args, char **values, const cli_option *o)
{
    (void)o;
    return cli_parse_double(values[0], 0.0, 1e300, &((bot *)args)->explore) ? 0 : -1;
}

/* The --weights message below names the count, which a literal must spell. */
_Static_assert(SAFARI_EVAL_FEATURES == 20, "say the new count in --weights' message");

/* The options of `bot plan` and of `bot --level K` (docs/protocol.md). */
static const cli_option plan_options[] = {
    CLI_CUSTOM("--level", "K", 1, read_level, "level must be 1..5, not", NULL),
    CLI_INT("--iterations", "N", bot, plan.iterations, 0, 86400000, NULL, NULL),
    CLI_INT("--time-ms", "MS", bot, plan.time_ms, 0, 86400000, NULL, NULL),
    CLI_INT("--candidates", "C", bot, plan.candidates, 1, SAFARI_PLAN_MAX_CANDIDATES, NULL, NULL),
    CLI_INT("--replies", "R", bot, plan.replies, 0, 4, "replies must be 0..4 (0: a round), not",
            NULL),
    CLI_INT("--beam", "B", bot, plan.beam, 0, 16, NULL, NULL),
    CLI_INT("--threads", "N", bot, plan.threads, 0, SAFARI_PLAN_MAX_THREADS, NULL, NULL),
    CLI_CUSTOM("--temperature", "T", 1, read_temperature, "temperature must be 0..1e6, not", NULL),
    CLI_CUSTOM("--weights", "W,...", 1, read_weights,
               "weights must be 20 numbers with commas, not", NULL),
    CLI_CUSTOM("--weights-file", "FILE", 1, read_weights, "bad weights file", NULL),
};

/* The options of `bot mcts`. */
static const char *const policy_words[] = {"uniform", "scoring", NULL};
_Static_assert(SAFARI_POLICY_UNIFORM == 0 && SAFARI_POLICY_SCORING == 1, "policy words");
static const cli_option mcts_options[] = {
    CLI_INT("--playouts", "N", bot, playouts, 0, 100000000, NULL, NULL),
    CLI_INT("--time-ms", "MS", bot, time_ms, 0, 86400000, NULL, NULL),
    CLI_ENUM("--policy", "P", bot, policy, policy_words, NULL),
    CLI_CUSTOM("--explore", "C", 1, read_explore, "explore must be 0..1e300, not", NULL),
};

/* Each kind's options: random and greedy take none. */
static const cli_args_spec bot_specs[BOT_KINDS] = {
    [BOT_MCTS] = {mcts_options, sizeof mcts_options / sizeof *mcts_options, NULL},
    [BOT_PLAN] = {plan_options, sizeof plan_options / sizeof *plan_options, NULL},
};

static int parse_bot_args(int argc, char **argv, bot *b)
{
    static const char *const names[] = {"random", "greedy", "mcts", "plan"};
    static const safari_plan_options plan = SAFARI_PLAN_OPTIONS_INIT;
    if (argc < 1)
        return cli_usage_error("bot needs a kind: random, greedy, mcts, plan or --level K", NULL);
    b->kind = -1;
    for (int k = 0; k < BOT_KINDS; k++)
        if (strcmp(argv[0], names[k]) == 0)
            b->kind = k;
    b->plan = plan;
    int first = 1;
    if (strcmp(argv[0], "--level") == 0) { /* `bot --level K`: plan at level K */
        b->kind = BOT_PLAN;
        first = 0;
    }
    if (b->kind < 0)
        return cli_usage_error("unknown bot", argv[0]);
    b->playouts = 200;
    b->explore = 0.7;
    int rc = cli_args_parse(&bot_specs[b->kind], argc - first, argv + first, b);
    if (rc == CLI_OK && b->kind == BOT_MCTS && b->playouts == 0 && b->time_ms == 0)
        return cli_usage_error("--playouts 0 needs a --time-ms budget", NULL);
    return rc;
}

/* The protocol loop: one command a line; unknown commands are ignored, as
 * the protocol asks, so that referees may add commands. */
static int serve(bot *b)
{
    static const char *const names[] = {"safari-random", "safari-greedy", "safari-mcts",
                                        "safari-plan"};
    char line[PROTO_LINE_MAX + 2], text[SAFARI_MOVE_TEXT_MAX];
    while (read_line(line)) {
        char *arg = strchr(line, ' ');
        if (arg != NULL)
            *arg++ = '\0';
        int rc = 0;
        if (strcmp(line, "protocol") == 0) {
            printf("id name %s\nid author libsafari\nready\n", names[b->kind]);
        } else if (strcmp(line, "newgame") == 0) {
            unsigned long long seat, seed;
            if (arg == NULL || sscanf(arg, "%llu %llu", &seat, &seed) != 2)
                rc = -1;
            else
                b->rng = seed;
        } else if (strcmp(line, "record") == 0) {
            long n = arg != NULL ? count_of(arg) : -1;
            rc = n < 0 ? -1 : read_record(b, n);
        } else if (strcmp(line, "moves") == 0 || strcmp(line, "legal") == 0) {
            long n = arg != NULL ? count_of(arg) : -1;
            rc = n < 0 ? -1 : read_moves(b, n, line[0] == 'm');
        } else if (strcmp(line, "go") == 0) {
            safari_move m;
            rc = choose(b, &m);
            if (rc == 0 && safari_move_to_string(&m, text, sizeof text, NULL) == SAFARI_OK)
                printf("move %s\n", text);
        } else if (strcmp(line, "quit") == 0) {
            return CLI_OK;
        }
        if (rc != 0) {
            fprintf(stderr, "safari bot: cannot follow '%s'\n", line);
            return CLI_BAD_INPUT;
        }
        fflush(stdout);
    }
    return CLI_OK;
}

int cli_bot(int argc, char **argv)
{
    bot *b = calloc(1, sizeof *b);
    if (b == NULL) {
        fprintf(stderr, "safari: out of memory\n");
        return CLI_BAD_INPUT;
    }
    int rc = parse_bot_args(argc, argv, b);
    if (rc == CLI_OK)
        rc = serve(b);
    safari_game_free(b->game);
    free(b);
    return rc;
}
