#!/usr/bin/env bash
# Platform row: x86_64 with gcc at Debug, RelWithDebInfo and Release
# (-DSAFARI_WERROR=ON); the Release build runs the unit suites and the digest.
set -euo pipefail
source "$(dirname "$0")/common.sh"
row_begin gcc
need_packages build-essential cmake pkg-config libcmocka-dev
row_compiler gcc Release
