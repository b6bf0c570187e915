# SPDX-License-Identifier: MIT
# Runs the digest program with one input bit flipped (--flip) and the
# expected digest: it must exit 1, say MISMATCH, and print a digest other
# than the expected one. Under cross-compiling the program runs in the
# emulator (-DEMULATOR, its words separated by '|').
#   cmake -DDIGEST=prog -DEXPECTED=hex [-DEMULATOR=...] -P expect_mismatch.cmake
foreach(_var DIGEST EXPECTED)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "expect_mismatch.cmake: pass -D${_var}=...")
  endif()
endforeach()

string(REPLACE "|" ";" _emulator "${EMULATOR}")
execute_process(COMMAND ${_emulator} ${DIGEST} --flip --expect ${EXPECTED}
                RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
message(STATUS "rc=${_rc}\n${_out}${_err}")
if(NOT _rc STREQUAL "1")
  message(FATAL_ERROR "with --flip the digest program exited '${_rc}', expected 1 (mismatch)")
endif()
if(NOT _err MATCHES "MISMATCH")
  message(FATAL_ERROR "with --flip the digest program gave no MISMATCH message")
endif()
if(NOT _out MATCHES "digest ([0-9a-f]+)")
  message(FATAL_ERROR "with --flip the digest program printed no digest line")
endif()
if(CMAKE_MATCH_1 STREQUAL EXPECTED)
  message(FATAL_ERROR "--flip printed the expected digest: the flip changed nothing")
endif()
