/* SPDX-License-Identifier: MIT */
/* Bot processes and line I/O for the referee, with a deadline on every wait. */
#define _DEFAULT_SOURCE
#include "protocol.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "contain.h"
#include "escape.h"

extern char **environ;

/* Longest single wait: a stop signal that lands just before a wait is
 * noticed within this. */
#define WAIT_SLICE_MS 100

int64_t proto_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int pipe_cloexec(int fds[2])
{
    if (pipe(fds) != 0)
        return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
}

int proto_pipes(int a[2], int b[2])
{
    if (pipe_cloexec(a) != 0)
        return -1;
    if (pipe_cloexec(b) != 0) {
        close(a[0]);
        close(a[1]);
        return -1;
    }
    return 0;
}

int proto_needs_shell(const char *command)
{
    for (const unsigned char *c = (const unsigned char *)command; *c; c++)
        if (*c < 0x20 || *c == 0x7F || strchr("'\"\\$`|;&<>()*?[]{}#~=!%^", *c) != NULL)
            return 1;
    return 0;
}

/* The words of a command that needs no shell, split on blanks, in a
 * malloc'd block (the vector, then the words); NULL when out of memory or
 * for a command of no words. */
static char **split_words(const char *command)
{
    size_t len = strlen(command), words = 0;
    char **argv = malloc((len / 2 + 2) * sizeof *argv + len + 1);
    if (argv == NULL)
        return NULL;
    char *text = (char *)(argv + len / 2 + 2);
    memcpy(text, command, len + 1);
    for (char *c = text; *c;) {
        while (*c == ' ')
            *c++ = '\0';
        if (*c == '\0')
            break;
        argv[words++] = c;
        while (*c && *c != ' ')
            c++;
    }
    argv[words] = NULL;
    if (words == 0) {
        free(argv);
        return NULL;
    }
    return argv;
}

int proto_spawn(proto_bot *bot, const char *command)
{
    int in[2], out[2], err[2];
    memset(bot, 0, sizeof *bot);
    bot->pid = -1;
    bot->to_fd = bot->from_fd = bot->err_fd = -1;
    char *shell_argv[] = {"sh", "-c", (char *)command, NULL};
    char **argv = proto_needs_shell(command) ? shell_argv : split_words(command);
    if (argv == NULL) {
        errno = strspn(command, " ") == strlen(command) ? EINVAL : ENOMEM;
        return -1;
    }
    /* Close-on-exec: no bot inherits the pipes of another bot or game. */
    int made = proto_pipes(in, out) == 0;
    if (!made || pipe_cloexec(err) != 0) {
        int e = errno;
        if (made) {
            close(in[0]);
            close(in[1]);
            close(out[0]);
            close(out[1]);
        }
        if (argv != shell_argv)
            free(argv);
        errno = e;
        return -1;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawn_file_actions_adddup2(&fa, err[1], 2);
    /* Its own process group, so that a kill reaches what it started; the
     * default signal actions (the referee ignores SIGPIPE and SIGXFSZ and
     * catches SIGINT and SIGTERM), none blocked. */
    posix_spawnattr_t attr;
    sigset_t def, none;
    sigemptyset(&def);
    sigaddset(&def, SIGPIPE);
    sigaddset(&def, SIGINT);
    sigaddset(&def, SIGTERM);
    sigaddset(&def, SIGXFSZ);
    sigemptyset(&none);
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF |
                                        POSIX_SPAWN_SETSIGMASK);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setsigdefault(&attr, &def);
    posix_spawnattr_setsigmask(&attr, &none);
    int rc = argv == shell_argv ? posix_spawn(&bot->pid, "/bin/sh", &fa, &attr, argv, environ)
                                : posix_spawnp(&bot->pid, argv[0], &fa, &attr, argv, environ);
    posix_spawnattr_destroy(&attr);
    posix_spawn_file_actions_destroy(&fa);
    if (argv != shell_argv)
        free(argv);
    close(in[0]);
    close(out[1]);
    close(err[1]);
    if (rc != 0) {
        close(in[1]);
        close(out[0]);
        close(err[0]);
        bot->pid = -1;
        errno = rc;
        return -1;
    }
    bot->to_fd = in[1];
    /* Writes never block: a bot that stops reading cannot hang the referee. */
    fcntl(bot->to_fd, F_SETFL, fcntl(bot->to_fd, F_GETFL) | O_NONBLOCK);
    bot->from_fd = out[0];
    bot->err_fd = err[0];
    fcntl(bot->err_fd, F_SETFL, fcntl(bot->err_fd, F_GETFL) | O_NONBLOCK);
    return 0;
}

/* Reads what the bot wrote to its standard error into the ring; closes
 * the pipe at its end. */
static void drain_err(proto_bot *bot)
{
    char chunk[4096];
    while (bot->err_fd >= 0) {
        ssize_t n = read(bot->err_fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return; /* EAGAIN: nothing more now */
        if (n == 0) {
            close(bot->err_fd);
            bot->err_fd = -1;
            return;
        }
        for (ssize_t i = 0; i < n; i++) {
            bot->err[bot->err_at] = chunk[i];
            bot->err_at = (bot->err_at + 1) % PROTO_ERR_KEEP;
        }
        bot->err_len += (size_t)n;
        if (bot->err_len > PROTO_ERR_KEEP)
            bot->err_len = PROTO_ERR_KEEP;
    }
}

void proto_stderr_tail(proto_bot *bot, size_t keep, char *out, size_t cap)
{
    char tail[PROTO_ERR_KEEP];
    drain_err(bot);
    size_t n = bot->err_len < keep ? bot->err_len : keep;
    if (n > PROTO_ERR_KEEP)
        n = PROTO_ERR_KEEP;
    for (size_t i = 0; i < n; i++)
        tail[i] = bot->err[(bot->err_at + PROTO_ERR_KEEP - n + i) % PROTO_ERR_KEEP];
    while (n > 0 && (tail[n - 1] == '\n' || tail[n - 1] == '\r'))
        n--;
    cli_escape(tail, n, out, cap);
}

/* Waits for fd to be ready for events, or the bot's standard error, at
 * most until deadline_us and WAIT_SLICE_MS; 1 when fd is ready, 0 when
 * not yet, -1 on an error of poll. */
static int wait_fd(proto_bot *bot, int fd, short events, int64_t deadline_us)
{
    int64_t left = deadline_us - proto_now_us();
    int ms = left <= 0 ? 0 : left >= WAIT_SLICE_MS * 1000 ? WAIT_SLICE_MS : (int)((left + 999) / 1000);
    struct pollfd p[2] = {{fd, events, 0}, {bot->err_fd, POLLIN, 0}};
    int ready = poll(p, bot->err_fd >= 0 ? 2 : 1, ms);
    if (ready < 0)
        return errno == EINTR ? 0 : -1;
    if (bot->err_fd >= 0 && p[1].revents != 0)
        drain_err(bot);
    return p[0].revents != 0;
}

int proto_write(proto_bot *bot, const char *text, size_t len, int64_t deadline_us)
{
    while (len > 0) {
        if (contain_stop_signal)
            return -1;
        ssize_t n = write(bot->to_fd, text, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            /* The pipe is full: the bot is not reading; wait, but not forever. */
            if (deadline_us - proto_now_us() <= 0)
                return -1;
            if (wait_fd(bot, bot->to_fd, POLLOUT, deadline_us) < 0)
                return -1;
            continue;
        }
        if (n <= 0)
            return -1; /* EPIPE: SIGPIPE is ignored by the referee */
        text += n;
        len -= (size_t)n;
    }
    return 0;
}

/* Moves the first line out of the buffer, if there is one. A line with a
 * control byte (but the CR of a CRLF) is taken out too, and refused. */
static int take_line(proto_bot *bot, char *line)
{
    char *nl = memchr(bot->buf, '\n', bot->have);
    if (nl == NULL)
        return bot->have > PROTO_LINE_MAX ? PROTO_TOO_LONG : 1;
    size_t n = (size_t)(nl - bot->buf);
    if (n > PROTO_LINE_MAX)
        return PROTO_TOO_LONG;
    size_t keep = n > 0 && bot->buf[n - 1] == '\r' ? n - 1 : n;
    int control = 0;
    for (size_t i = 0; i < keep; i++)
        control |= (unsigned char)bot->buf[i] < 0x20 || bot->buf[i] == 0x7F;
    memcpy(line, bot->buf, keep);
    line[keep] = '\0';
    bot->line_len = keep;
    bot->have -= n + 1;
    memmove(bot->buf, nl + 1, bot->have);
    return control ? PROTO_CONTROL : PROTO_LINE;
}

int proto_read_line(proto_bot *bot, char *line, int64_t deadline_us)
{
    for (;;) {
        int got = take_line(bot, line);
        if (got <= 0)
            return got;
        if (contain_stop_signal)
            return PROTO_STOPPED;
        if (deadline_us - proto_now_us() <= 0)
            return PROTO_TIMEOUT;
        int ready = wait_fd(bot, bot->from_fd, POLLIN, deadline_us);
        if (ready < 0)
            return PROTO_CLOSED;
        if (ready == 0)
            continue; /* the deadline is checked above */
        ssize_t n = read(bot->from_fd, bot->buf + bot->have, sizeof bot->buf - bot->have);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return PROTO_CLOSED;
        bot->have += (size_t)n;
    }
}

void proto_stop(proto_bot *bot, int grace_ms)
{
    if (bot->to_fd >= 0)
        close(bot->to_fd);
    if (bot->from_fd >= 0)
        close(bot->from_fd);
    bot->to_fd = bot->from_fd = -1;
    if (bot->pid > 0) {
        /* Exited is seen without reaping (WNOWAIT), so that its pid is not
         * used again before its group and tree are killed. */
        int exited = 0;
        for (int waited = 0; waited <= grace_ms && !exited && !contain_stop_signal; waited++) {
            siginfo_t info;
            info.si_pid = 0;
            exited = waitid(P_PID, (id_t)bot->pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
                     info.si_pid == bot->pid;
            struct timespec ms = {0, 1000000};
            if (!exited)
                nanosleep(&ms, NULL);
        }
        contain_kill_tree(bot->pid);
        int status;
        while (waitpid(bot->pid, &status, 0) < 0 && errno == EINTR)
            ;
        bot->pid = -1;
    }
    drain_err(bot);
    if (bot->err_fd >= 0)
        close(bot->err_fd);
    bot->err_fd = -1;
}
