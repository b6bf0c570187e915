# SPDX-License-Identifier: MIT
# Install rules: the shared and static libraries, the header, a pkg-config
# file, a CMake package (find_package(safari) -> safari::safari), the
# licence, and the Python and Lua bindings.
include(CMakePackageConfigHelpers)

set(SAFARI_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/safari)
set(SAFARI_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(TARGETS safari safari_static
  EXPORT safariTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT Runtime
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT Runtime
          NAMELINK_COMPONENT Development
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT Development)

install(FILES ${PROJECT_SOURCE_DIR}/include/safari.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT Development)

# The licence, in the install's doc folder (share/doc/safari). A component of
# its own, which no .deb takes: each package carries the licence as Debian
# wants it, in its own doc folder (scripts/cmake/SafariPackage.cmake).
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE
  DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT Licence)

install(EXPORT safariTargets
  NAMESPACE safari::
  DESTINATION ${SAFARI_CMAKE_DIR} COMPONENT Development)

# Whether the static library links POSIX threads (lib/CMakeLists.txt): its
# users' find_package and pkg-config --static then ask for them too.
get_property(_safari_threads_lib GLOBAL PROPERTY SAFARI_THREADS_LIB)
if(_safari_threads_lib)
  set(SAFARI_THREADS_FOUND_FOR_CONFIG TRUE)
  set(SAFARI_PC_LIBS_PRIVATE "Libs.private: ${CMAKE_THREAD_LIBS_INIT}")
else()
  set(SAFARI_THREADS_FOUND_FOR_CONFIG FALSE)
  set(SAFARI_PC_LIBS_PRIVATE "")
endif()
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/scripts/cmake/safariConfig.cmake.in
  ${PROJECT_BINARY_DIR}/safariConfig.cmake
  INSTALL_DESTINATION ${SAFARI_CMAKE_DIR})
# The ABI is stable within a major version (the SONAME is the major).
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/safariConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMajorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/safariConfig.cmake
  ${PROJECT_BINARY_DIR}/safariConfigVersion.cmake
  DESTINATION ${SAFARI_CMAKE_DIR} COMPONENT Development)

# The pkg-config file finds its prefix from its own location, so the tree
# also works when installed with `cmake --install --prefix DIR` or moved.
function(_safari_pc_path var dir)
  if(IS_ABSOLUTE "${dir}")
    set(${var} "${dir}" PARENT_SCOPE)
  else()
    set(${var} "\${prefix}/${dir}" PARENT_SCOPE)
  endif()
endfunction()
if(IS_ABSOLUTE "${SAFARI_PC_DIR}")
  set(SAFARI_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH _safari_up "/p/${SAFARI_PC_DIR}" "/p")
  set(SAFARI_PC_PREFIX "\${pcfiledir}/${_safari_up}")
endif()
_safari_pc_path(SAFARI_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
_safari_pc_path(SAFARI_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
configure_file(${PROJECT_SOURCE_DIR}/scripts/cmake/safari.pc.in
               ${PROJECT_BINARY_DIR}/safari.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/safari.pc
  DESTINATION ${SAFARI_PC_DIR} COMPONENT Development)

# The Python package and the Lua module, where their interpreters look:
# lib/pythonX.Y/site-packages (the layout of a CPython prefix) and
# share/lua/5.1 (LuaJIT's). Each is told, by one rewritten line, where the
# library is relative to itself, so that the installed tree can move.
find_package(Python3 QUIET COMPONENTS Interpreter)
if(Python3_FOUND)
  set(_safari_py "python${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}")
else()
  set(_safari_py "python3")
endif()
set(SAFARI_INSTALL_PYTHONDIR "lib/${_safari_py}/site-packages" CACHE STRING
    "Where the Python package safari is installed (relative to the prefix, or absolute)")
set(SAFARI_INSTALL_LUADIR "${CMAKE_INSTALL_DATADIR}/lua/5.1" CACHE STRING
    "Where the Lua module safari.lua is installed (relative to the prefix, or absolute)")

# _safari_libdir_from(VAR DIR): the library directory as seen from DIR,
# relative when both are, absolute otherwise.
function(_safari_libdir_from var dir)
  if(IS_ABSOLUTE "${dir}" OR IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
    set(${var} "${CMAKE_INSTALL_FULL_LIBDIR}" PARENT_SCOPE)
  else()
    file(RELATIVE_PATH _rel "/p/${dir}" "/p/${CMAKE_INSTALL_LIBDIR}")
    set(${var} "${_rel}" PARENT_SCOPE)
  endif()
endfunction()

# _safari_rewrite(SRC OUT LINE NEW_LINE): SRC with its one LINE replaced,
# written to OUT when it changed; editing SRC reconfigures.
function(_safari_rewrite src out line new_line)
  file(READ "${src}" _text)
  string(FIND "${_text}" "\n${line}\n" _at)
  if(_at EQUAL -1)
    message(FATAL_ERROR "${src} has no line '${line}' for the install rule to rewrite")
  endif()
  string(REPLACE "\n${line}\n" "\n${new_line}\n" _text "${_text}")
  if(EXISTS "${out}")
    file(READ "${out}" _old)
  endif()
  if(NOT _old STREQUAL _text)
    file(WRITE "${out}" "${_text}")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${src}")
endfunction()

set(_safari_bindings ${PROJECT_SOURCE_DIR}/bindings)
set(_safari_staged ${PROJECT_BINARY_DIR}/install-bindings)

_safari_libdir_from(_libdir "${SAFARI_INSTALL_PYTHONDIR}/safari")
_safari_rewrite(${_safari_bindings}/python/safari/_capi.py ${_safari_staged}/python/_capi.py
                "INSTALLED_LIBDIR = None" "INSTALLED_LIBDIR = \"${_libdir}\"")
file(GLOB _safari_py_files CONFIGURE_DEPENDS ${_safari_bindings}/python/safari/*.py)
list(FILTER _safari_py_files EXCLUDE REGEX "/_capi\\.py$")
# py.typed: the package is typed (PEP 561), installed as pip installs it
install(FILES ${_safari_py_files} ${_safari_staged}/python/_capi.py
              ${_safari_bindings}/python/safari/py.typed
  DESTINATION ${SAFARI_INSTALL_PYTHONDIR}/safari COMPONENT Python)

_safari_libdir_from(_libdir "${SAFARI_INSTALL_LUADIR}")
_safari_rewrite(${_safari_bindings}/lua/safari.lua ${_safari_staged}/lua/safari.lua
                "local INSTALLED_LIBDIR = nil" "local INSTALLED_LIBDIR = \"${_libdir}\"")
install(FILES ${_safari_staged}/lua/safari.lua
  DESTINATION ${SAFARI_INSTALL_LUADIR} COMPONENT Lua)
