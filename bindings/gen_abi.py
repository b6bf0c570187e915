#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generates the bindings' declarations of the C ABI from include/safari.h,
the one place where the ABI is written.

  gen_abi.py                 write the generated files (after editing the header)
  gen_abi.py --check         exit 1, naming the command to run, if one is stale
  gen_abi.py --exports       print the exported functions, one a line (web.sh)
  gen_abi.py --header H --out DIR   generate from another header into DIR (tests)

It writes, each with a banner naming this command:
  bindings/python/safari/_capi_gen.py  ctypes: constants, structures, every
                                       function's result and argument types
  bindings/lua/safari.lua              its `local CDEF = [[...]]` block, the
                                       header's declarations for ffi.cdef
  bindings/js/abi.mjs                  the struct layouts on wasm32 (sizes and
                                       field offsets), constants, function names
  bindings/js/layout.c                 the compiler's check of those layouts
                                       (built into the module by web.sh)

The header's disciplined style is what it reads (docs/architecture.md, "The
ABI declared once"): `SAFARI_API` prototypes (a `SAFARI_DEPRECATED(msg)`
before or after `SAFARI_API` allowed), `typedef struct NAME {...} NAME;`,
opaque `typedef struct NAME NAME;`, named and anonymous enums, integer
`#define SAFARI_*` constants and the status X-macro. Anything else at the
top level is an error naming the declaration, never a silent omission.
Python 3 standard library only.
"""
import argparse
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
HEADER = os.path.join(ROOT, "include", "safari.h")
COMMAND = "python3 bindings/gen_abi.py"
OUTPUTS = {  # key -> path relative to the repository
    "python": "bindings/python/safari/_capi_gen.py",
    "lua": "bindings/lua/safari.lua",
    "js": "bindings/js/abi.mjs",
    "layout": "bindings/js/layout.c",
}
LUA_BEGIN = "-- BEGIN GENERATED"
LUA_END = "-- END GENERATED"


class HeaderError(Exception):
    """The header holds something the generator does not know how to read."""


# --- reading the header ---------------------------------------------------------

SCALARS = ("void", "char", "int", "float", "double", "size_t", "int8_t", "int16_t", "int32_t",
           "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t")


class CType:
    """A C type as the bindings need it: a base name, pointer depth, const."""

    def __init__(self, text):
        text = re.sub(r"\s+", " ", text).strip()
        self.const = bool(re.search(r"\bconst\b", text))
        self.pointers = text.count("*")
        self.base = re.sub(r"\bconst\b|\*|\b(?:struct|enum)\b", " ", text).split()
        if len(self.base) != 1:
            raise HeaderError("unreadable type %r" % text)
        self.base = self.base[0]

    def c(self):
        """The type as C writes it: const safari_game *."""
        return ("const " if self.const else "") + self.base + \
            (" " + "*" * self.pointers if self.pointers else "")


class Field:
    def __init__(self, name, ctype, count=None, fn=None, count_text=None):
        self.name, self.type, self.count, self.fn = name, ctype, count, fn
        self.count_text = count_text  # the array size as the header spells it


class Struct:
    def __init__(self, name, fields):
        self.name, self.fields = name, fields


class Function:
    def __init__(self, name, ret, params, deprecated, text):
        self.name, self.ret, self.params, self.deprecated = name, ret, params, deprecated
        self.text = text  # the declaration as the header writes it, for ffi.cdef


class Header:
    """The declarations of safari.h in header order."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        self.path = path
        self.constants = {}   # SAFARI_NAME -> int, header order (enumerators and #defines)
        self.statuses = []    # [(NAME, value)] of the status X-macro
        self.structs = {}     # name -> Struct
        self.opaque = []      # handle type names
        self.enums = {}       # typedef'd enum name -> [(SAFARI_NAME, value)]
        self.functions = []   # [Function]
        self.cdef = []        # declarations for ffi.cdef, in order
        code = self._preprocess(raw)
        for decl in self._statements(code):
            self._declaration(decl)
        if not self.functions:
            raise HeaderError("%s: no SAFARI_API function found" % path)

    # The preprocessor, as far as the header uses it.
    def _preprocess(self, raw):
        text = re.sub(r"/\*.*?\*/", lambda m: " " * 0 + "\n" * m.group(0).count("\n"), raw,
                      flags=re.S)
        text = re.sub(r"//[^\n]*", "", text)
        text = re.sub(r"\\\n", " ", text)  # directives on one line each
        defined, macros = set(), {}
        # stack of (taking code?, a complex condition whose code we cannot judge?)
        stack = [(True, False)]
        out = []
        for line in text.split("\n"):
            d = re.match(r"^\s*#\s*(\w+)\s*(.*)$", line)
            live, opaque = stack[-1]
            if not d:
                if line.strip() and opaque:
                    raise HeaderError("code under a #if the generator cannot evaluate: %r"
                                      % line.strip())
                if live:
                    out.append(line)
                continue
            word, rest = d.group(1), d.group(2).strip()
            if word in ("ifdef", "ifndef"):
                name = rest.split()[0]
                take = (name in defined) == (word == "ifdef")
                stack.append((live and take, opaque))
            elif word == "if":
                stack.append((live, True))
            elif word in ("elif", "else"):
                parent_live = stack[-2][0] if len(stack) > 1 else True
                was_live, was_opaque = stack.pop()
                if was_opaque:
                    stack.append((parent_live, True))
                else:  # #ifdef ... #else: the other branch
                    stack.append((parent_live and not was_live, False))
            elif word == "endif":
                stack.pop()
            elif word == "define" and live and not opaque:
                m = re.match(r"^(\w+)(\([^)]*\))?\s*(.*)$", rest)
                name, params, body = m.group(1), m.group(2), m.group(3).strip()
                defined.add(name)
                if params:
                    macros[name] = ([p.strip() for p in params[1:-1].split(",")], body)
                    continue
                value = re.match(r"^\(?\s*(-?(?:0x[0-9a-fA-F]+|\d+))[uUlL]*\s*\)?$", body)
                if name.startswith("SAFARI_") and value:
                    # kept in the code's order, read as a declaration
                    out.append("@define %s %d;" % (name, int(value.group(1), 0)))
            elif word in ("include", "undef", "error", "pragma", "line", "define"):
                pass
            else:
                raise HeaderError("unknown directive #%s" % word)
        self.macros = macros
        code = "\n".join(out)
        return self._expand(code)

    def _expand(self, code):
        """Expands the function-like macros the code invokes: the status
        X-macro, MAP(ITEM), whose body is X(...) X(...) ..."""
        for name, (params, body) in self.macros.items():
            for m in list(re.finditer(r"\b%s\s*\((\w+)\)" % name, code)):
                item = m.group(1)
                if item not in self.macros or len(params) != 1:
                    raise HeaderError("cannot expand %s" % m.group(0))
                iparams, ibody = self.macros[item]
                parts = []
                for args in re.findall(r"\b%s\s*\(([^()]*)\)" % params[0], body):
                    values = [a.strip() for a in re.findall(r'"[^"]*"|[^,]+', args)]
                    if name == "SAFARI_STATUS_MAP":
                        self.statuses.append((values[0], int(values[1])))
                    text = ibody
                    for p, v in zip(iparams, values):
                        text = re.sub(r"\b%s\b" % p, v, text)
                    parts.append(re.sub(r"\s*##\s*", "", text))
                code = code.replace(m.group(0), " ".join(parts))
        return code

    @staticmethod
    def _statements(code):
        """The top-level declarations: text up to a ';' outside braces."""
        depth, start = 0, 0
        for i, ch in enumerate(code):
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
            elif ch == ";" and depth == 0:
                decl = code[start:i + 1].strip()
                start = i + 1
                if decl:
                    yield decl
        if code[start:].strip():
            raise HeaderError("text after the last declaration: %r" % code[start:].strip()[:80])

    def _value(self, expr, previous):
        if expr is None:
            return previous + 1
        expr = expr.strip()
        names = re.findall(r"[A-Za-z_]\w*", expr)
        for n in names:
            if n not in self.constants:
                raise HeaderError("unknown constant %s in %r" % (n, expr))
        if not re.fullmatch(r"[\w\s()+\-*/<>|&~]+", expr):
            raise HeaderError("unreadable constant expression %r" % expr)
        expr = re.sub(r"(\d+)[uUlL]+\b", r"\1", expr)
        value = eval(re.sub(r"[A-Za-z_]\w*", lambda m: str(self.constants[m.group(0)]), expr),
                     {"__builtins__": {}})
        return int(value)

    def _enumerators(self, body):
        values, previous = [], -1
        for item in (i.strip() for i in body.split(",")):
            if not item:
                continue
            m = re.fullmatch(r"(\w+)\s*(?:=\s*(.+))?", item, re.S)
            if not m:
                raise HeaderError("unreadable enumerator %r" % item)
            previous = self._value(m.group(2), previous)
            self.constants[m.group(1)] = previous
            values.append((m.group(1), previous))
        return values

    def _array(self, count):
        return self._value(count, 0) if count is not None else None

    def _fields(self, body):
        fields = []
        for decl in (d.strip() for d in body.split(";")):
            if not decl:
                continue
            fp = re.fullmatch(r"(.+?)\(\s*\*\s*(\w+)\s*\)\s*\((.*)\)", decl, re.S)
            if fp:
                fields.append(Field(fp.group(2), CType(fp.group(1)),
                                    fn=(CType(fp.group(1)), self._params(fp.group(3)))))
                continue
            m = re.fullmatch(r"(.+?)\b(\w+)\s*(?:\[([^\]]+)\])?", decl, re.S)
            if not m:
                raise HeaderError("unreadable field %r" % decl)
            count = m.group(3) and m.group(3).strip()
            fields.append(Field(m.group(2), CType(m.group(1)), self._array(count), count_text=count))
        return fields

    @staticmethod
    def _params(text):
        text = re.sub(r"\s+", " ", text).strip()
        if text in ("", "void"):
            return []
        params = []
        for p in text.split(","):
            m = re.fullmatch(r"(.+?)(\b\w+)?\s*(\[\s*\])?", p.strip())
            if not m or m.group(3):
                raise HeaderError("unreadable parameter %r" % p)
            ctype, name = m.group(1), m.group(2)
            if name is None or name in SCALARS or name == "const":  # unnamed parameter
                ctype, name = p.strip(), None
            params.append((CType(ctype), name))
        return params

    def _declaration(self, decl):
        flat = re.sub(r"\s+", " ", decl)
        m = re.fullmatch(r"@define (\w+) (-?\d+);", flat)
        if m:
            self.constants[m.group(1)] = int(m.group(2))
            return
        if re.search(r"\bSAFARI_API\b", flat):
            deprecated = re.search(r'\bSAFARI_DEPRECATED\s*\(\s*("(?:[^"\\]|\\.)*")\s*\)', flat)
            bare = re.sub(r'\bSAFARI_DEPRECATED\s*\(\s*"(?:[^"\\]|\\.)*"\s*\)', " ", decl)
            bare = re.sub(r"\bSAFARI_API\b", " ", bare)
            m = re.fullmatch(r"\s*(.+?)\b(safari_\w+)\s*\((.*)\)\s*;", bare, re.S)
            if not m:
                raise HeaderError("unreadable prototype %r" % flat)
            self.functions.append(Function(m.group(2), CType(m.group(1)), self._params(m.group(3)),
                                           deprecated.group(1) if deprecated else None,
                                           _tidy(bare).lstrip()))
            self.cdef.append(_tidy(bare).lstrip())
            return
        m = re.fullmatch(r"typedef struct (\w+) (\w+);", flat)
        if m and m.group(1) == m.group(2):
            self.opaque.append(m.group(1))
            self.cdef.append(flat)
            return
        m = re.fullmatch(r"typedef struct (\w+)\s*\{(.*)\}\s*(\w+)\s*;", decl, re.S)
        if m and m.group(1) == m.group(3):
            self.structs[m.group(1)] = Struct(m.group(1), self._fields(m.group(2)))
            self.cdef.append(_tidy(decl))
            return
        m = re.fullmatch(r"typedef enum (\w+)\s*\{(.*)\}\s*(\w+)\s*;", decl, re.S)
        if m and m.group(1) == m.group(3):
            self.enums[m.group(1)] = self._enumerators(m.group(2))
            self.cdef.append(_tidy(decl))
            return
        m = re.fullmatch(r"enum\s*\{(.*)\}\s*;", decl, re.S)
        if m:
            self._enumerators(m.group(1))
            self.cdef.append(_tidy(decl))
            return
        raise HeaderError("a declaration the generator does not know: %r (write it in the "
                          "header's style, or teach bindings/gen_abi.py)" % flat[:120])

    def public_constants(self):
        """(NAME, value) of every constant a binding may use: not the
        version (each binding states its own) nor names ending in '_'."""
        return [(n, v) for n, v in self.constants.items()
                if not n.endswith("_") and not n.startswith("SAFARI_VERSION_")]


def _tidy(decl):
    """A declaration as ffi.cdef is given it: one line per line of the
    header, comments gone, trailing spaces and blank lines dropped."""
    lines = [re.sub(r"\s+$", "", l) for l in decl.strip("\n").split("\n")]
    return "\n".join(l for l in lines if l.strip())


# --- layouts ----------------------------------------------------------------------

# (size, alignment) of the scalars; pointers and size_t per data model.
_SIZES = {"char": 1, "int8_t": 1, "uint8_t": 1, "int16_t": 2, "uint16_t": 2, "int": 4,
          "int32_t": 4, "uint32_t": 4, "float": 4, "int64_t": 8, "uint64_t": 8, "double": 8}


def layout(header, name, pointer_size):
    """{'SIZE', 'ALIGN', field: offset} of a struct under the C rules: each
    field at the next multiple of its alignment, the size a multiple of the
    struct's. pointer_size 4 is wasm32 (emcc), 8 an LP64 target."""
    offsets, at, align = {}, 0, 1
    for f in header.structs[name].fields:
        size, a = _size_align(header, f, pointer_size)
        at = (at + a - 1) // a * a
        offsets[f.name] = at
        at += size
        align = max(align, a)
    size = (at + align - 1) // align * align
    return dict(SIZE=size, ALIGN=align, **offsets)


def _size_align(header, field, pointer_size):
    t = field.type
    if field.fn or t.pointers or t.base == "size_t":
        size = a = pointer_size
    elif t.base in _SIZES:
        size = a = _SIZES[t.base]
    elif t.base in header.structs:
        sub = layout(header, t.base, pointer_size)
        size, a = sub["SIZE"], sub["ALIGN"]
    elif t.base in header.enums:
        size = a = 4
    else:
        raise HeaderError("no size for field %s of type %s" % (field.name, t.c()))
    return size * (field.count or 1), a


# --- Python -------------------------------------------------------------------------

def camel(struct_name):
    """safari_tile_type_info -> TileTypeInfo, the ctypes class of a struct."""
    return "".join(w.capitalize() for w in struct_name[len("safari_"):].split("_"))


_CTYPES = {"char": "c_char", "int": "c_int", "float": "c_float", "double": "c_double",
           "size_t": "c_size_t", "int8_t": "c_int8", "uint8_t": "c_uint8", "int16_t": "c_int16",
           "uint16_t": "c_uint16", "int32_t": "c_int32", "uint32_t": "c_uint32",
           "int64_t": "c_int64", "uint64_t": "c_uint64"}


def py_type(header, t, fn_names=None):
    """The ctypes spelling of a C type: text is c_char_p, a handle c_void_p."""
    if t.base == "char" and t.pointers == 1:
        return "c_char_p"
    if t.base == "void":
        return "None" if t.pointers == 0 else _pointer("c_void_p", t.pointers - 1)
    if t.base in _CTYPES:
        return _pointer(_CTYPES[t.base], t.pointers)
    if t.base in header.enums:
        return _pointer("c_int", t.pointers)
    if t.base in header.structs:
        return _pointer(camel(t.base), t.pointers)
    if t.base in header.opaque:
        if t.pointers == 0:
            raise HeaderError("a handle %s by value" % t.base)
        return _pointer("c_void_p", t.pointers - 1)
    raise HeaderError("no ctypes type for %s" % t.c())


def _pointer(name, depth):
    for _ in range(depth):
        name = "POINTER(%s)" % name
    return name


def gen_python(header):
    out = [_banner("#", header), "", '"""The C ABI of include/safari.h as ctypes declarations, '
           'generated (do not edit):',
           "its constants, structures and every SAFARI_API function's result and argument",
           'types. _capi.py imports it and loads the library."""',
           "from __future__ import annotations", "", "import ctypes",
           "from typing import Any, Tuple",
           "from ctypes import (POINTER, Structure, c_char, c_char_p, c_double, c_float, c_int,",
           "                    c_int8, c_int16, c_int32, c_int64, c_size_t, c_uint8, c_uint16,",
           "                    c_uint32, c_uint64, c_void_p)", "",
           "# Status codes, in the order of SAFARI_STATUS_MAP: (name, value).",
           "STATUSES: Tuple[Tuple[str, int], ...] = (%s,)" % _wrap(
               ['("%s", %d)' % s for s in header.statuses], "                                        "),
           "", "# Every constant of the header, its SAFARI_ prefix dropped."]
    for name, value in header.public_constants():
        out.append("%s = %d" % (name[len("SAFARI_"):], value))
    fn_types = {}
    for struct in header.structs.values():
        fields = []
        for f in struct.fields:
            if f.fn:
                alias = f.name.upper() + "_FN"
                if alias in fn_types.values():
                    alias = camel(struct.name).upper() + "_" + alias
                fn_types[(struct.name, f.name)] = alias
                ret, params = f.fn
                out += ["", "", "%s = ctypes.CFUNCTYPE(%s)" % (alias, ", ".join(
                    [py_type(header, ret)] + [py_type(header, t) for t, _ in params]))]
                fields.append('("%s", %s)' % (f.name, alias))
            else:
                t = py_type(header, f.type)
                if f.count:
                    size = f.count_text
                    if size not in dict(header.public_constants()):
                        size = str(f.count)
                    t = "%s * %s" % (t, re.sub(r"^SAFARI_", "", size))
                fields.append('("%s", %s)' % (f.name, t))
        out += ["", "", "class %s(Structure):" % camel(struct.name),
                '    """%s."""' % struct.name,
                "    _fields_ = [%s]" % _wrap(fields, "                ")]
    out += ["", "", "# Every SAFARI_API function: name, result type, argument types.",
            "FUNCTIONS: Tuple[Tuple[str, Any, Tuple[Any, ...]], ...] = ("]
    for fn in header.functions:
        args = [py_type(header, t) for t, _ in fn.params]
        line = '    ("%s", %s, (%s)),' % (fn.name, py_type(header, fn.ret),
                                           ", ".join(args) + ("," if len(args) == 1 else ""))
        if len(line) > 99:
            line = '    ("%s", %s,\n     (%s)),' % (fn.name, py_type(header, fn.ret),
                                                 _wrap(args, "      ") + ("," if len(args) == 1 else ""))
        out.append(line)
    out += [")", "", "# The functions kept only as deprecated wrappers (SAFARI_DEPRECATED).",
            "DEPRECATED: Tuple[str, ...] = (%s)" % "".join(
                '"%s", ' % f.name for f in header.functions if f.deprecated).rstrip(" "), ""]
    return "\n".join(out)


def _wrap(items, indent):
    lines, line = [], ""
    for item in items:
        piece = item + ", "
        if line and len(indent) + len(line) + len(piece) > 96:
            lines.append(line.rstrip())
            line = ""
        line += piece
    lines.append(line.rstrip().rstrip(","))
    return ("\n" + indent).join(lines)


# --- Lua ------------------------------------------------------------------------------

def gen_lua_block(header):
    return "\n".join([
        "%s by `%s` from include/safari.h: do not edit." % (LUA_BEGIN, COMMAND),
        "-- The header's declarations for ffi.cdef (comments and preprocessor lines",
        "-- gone, the status X-macro expanded). Constants are enumerators there, so",
        "-- the module reads them from the FFI (C.SAFARI_*).",
        "local CDEF = [[",
        "\n".join(header.cdef),
        "]]",
        LUA_END])


def gen_lua(header, current):
    begin, end = current.find(LUA_BEGIN), current.find(LUA_END)
    if begin < 0 or end < begin:
        raise HeaderError("bindings/lua/safari.lua has no %s ... %s block" % (LUA_BEGIN, LUA_END))
    end += len(LUA_END)
    return current[:begin] + gen_lua_block(header) + current[end:]


# --- JavaScript ----------------------------------------------------------------------

def gen_js(header):
    out = [_banner("//", header),
           "// The C ABI as the JavaScript binding reads it from the WebAssembly memory:",
           "// every struct's size, alignment and field offsets on wasm32 (checked by the",
           "// compiler: layout.c, built into the module), the header's constants, and",
           "// the exported functions.", "",
           "/** name -> {SIZE, ALIGN, field: byte offset} on wasm32. */",
           "export const LAYOUTS = Object.freeze({"]
    for name in header.structs:
        lay = layout(header, name, 4)
        out.append("  %s: Object.freeze({ %s })," % (
            name, ", ".join("%s: %d" % kv for kv in lay.items())))
    out += ["});", "", "/** Every constant of the header, its SAFARI_ prefix dropped. */",
            "export const CONSTANTS = Object.freeze({"]
    for name, value in header.public_constants():
        out.append("  %s: %d," % (name[len("SAFARI_"):], value))
    out += ["});", "", "/** Status codes, in the order of SAFARI_STATUS_MAP. */",
            "export const STATUSES = Object.freeze([%s]);" % ", ".join(
                "['%s', %d]" % s for s in header.statuses), "",
            "/** Every SAFARI_API function (the module exports each as _name). */",
            "export const FUNCTIONS = Object.freeze(["]
    out += ["  '%s'," % f.name for f in header.functions]
    out += ["]);", "", "/** The functions kept only as deprecated wrappers. */",
            "export const DEPRECATED = Object.freeze([%s]);" % ", ".join(
                "'%s'" % f.name for f in header.functions if f.deprecated), ""]
    return "\n".join(out)


def gen_layout_c(header):
    out = ["/* SPDX-License-Identifier: MIT */",
           "/* Generated by `%s` from include/safari.h: do not edit. */" % COMMAND,
           "/* The struct layouts the JavaScript binding reads and writes in the",
           " * WebAssembly memory (bindings/js/abi.mjs, which the generator computed),",
           " * checked by the compiler: built into the module by scripts/web.sh, it",
           " * fails the build when the header and the binding disagree. It defines",
           " * nothing. */",
           "#include <safari.h>", "#include <stddef.h>", "",
           "#define AT(type, field, offset) _Static_assert(offsetof(type, field) == (offset), "
           "#type \".\" #field)",
           "#define SIZE(type, size) _Static_assert(sizeof(type) == (size), #type)", "",
           "SIZE(void *, 4);", "SIZE(size_t, 4);"]
    for name in header.structs:
        lay = layout(header, name, 4)
        out.append("SIZE(%s, %d);" % (name, lay["SIZE"]))
        out += ["AT(%s, %s, %d);" % (name, f.name, lay[f.name]) for f in header.structs[name].fields]
    return "\n".join(out) + "\n"


# --- all ----------------------------------------------------------------------------

def _banner(comment, header):
    return ("%s SPDX-License-Identifier: MIT\n%s Generated by `%s` from include/safari.h: "
            "do not edit." % (comment, comment, COMMAND))


def generate(header_path, lua_current):
    """{key: text} of every output."""
    header = Header(header_path)
    return {"python": gen_python(header), "lua": gen_lua(header, lua_current),
            "js": gen_js(header), "layout": gen_layout_c(header)}


def _read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--header", default=HEADER)
    ap.add_argument("--out", help="write into this directory (paths as in the repository)")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--exports", action="store_true")
    args = ap.parse_args(argv[1:])
    try:
        if args.exports:
            print("\n".join(f.name for f in Header(args.header).functions))
            return 0
        texts = generate(args.header, _read(os.path.join(ROOT, OUTPUTS["lua"])))
    except HeaderError as exc:
        print("gen_abi: %s: %s" % (args.header, exc), file=sys.stderr)
        return 2
    if args.check:
        stale = [OUTPUTS[k] for k, text in texts.items()
                 if not os.path.exists(os.path.join(ROOT, OUTPUTS[k]))
                 or _read(os.path.join(ROOT, OUTPUTS[k])) != text]
        for path in stale:
            print("FAIL: %s is stale: run `%s` and commit it" % (path, COMMAND))
        if not stale:
            print("ok: %s are what `%s` makes of include/safari.h"
                  % (", ".join(OUTPUTS.values()), COMMAND))
        return 1 if stale else 0
    root = args.out or ROOT
    for key, text in texts.items():
        path = os.path.join(root, OUTPUTS[key])
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if not os.path.exists(path) or _read(path) != text:
            tmp = tempfile.NamedTemporaryFile("w", encoding="utf-8", delete=False,
                                              dir=os.path.dirname(path))
            with tmp:
                tmp.write(text)
            os.chmod(tmp.name, 0o644)
            os.replace(tmp.name, path)
            print("gen_abi: wrote %s" % OUTPUTS[key])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
