/* SPDX-License-Identifier: MIT */
/* Internal: the few thread primitives of the planning player's parallel
 * look-ahead (plan.c): start and join a thread, and a mutex. Win32 threads
 * on Windows, POSIX threads where the build found them (SAFARI_HAVE_PTHREADS,
 * lib/CMakeLists.txt), and none elsewhere (WebAssembly, or the build option
 * SAFARI_THREADS off): there starting a thread fails, and the caller does
 * the work on its own thread, as it does whenever a start fails. */
#ifndef SAFARI_AI_THREADS_H
#define SAFARI_AI_THREADS_H

#if defined(_WIN32) && !defined(SAFARI_NO_THREADS)
#define SAFARI_THREADS_WIN32 1
#include <windows.h>
typedef struct safari__thread {
    HANDLE handle;
    void (*fn)(void *);
    void *arg;
} safari__thread;
typedef CRITICAL_SECTION safari__mutex;
#elif defined(SAFARI_HAVE_PTHREADS) && !defined(SAFARI_NO_THREADS)
#define SAFARI_THREADS_POSIX 1
#include <pthread.h>
typedef struct safari__thread {
    pthread_t handle;
    void (*fn)(void *);
    void *arg;
} safari__thread;
typedef pthread_mutex_t safari__mutex;
#else
typedef struct safari__thread {
    int unused;
} safari__thread;
typedef struct safari__mutex {
    int unused;
} safari__mutex;
#endif

/* Whether this build can start threads at all. */
int safari__threads_available(void);

/* Runs fn(arg) on a new thread; 0, or -1 when no thread was started (the
 * caller then runs the work itself). */
int safari__thread_start(safari__thread *t, void (*fn)(void *), void *arg);

/* Waits for a thread that safari__thread_start() started. */
void safari__thread_join(safari__thread *t);

/* A mutex: 0 from init, or -1 (then neither use nor destroy it). */
int safari__mutex_init(safari__mutex *m);
void safari__mutex_lock(safari__mutex *m);
void safari__mutex_unlock(safari__mutex *m);
void safari__mutex_destroy(safari__mutex *m);

#endif
