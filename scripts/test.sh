#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds libsafari in build-test/ (RelWithDebInfo,
# warnings as errors, the internal assertions compiled in), runs every test
# under ctest, builds the reference docs (which fail on any Doxygen
# warning), then the hardening runs, the browser tests and the platform
# matrix. Exits non-zero on any failure.
# Its build folder and build type are its own, named on every run, so that
# scripts/demo.sh (build/, Release) before or after it changes nothing here.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Each phase's seconds, printed at the end: CI has a bound of 45 minutes on
# the 2-core machine, and this says where they go.
phases=()
phase() { # [TITLE]: ends the phase before (if any), starts TITLE (if given)
  if [ -n "${phase_name:-}" ]; then
    phases+=("$(printf '%-10s %4ds' "$phase_name" $((SECONDS - phase_start)))")
  fi
  phase_name="${1:-}"
  phase_start=$SECONDS
}

phase setup
echo "==> checking packages (scripts/setup.sh)"
bash "$root/scripts/setup.sh"

build="$root/build-test"
phase build
echo "==> configuring build-test/ (RelWithDebInfo, -DSAFARI_WERROR=ON -DSAFARI_REQUIRE_ALL_TESTS=ON -DSAFARI_DEBUG_ASSERTS=ON)"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSAFARI_WERROR=ON \
      -DSAFARI_REQUIRE_ALL_TESTS=ON -DSAFARI_DEBUG_ASSERTS=ON

echo "==> building"
cmake --build "$build" -j "$(nproc)"

phase ctest
echo "==> running the tests (ctest)"
ctest --test-dir "$build" --output-on-failure -j2

phase docs
echo "==> building the docs (Doxygen, warnings are errors)"
cmake --build "$build" --target docs

phase hardening
echo "==> hardening: sanitizers, valgrind and fuzzing (scripts/sanitize.sh)"
bash "$root/scripts/sanitize.sh"

phase browser
echo "==> the browser front end: WebAssembly build, Node and Chromium tests (scripts/web.sh --test)"
SAFARI_NATIVE_BUILD="$build" bash "$root/scripts/web.sh" --test

phase platforms
echo "==> the platform matrix: x86_64 gcc and clang at every build type, i386, aarch64, s390x, portable, Windows (scripts/platforms.sh)"
bash "$root/scripts/platforms.sh"

phase
echo "==> time by phase (of ${SECONDS}s):"
printf '    %s\n' "${phases[@]}"
echo "==> all tests passed, the docs built, the hardening checks passed, every platform gave the same digest"
