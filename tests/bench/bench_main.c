/* SPDX-License-Identifier: MIT */
/* safari-bench: the speed of libsafari, single thread, fixed seeds.
 *
 * Options (a table read by the programs' one parser, common/args.h), the
 * machine line, the output (text or --json) and the order of the figure
 * groups. The groups live in bench_games.c, bench_movegen.c and
 * bench_perft.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "bench.h"

/* Set by the build; the fallbacks keep a hand-built bench honest. */
#ifndef SAFARI_BENCH_BUILD_TYPE
#  define SAFARI_BENCH_BUILD_TYPE "unknown"
#endif
#ifndef SAFARI_BENCH_FLAGS
#  define SAFARI_BENCH_FLAGS ""
#endif
#ifndef SAFARI_BENCH_COMPILER
#  define SAFARI_BENCH_COMPILER "unknown"
#endif
#ifndef SAFARI_BENCH_PERFT_RECORD
#  define SAFARI_BENCH_PERFT_RECORD "perft.rec"
#endif
/* "on" or "off": whether the library's internal assertions (SAFARI_DEBUG)
 * are compiled in, which costs instructions the figures then include. */
#ifndef SAFARI_BENCH_ASSERTS
#  define SAFARI_BENCH_ASSERTS "unknown"
#endif

/* The help: this head, the options' table (cli_args_help), the tail. */
static const char usage_head[] =
    "Usage: safari-bench [OPTIONS]\n"
    "\n"
    "Measures libsafari on one thread with fixed seeds and prints one line per\n"
    "figure with its unit (the median of --runs measurements).\n"
    "\n";
static const char usage_tail[] =
    "\n"
    "Figures (random games pick uniformly among a seat's legal moves and draw\n"
    "chance outcomes by weight, generating the moves in full at every decision):\n"
    "  games     whole random games per second, 2 and 4 seats: one game reset\n"
    "            by safari_game_copy() from a fresh game, and new+free per game\n"
    "  movegen   safari_game_legal_moves() on late positions (50+ tiles placed,\n"
    "            clones taken beforehand), `place` and `action` apart: calls\n"
    "            per second and nanoseconds per generated move\n"
    "  undo      pairs per second: each recorded 2-seat game is applied move\n"
    "            by move to its end, then undone move by move to setup; one\n"
    "            pair is one apply plus one undo\n"
    "  clone     the state size, clone+free and copy per second of a mid-game\n"
    "  perft     leaves at depth D from the record's position, expanding every\n"
    "            legal move and every distinct chance outcome (weights\n"
    "            ignored); nodes (positions reached by a move) per second\n"
    "  ai        safari_game_playouts() from a new game (uniform and scoring\n"
    "            policies, batches of 100) against full-generation games, in\n"
    "            alternating slices of 1,000 games (--games N: N); legal\n"
    "            mask, legal-action list and legal moves at 16 mid-game\n"
    "            `action` positions; a 32 x 32 observation of each\n"
    "  batch     safari_batch_step() of 64 two-seat games on the 25 x 25\n"
    "            table (seat 1 the built-in uniform player): byte observation,\n"
    "            mask, legal list and rewards each step, actions drawn\n"
    "            uniformly from the lists; agent steps per second\n"
    "\n"
    "Exit status: 0 success, 1 an engine error or a perft count that differs\n"
    "from --expect, 2 bad usage.\n";

/* The parser's report of bad usage (args.h), under this program's name. */
int cli_usage_error(const char *message, const char *arg)
{
    return cli_args_usage("safari-bench", message, arg);
}

/* Output state: JSON members need separators. */
static int out_json;
static int out_figures;

/* Writes s as a JSON string. */
static void json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

/* Counts and large rates as whole numbers; small rates keep two decimals. */
static void print_value(double v)
{
    int whole = v >= 100 || v <= -100 || (double)(long long)v == v;
    printf(whole ? "%.0f" : "%.2f", v);
}

void bench_figure(const char *key, const char *label, double value, const char *unit)
{
    if (out_json) {
        printf("%s\n    ", out_figures ? "," : "");
        json_string(key);
        printf(": {\"value\": ");
        print_value(value);
        printf(", \"unit\": ");
        json_string(unit);
        printf(", \"label\": ");
        json_string(label);
        printf("}");
    } else {
        printf("%-46s ", label);
        print_value(value);
        printf(" %s\n", unit);
    }
    out_figures++;
    fflush(stdout);
}

/* The CPU model from /proc/cpuinfo, or "unknown". */
static void cpu_model(char *buf, size_t cap)
{
    snprintf(buf, cap, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) != 0)
            continue;
        const char *v = strchr(line, ':');
        if (!v)
            continue;
        v++;
        while (*v == ' ' || *v == '\t')
            v++;
        snprintf(buf, cap, "%s", v);
        buf[strcspn(buf, "\n")] = '\0';
        break;
    }
    fclose(f);
}

static void print_header(const bench_config *cfg)
{
    char cpu[256];
    cpu_model(cpu, sizeof cpu);
    if (!out_json) {
        printf("machine: cpu %s; compiler %s; build %s (%s), internal assertions %s;"
               " libsafari %s, static\n",
               cpu, SAFARI_BENCH_COMPILER, SAFARI_BENCH_BUILD_TYPE, SAFARI_BENCH_FLAGS,
               SAFARI_BENCH_ASSERTS, safari_version_string());
        printf("config: seconds %.2f, runs %d, games %ld%s, positions %d, records %d, seed %llu,"
               " perft depth %d%s from %s\n",
               cfg->seconds, cfg->runs, cfg->games, cfg->games ? "" : " (timed)", cfg->positions,
               cfg->records, (unsigned long long)cfg->seed, cfg->depth,
               cfg->naive ? " (naive)" : "", cfg->record);
        fflush(stdout);
        return;
    }
    printf("{\n  \"machine\": {\"cpu\": ");
    json_string(cpu);
    printf(", \"compiler\": ");
    json_string(SAFARI_BENCH_COMPILER);
    printf(", \"build_type\": ");
    json_string(SAFARI_BENCH_BUILD_TYPE);
    printf(", \"flags\": ");
    json_string(SAFARI_BENCH_FLAGS);
    printf(", \"internal_assertions\": ");
    json_string(SAFARI_BENCH_ASSERTS);
    printf(", \"library\": ");
    json_string(safari_version_string());
    printf("},\n  \"config\": {\"seconds\": %g, \"runs\": %d, \"games\": %ld, \"positions\": %d,"
           " \"records\": %d, \"seed\": %llu, \"depth\": %d, \"naive\": %s, \"record\": ",
           cfg->seconds, cfg->runs, cfg->games, cfg->positions, cfg->records,
           (unsigned long long)cfg->seed, cfg->depth, cfg->naive ? "true" : "false");
    json_string(cfg->record);
    printf("},\n  \"figures\": {");
    fflush(stdout);
}

static void print_footer(void)
{
    if (out_json)
        printf("\n  }\n}\n");
}

static int parse_groups(const char *list, unsigned *out)
{
    static const struct {
        const char *name;
        unsigned bit;
    } names[] = {{"games", BENCH_GAMES}, {"movegen", BENCH_MOVEGEN}, {"undo", BENCH_UNDO},
                 {"clone", BENCH_CLONE}, {"perft", BENCH_PERFT}, {"ai", BENCH_AI},
                 {"batch", BENCH_BATCH}};
    unsigned groups = 0;
    const char *p = list;
    for (;;) {
        size_t len = strcspn(p, ",");
        size_t i = 0;
        while (i < sizeof names / sizeof names[0] &&
               (strlen(names[i].name) != len || strncmp(names[i].name, p, len) != 0))
            i++;
        if (i == sizeof names / sizeof names[0])
            return 0;
        groups |= names[i].bit;
        if (p[len] == '\0')
            break;
        p += len + 1;
    }
    *out = groups;
    return 1;
}

/* What the command line sets: the configuration, and what is checked
 * across options after the parse. */
typedef struct bench_args {
    bench_config cfg;
    int only;       /* --only given */
    int perft_only; /* --perft given */
    int help;
} bench_args;

static int read_groups(void *args, char **values, const cli_option *o)
{
    bench_args *a = args;
    (void)o;
    if (!parse_groups(values[0], &a->cfg.groups))
        return -1;
    a->only = 1;
    return 0;
}

static int read_seconds(void *args, char **values, const cli_option *o)
{
    (void)o;
    return cli_parse_double(values[0], 0.0, 3600.0, &((bench_args *)args)->cfg.seconds) ? 0 : -1;
}

/* --perft D: --depth D, and perft alone. */
static int read_perft(void *args, char **values, const cli_option *o)
{
    bench_args *a = args;
    long long v;
    (void)o;
    if (!cli_parse_int(values[0], 0, 64, &v))
        return -1;
    a->cfg.depth = (int)v;
    a->perft_only = 1;
    return 0;
}

static int read_expect(void *args, char **values, const cli_option *o)
{
    bench_args *a = args;
    long long v;
    (void)o;
    if (!cli_parse_int(values[0], 0, INT64_MAX, &v))
        return -1;
    a->cfg.expect = (uint64_t)v;
    a->cfg.has_expect = 1;
    return 0;
}

/* The help's column leaves 47 characters a line. */
static const cli_option bench_options[] = {
    CLI_CUSTOM("--only", "LIST", 1, read_groups,
               "only must be games, movegen, undo, clone, perft, ai or batch "
               "(a comma-separated list), not",
               "groups to run, comma-separated: games,\nmovegen, undo, clone, perft, ai, batch\n"
               "(default: all)"),
    CLI_CUSTOM("--seconds", "S", 1, read_seconds, "seconds must be 0..3600, not",
               "minimum time of one measurement (default 0.5)"),
    CLI_INT("--runs", "K", bench_args, cfg.runs, 1, 99, NULL,
            "measurements per figure, median reported\n(default 3)"),
    CLI_INT("--games", "N", bench_args, cfg.games, 1, 100000000, NULL,
            "play exactly N random games per measurement\ninstead of playing for --seconds"),
    CLI_INT("--positions", "N", bench_args, cfg.positions, 1, 100000, NULL,
            "late-game positions per decision kind\n(default 64)"),
    CLI_INT("--records", "N", bench_args, cfg.records, 1, 100000, NULL,
            "recorded games replayed by apply+undo\n(default 64)"),
    CLI_INT("--seed", "N", bench_args, cfg.seed, 0, INT64_MAX, NULL,
            "base seed of the random games (default 1)"),
    CLI_INT("--depth", "D", bench_args, cfg.depth, 0, 64, NULL, "perft depth (default 5)"),
    CLI_CUSTOM("--perft", "D", 1, read_perft, "perft must be 0..64, not",
               "run perft only, to depth D"),
    CLI_STRING("--record", "FILE", bench_args, cfg.record,
               "perft root: the position a game record reaches\n"
               "(default: " SAFARI_BENCH_PERFT_RECORD ")"),
    CLI_FLAG("--naive", bench_args, cfg.naive, "perft by clone and apply instead of apply and\nundo"),
    CLI_CUSTOM("--expect", "N", 1, read_expect, "expect must be 0..9223372036854775807, not",
               "exit 1 unless perft counts N leaves"),
    CLI_FLAG("--json", bench_args, cfg.json, "print one JSON object instead of text lines"),
    CLI_FLAG("--help", bench_args, help, "print this help"),
    CLI_FLAG("-h", bench_args, help, NULL),
};
static const cli_args_spec bench_spec = {bench_options,
                                         sizeof bench_options / sizeof *bench_options, NULL};

/* Fills cfg from the command line; returns -1 to go on, else an exit code. */
static int parse_args(int argc, char **argv, bench_config *cfg)
{
    bench_args a;
    memset(&a, 0, sizeof a);
    a.cfg.groups = BENCH_ALL;
    a.cfg.seconds = 0.5;
    a.cfg.runs = 3;
    a.cfg.positions = 64;
    a.cfg.records = 64;
    a.cfg.depth = 5;
    a.cfg.seed = 1;
    a.cfg.record = SAFARI_BENCH_PERFT_RECORD;
    int rc = cli_args_parse(&bench_spec, argc - 1, argv + 1, &a);
    if (rc != CLI_ARGS_OK)
        return rc;
    if (a.help) {
        fputs(usage_head, stdout);
        cli_args_help(stdout, &bench_spec);
        fputs(usage_tail, stdout);
        return 0;
    }
    if (a.perft_only && a.only)
        return cli_usage_error("--perft runs perft only: use --depth with", "--only");
    if (a.perft_only)
        a.cfg.groups = BENCH_PERFT;
    *cfg = a.cfg;
    return -1;
}

int main(int argc, char **argv)
{
    bench_config cfg;
    int rc = parse_args(argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    out_json = cfg.json;
    print_header(&cfg);

    rc = 0;
    if (cfg.groups & ~(unsigned)BENCH_PERFT) {
        safari_tileset *ts = NULL;
        bench_moves *buf = malloc(sizeof *buf);
        if (!buf)
            bench_fail("malloc", SAFARI_ENOMEM);
        BENCH_CHECK(safari_tileset_new_default(&ts, NULL));
        if (cfg.groups & BENCH_GAMES)
            bench_games(&cfg, ts, buf);
        if (cfg.groups & BENCH_MOVEGEN)
            bench_movegen(&cfg, ts, buf);
        if (cfg.groups & BENCH_UNDO)
            bench_undo(&cfg, ts, buf);
        if (cfg.groups & BENCH_CLONE)
            bench_clone(&cfg, ts, buf);
        if (cfg.groups & BENCH_AI)
            bench_ai(&cfg, ts, buf);
        if (cfg.groups & BENCH_BATCH)
            bench_batch(&cfg, ts);
        safari_tileset_free(ts);
        free(buf);
    }
    if (cfg.groups & BENCH_PERFT)
        rc = bench_perft(&cfg);
    print_footer();
    return rc;
}
