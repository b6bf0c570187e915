# SPDX-License-Identifier: MIT
# The install rules of the Python wheel (SAFARI_PYTHON_WHEEL, set by
# bindings/python/pyproject.toml): scikit-build-core installs into the
# wheel's root, so DESTINATION safari is the package folder, where
# safari/_capi.py looks for libsafari.so.0 after SAFARI_LIBRARY.
#
# One file, named by its SONAME: a wheel is a zip, which keeps no symlinks,
# so the usual libsafari.so -> .so.0 -> .so.0.3.0 chain would be three
# copies. The VERSION equal to the SOVERSION makes the file libsafari.so.0
# itself (with the SONAME libsafari.so.0 inside, as every other build).
set_target_properties(safari PROPERTIES VERSION ${PROJECT_VERSION_MAJOR})
install(TARGETS safari
  LIBRARY DESTINATION safari NAMELINK_SKIP
  RUNTIME DESTINATION safari)
# The licence in the wheel's .dist-info/licenses (the one copy of its text
# is the repository's LICENSE; scikit-build-core names the folder).
if(DEFINED SKBUILD_METADATA_DIR)
  install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${SKBUILD_METADATA_DIR}/licenses)
endif()
