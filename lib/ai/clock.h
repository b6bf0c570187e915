/* SPDX-License-Identifier: MIT */
/* Internal: a monotonic clock in microseconds, for the searches' time
 * budgets (milliseconds in their options; microseconds so that a search
 * can tell how long a step takes and not begin one it cannot finish). */
#ifndef SAFARI_CLOCK_H
#define SAFARI_CLOCK_H

#include <stdint.h>

/* Microseconds since an arbitrary start, never going back; 0 where the
 * system has no such clock (a time budget then never runs out early). */
uint64_t safari__clock_us(void);

#endif
