#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the Python virtual environment of the AI adapters' tests (.venv/ in
# the repository, or $SAFARI_VENV) and installs the pinned packages of
# bindings/python/requirements-ai.txt (the learning frameworks) and
# requirements-package.txt (the package's build, wheel and typing tools)
# into it from PyPI; it also downloads the wheels of requirements-build.txt
# (the package's build backend) into .venv/wheelhouse, from which the tests
# install the package offline. Run by scripts/setup.sh; safe to run again: it
# reinstalls only when a requirements file changed since the last install
# (a copy of them is kept in the environment). The base interpreter is Debian's /usr/bin/python3 (whose
# venv module is the python3-venv package of scripts/setup.sh), or
# $SAFARI_VENV_BASE_PYTHON.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${SAFARI_VENV:-$root/.venv}"
base="${SAFARI_VENV_BASE_PYTHON:-/usr/bin/python3}"
py="$root/bindings/python"
requirements=("$py/requirements-ai.txt" "$py/requirements-package.txt" "$py/requirements-build.txt")
stamp="$venv/safari-requirements.txt"
wheelhouse="$venv/wheelhouse"

if [ ! -x "$base" ]; then
  echo "venv: error: no base Python at $base (set SAFARI_VENV_BASE_PYTHON)" >&2
  exit 1
fi

if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && cat "${requirements[@]}" | cmp -s - "$stamp"; then
  echo "venv: $venv is up to date with bindings/python/requirements-*.txt"
  exit 0
fi

if [ ! -x "$venv/bin/python" ]; then
  echo "venv: creating $venv with $base"
  "$base" -m venv "$venv"
fi
echo "venv: installing bindings/python/requirements-ai.txt and requirements-package.txt"
# --only-binary: a package without a wheel for this Python is an error here,
# not a compilation that may differ from machine to machine.
"$venv/bin/python" -m pip install --disable-pip-version-check --no-input --only-binary=:all: \
  -r "$py/requirements-ai.txt" -r "$py/requirements-package.txt"
echo "venv: downloading bindings/python/requirements-build.txt into $wheelhouse"
rm -rf "$wheelhouse"
"$venv/bin/python" -m pip download --disable-pip-version-check --no-input --only-binary=:all: \
  --no-deps -d "$wheelhouse" -r "$py/requirements-build.txt"
cat "${requirements[@]}" > "$stamp"
echo "venv: done ($("$venv/bin/python" --version))"
