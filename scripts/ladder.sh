#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Elo ladder of docs/ai.md: every level of the planning player against
# its neighbours and the fixed anchors random and greedy, with `safari
# match` (2 seats, seats rotated, the same tiles in each deal), one JSON
# table a pair in OUT (default ladder/), then the ratings fitted to all the
# pairs with 95 % intervals, random = 0 (scripts/ladder_fit.py), into
# OUT/ladder.md. Usage: scripts/ladder.sh SAFARI GAMES [OUT] [JOBS]
set -euo pipefail
safari=$1 games=$2 out=${3:-ladder} jobs=${4:-1}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
levels=$("$safari" levels | awk 'NR > 1 {print $1}')
pairs=("greedy random")
prev=
for k in $levels; do
  pairs+=("level:$k random" "level:$k greedy")
  if [ -n "$prev" ]; then pairs+=("level:$k level:$prev"); fi
  prev=$k
done
for pair in "${pairs[@]}"; do
  read -r a b <<< "$pair"
  file="$out/${a/:/}-vs-${b/:/}.json"
  [ -s "$file" ] && continue # a pair already played (rerun after a stop)
  "$safari" match --games "$games" --jobs "$jobs" --seed 2029 --json --quiet --no-records \
    "$a" "$b" > "$file.tmp"
  mv "$file.tmp" "$file"
done
python3 "$here/ladder_fit.py" "$out" > "$out/ladder.md"
cat "$out/ladder.md"
