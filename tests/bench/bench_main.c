/* SPDX-License-Identifier: MIT */
/* safari-bench: the speed of libsafari, single thread, fixed seeds.
 *
 * Options, the machine line, the output (text or --json) and the order of
 * the figure groups. The groups live in bench_games.c, bench_movegen.c and
 * bench_perft.c. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static const char usage[] =
    "Usage: safari-bench [OPTIONS]\n"
    "\n"
    "Measures libsafari on one thread with fixed seeds and prints one line per\n"
    "figure with its unit (the median of --runs measurements).\n"
    "\n"
    "  --only LIST      groups to run, comma-separated: games, movegen, undo,\n"
    "                   clone, perft, ai, batch (default: all)\n"
    "  --seconds S      minimum time of one measurement (default 0.5)\n"
    "  --runs K         measurements per figure, median reported (default 3)\n"
    "  --games N        play exactly N random games per measurement instead of\n"
    "                   playing for --seconds\n"
    "  --positions N    late-game positions per decision kind (default 64)\n"
    "  --records N      recorded games replayed by apply+undo (default 64)\n"
    "  --seed N         base seed of the random games (default 1)\n"
    "  --depth D        perft depth (default 5)\n"
    "  --perft D        run perft only, to depth D\n"
    "  --record FILE    perft root: the position a game record reaches\n"
    "                   (default: " SAFARI_BENCH_PERFT_RECORD ")\n"
    "  --naive          perft by clone and apply instead of apply and undo\n"
    "  --expect N       exit 1 unless perft counts N leaves\n"
    "  --json           print one JSON object instead of text lines\n"
    "  --help           print this help\n"
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

static int usage_error(const char *message, const char *arg)
{
    fprintf(stderr, "safari-bench: %s '%s'\nTry 'safari-bench --help'.\n", message, arg);
    return 2;
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

/* Parses a decimal integer in lo..hi. */
static int parse_int(const char *s, long long lo, long long hi, long long *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
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

/* Fills cfg from the command line; returns -1 to go on, else an exit code. */
static int parse_args(int argc, char **argv, bench_config *cfg)
{
    long long v;
    int only = 0, perft_only = 0;
    memset(cfg, 0, sizeof *cfg);
    cfg->groups = BENCH_ALL;
    cfg->seconds = 0.5;
    cfg->runs = 3;
    cfg->positions = 64;
    cfg->records = 64;
    cfg->depth = 5;
    cfg->seed = 1;
    cfg->record = SAFARI_BENCH_PERFT_RECORD;
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            fputs(usage, stdout);
            return 0;
        }
        if (strcmp(opt, "--json") == 0) {
            cfg->json = 1;
            continue;
        }
        if (strcmp(opt, "--naive") == 0) {
            cfg->naive = 1;
            continue;
        }
        if (i + 1 >= argc)
            return usage_error("missing value for", opt);
        const char *val = argv[++i];
        if (strcmp(opt, "--only") == 0) {
            if (!parse_groups(val, &cfg->groups))
                return usage_error("bad group list", val);
            only = 1;
        } else if (strcmp(opt, "--seconds") == 0) {
            char *end;
            errno = 0;
            cfg->seconds = strtod(val, &end);
            if (errno != 0 || end == val || *end != '\0' || !(cfg->seconds >= 0) ||
                cfg->seconds > 3600)
                return usage_error("bad number of seconds", val);
        } else if (strcmp(opt, "--runs") == 0) {
            if (!parse_int(val, 1, 99, &v))
                return usage_error("bad number of runs", val);
            cfg->runs = (int)v;
        } else if (strcmp(opt, "--games") == 0) {
            if (!parse_int(val, 1, 100000000, &v))
                return usage_error("bad number of games", val);
            cfg->games = (long)v;
        } else if (strcmp(opt, "--positions") == 0) {
            if (!parse_int(val, 1, 100000, &v))
                return usage_error("bad number of positions", val);
            cfg->positions = (int)v;
        } else if (strcmp(opt, "--records") == 0) {
            if (!parse_int(val, 1, 100000, &v))
                return usage_error("bad number of records", val);
            cfg->records = (int)v;
        } else if (strcmp(opt, "--seed") == 0) {
            if (!parse_int(val, 0, INT64_MAX, &v))
                return usage_error("bad seed", val);
            cfg->seed = (uint64_t)v;
        } else if (strcmp(opt, "--depth") == 0 || strcmp(opt, "--perft") == 0) {
            if (!parse_int(val, 0, 64, &v))
                return usage_error("bad perft depth", val);
            cfg->depth = (int)v;
            perft_only |= strcmp(opt, "--perft") == 0;
        } else if (strcmp(opt, "--record") == 0) {
            cfg->record = val;
        } else if (strcmp(opt, "--expect") == 0) {
            if (!parse_int(val, 0, INT64_MAX, &v))
                return usage_error("bad expected count", val);
            cfg->expect = (uint64_t)v;
            cfg->has_expect = 1;
        } else {
            return usage_error("unknown option", opt);
        }
    }
    if (perft_only && only)
        return usage_error("--perft runs perft only; use --depth with", "--only");
    if (perft_only)
        cfg->groups = BENCH_PERFT;
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
