/* SPDX-License-Identifier: MIT */
/* Containment of the bots' processes. A bot runs in its own process group,
 * but a descendant may leave it (setsid) and, once its parent exits, would
 * be adopted by init and outlive the match. On Linux the referee is a
 * child subreaper: such orphans are adopted by the referee instead, which
 * kills them (contain_reap_orphans); and before a bot is killed its whole
 * tree of descendants is found in /proc and killed with it. Elsewhere only
 * the process group is killed (documented in docs/arena.md). */
#define _DEFAULT_SOURCE
#include "contain.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#  include <sys/prctl.h>
#endif

volatile sig_atomic_t contain_stop_signal = 0;

int contain_subreaper(void)
{
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 ? 0 : -1;
#else
    return -1;
#endif
}

static void on_stop(int sig)
{
    contain_stop_signal = sig;
}

void contain_catch_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sa.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &sa, NULL);
}

/* Up to cap (pid, parent) pairs of the system's processes; their count,
 * 0 where /proc cannot be read. */
static size_t list_processes(pid_t *pid, pid_t *ppid, size_t cap)
{
    DIR *d = opendir("/proc");
    size_t n = 0;
    if (d == NULL)
        return 0;
    struct dirent *e;
    while (n < cap && (e = readdir(d)) != NULL) {
        char *end, path[64], stat[512];
        long p = strtol(e->d_name, &end, 10);
        if (*end != '\0' || p <= 0)
            continue;
        snprintf(path, sizeof path, "/proc/%ld/stat", p);
        FILE *f = fopen(path, "r");
        if (f == NULL)
            continue;
        size_t k = fread(stat, 1, sizeof stat - 1, f);
        fclose(f);
        stat[k] = '\0';
        /* pid (comm) state ppid ...: comm may hold anything but ends at the last ')'. */
        char *close = strrchr(stat, ')');
        char state;
        long parent;
        if (close == NULL || sscanf(close + 1, " %c %ld", &state, &parent) != 2)
            continue;
        pid[n] = (pid_t)p;
        ppid[n++] = (pid_t)parent;
    }
    closedir(d);
    return n;
}

enum { PROC_CAP = 65536 };

/* SIGKILLs every descendant of root in the table; the number killed. */
static size_t kill_descendants(pid_t root, const pid_t *pid, const pid_t *ppid, size_t n)
{
    pid_t *todo = malloc(n * sizeof *todo + sizeof *todo);
    size_t head = 0, tail = 0, killed = 0;
    if (todo == NULL)
        return 0;
    todo[tail++] = root;
    while (head < tail) {
        pid_t parent = todo[head++];
        for (size_t i = 0; i < n && tail <= n; i++)
            if (ppid[i] == parent && pid[i] != root) {
                kill(pid[i], SIGKILL);
                todo[tail++] = pid[i];
                killed++;
            }
    }
    free(todo);
    return killed;
}

static void nap_ms(long ms)
{
    struct timespec t = {0, ms * 1000000L};
    nanosleep(&t, NULL);
}

void contain_kill_tree(pid_t root)
{
    pid_t *pid = malloc(PROC_CAP * sizeof *pid), *ppid = malloc(PROC_CAP * sizeof *ppid);
    /* The tree is walked before its root dies (then its children would be
     * orphans, no longer under it); walked again until a walk finds no
     * one. What a dying process forks meanwhile is an orphan of this
     * subreaper, for contain_reap_orphans. */
    for (int round = 0; pid != NULL && ppid != NULL && round < 20; round++) {
        size_t n = list_processes(pid, ppid, PROC_CAP);
        size_t killed = kill_descendants(root, pid, ppid, n);
        kill(-root, SIGKILL);
        kill(root, SIGKILL);
        if (killed == 0)
            break;
        nap_ms(1);
    }
    if (pid == NULL || ppid == NULL) {
        kill(-root, SIGKILL);
        kill(root, SIGKILL);
    }
    free(pid);
    free(ppid);
}

void contain_reap_orphans(const pid_t *keep, int nkeep)
{
    pid_t *pid = malloc(PROC_CAP * sizeof *pid), *ppid = malloc(PROC_CAP * sizeof *ppid);
    pid_t self = getpid();
    for (int round = 0; pid != NULL && ppid != NULL && round < 50; round++) {
        size_t n = list_processes(pid, ppid, PROC_CAP), found = 0;
        for (size_t i = 0; i < n; i++) {
            int kept = 0;
            for (int k = 0; k < nkeep; k++)
                kept |= keep[k] == pid[i];
            if (ppid[i] != self || kept)
                continue;
            kill_descendants(pid[i], pid, ppid, n);
            kill(pid[i], SIGKILL);
            waitpid(pid[i], NULL, 0);
            found++;
        }
        if (found == 0)
            break;
        nap_ms(1); /* the killed ones' children are adopted meanwhile */
    }
    free(pid);
    free(ppid);
}
