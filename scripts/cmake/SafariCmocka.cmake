# SPDX-License-Identifier: MIT
# The one place that finds cmocka. It gives the target safari::cmocka, which
# every cmocka test links (tests/, tests/abi, tests/fuzz, examples/cli).
#
# Natively: the system's cmocka through pkg-config (libcmocka-dev).
# For another target (a cross build: the host's libcmocka is of the wrong
# architecture): -DSAFARI_CMOCKA_SOURCE_DIR=<cmocka source tree>, and
# cmocka.c is built here with the project's own compiler into a small static
# library. scripts/platforms/common.sh unpacks Debian's cmocka source for it.
if(TARGET safari::cmocka)
  return()
endif()

set(SAFARI_CMOCKA_SOURCE_DIR "" CACHE PATH
    "cmocka source tree to build for the target (cross builds); empty: pkg-config")

if(SAFARI_CMOCKA_SOURCE_DIR)
  set(_cm ${SAFARI_CMOCKA_SOURCE_DIR})
  if(NOT EXISTS ${_cm}/src/cmocka.c OR NOT EXISTS ${_cm}/include/cmocka.h)
    message(FATAL_ERROR "SAFARI_CMOCKA_SOURCE_DIR=${_cm} holds no src/cmocka.c and "
                        "include/cmocka.h (a cmocka source tree)")
  endif()
  message(STATUS "cmocka: built from ${_cm} for ${CMAKE_SYSTEM_NAME}/${CMAKE_SYSTEM_PROCESSOR}")
  # What cmocka's own configure checks would find, asked of the target's
  # compiler and C library (these checks compile and link, never run).
  include(CheckIncludeFile)
  include(CheckSymbolExists)
  include(CheckCSourceCompiles)
  set(_defs "")
  foreach(_h malloc.h inttypes.h signal.h strings.h)
    string(MAKE_C_IDENTIFIER "HAVE_${_h}" _var)
    string(TOUPPER ${_var} _var)
    check_include_file(${_h} SAFARI_CMOCKA_${_var})
    if(SAFARI_CMOCKA_${_var})
      list(APPEND _defs ${_var})
    endif()
  endforeach()
  set(CMAKE_REQUIRED_DEFINITIONS -D_GNU_SOURCE)
  foreach(_pair "siglongjmp;setjmp.h" "strsignal;string.h" "snprintf;stdio.h"
                "vsnprintf;stdio.h" "CLOCK_REALTIME;time.h")
    list(GET _pair 0 _sym)
    list(GET _pair 1 _hdr)
    string(TOUPPER "HAVE_${_sym}" _var)
    check_symbol_exists(${_sym} ${_hdr} SAFARI_CMOCKA_${_var})
    if(SAFARI_CMOCKA_${_var})
      list(APPEND _defs ${_var})
    endif()
  endforeach()
  unset(CMAKE_REQUIRED_DEFINITIONS)
  check_c_source_compiles("#include <time.h>\nint main(void){struct timespec t; t.tv_sec=0; return (int)t.tv_sec;}"
                          SAFARI_CMOCKA_HAVE_STRUCT_TIMESPEC)
  if(SAFARI_CMOCKA_HAVE_STRUCT_TIMESPEC)
    list(APPEND _defs HAVE_STRUCT_TIMESPEC)
  endif()
  check_c_source_compiles("static __thread int x; int main(void){ x = 1; return x - 1; }"
                          SAFARI_CMOCKA_HAVE_GCC_THREAD_LOCAL_STORAGE)
  if(SAFARI_CMOCKA_HAVE_GCC_THREAD_LOCAL_STORAGE)
    list(APPEND _defs HAVE_GCC_THREAD_LOCAL_STORAGE)
  endif()

  # Third-party code: built as its authors build it (C99, GNU extensions for
  # sigsetjmp), without the project's warning flags.
  add_library(safari_cmocka STATIC ${_cm}/src/cmocka.c)
  set_target_properties(safari_cmocka PROPERTIES C_STANDARD 99 C_EXTENSIONS ON
                        C_VISIBILITY_PRESET default POSITION_INDEPENDENT_CODE ON)
  target_compile_definitions(safari_cmocka PRIVATE ${_defs} _GNU_SOURCE)
  # SYSTEM, as /usr/include is natively: cmocka's macros (fail_msg(msg, ...)
  # with one argument) are judged as the third party's code, not ours.
  target_include_directories(safari_cmocka SYSTEM PUBLIC ${_cm}/include)
  add_library(safari::cmocka ALIAS safari_cmocka)
else()
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(CMOCKA REQUIRED IMPORTED_TARGET cmocka)
  add_library(safari::cmocka ALIAS PkgConfig::CMOCKA)
endif()
