# SPDX-License-Identifier: MIT
# cmake -DSAFARI=<program> [-DEMULATOR=<command>] -DRECORD=<NAME.rec>
#       [-DMOVES=N] -DEXPECTED=<FILE.svg> -DOUT=<FILE> -P run_svg.cmake
# `safari show --svg` of the record (its first N moves with MOVES) must be
# EXPECTED byte for byte: the library's default picture
# (safari_game_svg_write, and safari_game_svg_write_ex with
# SAFARI_SVG_OPTIONS_INIT) kept as it was.
set(_moves)
if(DEFINED MOVES)
  set(_moves --moves ${MOVES})
endif()
execute_process(COMMAND ${EMULATOR} "${SAFARI}" show ${_moves} --svg "${OUT}" "${RECORD}"
                RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "safari show --svg exited with ${_rc}: ${_err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${OUT}" "${EXPECTED}"
                RESULT_VARIABLE _same)
if(NOT _same EQUAL 0)
  message(FATAL_ERROR "${OUT} differs from ${EXPECTED}")
endif()
