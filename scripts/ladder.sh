#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The ladder of docs/arena.md: every pair of random, greedy and MCTS at
# three playout budgets, with `safari match`. Writes one JSON table a pair
# to OUT (default ladder/), then a CPU cost per game of each bot against
# random. Usage: scripts/ladder.sh SAFARI GAMES GAMES_MCTS100 [OUT]
set -euo pipefail
safari=$1 games=$2 games_big=$3 out=${4:-ladder}
mkdir -p "$out"
bots=(random greedy mcts:10 mcts:30 mcts:100)
for ((i = 0; i < ${#bots[@]}; i++)); do
  for ((j = i + 1; j < ${#bots[@]}; j++)); do
    a=${bots[i]} b=${bots[j]} n=$games
    # The largest budget costs about a second a game: fewer games.
    if [ "$a" = mcts:100 ] || [ "$b" = mcts:100 ]; then n=$games_big; fi
    "$safari" match --games "$n" --jobs 2 --seed 2026 --json --quiet --no-records "$b" "$a" \
      > "$out/${b/:/}-${a/:/}.json"
  done
done
# CPU (user + system, the referee and both bots) of 20 games against random.
for b in "${bots[@]}"; do
  /usr/bin/time -f "$b %U %S" -a -o "$out/cost.txt" \
    "$safari" match --games 20 --jobs 1 --seed 7 --quiet --no-records "$b" random > /dev/null
done
