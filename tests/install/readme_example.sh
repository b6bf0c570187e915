#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Compiles and runs the C example of README.md (its first ```c block)
# against the built library, so that the example cannot rot. The example
# plays the game of `safari play --seed 3` (the same generator and pick, by
# construction): with the command given, its scores must equal those that
# `safari replay` computes from that record.
#   readme_example.sh README WORK_DIR C_COMPILER INCLUDE_DIR LIBSAFARI_SO [SAFARI_CLI]
set -euo pipefail

readme=$1 work=$2 cc=$3 include=$4 lib=$5 cli=${6:-}

rm -rf "$work"
mkdir -p "$work"
awk '/^```c[[:space:]]*$/ && !done { inside = 1; next }
     /^```/ && inside { inside = 0; done = 1; next }
     inside { print }' "$readme" > "$work/readme_example.c"
[ -s "$work/readme_example.c" ] || { echo "FAIL: no \`\`\`c block in $readme" >&2; exit 1; }
echo "== extracted $(wc -l < "$work/readme_example.c") lines from $readme"

# SAFARI_TEST_CFLAGS: extra flags, e.g. the sanitizers the library was built with.
# shellcheck disable=SC2086  # the flags are words
"$cc" -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Werror ${SAFARI_TEST_CFLAGS:-} -I"$include" \
      "$work/readme_example.c" "$lib" -Wl,-rpath,"$(dirname "$lib")" -o "$work/readme_example"
"$work/readme_example" | tee "$work/output.txt"

# The example prints one "seat N: P points" line per seat of a 2-seat game.
seats="$(grep -Ec '^seat [0-9]+: -?[0-9]+ points$' "$work/output.txt" || true)"
[ "$seats" -eq 2 ] || { echo "FAIL: expected 2 score lines, got $seats" >&2; exit 1; }

if [ -n "$cli" ]; then
  # The same game through the command: its record, replayed, gives the scores.
  "$cli" play --seed 3 > "$work/seed3.rec"
  "$cli" replay "$work/seed3.rec" > "$work/replay.txt"
  sed -n 's/^seat \([0-9]*\) score \(-\{0,1\}[0-9]*\) .*/seat \1: \2 points/p' "$work/replay.txt" \
    > "$work/expected.txt"
  [ "$(wc -l < "$work/expected.txt")" -eq 2 ] ||
    { echo "FAIL: safari replay printed no 2 score lines" >&2; cat "$work/replay.txt" >&2; exit 1; }
  if ! diff -u "$work/expected.txt" "$work/output.txt"; then
    echo "FAIL: the README example's scores differ from those of safari play --seed 3" >&2
    exit 1
  fi
  echo "== the scores equal those of safari play --seed 3 (safari replay)"
fi
echo "readme example: ok"
