#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs safari-bench --json with the given arguments and checks that its
output is one JSON object holding the machine, the configuration and every
figure, each a positive number with a unit.

Usage: check_json.py SAFARI_BENCH [ARGS...]
"""
import json
import subprocess
import sys

FIGURES = [
    "games_2p", "moves_per_game_2p", "games_2p_create",
    "games_4p", "moves_per_game_4p", "games_4p_create",
    "movegen_place_calls", "movegen_place_ns_per_move", "movegen_place_moves_per_call",
    "movegen_action_calls", "movegen_action_ns_per_move", "movegen_action_moves_per_call",
    "apply_undo", "state_size", "clone", "copy", "perft_leaves", "perft_nodes_per_s",
    "ai_full_generation_games", "ai_playouts_uniform", "ai_playouts_ratio", "ai_playouts_scoring",
    "ai_legal_moves_calls", "ai_mask_calls", "ai_mask_ratio",
    "ai_actions_calls", "ai_actions_ratio", "ai_observation_calls", "batch_steps",
    "batch_steps_cpu", "batch_float_steps", "batch_float_steps_cpu", "batch_float_whole_steps",
    "batch_float_whole_steps_cpu",
]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    run = subprocess.run(sys.argv[1:] + ["--json"], capture_output=True, text=True, check=False)
    if run.returncode != 0:
        sys.exit(f"check_json: exit status {run.returncode}: {run.stderr.strip()}")
    out = json.loads(run.stdout)
    for key in ("cpu", "compiler", "build_type", "library"):
        if not isinstance(out["machine"].get(key), str):
            sys.exit(f"check_json: machine.{key} missing")
    # whether the figures include the internal assertions' instructions
    if out["machine"].get("internal_assertions") not in ("on", "off"):
        sys.exit("check_json: machine.internal_assertions is not \"on\" or \"off\"")
    if not isinstance(out["config"].get("runs"), int):
        sys.exit("check_json: config.runs missing")
    figures = out["figures"]
    missing = [k for k in FIGURES if k not in figures]
    extra = [k for k in figures if k not in FIGURES]
    if missing or extra:
        sys.exit(f"check_json: figures missing {missing}, unexpected {extra}")
    for key, fig in figures.items():
        # Every figure is a rate, a size or a count, so zero means broken.
        if not isinstance(fig.get("value"), (int, float)) or fig["value"] <= 0:
            sys.exit(f"check_json: figure {key} is not a positive number")
        if not fig.get("unit") or not fig.get("label"):
            sys.exit(f"check_json: figure {key} has no unit or label")
    print(f"check_json: {len(figures)} figures")
    return 0


if __name__ == "__main__":
    sys.exit(main())
