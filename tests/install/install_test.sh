#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the build tree into a fresh prefix, then builds and runs a small
# program out of tree against it: with CMake (find_package, shared and
# static) and with pkg-config + cc. Then, with no library path set, the
# installed `safari` command (if built), the Python package and the Lua
# module, each of which must find the prefix's own library. The licence is
# installed as LICENSE in the doc folder.
#   install_test.sh BUILD_DIR WORK_DIR C_COMPILER LIBDIR VERSION PYTHONDIR LUADIR WITH_CLI DOCDIR
set -euo pipefail

build=$1 work=$2 cc=$3 libdir=$4 version=$5 pythondir=$6 luadir=$7 with_cli=$8 docdir=$9
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
prefix="$work/prefix"
major=${version%%.*}
# Extra compile and link flags, e.g. the sanitizers the library was built with.
extra="${SAFARI_TEST_CFLAGS:-}"

# Under scripts/sanitize.sh the sanitizer runtimes come preloaded for the
# interpreters that host the library; the build tools (make, cc) must not
# run under them, so only python3 and luajit get them back.
host_preload="${LD_PRELOAD:-}"
unset LD_PRELOAD
hosted() { LD_PRELOAD="$host_preload" "$@"; }

fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }

for dir in "$libdir" "$pythondir" "$luadir" "$docdir"; do
  case "$dir" in /*) fail "an absolute install directory ($dir) cannot move to a test prefix" ;; esac
done

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
# The licence, the repository's LICENSE as it is; the Debian copyright files
# belong to the packages (tests/package), not to this install.
cmp "$here/../../LICENSE" "$prefix/$docdir/LICENSE" ||
  fail "$docdir/LICENSE is not installed, or is not the repository's LICENSE"
if find "$prefix" -name copyright | grep .; then
  fail "a plain install holds a package's copyright file (above)"
fi
echo "installed: $docdir/LICENSE"

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

# The bindings and the command must find the prefix's library by themselves.
unset LD_LIBRARY_PATH SAFARI_LIBRARY
real_libdir="$(readlink -f "$prefix/$libdir")"

if [ "$with_cli" = 1 ]; then
  step "the installed safari command, without LD_LIBRARY_PATH"
  [ -x "$prefix/bin/safari" ] || fail "not installed: bin/safari"
  loaded="$(ldd "$prefix/bin/safari" | awk '$1 ~ /^libsafari\.so/ { print $3 }')"
  case "$(readlink -f "$loaded")" in
    "$real_libdir"/*) ;;
    *) fail "the installed safari command loads '$loaded', not the prefix's library" ;;
  esac
  "$prefix/bin/safari" play --seed 3 > "$work/cli-game.txt"
  grep -q '^place ' "$work/cli-game.txt" || fail "safari play printed no move"
fi

step "the installed Python package (PYTHONPATH=$prefix/$pythondir)"
[ -f "$prefix/$pythondir/safari/__init__.py" ] || fail "not installed: $pythondir/safari"
(cd "$work" && PYTHONPATH="$prefix/$pythondir" PYTHONDONTWRITEBYTECODE=1 hosted python3 - "$real_libdir" <<'PY'
import os, sys
import safari
libdir = sys.argv[1]
if not safari.__file__.startswith(os.environ["PYTHONPATH"] + "/"):
    sys.exit("FAIL: imported %s, not the installed package" % safari.__file__)
if not os.path.realpath(safari.library_path).startswith(libdir + "/"):
    sys.exit("FAIL: the package loaded %s, not the library in %s" % (safari.library_path, libdir))
with safari.Game(seats=2) as game:
    rng = safari.SplitMix64(11)
    while not game.is_over:
        game.apply(game.sample_move(rng))
    best = max(game.scores)
    if game.winners != [s for s in range(2) if game.scores[s] == best]:
        sys.exit("FAIL: winners %s, scores %s" % (game.winners, game.scores))
print("python: a game to the end with %s" % safari.library_path)
PY
) || fail "the installed Python package"

step "the installed Lua module (LUA_PATH=$prefix/$luadir/?.lua)"
[ -f "$prefix/$luadir/safari.lua" ] || fail "not installed: $luadir/safari.lua"
export LUA_PATH="$prefix/$luadir/?.lua"
hosted luajit "$here/lua_game.lua" "$real_libdir" || fail "the installed Lua module"
# A program that has ffi.cdef'd the installed header before requiring the module.
mkdir -p "$work/empty_headers"
: > "$work/empty_headers/stddef.h"
: > "$work/empty_headers/stdint.h"
"$cc" -E -P -DSAFARI_API= "-DSAFARI_DEPRECATED(msg)=" -nostdinc -I "$work/empty_headers" "$prefix/include/safari.h" > "$work/safari.cdef"
hosted luajit "$here/lua_game.lua" "$real_libdir" "$work/safari.cdef" ||
  fail "the installed Lua module after the program's cdef"
unset LUA_PATH

echo "install test: ok"
