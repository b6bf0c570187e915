# SPDX-License-Identifier: MIT
# The WebAssembly module of the JavaScript binding (docs/web.md), built when
# the project is configured with Emscripten's toolchain (scripts/web.sh runs
# `emcmake cmake`): the three rooms' object libraries of lib/CMakeLists.txt,
# compiled as every other build compiles them, linked into one ES module
# with bindings/js/layout.c, which checks the struct offsets the binding
# writes. Included by lib/CMakeLists.txt after the rooms are defined.
#
# Every function of the header is exported, as the shared library exports
# them; malloc and free let the binding make buffers in the module's memory.
file(STRINGS ${PROJECT_SOURCE_DIR}/include/safari.h _wasm_lines
     REGEX "^SAFARI_API [^(]*[ *]safari_[a-z0-9_]+\\(")
set(_wasm_exports "")
foreach(_line IN LISTS _wasm_lines)
  string(REGEX MATCH "[ *](safari_[a-z0-9_]+)\\(" _m "${_line}")
  string(APPEND _wasm_exports "_${CMAKE_MATCH_1},")
endforeach()
set(_wasm_exports "[${_wasm_exports}_malloc,_free]")

add_executable(safari_wasm ${PROJECT_SOURCE_DIR}/bindings/js/layout.c
               $<TARGET_OBJECTS:safari_objects> $<TARGET_OBJECTS:safari_text_objects>
               $<TARGET_OBJECTS:safari_ai_objects>)
target_include_directories(safari_wasm PRIVATE ${PROJECT_SOURCE_DIR}/include)
target_compile_definitions(safari_wasm PRIVATE SAFARI_BUILDING)
target_link_libraries(safari_wasm PRIVATE safari_warnings)
set_target_properties(safari_wasm PROPERTIES OUTPUT_NAME safari_wasm SUFFIX .mjs)
# web,worker: the loader has no Node branch (its CommonJS calls fail in an
# ES module); under Node the binding hands it the bytes itself
# (wasmBinary). WASM_BIGINT: the 64-bit hash comes back as one BigInt.
target_link_options(safari_wasm PRIVATE
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createSafariModule
  -sENVIRONMENT=web,worker -sALLOW_MEMORY_GROWTH=1 -sFILESYSTEM=0 -sWASM_BIGINT=1
  "-sEXPORTED_FUNCTIONS=${_wasm_exports}" "-sEXPORTED_RUNTIME_METHODS=[]")
