#!/usr/bin/env bash
# Installs the build tree into a fresh prefix, then builds and runs a small
# program out of tree against it: with CMake (find_package, shared and
# static) and with pkg-config + cc.
#   install_test.sh BUILD_DIR WORK_DIR C_COMPILER LIBDIR VERSION
set -euo pipefail

build=$1 work=$2 cc=$3 libdir=$4 version=$5
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
prefix="$work/prefix"
major=${version%%.*}
# Extra compile and link flags, e.g. the sanitizers the library was built with.
extra="${SAFARI_TEST_CFLAGS:-}"

fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }

case "$libdir" in /*) fail "an absolute CMAKE_INSTALL_LIBDIR ($libdir) cannot move to a test prefix" ;; esac

rm -rf "$work"
mkdir -p "$work"

step "cmake --install $build --prefix $prefix"
cmake --install "$build" --prefix "$prefix"

for f in include/safari.h "$libdir/libsafari.a" "$libdir/libsafari.so.$version" \
         "$libdir/pkgconfig/safari.pc" "$libdir/cmake/safari/safariConfig.cmake" \
         "$libdir/cmake/safari/safariConfigVersion.cmake" \
         "$libdir/cmake/safari/safariTargets.cmake"; do
  [ -f "$prefix/$f" ] || fail "not installed: $f"
done
# The development link and the SONAME link both lead to the real file.
[ "$(readlink "$prefix/$libdir/libsafari.so.$major")" = "libsafari.so.$version" ] ||
  fail "libsafari.so.$major does not link to libsafari.so.$version"
[ "$(readlink "$prefix/$libdir/libsafari.so")" = "libsafari.so.$major" ] ||
  fail "libsafari.so does not link to libsafari.so.$major"
echo "installed: header, static library, libsafari.so -> .so.$major -> .so.$version, safari.pc, CMake package"

step "CMake consumer: find_package(safari $version)"
cmake -S "$here/consumer" -B "$work/cmake-build" -DCMAKE_BUILD_TYPE=Debug \
      -DCMAKE_C_COMPILER="$cc" -DCMAKE_PREFIX_PATH="$prefix" \
      -DSAFARI_EXPECTED_VERSION="$version" -DCMAKE_C_FLAGS="$extra" \
      -DCMAKE_EXE_LINKER_FLAGS="$extra"
cmake --build "$work/cmake-build"
# The shared consumer must load the installed library, not the build tree's.
loaded="$(ldd "$work/cmake-build/consumer" | awk '$1 ~ /^libsafari\.so/ { print $3 }')"
case "$(readlink -f "$loaded")" in
  "$(readlink -f "$prefix/$libdir")"/*) ;;
  *) fail "the CMake consumer loads '$loaded', not the installed library" ;;
esac
"$work/cmake-build/consumer"
"$work/cmake-build/consumer_static"

step "pkg-config consumer: cc \$(pkg-config --cflags --libs safari)"
export PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig"
[ "$(pkg-config --modversion safari)" = "$version" ] ||
  fail "pkg-config --modversion safari is '$(pkg-config --modversion safari)', want $version"
[ "$(readlink -f "$(pkg-config --variable=includedir safari)")" = "$(readlink -f "$prefix/include")" ] ||
  fail "pkg-config includedir does not point into the prefix"
flags="$(pkg-config --cflags --libs safari)"
echo "flags: $flags"
# shellcheck disable=SC2086  # the flags are words
"$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror $extra "$here/consumer/consumer.c" $flags \
      -o "$work/pc-consumer"
LD_LIBRARY_PATH="$prefix/$libdir" "$work/pc-consumer"

echo "install test: ok"
