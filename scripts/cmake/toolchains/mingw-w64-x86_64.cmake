# Windows x86_64 with Debian's mingw-w64, programs run under wine:
#   cmake -S . -B build-win -DCMAKE_TOOLCHAIN_FILE=scripts/cmake/toolchains/mingw-w64-x86_64.cmake
# scripts/platforms/windows.sh installs the packages and runs the row.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_triple x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${_triple}-gcc)
set(CMAKE_CXX_COMPILER ${_triple}-g++)
set(CMAKE_RC_COMPILER ${_triple}-windres)

# Libraries and headers come from the target's root only; programs (the
# emulator, Python, pkg-config) from the host.
set(CMAKE_FIND_ROOT_PATH /usr/${_triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# pkg-config must not hand out the host's libraries.
set(ENV{PKG_CONFIG_LIBDIR} /usr/${_triple}/lib/pkgconfig)

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
