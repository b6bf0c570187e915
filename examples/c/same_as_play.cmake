# SPDX-License-Identifier: MIT
# cmake -DRANDOM_GAME=prog -DSAFARI=safari -DSEED=S -DSEATS=K -DWORK=dir
#       [-DEMULATOR=<command>] -P same_as_play.cmake
#
# random_game S K must play the game of `safari play --seed S --seats K`
# (the same generator and pick, by construction): its score lines must be
# those that `safari replay` computes from that record. Exit statuses are
# checked, not only the text. A cross build runs both under its emulator.
foreach(_var RANDOM_GAME SAFARI SEED SEATS WORK)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "same_as_play.cmake: pass -D${_var}=...")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

execute_process(COMMAND ${EMULATOR} ${RANDOM_GAME} ${SEED} ${SEATS}
                OUTPUT_VARIABLE _game RESULT_VARIABLE _rc)
if(NOT _rc STREQUAL "0")
  message(FATAL_ERROR "random_game exited ${_rc}")
endif()
execute_process(COMMAND ${EMULATOR} ${SAFARI} play --seed ${SEED} --seats ${SEATS}
                OUTPUT_FILE "${WORK}/game.rec" RESULT_VARIABLE _rc)
if(NOT _rc STREQUAL "0")
  message(FATAL_ERROR "safari play exited ${_rc}")
endif()
execute_process(COMMAND ${EMULATOR} ${SAFARI} replay "${WORK}/game.rec"
                OUTPUT_VARIABLE _replay RESULT_VARIABLE _rc)
if(NOT _rc STREQUAL "0")
  message(FATAL_ERROR "safari replay exited ${_rc}")
endif()

# "seat N score P meeples ... [winner]" -> "seat N: P points[ (winner)]"
set(_want "")
string(REGEX MATCHALL "seat [0-9]+ score -?[0-9]+[^\n]*" _lines "${_replay}")
foreach(_line IN LISTS _lines)
  string(REGEX REPLACE "^seat ([0-9]+) score (-?[0-9]+).*" "seat \\1: \\2 points" _out "${_line}")
  if(_line MATCHES " winner$")
    string(APPEND _out " (winner)")
  endif()
  string(APPEND _want "${_out}\n")
endforeach()
list(LENGTH _lines _n)
if(NOT _n EQUAL SEATS)
  message(FATAL_ERROR "safari replay printed ${_n} score lines, expected ${SEATS}:\n${_replay}")
endif()
message(STATUS "random_game ${SEED} ${SEATS}:\n${_game}safari play --seed ${SEED} --seats ${SEATS}:\n${_want}")
if(NOT _game STREQUAL _want)
  message(FATAL_ERROR "random_game did not play the game of safari play --seed ${SEED}")
endif()
