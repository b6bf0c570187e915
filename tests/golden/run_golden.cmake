# SPDX-License-Identifier: MIT
# cmake -DSAFARI=<program> [-DEMULATOR=<command>] -DRECORD=<NAME.rec> -P run_golden.cmake
# Runs `safari legal` on the record. With NAME.out: the exit status must be 0
# and the output NAME.out byte for byte. With NAME.err: the exit status must
# be 1, the output empty and the error output NAME.err byte for byte.
# Byte for byte: the outputs go to files compared with `cmake -E
# compare_files`; a captured variable or file(READ) would drop a CR before
# a newline.
string(REGEX REPLACE "\\.rec$" "" _base "${RECORD}")
get_filename_component(_name "${_base}" NAME)
set(_capture "${CMAKE_CURRENT_BINARY_DIR}/${_name}")
execute_process(COMMAND ${EMULATOR} "${SAFARI}" legal
                INPUT_FILE "${RECORD}"
                OUTPUT_FILE "${_capture}.stdout" ERROR_FILE "${_capture}.stderr"
                RESULT_VARIABLE _rc)
if(EXISTS "${_base}.out")
  set(_want "${_base}.out")
  set(_want_rc 0)
  set(_got "${_capture}.stdout")
  set(_empty "${_capture}.stderr")
elseif(EXISTS "${_base}.err")
  set(_want "${_base}.err")
  set(_want_rc 1)
  set(_got "${_capture}.stderr")
  set(_empty "${_capture}.stdout") # nothing on standard output
else()
  message(FATAL_ERROR "no ${_base}.out or ${_base}.err")
endif()
if(NOT _rc STREQUAL _want_rc)
  file(READ "${_capture}.stderr" _err)
  message(FATAL_ERROR "exit status ${_rc}, expected ${_want_rc}\nstderr: ${_err}")
endif()
file(SIZE "${_empty}" _extra)
if(NOT _extra EQUAL 0)
  file(READ "${_empty}" _text)
  message(FATAL_ERROR "unexpected extra output:\n${_text}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${_got}" "${_want}"
                RESULT_VARIABLE _differ)
if(NOT _differ EQUAL 0)
  set(_actual "${CMAKE_CURRENT_BINARY_DIR}/${_name}.actual")
  execute_process(COMMAND ${CMAKE_COMMAND} -E copy "${_got}" "${_actual}")
  message(FATAL_ERROR "output differs from ${_want}; actual output in ${_actual}")
endif()
