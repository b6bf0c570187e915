/* Bot processes and line I/O for the referee, with a deadline on every wait. */
#define _POSIX_C_SOURCE 200809L
#include "protocol.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

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

int proto_spawn(proto_bot *bot, const char *command)
{
    int in[2], out[2];
    memset(bot, 0, sizeof *bot);
    bot->pid = -1;
    bot->to_fd = bot->from_fd = -1;
    /* Close-on-exec: no bot inherits the pipes of another bot or game. */
    if (proto_pipes(in, out) != 0)
        return -1;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    /* Its own process group, so that a kill reaches what the shell started. */
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attr, 0);
    char *argv[] = {"sh", "-c", (char *)command, NULL};
    int rc = posix_spawn(&bot->pid, "/bin/sh", &fa, &attr, argv, environ);
    posix_spawnattr_destroy(&attr);
    posix_spawn_file_actions_destroy(&fa);
    close(in[0]);
    close(out[1]);
    if (rc != 0) {
        close(in[1]);
        close(out[0]);
        bot->pid = -1;
        errno = rc;
        return -1;
    }
    bot->to_fd = in[1];
    /* Writes never block: a bot that stops reading cannot hang the referee. */
    fcntl(bot->to_fd, F_SETFL, fcntl(bot->to_fd, F_GETFL) | O_NONBLOCK);
    bot->from_fd = out[0];
    return 0;
}

int proto_write(proto_bot *bot, const char *text, size_t len, int64_t deadline_us)
{
    while (len > 0) {
        ssize_t n = write(bot->to_fd, text, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            /* The pipe is full: the bot is not reading; wait, but not forever. */
            int64_t left = deadline_us - proto_now_us();
            if (left <= 0)
                return -1;
            struct pollfd p = {bot->to_fd, POLLOUT, 0};
            if (poll(&p, 1, (int)((left + 999) / 1000)) < 0 && errno != EINTR)
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

/* Moves the first line out of the buffer, if there is one. */
static int take_line(proto_bot *bot, char *line)
{
    char *nl = memchr(bot->buf, '\n', bot->have);
    if (nl == NULL)
        return bot->have > PROTO_LINE_MAX ? PROTO_TOO_LONG : 1;
    size_t n = (size_t)(nl - bot->buf);
    if (n > PROTO_LINE_MAX)
        return PROTO_TOO_LONG;
    size_t keep = n > 0 && bot->buf[n - 1] == '\r' ? n - 1 : n;
    memcpy(line, bot->buf, keep);
    line[keep] = '\0';
    bot->have -= n + 1;
    memmove(bot->buf, nl + 1, bot->have);
    return PROTO_LINE;
}

int proto_read_line(proto_bot *bot, char *line, int64_t deadline_us)
{
    for (;;) {
        int got = take_line(bot, line);
        if (got <= 0)
            return got;
        int64_t left = deadline_us - proto_now_us();
        if (left <= 0)
            return PROTO_TIMEOUT;
        struct pollfd p = {bot->from_fd, POLLIN, 0};
        int ready = poll(&p, 1, (int)((left + 999) / 1000));
        if (ready < 0 && errno == EINTR)
            continue;
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
    if (bot->pid <= 0)
        return;
    int status, exited = 0;
    for (int waited = 0; waited <= grace_ms && !exited; waited++) {
        exited = waitpid(bot->pid, &status, WNOHANG) != 0;
        struct timespec ms = {0, 1000000};
        if (!exited)
            nanosleep(&ms, NULL);
    }
    /* The whole group: a shell's children die with it. */
    kill(-bot->pid, SIGKILL);
    if (exited) {
        bot->pid = -1;
        return;
    }
    waitpid(bot->pid, &status, 0);
    bot->pid = -1;
}
