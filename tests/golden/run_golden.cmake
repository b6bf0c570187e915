# cmake -DSAFARI=<program> [-DEMULATOR=<command>] -DRECORD=<NAME.rec> -P run_golden.cmake
# Runs `safari legal` on the record. With NAME.out: the exit status must be 0
# and the output NAME.out byte for byte. With NAME.err: the exit status must
# be 1, the output empty and the error output NAME.err byte for byte.
string(REGEX REPLACE "\\.rec$" "" _base "${RECORD}")
execute_process(COMMAND ${EMULATOR} "${SAFARI}" legal
                INPUT_FILE "${RECORD}"
                OUTPUT_VARIABLE _out ERROR_VARIABLE _err RESULT_VARIABLE _rc)
if(EXISTS "${_base}.out")
  file(READ "${_base}.out" _want)
  set(_want_rc 0)
  set(_want_err "")
  set(_got "${_out}")
elseif(EXISTS "${_base}.err")
  file(READ "${_base}.err" _want)
  set(_want_rc 1)
  set(_want_err "")
  set(_got "${_err}")
  set(_err "${_out}") # must be empty: nothing on standard output
else()
  message(FATAL_ERROR "no ${_base}.out or ${_base}.err")
endif()
if(NOT _rc STREQUAL _want_rc)
  message(FATAL_ERROR "exit status ${_rc}, expected ${_want_rc}\nstderr: ${_err}")
endif()
if(NOT _err STREQUAL _want_err)
  message(FATAL_ERROR "unexpected extra output:\n${_err}")
endif()
if(NOT _got STREQUAL _want)
  get_filename_component(_name "${_base}" NAME)
  set(_actual "${CMAKE_CURRENT_BINARY_DIR}/${_name}.actual")
  file(WRITE "${_actual}" "${_got}")
  message(FATAL_ERROR "output differs from ${_base}.out/.err; actual output in ${_actual}")
endif()
