/* SPDX-License-Identifier: MIT */
/* The thread primitives of threads.h: Win32, POSIX, or none. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200112L /* pthreads, with C extensions off */
#endif

#include "threads.h"

#include <stddef.h>

#if defined(SAFARI_THREADS_WIN32)

static DWORD WINAPI trampoline(LPVOID p)
{
    safari__thread *t = p;
    t->fn(t->arg);
    return 0;
}

int safari__threads_available(void)
{
    return 1;
}

int safari__thread_start(safari__thread *t, void (*fn)(void *), void *arg)
{
    t->fn = fn;
    t->arg = arg;
    t->handle = CreateThread(NULL, 0, trampoline, t, 0, NULL);
    return t->handle != NULL ? 0 : -1;
}

void safari__thread_join(safari__thread *t)
{
    WaitForSingleObject(t->handle, INFINITE);
    CloseHandle(t->handle);
}

int safari__mutex_init(safari__mutex *m)
{
    InitializeCriticalSection(m);
    return 0;
}

void safari__mutex_lock(safari__mutex *m)
{
    EnterCriticalSection(m);
}

void safari__mutex_unlock(safari__mutex *m)
{
    LeaveCriticalSection(m);
}

void safari__mutex_destroy(safari__mutex *m)
{
    DeleteCriticalSection(m);
}

#elif defined(SAFARI_THREADS_POSIX)

static void *trampoline(void *p)
{
    safari__thread *t = p;
    t->fn(t->arg);
    return NULL;
}

int safari__threads_available(void)
{
    return 1;
}

int safari__thread_start(safari__thread *t, void (*fn)(void *), void *arg)
{
    t->fn = fn;
    t->arg = arg;
    return pthread_create(&t->handle, NULL, trampoline, t) == 0 ? 0 : -1;
}

void safari__thread_join(safari__thread *t)
{
    pthread_join(t->handle, NULL);
}

int safari__mutex_init(safari__mutex *m)
{
    return pthread_mutex_init(m, NULL) == 0 ? 0 : -1;
}

void safari__mutex_lock(safari__mutex *m)
{
    pthread_mutex_lock(m);
}

void safari__mutex_unlock(safari__mutex *m)
{
    pthread_mutex_unlock(m);
}

void safari__mutex_destroy(safari__mutex *m)
{
    pthread_mutex_destroy(m);
}

#else /* no threads: nothing starts, and one thread needs no lock */

int safari__threads_available(void)
{
    return 0;
}

int safari__thread_start(safari__thread *t, void (*fn)(void *), void *arg)
{
    (void)t;
    (void)fn;
    (void)arg;
    return -1;
}

void safari__thread_join(safari__thread *t)
{
    (void)t;
}

int safari__mutex_init(safari__mutex *m)
{
    (void)m;
    return 0;
}

void safari__mutex_lock(safari__mutex *m)
{
    (void)m;
}

void safari__mutex_unlock(safari__mutex *m)
{
    (void)m;
}

void safari__mutex_destroy(safari__mutex *m)
{
    (void)m;
}

#endif
