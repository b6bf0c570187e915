#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""How far games spread without a board limit: the largest |x| and |y| of a
tile (start cells included) over random games played in the library
(uniform and scoring playouts, 2 to 5 seats) and over the records of games
given on the command line (for example those of `safari match greedy mcts`).
docs/ai.md chooses the table variant of the fixed action space from these
figures.

  SAFARI_LIBRARY=build/lib/libsafari.so python3 bindings/python/measure_extent.py \\
      --games 2000 [records/*.txt]

Prints one line per group: games, the distribution of max(|x|, |y|) (the
half side a square table needs), and how many games a table of each half
side from 8 to 16 would have limited.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import safari  # noqa: E402


def half_side(game):
    """max |x|, |y| over the board's tiles."""
    x0, y0, w, h = game.board_window()
    # the window has one cell of margin on every side
    x0, y0, x1, y1 = x0 + 1, y0 + 1, x0 + w - 2, y0 + h - 2
    return max(-x0, x1, -y0, y1)


def report(name, sides):
    sides = sorted(sides)
    n = len(sides)
    limited = " ".join("%d:%d" % (L, sum(1 for s in sides if s > L)) for L in range(8, 17))
    print("%-22s games %5d  median %2d  p99 %2d  max %2d  games beyond L: %s"
          % (name, n, sides[n // 2], sides[min(n - 1, (99 * n) // 100)], sides[-1], limited))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000, help="random games a group")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("records", nargs="*", help="game records to measure too")
    args = parser.parse_args()
    rng = safari.SplitMix64(args.seed)
    for policy in ("uniform", "scoring"):
        for seats in range(2, 6):
            sides = []
            for _ in range(args.games):
                with safari.Game(seats=seats) as game:
                    game.playout(rng, policy=policy)
                    sides.append(half_side(game))
            report("%s %d seats" % (policy, seats), sides)
    if args.records:
        sides = []
        for path in args.records:
            with open(path, encoding="utf-8") as f:
                with safari.Game.from_record(f.read()) as game:
                    sides.append(half_side(game))
        report("records", sides)
    return 0


if __name__ == "__main__":
    sys.exit(main())
