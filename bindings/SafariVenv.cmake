# SPDX-License-Identifier: MIT
# The Python of the AI adapters' environment (scripts/venv.sh makes .venv/
# with the pinned packages of bindings/python/requirements-ai.txt), for the
# tests that need those packages: the adapters' (bindings/), the learning
# example's (examples/python/) and the guides' samples (tests/docs/).
# Sets SAFARI_VENV_OK, in the including folder's scope, when that Python
# imports them all. Included by each of those folders; the import is tried
# once a configuration (its answer kept in a global property).
set(SAFARI_VENV_PYTHON "${PROJECT_SOURCE_DIR}/.venv/bin/python" CACHE FILEPATH
    "The Python of the AI adapters' environment (scripts/venv.sh)")
get_property(_safari_venv_checked GLOBAL PROPERTY SAFARI_VENV_CHECKED SET)
if(NOT _safari_venv_checked)
  execute_process(COMMAND ${SAFARI_VENV_PYTHON} -c
                          "import numpy, pyspiel, pettingzoo, gymnasium, pytest"
                  RESULT_VARIABLE _safari_venv_rc OUTPUT_QUIET ERROR_QUIET)
  if(_safari_venv_rc EQUAL 0)
    set_property(GLOBAL PROPERTY SAFARI_VENV_CHECKED TRUE)
  else()
    set_property(GLOBAL PROPERTY SAFARI_VENV_CHECKED FALSE)
  endif()
endif()
get_property(SAFARI_VENV_OK GLOBAL PROPERTY SAFARI_VENV_CHECKED)
# What a test that cannot run without it says.
set(SAFARI_VENV_MISSING "SAFARI_VENV_PYTHON=${SAFARI_VENV_PYTHON} does not import numpy, "
    "pyspiel, pettingzoo, gymnasium and pytest (scripts/venv.sh makes that environment)")
