/* SPDX-License-Identifier: MIT */
/* safari__clock_us (clock.h): the system's monotonic clock. C11 has only
 * timespec_get's calendar time, which can jump and which mingw-w64's C
 * library lacks; so each system's own: QueryPerformanceCounter on Windows,
 * clock_gettime(CLOCK_MONOTONIC) on POSIX systems (Emscripten included). */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200112L /* clock_gettime, with C extensions off */
#endif

#include "clock.h"

#ifdef _WIN32
#include <windows.h>

uint64_t safari__clock_us(void)
{
    LARGE_INTEGER count, freq;
    if (!QueryPerformanceCounter(&count) || !QueryPerformanceFrequency(&freq) ||
        freq.QuadPart <= 0)
        return 0;
    uint64_t c = (uint64_t)count.QuadPart, f = (uint64_t)freq.QuadPart;
    /* whole seconds and the rest apart: c * 10^6 would overflow after
     * some 29 hours of uptime at a 10 MHz counter */
    return c / f * 1000000u + c % f * 1000000u / f;
}

#else
#include <time.h>

uint64_t safari__clock_us(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return 0;
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

#endif
