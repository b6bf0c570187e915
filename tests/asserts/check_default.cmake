# SPDX-License-Identifier: MIT
# cmake -DSOURCE=<repo> -DWORK=<dir> -DGENERATOR=<gen> -DCC=<compiler> -P check_default.cmake
# Configures the repository in WORK as the README's install does (the
# build type alone), then again with other build types and values of
# SAFARI_DEBUG_ASSERTS, and checks each time that the configuration says
# what it compiles and that the library's compile commands agree: every
# file of lib/ compiled with -DSAFARI_DEBUG, or none.
foreach(_v SOURCE WORK GENERATOR CC)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "check_default.cmake: ${_v} is not given")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")

set(_failed "")
# configure(EXPECT ARGS...): one configuration of WORK, the assertions
# expected on or off.
function(configure expect)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -S "${SOURCE}" -B "${WORK}" -G "${GENERATOR}"
            -DCMAKE_C_COMPILER=${CC} -DCMAKE_EXPORT_COMPILE_COMMANDS=ON ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "configure ${ARGN} failed:\n${_out}\n${_err}")
  endif()
  if(_out MATCHES "Internal assertions \\(SAFARI_DEBUG\\): (on|off) \\(([^)\n]*)\\)")
    set(_said ${CMAKE_MATCH_1})
    set(_why "${CMAKE_MATCH_2}")
  else()
    set(_said "not said")
    set(_why "no line of the configuration says")
  endif()
  # The commands that compile lib/ into the library: its three rooms' object
  # libraries (the engine, the text formats, the AI toolkit), not the copies
  # some tests compile for themselves.
  file(READ "${WORK}/compile_commands.json" _json)
  string(JSON _n LENGTH "${_json}")
  math(EXPR _last "${_n} - 1")
  set(_lib 0)
  set(_with 0)
  foreach(_i RANGE ${_last})
    string(JSON _file GET "${_json}" ${_i} file)
    string(JSON _command GET "${_json}" ${_i} command)
    string(FIND "${_file}" "${SOURCE}/lib/" _at) # not a regex: SOURCE may hold + or .
    if(_at EQUAL 0 AND _command MATCHES "CMakeFiles/safari_(text_|ai_)?objects\\.dir/")
      math(EXPR _lib "${_lib} + 1")
      if(_command MATCHES "-DSAFARI_DEBUG( |$)")
        math(EXPR _with "${_with} + 1")
      endif()
    endif()
  endforeach()
  if(expect)
    set(_want on)
    set(_want_with ${_lib})
  else()
    set(_want off)
    set(_want_with 0)
  endif()
  string(REPLACE ";" " " _args "${ARGN}")
  set(_line "${_args}: assertions ${_said} (${_why}); ${_with} of ${_lib} files of lib/ with -DSAFARI_DEBUG")
  message(STATUS "${_line}")
  if(NOT _said STREQUAL _want OR NOT _with EQUAL _want_with OR _lib EQUAL 0)
    set(_failed "${_failed}\n  ${_line}; expected ${_want}" PARENT_SCOPE)
  endif()
endfunction()

configure(OFF -DCMAKE_BUILD_TYPE=Release)       # the README's build and install
configure(OFF -DCMAKE_BUILD_TYPE=MinSizeRel)
configure(ON -DCMAKE_BUILD_TYPE=RelWithDebInfo)  # a developer's build with tests
configure(ON -DCMAKE_BUILD_TYPE=Debug)
configure(ON -DCMAKE_BUILD_TYPE=Release -DSAFARI_DEBUG_ASSERTS=ON)  # asked for: on
configure(OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSAFARI_DEBUG_ASSERTS=OFF)
configure(OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSAFARI_DEBUG_ASSERTS=AUTO
          -DSAFARI_BUILD_TESTS=OFF)            # a build without tests

# A value that is none of AUTO, ON, OFF is refused, naming it.
execute_process(
  COMMAND ${CMAKE_COMMAND} -S "${SOURCE}" -B "${WORK}" -DSAFARI_DEBUG_ASSERTS=sometimes
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(_rc EQUAL 0 OR NOT _err MATCHES "SAFARI_DEBUG_ASSERTS is 'sometimes'")
  set(_failed "${_failed}\n  SAFARI_DEBUG_ASSERTS=sometimes: not refused (${_rc}): ${_err}")
endif()

file(REMOVE_RECURSE "${WORK}")
if(_failed)
  message(FATAL_ERROR "asserts_default:${_failed}")
endif()
