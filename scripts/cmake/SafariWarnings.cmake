# Warning and sanitizer flags shared by every target of the project.
add_library(safari_warnings INTERFACE)
target_compile_options(safari_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wstrict-prototypes
  -Wmissing-prototypes $<$<BOOL:${SAFARI_WERROR}>:-Werror>)

set(_san "")
if(SAFARI_ENABLE_ASAN)
  list(APPEND _san address)
endif()
if(SAFARI_ENABLE_UBSAN)
  list(APPEND _san undefined)
endif()
if(SAFARI_ENABLE_TSAN)
  list(APPEND _san thread)
endif()
# Programs built outside CMake that load the sanitized library (the install
# and docs tests) need the same flags: SAFARI_SANITIZER_FLAGS.
set(SAFARI_SANITIZER_FLAGS "")
if(_san)
  list(JOIN _san "," _san_list)
  add_compile_options(-fsanitize=${_san_list} -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${_san_list})
  set(SAFARI_SANITIZER_FLAGS "-fsanitize=${_san_list} -fno-omit-frame-pointer")
endif()
