#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Platform row: x86_64 with clang at Debug, RelWithDebInfo and Release
# (-DSAFARI_WERROR=ON); RelWithDebInfo runs the whole ctest, the others the
# unit suites and the digest.
set -euo pipefail
source "$(dirname "$0")/common.sh"
row_begin clang
# The whole ctest needs every package of scripts/setup.sh (clang among them).
bash "$PLATFORMS_ROOT/scripts/setup.sh"
row_compiler clang RelWithDebInfo
