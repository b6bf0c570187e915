#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Platform row: aarch64 Linux, cross-built with Debian's
# gcc-aarch64-linux-gnu, the tests run under qemu-user (qemu-aarch64) through
# CMAKE_CROSSCOMPILING_EMULATOR.
set -euo pipefail
source "$(dirname "$0")/common.sh"
row_begin aarch64
need_packages cmake gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user
# Under qemu test_invariants plays each option combination twice (1216
# games) instead of 10000 games: every check still runs (tests/test_invariants.c).
export SAFARI_INVARIANT_GAMES=1216
row_target -DCMAKE_TOOLCHAIN_FILE="$PLATFORMS_ROOT/scripts/cmake/toolchains/aarch64-linux-gnu.cmake"
