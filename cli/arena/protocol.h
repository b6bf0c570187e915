/* SPDX-License-Identifier: MIT */
/* The engine protocol (docs/protocol.md), the referee's side of the wire: a
 * bot process with pipes on its standard input and output, lines written to
 * it, lines read from it with a deadline, its standard error kept. POSIX only. */
#ifndef SAFARI_CLI_PROTOCOL_H
#define SAFARI_CLI_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* The version of the protocol this referee speaks. */
#define PROTO_VERSION 1
/* Longest line either side may send, newline excluded. */
#define PROTO_LINE_MAX 4096
/* The end of a bot's standard error kept for its forfeit reason. */
#define PROTO_ERR_KEEP 4096

typedef struct proto_bot {
    pid_t pid;
    int to_fd;   /* the bot's standard input */
    int from_fd; /* the bot's standard output */
    int err_fd;  /* the bot's standard error, never the referee's own */
    size_t have; /* bytes buffered in buf */
    size_t line_len; /* length of the last line read (it may hold a NUL) */
    char buf[2 * PROTO_LINE_MAX];
    size_t err_len, err_at; /* the last PROTO_ERR_KEEP bytes of its stderr, a ring */
    char err[PROTO_ERR_KEEP];
} proto_bot;

/* The outcomes of proto_read_line. */
enum {
    PROTO_LINE = 0,
    PROTO_CLOSED = -1,
    PROTO_TIMEOUT = -2,
    PROTO_TOO_LONG = -3,
    PROTO_CONTROL = -4, /* a line with a control byte (NUL, a lone CR...): in line, escaped */
    PROTO_STOPPED = -5  /* SIGINT or SIGTERM: the match stops */
};

/* Monotonic clock in microseconds. */
int64_t proto_now_us(void);
/* Two pipes whose ends close on exec (no bot inherits another's pipes):
 * both made, or neither (-1 with errno). */
int proto_pipes(int a[2], int b[2]);
/* 1 when command needs a shell: it holds a quote, a backslash, `$`, a
 * backquote, `|;&<>()`, a glob or brace character, `#`, `~`, `=`, `!` or a
 * control byte. */
int proto_needs_shell(const char *command);
/* Starts the command with pipes on its standard input, output and error:
 * split on blanks and run directly (PATH searched) when it needs no
 * shell, else `/bin/sh -c command`; in a process group of its own, with
 * the default action for SIGPIPE, SIGINT and SIGTERM and no signal
 * blocked. 0 on success, -1 with errno (a program not found, a folder). */
int proto_spawn(proto_bot *bot, const char *command);
/* Writes len bytes, waiting for room in the pipe until deadline_us at
 * most; 0 on success, -1 when the bot no longer reads (exited, or its
 * input stayed full until the deadline). */
int proto_write(proto_bot *bot, const char *text, size_t len, int64_t deadline_us);
/* Reads the next line (NUL-terminated, without its newline or a CR before
 * it; its length in bot->line_len) into line (PROTO_LINE_MAX + 1 bytes), waiting until deadline_us
 * (proto_now_us() scale) and keeping what the bot writes to its standard
 * error meanwhile. Returns one of PROTO_*. */
int proto_read_line(proto_bot *bot, char *line, int64_t deadline_us);
/* The end of the bot's standard error (what is there to read now, too),
 * escaped on one line, into out (cap bytes, at most the last keep bytes
 * of the stream); "" when it wrote nothing. */
void proto_stderr_tail(proto_bot *bot, size_t keep, char *out, size_t cap);
/* Closes the pipes, gives the bot grace_ms to exit, then kills it with
 * every process it started (contain.h); always reaps it. */
void proto_stop(proto_bot *bot, int grace_ms);

#endif
