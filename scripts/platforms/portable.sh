#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Platform row: x86_64 with -DSAFARI_NO_SIMD=ON: no AVX2 clearing path, no
# byte-order fast path; the portable code alone must print the same digest.
set -euo pipefail
source "$(dirname "$0")/common.sh"
row_begin portable
need_packages build-essential cmake pkg-config
row_target -DSAFARI_NO_SIMD=ON
# The option must exist: an unknown -D is only a warning to cmake.
grep -qx 'SAFARI_NO_SIMD:BOOL=ON' "$ROW_DIR/build/CMakeCache.txt" \
  || die "SAFARI_NO_SIMD is not an option of this tree"
