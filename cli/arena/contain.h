/* SPDX-License-Identifier: MIT */
/* Containment of the bots' processes (docs/arena.md, "Containment"):
 * whatever a bot starts is stopped with it, and SIGINT or SIGTERM stop a
 * match cleanly. POSIX, with Linux's child subreaper where it exists. */
#ifndef SAFARI_CLI_CONTAIN_H
#define SAFARI_CLI_CONTAIN_H

#include <signal.h>
#include <sys/types.h>

/* The signal (SIGINT, SIGTERM) that asks the match to stop; 0 while none. */
extern volatile sig_atomic_t contain_stop_signal;

/* Makes this process the reaper of every orphaned descendant (Linux:
 * PR_SET_CHILD_SUBREAPER), so that a bot's grandchild that detached with
 * setsid() is still found; 0 on success, -1 where the system has no such
 * thing (then only the bot's process tree and group are reached). */
int contain_subreaper(void);
/* SIGINT and SIGTERM set contain_stop_signal instead of killing (no
 * SA_RESTART: a waiting poll returns); SIGPIPE is ignored. */
void contain_catch_signals(void);
/* SIGKILLs pid, its process group and every descendant found under it
 * (Linux: /proc), repeatedly until none is left; does not reap pid. */
void contain_kill_tree(pid_t pid);
/* SIGKILLs and reaps every child of this process but the n in keep (and
 * their descendants): the orphans a subreaper inherited. */
void contain_reap_orphans(const pid_t *keep, int n);

#endif
