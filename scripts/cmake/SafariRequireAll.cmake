# SPDX-License-Identifier: MIT
# safari_test_missing(<why>... [OPTION]): a test cannot be registered here
# because a tool, a folder or an option is missing. With
# SAFARI_REQUIRE_ALL_TESTS (scripts/test.sh, CI) that stops the
# configuration, so that no test can vanish unnoticed. Otherwise a missing
# tool or folder is a warning, and an option turned off on purpose (as the
# sanitizer builds do) a status line.
# The <why> strings are joined as message() joins its arguments.
function(safari_test_missing)
  set(_parts ${ARGN})
  list(REMOVE_ITEM _parts OPTION)
  string(JOIN "" why ${_parts})
  if(SAFARI_REQUIRE_ALL_TESTS)
    message(FATAL_ERROR "${why}\n(SAFARI_REQUIRE_ALL_TESTS is ON: every test must run; "
                        "scripts/setup.sh installs the tools)")
  elseif("OPTION" IN_LIST ARGN)
    message(STATUS "${why}")
  else()
    message(WARNING "${why}")
  endif()
endfunction()
