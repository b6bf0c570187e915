# SPDX-License-Identifier: MIT
# The helpers every folder uses to register its tests (included by the top
# level before any folder), so that a test is one call and the project's
# conventions (labels, the emulator of a cross build, a missing command
# reported) are written once.

# safari_test(<name> COMMAND <program> <arg>... [LABELS <label>...]
#             [TIMEOUT <seconds>] [ENVIRONMENT <VAR=value>...]
#             [WORKING_DIRECTORY <dir>])
# add_test and its properties in one call. Arguments holding semicolons
# (an emulator's command line) reach the test whole.
function(safari_test name)
  cmake_parse_arguments(PARSE_ARGV 1 _t "" "TIMEOUT;WORKING_DIRECTORY"
                        "COMMAND;LABELS;ENVIRONMENT")
  if(_t_UNPARSED_ARGUMENTS OR NOT _t_COMMAND)
    message(FATAL_ERROR "safari_test(${name}): COMMAND missing or unknown "
                        "arguments: ${_t_UNPARSED_ARGUMENTS}")
  endif()
  if(_t_WORKING_DIRECTORY)
    add_test(NAME ${name} COMMAND ${_t_COMMAND} WORKING_DIRECTORY ${_t_WORKING_DIRECTORY})
  else()
    add_test(NAME ${name} COMMAND ${_t_COMMAND})
  endif()
  if(_t_LABELS)
    set_tests_properties(${name} PROPERTIES LABELS "${_t_LABELS}")
  endif()
  if(_t_TIMEOUT)
    set_tests_properties(${name} PROPERTIES TIMEOUT ${_t_TIMEOUT})
  endif()
  if(_t_ENVIRONMENT)
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "${_t_ENVIRONMENT}")
  endif()
endfunction()

# safari_cli_script_test(<name> SCRIPT <file.cmake> [DEFINES -DVAR=value...]
#                        [LABELS ...] [TIMEOUT <seconds>])
# A test of the `safari` command written as a `cmake -P` script, which gets
# the command as SAFARI and a cross build's emulator as EMULATOR (a list).
function(safari_cli_script_test name)
  cmake_parse_arguments(PARSE_ARGV 1 _t "" "SCRIPT;TIMEOUT" "DEFINES;LABELS")
  safari_test(${name}
    COMMAND ${CMAKE_COMMAND} -DSAFARI=$<TARGET_FILE:safari_cli>
            "-DEMULATOR=${CMAKE_CROSSCOMPILING_EMULATOR}" ${_t_DEFINES} -P ${_t_SCRIPT}
    LABELS ${_t_LABELS} TIMEOUT ${_t_TIMEOUT})
endfunction()

# safari_with_cli(<out-var> <what is lost>): TRUE in <out-var> when the
# `safari` command is built (SAFARI_BUILD_EXAMPLES); otherwise FALSE, and
# safari_test_missing says what does not run without it.
function(safari_with_cli out)
  if(TARGET safari_cli)
    set(${out} TRUE PARENT_SCOPE)
  else()
    string(JOIN "" _why ${ARGN})
    safari_test_missing("no `safari` command (SAFARI_BUILD_EXAMPLES): ${_why}" OPTION)
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# safari_test_folders(<dir>...): each folder of the current source folder
# that holds a CMakeLists.txt is added; a missing one is reported
# (safari_test_missing), so that no folder's tests vanish unnoticed.
function(safari_test_folders)
  file(RELATIVE_PATH _here ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  foreach(_dir IN LISTS ARGN)
    if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${_dir}/CMakeLists.txt)
      add_subdirectory(${_dir})
    else()
      safari_test_missing("${_here}/${_dir}/CMakeLists.txt is missing: its tests do not run")
    endif()
  endforeach()
endfunction()

# safari_find_tools(<out-var> <program>...): each program found once into
# the cache as SAFARI_<PROGRAM> (upper case); TRUE in <out-var> when all
# were found.
function(safari_find_tools out)
  set(_all TRUE)
  foreach(_tool IN LISTS ARGN)
    string(TOUPPER "SAFARI_${_tool}" _var)
    string(MAKE_C_IDENTIFIER "${_var}" _var)
    find_program(${_var} ${_tool})
    if(NOT ${_var})
      set(_all FALSE)
    endif()
  endforeach()
  set(${out} ${_all} PARENT_SCOPE)
endfunction()
