#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""OpenSpiel's Python game path against its native backgammon in the same
run (issue 30's targets: random play at >= 0.33 of backgammon's steps/s,
and >= 10,000 steps/s reading the observation tensor each step). Random
play through pyspiel's own API (legal_actions, chance_outcomes,
apply_action), steps/s of wall time, median of --runs runs of --seconds:

- backgammon: pyspiel.load_game("backgammon"), native C++;
- python_safari: the same loop;
- python_safari + state.observation_tensor() at each step;
- python_safari + observation_tensor() through make_observation(game)
  .set_from(state, player) at each step (the fast call, docs/ai.md).

  SAFARI_LIBRARY=build-release/lib/libsafari.so.0 \\
      .venv/bin/python bindings/python/bench_openspiel.py

Timing only: nothing asserted. Use a Release library.
"""
import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pyspiel  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

import safari.openspiel  # noqa: E402,F401  (registers python_safari)


def rate(game, seconds, seed, observe):
    """Steps (every move, chance included) per second of random play."""
    rng = random.Random(seed)
    observation = make_observation(game) if observe == "observer" else None
    steps = 0
    t0 = time.perf_counter()
    state = game.new_initial_state()
    while time.perf_counter() - t0 < seconds:
        for _ in range(200):
            if state.is_terminal():
                state = game.new_initial_state()
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                r, acc = rng.random(), 0.0
                action = outcomes[-1][0]
                for a, p in outcomes:
                    acc += p
                    if r < acc:
                        action = a
                        break
            else:
                player = state.current_player()
                if observe == "tensor":
                    state.observation_tensor(player)
                elif observe == "observer":
                    observation.set_from(state, player)
                action = rng.choice(state.legal_actions())
            state.apply_action(action)
            steps += 1
    return steps / (time.perf_counter() - t0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    backgammon = pyspiel.load_game("backgammon")
    safari_game = pyspiel.load_game("python_safari")
    cases = (("backgammon (native)", backgammon, None),
             ("python_safari", safari_game, None),
             ("python_safari + observation_tensor()", safari_game, "tensor"),
             ("python_safari + observer.set_from()", safari_game, "observer"))
    rates = {name: [] for name, _, _ in cases}
    for r in range(args.runs):  # interleaved: the machine's load falls on all alike
        for name, game, observe in cases:
            rates[name].append(rate(game, args.seconds, r, observe))
    base = statistics.median(rates[cases[0][0]])
    for name, _, _ in cases:
        m = statistics.median(rates[name])
        print("%-40s %9.0f steps/s  (%.2f of backgammon)" % (name, m, m / base))
    return 0


if __name__ == "__main__":
    sys.exit(main())
