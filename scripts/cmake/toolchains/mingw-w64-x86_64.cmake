# SPDX-License-Identifier: MIT
# Windows x86_64 with Debian's mingw-w64, programs run under wine:
#   cmake -S . -B build-win -DCMAKE_TOOLCHAIN_FILE=scripts/cmake/toolchains/mingw-w64-x86_64.cmake
# scripts/platforms/windows.sh installs the packages and runs the row.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_triple x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${_triple}-gcc)
set(CMAKE_CXX_COMPILER ${_triple}-g++)
set(CMAKE_RC_COMPILER ${_triple}-windres)

include(${CMAKE_CURRENT_LIST_DIR}/target-root.cmake)

# Tests run the programs under the 64-bit wine loader (Debian's `wine`
# wrapper looks for a 32-bit wine first and warns on stderr without it).
# wine's own diagnostics stay off stderr, which the golden tests compare
# byte for byte, and a fresh prefix offers no Mono or Gecko install.
find_program(SAFARI_WINE NAMES wine64 wine PATHS /usr/lib/wine /usr/lib64/wine NO_DEFAULT_PATH)
if(NOT SAFARI_WINE)
  find_program(SAFARI_WINE NAMES wine64 wine)
endif()
if(SAFARI_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR
      /usr/bin/env WINEDEBUG=-all WINEDLLOVERRIDES=mscoree,mshtml= ${SAFARI_WINE})
endif()
