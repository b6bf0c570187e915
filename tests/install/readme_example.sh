#!/usr/bin/env bash
# Compiles and runs the C example of README.md (its first ```c block)
# against the built library, so that the example cannot rot.
#   readme_example.sh README WORK_DIR C_COMPILER INCLUDE_DIR LIBSAFARI_SO
set -euo pipefail

readme=$1 work=$2 cc=$3 include=$4 lib=$5

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
echo "readme example: ok"
