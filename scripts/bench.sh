#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds safari-bench in a Release build (build-release/) and runs it,
# passing every argument through, e.g.:
#   scripts/bench.sh                  # every figure, median of 3 runs
#   scripts/bench.sh --json > b.json  # one JSON object on standard output
#   scripts/bench.sh --only games,undo --seconds 2
#   scripts/bench.sh --perft 5
# The build's own output goes to standard error, so standard output holds
# the figures alone.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build-release"

{
  echo "==> configuring $build (Release)"
  # No internal assertions: they are for the test builds, not for timing.
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DSAFARI_BUILD_TESTS=ON \
        -DSAFARI_BUILD_DOCS=OFF -DSAFARI_DEBUG_ASSERTS=OFF
  echo "==> building safari-bench"
  cmake --build "$build" --target safari-bench -j "$(nproc)"
} >&2

exec "$build/tests/bench/safari-bench" "$@"
