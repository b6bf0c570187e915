#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Steps per second of the PettingZoo environment (safari.pettingzoo), one
game at a time, from Python: each step takes the observation and the mask
(env.last()), picks a legal action uniformly in NumPy from the mask and
steps. Prints the loop's rate, the environment's share (the loop less
the time the pick takes), and the loop's rate in CPU time. A measurement, not a test: issue 24's target is
>= 20,000 steps/s.

    SAFARI_LIBRARY=build-release/lib/libsafari.so PYTHONPATH=bindings/python \\
        .venv/bin/python bindings/python/bench_pettingzoo.py --steps 100000
"""
import argparse
import time

import numpy

from safari.pettingzoo import SafariEnv


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=100000)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    env = SafariEnv(seats=args.seats)
    rng = numpy.random.default_rng(args.seed)
    env.reset(seed=args.seed)
    steps = games = 0
    pick = 0.0
    start, cpu_start = time.perf_counter(), time.process_time()
    while steps < args.steps:
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            if not env.agents:
                games += 1
                env.reset()
            continue
        t = time.perf_counter()
        # a bool view: NumPy finds the nonzero bytes of a bool array 20x faster
        legal = numpy.flatnonzero(obs["action_mask"].view(numpy.bool_))
        action = int(legal[rng.integers(len(legal))])
        pick += time.perf_counter() - t
        env.step(action)
        steps += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    env.close()
    print("pettingzoo: %d steps (%d games, %d seats, table %dx%d, %d actions, "
          "observation %d floats) in %.2f s"
          % (steps, games, args.seats, env.table.window[2], env.table.window[3],
             env.table.actions, env.table.obs_size, elapsed))
    print("pettingzoo: %.0f steps/s with the NumPy pick, %.0f steps/s for the environment "
          "alone (last + step); %.0f steps/s of CPU time (the loop), which a loaded machine "
          "changes less" % (steps / elapsed, steps / (elapsed - pick), steps / cpu))


if __name__ == "__main__":
    main()
