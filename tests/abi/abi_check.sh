#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The ABI guard of libsafari, with abigail-tools (abidw, abidiff).
#
#   abi_check.sh check BASELINE LIBRARY HEADERS_DIR
#       Compares LIBRARY with BASELINE (the ABI of the current release).
#       Passes if nothing changed or if the only changes are additions;
#       fails on any removed or changed function, variable or type, unless
#       the SONAME changed (a new major version), which allows everything.
#       Exits 77 (skipped) if LIBRARY has no debug information to compare.
#   abi_check.sh write BASELINE LIBRARY HEADERS_DIR
#       Writes the ABI of LIBRARY to BASELINE (at a release).
#
# Only the types of HEADERS_DIR count: the layouts behind opaque handles are
# private. Locations are kept as file names so that abidiff can tell public
# types from private ones without depending on where the tree lives.
set -uo pipefail

if [ $# -ne 4 ]; then
  echo "usage: $0 check|write BASELINE LIBRARY HEADERS_DIR" >&2
  exit 2
fi
mode=$1 baseline=$2 library=$3 headers=$(cd "$4" && pwd)

for tool in abidw abidiff readelf; do
  if ! command -v "$tool" >/dev/null; then
    echo "abi: $tool not found (apt-get install abigail-tools binutils)" >&2
    exit 1
  fi
done
if ! readelf -S "$library" | grep '\.debug_info' >/dev/null; then
  echo "abi: $library has no debug information (build with RelWithDebInfo or Debug); skipped"
  exit 77
fi

case $mode in
write)
  exec abidw --headers-dir "$headers" --drop-private-types --no-corpus-path \
    --no-comp-dir-path --short-locs --no-elf-needed --drop-undefined-syms \
    --type-id-style hash --out-file "$baseline" "$library"
  ;;
check) ;;
*)
  echo "abi: unknown mode '$mode'" >&2
  exit 2
  ;;
esac

old_soname=$(sed -n "s/^<abi-corpus [^>]*soname='\([^']*\)'.*/\1/p" "$baseline" | head -n 1)
new_soname=$(readelf -d "$library" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
if [ -z "$old_soname" ] || [ -z "$new_soname" ]; then
  echo "abi: cannot read the SONAME of the baseline ('$old_soname') or the library ('$new_soname')" >&2
  exit 1
fi
if [ "$old_soname" != "$new_soname" ]; then
  echo "abi: SONAME changed from $old_soname to $new_soname: a new major version may change anything."
  echo "abi: record its ABI as the new baseline at the release (target abi-baseline)."
  exit 0
fi

report=$(abidiff --no-show-locs --hd2 "$headers" --drop-private-types "$baseline" "$library")
rc=$?
echo "$report"
if [ $((rc & 3)) -ne 0 ]; then
  echo "abi: abidiff failed (status $rc)" >&2
  exit 1
fi
# The summary lines count Removed, Changed and Added items: only additions
# are compatible.
incompatible=$(echo "$report" | awk '/changes summary:/ {
    for (i = 2; i <= NF; i++)
      if (($i ~ /^Removed/ || $i ~ /^Changed/) && $(i - 1) + 0 > 0) bad++
  } END { if (bad) print bad }')
if [ $((rc & 8)) -ne 0 ] || [ -n "$incompatible" ]; then
  echo "abi: FAIL: incompatible change against the ABI of $old_soname (above)." >&2
  echo "abi: keep the ABI, or bump SAFARI_VERSION_MAJOR (and with it the SONAME)." >&2
  exit 1
fi
if [ $((rc & 4)) -ne 0 ]; then
  echo "abi: compatible additions only."
else
  echo "abi: no change against the baseline ($old_soname)."
fi
exit 0
