# SPDX-License-Identifier: MIT
# cmake -DIN=file -DOUT=file.c -P EmbedText.cmake
# Writes the text of IN as the C array safari__default_tiles.
file(READ "${IN}" _hex HEX)
string(LENGTH "${_hex}" _n)
math(EXPR _bytes "${_n} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," _body "${_hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" _body "${_body}")
file(WRITE "${OUT}" "/* Generated from data/safari.tiles by scripts/cmake/EmbedText.cmake. Do not edit. */\n#include <stddef.h>\nextern const char safari__default_tiles[];\nextern const size_t safari__default_tiles_len;\nconst char safari__default_tiles[] = {\n${_body}0x00};\nconst size_t safari__default_tiles_len = ${_bytes};\n")
