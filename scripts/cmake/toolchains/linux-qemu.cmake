# SPDX-License-Identifier: MIT
# Shared by the Linux cross toolchains (aarch64-linux-gnu.cmake,
# s390x-linux-gnu.cmake): Debian's cross gcc for the triple
# <CMAKE_SYSTEM_PROCESSOR>-linux-gnu, the tests run under qemu-user
# (qemu-<processor>), which finds the target's C library in /usr/<triple>.
# The including file sets CMAKE_SYSTEM_PROCESSOR first.
set(CMAKE_SYSTEM_NAME Linux)
set(_triple ${CMAKE_SYSTEM_PROCESSOR}-linux-gnu)

set(CMAKE_C_COMPILER ${_triple}-gcc)
find_program(_safari_cross_cxx ${_triple}-g++)
if(_safari_cross_cxx)
  set(CMAKE_CXX_COMPILER ${_safari_cross_cxx})
endif()
# qemu-<processor> -L /usr/<triple>, said through QEMU_LD_PREFIX: a host
# program that passes the emulator on (cmake -P, a Python driver) could take
# a leading "-L" for an option of its own (cmake -P does: it lists the cache).
set(CMAKE_CROSSCOMPILING_EMULATOR env QEMU_LD_PREFIX=/usr/${_triple} qemu-${CMAKE_SYSTEM_PROCESSOR})

include(${CMAKE_CURRENT_LIST_DIR}/target-root.cmake)
