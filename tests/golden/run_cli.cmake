# SPDX-License-Identifier: MIT
# cmake -DSAFARI=<program> [-DEMULATOR=<command>] -DWORK=<dir> -P run_cli.cmake
# The `safari` command end to end: play's output (with and without --board)
# is a record that legal and replay read back, a seed gives one game, and
# exit statuses are 0 (ok), 1 (bad input), 2 (bad usage).
file(MAKE_DIRECTORY "${WORK}")

function(run expect_rc)
  execute_process(COMMAND ${EMULATOR} "${SAFARI}" ${ARGN}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc STREQUAL expect_rc)
    message(FATAL_ERROR "safari ${ARGN}: exit ${rc}, expected ${expect_rc}\n${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
endfunction()

function(expect_match text regex what)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "${what}: no match for '${regex}' in:\n${text}")
  endif()
endfunction()

# A whole game, on every option, read back by legal and replay.
run(0 play --seed 42 --seats 3 --first 2 --final-scoring all --baobab-tokens after
    --board-limit 6 4)
set(record "${out}")
file(WRITE "${WORK}/game.rec" "${record}")
expect_match("${record}" "^safari 1\nseats 3\nfirst 2\nfinal-scoring all\nbaobab-tokens after\nboard-limit 6 4\ntileset default\nmoves\ntoken " "play")
run(0 play --seed 42 --seats 3 --first 2 --final-scoring all --baobab-tokens after
    --board-limit 6 4)
if(NOT out STREQUAL record)
  message(FATAL_ERROR "the same seed gave two games")
endif()
run(0 legal "${WORK}/game.rec")
expect_match("${out}" "^decision end\nto-move none\nstack 0\n" "legal of a finished game")
if(out MATCHES "\nmove ")
  message(FATAL_ERROR "move lines at the end:\n${out}")
endif()
run(0 replay "${WORK}/game.rec")
expect_match("${out}" "\ndecision end\n" "replay")
expect_match("${out}" "\nseat 2 score [0-9]+ meeples" "replay")
expect_match("${out}" " winner\n" "replay")

# The 0.2 options: the window and distinct boosts, in the record's header.
run(0 play --seed 5 --board-window 9 7 --boosts distinct)
file(WRITE "${WORK}/window.rec" "${out}")
expect_match("${out}" "\nbaobab-tokens before\nboosts distinct\nboard-limit window 9 7\ntileset default\n" "play --board-window")
run(0 replay "${WORK}/window.rec")
expect_match("${out}" "\ndecision end\n" "replay of a window game")
run(0 play --seed 5 --boosts independent)
if(out MATCHES "boosts")
  message(FATAL_ERROR "boosts independent is never written:\n${out}")
endif()

# With --board the drawing and scores are comments: still a record.
run(0 play --seed 7 --board)
file(WRITE "${WORK}/board.rec" "${out}")
expect_match("${out}" "\n# board: " "play --board")
expect_match("${out}" "\n# seat 1 score " "play --board")
run(0 replay --board "${WORK}/board.rec")
expect_match("${out}" "S2" "replay --board")

# Bad input: exit 1 and `error LINE: REASON`.
file(WRITE "${WORK}/bad.rec" "safari 1\nseats 9\n")
run(1 replay "${WORK}/bad.rec")
expect_match("${err}" "^error 2: bad value '9' for 'seats'\n$" "replay of a bad record")
run(1 legal "${WORK}/does-not-exist.rec")

# Standard output that cannot be written (a full disk): exit 1 and why.
if(EXISTS /dev/full)
  execute_process(COMMAND ${EMULATOR} "${SAFARI}" play --seed 3 OUTPUT_FILE /dev/full
                  ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc STREQUAL "1")
    message(FATAL_ERROR "safari play > /dev/full: exit ${rc}, expected 1\n${err}")
  endif()
  expect_match("${err}" "^safari: cannot write standard output" "play > /dev/full")
endif()

# Bad usage: exit 2.
run(2)
run(2 frobnicate)
run(2 play --seats 6)
run(2 play --seed)
run(2 play --first 2 --seats 2)
run(2 play --board-limit 1 0)
run(2 play --board-window 4 1)
run(2 play --board-window 0 5)
run(2 play --boosts same)
run(2 legal --frob)
run(2 legal a b)
# The one parser's wording (common/args.c), the same for every subcommand.
run(2 play --seats 6)
expect_match("${err}" "^safari: seats must be 2\\.\\.5, not '6'\nTry 'safari --help'\\.\n$" "play --seats 6")
run(2 play --final-scoring most)
expect_match("${err}" "^safari: final-scoring must be majority or all, not 'most'\n" "an enum")
run(2 play --board-window 0 5)
expect_match("${err}" "^safari: board-window must be two numbers 1\\.\\.32767, not '0 5'\n" "two values")
run(2 show --moves)
expect_match("${err}" "^safari: missing value for '--moves'\n" "show --moves")
run(2 replay --frob)
expect_match("${err}" "^safari: unknown option '--frob'\n" "replay --frob")
run(2 levels extra)
expect_match("${err}" "^safari: unexpected argument 'extra'\n" "levels extra")
run(2 play extra)
expect_match("${err}" "^safari: unexpected argument 'extra'\n" "play extra")
run(0 --help)
expect_match("${out}" "Usage: safari" "--help")
run(0 --version)
expect_match("${out}" "^safari [0-9]+\\.[0-9]+\\.[0-9]+" "--version")
