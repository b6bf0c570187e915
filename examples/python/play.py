#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A random game through the Python binding: prints its record and the scores.

    PYTHONPATH=bindings/python SAFARI_LIBRARY=build/lib/libsafari.so.0 \\
        python3 examples/python/play.py [seed] [seats]

Moves are drawn as by `safari play --seed SEED --seats SEATS`, so both print
the same record. The scores follow as comment lines: the output stays a
valid record.
"""
import sys

import safari


def main(argv):
    seed = int(argv[1]) if len(argv) > 1 else 1
    seats = int(argv[2]) if len(argv) > 2 else 2
    rng = safari.SplitMix64(seed)
    with safari.Game(seats=seats) as game:
        while not game.is_over:
            game.apply(game.sample_move(rng))
        sys.stdout.write(game.record())
        for seat, score in enumerate(game.scores):
            print("# seat %d: %d points%s" % (seat, score,
                                              " (winner)" if seat in game.winners else ""))


if __name__ == "__main__":
    main(sys.argv)
