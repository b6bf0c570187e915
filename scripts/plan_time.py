#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The planning player's time a decision at 2 to 5 seats (docs/ai.md, "The
levels and the ladder"): for each seat count, GAMES games of the level
against itself (every seat the same level, chance drawn from the seed),
every call of safari_game_plan_move timed on the wall clock around the
call (Python's perf_counter; the ctypes call costs microseconds), and the
median, mean, 99th percentile and worst printed as a Markdown table.
Decisions with one legal move are counted too (the player returns at
once), as a bot would meet them; `--skip-forced` leaves them out.

On a loaded machine the wall clock counts the time other processes took
the core from the player. `--cpu` times the calling thread's CPU time
instead, and `--no-time-budget` plays the level's worlds alone (time_ms 0,
its `iterations`): the cost of the level's whole budget whatever the load,
which its time budget can only cut (on an idle machine the level's time is
the smaller of that and its time_ms plus one world).

Usage: python3 scripts/plan_time.py [--level K] [--seats 2 3 4 5]
       [--games N] [--seed S] [--skip-forced] [--cpu] [--no-time-budget]
with the library of SAFARI_LIBRARY and the package of bindings/python on
PYTHONPATH (build it Release: the figures are the native player's)."""
from __future__ import annotations

import argparse
import statistics
import sys
import time

import safari


def timed_game(seats: int, level: int, seed: int, skip_forced: bool, cpu: bool,
               untimed: bool) -> list[float]:
    """The milliseconds of every planned decision of one game."""
    clock = time.thread_time if cpu else time.perf_counter
    time_ms = 0 if untimed else None
    out: list[float] = []
    with safari.Game(seats=seats) as game:
        rng = safari.SplitMix64(seed)
        while not game.is_over:
            if game.is_chance:
                game.apply(game.sample_move(rng))
                continue
            forced = skip_forced and len(game.legal_moves()) == 1
            began = clock()
            move = game.plan_move(level=level, rng=rng, time_ms=time_ms)
            took = (clock() - began) * 1000.0
            if not forced:
                out.append(took)
            game.apply(move)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--level", type=int, default=5)
    p.add_argument("--seats", type=int, nargs="+", default=[2, 3, 4, 5])
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--skip-forced", action="store_true",
                   help="leave out decisions with one legal move")
    p.add_argument("--cpu", action="store_true",
                   help="the thread's CPU time, not the wall clock")
    p.add_argument("--no-time-budget", action="store_true",
                   help="the level's worlds alone (time_ms 0)")
    a = p.parse_args()
    print("| seats | decisions | median ms | mean ms | 99th percentile ms | worst ms |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    for seats in a.seats:
        times: list[float] = []
        for g in range(a.games):
            times += timed_game(seats, a.level, a.seed * 1000 + g, a.skip_forced, a.cpu,
                                a.no_time_budget)
        times.sort()
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        print("| %d | %d | %.1f | %.1f | %.1f | %.1f |" % (
            seats, len(times), statistics.median(times), statistics.fmean(times), p99,
            times[-1]), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
