#!/usr/bin/env bash
# Installs what is missing, builds libsafari in build/ with warnings as
# errors, runs every test under ctest, then builds the reference docs
# (which fail on any Doxygen warning). Exits non-zero on any failure.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

echo "==> checking packages (scripts/setup.sh)"
bash "$root/scripts/setup.sh"

echo "==> configuring build/ (-DSAFARI_WERROR=ON -DSAFARI_REQUIRE_ALL_TESTS=ON)"
cmake -S "$root" -B "$root/build" -DSAFARI_WERROR=ON -DSAFARI_REQUIRE_ALL_TESTS=ON

echo "==> building"
cmake --build "$root/build" -j "$(nproc)"

echo "==> running the tests (ctest)"
ctest --test-dir "$root/build" --output-on-failure -j2

echo "==> building the docs (Doxygen, warnings are errors)"
cmake --build "$root/build" --target docs

echo "==> hardening: sanitizers, valgrind and fuzzing (scripts/sanitize.sh)"
bash "$root/scripts/sanitize.sh"

echo "==> the browser front end: WebAssembly build, Node and Chromium tests (scripts/web.sh --test)"
bash "$root/scripts/web.sh" --test

echo "==> all tests passed, the docs built, the hardening checks passed"
