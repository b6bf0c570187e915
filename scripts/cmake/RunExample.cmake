# SPDX-License-Identifier: MIT
# cmake -DEXPECT=<regex> [-DCOUNT=<regex> -DCOUNT_MIN=<n>]
#       [-DSTATUS=<n> -DSTDERR=<regex>] -P RunExample.cmake -- PROGRAM ARGS...
#
# Runs a program for ctest (an example, or a program's refusal of bad
# usage) and decides the test on all it shows, not on one matching line:
# the exit status must be STATUS (0 unless given), standard output must
# match EXPECT, standard error STDERR when given, and no sanitizer may
# report. With COUNT, the first group of that regex in the output is a
# number that must be at least COUNT_MIN (for example the games a player
# won). No argument may contain a semicolon (CMake would split it).
set(_argv "")
set(_seen_separator FALSE)
math(EXPR _last "${CMAKE_ARGC} - 1")
foreach(_i RANGE ${_last})
  if(_seen_separator)
    list(APPEND _argv "${CMAKE_ARGV${_i}}")
  elseif(CMAKE_ARGV${_i} STREQUAL "--")
    set(_seen_separator TRUE)
  endif()
endforeach()
if(NOT _argv OR NOT DEFINED EXPECT)
  message(FATAL_ERROR "usage: cmake -DEXPECT=<regex> [-DCOUNT=<regex> -DCOUNT_MIN=<n>] "
                      "-P RunExample.cmake -- PROGRAM ARGS...")
endif()

execute_process(COMMAND ${_argv}
                OUTPUT_VARIABLE _out ERROR_VARIABLE _err RESULT_VARIABLE _rc)
# Shown in the ctest log whatever the outcome.
message(STATUS "standard output:\n${_out}")
if(NOT _err STREQUAL "")
  message(STATUS "standard error:\n${_err}")
endif()

if(NOT DEFINED STATUS)
  set(STATUS 0)
endif()
if(NOT _rc STREQUAL "${STATUS}")
  message(FATAL_ERROR "exit status ${_rc}, expected ${STATUS}")
endif()
# A sanitizer that does not abort (UBSan by default, LeakSanitizer with some
# options) can report and still exit 0.
set(_reports "ERROR: [A-Za-z]+Sanitizer|WARNING: ThreadSanitizer|runtime error:")
if(_out MATCHES "${_reports}" OR _err MATCHES "${_reports}")
  message(FATAL_ERROR "a sanitizer reported an error")
endif()
if(NOT _out MATCHES "${EXPECT}")
  message(FATAL_ERROR "the output does not match '${EXPECT}'")
endif()
if(DEFINED STDERR AND NOT _err MATCHES "${STDERR}")
  message(FATAL_ERROR "standard error does not match '${STDERR}'")
endif()
if(DEFINED COUNT)
  if(NOT _out MATCHES "${COUNT}")
    message(FATAL_ERROR "no count in the output (regex '${COUNT}')")
  endif()
  set(_count "${CMAKE_MATCH_1}")
  if(NOT _count MATCHES "^[0-9]+$" OR _count LESS COUNT_MIN)
    message(FATAL_ERROR "count ${_count}, expected at least ${COUNT_MIN}")
  endif()
endif()
