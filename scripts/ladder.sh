#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Elo ladder of docs/ai.md: every level of the planning player against
# its neighbours and the fixed anchors random and greedy, with `safari
# match` (2 seats, seats rotated, the same tiles in each deal), one JSON
# table a pair in OUT (default ladder/), then the ratings fitted to all the
# pairs with 95 % intervals, random = 0 (scripts/ladder_fit.py), into
# OUT/ladder.md.
#
# With --seats LIST (seat counts 3 to 5, comma-separated: 3,4,5), the
# multi-seat table instead: at each seat count N, every level against N-1
# greedy players, and every N neighbouring levels at one table (level
# K, K-1, ..., K-N+1); one JSON table a match in OUT/seatsN/ (default OUT:
# ladder/), then each level's share of the wins against its fair share 1/N
# (scripts/ladder_seats.py) into OUT/seats.md.
#
# Usage: scripts/ladder.sh [--seats LIST] SAFARI GAMES [OUT] [JOBS]
set -euo pipefail
seats=
if [ "${1:-}" = --seats ]; then
  seats=${2:?--seats needs a list such as 3,4,5}
  shift 2
fi
safari=$1 games=$2 out=${3:-ladder} jobs=${4:-1}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
levels=$("$safari" levels | awk 'NR > 1 {print $1}')

# Plays one match of BOTS... into FILE unless FILE is there already (a
# rerun after a stop plays only what is missing).
play() {
  local file=$1
  shift
  [ -s "$file" ] && return 0
  "$safari" match --games "$games" --jobs "$jobs" --seed 2029 --json --quiet --no-records \
    "$@" > "$file.tmp"
  mv "$file.tmp" "$file"
}

if [ -n "$seats" ]; then
  dirs=()
  for n in ${seats//,/ }; do
    case $n in 3 | 4 | 5) ;; *) echo "ladder.sh: --seats: $n is not 3, 4 or 5" >&2; exit 2 ;; esac
    dir="$out/seats$n"
    mkdir -p "$dir"
    dirs+=("$dir")
    greedy=()
    for _ in $(seq 2 "$n"); do greedy+=(greedy); done
    for k in $levels; do
      play "$dir/level$k-vs-greedy.json" "level:$k" "${greedy[@]}"
    done
    # every N neighbouring levels, the strongest first
    for k in $levels; do
      [ "$k" -ge "$n" ] || continue
      bots=() name=levels
      for j in $(seq "$k" -1 $((k - n + 1))); do bots+=("level:$j"); name+="-$j"; done
      play "$dir/$name.json" "${bots[@]}"
    done
  done
  python3 "$here/ladder_seats.py" "${dirs[@]}" > "$out/seats.md"
  cat "$out/seats.md"
  exit 0
fi

pairs=("greedy random")
prev=
for k in $levels; do
  pairs+=("level:$k random" "level:$k greedy")
  if [ -n "$prev" ]; then pairs+=("level:$k level:$prev"); fi
  prev=$k
done
for pair in "${pairs[@]}"; do
  read -r a b <<< "$pair"
  play "$out/${a/:/}-vs-${b/:/}.json" "$a" "$b"
done
python3 "$here/ladder_fit.py" "$out" > "$out/ladder.md"
cat "$out/ladder.md"
