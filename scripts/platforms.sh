#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The platform matrix (docs/platforms.md): scripts/platforms.sh [ROW...]
# runs each row (default: all, in this order), each its own script
# scripts/platforms/<row>.sh building under build-platforms/<row>/, goes on
# after a failed row, prints a table of the rows and exits 1 if any failed.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
ALL_ROWS=(gcc clang i386 aarch64 s390x portable windows)
OUT=${PLATFORMS_OUT:-$ROOT/build-platforms}

if [ $# -gt 0 ]; then
  rows=("$@")
else
  rows=("${ALL_ROWS[@]}")
fi
for row in "${rows[@]}"; do
  case " ${ALL_ROWS[*]} " in
    *" $row "*) ;;
    *) echo "platforms: error: unknown row '$row' (rows: ${ALL_ROWS[*]})" >&2; exit 2 ;;
  esac
done

failed=()
lines=()
start_all=$SECONDS
for row in "${rows[@]}"; do
  script=$ROOT/scripts/platforms/$row.sh
  echo "platforms: === $row"
  start=$SECONDS
  rm -f "$OUT/$row/status"
  if [ ! -f "$script" ]; then
    echo "platforms[$row]: error: scripts/platforms/$row.sh does not exist: the row cannot run" >&2
    rc=127
  else
    rc=0
    bash "$script" || rc=$?
  fi
  secs=$((SECONDS - start))
  # The row's own columns, or "?" where it wrote none.
  builds="?" tests="?" digest="?"
  if [ -f "$OUT/$row/status" ]; then
    builds=$(sed -n 's/^builds=//p' "$OUT/$row/status")
    tests=$(sed -n 's/^tests=//p' "$OUT/$row/status")
    digest=$(sed -n 's/^digest=//p' "$OUT/$row/status")
  fi
  if [ $rc -eq 0 ]; then
    result=green
  else
    result="FAILED (exit $rc)"
    failed+=("$row")
  fi
  lines+=("| $row | ${builds:-?} | ${tests:-?} | ${digest:-?} | $((secs / 60))m$((secs % 60))s | $result |")
  echo "platforms: === $row: $result in ${secs}s"
done

total=$((SECONDS - start_all))
echo
echo "| row | builds | tests | digest | time | result |"
echo "| --- | --- | --- | --- | --- | --- |"
printf '%s\n' "${lines[@]}"
echo
echo "platforms: ${#rows[@]} rows in $((total / 60))m$((total % 60))s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "platforms: failed rows: ${failed[*]}" >&2
  exit 1
fi
echo "platforms: every row green"
