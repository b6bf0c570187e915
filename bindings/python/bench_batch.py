#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Batched stepping from Python against the C figure of the same run:
safari-bench's `batch_steps` (64 two-seat games on the 25 x 25 table, seat 1
the built-in uniform player; each step the byte observation, the mask, the
legal lists and the rewards; actions drawn uniformly from the lists), then
the same loop through safari.Batch with NumPy drawing the actions, for as
long, medians of --runs runs each, the runs alternating; per second of wall
time and per second of the process's processor time (on a shared machine
the first is mostly the others' load). Prints both rates and their ratio.
Timing only: nothing is asserted.

  SAFARI_LIBRARY=build-release/lib/libsafari.so \\
      python3 bindings/python/bench_batch.py build-release/tests/bench/safari-bench

Use a library built as the benchmark was (Release).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy  # noqa: E402

import safari  # noqa: E402

GAMES = 64


def c_rate(bench, seconds, runs):
    """(wall, processor) agent steps/s of the C loop, as safari-bench reports them."""
    out = subprocess.run([bench, "--only", "batch", "--json", "--seconds", str(seconds),
                          "--runs", str(runs)], capture_output=True, text=True, check=True)
    figures = json.loads(out.stdout)["figures"]
    return figures["batch_steps"]["value"], figures["batch_steps_cpu"]["value"]


def python_rate(seconds, seed):
    """(wall, processor) agent steps/s of the same loop through safari.Batch."""
    batch = safari.Batch(GAMES, seed=seed, controllers=("agent", "uniform"))
    rng = numpy.random.default_rng(seed)
    steps = 0
    c0 = time.process_time()
    t0 = time.perf_counter()
    while True:
        for _ in range(100):
            batch.sample_actions(rng)
            batch.step()
        steps += 100
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            break
    cpu = time.process_time() - c0
    batch.close()
    return steps * GAMES / elapsed, steps * GAMES / cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bench", help="the safari-bench program")
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # C and Python runs alternate, so that a change of the machine's load
    # (a shared host) falls on both sides alike
    cs, pys = [], []
    for r in range(args.runs):
        cs.append(c_rate(args.bench, args.seconds, 1))
        pys.append(python_rate(args.seconds, args.seed + r))
    for i, what in enumerate(("wall-clock", "processor-time")):
        c = statistics.median(x[i] for x in cs)
        py = statistics.median(x[i] for x in pys)
        print("%s: C %.0f steps/s, Python %.0f steps/s, Python/C %.1f %%"
              % (what, c, py, 100.0 * py / c))
    return 0


if __name__ == "__main__":
    sys.exit(main())
