# SPDX-License-Identifier: MIT
# The helpers every folder uses to register its tests (included by the top
# level before any folder), so that a test is one call and the project's
# conventions (labels, the emulator of a cross build, a missing command
# reported) are written once.

# safari_test(<name> COMMAND <program> <arg>... [LABELS <label>...]
#             [TIMEOUT <seconds>] [ENVIRONMENT <VAR=value>...]
#             [WORKING_DIRECTORY <dir>] [SKIP_CODE <status>]
#             [FAIL_REGULAR_EXPRESSION <regex>...]
#             [PROPERTIES <property> <value>...])
# add_test and its properties in one call (PROPERTIES: any other, as
# set_tests_properties takes them). Arguments holding semicolons (an
# emulator's command line) reach the test whole. SKIP_CODE: the exit status
# by which the test says it cannot run here (77), a skip unless
# SAFARI_REQUIRE_ALL_TESTS, where it stays a failure, so that no test
# passes by skipping in a build that must run them all.
function(safari_test name)
  cmake_parse_arguments(PARSE_ARGV 1 _t "" "TIMEOUT;WORKING_DIRECTORY;SKIP_CODE"
                        "COMMAND;LABELS;ENVIRONMENT;FAIL_REGULAR_EXPRESSION;PROPERTIES")
  if(_t_UNPARSED_ARGUMENTS OR NOT _t_COMMAND)
    message(FATAL_ERROR "safari_test(${name}): COMMAND missing or unknown "
                        "arguments: ${_t_UNPARSED_ARGUMENTS}")
  endif()
  if(_t_WORKING_DIRECTORY)
    add_test(NAME ${name} COMMAND ${_t_COMMAND} WORKING_DIRECTORY ${_t_WORKING_DIRECTORY})
  else()
    add_test(NAME ${name} COMMAND ${_t_COMMAND})
  endif()
  # each list-valued property set whole, quoted: its items are one value
  foreach(_prop LABELS ENVIRONMENT FAIL_REGULAR_EXPRESSION)
    if(_t_${_prop})
      set_tests_properties(${name} PROPERTIES ${_prop} "${_t_${_prop}}")
    endif()
  endforeach()
  if(_t_TIMEOUT)
    set_tests_properties(${name} PROPERTIES TIMEOUT ${_t_TIMEOUT})
  endif()
  if(DEFINED _t_SKIP_CODE AND NOT SAFARI_REQUIRE_ALL_TESTS)
    set_tests_properties(${name} PROPERTIES SKIP_RETURN_CODE ${_t_SKIP_CODE})
  endif()
  if(_t_PROPERTIES)
    set_tests_properties(${name} PROPERTIES ${_t_PROPERTIES})
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
