/* SPDX-License-Identifier: MIT */
/* The referee of a match's games, in one process: keeps a process for each
 * bot of the match across the games it plays (started, with the handshake,
 * before the first game that needs it, and again after a forfeit), draws
 * chance from the deal's own stream, asks each bot for its moves over the
 * engine protocol (docs/protocol.md), and ends the game as a loss for a bot
 * that crashes, times out, or sends a malformed line or an illegal move;
 * such a bot is killed. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "cli.h"
#include "contain.h"
#include "escape.h"
#include "match.h"
#include "output.h"
#include "protocol.h"

/* Time a bot has to start and answer the handshake. */
#define HANDSHAKE_MS 10000
/* Time a bot has to take `newgame`, `result` or `quit` into its input. */
#define NOTICE_MS 100
/* The end of a bot's standard error that its forfeit reason quotes. */
#define REASON_STDERR 1024
/* Longest forfeit reason: what, a bot's line escaped, its stderr escaped. */
#define REASON_MAX (4 * PROTO_LINE_MAX + 4 * REASON_STDERR + 256)

/* One bot of the match, the process that plays its games. */
typedef struct bot_proc {
    proto_bot bot;
    int alive;        /* its process runs: started, not killed since */
    int wants_legal;  /* answered `ready legal` */
    char name[BOT_NAME_MAX]; /* its `id name`, escaped; "" when it sent none */
} bot_proc;

struct referee_bots {
    const match_cfg *cfg;
    bot_proc proc[SAFARI_MAX_SEATS]; /* by bot number, not seat */
};

typedef struct seat_state {
    bot_proc *proc;   /* the bot on this seat in this game */
    int in_game;      /* it was sent `newgame` */
    size_t sent;      /* moves of the history the bot has been sent */
    int64_t used_us;  /* thinking time used in this game */
} seat_state;

typedef struct referee {
    const match_cfg *cfg;
    referee_bots *bots;
    safari_game *game;
    seat_state seat[SAFARI_MAX_SEATS];
    int seats;
    char *out;        /* the message being built for one bot */
    size_t out_n, out_cap;
    char line[PROTO_LINE_MAX + 1];
    char reason[REASON_MAX]; /* no control byte: outside text in it is escaped */
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

/* Sets the reason of a forfeit, with the n bytes of detail (outside text)
 * escaped; returns -1 for the callers' convenience. */
static int forfeit_n(referee *r, const char *what, const char *detail, size_t n)
{
    int k = snprintf(r->reason, sizeof r->reason, "%s%s", what, detail ? ": " : "");
    if (detail != NULL && k > 0 && (size_t)k < sizeof r->reason)
        cli_escape(detail, n, r->reason + k, sizeof r->reason - (size_t)k);
    return -1;
}

static int forfeit(referee *r, const char *what, const char *detail)
{
    return forfeit_n(r, what, detail, detail != NULL ? strlen(detail) : 0);
}

/* The reason of a read that gave no line, or a line with a control byte. */
static int read_failure(referee *r, const proto_bot *bot, int got)
{
    if (got == PROTO_TIMEOUT)
        return forfeit(r, "timeout", NULL);
    if (got == PROTO_TOO_LONG)
        return forfeit(r, "malformed line", "longer than the protocol allows");
    if (got == PROTO_CONTROL)
        return forfeit_n(r, "malformed line (a control byte)", r->line, bot->line_len);
    if (got == PROTO_STOPPED)
        return forfeit(r, "stopped", "the match was interrupted");
    return forfeit(r, "crash", "the bot closed its output or exited");
}

/* Starts a bot and shakes hands: `protocol 1`, answered by `id` and
 * `info` lines and `ready` or `ready legal`. */
static int start_bot(referee *r, bot_proc *p, const char *command)
{
    if (proto_spawn(&p->bot, command) != 0)
        return forfeit(r, "cannot start", strerror(errno));
    p->alive = 1;
    char hello[64];
    int64_t deadline = proto_now_us() + (int64_t)HANDSHAKE_MS * 1000;
    int n = snprintf(hello, sizeof hello, "protocol %d\n", PROTO_VERSION);
    if (proto_write(&p->bot, hello, (size_t)n, deadline) != 0)
        return forfeit(r, "crash", "the bot does not read its input");
    for (;;) {
        int got = proto_read_line(&p->bot, r->line, deadline);
        if (got != PROTO_LINE)
            return read_failure(r, &p->bot, got);
        if (strcmp(r->line, "ready") == 0 || strcmp(r->line, "ready legal") == 0) {
            p->wants_legal = r->line[5] != '\0';
            return 0;
        }
        if (strncmp(r->line, "id name ", 8) == 0) {
            /* Its name in the table: kept whole up to a bound that no
             * real name reaches, escaped like any outside text. */
            size_t len = strlen(r->line + 8);
            cli_escape(r->line + 8, len < BOT_NAME_RAW ? len : BOT_NAME_RAW, p->name, sizeof p->name);
        }
        if (strncmp(r->line, "id ", 3) != 0 && strncmp(r->line, "info", 4) != 0)
            return forfeit(r, "malformed line in the handshake", r->line);
    }
}

/* Kills a bot that forfeited: its next game starts a new process. */
static int live_pids(const referee_bots *bots, pid_t *out);

/* Kills a bot that forfeited, with what it started; its next game starts
 * a new process. Orphans adopted meanwhile (detached descendants whose
 * parent exited) are killed too: none is another bot's own process. */
static void kill_bot(referee_bots *bots, bot_proc *p)
{
    if (p->alive)
        proto_stop(&p->bot, 0);
    p->alive = 0;
    pid_t keep[SAFARI_MAX_SEATS];
    int n = live_pids(bots, keep);
    contain_reap_orphans(keep, n);
}

/* Seat s's bot begins the game: started first if it has no process, then
 * `newgame SEAT SEED`. */
static int begin_game(referee *r, int s, const char *command, uint64_t seed)
{
    seat_state *st = &r->seat[s];
    if (!st->proc->alive && start_bot(r, st->proc, command) != 0)
        return -1;
    char msg[64];
    int n = snprintf(msg, sizeof msg, "newgame %d %llu\n", s, (unsigned long long)seed);
    st->in_game = 1;
    if (proto_write(&st->proc->bot, msg, (size_t)n, proto_now_us() + (int64_t)NOTICE_MS * 1000) != 0)
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
    if (st->proc->wants_legal) {
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
    if (proto_write(&st->proc->bot, r->out, r->out_n, start + left_us) != 0)
        return forfeit(r, "crash", "the bot does not read its input");
    for (;;) {
        int got = proto_read_line(&st->proc->bot, r->line, start + left_us);
        if (got != PROTO_LINE)
            return read_failure(r, &st->proc->bot, got);
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

/* The record with `#` comments: the game, the bots and any forfeit. The
 * bots' commands and the reason are outside text, escaped (escape.c), so
 * that every record reads back. Written under a temporary name and renamed
 * once whole (output.c): a record under its final name is a whole game.
 * 0, or -1 when it could not be written (said on stderr with the game,
 * the path and the system's reason). */
static int save_record(referee *r, const game_result *res, int forfeit_seat)
{
    char path[4096], name[4 * 4096 + 1];
    snprintf(path, sizeof path, "%s/game-%06ld.rec", r->cfg->records, res->game);
    cli_output out;
    if (cli_output_open(&out, path) != 0) {
        fprintf(stderr, "safari match: game %ld: cannot write '%s': %s\n", res->game, path,
                strerror(errno));
        return -1;
    }
    FILE *f = out.f;
    if (cli_print_text(f, safari_record_write, r->game) != CLI_OK) {
        cli_output_discard(&out); /* the library's reason is said */
        fprintf(stderr, "safari match: game %ld: no record written\n", res->game);
        return -1;
    }
    fprintf(f, "# match game %ld deal %ld seed %llu\n", res->game, res->deal,
            (unsigned long long)r->cfg->seed);
    for (int s = 0; s < r->seats; s++)
        fprintf(f, "# seat %d: %s, score %d\n", s,
                cli_escaped(r->cfg->names[res->bot_of_seat[s]], name, sizeof name),
                (int)res->score[s]);
    if (forfeit_seat >= 0)
        fprintf(f, "# forfeit seat %d (%s): %s\n", forfeit_seat,
                cli_escaped(r->cfg->names[res->bot_of_seat[forfeit_seat]], name, sizeof name),
                r->reason);
    /* Every write is checked here: a failed one leaves the stream's error
     * flag set, and the commit fails on it. */
    if (cli_output_commit(&out) != 0) {
        fprintf(stderr, "safari match: game %ld: cannot write '%s': %s\n", res->game, path,
                strerror(errno));
        return -1;
    }
    return 0;
}

/* The processes of this referee's bots that run: they are no orphans. */
static int live_pids(const referee_bots *bots, pid_t *out)
{
    int n = 0;
    for (int b = 0; b < bots->cfg->bots; b++)
        if (bots->proc[b].alive && bots->proc[b].bot.pid > 0)
            out[n++] = bots->proc[b].bot.pid;
    return n;
}

/* Tells the bots that played to the end the final scores: `result`. */
static void send_result(referee *r, const game_result *res)
{
    char msg[128];
    int n = snprintf(msg, sizeof msg, "result");
    for (int s = 0; s < r->seats; s++)
        n += snprintf(msg + n, sizeof msg - (size_t)n, " %d", (int)res->score[s]);
    snprintf(msg + n, sizeof msg - (size_t)n, "\n");
    for (int s = 0; s < r->seats; s++)
        if (r->seat[s].in_game && s != res->forfeit)
            proto_write(&r->seat[s].proc->bot, msg, strlen(msg),
                        proto_now_us() + (int64_t)NOTICE_MS * 1000);
}

/* The game's moves, scores and end; returns -1 if the referee failed. */
static int play(referee *r, game_result *res, const uint64_t *bot_seeds, uint64_t chance)
{
    const match_cfg *cfg = r->cfg;
    int lost = -1;
    for (int s = 0; s < r->seats && lost < 0; s++)
        if (begin_game(r, s, cfg->commands[res->bot_of_seat[s]], bot_seeds[s]) != 0)
            lost = s;
    /* The per-move overhead counts the game loop only: starting a bot is
     * the operating system's cost, paid once a match (and after a forfeit). */
    long cpu_start = cpu_us();
    safari_decision d;
    while (lost < 0 && !contain_stop_signal && safari_game_decision(r->game, &d) == SAFARI_OK &&
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
    /* An interrupted game is no result: neither counted nor recorded. */
    if (contain_stop_signal)
        return -2;
    res->referee_us = cpu_us() - cpu_start;
    size_t seats;
    safari_game_projected_scores_ex(r->game, res->score, SAFARI_MAX_SEATS, &seats);
    res->forfeit = lost;
    send_result(r, res);
    if (lost >= 0) {
        bot_proc *p = r->seat[lost].proc;
        kill_bot(r->bots, p);
        /* Its last words: the end of its standard error, once it is gone. */
        char tail[4 * REASON_STDERR + 1];
        proto_stderr_tail(&p->bot, REASON_STDERR, tail, sizeof tail);
        size_t k = strlen(r->reason);
        if (tail[0] != '\0' && k < sizeof r->reason)
            snprintf(r->reason + k, sizeof r->reason - k, "; stderr: %s", tail);
        char name[4 * 4096 + 1];
        fprintf(stderr, "safari match: game %ld: seat %d (%s) loses: %s%s%s\n", res->game, lost,
                cli_escaped(cfg->names[res->bot_of_seat[lost]], name, sizeof name), r->reason,
                cfg->records ? "; record in " : "", cfg->records ? cfg->records : "");
    }
    if (cfg->records != NULL && save_record(r, res, lost) != 0)
        return -1;
    return 0;
}

/* Which bot sits where in game number `game`, and the game's numbers. */
static void seat_bots(const match_cfg *cfg, long game, game_result *res)
{
    memset(res, 0, sizeof *res);
    res->game = game;
    res->deal = game / cfg->bots;
    res->seats = cfg->bots;
    int rotation = (int)(game % cfg->bots);
    for (int s = 0; s < cfg->bots; s++)
        res->bot_of_seat[s] = (s - rotation + cfg->bots) % cfg->bots;
}

referee_bots *referee_bots_new(const match_cfg *cfg)
{
    referee_bots *bots = calloc(1, sizeof *bots);
    if (bots != NULL)
        bots->cfg = cfg;
    return bots;
}

void referee_bots_free(referee_bots *bots)
{
    if (bots == NULL)
        return;
    for (int b = 0; b < bots->cfg->bots; b++) {
        bot_proc *p = &bots->proc[b];
        if (!p->alive)
            continue;
        /* Stopped by a signal: no grace, the bots are killed at once. */
        if (!contain_stop_signal)
            proto_write(&p->bot, "quit\n", 5, proto_now_us() + (int64_t)NOTICE_MS * 1000);
        proto_stop(&p->bot, contain_stop_signal ? 0 : 200);
        p->alive = 0;
    }
    contain_reap_orphans(NULL, 0); /* whatever a bot detached: the match is over */
    free(bots);
}

const char *referee_bot_name(const referee_bots *bots, int b)
{
    return bots->proc[b].name;
}

int referee_play(const match_cfg *cfg, referee_bots *bots, long game, game_result *res)
{
    referee *r = calloc(1, sizeof *r);
    if (r == NULL)
        return -1;
    r->cfg = cfg;
    r->bots = bots;
    r->seats = cfg->bots;
    seat_bots(cfg, game, res);
    for (int s = 0; s < r->seats; s++)
        r->seat[s].proc = &bots->proc[res->bot_of_seat[s]];
    /* The chance stream is keyed by the deal only: every rotation of a deal
     * sees the same draws as long as the same outcomes are possible. */
    uint64_t chance = mix(cfg->seed ^ mix((uint64_t)res->deal + 0x5AFA41));
    uint64_t seeds[SAFARI_MAX_SEATS];
    for (int s = 0; s < r->seats; s++)
        seeds[s] = mix(chance ^ mix((uint64_t)(game * SAFARI_MAX_SEATS + s)));
    safari_options options = {0};
    options.seats = r->seats;
    int rc = safari_game_new(&r->game, &options) == SAFARI_OK ? play(r, res, seeds, chance) : -1;
    safari_game_free(r->game);
    free(r->out);
    free(r);
    return rc;
}
