#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# hostile.sh SAFARI WORKDIR [PYTHON ARENA_PY]
# `safari match` against hostile bots (bots/*.sh) and hostile outputs: the
# defects of issue 23, each checked by its effect. Records stay readable
# whatever a bot sends; no process a bot starts outlives the match, however
# it detaches; SIGTERM and SIGINT stop a match and keep its finished games;
# every output is checked before the first game, and every write. Each
# command runs under `timeout`, so nothing hangs.
set -euo pipefail

SAFARI=$1
WORK=$2
PYTHON=${3:-}
ARENA_PY=${4:-}
BOTS=$(cd "$(dirname "$0")/bots" && pwd)
export SAFARI
rm -rf "$WORK"
mkdir -p "$WORK"
cd "$WORK"

failures=0
section_start=$(date +%s%N)
section_name=start
# section NAME: prints how long the previous section took (CI time).
section() {
  local now
  now=$(date +%s%N)
  echo "$section_name: $(( (now - section_start) / 1000000 )) ms"
  section_start=$now
  section_name=$1
}
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# run EXPECT_RC SECONDS ARGS...: safari ARGS under a time bound, its
# output in out.txt and err.txt; checks the exit status.
run() {
  local want=$1 limit=$2 rc=0
  shift 2
  timeout -k 2 "$limit" "$SAFARI" "$@" >out.txt 2>err.txt || rc=$?
  if [ "$rc" != "$want" ]; then
    fail "safari $* exited $rc, expected $want: $(head -c 600 err.txt)"
  fi
}

# Every record in folder $1 replays.
replays() {
  local n=0 r
  for r in "$1"/game-*.rec; do
    [ -e "$r" ] || continue
    n=$((n + 1))
    if ! timeout 10 "$SAFARI" replay "$r" >/dev/null 2>replay.err; then
      fail "$r does not replay: $(cat replay.err)"
      break
    fi
  done
  echo "$n"
}

# No process of the pid file $1 is alive.
all_gone() {
  local pid
  [ -s "$1" ] || { fail "$1: no pid written (the bot did not start its child)"; return 0; }
  sleep 0.2
  while read -r pid; do
    if kill -0 "$pid" 2>/dev/null; then
      fail "process $pid of $1 outlived the match"
      kill -9 "$pid" 2>/dev/null || true
    fi
  done <"$1"
}

# --- Records: a lone CR and a newline in what records carry -------------
section "Records: a lone CR and a newline in what records carry"
run 0 20 match --games 4 --records cr random "sh $BOTS/cr_move.sh"
grep -q "malformed line (a control byte): move pa\\\\x0dss" err.txt ||
  fail "the lone CR is not a malformed line: $(cat err.txt)"
[ "$(replays cr)" = 4 ] || fail "not 4 readable records of the CR bot"

run 0 20 match --games 2 --records nl random "$SAFARI bot random
:"
[ "$(replays nl)" = 2 ] || fail "not 2 readable records with a command holding a newline"
grep -q '^# seat .*bot random\\x0a:, score' nl/game-000000.rec ||
  fail "the newline of the command is not escaped in the record"

# --- Wrong forfeit reasons and accepted garbage ---------------------------
section "Wrong forfeit reasons and accepted garbage"
run 0 20 match --games 2 --json --records nul random "sh $BOTS/nul_move.sh"
grep -q '"games":2,"forfeits":2,' out.txt || fail "move pass<NUL>junk accepted: $(cat out.txt)"
grep -q 'malformed line (a control byte): move pass\\x00junk' nul/game-000001.rec ||
  fail "no control-byte reason in the record of the NUL bot"

start=$(date +%s%N)
run 0 30 match --games 2 --time 20000 --json --no-records random "sh $BOTS/close_stdout.sh"
ms=$(( ($(date +%s%N) - start) / 1000000 ))
grep -q 'loses: crash' err.txt || fail "closing stdout is not a crash: $(cat err.txt)"
[ "$ms" -lt 5000 ] || fail "closing stdout forfeited after $ms ms (not at once)"

run 0 20 match --games 2 --json --no-records random "sh $BOTS/sigpipe.sh"
grep -q '"games":2,"forfeits":0,' out.txt || fail "a bot inherits SIGPIPE ignored: $(cat err.txt)"

run 1 20 match --games 2 --records se random "sh $BOTS/stderr_crash.sh"
grep -q '^# forfeit seat .*stderr: the last words of stderr_crash$' se/game-000000.rec ||
  fail "the bot's stderr is not in its forfeit reason: $(grep forfeit se/game-000000.rec)"

# --- Containment: a detached grandchild, and `2>&1 | cat` -----------------
section "Containment: a detached grandchild, and 2>&1 | cat"
: >detach.pids
start=$(date +%s%N)
timeout -k 2 25 bash -c '"$0" match --games 4 --jobs 2 --no-records random "sh $1 $2" 2>&1 | cat >pipe.txt' \
  "$SAFARI" "$BOTS/detach.sh" "$WORK/detach.pids" || fail "match 2>&1 | cat: exit $? (timeout: 124)"
ms=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$ms" -lt 10000 ] || fail "match 2>&1 | cat took $ms ms: a bot's grandchild held the pipe"
all_gone detach.pids

# --- SIGTERM and SIGINT to a running match ---------------------------------
section "SIGTERM and SIGINT to a running match"
for sig in TERM INT; do
  : >stubborn.pids
  rm -rf "stop$sig"
  rc=0
  # Its own process group (job control on for this one job): the signal
  # goes to the group, the match and its referees, as a terminal's Ctrl-C
  # or a CI cancel sends it.
  set -m
  "$SAFARI" match --games 100000 --jobs 2 --quiet --records "stop$sig" \
    --results "stop$sig.txt" random "sh $BOTS/stubborn.sh $WORK/stubborn.pids" \
    >/dev/null 2>"stop$sig.err" &
  pid=$!
  set +m
  sleep 1.5
  kill -s "$sig" -- "-$pid" || fail "SIG$sig: no match to signal"
  # At most 20 s for the match to stop (no watchdog process: one left
  # sleeping would hold this script's output open).
  for _ in $(seq 200); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -9 -- "-$pid" 2>/dev/null || true
  wait "$pid" || rc=$?
  want=$([ "$sig" = TERM ] && echo 143 || echo 130)
  [ "$rc" = "$want" ] || fail "SIG$sig: exit $rc, expected $want: $(tail -c 400 "stop$sig.err")"
  games=$({ cat "stop$sig.txt" 2>/dev/null || true; } | wc -l)
  recs=$({ ls "stop$sig" 2>/dev/null || true; } | grep -c '^game-.*\.rec$' || true)
  [ "$games" -gt 0 ] || fail "SIG$sig: no finished game kept"
  [ "$games" = "$recs" ] || fail "SIG$sig: $games results lines but $recs records"
  # The newest records are whole games (a cut record would replay too).
  for r in $({ ls "stop$sig" 2>/dev/null || true; } | tail -n 4); do
    timeout 10 "$SAFARI" replay "stop$sig/$r" 2>&1 | grep -q '^decision end$' ||
      fail "SIG$sig: stop$sig/$r is not a finished game"
  done
  all_gone stubborn.pids
done

# --- Outputs ---------------------------------------------------------------
section "Outputs"
"$SAFARI" play --seed 3 >game.rec
for cmd in "play --seed 3" "replay game.rec" "legal game.rec" "show game.rec" \
           "show --svg - game.rec" "match --games 2 --no-records random random" "--help"; do
  rc=0
  # shellcheck disable=SC2086
  timeout 20 "$SAFARI" $cmd >/dev/full 2>err.txt || rc=$?
  [ "$rc" = 1 ] || fail "safari $cmd >/dev/full: exit $rc, expected 1"
  grep -q "cannot write standard output" err.txt || fail "safari $cmd >/dev/full: no message"
done
run 1 10 show --svg /dev/full game.rec
grep -q "cannot write '/dev/full'" err.txt || fail "show --svg /dev/full: $(cat err.txt)"

run 1 20 match --games 2 --no-records --results /dev/full random random
grep -q "cannot write '/dev/full': No space left on device" err.txt ||
  fail "--results /dev/full: $(cat err.txt)"
# Unwritable outputs are found before the first game: no game is played.
for bad in "--results $WORK/no/such/dir/r.txt --records fresh" "--records /dev/full" \
           "--records game.rec" "--records $WORK/no/such/dir"; do
  rm -rf fresh
  # shellcheck disable=SC2086
  run 1 10 match --games 400 $bad random random
  grep -q "^safari: cannot" err.txt || fail "match $bad: $(cat err.txt)"
  if [ -n "$(ls fresh 2>/dev/null)" ]; then fail "match $bad played games: $(ls fresh | head -3)"; fi
done

# A match of no game, and a tally of nothing, are errors.
run 2 10 match --games 2 --no-records mcts:0 random
for bot in "$WORK/no-such-program" "$WORK"; do
  run 1 10 match --games 2 --no-records "$bot" random
  grep -q "no game was played" err.txt || fail "match with $bot: $(cat err.txt)"
  grep -q "cannot start" err.txt || fail "match with $bot: no 'cannot start': $(cat err.txt)"
done
mkdir -p empty
: >empty.txt
run 1 10 match --tally empty random random
run 1 10 match --tally empty.txt random random
grep -q "no results lines" err.txt || fail "tally of an empty file: $(cat err.txt)"

# --- Names: the `id name`s, whole, never two alike -------------------------
section "Names: the id names, whole, never two alike"
run 0 20 match --games 3 --no-records "sh $BOTS/named.sh a-long-name-that-is-the-same-x" \
  "sh $BOTS/named.sh a-long-name-that-is-the-same-y" random
grep -q '^a-long-name-that-is-the-same-x ' out.txt && grep -q '^a-long-name-that-is-the-same-y ' out.txt ||
  fail "names cut or lost: $(cat out.txt)"
run 0 20 match --games 2 --no-records "sh $BOTS/named.sh twin" "sh $BOTS/named.sh  twin"
[ "$(grep -c '^twin (sh ' out.txt)" = 2 ] || fail "equal id names not told apart: $(cat out.txt)"
run 0 20 match --games 2 --no-records random random
grep -q '^safari-random (random) ' out.txt && grep -q '^safari-random (random)#2 ' out.txt ||
  fail "the same bot twice not told apart: $(cat out.txt)"
run 0 20 match --games 3 --no-records random random random
grep -q '^safari-random (random)#2 ' out.txt && grep -q '^safari-random (random)#3 ' out.txt ||
  fail "the same bot three times not numbered 1, 2, 3: $(cat out.txt)"

# --- safari.arena reads with a time bound ----------------------------------
section "safari.arena reads with a time bound"
if [ -n "$PYTHON" ]; then
  cat >hang.sh <<'BOT'
read -r l
echo ready
exec sleep 60
BOT
  rc=0
  timeout -k 2 30 "$PYTHON" - "$ARENA_PY" "$SAFARI" "$WORK/hang.sh" <<'PY' || rc=$?
import importlib.util, sys, time
spec = importlib.util.spec_from_file_location("arena", sys.argv[1])
arena = importlib.util.module_from_spec(spec)
spec.loader.exec_module(arena)
start = time.monotonic()
try:
    arena.play_batch(sys.argv[2], ["random", "sh " + sys.argv[3]], 1, 0, 1, move_ms=60000,
                     keep_records=False, timeout=2)
except TimeoutError as e:
    print("timed out as asked:", e)
    sys.exit(0 if time.monotonic() - start < 10 else 3)
sys.exit(4)
PY
  [ "$rc" = 0 ] || fail "safari.arena play_batch with timeout=2: exit $rc"
fi

section end
if [ "$failures" -gt 0 ]; then
  echo "$failures failures" >&2
  exit 1
fi
echo "hostile bots and outputs: all checks passed"
