# SPDX-License-Identifier: MIT
# cmake -DSAFARI=<program> [-DEMULATOR=<command>] -P check_posix_only.cmake
# A `safari` command built without `bot` and `match` (Windows) refuses
# both: exit status 2, nothing on standard output, and a message that names
# the command and says why.
foreach(_cmd "bot;random" "match;random;random")
  list(GET _cmd 0 _name)
  execute_process(COMMAND ${EMULATOR} "${SAFARI}" ${_cmd}
                  OUTPUT_VARIABLE _out ERROR_VARIABLE _err RESULT_VARIABLE _rc)
  if(NOT _rc STREQUAL "2")
    message(FATAL_ERROR "safari ${_cmd}: exit ${_rc}, expected 2\n${_err}")
  endif()
  if(NOT _out STREQUAL "")
    message(FATAL_ERROR "safari ${_cmd}: printed on standard output:\n${_out}")
  endif()
  if(NOT _err MATCHES "^safari: '${_name}' is not available on this platform: [^\n]*POSIX[^\n]*\n$")
    message(FATAL_ERROR "safari ${_cmd}: unexpected message:\n${_err}")
  endif()
endforeach()
