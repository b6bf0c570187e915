# SPDX-License-Identifier: MIT
# cmake -DCC=<compiler> -DINCLUDES=<dir|dir...> -DLIB=<lib/> -DWORK=<dir>
#       -P check_text_room.cmake
# The room lib/text stands on the public API alone. With the include path
# of its object library (INCLUDES, as lib/CMakeLists.txt sets it):
#   1. a file that includes safari.h compiles (the probe itself is sound);
#   2. a file that includes an engine header (state.h) does not, and the
#      compiler names the header;
#   3. the same file compiles once lib/ is added (so 2 fails for the
#      include path, not for a broken probe).
# And every `#include "..."` of lib/text names text.h or safari.h, so that
# no file reaches the engine by a relative path ("../state.h").
foreach(_v CC INCLUDES LIB WORK)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "check_text_room.cmake: -D${_v}= is required")
  endif()
endforeach()
string(REPLACE "|" ";" _dirs "${INCLUDES}")
set(_flags -std=c11 -fsyntax-only -DSAFARI_BUILDING)
foreach(_d IN LISTS _dirs)
  list(APPEND _flags "-I${_d}")
endforeach()
file(MAKE_DIRECTORY ${WORK})
file(WRITE ${WORK}/public.c
  "#include \"safari.h\"\nint probe(void);\nint probe(void) { return SAFARI_OK; }\n")
file(WRITE ${WORK}/engine.c
  "#include \"safari.h\"\n#include \"state.h\"\nint probe(void);\n"
  "int probe(void) { return (int)sizeof(struct safari_game); }\n")

function(compile file extra out_rc out_text)
  execute_process(COMMAND ${CC} ${_flags} ${extra} ${file}
                  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  set(${out_rc} ${_rc} PARENT_SCOPE)
  set(${out_text} "${_out}" PARENT_SCOPE)
endfunction()

set(_failures "")
compile(${WORK}/public.c "" _rc _text)
if(NOT _rc EQUAL 0)
  string(APPEND _failures "1. a file of the public API alone does not compile "
         "with the text room's include path (${INCLUDES}):\n${_text}\n")
endif()
compile(${WORK}/engine.c "" _rc _text)
if(_rc EQUAL 0)
  string(APPEND _failures "2. an engine header (state.h) compiles with the text room's "
         "include path (${INCLUDES}): the room no longer keeps the engine out\n")
elseif(NOT _text MATCHES "state\\.h")
  string(APPEND _failures "2. the engine probe failed, but not for state.h:\n${_text}\n")
endif()
compile(${WORK}/engine.c "-I${LIB}" _rc _text)
if(NOT _rc EQUAL 0)
  string(APPEND _failures "3. the engine probe does not compile even with lib/ added:\n${_text}\n")
endif()

file(GLOB _text_files ${LIB}/text/*.c ${LIB}/text/*.h)
if(NOT _text_files)
  string(APPEND _failures "no file in ${LIB}/text\n")
endif()
foreach(_f IN LISTS _text_files)
  file(STRINGS ${_f} _includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(_line IN LISTS _includes)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*$" "\\1" _name "${_line}")
    if(NOT _name STREQUAL "text.h" AND NOT _name STREQUAL "safari.h")
      string(APPEND _failures "${_f}: includes \"${_name}\"; lib/text may include "
             "only text.h and safari.h\n")
    endif()
  endforeach()
endforeach()

if(_failures)
  message(FATAL_ERROR "the text room's rule is broken:\n${_failures}")
endif()
list(LENGTH _text_files _n)
message(STATUS "lib/text: ${_n} files; the engine is out of reach, the public API in reach")
