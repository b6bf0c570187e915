#!/usr/bin/env bash
# Platform row: x86_64 with clang at Debug, RelWithDebInfo and Release
# (-DSAFARI_WERROR=ON); the Debug build runs the unit suites and the digest.
set -euo pipefail
source "$(dirname "$0")/common.sh"
row_begin clang
need_packages clang cmake pkg-config libcmocka-dev
row_compiler clang Debug
