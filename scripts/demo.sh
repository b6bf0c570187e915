#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds libsafari in build/ (Release) and plays one
# full game between random players on the built-in tile set: the moves, the
# final board as text and the scores. The folder and build type are named on
# every run, so scripts/test.sh (build-test/) before or after it changes
# nothing here.
#   scripts/demo.sh [SEED]     (a random seed when none is given)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

echo "==> checking packages (scripts/setup.sh)"
bash "$root/scripts/setup.sh" --demo

echo "==> configuring build/ (Release, no internal assertions: the library as installed)"
# SAFARI_DEBUG_ASSERTS named, not left to the default, so that a build/
# configured with them before is built without them now.
# The tests and the docs are scripts/test.sh's: the demo needs a compiler
# and CMake alone (scripts/setup.sh --demo).
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=Release -DSAFARI_WERROR=OFF \
      -DSAFARI_DEBUG_ASSERTS=OFF -DSAFARI_BUILD_TESTS=OFF -DSAFARI_BUILD_DOCS=OFF

echo "==> building"
cmake --build "$root/build" -j "$(nproc)"

seed="${1:-$(( (RANDOM << 15) | RANDOM ))}"
echo "==> playing a random 2-seat game: build/cli/safari play --seed $seed --seats 2 --board"
"$root/build/cli/safari" play --seed "$seed" --seats 2 --board
