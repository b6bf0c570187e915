# SPDX-License-Identifier: MIT
# cmake -DSAFARI=<cross-built program> [-DEMULATOR=<command>] -DNATIVE=<native program>
#       -DWORK=<dir> [-DSEEDS=<seed;...>] -P run_same_output.cmake
# The cross-built `safari` command, run under its emulator, and a native
# build of the same sources are given the same arguments and input; their
# exit statuses, standard outputs, standard errors and written files must be
# equal byte for byte. The native build is the independent computation: no
# expected output is stored here. Games: each of SEEDS (default 1 and 42)
# at 2 to 5 seats, and one game on each rule option; for each game play, replay (with
# and without --board), legal (whole, cut in the middle, and on standard
# input), show (text, --moves, --svg to standard output and to a file), and
# the errors of bad records and bad usage.
foreach(_var SAFARI NATIVE WORK)
  if(NOT DEFINED ${_var} OR "${${_var}}" STREQUAL "")
    message(FATAL_ERROR "run_same_output.cmake: -D${_var}= is required")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/native" "${WORK}/cross" "${WORK}/in")

set(_runs 0)
# same(<label> [INPUT <file>] [FILES <name>...] ARGS <arg>...): runs both
# programs in their own folders; every FILES name is a file the command
# writes there, compared too. Sets `out` to the native standard output and
# `rc` to the native exit status.
function(same label)
  cmake_parse_arguments(PARSE_ARGV 1 _s "" "INPUT" "FILES;ARGS")
  set(_in "")
  if(_s_INPUT)
    set(_in INPUT_FILE "${_s_INPUT}")
  endif()
  foreach(_side native cross)
    if(_side STREQUAL native)
      set(_cmd "${NATIVE}")
    else()
      set(_cmd ${EMULATOR} "${SAFARI}")
    endif()
    foreach(_f IN LISTS _s_FILES)
      file(REMOVE "${WORK}/${_side}/${_f}")
    endforeach()
    execute_process(COMMAND ${_cmd} ${_s_ARGS} ${_in}
                    WORKING_DIRECTORY "${WORK}/${_side}"
                    OUTPUT_FILE "${WORK}/${_side}/stdout" ERROR_FILE "${WORK}/${_side}/stderr"
                    RESULT_VARIABLE _rc_${_side})
  endforeach()
  if(NOT _rc_native STREQUAL _rc_cross)
    file(READ "${WORK}/cross/stderr" _err)
    message(FATAL_ERROR "${label}: safari ${_s_ARGS}: exit ${_rc_cross} cross-built, "
                        "${_rc_native} native; cross-built stderr:\n${_err}")
  endif()
  foreach(_f stdout stderr ${_s_FILES})
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
                            "${WORK}/native/${_f}" "${WORK}/cross/${_f}"
                    RESULT_VARIABLE _differ)
    if(NOT _differ EQUAL 0)
      foreach(_kept native cross)
        execute_process(COMMAND ${CMAKE_COMMAND} -E copy "${WORK}/${_kept}/${_f}"
                                "${WORK}/${_f}.${_kept}")
      endforeach()
      file(READ "${WORK}/cross/stderr" _err)
      message(FATAL_ERROR "${label}: safari ${_s_ARGS}: ${_f} differs from the native "
                          "build's; both kept in ${WORK}/${_f}.native and .cross; "
                          "cross-built stderr:\n${_err}")
    endif()
  endforeach()
  file(READ "${WORK}/native/stdout" _out)
  set(out "${_out}" PARENT_SCOPE)
  set(rc "${_rc_native}" PARENT_SCOPE)
  math(EXPR _n "${_runs} + 1")
  set(_runs ${_n} PARENT_SCOPE)
endfunction()

# expect_rc(<label> <rc>): the native status, which the cross-built one equals.
function(expect_rc label want)
  if(NOT rc STREQUAL want)
    message(FATAL_ERROR "${label}: exit ${rc}, expected ${want}")
  endif()
endfunction()

# The first `lines` lines of a text, each with its newline.
function(first_lines text lines outvar)
  set(_cut "")
  foreach(_i RANGE 1 ${lines})
    string(FIND "${text}" "\n" _at)
    if(_at LESS 0)
      break()
    endif()
    math(EXPR _len "${_at} + 1")
    string(SUBSTRING "${text}" 0 ${_len} _line)
    string(SUBSTRING "${text}" ${_len} -1 text)
    string(APPEND _cut "${_line}")
  endforeach()
  set(${outvar} "${_cut}" PARENT_SCOPE)
endfunction()

# game(<name> <play option>...): a game, and every command on its record.
function(game name)
  same("${name}: play" ARGS play ${ARGN})
  expect_rc("${name}: play" 0)
  set(_rec "${WORK}/in/${name}.rec")
  file(WRITE "${_rec}" "${out}")
  if(NOT out MATCHES "^safari 1\n")
    message(FATAL_ERROR "${name}: play printed no record:\n${out}")
  endif()
  same("${name}: replay" ARGS replay "${_rec}")
  expect_rc("${name}: replay" 0)
  same("${name}: replay --board" ARGS replay --board "${_rec}")
  same("${name}: legal" ARGS legal "${_rec}")
  expect_rc("${name}: legal" 0)
  same("${name}: legal, standard input" INPUT "${_rec}" ARGS legal)
  # A position in the middle of the game, where moves are listed.
  file(READ "${_rec}" _text)
  first_lines("${_text}" 120 _half)
  file(WRITE "${WORK}/in/${name}-half.rec" "${_half}")
  same("${name}: legal, cut" ARGS legal "${WORK}/in/${name}-half.rec")
  expect_rc("${name}: legal, cut" 0)
  same("${name}: show" ARGS show "${_rec}")
  expect_rc("${name}: show" 0)
  same("${name}: show --moves 30" ARGS show --moves 30 "${_rec}")
  same("${name}: show --svg -" ARGS show --svg - "${_rec}")
  expect_rc("${name}: show --svg -" 0)
  same("${name}: show --svg FILE" FILES board.svg ARGS show --moves 50 --svg board.svg "${_rec}")
  expect_rc("${name}: show --svg FILE" 0)
  set(_runs ${_runs} PARENT_SCOPE)
endfunction()

if(NOT SEEDS)
  set(SEEDS 1 42)
endif()
foreach(_seats 2 3 4 5)
  foreach(_seed IN LISTS SEEDS)
    game(s${_seed}-k${_seats} --seed ${_seed} --seats ${_seats})
  endforeach()
endforeach()
game(first --seed 3 --seats 4 --first 3)
game(final-all --seed 4 --seats 3 --final-scoring all)
game(tokens-after --seed 5 --seats 2 --baobab-tokens after)
game(limit --seed 6 --seats 3 --board-limit 6 4)
game(window --seed 8 --seats 4 --board-window 9 7 --boosts distinct)
game(everything --seed 42 --seats 5 --first 2 --final-scoring all --baobab-tokens after
     --board-limit 6 4 --boosts distinct)
same("play --board" ARGS play --seed 9 --seats 3 --board)
expect_rc("play --board" 0)

# Errors: the same status and the same message.
file(WRITE "${WORK}/in/bad-seats.rec" "safari 1\nseats 9\n")
same("bad record" ARGS replay "${WORK}/in/bad-seats.rec")
expect_rc("bad record" 1)
same("bad record, legal" INPUT "${WORK}/in/bad-seats.rec" ARGS legal)
file(WRITE "${WORK}/in/crlf.rec" "safari 1\r\nseats 2\r\nmoves\r\n")
same("a record with CRLF line ends" ARGS legal "${WORK}/in/crlf.rec")
same("missing file" ARGS legal missing.rec)
expect_rc("missing file" 1)
same("--moves beyond the record" ARGS show --moves 100000 "${WORK}/in/s1-k2.rec")
expect_rc("--moves beyond the record" 1)
foreach(_bad "play;--seats;6" "play;--seed" "show;--moves;x" "frobnicate" "legal;a;b")
  same("bad usage" ARGS ${_bad})
  expect_rc("bad usage" 2)
endforeach()
same("help" ARGS --help)
same("version" ARGS --version)
message(STATUS "${_runs} commands gave the same bytes cross-built and native")
