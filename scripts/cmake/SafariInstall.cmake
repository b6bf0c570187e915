# Install rules: the shared and static libraries, the header, a pkg-config
# file and a CMake package (find_package(safari) -> safari::safari).
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

install(EXPORT safariTargets
  NAMESPACE safari::
  DESTINATION ${SAFARI_CMAKE_DIR} COMPONENT Development)

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
