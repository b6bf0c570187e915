#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The npm package of the JavaScript binding (docs/web.md, "The npm package"):
# after scripts/web.sh has built build-web/js, stages bindings/js/package.json,
# the files it lists, the built module, the package's README.md and the
# repository's LICENSE in build-web/npm, checks that the package's version is
# the library's (include/safari.h), runs `npm pack` into build-web, and prints
# the package's size (JavaScript + WebAssembly, each file gzipped; a figure,
# never a pass or fail).
#   scripts/npm-pack.sh              prints the tarball's path on its last line
#   scripts/npm-pack.sh --stage DIR  stages into DIR and packs nothing; the
#                                    module, when not built, is left out (the
#                                    package test of ctest, tests/package)
# npm packs a README and a LICENSE at the package's root whatever "files"
# says, so they are staged beside package.json rather than listed there.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build-web"
pkg="$root/bindings/js/package.json"
stage="$out/npm"
stage_only=0
case "${1:-}" in
  "") ;;
  --stage) [ $# -eq 2 ] || { echo "usage: scripts/npm-pack.sh [--stage DIR]" >&2; exit 2; }
           stage=$2 stage_only=1 ;;
  *) echo "usage: scripts/npm-pack.sh [--stage DIR]" >&2; exit 2 ;;
esac
if [ "$stage_only" = 0 ] && [ ! -f "$out/js/safari_wasm.wasm" ]; then
  echo "npm-pack: no $out/js/safari_wasm.wasm: run scripts/web.sh first" >&2
  exit 1
fi

# package.json read with Python's json (emscripten, which builds the module,
# brings python3), so that the staging alone needs no Node.
field() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$pkg" "$1"; }

# The version: one number in the header, the same in package.json.
part() { sed -n "s/^#define SAFARI_VERSION_$1 \\([0-9][0-9]*\\)\$/\\1/p" "$root/include/safari.h"; }
header="$(part MAJOR).$(part MINOR).$(part PATCH)"
version="$(field version)"
if [ "$version" != "$header" ]; then
  echo "npm-pack: bindings/js/package.json has version $version, include/safari.h $header" >&2
  exit 1
fi

if [ "$stage_only" = 1 ]; then # a folder of the caller's: never emptied here
  if [ -e "$stage" ] && [ -n "$(ls -A "$stage")" ]; then
    echo "npm-pack: $stage is not empty" >&2
    exit 1
  fi
else
  rm -rf "$stage"
fi
mkdir -p "$stage"
cp "$pkg" "$root/bindings/js/README.md" "$root/LICENSE" "$stage/"
# Every file of "files": the binding's sources, and the module built beside them.
while IFS= read -r file; do
  if [ -f "$root/bindings/js/$file" ]; then cp "$root/bindings/js/$file" "$stage/"
  elif [ -f "$out/js/$file" ]; then cp "$out/js/$file" "$stage/"
  elif [ "$stage_only" = 1 ] && [[ "$file" == safari_wasm.* ]]; then
    echo "npm-pack: the module's $file is not built: left out of $stage"
  else echo "npm-pack: $file (in package.json's files) is neither in bindings/js nor built" >&2; exit 1
  fi
done < <(python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))["files"]))' "$pkg")
if [ "$stage_only" = 1 ]; then
  echo "npm-pack: staged $stage"
  exit 0
fi

tarball="$(cd "$stage" && npm pack --silent --pack-destination "$out" | tail -n 1)"
js=0
for f in "$stage"/*.mjs; do js=$((js + $(gzip -9c "$f" | wc -c))); done
wasm="$(gzip -9c "$stage/safari_wasm.wasm" | wc -c)"
echo "figure: npm package: JavaScript $js + WebAssembly $wasm = $((js + wasm)) bytes gzipped" \
     "(target <= 153600); tarball $(stat -c %s "$out/$tarball") bytes"
echo "$out/$tarball"
