#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Platform row: s390x Linux (big-endian), cross-built with Debian's
# gcc-s390x-linux-gnu, the tests run under qemu-user (qemu-s390x) through
# CMAKE_CROSSCOMPILING_EMULATOR.
set -euo pipefail
source "$(dirname "$0")/common.sh"
row_begin s390x
need_packages cmake gcc-s390x-linux-gnu libc6-dev-s390x-cross qemu-user
# Under qemu test_invariants plays each option combination twice (1216
# games) instead of 10000 games: every check still runs (tests/test_invariants.c).
export SAFARI_INVARIANT_GAMES=1216
row_target -DCMAKE_TOOLCHAIN_FILE="$PLATFORMS_ROOT/scripts/cmake/toolchains/s390x-linux-gnu.cmake"
