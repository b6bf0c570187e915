/* SPDX-License-Identifier: MIT */
/* Internal: the whole-turn search of the planning player (turn.c). */
#ifndef SAFARI_AI_TURN_H
#define SAFARI_AI_TURN_H

#include "eval.h"
#include "state.h"

enum {
    TURN_CHUNK = 32,     /* moves listed at once at a node */
    TURN_MAX_DEPTH = 48, /* decisions below a turn's root; deeper is a leaf */
    TURN_MAX_LINE = 24,  /* moves of a turn kept (the seat's own, up to chance) */
    TURN_MAX_BEAM = 16,
    TURN_WIDE_KEEP = 16, /* actions valued in full at a wide action decision, at least */
    TURN_EXACT_DRAWS = 2 /* token draws on a path valued by their mean; deeper, the likeliest */
};

/* A turn: the seat's own moves from the root up to the first decision not
 * its own, and the value of the position there to the seat. */
typedef struct turn_line {
    safari_move m[TURN_MAX_LINE];
    uint32_t n;
    double value;
} turn_line;

/* The work area of a turn search (allocated by the caller: too large for
 * the 4 KB a function may take of the stack, tests/stack). */
typedef struct turn_ctx {
    safari_game *g;  /* applied and undone on, back as it was after a search */
    const double *w; /* evaluation weights */
    eval_cache cache; /* the evaluation's, reset by each search: its leaves
                         share the tiles left */
    int32_t me;      /* the seat whose turn is searched */
    uint32_t evals;  /* positions evaluated, summed over searches */
    uint32_t k;      /* lines kept, 1 .. SAFARI_PLAN_MAX_CANDIDATES */
    uint32_t beam;   /* 0, or placements searched further, 1 .. TURN_MAX_BEAM:
                        those best valued as they lie, before the action */
    uint64_t deadline_us; /* 0, or the clock reading (clock.h) at which the
                             search stops short */
    int stopped;     /* whether it did (see safari__turn_search()) */
    int exact_draws; /* token draws on the current path valued by their mean */
    int exact_limit; /* how many may be (TURN_EXACT_DRAWS; 0 in the first pass
                        of a wide action decision); the rest, by their
                        likeliest outcome */
    int park_known;  /* whether `park` holds the park below this placement */
    safari_move park;
    uint32_t nbest;
    turn_line best[SAFARI_PLAN_MAX_CANDIDATES]; /* the best lines, best first */
    safari_move line[TURN_MAX_LINE];
    safari_move chunk[TURN_MAX_DEPTH][TURN_CHUNK];
    safari_move beam_move[TURN_MAX_BEAM];
    double beam_value[TURN_MAX_BEAM];
    safari_move wide_move[SAFARI_PLAN_MAX_CANDIDATES];
    double wide_value[SAFARI_PLAN_MAX_CANDIDATES];
} turn_ctx;

/* The seat's value minus the best other seat's. */
double safari__turn_rel(const safari_game *g, const double v[SAFARI_MAX_SEATS], int seat);

/* Searches the turn of the seat to move (a seat's decision must be
 * pending): fills t->best with the t->k best turns. Stopped short at
 * t->deadline_us (t->stopped), it keeps the best of the turns valued in full
 * by then or, with none, the first move best valued as it lies: a line of
 * one move (the root must have a move; the look-ahead's replies use none). */
void safari__turn_search(turn_ctx *t);

#endif
