# SPDX-License-Identifier: MIT
# cmake -DEXPECT=ON|OFF -DFILES="lib1|lib2" -P check_compiled.cmake
# A failed SAFARI_ASSERT prints "<file>:<line>: SAFARI_ASSERT(<check>) failed"
# (lib/debug.h): that text is in a library exactly when the assertions
# were compiled into it.
foreach(_v EXPECT FILES)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "check_compiled.cmake: ${_v} is not given")
  endif()
endforeach()
string(REPLACE "|" ";" _files "${FILES}")
set(_wrong "")
foreach(_f IN LISTS _files)
  if(NOT EXISTS "${_f}")
    message(FATAL_ERROR "asserts_compiled: ${_f} does not exist")
  endif()
  file(STRINGS "${_f}" _marks REGEX "SAFARI_ASSERT\\(")
  list(LENGTH _marks _n)
  if(EXPECT AND _n EQUAL 0)
    string(APPEND _wrong "\n  ${_f}: no assertion's message, though this build compiles them in")
  elseif(NOT EXPECT AND _n GREATER 0)
    string(APPEND _wrong "\n  ${_f}: ${_n} strings of assertions, though this build leaves them out")
  else()
    message(STATUS "${_f}: ${_n} strings with SAFARI_ASSERT( (expected: assertions ${EXPECT})")
  endif()
endforeach()
if(_wrong)
  message(FATAL_ERROR "asserts_compiled:${_wrong}")
endif()
