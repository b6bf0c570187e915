/* The engine protocol (docs/protocol.md), the referee's side of the wire: a
 * bot process with pipes on its standard input and output, lines written to
 * it, lines read from it with a deadline. POSIX only. */
#ifndef SAFARI_CLI_PROTOCOL_H
#define SAFARI_CLI_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* The version of the protocol this referee speaks. */
#define PROTO_VERSION 1
/* Longest line either side may send, newline excluded. */
#define PROTO_LINE_MAX 4096

typedef struct proto_bot {
    pid_t pid;
    int to_fd;   /* the bot's standard input */
    int from_fd; /* the bot's standard output */
    size_t have; /* bytes buffered in buf */
    char buf[2 * PROTO_LINE_MAX];
} proto_bot;

/* The outcomes of proto_read_line. */
enum { PROTO_LINE = 0, PROTO_CLOSED = -1, PROTO_TIMEOUT = -2, PROTO_TOO_LONG = -3 };

/* Monotonic clock in microseconds. */
int64_t proto_now_us(void);
/* Two pipes whose ends close on exec (no bot inherits another's pipes):
 * both made, or neither (-1 with errno). */
int proto_pipes(int a[2], int b[2]);
/* Starts `/bin/sh -c command` with pipes; 0 on success, -1 with errno. */
int proto_spawn(proto_bot *bot, const char *command);
/* Writes len bytes, waiting for room in the pipe until deadline_us at
 * most; 0 on success, -1 when the bot no longer reads (exited, or its
 * input stayed full until the deadline). */
int proto_write(proto_bot *bot, const char *text, size_t len, int64_t deadline_us);
/* Reads the next line (NUL-terminated, without its newline or a CR before
 * it) into line (PROTO_LINE_MAX + 1 bytes), waiting until deadline_us
 * (proto_now_us() scale). Returns one of PROTO_*. */
int proto_read_line(proto_bot *bot, char *line, int64_t deadline_us);
/* Closes the pipes, gives the bot grace_ms to exit, then kills it; always
 * reaps it. */
void proto_stop(proto_bot *bot, int grace_ms);

#endif
