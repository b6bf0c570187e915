/* Internal: the fixed action space over a window (actions.c). */
#ifndef SAFARI_ACTIONS_H
#define SAFARI_ACTIONS_H

#include "state.h"

/* Whether a window's sides are within 1 .. SAFARI_WINDOW_MAX. */
int safari__window_ok(const safari_window *w);

#endif
