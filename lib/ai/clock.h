/* SPDX-License-Identifier: MIT */
/* Internal: a monotonic clock in milliseconds, for the search's time
 * budget. */
#ifndef SAFARI_CLOCK_H
#define SAFARI_CLOCK_H

#include <stdint.h>

/* Milliseconds since an arbitrary start, never going back; 0 where the
 * system has no such clock (a time budget then never runs out early). */
uint64_t safari__clock_ms(void);

#endif
