/* The referee of one game of a match: starts the bots, draws chance from the
 * deal's own stream, asks each bot for its moves over the engine protocol
 * (docs/protocol.md), and ends the game as a loss for a bot that crashes,
 * times out, or sends a malformed line or an illegal move. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "cli.h"
#include "match.h"
#include "protocol.h"

/* Time a bot has to start and answer the handshake. */
#define HANDSHAKE_MS 10000

typedef struct seat_state {
    proto_bot bot;
    int started;
    int wants_legal;  /* answered `ready legal` */
    size_t sent;      /* moves of the history the bot has been sent */
    int64_t used_us;  /* thinking time used in this game */
} seat_state;

typedef struct referee {
    const match_cfg *cfg;
    safari_game *game;
    seat_state seat[SAFARI_MAX_SEATS];
    int seats;
    char *out;        /* the message being built for one bot */
    size_t out_n, out_cap;
    char line[PROTO_LINE_MAX + 1];
    char reason[PROTO_LINE_MAX + 128];
    safari_move moves[SAFARI_MAX_MOVES];
    uint32_t weights[SAFARI_MAX_MOVES];
} referee;

/* CPU time of this process (the referee), microseconds. */
static long cpu_us(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (long)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec +
           (long)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec;
}

/* splitmix64 of one word: the streams of a deal are keyed by hashing. */
static uint64_t mix(uint64_t x)
{
    return cli_rng_next(&x);
}

static int out_put(referee *r, const char *text, size_t len)
{
    if (r->out_n + len > r->out_cap) {
        size_t cap = 2 * r->out_cap + len;
        char *bigger = realloc(r->out, cap);
        if (bigger == NULL)
            return -1;
        r->out = bigger;
        r->out_cap = cap;
    }
    memcpy(r->out + r->out_n, text, len);
    r->out_n += len;
    return 0;
}

static int out_line(referee *r, const char *fmt, long a)
{
    char buf[64];
    int n = snprintf(buf, sizeof buf, fmt, a);
    return out_put(r, buf, (size_t)n);
}

static int out_move(referee *r, const safari_move *m)
{
    char text[SAFARI_MOVE_TEXT_MAX];
    size_t len = 0;
    if (safari_move_to_string(m, text, sizeof text, &len) != SAFARI_OK)
        return -1;
    text[len++] = '\n';
    return out_put(r, text, len);
}

/* Sets the reason of a forfeit; returns -1 for the callers' convenience. */
static int forfeit(referee *r, const char *what, const char *detail)
{
    snprintf(r->reason, sizeof r->reason, "%s%s%s", what, detail ? ": " : "",
             detail ? detail : "");
    return -1;
}

static int read_failure(referee *r, int got)
{
    if (got == PROTO_TIMEOUT)
        return forfeit(r, "timeout", NULL);
    if (got == PROTO_TOO_LONG)
        return forfeit(r, "malformed line", "longer than the protocol allows");
    return forfeit(r, "crash", "the bot closed its output or exited");
}

/* Starts a seat's bot and shakes hands: `protocol 1`, answered by `id`
 * and `info` lines and `ready` or `ready legal`. */
static int start_bot(referee *r, int s, const char *command, uint64_t seed)
{
    seat_state *st = &r->seat[s];
    if (proto_spawn(&st->bot, command) != 0)
        return forfeit(r, "cannot start", strerror(errno));
    st->started = 1;
    char hello[64];
    int64_t deadline = proto_now_us() + (int64_t)HANDSHAKE_MS * 1000;
    int n = snprintf(hello, sizeof hello, "protocol %d\n", PROTO_VERSION);
    if (proto_write(&st->bot, hello, (size_t)n, deadline) != 0)
        return forfeit(r, "crash", "the bot does not read its input");
    for (;;) {
        int got = proto_read_line(&st->bot, r->line, deadline);
        if (got != PROTO_LINE)
            return read_failure(r, got);
        if (strcmp(r->line, "ready") == 0 || strcmp(r->line, "ready legal") == 0) {
            st->wants_legal = r->line[5] != '\0';
            break;
        }
        if (strncmp(r->line, "id ", 3) != 0 && strncmp(r->line, "info", 4) != 0)
            return forfeit(r, "malformed line in the handshake", r->line);
    }
    n = snprintf(hello, sizeof hello, "newgame %d %llu\n", s, (unsigned long long)seed);
    if (proto_write(&st->bot, hello, (size_t)n, deadline) != 0)
        return forfeit(r, "crash", "the bot does not read its input");
    return 0;
}

/* Sends the position (the record first, then the moves since) and `go`. */
static int send_request(referee *r, int s, long ms_left)
{
    seat_state *st = &r->seat[s];
    size_t len = safari_game_history_length(r->game);
    r->out_n = 0;
    if (st->sent == 0) {
        size_t rec_len = 0;
        safari_record_write(r->game, NULL, 0, &rec_len);
        char *rec = malloc(rec_len + 1);
        if (rec == NULL || safari_record_write(r->game, rec, rec_len + 1, &rec_len) != SAFARI_OK) {
            free(rec);
            return -1;
        }
        long lines = 0;
        for (size_t i = 0; i < rec_len; i++)
            lines += rec[i] == '\n';
        int rc = out_line(r, "record %ld\n", lines) | out_put(r, rec, rec_len);
        free(rec);
        if (rc != 0)
            return -1;
    } else {
        if (out_line(r, "moves %ld\n", (long)(len - st->sent)) != 0)
            return -1;
        for (size_t i = st->sent; i < len; i++) {
            safari_move m;
            if (safari_game_history_move(r->game, i, &m) != SAFARI_OK || out_move(r, &m) != 0)
                return -1;
        }
    }
    st->sent = len;
    if (st->wants_legal) {
        size_t n = 0;
        safari_game_legal_moves(r->game, r->moves, SAFARI_MAX_MOVES, &n);
        if (out_line(r, "legal %ld\n", (long)n) != 0)
            return -1;
        for (size_t i = 0; i < n; i++)
            if (out_move(r, &r->moves[i]) != 0)
                return -1;
    }
    return out_line(r, "go %ld\n", ms_left);
}

/* Asks seat s for its move and applies it; -1 on a forfeit (reason set). */
static int bot_move(referee *r, int s)
{
    seat_state *st = &r->seat[s];
    const match_cfg *cfg = r->cfg;
    int64_t left_us = (int64_t)cfg->move_ms * 1000;
    if (cfg->game_ms > 0 && (int64_t)cfg->game_ms * 1000 - st->used_us < left_us)
        left_us = (int64_t)cfg->game_ms * 1000 - st->used_us;
    if (send_request(r, s, (long)(left_us / 1000)) != 0) {
        fprintf(stderr, "safari match: out of memory\n");
        exit(CLI_BAD_INPUT);
    }
    int64_t start = proto_now_us();
    if (proto_write(&st->bot, r->out, r->out_n, start + left_us) != 0)
        return forfeit(r, "crash", "the bot does not read its input");
    for (;;) {
        int got = proto_read_line(&st->bot, r->line, start + left_us);
        if (got != PROTO_LINE)
            return read_failure(r, got);
        if (strncmp(r->line, "info", 4) == 0 && (r->line[4] == ' ' || r->line[4] == '\0'))
            continue;
        if (strncmp(r->line, "move ", 5) != 0)
            return forfeit(r, "malformed line", r->line);
        break;
    }
    st->used_us += proto_now_us() - start;
    const char *text = r->line + 5;
    safari_move m;
    safari_diag diag;
    if (safari_move_parse_ex(text, strlen(text), r->game, &m, &diag) != SAFARI_OK) {
        char detail[PROTO_LINE_MAX + 64];
        snprintf(detail, sizeof detail, "'%.*s' (%s)", PROTO_LINE_MAX / 2, text, diag.message);
        return forfeit(r, "malformed move", detail);
    }
    if (safari_game_apply(r->game, &m) != SAFARI_OK)
        return forfeit(r, "illegal move", text);
    return 0;
}

static void save_record(referee *r, const game_result *res, int forfeit_seat)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/game-%06ld.rec", r->cfg->records, res->game);
    FILE *f = fopen(path, "w");
    if (f == NULL) {
        fprintf(stderr, "safari match: cannot write '%s': %s\n", path, strerror(errno));
        return;
    }
    cli_print_text(f, safari_record_write, r->game);
    fprintf(f, "# match game %ld deal %ld seed %llu\n", res->game, res->deal,
            (unsigned long long)r->cfg->seed);
    for (int s = 0; s < r->seats; s++)
        fprintf(f, "# seat %d: %s, score %d\n", s, r->cfg->names[res->bot_of_seat[s]],
                (int)res->score[s]);
    if (forfeit_seat >= 0)
        fprintf(f, "# forfeit seat %d (%s): %s\n", forfeit_seat,
                r->cfg->names[res->bot_of_seat[forfeit_seat]], r->reason);
    fclose(f);
}

/* The game's moves, scores and end; returns -1 if the referee failed. */
static int play(referee *r, game_result *res, const uint64_t *bot_seeds, uint64_t chance)
{
    const match_cfg *cfg = r->cfg;
    int lost = -1;
    for (int s = 0; s < r->seats && lost < 0; s++)
        if (start_bot(r, s, cfg->commands[res->bot_of_seat[s]], bot_seeds[s]) != 0)
            lost = s;
    /* The per-move overhead counts the game loop only: starting the bots
     * is the operating system's cost, paid once a game. */
    long cpu_start = cpu_us();
    safari_decision d;
    while (lost < 0 && safari_game_decision(r->game, &d) == SAFARI_OK &&
           d.kind != SAFARI_DECISION_END) {
        if (d.to_move == SAFARI_CHANCE) {
            /* The deal's stream moves only here, whatever the bots do. */
            safari_move m;
            if (!cli_pick_move(r->game, &chance, r->moves, r->weights, &m) ||
                safari_game_apply(r->game, &m) != SAFARI_OK)
                return -1;
        } else if (bot_move(r, d.to_move) != 0) {
            lost = d.to_move;
        } else {
            res->moves++;
        }
    }
    res->referee_us = cpu_us() - cpu_start;
    safari_game_projected_scores(r->game, res->score, SAFARI_MAX_SEATS);
    res->forfeit = lost;
    char msg[128];
    int n = snprintf(msg, sizeof msg, "result");
    for (int s = 0; s < r->seats; s++)
        n += snprintf(msg + n, sizeof msg - (size_t)n, " %d", (int)res->score[s]);
    snprintf(msg + n, sizeof msg - (size_t)n, "\nquit\n");
    for (int s = 0; s < r->seats; s++)
        if (r->seat[s].started && s != lost)
            proto_write(&r->seat[s].bot, msg, strlen(msg), proto_now_us() + 100000);
    if (lost >= 0)
        fprintf(stderr, "safari match: game %ld: seat %d (%s) loses: %s%s%s\n", res->game, lost,
                cfg->names[res->bot_of_seat[lost]], r->reason,
                cfg->records ? "; record in " : "", cfg->records ? cfg->records : "");
    if (cfg->records != NULL)
        save_record(r, res, lost);
    return 0;
}

int referee_play(const match_cfg *cfg, long game, game_result *res)
{
    referee *r = calloc(1, sizeof *r);
    if (r == NULL)
        return -1;
    memset(res, 0, sizeof *res);
    r->cfg = cfg;
    r->seats = cfg->bots;
    res->game = game;
    res->deal = game / cfg->bots;
    res->seats = cfg->bots;
    int rotation = (int)(game % cfg->bots);
    for (int s = 0; s < r->seats; s++)
        res->bot_of_seat[s] = (s - rotation + r->seats) % r->seats;
    /* The chance stream is keyed by the deal only: every rotation of a deal
     * sees the same draws as long as the same outcomes are possible. */
    uint64_t chance = mix(cfg->seed ^ mix((uint64_t)res->deal + 0x5AFA41));
    uint64_t seeds[SAFARI_MAX_SEATS];
    for (int s = 0; s < r->seats; s++)
        seeds[s] = mix(chance ^ mix((uint64_t)(game * SAFARI_MAX_SEATS + s)));
    safari_options options = {0};
    options.seats = r->seats;
    int rc = safari_game_new(&r->game, &options) == SAFARI_OK ? play(r, res, seeds, chance) : -1;
    for (int s = 0; s < r->seats; s++)
        if (r->seat[s].started)
            proto_stop(&r->seat[s].bot, 200);
    safari_game_free(r->game);
    free(r->out);
    free(r);
    return rc;
}
