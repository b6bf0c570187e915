#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# outputs.sh SAFARI WORKDIR TILESET
# Nothing lost in the arena, nothing destroyed by the command's outputs:
# every finished game's results line reaches --results whatever another
# referee did, and stderr names every game that failed and why; a record
# (or a picture) under its final name is whole, on a full disk too (a
# file-size limit, prlimit --fsize); an output that is an input or another
# output is refused before anything is read or written, in match, show,
# replay and play; a records folder that holds records is refused unless
# --overwrite. Each command runs under `timeout`, so nothing hangs.
set -euo pipefail

SAFARI=$1
WORK=$2
TILESET=$3
rm -rf "$WORK"
mkdir -p "$WORK"
cd "$WORK"

failures=0
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

# kept DIR RESULTS TABLE: the games of a match that stopped on a failure,
# kept alike everywhere: the table counts the results lines, each results
# line has its record and each record its line, every record is a whole
# game (it replays to the end, and its last lines are the seat comments
# with the line's scores: two bots), and nothing else is in DIR (no
# temporary file left).
kept() {
  local dir=$1 results=$2 table=$3 lines games recs rec g line other
  lines=$(wc -l <"$results")
  games=$(sed -n '1s/ games,.*//p' "$table")
  recs=$(find "$dir" -maxdepth 1 -name 'game-*.rec' | wc -l)
  [ "$games" = "$lines" ] || fail "$dir: the table counts ${games:-no} games, --results has $lines lines"
  [ "$recs" = "$lines" ] || fail "$dir: $recs records for $lines results lines"
  for rec in "$dir"/game-*.rec; do
    [ -e "$rec" ] || continue
    g=$(basename "$rec" .rec)
    g=$((10#${g#game-}))
    # game G DEAL SEATS BOT0 BOT1 SCORE0 SCORE1 FORFEIT MOVES US
    line=$(grep "^game $g " "$results" || true)
    [ -n "$line" ] || fail "$rec has no results line"
    set -- $line
    tail -n 2 "$rec" | tr '\n' '|' | grep -q "^# seat 0: .*, score ${7:-}|# seat 1: .*, score ${8:-}|\$" ||
      fail "$rec is not whole, or not its results line's game (it ends: $(tail -n 2 "$rec" | tr '\n' '|'))"
    timeout 10 "$SAFARI" replay "$rec" 2>&1 | grep -q '^decision end$' ||
      fail "$rec does not replay to the end of a game"
  done
  other=$(ls -A "$dir" | grep -v '^game-[0-9]*\.rec$' || true)
  [ -z "$other" ] || fail "$dir holds other files: $other"
}

# --- A full disk: records whole, every finished game kept ------------------
# Records of random games are 2.8 to 3 KB: under a 2900-byte limit some
# cannot be written. Which ones is fixed by the seed; which games are in
# play when the match stops depends on timing, so the checks hold for any.
echo "full disk"
for i in 1 2 3; do
  rm -rf full full.txt
  rc=0
  timeout -k 2 60 prlimit --fsize=2900 "$SAFARI" match --games 20 --jobs 2 --quiet \
    --records full --results full.txt random random >table.txt 2>err.txt || rc=$?
  [ "$rc" = 1 ] || fail "full disk, run $i: exit $rc, expected 1: $(head -c 600 err.txt)"
  grep -q "cannot write 'full/game-[0-9]*\.rec': File too large" err.txt ||
    fail "full disk, run $i: no record failed, or not said why: $(head -c 600 err.txt)"
  # Every failed game is named with its reason.
  for g in $(sed -n 's/^safari match: the referee of game \([0-9]*\) failed.*/\1/p' err.txt); do
    grep -q "^safari match: game $g: cannot write 'full/$(printf 'game-%06d.rec' "$g")': File too large$" err.txt ||
      fail "full disk, run $i: game $g failed without its reason: $(cat err.txt)"
  done
  kept full full.txt table.txt
done

# A results line cut by the limit is taken back: the file keeps whole
# lines (about 50 bytes each), which --tally reads.
rm -f cut.txt
rc=0
timeout -k 2 60 prlimit --fsize=200 "$SAFARI" match --games 20 --quiet --no-records \
  --results cut.txt random random >/dev/null 2>err.txt || rc=$?
[ "$rc" = 1 ] && grep -q "^safari match: cannot write 'cut.txt': File too large$" err.txt ||
  fail "--results under a 200-byte limit: exit $rc: $(cat err.txt)"
[ "$(tail -c 1 cut.txt | od -An -c | tr -d ' ')" = '\n' ] || fail "cut.txt ends in a cut line: $(tail -c 60 cut.txt)"
run 0 10 match --tally cut.txt random random
[ "$(sed -n '1s/ games,.*//p' out.txt)" = "$(wc -l <cut.txt)" ] || fail "the tally of cut.txt: $(head -1 out.txt)"

# --- A referee fails while another game goes on ----------------------------
# The record of game 1 cannot be made (a folder has its name); bot 0 pauses
# 2 s before its first move on seat 0, so game 0, on the other referee,
# ends after game 1 failed. Its results line must reach --results.
echo "a referee fails while another game goes on"
cat >pause.sh <<'BOT'
while IFS= read -r line; do
  case $line in "newgame 0 "*) sleep 2 ;; esac
  printf '%s\n' "$line"
done | exec "$SAFARI" bot random
BOT
export SAFARI
rm -rf fail
mkdir -p fail/game-000001.rec
run 1 60 match --games 4 --jobs 2 --quiet --records fail --results fail.txt "sh pause.sh" random
cp out.txt fail-table.txt
grep -q "^safari match: game 1: cannot write 'fail/game-000001.rec': Is a directory$" err.txt ||
  fail "game 1's failure is not said: $(cat err.txt)"
grep -q "^safari match: the referee of game 1 failed" err.txt || fail "game 1 not named failed: $(cat err.txt)"
grep -q "^game 0 " fail.txt || fail "game 0, which ended after game 1 failed, is not in --results: $(cat fail-table.txt)"
rmdir fail/game-000001.rec
kept fail fail.txt fail-table.txt

# --- A picture is whole or absent ------------------------------------------
echo "a picture under a file-size limit"
"$SAFARI" play --seed 3 >pic.rec
run 0 10 show --svg pic.svg pic.rec
grep -q '</svg>' pic.svg || fail "no picture in pic.svg"
cp pic.svg old.svg
rc=0
timeout 10 prlimit --fsize=4096 "$SAFARI" show --svg old.svg pic.rec 2>err.txt || rc=$?
[ "$rc" = 1 ] && grep -q "^safari: cannot write 'old.svg': File too large$" err.txt ||
  fail "show --svg under a 4 KB limit: exit $rc: $(cat err.txt)"
cmp -s pic.svg old.svg || fail "the picture that could not be written replaced the old one"
leftover=$(ls -A | grep -c '\.tmp-' || true)
[ "$leftover" = 0 ] || fail "temporary files left: $(ls -A | grep '\.tmp-')"
# A device is written in place, and stays a device.
run 0 10 show --svg /dev/null pic.rec
[ -c /dev/null ] || fail "/dev/null is no longer a device"

# --- A second match into the same records folder --------------------------
echo "a second match into the same records folder"
run 0 30 match --games 4 --quiet --records again random random
before=$(cat again/game-*.rec | cksum)
run 1 30 match --games 2 --seed 5 --quiet --records again random random
grep -q "^safari: 'again' holds 4 records of an earlier match (game-000000.rec...): pass --overwrite" err.txt ||
  fail "the second match is not refused: $(cat err.txt)"
[ "$(cat again/game-*.rec | cksum)" = "$before" ] || fail "the refused match changed the records"
# --overwrite: this match's records replace those of the same names.
run 0 30 match --games 2 --seed 5 --quiet --overwrite --records again random random
[ "$(ls again | wc -l)" = 4 ] || fail "--overwrite: not 4 records: $(ls again)"
grep -q '^# match game 0 deal 0 seed 5$' again/game-000000.rec || fail "--overwrite did not write game 0"
grep -q '^# match game 2 deal 1 seed 1$' again/game-000002.rec || fail "--overwrite lost game 2 of the first match"

# --- Colliding paths are refused before anything is written ----------------
echo "colliding paths"
run 1 30 match --games 4 --quiet --records col --results col/game-000003.rec random random
grep -q "^safari: --results 'col/game-000003.rec' is the record of game 3 in --records 'col'" err.txt ||
  fail "--results onto a record: $(cat err.txt)"
[ ! -e col ] || fail "the refused match made its records folder: $(ls -A col)"
run 1 30 match --games 4 --quiet --records col --results ./col/../col random random
grep -q "are the same file" err.txt || fail "--results onto the records folder: $(cat err.txt)"
# The table goes to standard output: not into the --results file.
rc=0
timeout 30 "$SAFARI" match --games 2 --quiet --no-records --results r.txt random random \
  >r.txt 2>err.txt || rc=$?
[ "$rc" = 1 ] && grep -q "the table (standard output) and --results 'r.txt' are the same file" err.txt ||
  fail "the table into --results: exit $rc: $(cat err.txt)"
# A record of a game not in this match is another file.
run 0 30 match --games 2 --quiet --records col2 --results col2/game-000002.rec random random

"$SAFARI" play --seed 3 >same.rec
keep=$(cksum <same.rec)
ln -s same.rec link.rec
for args in "show --svg same.rec same.rec" "show --svg ./same.rec same.rec" \
            "show --svg link.rec same.rec"; do
  # shellcheck disable=SC2086
  run 1 10 $args
  grep -q "the record read 'same.rec' are the same file" err.txt || fail "safari $args: $(cat err.txt)"
done
for args in "show same.rec" "show --svg - same.rec" "replay same.rec" "legal same.rec" \
            "replay --board same.rec"; do
  rc=0
  # shellcheck disable=SC2086
  timeout 10 "$SAFARI" $args >>same.rec 2>err.txt || rc=$?
  [ "$rc" = 1 ] && grep -q "(standard output) and the record read 'same.rec' are the same file" err.txt ||
    fail "safari $args >>same.rec: exit $rc: $(cat err.txt)"
done
rc=0
timeout 10 "$SAFARI" replay <same.rec >>same.rec 2>err.txt || rc=$?
[ "$rc" = 1 ] || fail "safari replay <same.rec >>same.rec: exit $rc"
[ "$(cksum <same.rec)" = "$keep" ] || fail "same.rec was changed"
cp "$TILESET" tiles.txt
keep_tiles=$(cksum <tiles.txt)
rc=0
timeout 10 "$SAFARI" play --tileset tiles.txt >>tiles.txt 2>err.txt || rc=$?
[ "$rc" = 1 ] && grep -q "the record written (standard output) and --tileset 'tiles.txt' are the same file" err.txt ||
  fail "play --tileset tiles.txt >>tiles.txt: exit $rc: $(cat err.txt)"
[ "$(cksum <tiles.txt)" = "$keep_tiles" ] || fail "tiles.txt was changed"
# What differs still works: a picture beside the record, a pipe.
run 0 10 show --svg same.svg same.rec
grep -q '</svg>' same.svg || fail "no picture in same.svg"
"$SAFARI" replay <same.rec | grep -q '^decision end$' || fail "replay from a pipe"

if [ "$failures" -gt 0 ]; then
  echo "$failures failures" >&2
  exit 1
fi
echo "outputs: all checks passed"
