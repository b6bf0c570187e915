#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the Debian packages and the source tarball of a build with cpack
# (scripts/cmake/SafariPackage.cmake), checks what each .deb holds and says
# (dpkg-deb -c, -f, -I), unpacks them into one folder with dpkg-deb -x (no
# system install), and builds the consumer of tests/install against that
# folder, with pkg-config and with CMake (find_package), and runs it; then
# the unpacked `safari` command. Each package carries the licence as
# /usr/share/doc/<package>/copyright (DEP-5, LICENSE's terms: checked by
# check_copyright.py). Last, the library builds from the tarball, which
# holds LICENSE.
#   package_test.sh BUILD_DIR WORK_DIR CPACK C_COMPILER LIBDIR VERSION SAFARI_CLI|-
set -euo pipefail

build=$1 work=$2 cpack=$3 cc=$4 libdir=$5 version=$6 build_cli=$7
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
licence="$here/../../LICENSE"
python="${SAFARI_PYTHON:-python3}"
consumer="$here/../install/consumer" # the install test's consumer, reused
major=${version%%.*}
runtime="libsafari$major"
# Extra compile and link flags, e.g. the sanitizers the library was built with.
extra="${SAFARI_TEST_CFLAGS:-}"

fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }

case "$libdir" in /*) fail "an absolute library directory ($libdir) cannot be unpacked into a folder" ;; esac
rm -rf "$work"
mkdir -p "$work"

step "cpack -G DEB"
"$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/packages"
arch="$(dpkg --print-architecture)"
deb_runtime="$work/packages/${runtime}_${version}_${arch}.deb"
deb_dev="$work/packages/libsafari-dev_${version}_${arch}.deb"
deb_cli="$work/packages/safari_${version}_${arch}.deb"
debs=("$deb_runtime" "$deb_dev")
[ "$build_cli" = - ] || debs+=("$deb_cli")
for deb in "${debs[@]}"; do
  [ -f "$deb" ] || fail "cpack made no $(basename "$deb"): $(ls "$work/packages")"
  echo "$(basename "$deb"): $(stat -c %s "$deb") bytes"
done

# field DEB NAME: one control field of a package.
field() { dpkg-deb -f "$1" "$2"; }
# files DEB: the paths a package installs, without the leading ./ (folders too).
files() { dpkg-deb -c "$1" | awk '{ print $6 }' | sed 's|^\./||; s|/$||' | grep -v '^$'; }

step "control fields (dpkg-deb -f)"
for deb in "${debs[@]}"; do
  [ "$(field "$deb" Version)" = "$version" ] || fail "$(basename "$deb"): Version $(field "$deb" Version)"
  [ "$(field "$deb" Architecture)" = "$arch" ] ||
    fail "$(basename "$deb"): Architecture $(field "$deb" Architecture), want $arch"
  [[ "$(field "$deb" Maintainer)" =~ ^[^\<]+\ \<[^\>]+@[^\>]+\>$ ]] ||
    fail "$(basename "$deb"): Maintainer '$(field "$deb" Maintainer)' is not 'Name <address>'"
  desc="$(field "$deb" Description)"
  [ "$(printf '%s\n' "$desc" | wc -l)" -ge 3 ] ||
    fail "$(basename "$deb"): the Description has no long text"
  echo "$(field "$deb" Package) $(field "$deb" Version) ($(field "$deb" Section)):" \
       "Depends: $(field "$deb" Depends)"
done
[ "$(field "$deb_runtime" Package)" = "$runtime" ] || fail "the runtime package is not $runtime"
[ "$(field "$deb_dev" Package)" = libsafari-dev ] || fail "the -dev package is not libsafari-dev"
# dpkg-shlibdeps: the library depends on the C library; -dev on the exact runtime.
[[ "$(field "$deb_runtime" Depends)" =~ (^|, )libc6\ \(\>=\ [0-9.]+\) ]] ||
  fail "$runtime does not depend on libc6 (dpkg-shlibdeps): '$(field "$deb_runtime" Depends)'"
[[ "$(field "$deb_dev" Depends)" =~ (^|, )$runtime\ \(=\ $version\)(,|$) ]] ||
  fail "libsafari-dev does not depend on $runtime (= $version): '$(field "$deb_dev" Depends)'"
# The shlibs file, for the packages built against the library.
shlibs="$(dpkg-deb -I "$deb_runtime" shlibs)"
[ "$shlibs" = "libsafari $major $runtime (>= $version)" ] ||
  fail "$runtime's shlibs is '$shlibs', want 'libsafari $major $runtime (>= $version)'"
if [ "$build_cli" != - ]; then
  [ "$(field "$deb_cli" Package)" = safari ] || fail "the command's package is not safari"
  [[ "$(field "$deb_cli" Depends)" =~ (^|, )$runtime\ \(=\ $version\)(,|$) ]] ||
    fail "safari does not depend on $runtime (= $version): '$(field "$deb_cli" Depends)'"
  [[ "$(field "$deb_cli" Depends)" =~ (^|, )libc6\ \( ]] ||
    fail "safari does not depend on libc6 (dpkg-shlibdeps): '$(field "$deb_cli" Depends)'"
fi

step "contents (dpkg-deb -c)"
lib="usr/$libdir"
# Exactly these files (folders aside), so that nothing lands in the wrong package.
expect_files() {
  local deb=$1; shift
  local got want
  got="$(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' | sed 's|^\./||' | sort)"
  want="$(printf '%s\n' "$@" | sort)"
  if [ "$got" != "$want" ]; then
    diff <(echo "$want") <(echo "$got") >&2 || true
    fail "$(basename "$deb") does not hold exactly the files above (- wanted, + found)"
  fi
}
doc() { echo "usr/share/doc/$1/copyright"; } # Debian's place of a package's licence
expect_files "$deb_runtime" "$lib/libsafari.so.$major" "$lib/libsafari.so.$version" "$(doc "$runtime")"
expect_files "$deb_dev" usr/include/safari.h "$lib/libsafari.so" "$lib/libsafari.a" "$(doc libsafari-dev)" \
  "$lib/pkgconfig/safari.pc" "$lib/cmake/safari/safariConfig.cmake" \
  "$lib/cmake/safari/safariConfigVersion.cmake" "$lib/cmake/safari/safariTargets.cmake" \
  "$(files "$deb_dev" | grep "^$lib/cmake/safari/safariTargets-[a-z]*\.cmake$" ||
     echo "$lib/cmake/safari/safariTargets-<build type>.cmake")"
[ "$build_cli" = - ] || expect_files "$deb_cli" usr/bin/safari "$(doc safari)"
echo "$runtime: the library; libsafari-dev: header, link, static library, .pc, CMake package;" \
     "each its copyright"

step "dpkg-deb -x into $work/root"
root="$work/root"
for deb in "${debs[@]}"; do
  dpkg-deb -x "$deb" "$root"
done
# The links: libsafari.so -> .so.MAJOR (the SONAME) -> .so.VERSION.
[ "$(readlink "$root/$lib/libsafari.so.$major")" = "libsafari.so.$version" ] ||
  fail "libsafari.so.$major does not link to libsafari.so.$version"
[ "$(readlink "$root/$lib/libsafari.so")" = "libsafari.so.$major" ] ||
  fail "libsafari.so does not link to libsafari.so.$major"
soname="$(objdump -p "$root/$lib/libsafari.so.$version" | awk '$1 == "SONAME" { print $2 }')"
[ "$soname" = "libsafari.so.$major" ] || fail "the SONAME is '$soname', want libsafari.so.$major"
echo "libsafari.so -> libsafari.so.$major (SONAME) -> libsafari.so.$version"

step "the licence of each package: /usr/share/doc/<package>/copyright"
for deb in "${debs[@]}"; do
  "$python" "$here/check_copyright.py" "$root/$(doc "$(field "$deb" Package)")" "$licence" ||
    fail "$(basename "$deb"): its copyright file does not give the licence of LICENSE (above)"
done

# loads PROGRAM: the library the dynamic loader picks, resolved.
loads() { readlink -f "$(ldd "$1" | awk '$1 ~ /^libsafari\.so/ { print $3 }')"; }
real_lib="$(readlink -f "$root/$lib")"

step "pkg-config consumer (PKG_CONFIG_PATH=$root/$lib/pkgconfig)"
# The .pc finds its prefix from its own folder (${pcfiledir}), so it works
# wherever the package is unpacked; no --define-prefix or sysroot needed.
export PKG_CONFIG_PATH="$root/$lib/pkgconfig"
export PKG_CONFIG_LIBDIR="$root/$lib/pkgconfig" # and no system .pc of another libsafari
[ "$(pkg-config --modversion safari)" = "$version" ] ||
  fail "pkg-config --modversion safari is '$(pkg-config --modversion safari)', want $version"
[ "$(readlink -f "$(pkg-config --variable=includedir safari)")" = "$(readlink -f "$root/usr/include")" ] ||
  fail "pkg-config's includedir is not the unpacked usr/include"
flags="$(pkg-config --cflags --libs safari)"
echo "flags: $flags"
# shellcheck disable=SC2086  # the flags are words
"$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror $extra "$consumer/consumer.c" $flags \
      -o "$work/pc-consumer"
[ "$(LD_LIBRARY_PATH="$real_lib" loads "$work/pc-consumer")" = "$real_lib/libsafari.so.$version" ] ||
  fail "the pkg-config consumer does not load the unpacked library"
LD_LIBRARY_PATH="$real_lib" "$work/pc-consumer"
unset PKG_CONFIG_PATH PKG_CONFIG_LIBDIR

step "CMake consumer: find_package(safari $version) with CMAKE_PREFIX_PATH=$root/usr"
cmake -S "$consumer" -B "$work/cmake-build" -DCMAKE_BUILD_TYPE=Debug \
      -DCMAKE_C_COMPILER="$cc" -DCMAKE_PREFIX_PATH="$root/usr" \
      -DSAFARI_EXPECTED_VERSION="$version" -DCMAKE_C_FLAGS="$extra" \
      -DCMAKE_EXE_LINKER_FLAGS="$extra" -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF \
      -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
grep -qxF "safari_DIR:PATH=$root/$lib/cmake/safari" "$work/cmake-build/CMakeCache.txt" ||
  fail "find_package(safari) did not take the unpacked package: $(grep '^safari_DIR' "$work/cmake-build/CMakeCache.txt")"
cmake --build "$work/cmake-build"
[ "$(loads "$work/cmake-build/consumer")" = "$real_lib/libsafari.so.$version" ] ||
  fail "the CMake consumer loads '$(loads "$work/cmake-build/consumer")', not the unpacked library"
"$work/cmake-build/consumer"
"$work/cmake-build/consumer_static"

if [ "$build_cli" != - ]; then
  step "the unpacked safari command, without LD_LIBRARY_PATH"
  [ "$(loads "$root/usr/bin/safari")" = "$real_lib/libsafari.so.$version" ] ||
    fail "the unpacked safari loads '$(loads "$root/usr/bin/safari")', not the unpacked library"
  "$root/usr/bin/safari" play --seed 3 > "$work/unpacked.rec"
  "$build_cli" play --seed 3 > "$work/build.rec"
  cmp "$work/unpacked.rec" "$work/build.rec" ||
    fail "the unpacked safari plays another game than the build's for seed 3"
  "$root/usr/bin/safari" replay "$work/unpacked.rec" | grep -E '^seat [0-9]+ score' ||
    fail "the unpacked safari cannot replay its own record"
fi

step "the source tarball (package_source)"
"$cpack" --config "$build/CPackSourceConfig.cmake" -B "$work/source"
tarball="$work/source/safari-$version-Source.tar.gz"
[ -f "$tarball" ] || fail "no safari-$version-Source.tar.gz: $(ls "$work/source")"
echo "$(basename "$tarball"): $(stat -c %s "$tarball") bytes"
tar -tzf "$tarball" > "$work/source/list.txt"
for f in LICENSE CMakeLists.txt include/safari.h data/safari.tiles scripts/cmake/SafariPackage.cmake \
         lib/CMakeLists.txt tests/determinism/digest.c; do
  grep -qx "safari-$version-Source/$f" "$work/source/list.txt" || fail "the tarball lacks $f"
done
if grep -E '(^|/)\.git(/|$)|^[^/]+/build[^/]*/|/__pycache__/|/CMakeCache\.txt$' "$work/source/list.txt"; then
  fail "the tarball holds version control, build folders or caches (above)"
fi
tar -xzf "$tarball" -C "$work/source"
cmake -S "$work/source/safari-$version-Source" -B "$work/source/build" \
      -DCMAKE_C_COMPILER="$cc" -DSAFARI_BUILD_TESTS=OFF -DSAFARI_BUILD_EXAMPLES=OFF \
      -DSAFARI_BUILD_DOCS=OFF -DCMAKE_C_FLAGS="$extra" > "$work/source/configure.log"
cmake --build "$work/source/build" --target safari > "$work/source/build.log"
echo "the library builds from the tarball ($(wc -l < "$work/source/list.txt") entries)"

echo "package test: ok"
