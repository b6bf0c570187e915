# Cross build for s390x Linux with Debian's gcc-s390x-linux-gnu; the tests run
# under qemu-user (qemu-s390x), which finds the target's C library in
# /usr/s390x-linux-gnu. scripts/platforms/s390x.sh uses it:
#   cmake -DCMAKE_TOOLCHAIN_FILE=scripts/cmake/toolchains/s390x-linux-gnu.cmake ...
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR s390x)
set(_triple s390x-linux-gnu)

set(CMAKE_C_COMPILER ${_triple}-gcc)
find_program(_safari_cross_cxx ${_triple}-g++)
if(_safari_cross_cxx)
  set(CMAKE_CXX_COMPILER ${_safari_cross_cxx})
endif()
# qemu-s390x -L /usr/<triple>, said through QEMU_LD_PREFIX: a host program
# that passes the emulator on (cmake -P, a Python driver) could take a
# leading "-L" for an option of its own (cmake -P does: it lists the cache).
set(CMAKE_CROSSCOMPILING_EMULATOR env QEMU_LD_PREFIX=/usr/${_triple} qemu-s390x)

# Libraries and headers of the target only; programs (Python, cmake) of the host.
set(CMAKE_FIND_ROOT_PATH /usr/${_triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# pkg-config must not hand out the host's libraries.
set(ENV{PKG_CONFIG_LIBDIR} /usr/${_triple}/lib/pkgconfig)
