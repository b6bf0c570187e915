# SPDX-License-Identifier: MIT
# Packages a distribution would take, made by CPack from the install rules
# (scripts/cmake/SafariInstall.cmake):
#   cpack -G DEB              (or the `package` target) in the build folder:
#     libsafari<MAJOR>  the shared library, libsafari.so.<MAJOR> and the file
#                       it links to: what programs need at run time;
#     libsafari-dev     the header, the libsafari.so link, the static library,
#                       the pkg-config file and the CMake package;
#     safari            the `safari` command (when SAFARI_BUILD_EXAMPLES);
#   each with the licence as /usr/share/doc/<package>/copyright.
#   cmake --build BUILD --target package_source
#     safari-<VERSION>-Source.tar.gz, the source tree without build folders,
#     version control or caches.
# The runtime package holds nothing whose name does not carry the SONAME, so
# that two majors can be installed side by side; that is why the command,
# whose name is the same in every version, is a package of its own (as
# Debian's zstd, sqlite3 and libzstd1, libsqlite3-0 are). The Python and
# Lua bindings are left out: a distribution packages them with its own
# Python and Lua policies.
#
# The .deb files install under /usr whatever the build's prefix (the DEB
# generator's packaging prefix), in the build's CMAKE_INSTALL_LIBDIR: so
# configure a package build with -DCMAKE_INSTALL_PREFIX=/usr, for which
# GNUInstallDirs picks the multiarch folder (e.g. lib/x86_64-linux-gnu).

set(SAFARI_PACKAGE_CONTACT "libsafari maintainers <maintainers@libsafari.invalid>" CACHE STRING
    "Maintainer of the packages that cpack makes: 'Name <address>'")

# Write every CPACK_ variable to the CPack configuration as it is (the
# regular expressions below hold backslashes).
set(CPACK_VERBATIM_VARIABLES ON)
set(CPACK_PACKAGE_NAME safari)
set(CPACK_PACKAGE_VENDOR "libsafari")
set(CPACK_PACKAGE_CONTACT "${SAFARI_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
# Stripped, as a distribution ships its binaries (its debug symbols go to a
# package of their own).
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")

# ---- Debian packages, one per component ----
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL Runtime Development)
if(TARGET safari_cli)
  list(APPEND CPACK_COMPONENTS_ALL Tools)
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # NAME_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)

# Each package's description: its own synopsis (the first line: the
# project's description and what the package holds), then the
# text they share and what this one holds; CPack indents it for the
# control file. The shared summary is emptied so that CPack does not put
# one synopsis in front of all three.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "")
set(_safari_about
    "libsafari is an embeddable C11 library with a stable C ABI: the rules,\n"
    "move generation (with the chance outcomes and their weights), apply and\n"
    "undo, scoring, position hashes, game records, playouts, and a fixed\n"
    "action space and observation for AIs.")
string(JOIN "" _safari_about ${_safari_about})

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME "libsafari${PROJECT_VERSION_MAJOR}")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION
    "${PROJECT_DESCRIPTION} (shared library)\n${_safari_about}\n\n"
    "This package holds the shared library.")
string(JOIN "" CPACK_DEBIAN_RUNTIME_DESCRIPTION ${CPACK_DEBIAN_RUNTIME_DESCRIPTION})

set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME libsafari-dev)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVELOPMENT_DESCRIPTION
    "${PROJECT_DESCRIPTION} (development files)\n${_safari_about}\n\n"
    "This package holds the header safari.h, the libsafari.so link, the\n"
    "static library, the pkg-config file (safari) and the CMake package\n"
    "(find_package(safari)).")
string(JOIN "" CPACK_DEBIAN_DEVELOPMENT_DESCRIPTION ${CPACK_DEBIAN_DEVELOPMENT_DESCRIPTION})
set(CPACK_COMPONENT_DEVELOPMENT_DEPENDS Runtime)

set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME safari)
set(CPACK_DEBIAN_TOOLS_PACKAGE_SECTION games)
set(CPACK_DEBIAN_TOOLS_DESCRIPTION
    "${PROJECT_DESCRIPTION} (the safari command)\n${_safari_about}\n\n"
    "This package holds the safari command: random games, game records\n"
    "checked and replayed, the legal moves of a position, pictures of the\n"
    "board, bots and matches over the engine protocol.")
string(JOIN "" CPACK_DEBIAN_TOOLS_DESCRIPTION ${CPACK_DEBIAN_TOOLS_DESCRIPTION})
set(CPACK_COMPONENT_TOOLS_DEPENDS Runtime)
# A component's Depends on another: "libsafari0 (= VERSION)".
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)

# Depends on the C library and friends, computed by dpkg-shlibdeps (Debian's
# dpkg-dev) from the binaries; the runtime package gets a shlibs file, so
# that packages built against it depend on "libsafari0 (>= VERSION)". The
# command links the library of the build tree, found there.
find_program(SAFARI_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(SAFARI_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS "${PROJECT_BINARY_DIR}/lib")
else()
  message(STATUS "dpkg-shlibdeps not found (Debian's dpkg-dev): the .deb packages "
                 "carry only the Depends between themselves")
endif()
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")

# ---- the licence in every package ----
# LICENSE is the one text of the licence. CPACK_RESOURCE_FILE_LICENSE shows
# it in the generators that ask for one (NSIS, productbuild); a Debian
# package carries it as /usr/share/doc/<package>/copyright in the
# machine-readable format (DEP-5), made here from LICENSE: its copyright
# line, then its terms, each line indented by a space, an empty line as " .".
# The format names this licence Expat: "MIT" is ambiguous there, as several
# texts go by it, and it asks for Expat where the text is this one.
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
file(READ "${PROJECT_SOURCE_DIR}/LICENSE" _safari_licence)
if(NOT _safari_licence MATCHES "^MIT License\n\nCopyright \\(c\\) ([^\n]+)\n\n(.+)$")
  message(FATAL_ERROR "LICENSE does not begin with 'MIT License' and a line 'Copyright (c) ...'")
endif()
set(_safari_holder "${CMAKE_MATCH_1}")
string(STRIP "${CMAKE_MATCH_2}" _safari_terms)
string(REPLACE "\n" "\n " _safari_terms " ${_safari_terms}")
string(REPLACE "\n \n" "\n .\n" _safari_terms "${_safari_terms}")
file(CONFIGURE OUTPUT "${PROJECT_BINARY_DIR}/copyright" @ONLY CONTENT
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: libsafari

Files: *
Copyright: @_safari_holder@
License: Expat
@_safari_terms@
")
# Under share/doc/<package> whatever the build's data folder: the packages
# install under /usr, and Debian looks for the file there. Left out of a
# plain `cmake --install` (which installs LICENSE into its doc folder:
# scripts/cmake/SafariInstall.cmake), as these folders are named after
# packages that such an install does not make.
foreach(_comp IN LISTS CPACK_COMPONENTS_ALL)
  string(TOUPPER "${_comp}" _comp_upper)
  install(FILES "${PROJECT_BINARY_DIR}/copyright"
    DESTINATION "share/doc/${CPACK_DEBIAN_${_comp_upper}_PACKAGE_NAME}"
    COMPONENT ${_comp} EXCLUDE_FROM_ALL)
endforeach()

# ---- the source tarball ----
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_PACKAGE_FILE_NAME "safari-${PROJECT_VERSION}-Source")
# Regular expressions on absolute paths: version control, every build
# folder of the scripts (build/, build-test/, build-asan/, ...), caches and
# editor files; and this build's own folder wherever it is.
function(_safari_regex_escape var text)
  string(REGEX REPLACE "([][+.*()^$|?\\\\])" "\\\\\\1" _escaped "${text}")
  set(${var} "${_escaped}" PARENT_SCOPE)
endfunction()
_safari_regex_escape(_safari_src_re "${PROJECT_SOURCE_DIR}")
set(CPACK_SOURCE_IGNORE_FILES
    "/\\.git/" "/\\.git$" "/\\.gitmodules$"
    "^${_safari_src_re}/build[^/]*/"
    "/__pycache__/" "\\.pyc$" "/node_modules/" "/\\.venv/" "/\\.pytest_cache/"
    "~$" "\\.swp$" "/\\.#")
file(RELATIVE_PATH _safari_bin_in_src "${PROJECT_SOURCE_DIR}" "${PROJECT_BINARY_DIR}")
if(NOT _safari_bin_in_src MATCHES "^\\.\\./" AND NOT IS_ABSOLUTE "${_safari_bin_in_src}"
   AND NOT _safari_bin_in_src STREQUAL "")
  _safari_regex_escape(_safari_bin_re "${PROJECT_BINARY_DIR}")
  list(APPEND CPACK_SOURCE_IGNORE_FILES "^${_safari_bin_re}/")
endif()

include(CPack)
