# SPDX-License-Identifier: MIT
# The library's internal assertions (SAFARI_ASSERT, lib/debug.h: a failed
# check prints where and aborts), compiled in with SAFARI_DEBUG.
# SAFARI_DEBUG_ASSERTS is AUTO, ON or OFF. AUTO, the default, decides at
# every configuration from the build type: on in a Debug or RelWithDebInfo
# build with tests (a developer's build), off in Release and MinSizeRel (the
# builds users install: they must never abort on an internal check), in a
# build without tests, and under a multi-configuration generator (one
# library folder for every configuration). ON and OFF decide alone:
# scripts/test.sh and scripts/sanitize.sh name ON, scripts/demo.sh and
# scripts/bench.sh OFF.
# Sets SAFARI_ASSERTS_COMPILED (ON or OFF), which lib/ and tests/ read.
set(SAFARI_DEBUG_ASSERTS AUTO CACHE STRING
    "Compile the internal assertions (SAFARI_DEBUG) into the library: AUTO (by build type), ON or OFF")
set_property(CACHE SAFARI_DEBUG_ASSERTS PROPERTY STRINGS AUTO ON OFF)

string(TOUPPER "${SAFARI_DEBUG_ASSERTS}" _safari_asserts)
if(_safari_asserts STREQUAL "AUTO")
  if(NOT SAFARI_BUILD_TESTS)
    set(SAFARI_ASSERTS_COMPILED OFF)
    set(_safari_asserts_why "AUTO: no tests are built")
  elseif(CMAKE_CONFIGURATION_TYPES)
    set(SAFARI_ASSERTS_COMPILED OFF)
    set(_safari_asserts_why "AUTO: a multi-configuration generator; ON to have them")
  elseif(CMAKE_BUILD_TYPE MATCHES "^(Debug|RelWithDebInfo)$")
    set(SAFARI_ASSERTS_COMPILED ON)
    set(_safari_asserts_why "AUTO: a ${CMAKE_BUILD_TYPE} build with tests")
  else()
    set(SAFARI_ASSERTS_COMPILED OFF)
    set(_safari_asserts_why "AUTO: a ${CMAKE_BUILD_TYPE} build")
  endif()
elseif(_safari_asserts MATCHES "^(ON|YES|TRUE|Y|1)$")
  set(SAFARI_ASSERTS_COMPILED ON)
  set(_safari_asserts_why "SAFARI_DEBUG_ASSERTS=${SAFARI_DEBUG_ASSERTS}")
elseif(_safari_asserts MATCHES "^(OFF|NO|FALSE|N|0)$")
  set(SAFARI_ASSERTS_COMPILED OFF)
  set(_safari_asserts_why "SAFARI_DEBUG_ASSERTS=${SAFARI_DEBUG_ASSERTS}")
else()
  message(FATAL_ERROR "SAFARI_DEBUG_ASSERTS is '${SAFARI_DEBUG_ASSERTS}': it must be AUTO, ON or OFF")
endif()
if(SAFARI_ASSERTS_COMPILED)
  message(STATUS "Internal assertions (SAFARI_DEBUG): on (${_safari_asserts_why})")
else()
  message(STATUS "Internal assertions (SAFARI_DEBUG): off (${_safari_asserts_why})")
endif()
