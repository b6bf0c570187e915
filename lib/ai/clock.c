/* SPDX-License-Identifier: MIT */
/* safari__clock_ms (clock.h): the system's monotonic clock. C11 has only
 * timespec_get's calendar time, which can jump and which mingw-w64's C
 * library lacks; so each system's own: GetTickCount64 on Windows,
 * clock_gettime(CLOCK_MONOTONIC) on POSIX systems (Emscripten included). */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200112L /* clock_gettime, with C extensions off */
#endif

#include "clock.h"

#ifdef _WIN32
#include <windows.h>

uint64_t safari__clock_ms(void)
{
    return (uint64_t)GetTickCount64();
}

#else
#include <time.h>

uint64_t safari__clock_ms(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return 0;
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

#endif
