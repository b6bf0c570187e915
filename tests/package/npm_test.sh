#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The npm package's licence and README, without the WebAssembly build that
# the package itself needs (scripts/web.sh): stages the package with
# `scripts/npm-pack.sh --stage`, the staging that every packed tarball
# comes from, and checks that package.json says "license": "MIT" and that
# LICENSE (the repository's, unchanged) and README.md sit at the package's
# root, where npm packs them whatever "files" says. The packed tarball is
# checked again once installed, by bindings/js/tests/package (scripts/web.sh
# --test).
#   npm_test.sh WORK_DIR PYTHON
set -euo pipefail

work=$1 python=$2
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
fail() { echo "FAIL: $*" >&2; exit 1; }

rm -rf "$work"
bash "$root/scripts/npm-pack.sh" --stage "$work/npm"
licence="$("$python" -c 'import json, sys; print(json.load(open(sys.argv[1])).get("license"))' \
           "$work/npm/package.json")"
[ "$licence" = MIT ] || fail "the staged package.json's license is '$licence', not MIT"
cmp "$root/LICENSE" "$work/npm/LICENSE" || fail "the package's LICENSE is not the repository's"
cmp "$root/bindings/js/README.md" "$work/npm/README.md" ||
  fail "the package's README.md is not bindings/js/README.md"
echo "npm package: license MIT in package.json; LICENSE and README.md at its root"
