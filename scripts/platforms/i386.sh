#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Platform row: 32-bit x86 (gcc -m32; lib32gcc-12-dev and libc6-dev-i386,
# not gcc-multilib, which conflicts with the cross compilers). The x86_64
# kernel runs the programs: no emulator.
set -euo pipefail
source "$(dirname "$0")/common.sh"
row_begin i386
need_packages gcc cmake lib32gcc-12-dev libc6-dev-i386
row_target -DCMAKE_TOOLCHAIN_FILE="$PLATFORMS_ROOT/scripts/cmake/toolchains/i686-linux-gnu-m32.cmake"
