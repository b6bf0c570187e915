#!/usr/bin/env bash
# The npm package of the JavaScript binding (docs/web.md, "The npm package"):
# after scripts/web.sh has built build-web/js, stages bindings/js/package.json,
# the files it lists and the built module in build-web/npm, checks that the
# package's version is the library's (include/safari.h), runs `npm pack`
# into build-web, and prints the package's size (JavaScript + WebAssembly,
# each file gzipped; a figure, never a pass or fail).
#   scripts/npm-pack.sh   prints the tarball's path on its last line
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build-web"
pkg="$root/bindings/js/package.json"
[ -f "$out/js/safari_wasm.wasm" ] || { echo "npm-pack: no $out/js/safari_wasm.wasm: run scripts/web.sh first" >&2; exit 1; }

# The version: one number in the header, the same in package.json.
part() { sed -n "s/^#define SAFARI_VERSION_$1 \\([0-9][0-9]*\\)\$/\\1/p" "$root/include/safari.h"; }
header="$(part MAJOR).$(part MINOR).$(part PATCH)"
version="$(node -p "require(process.argv[1]).version" "$pkg")"
if [ "$version" != "$header" ]; then
  echo "npm-pack: bindings/js/package.json has version $version, include/safari.h $header" >&2
  exit 1
fi

stage="$out/npm"
rm -rf "$stage"
mkdir -p "$stage"
cp "$pkg" "$stage/"
# Every file of "files": the binding's sources, and the module built beside them.
while IFS= read -r file; do
  if [ -f "$root/bindings/js/$file" ]; then cp "$root/bindings/js/$file" "$stage/"
  elif [ -f "$out/js/$file" ]; then cp "$out/js/$file" "$stage/"
  else echo "npm-pack: $file (in package.json's files) is neither in bindings/js nor built" >&2; exit 1
  fi
done < <(node -e "for (const f of require(process.argv[1]).files) console.log(f)" "$pkg")

tarball="$(cd "$stage" && npm pack --silent --pack-destination "$out" | tail -n 1)"
js=0
for f in "$stage"/*.mjs; do js=$((js + $(gzip -9c "$f" | wc -c))); done
wasm="$(gzip -9c "$stage/safari_wasm.wasm" | wc -c)"
echo "figure: npm package: JavaScript $js + WebAssembly $wasm = $((js + wasm)) bytes gzipped" \
     "(target <= 153600); tarball $(stat -c %s "$out/$tarball") bytes"
echo "$out/$tarball"
