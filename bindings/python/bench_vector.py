#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The vector environment's speed (issue 30's target: 64 games, a masked
random agent picking from the legal lists, >= 100,000 steps/s): agent
steps per second of wall time and of processor time, median of --runs
runs of --seconds each, for each configuration below; nothing asserted.

  SAFARI_LIBRARY=build-release/lib/libsafari.so.0 \\
      .venv/bin/python bindings/python/bench_vector.py

Configurations: the opponent inside the batch ("uniform", seat 0) and
self-play, each with the uint8 observation without copies (the fast path)
and with the default float32 observation; the agent draws its actions
with env.sample_legal(rng) from the legal lists. Use a Release library.
"""
import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy  # noqa: E402

from safari.vector import SafariVectorEnv  # noqa: E402

CONFIGS = (
    ("uniform opponent, uint8, copy=False", dict(opponent="uniform", dtype="uint8", copy=False)),
    ("self-play, uint8, copy=False", dict(opponent="self", dtype="uint8", copy=False)),
    ("uniform opponent, float32 (default)", dict(opponent="uniform")),
    ("self-play, float32 (default)", dict(opponent="self")),
    ("self-play, float32, copy=False", dict(opponent="self", copy=False)),
)


def rate(games, seconds, seed, kwargs):
    """(wall, processor) agent steps/s of a masked random agent."""
    env = SafariVectorEnv(games, **kwargs)
    env.reset(seed=seed)
    rng = numpy.random.default_rng(seed)
    steps = 0
    c0, t0 = time.process_time(), time.perf_counter()
    while True:
        for _ in range(50):
            env.step(env.sample_legal(rng))
        steps += 50
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            break
    cpu = time.process_time() - c0
    env.close()
    return steps * games / elapsed, steps * games / cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for name, kwargs in CONFIGS:
        runs = [rate(args.games, args.seconds, args.seed + r, kwargs) for r in range(args.runs)]
        print("%-40s wall %9.0f steps/s, processor %9.0f steps/s"
              % (name, statistics.median(r[0] for r in runs),
                 statistics.median(r[1] for r in runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
