/* SPDX-License-Identifier: MIT */
/* `safari bot random|greedy|mcts|plan`: the built-in bots, speaking the
 * engine protocol (docs/protocol.md) on standard input and output. Each
 * keeps the position from the record and moves the referee sends. greedy,
 * mcts and plan are the library's players (safari_game_greedy_move(),
 * safari_game_search_move(), safari_game_plan_move(), the last also as a
 * named level, `--level K`), drawing from the bot's generator. */
#include <stdlib.h>
#include <string.h>

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
        safari_search_options o = {(uint32_t)b->playouts, (uint32_t)b->time_ms, b->explore, 0.0,
                                   b->policy, 0};
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
    "shared",     "baobab",     "baobab_meeples", "hole_meeples"};

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

/* The options of `bot plan` (and `--level K`, which starts from the
 * level's options); 1 when opt was one of them, -1 on a bad value. */
static int parse_plan_option(const char *opt, const char *val, safari_plan_options *o,
                             double *weights)
{
    long long v;
    char *end;
    if (strcmp(opt, "--weights") == 0) {
        if (parse_weights(val, weights) != 0)
            return cli_usage_error("weights must be 16 numbers with commas, not", val), -1;
        o->weights = weights;
        o->nweights = SAFARI_EVAL_FEATURES;
    } else if (strcmp(opt, "--weights-file") == 0) {
        if (read_weights_file(val, weights) != 0)
            return cli_usage_error("bad weights file", val), -1;
        o->weights = weights;
        o->nweights = SAFARI_EVAL_FEATURES;
    } else if (strcmp(opt, "--level") == 0) {
        if (!cli_parse_int(val, 1, SAFARI_LEVELS, &v))
            return cli_usage_error("level must be 1..5, not", val), -1;
        safari_level_options((int32_t)v, o, NULL);
    } else if (strcmp(opt, "--iterations") == 0 || strcmp(opt, "--time-ms") == 0) {
        if (!cli_parse_int(val, 0, 86400000, &v))
            return cli_usage_error("iterations and time-ms must be 0..86400000, not", val), -1;
        *(opt[2] == 'i' ? &o->iterations : &o->time_ms) = (uint32_t)v;
    } else if (strcmp(opt, "--candidates") == 0) {
        if (!cli_parse_int(val, 1, SAFARI_PLAN_MAX_CANDIDATES, &v))
            return cli_usage_error("candidates must be 1..32, not", val), -1;
        o->candidates = (uint32_t)v;
    } else if (strcmp(opt, "--beam") == 0) {
        if (!cli_parse_int(val, 0, 16, &v))
            return cli_usage_error("beam must be 0..16, not", val), -1;
        o->beam = (uint32_t)v;
    } else if (strcmp(opt, "--replies") == 0) {
        if (!cli_parse_int(val, 1, 4, &v))
            return cli_usage_error("replies must be 1..4, not", val), -1;
        o->replies = (uint32_t)v;
    } else if (strcmp(opt, "--temperature") == 0) {
        o->temperature = strtod(val, &end);
        if (end == val || *end != '\0' || !(o->temperature >= 0.0 && o->temperature <= 1e6))
            return cli_usage_error("bad temperature", val), -1;
    } else {
        return 0;
    }
    return 1;
}

static int parse_bot_args(int argc, char **argv, bot *b)
{
    static const char *const names[] = {"random", "greedy", "mcts", "plan"};
    static const safari_plan_options plan = SAFARI_PLAN_OPTIONS_INIT;
    long long v;
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
    for (int i = first; i < argc; i += 2) {
        if (b->kind == BOT_PLAN && i + 1 < argc) {
            int known = parse_plan_option(argv[i], argv[i + 1], &b->plan, b->weights);
            if (known < 0)
                return CLI_USAGE;
            if (known)
                continue;
        }
        if (i + 1 >= argc)
            return cli_usage_error("missing value for", argv[i]);
        if (b->kind == BOT_MCTS && strcmp(argv[i], "--playouts") == 0) {
            if (!cli_parse_int(argv[i + 1], 0, 100000000, &v))
                return cli_usage_error("playouts must be 0..100000000, not", argv[i + 1]);
            b->playouts = (long)v;
        } else if (b->kind == BOT_MCTS && strcmp(argv[i], "--time-ms") == 0) {
            if (!cli_parse_int(argv[i + 1], 0, 86400000, &v))
                return cli_usage_error("time-ms must be 0..86400000, not", argv[i + 1]);
            b->time_ms = (long)v;
        } else if (b->kind == BOT_MCTS && strcmp(argv[i], "--policy") == 0) {
            if (strcmp(argv[i + 1], "uniform") == 0)
                b->policy = SAFARI_POLICY_UNIFORM;
            else if (strcmp(argv[i + 1], "scoring") == 0)
                b->policy = SAFARI_POLICY_SCORING;
            else
                return cli_usage_error("policy must be uniform or scoring, not", argv[i + 1]);
        } else if (b->kind == BOT_MCTS && strcmp(argv[i], "--explore") == 0) {
            char *end;
            b->explore = strtod(argv[i + 1], &end);
            if (end == argv[i + 1] || *end != '\0' || !(b->explore >= 0.0 && b->explore <= 1e300))
                return cli_usage_error("bad exploration constant", argv[i + 1]);
        } else {
            return cli_usage_error("unknown option of bot", argv[i]);
        }
    }
    if (b->kind == BOT_MCTS && b->playouts == 0 && b->time_ms == 0)
        return cli_usage_error("--playouts 0 needs a --time-ms budget", NULL);
    return CLI_OK;
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
