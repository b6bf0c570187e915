#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the Debian packages that libsafari needs, only those that are
# missing; safe to run again.
#   scripts/setup.sh --demo   what scripts/demo.sh needs: a compiler and CMake
#   scripts/setup.sh          everything scripts/test.sh needs, then the
#                             Python environment of the AI adapters' tests
#                             (scripts/venv.sh)
set -euo pipefail

demo=0
case "${1:-}" in
  --demo) demo=1 ;;
  "") ;;
  *) echo "usage: scripts/setup.sh [--demo]" >&2; exit 2 ;;
esac

# What building the library and the command needs: the demo's whole list.
DEMO_PACKAGES=(
  build-essential   # gcc, g++, make, libc headers
  cmake
)

# What the tests need besides (Debian 12 names).
TEST_PACKAGES=(
  pkg-config
  dpkg-dev          # dpkg-shlibdeps: the Depends of the .deb packages (tests/package)
  libcmocka-dev     # unit tests
  doxygen           # the docs target
  libffi-dev        # ABI test: every export called through libffi
  luajit            # Lua binding
  python3           # Python binding, test scripts
  python3-pip       # the binding's offline install test
  python3-cffi      # the third-party FFI test: the installed header through cffi
  python3-numpy     # the Python binding's NumPy path (masks, observations)
  valgrind          # leak checks
  clang             # fuzzing and a second compiler for the header test
  libclang-rt-14-dev  # sanitizer and libFuzzer runtimes for clang
  abigail-tools     # ABI comparison
  librsvg2-bin      # rsvg-convert: board pictures as PNG
  python3-distributed  # Dask: safari.arena runs matches on a cluster (its test: a LocalCluster)
  python3-venv      # scripts/venv.sh: the AI adapters' virtual environment
)

SAFARI_PACKAGES=("${DEMO_PACKAGES[@]}")
[ "$demo" -eq 1 ] || SAFARI_PACKAGES+=("${TEST_PACKAGES[@]}")

missing=()
for pkg in "${SAFARI_PACKAGES[@]}"; do
  # "install ok installed" is the only state in which a package is usable.
  if [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)" != "install ok installed" ]; then
    missing+=("$pkg")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#SAFARI_PACKAGES[@]} required packages are installed"
else
  echo "setup: missing packages: ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: error: installing them needs root. Run as root, or:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "setup: apt-get update"
  apt-get update
  echo "setup: apt-get install ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  echo "setup: packages done"
fi

[ "$demo" -eq 1 ] && exit 0

# The pinned PyPI packages of the OpenSpiel, PettingZoo and Gymnasium
# adapters, in .venv/ (no root needed).
bash "$(dirname "${BASH_SOURCE[0]}")/venv.sh"
