# SPDX-License-Identifier: MIT
# Cross build for s390x Linux with Debian's gcc-s390x-linux-gnu, the tests run
# under qemu-s390x (linux-qemu.cmake). scripts/platforms/s390x.sh uses it:
#   cmake -DCMAKE_TOOLCHAIN_FILE=scripts/cmake/toolchains/s390x-linux-gnu.cmake ...
set(CMAKE_SYSTEM_PROCESSOR s390x)
include(${CMAKE_CURRENT_LIST_DIR}/linux-qemu.cmake)
