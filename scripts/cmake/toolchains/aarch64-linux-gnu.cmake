# SPDX-License-Identifier: MIT
# Cross build for aarch64 Linux with Debian's gcc-aarch64-linux-gnu, the tests run
# under qemu-aarch64 (linux-qemu.cmake). scripts/platforms/aarch64.sh uses it:
#   cmake -DCMAKE_TOOLCHAIN_FILE=scripts/cmake/toolchains/aarch64-linux-gnu.cmake ...
set(CMAKE_SYSTEM_PROCESSOR aarch64)
include(${CMAKE_CURRENT_LIST_DIR}/linux-qemu.cmake)
