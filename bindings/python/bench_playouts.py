#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Uniform playouts through the Python binding against the C figure of the
same run: safari-bench's `ai_playouts_uniform` (safari_game_playouts from a
new two-seat game, batches of 100), then Game.playouts(100, rng) from a new
two-seat game for as long, medians of --runs runs each. Prints both rates
and their ratio. Timing only: nothing is asserted.

  SAFARI_LIBRARY=build-release/lib/libsafari.so \\
      python3 bindings/python/bench_playouts.py build-release/tests/bench/safari-bench

Use a library built as the benchmark was: after scripts/bench.sh, run
`cmake --build build-release --target safari` for build-release/lib.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import safari  # noqa: E402

BATCH = 100


def c_rate(bench, seconds, runs):
    """games/s of the C playouts, as safari-bench reports them."""
    out = subprocess.run([bench, "--only", "ai", "--json", "--seconds", str(seconds),
                          "--runs", str(runs)], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["figures"]["ai_playouts_uniform"]["value"]


def python_rate(seconds, seed):
    """games/s of Game.playouts in batches of BATCH, one scratch game reused."""
    root = safari.Game(seats=2)
    scratch = root.clone()
    rng = safari.SplitMix64(seed)
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        root.playouts(BATCH, rng, scratch=scratch)
        done += BATCH
    rate = done / (time.perf_counter() - start)
    scratch.close()
    root.close()
    return rate


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bench", help="the safari-bench executable")
    parser.add_argument("--seconds", type=float, default=0.5, help="per measurement")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    c = c_rate(args.bench, args.seconds, args.runs)
    py = statistics.median(python_rate(args.seconds, seed) for seed in range(1, args.runs + 1))
    print("C safari_game_playouts, batches of %d      %10.0f games/s" % (BATCH, c))
    print("Python Game.playouts, batches of %d        %10.0f games/s" % (BATCH, py))
    print("Python / C                                 %10.2f" % (py / c))
    return 0


if __name__ == "__main__":
    sys.exit(main())
