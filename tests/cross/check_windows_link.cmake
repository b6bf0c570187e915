# SPDX-License-Identifier: MIT
# cmake -DOBJDUMP=<objdump> -DDLL=<libsafari.dll> -DIMPLIB=<import library>
#       -DSYMBOLS=<tests/abi/symbols.txt> -DSHARED_EXE=<safari.exe>
#       -DSTATIC_EXE=<safari-static.exe> -P check_windows_link.cmake
# The Windows link, read from the PE files: the DLL exports exactly the
# committed list of the API's functions (the dllexport of SAFARI_API, no
# internal symbol), the import library exists, the command linked to the
# DLL imports it, the one linked to the static library does not, and none
# of the three needs a DLL that Windows does not ship (libgcc, winpthread).
cmake_minimum_required(VERSION 3.20) # IN_LIST
foreach(_var OBJDUMP DLL IMPLIB SYMBOLS SHARED_EXE STATIC_EXE)
  if(NOT DEFINED ${_var} OR "${${_var}}" STREQUAL "")
    message(FATAL_ERROR "check_windows_link.cmake: -D${_var}= is required")
  endif()
endforeach()
if(NOT EXISTS "${IMPLIB}")
  message(FATAL_ERROR "no import library ${IMPLIB}")
endif()

# The private headers of a PE file (objdump -p), or a fatal error.
function(pe_headers file outvar)
  execute_process(COMMAND "${OBJDUMP}" -p "${file}"
                  OUTPUT_VARIABLE _out ERROR_VARIABLE _err RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${OBJDUMP} -p ${file}: exit ${_rc}\n${_err}")
  endif()
  set(${outvar} "${_out}" PARENT_SCOPE)
endfunction()

# The DLLs a PE file imports, lower case.
function(imports file outvar)
  pe_headers("${file}" _text)
  string(REGEX MATCHALL "DLL Name: [^\n]+" _lines "${_text}")
  set(_dlls "")
  foreach(_l IN LISTS _lines)
    string(REGEX REPLACE "^DLL Name: *" "" _name "${_l}")
    string(STRIP "${_name}" _name)
    string(TOLOWER "${_name}" _name)
    list(APPEND _dlls "${_name}")
  endforeach()
  set(${outvar} "${_dlls}" PARENT_SCOPE)
endfunction()

# Exports: the names of the "[Ordinal/Name Pointer] Table" section.
pe_headers("${DLL}" _dll_text)
string(FIND "${_dll_text}" "[Ordinal/Name Pointer] Table" _at)
if(_at LESS 0)
  message(FATAL_ERROR "${DLL} has no export table")
endif()
string(SUBSTRING "${_dll_text}" ${_at} -1 _table)
string(REGEX MATCHALL "\n[ \t]+\\[ *[0-9]+\\] [A-Za-z_][A-Za-z0-9_]*" _rows "${_table}")
set(_exports "")
foreach(_row IN LISTS _rows)
  string(REGEX REPLACE ".*\\] " "" _name "${_row}")
  list(APPEND _exports "${_name}")
endforeach()
list(SORT _exports)

file(STRINGS "${SYMBOLS}" _want REGEX "^[A-Za-z_]")
list(SORT _want)
if(NOT _exports STREQUAL _want)
  set(_extra ${_exports})
  list(REMOVE_ITEM _extra ${_want})
  set(_missing ${_want})
  list(REMOVE_ITEM _missing ${_exports})
  message(FATAL_ERROR "${DLL} exports differ from ${SYMBOLS}\n"
                      "not in the list: ${_extra}\nnot exported: ${_missing}")
endif()
list(LENGTH _exports _n)

# Windows' own DLLs: what a program may import besides libsafari.dll.
set(_system kernel32.dll msvcrt.dll)
imports("${DLL}" _dll_imports)
imports("${SHARED_EXE}" _shared_imports)
imports("${STATIC_EXE}" _static_imports)
if(NOT "libsafari.dll" IN_LIST _shared_imports)
  message(FATAL_ERROR "${SHARED_EXE} does not import libsafari.dll: ${_shared_imports}")
endif()
if("libsafari.dll" IN_LIST _static_imports)
  message(FATAL_ERROR "${STATIC_EXE} imports libsafari.dll, yet links the static library")
endif()
foreach(_file DLL SHARED_EXE STATIC_EXE)
  if(_file STREQUAL DLL)
    set(_list ${_dll_imports})
  elseif(_file STREQUAL SHARED_EXE)
    set(_list ${_shared_imports})
  else()
    set(_list ${_static_imports})
  endif()
  list(REMOVE_ITEM _list ${_system} libsafari.dll)
  if(_list)
    message(FATAL_ERROR "${${_file}} needs DLLs that Windows does not ship: ${_list}")
  endif()
endforeach()
message(STATUS "${DLL}: the ${_n} functions of ${SYMBOLS}; imports ${_dll_imports}")
