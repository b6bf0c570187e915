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

Usage: python3 scripts/plan_time.py [--level K] [--seats 2 3 4 5]
       [--games N] [--seed S] [--skip-forced]
with the library of SAFARI_LIBRARY and the package of bindings/python on
PYTHONPATH (build it Release: the figures are the native player's)."""
from __future__ import annotations

import argparse
import statistics
import sys
import time

import safari


def timed_game(seats: int, level: int, seed: int, skip_forced: bool) -> list[float]:
    """The milliseconds of every planned decision of one game."""
    out: list[float] = []
    with safari.Game(seats=seats) as game:
        rng = safari.SplitMix64(seed)
        while not game.is_over:
            if game.is_chance:
                game.apply(game.sample_move(rng))
                continue
            forced = skip_forced and len(game.legal_moves()) == 1
            began = time.perf_counter()
            move = game.plan_move(level=level, rng=rng)
            took = (time.perf_counter() - began) * 1000.0
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
    a = p.parse_args()
    print("| seats | decisions | median ms | mean ms | 99th percentile ms | worst ms |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    for seats in a.seats:
        times: list[float] = []
        for g in range(a.games):
            times += timed_game(seats, a.level, a.seed * 1000 + g, a.skip_forced)
        times.sort()
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        print("| %d | %d | %.1f | %.1f | %.1f | %.1f |" % (
            seats, len(times), statistics.median(times), statistics.fmean(times), p99,
            times[-1]), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
