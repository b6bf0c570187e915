# SPDX-License-Identifier: MIT
# Shared functions of the platform rows (scripts/platforms/<row>.sh).
# Sourced, not run: each row sets `set -euo pipefail` itself.

PLATFORMS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PLATFORMS_OUT=${PLATFORMS_OUT:-$PLATFORMS_ROOT/build-platforms}
PLATFORMS_JOBS=${PLATFORMS_JOBS:-2}

say() { echo "platforms[${PLATFORMS_ROW:-?}]: $*"; }
die() { echo "platforms[${PLATFORMS_ROW:-?}]: error: $*" >&2; exit 1; }

# need_packages PKG...: installs with apt-get those not yet installed, as
# scripts/setup.sh does (another apt-get may hold the lock: wait for it).
need_packages() {
  local missing=() pkg
  for pkg in "$@"; do
    if [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)" != "install ok installed" ]; then
      missing+=("$pkg")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "missing packages: ${missing[*]}"
  [ "$(id -u)" -eq 0 ] || die "installing ${missing[*]} needs root (sudo apt-get install ${missing[*]})"
  apt-get -o DPkg::Lock::Timeout=900 update
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y \
    --no-install-recommends "${missing[@]}"
}

# cmocka_source: prints the folder of Debian's cmocka source, unpacked once
# into build-platforms/cmocka-src (cached). A cross target builds cmocka from
# it with its own compiler (scripts/cmake/SafariCmocka.cmake). apt-get source
# needs a deb-src entry: one is added as a file of its own if none exists.
cmocka_source() {
  local dir=$PLATFORMS_OUT/cmocka-src
  if [ -f "$dir/src/src/cmocka.c" ]; then
    echo "$dir/src"
    return 0
  fi
  need_packages dpkg-dev >&2
  if ! grep -rqs '^\(Types:.*deb-src\|deb-src \)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    say "adding a deb-src entry: /etc/apt/sources.list.d/safari-deb-src.sources" >&2
    cat > /etc/apt/sources.list.d/safari-deb-src.sources <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    apt-get -o DPkg::Lock::Timeout=900 update >&2
  fi
  rm -rf "$dir.tmp"
  mkdir -p "$dir.tmp"
  # A machine whose package lists predate the deb-src entry: update once.
  if ! (cd "$dir.tmp" && apt-get source --download-only cmocka >&2); then
    apt-get -o DPkg::Lock::Timeout=900 update >&2
    (cd "$dir.tmp" && apt-get source --download-only cmocka >&2) || die "apt-get source cmocka failed"
  fi
  (cd "$dir.tmp" && dpkg-source -x ./*.dsc src >&2) || die "dpkg-source -x cmocka failed"
  rm -rf "$dir"
  mv "$dir.tmp" "$dir"
  [ -f "$dir/src/src/cmocka.c" ] || die "cmocka source has no src/cmocka.c"
  echo "$dir/src"
}

# ---------------------------------------------------------------------------
# What a row reports: platforms.sh prints these in its table. Each row writes
# its columns to build-platforms/<row>/status as NAME=VALUE lines.
row_begin() {
  PLATFORMS_ROW=$1
  ROW_DIR=$PLATFORMS_OUT/$1
  mkdir -p "$ROW_DIR"
  : > "$ROW_DIR/status"
  row_status builds no
  row_status tests "not run"
  row_status digest "not run"
}
row_status() { # row_status builds|tests|digest VALUE
  local tmp=$ROW_DIR/status.tmp
  grep -v "^$1=" "$ROW_DIR/status" > "$tmp" || true
  echo "$1=$2" >> "$tmp"
  mv "$tmp" "$ROW_DIR/status"
}

# row_configure SUB ARGS...: configures build-platforms/<row>/SUB with the
# options every row shares (no docs target; warnings are errors), then ARGS.
row_configure() {
  local sub=$1
  shift
  say "configure $sub: $*"
  cmake -S "$PLATFORMS_ROOT" -B "$ROW_DIR/$sub" -DSAFARI_BUILD_DOCS=OFF -DSAFARI_WERROR=ON "$@" \
    > "$ROW_DIR/$sub.configure.log" 2>&1 \
    || { tail -n 30 "$ROW_DIR/$sub.configure.log" >&2; die "configure $sub failed (log: $ROW_DIR/$sub.configure.log)"; }
}

# row_build SUB: builds every target of build-platforms/<row>/SUB.
row_build() {
  say "build $1"
  cmake --build "$ROW_DIR/$1" -j "$PLATFORMS_JOBS" > "$ROW_DIR/$1.build.log" 2>&1 \
    || { grep -E -m 20 'error|warning' "$ROW_DIR/$1.build.log" >&2 || tail -n 30 "$ROW_DIR/$1.build.log" >&2
         die "build $1 failed (log: $ROW_DIR/$1.build.log)"; }
}

# unit_suites: the names of the unit tests every row must run: one cmocka
# suite per tests/test_*.c, and tests/threads.
unit_suites() {
  local f
  for f in "$PLATFORMS_ROOT"/tests/test_*.c; do
    basename "$f" .c
  done
  echo test_threads
}
# digest_tests: the determinism digest (tests/determinism) every row prints.
digest_tests() {
  echo determinism_digest
}

# row_expect SUB LABELS NAME...: each NAME is registered in SUB under the
# label regex LABELS, so that a row cannot silently run fewer tests.
row_expect() {
  local sub=$1 labels=$2 listed name missing=()
  shift 2
  listed=$(ctest --test-dir "$ROW_DIR/$sub" -N -L "$labels" | sed -n 's/^ *Test *#[0-9]*: //p')
  for name in "$@"; do
    grep -qx "$name" <<< "$listed" || missing+=("$name")
  done
  [ ${#missing[@]} -eq 0 ] || die "not registered in $sub under -L '$labels': ${missing[*]}"
}

# row_ctest SUB [LABELS]: runs the tests of SUB with those labels (none:
# every test); fails on a failed, skipped or missing test.
row_ctest() {
  local sub=$1 labels=${2:-} log=$ROW_DIR/$1.ctest.log rc=0 select=()
  [ -n "$labels" ] && select=(-L "$labels")
  say "ctest $sub ${select[*]:-(every test)}"
  ctest --test-dir "$ROW_DIR/$sub" -j "$PLATFORMS_JOBS" --no-tests=error --output-on-failure \
    "${select[@]}" > "$log" 2>&1 || rc=$?
  tail -n 4 "$log" | sed "s/^/platforms[$PLATFORMS_ROW]:   /"
  if [ $rc -ne 0 ]; then
    grep -E '\*\*\*|Failed|Not Run|Timeout' "$log" | head -n 30 >&2 || true
    die "ctest $sub failed (exit $rc; log: $log)"
  fi
  if grep -q 'The following tests did not run' "$log"; then
    die "ctest $sub skipped tests (log: $log)"
  fi
}

# row_ctest_count SUB: how many tests the last row_ctest of SUB ran.
row_ctest_count() {
  sed -n 's/.*tests passed, 0 tests failed out of \([0-9]*\)$/\1/p' "$ROW_DIR/$1.ctest.log"
}

# row_digest_check SUB: "equal" when the digest tests of SUB passed (each
# compares the printed digest with tests/determinism/expected_digest.txt).
row_digest_check() {
  local sub=$1 name
  for name in $(digest_tests); do
    grep -Eq "Test +#[0-9]+: $name \.+ +Passed" "$ROW_DIR/$sub.ctest.log" \
      || die "$name did not pass in $sub"
  done
  row_status digest "equal ($(grep -Ex '[0-9a-f]{16}' "$PLATFORMS_ROOT/tests/determinism/expected_digest.txt"))"
}

# row_compiler CC FULL: the x86_64 row of one compiler. Debug,
# RelWithDebInfo and Release, each with every target (tests and examples
# included), -DSAFARI_WERROR=ON and -DSAFARI_REQUIRE_ALL_TESTS=ON, and the
# internal assertions as the build type's default has them (in Debug and
# RelWithDebInfo, out of Release: the tests then run the library as it is
# installed; asserts_compiled, a unit test, checks which); the build
# type FULL runs the whole ctest (a Debug or RelWithDebInfo build:
# abi_baseline needs debug information), the other two the unit suites and
# the digest.
row_compiler() {
  local cc=$1 full=$2 type tested=""
  for type in Debug RelWithDebInfo Release; do
    CC=$cc row_configure "$type" -DCMAKE_BUILD_TYPE="$type" -DSAFARI_REQUIRE_ALL_TESTS=ON
    row_build "$type"
  done
  row_status builds "yes (Debug, RelWithDebInfo, Release; -Werror)"
  for type in Debug RelWithDebInfo Release; do
    row_expect "$type" unit $(unit_suites)
    row_expect "$type" digest $(digest_tests)
    if [ "$type" = "$full" ]; then
      row_ctest "$type"
      tested+="${tested:+; }$type: all $(row_ctest_count "$type")"
    else
      row_ctest "$type" 'unit|digest'
      tested+="${tested:+; }$type: unit, digest"
    fi
    row_digest_check "$type"
  done
  row_status tests "pass ($tested)"
}

# row_target ARGS...: a build for another target (a toolchain file, or an
# option such as SAFARI_NO_SIMD): the library, the unit suites and the
# digest, no examples; cmocka is built from Debian's source for the target.
row_target() {
  local src
  src=$(cmocka_source)
  row_configure build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSAFARI_BUILD_EXAMPLES=OFF \
    -DSAFARI_INSTALL=OFF -DSAFARI_CMOCKA_SOURCE_DIR="$src" "$@"
  row_build build
  row_status builds yes
  row_expect build unit $(unit_suites)
  row_expect build digest $(digest_tests)
  row_ctest build 'unit|digest'
  row_status tests "pass (unit, digest)"
  row_digest_check build
}
