# SPDX-License-Identifier: MIT
# Warning and sanitizer flags shared by every target of the project.
# The warning flags are GCC's (clang takes them too): each is given only to
# a compiler that accepts it, so another toolchain builds, with fewer
# warnings rather than with an unknown-option error.
include(CheckCCompilerFlag)
add_library(safari_warnings INTERFACE)
set(_safari_warning_flags -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wstrict-prototypes
    -Wmissing-prototypes)
if(SAFARI_WERROR)
  list(APPEND _safari_warning_flags -Werror)
endif()
foreach(_flag IN LISTS _safari_warning_flags)
  string(MAKE_C_IDENTIFIER "SAFARI_CC_HAS${_flag}" _var)
  check_c_compiler_flag(${_flag} ${_var})
  if(${_var})
    target_compile_options(safari_warnings INTERFACE ${_flag})
  elseif(_flag STREQUAL "-Werror")
    message(FATAL_ERROR "SAFARI_WERROR: ${CMAKE_C_COMPILER_ID} does not take -Werror")
  else()
    message(STATUS "${CMAKE_C_COMPILER_ID} does not take ${_flag}: not used")
  endif()
endforeach()

set(_san "")
if(SAFARI_ENABLE_ASAN)
  list(APPEND _san address)
endif()
if(SAFARI_ENABLE_UBSAN)
  list(APPEND _san undefined)
endif()
if(SAFARI_ENABLE_TSAN)
  list(APPEND _san thread)
endif()
# Programs built outside CMake that load the sanitized library (the install,
# docs and package tests) need the same flags: SAFARI_SANITIZER_FLAGS, which
# their scripts take from the environment SAFARI_SANITIZER_ENV gives a test
# (empty without sanitizers).
set(SAFARI_SANITIZER_FLAGS "")
set(SAFARI_SANITIZER_ENV "")
if(_san)
  list(JOIN _san "," _san_list)
  add_compile_options(-fsanitize=${_san_list} -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${_san_list})
  set(SAFARI_SANITIZER_FLAGS "-fsanitize=${_san_list} -fno-omit-frame-pointer")
  set(SAFARI_SANITIZER_ENV "SAFARI_TEST_CFLAGS=${SAFARI_SANITIZER_FLAGS}")
endif()
