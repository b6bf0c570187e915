#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# libsafari in the browser (docs/web.md):
#   scripts/web.sh          builds the library, unchanged, to WebAssembly with
#                           Debian's emscripten: build-web/js (the JavaScript
#                           binding with its module) and build-web/site (the page)
#   scripts/web.sh --serve  builds, then serves the page on http://127.0.0.1:8080/
#                           with `vite preview` (PORT=N for another port)
#   scripts/web.sh --dev    builds the module, then Vite's dev server serves the
#                           page's sources (examples/web) on the same address
#   scripts/web.sh --test   builds, then runs the Node tests of the binding and
#                           of the server example, its benchmarks (random
#                           games; each level's time a decision), the npm
#                           package's tests, the page's
#                           server test and the browser tests (Chromium)
# With npm at hand every build also packs the npm package (scripts/npm-pack.sh).
# Installs what is missing (apt: emscripten, node-acorn, nodejs, chromium;
# npm: what examples/web/tests/package-lock.json and
# bindings/js/tests/package/package-lock.json pin).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build-web"
mode="${1:-build}"
case "$mode" in build|--serve|--dev|--test) ;; *)
  echo "usage: scripts/web.sh [--serve|--dev|--test]" >&2; exit 2 ;;
esac

# Packages only the web build needs, so not in scripts/setup.sh.
packages=(emscripten node-acorn nodejs)
[ "$mode" = "--test" ] && packages+=(chromium npm)
[ "$mode" = "--serve" ] || [ "$mode" = "--dev" ] && packages+=(npm)
missing=()
for pkg in "${packages[@]}"; do
  if [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)" != "install ok installed" ]; then
    missing+=("$pkg")
  fi
done
# npm may come from elsewhere than Debian; any working npm will do.
if command -v npm >/dev/null 2>&1; then
  kept=(); for p in "${missing[@]}"; do [ "$p" = npm ] || kept+=("$p"); done; missing=("${kept[@]}")
fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "web: missing ${missing[*]}; run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "web: installing ${missing[*]}"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

# Debian's emcc runs its JavaScript tools with node, which needs acorn from
# /usr/share/nodejs, a folder node does not search by itself.
export NODE_PATH=/usr/share/nodejs

echo "==> building libsafari to WebAssembly in $out"
mkdir -p "$out/js" "$out/site"
# The project's own CMake with Emscripten's toolchain: the rooms are the
# object libraries of lib/CMakeLists.txt, each with its include path
# (docs/architecture.md), and scripts/cmake/SafariWasm.cmake links them
# into the module with bindings/js/layout.c, every function of the header
# exported. Release: asserts off, -O3. -msimd128 lets the move generators'
# word loops vectorize (WebAssembly SIMD: every current browser and
# Node >= 16.4).
rm -rf "$out/text-objects" "$out/default_tiles.c" # the hand-made build's, before CMake's
emcmake cmake -S "$root" -B "$out/cmake" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-msimd128 \
  -DSAFARI_WERROR=ON -DSAFARI_BUILD_TESTS=OFF -DSAFARI_BUILD_EXAMPLES=OFF \
  -DSAFARI_BUILD_DOCS=OFF -DSAFARI_INSTALL=OFF >/dev/null
cmake --build "$out/cmake" --target safari_wasm -j2
cp "$out/cmake/lib/safari_wasm.mjs" "$out/cmake/lib/safari_wasm.wasm" "$out/js/"
cp "$root"/bindings/js/*.mjs "$out/js/"
# The page: its static files beside a copy of the binding and its module.
rm -rf "$out/site"
mkdir -p "$out/site/safari"
cp "$root"/examples/web/*.html "$root"/examples/web/*.mjs "$root"/examples/web/*.css "$out/site/"
rm -f "$out/site/vite.config.mjs" "$out/site/inside.mjs" # the server's, not the page's
cp "$out"/js/*.mjs "$out/js/safari_wasm.wasm" "$out/site/safari/"
# Every module the page imports, preloaded by its index.html at once.
node "$root/scripts/web-preloads.mjs" "$out/site"
echo "web: module $(stat -c %s "$out/js/safari_wasm.wasm") bytes," \
     "$(gzip -9c "$out/js/safari_wasm.wasm" | wc -c) bytes gzipped"
tarball=""
if command -v npm >/dev/null 2>&1; then
  echo "==> the npm package"
  # Its output shown, its last line kept (not `tee /dev/stderr`: reopening
  # /dev/stderr truncates a log file that standard error is redirected to).
  packed="$(bash "$root/scripts/npm-pack.sh")"
  printf '%s\n' "$packed"
  tarball="$(printf '%s\n' "$packed" | tail -n 1)"
  # The page bundled by Vite (pinned in examples/web/package-lock.json) over
  # the copied files: its index.html then loads one script (with the
  # replay and the tiles to come in chunks of their own, loaded later), the
  # style sheet and the module's bytes, 4 requests instead of 26 before the
  # first tile; the page's modules stay in the site for the tests and for
  # reading. Without npm the page is the files themselves, their graph
  # preloaded (above).
  echo "==> the page, bundled by Vite"
  (cd "$root/examples/web" && npm ci --no-audit --no-fund --loglevel=error)
  SAFARI_JS="$out/js" SAFARI_SITE="$out/site" VITE_LOG_LEVEL=warn \
    node "$root/examples/web/node_modules/vite/bin/vite.js" build \
      --config "$root/examples/web/vite.config.mjs"
fi

# Vite (pinned in examples/web/package-lock.json) serves the page.
vite() {
  (cd "$root/examples/web" && npm ci --no-audit --no-fund --loglevel=error)
  SAFARI_JS="$out/js" SAFARI_SITE="$out/site" \
    exec node "$root/examples/web/node_modules/vite/bin/vite.js" "$@" \
      --config "$root/examples/web/vite.config.mjs" --port "${PORT:-8080}" --strictPort
}

case "$mode" in
--serve)
  vite preview
  ;;
--dev)
  vite
  ;;
--test)
  # The native command the tests compare with: scripts/test.sh passes its
  # build (SAFARI_NATIVE_BUILD); alone, a Release build of its own.
  native="${SAFARI_NATIVE_BUILD:-$root/build-web-native}"
  if [ -z "${SAFARI_NATIVE_BUILD:-}" ]; then
    cmake -S "$root" -B "$native" -DCMAKE_BUILD_TYPE=Release -DSAFARI_BUILD_DOCS=OFF >/dev/null
  fi
  cmake --build "$native" --target safari_cli safari-bench -j2
  cli="$native/cli/safari"
  export SAFARI_CLI="$cli" SAFARI_BENCH="$native/tests/bench/safari-bench"
  export SAFARI_JS="$out/js" SAFARI_SITE="$out/site"
  echo "==> Node tests of the JavaScript binding"
  node --test "$root"/bindings/js/tests/*.test.mjs
  echo "==> the authoritative server example (examples/server)"
  node --test "$root"/examples/server/tests/
  echo "==> the npm package installed into a Node program, a Vite build (Chromium) and TypeScript"
  (cd "$root/bindings/js/tests/package" && npm ci --no-audit --no-fund --loglevel=error &&
     npm install --no-save --no-audit --no-fund --loglevel=error "$tarball")
  SAFARI_VITE_OUT="$out/package-vite" node --test "$root"/bindings/js/tests/package/
  echo "==> benchmark: random games in WebAssembly and native"
  node "$root/bindings/js/bench.mjs"
  echo "==> the planning player's time a decision at each level (WebAssembly, Node)"
  node "$root/bindings/js/bench-levels.mjs"
  echo "==> the page's server and browser tests (Chromium): examples/web/tests"
  (cd "$root/examples/web" && npm ci --no-audit --no-fund --loglevel=error)
  (cd "$root/examples/web/tests" && npm ci --no-audit --no-fund --loglevel=error)
  node --test "$root"/examples/web/tests/
  ;;
esac
