#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The hardening checks of libsafari (docs/testing.md), each in its own build
# directory, after scripts/test.sh:
#   asan      build-asan: every ctest test under AddressSanitizer and
#             UndefinedBehaviorSanitizer; any report fails.
#   tsan      build-tsan: the threads test under ThreadSanitizer.
#   valgrind  build-valgrind: the unit suites, the threads test and the fuzz
#             corpora (these through the shared library) under valgrind
#             memcheck: no error, no leak.
#   fuzz      build-fuzz (clang, with ASan and UBSan): each libFuzzer target
#             for FUZZ_SECONDS from its seed corpus; fails unless it ran at
#             least a floor of executions (fuzz_floor below).
#
# Environment:
#   FUZZ_SECONDS        seconds per fuzz target, a whole number >= 1 (default 60)
#   SANITIZE_STEPS      the steps to run (default "asan tsan valgrind fuzz")
#   SANITIZE_CC         compiler of the asan and tsan builds (default gcc)
#   ASAN_GAMES          games of test_invariants under ASan (default 2000)
#   VALGRIND_GAMES      games of test_invariants under valgrind (default 60)
# Exits non-zero on any failure, after running every fuzz target.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
jobs="$(nproc)"
# valgrind and fuzz run programs in the background, each in a subshell;
# without job control they ignore the Ctrl-C that stops the script, so it
# stops them (the subshell and its program) on its way out.
stop_jobs() {
  local p
  for p in $(jobs -p); do
    pkill -TERM -P "$p" 2>/dev/null || true
    kill -TERM "$p" 2>/dev/null || true
  done
}
trap stop_jobs EXIT
trap 'stop_jobs; exit 130' INT
trap 'stop_jobs; exit 143' TERM

# run_in_pool LOG CMD...: runs CMD in the background once fewer than $jobs
# run (memcheck and libFuzzer use one core each), its output to LOG and
# its exit code to LOG.rc; `wait`, then pool_status LOG.
run_in_pool() {
  local log="$1"
  shift
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  rm -f "$log.rc"
  (rc=0
    "$@" </dev/null >"$log" 2>&1 || rc=$?
    echo "$rc" >"$log.rc") &
}
pool_status() { # LOG: the exit code run_in_pool wrote, or ? if none
  cat "$1.rc" 2>/dev/null || echo "?"
}
fuzz_seconds="${FUZZ_SECONDS:-60}"
steps="${SANITIZE_STEPS:-asan tsan valgrind fuzz}"
san_cc="${SANITIZE_CC:-gcc}"
fuzz_targets=(tileset record move play actions playout)
case "$fuzz_seconds" in
'' | *[!0-9]* | 0*)
  # libFuzzer reads -max_total_time=0 as "no limit".
  echo "sanitize: FUZZ_SECONDS must be a whole number of seconds >= 1, not '$fuzz_seconds'" >&2
  exit 2
  ;;
esac

configure() { # DIR ARGS...: a build directory for one step
  local dir="$1"
  shift
  cmake -S "$root" -B "$root/$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSAFARI_WERROR=ON -DSAFARI_BUILD_DOCS=OFF -DSAFARI_DEBUG_ASSERTS=ON "$@" >/dev/null
}

step_asan() {
  echo "==> asan: configuring build-asan ($san_cc, ASan + UBSan)"
  CC="$san_cc" configure build-asan -DSAFARI_ENABLE_ASAN=ON -DSAFARI_ENABLE_UBSAN=ON
  cmake --build "$root/build-asan" -j "$jobs"
  # Tests that load the library into Python or LuaJIT need the sanitizer
  # runtimes preloaded, and leak checking off (the interpreters' own
  # allocations are not ours; the other tests and valgrind check ours).
  local hosted
  hosted="$(ctest --test-dir "$root/build-asan" --show-only=json-v1 | python3 -c '
import json, os, re, sys
names = []
for t in json.load(sys.stdin)["tests"]:
    labels = next((p["value"] for p in t.get("properties", []) if p["name"] == "LABELS"), [])
    # The interpreter may come after a wrapper (cmake -P RunExample.cmake).
    interpreter = any(re.match(r"(python|lua)", os.path.basename(a)) for a in t["command"])
    if "bindings" in labels or ("examples" in labels and interpreter):
        names.append(re.escape(t["name"]))
print("^(" + "|".join(names) + ")$" if names else "")
')"
  local asan="abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1"
  local ubsan="print_stacktrace=1:halt_on_error=1"
  echo "==> asan: every test (test_invariants: ${ASAN_GAMES:-2000} games)"
  ASAN_OPTIONS="detect_leaks=1:$asan" UBSAN_OPTIONS="$ubsan" \
  SAFARI_INVARIANT_GAMES="${ASAN_GAMES:-2000}" \
    ctest --test-dir "$root/build-asan" --output-on-failure -j "$jobs" ${hosted:+-E "$hosted"}
  if [ -n "$hosted" ]; then
    echo "==> asan: the tests hosted by an interpreter, with the runtimes preloaded"
    local preload
    preload="$("$san_cc" -print-file-name=libasan.so):$("$san_cc" -print-file-name=libubsan.so)"
    # Not python_test_memory: it measures the process's resident memory,
    # which ASan's quarantine of freed blocks inflates (and it takes
    # minutes); leaks are LeakSanitizer's and valgrind's to find. It runs in
    # the normal build.
    LD_PRELOAD="$preload" ASAN_OPTIONS="detect_leaks=0:$asan" UBSAN_OPTIONS="$ubsan" \
      ctest --test-dir "$root/build-asan" --output-on-failure -j "$jobs" -R "$hosted" \
            -E '^python_test_memory$'
  fi
}

step_tsan() {
  echo "==> tsan: configuring build-tsan ($san_cc, TSan)"
  CC="$san_cc" configure build-tsan -DSAFARI_ENABLE_TSAN=ON -DSAFARI_BUILD_EXAMPLES=OFF
  if ! cmake --build "$root/build-tsan" -j "$jobs" --target test_threads; then
    echo "tsan: cannot build test_threads (is 'threads' in the folder list of tests/CMakeLists.txt?)" >&2
    return 1
  fi
  echo "==> tsan: test_threads"
  TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1" \
    ctest --test-dir "$root/build-tsan" -R '^test_threads$' --no-tests=error --output-on-failure
}

step_valgrind() {
  echo "==> valgrind: configuring build-valgrind"
  configure build-valgrind -DSAFARI_BUILD_EXAMPLES=OFF
  cmake --build "$root/build-valgrind" -j "$jobs"
  # The commands ctest would run for the unit and fuzz tests, one a line:
  # NAME, then the command and its arguments, tab-separated.
  local list
  list="$(ctest --test-dir "$root/build-valgrind" --show-only=json-v1 | python3 -c '
import json, sys
for t in json.load(sys.stdin)["tests"]:
    labels = next((p["value"] for p in t.get("properties", []) if p["name"] == "LABELS"), [])
    if {"unit", "fuzz"} & set(labels):
        print("\t".join([t["name"]] + t["command"]))
')"
  # As many programs at once as there are cores: the planning tests take
  # some six minutes each under memcheck, and one after the other they
  # took half of CI's time bound. Failed logs are printed once all ended.
  local dir="$root/build-valgrind" failed=0 name cmd names=()
  while IFS=$'\t' read -r name cmd; do
    [ -n "$name" ] || continue
    names+=("$name")
    IFS=$'\t' read -r -a argv <<<"$cmd"
    echo "--- valgrind: $name"
    run_in_pool "$dir/valgrind-$name.log" env CMOCKA_MESSAGE_OUTPUT=stdout \
      SAFARI_INVARIANT_GAMES="${VALGRIND_GAMES:-60}" \
      valgrind --quiet --leak-check=full --show-leak-kinds=all \
      --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=1 "${argv[@]}"
  done <<<"$list"
  wait
  for name in "${names[@]}"; do
    if [ "$(pool_status "$dir/valgrind-$name.log")" != 0 ]; then
      cat "$dir/valgrind-$name.log"
      echo "valgrind: $name FAILED" >&2
      failed=1
    fi
  done
  if [ "${#names[@]}" -eq 0 ]; then
    echo "valgrind: no unit or fuzz test found" >&2
    return 1
  fi
  echo "==> valgrind: ${#names[@]} test programs ran"
  return "$failed"
}

# The fewest executions a target must run in FUZZ_SECONDS: about 3% of what
# each ran in 60 s on the 2-core development machine (fuzz_tileset 362,105;
# fuzz_record 339,680; fuzz_move 27,224,453; fuzz_play 3,391; fuzz_actions
# 152,568, from 76,284 in 30 s; fuzz_playout 43,480), as a count
# per minute scaled to the time given. A loaded or slower machine stays far
# above it; a harness that stalls, or stops early, does not.
fuzz_floor() { # TARGET: prints its floor for FUZZ_SECONDS
  local per_minute
  case "$1" in
  tileset) per_minute=10000 ;;
  record) per_minute=10000 ;;
  move) per_minute=800000 ;;
  play) per_minute=100 ;;
  actions) per_minute=5000 ;;
  playout) per_minute=1300 ;;
  *) per_minute=1 ;;
  esac
  echo $(((per_minute * fuzz_seconds + 59) / 60))
}

# The executions libFuzzer reports in LOG (-print_final_stats=1, else its
# "Done N runs" line); empty when it reports none.
fuzz_executions() {
  local n
  n="$(sed -n 's/^stat::number_of_executed_units: *\([0-9][0-9]*\) *$/\1/p' "$1" | tail -n 1)"
  if [ -z "$n" ]; then
    n="$(sed -n 's/^Done \([0-9][0-9]*\) runs in .*/\1/p' "$1" | tail -n 1)"
  fi
  echo "$n"
}

step_fuzz() {
  echo "==> fuzz: configuring build-fuzz (clang, libFuzzer, ASan + UBSan)"
  CC=clang configure build-fuzz -DSAFARI_BUILD_FUZZERS=ON -DSAFARI_ENABLE_ASAN=ON \
    -DSAFARI_ENABLE_UBSAN=ON -DSAFARI_BUILD_EXAMPLES=OFF
  cmake --build "$root/build-fuzz" -j "$jobs" --target "${fuzz_targets[@]/#/fuzz_}"
  # As many targets at once as there are cores, each for FUZZ_SECONDS on
  # one (libFuzzer's default of one job): the floors below hold per target.
  # New inputs go to the build's own corpus (kept between runs); the
  # checked-in seeds are only read.
  local failed=0 summary="" t
  for t in "${fuzz_targets[@]}"; do
    mkdir -p "$root/build-fuzz/corpus/$t" "$root/build-fuzz/artifacts/$t"
    echo "==> fuzz: fuzz_$t for ${fuzz_seconds}s"
    run_in_pool "$root/build-fuzz/fuzz-$t.log" "$root/build-fuzz/tests/fuzz/fuzz_$t" \
      -max_total_time="$fuzz_seconds" -print_final_stats=1 -timeout=30 -rss_limit_mb=2560 \
      -artifact_prefix="$root/build-fuzz/artifacts/$t/" "$root/build-fuzz/corpus/$t" \
      "$root/tests/fuzz/corpus/$t"
  done
  wait
  for t in "${fuzz_targets[@]}"; do
    local log="$root/build-fuzz/fuzz-$t.log" art="$root/build-fuzz/artifacts/$t"
    local rc execs floor verdict=ok
    rc="$(pool_status "$log")"
    execs="$(fuzz_executions "$log")"
    floor="$(fuzz_floor "$t")"
    if [ "$rc" != 0 ]; then
      verdict=FAILED
    elif [ -z "$execs" ]; then
      verdict="FAILED: no execution count in $log"
      failed=1
    elif [ "$execs" -lt "$floor" ]; then
      verdict="FAILED: fewer than $floor executions"
      failed=1
    fi
    summary+="$(printf '  fuzz_%-8s %12s executions (floor %s)  %s' "$t" "${execs:-?}" \
      "$floor" "$verdict")"$'\n'
    if [ "$rc" != 0 ]; then
      tail -n 60 "$log"
      echo "fuzz: fuzz_$t failed (exit $rc); input(s) in $art/" >&2
      echo "fuzz: replay with build*/tests/fuzz/fuzz_${t}_replay FILE" >&2
      failed=1
    fi
  done
  echo "==> fuzz: executions per target (${fuzz_seconds}s each)"
  printf '%s' "$summary"
  return "$failed"
}

for step in $steps; do
  case "$step" in
  asan | tsan | valgrind | fuzz) "step_$step" ;;
  *)
    echo "sanitize: unknown step '$step'" >&2
    exit 2
    ;;
  esac
done
echo "==> sanitize: all steps passed ($steps)"
