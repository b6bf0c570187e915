# SPDX-License-Identifier: MIT
# 32-bit x86 Linux: the host's gcc with -m32 (Debian's lib32gcc-12-dev and
# libc6-dev-i386; not gcc-multilib, which conflicts with the cross
# compilers). A cross build to CMake, so that the host's 64-bit libraries
# (cmocka, libffi) are not linked; the x86_64 kernel runs the programs
# itself, so no emulator is needed. scripts/platforms/i386.sh uses it.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR i686)

set(CMAKE_C_COMPILER gcc)
set(CMAKE_C_FLAGS_INIT -m32)
set(CMAKE_EXE_LINKER_FLAGS_INIT -m32)
set(CMAKE_SHARED_LINKER_FLAGS_INIT -m32)
set(CMAKE_MODULE_LINKER_FLAGS_INIT -m32)
set(CMAKE_LIBRARY_ARCHITECTURE i386-linux-gnu)
# libc6-dev-i386 keeps its 32-bit stubs, and the kernel's bi-arch asm/
# headers stay, in the x86_64 multiarch folder, which gcc -m32 does not
# search by itself (gcc-multilib adds links for that; it cannot be installed).
set(CMAKE_C_STANDARD_INCLUDE_DIRECTORIES /usr/include/x86_64-linux-gnu)

# 32-bit libraries only; pkg-config must not hand out the host's 64-bit ones.
set(CMAKE_IGNORE_PATH /usr/lib/x86_64-linux-gnu /lib/x86_64-linux-gnu)
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/i386-linux-gnu/pkgconfig:/usr/lib32/pkgconfig)
