#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that the Python and Lua bindings declare exactly the C API of
include/safari.h, so that they cannot silently fall behind it. Their
declarations are generated (bindings/gen_abi.py); this is a second reading
of the header by another parser and by the compiler, so that a fault of the
generator shows too.

  check_sync.py HEADER CC

Python, compared with the header: every SAFARI_API function (the same set,
no more, no fewer) with its result and parameter types; every struct with
its fields in order; numeric constants. Lua: the module's ffi.cdef block is
the header's declaration list, as `CC -E -P -DSAFARI_API=` prints it (the
standard headers left out). Both: the names of the enums the bindings spell
(move kinds, decisions, events, meeple places, options, status codes) and
the major version. Exits 1 listing every difference.
"""
import ast
import ctypes
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
PY_DIR = os.path.join(HERE, "python", "safari")
LUA_FILE = os.path.join(HERE, "lua", "safari.lua")


def _squash(text):
    """Whitespace collapsed, none around punctuation: comparable C text."""
    text = re.sub(r"\s+", " ", text).strip()
    return re.sub(r"\s*([(){}\[\];,*])\s*", r"\1", text)


class Header:
    """The declarations of safari.h, with constants used as array sizes
    replaced by their values."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        self.path = path
        self.defines = {m.group(1): int(m.group(2)) for m in
                        re.finditer(r"^#define (SAFARI_\w+) \(?(-?\d+)\)?", raw, re.M)}
        self.statuses = re.findall(r"X\((\w+),\s*(-?\d+),", raw)
        code = re.sub(r"/\*.*?\*/|//[^\n]*", " ", raw, flags=re.S)
        code = re.sub(r"^\s*#(?:[^\n]*\\\n)*[^\n]*", " ", code, flags=re.M)
        # Every enumerator, of the anonymous enums (the capacities) and of the
        # named ones, counts as a constant.
        self.constants = dict(self.defines)
        for body in re.findall(r"\benum\b[^{;]*\{(.*?)\}", code, re.S):
            self.constants.update((n, int(v)) for n, v in
                                  re.findall(r"(SAFARI_\w+)\s*=\s*(-?\d+)", body))
        for name, value in self.constants.items():  # uses, not the definitions
            code = re.sub(r"\b%s\b(?!\s*=)" % name, str(value), code)
        self.code = code
        self.functions = {}
        for m in re.finditer(r"\bSAFARI_API\s+([^;]*?)\b(safari_\w+)\s*\(([^;]*?)\)\s*;", code):
            self.functions[m.group(2)] = (_squash(m.group(1)), _params(m.group(3)))
        self.structs = {m.group(1): _fields(m.group(2)) for m in
                        re.finditer(r"typedef struct (\w+)\s*\{(.*?)\}\s*\1\s*;", code, re.S)}
        self.enums = {}
        for m in re.finditer(r"typedef enum (\w+)\s*\{(.*?)\}\s*\1\s*;", code, re.S):
            values = re.findall(r"(SAFARI_\w+)\s*=\s*(-?\d+)", m.group(2))
            self.enums[m.group(1)] = {int(v): n for n, v in values}


def _params(text):
    """[(type, name)] of a parameter list; [] for (void)."""
    text = _squash(text)
    if text in ("", "void"):
        return []
    return [_split_decl(p) for p in text.split(",")]


def _split_decl(decl):
    """'const safari_game *game' -> ('const safari_game*', 'game')."""
    m = re.match(r"^(.*?)\s*\b(\w+)((?:\[\d+\])?)$", _squash(decl))
    return (_squash(m.group(1) + m.group(3)), m.group(2))


def _fields(body):
    """[(type, name)] of a struct body; a function pointer's type is its
    whole declaration."""
    fields = []
    for decl in (d for d in _squash(body).split(";") if d):
        fp = re.match(r"^(.*)\(\*(\w+)\)\((.*)\)$", decl)
        if fp:
            args = ",".join(t for t, _ in _params(fp.group(3)))
            fields.append(("fn:%s(%s)" % (_squash(fp.group(1)), args), fp.group(2)))
        else:
            m = re.match(r"^(.*?)\s*\b(\w+)(\[\d+\])?$", decl)
            fields.append((_squash(m.group(1)) + (m.group(3) or ""), m.group(2)))
    return fields


# --- Python -------------------------------------------------------------------

def _load_capi():
    """_capi (and the _capi_gen it imports) without the package's
    __init__, which would load the library: a bare package of its folder."""
    package = types.ModuleType("safari_capi_unloaded")
    package.__path__ = [PY_DIR]
    sys.modules["safari_capi_unloaded"] = package
    spec = importlib.util.spec_from_file_location("safari_capi_unloaded._capi",
                                                  os.path.join(PY_DIR, "_capi.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _camel(struct_name):
    """safari_tile_type_info -> TileTypeInfo, the _capi class of a struct."""
    return "".join(w.capitalize() for w in struct_name[len("safari_"):].split("_"))


_SCALARS = {"int": ctypes.c_int, "int32_t": ctypes.c_int32, "int16_t": ctypes.c_int16,
            "uint8_t": ctypes.c_uint8, "uint32_t": ctypes.c_uint32, "uint64_t": ctypes.c_uint64,
            "size_t": ctypes.c_size_t, "char": ctypes.c_char, "float": ctypes.c_float,
            "double": ctypes.c_double, "void*": ctypes.c_void_p}


def _ctype_for(capi, header, ctype):
    """The ctypes type a binding must use for a C type, or None for void."""
    ctype = re.sub(r"\bconst\b\s*", "", ctype)
    array = re.match(r"^(.*)\[(\d+)\]$", ctype)
    if array:
        return _ctype_for(capi, header, array.group(1)) * int(array.group(2))
    if ctype.startswith("fn:"):
        m = re.match(r"^fn:(.*?)\((.*)\)$", ctype)
        args = [_ctype_for(capi, header, t) for t in m.group(2).split(",") if t]
        return ("fn", _ctype_for(capi, header, m.group(1)), tuple(args))
    if ctype == "void":
        return None
    if ctype == "char*":
        return ctypes.c_char_p
    base, stars = ctype.rstrip("*"), len(ctype) - len(ctype.rstrip("*"))
    if base in _SCALARS:
        t = _SCALARS[base]
    elif base in header.structs:
        t = getattr(capi, _camel(base), None)
        if t is None:
            return "missing class %s for %s" % (_camel(base), base)
    else:  # an opaque handle: only pointers to it exist
        t, stars = ctypes.c_void_p, stars - 1
    for _ in range(stars):
        t = ctypes.POINTER(t)
    return t


def _same(a, b):
    """Equality of ctypes types, arrays and function pointers included."""
    if isinstance(a, tuple) or isinstance(b, tuple):
        return a == b
    if a is None or b is None:
        return a is b
    if hasattr(a, "_length_") and hasattr(b, "_length_"):
        return a._length_ == b._length_ and _same(a._type_, b._type_)
    if hasattr(a, "_argtypes_") and hasattr(b, "_argtypes_"):
        return False
    return a is b


def _as_spec(t):
    """A CFUNCTYPE as ("fn", restype, argtypes); other types unchanged."""
    if hasattr(t, "_argtypes_") and hasattr(t, "_restype_"):
        return ("fn", t._restype_, tuple(t._argtypes_))
    return t


def check_python(header, problems):
    capi = _load_capi()
    declared = {name: (res, args) for name, res, args in capi.FUNCTIONS}
    for name in sorted(set(header.functions) - set(declared)):
        problems.append("python: %s is missing from _capi.FUNCTIONS" % name)
    for name in sorted(set(declared) - set(header.functions)):
        problems.append("python: %s is declared but not in the header" % name)
    for name in sorted(set(declared) & set(header.functions)):
        ret, params = header.functions[name]
        res, args = declared[name]
        want = _ctype_for(capi, header, ret)
        if ret == "const char*":
            want = ctypes.c_char_p
        if not _same(want, res):
            problems.append("python: %s returns %s, the header says %s" % (name, res, ret))
        if len(args) != len(params):
            problems.append("python: %s takes %d arguments, the header %d"
                            % (name, len(args), len(params)))
            continue
        for (ctype, pname), arg in zip(params, args):
            want = _ctype_for(capi, header, ctype)
            if ctype.rstrip("*").endswith("char") and ctype.endswith("*"):
                want = ctypes.c_char_p  # text in or out
            if not _same(want, arg):
                problems.append("python: %s(%s) is %s, the header says %s"
                                % (name, pname, arg, ctype))
    for struct, fields in header.structs.items():
        cls = getattr(capi, _camel(struct), None)
        if cls is None:
            problems.append("python: no class %s for %s" % (_camel(struct), struct))
            continue
        got = [(n, _as_spec(t)) for n, t in cls._fields_]
        want = [(n, _ctype_for(capi, header, t)) for t, n in fields]
        if [n for n, _ in got] != [n for n, _ in want] or \
                not all(_same(a, b) for (_, a), (_, b) in zip(got, want)):
            problems.append("python: %s fields %s differ from the header's %s"
                            % (cls.__name__, got, want))
    for name, value in header.constants.items():
        short = name[len("SAFARI_"):]
        if hasattr(capi, short) and getattr(capi, short) != value:
            problems.append("python: %s = %r, the header says %d"
                            % (short, getattr(capi, short), value))
    # The binding's VERSION is the library's in full: the package's metadata
    # takes the header's (bindings/python/safari_version.py), and
    # safari.__version__ must say the same.
    want = "%d.%d.%d" % tuple(header.defines["SAFARI_VERSION_" + k]
                              for k in ("MAJOR", "MINOR", "PATCH"))
    if capi.VERSION != want or capi.VERSION_MAJOR != header.defines["SAFARI_VERSION_MAJOR"]:
        problems.append("python: binding version %s, header version %s" % (capi.VERSION, want))
    statuses = list(capi.STATUSES)
    if statuses != [(n, int(v)) for n, v in header.statuses]:
        problems.append("python: status codes %s differ from the header's %s"
                        % (statuses, header.statuses))


def _python_names(filename, variable):
    """The value of a top-level `VARIABLE = (...)` of a module, unevaluated."""
    with open(os.path.join(PY_DIR, filename), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == variable:
            return list(ast.literal_eval(node.value))
    return None


# --- Lua ----------------------------------------------------------------------

def preprocessed(header, cc):
    """The header's declarations as `CC -E -P -DSAFARI_API=` prints them,
    without those of <stddef.h> and <stdint.h>: the standard types are known
    to every FFI, and the C library's own declarations are not ours."""
    with tempfile.TemporaryDirectory() as empty_headers:
        for name in ("stddef.h", "stdint.h"):
            open(os.path.join(empty_headers, name), "w").close()
        return subprocess.run([cc, "-E", "-P", "-DSAFARI_API=", "-nostdinc", "-I", empty_headers,
                               header.path], check=True, capture_output=True,
                              text=True).stdout


def _declarations(text):
    """Declarations of C text, each with its whitespace squashed."""
    return [d + ";" for d in (_squash(d) for d in text.split(";")) if d]


def check_lua(header, cc, problems):
    with open(LUA_FILE, encoding="utf-8") as f:
        lua = f.read()
    m = re.search(r"^local CDEF = \[\[\n(.*?)\]\]", lua, re.S | re.M)
    if not m:
        problems.append("lua: no `local CDEF = [[...]]` block")
    else:
        want, got = _declarations(preprocessed(header, cc)), _declarations(m.group(1))
        for i, (w, g) in enumerate(zip(want, got)):
            if w != g:
                problems.append("lua: CDEF declaration %d is\n  %s\nthe header's is\n  %s"
                                % (i + 1, g, w))
                break
        else:
            if len(want) != len(got):
                problems.append("lua: CDEF has %d declarations, the header %d"
                                % (len(got), len(want)))
    if re.search(r"^M\.\w+(?:,\s*M\.\w+)*\s*=\s*-?\d", lua, re.M):
        problems.append("lua: a constant is restated as a number; read it from C.SAFARI_*")
    major = re.search(r'M\.VERSION = "(\d+)\.', lua)
    if not major or int(major.group(1)) != header.defines["SAFARI_VERSION_MAJOR"]:
        problems.append("lua: binding major differs from the header's")
    statuses = _lua_list(lua, r"M\.STATUS")
    if statuses != [n for n, _ in header.statuses]:
        problems.append("lua: status names %s differ from the header's" % statuses)


def _lua_list(lua, variable):
    """The strings of `VARIABLE = {...}`, in order ([0] = first included)."""
    m = re.search(r"^(?:local )?%s\s*=\s*\{(.*?)\}" % variable, lua, re.M | re.S)
    return re.findall(r'"(\w+)"', m.group(1)) if m else None


# --- enums spelled by both --------------------------------------------------------

# C enum -> (Python module, Python name, Lua name), names in value order.
ENUMS = {
    "safari_move_kind": ("moves.py", "MOVE_KINDS", r"M\.MOVE_KINDS"),
    "safari_decision_kind": ("game.py", "DECISIONS", r"M\.DECISIONS"),
    "safari_event_kind": ("game.py", "EVENTS", r"M\.EVENTS"),
    "safari_place_kind": ("game.py", "PLACES", r"M\.PLACES"),
    "safari_final_scoring": ("game.py", "FINAL_SCORING", "FINAL_SCORING"),
    "safari_baobab_tokens": ("game.py", "BAOBAB_TOKENS", "BAOBAB_TOKENS"),
}


def _enum_words(values):
    """Enum constants in value order, lowercase, without their shared prefix:
    SAFARI_MOVE_DRAW, SAFARI_MOVE_TOKEN -> draw, token."""
    names = [values[v] for v in sorted(values)]
    if sorted(values) != list(range(len(values))):
        return None
    prefix = os.path.commonprefix(names)
    prefix = prefix[:prefix.rfind("_") + 1]
    return [n[len(prefix):].lower() for n in names]


def check_enums(header, problems):
    with open(LUA_FILE, encoding="utf-8") as f:
        lua = f.read()
    for enum, (module, py_name, lua_name) in ENUMS.items():
        want = _enum_words(header.enums[enum])
        got = _python_names(module, py_name)
        if got != want:
            problems.append("python: %s %s differs from the header's %s" % (py_name, got, want))
        got = _lua_list(lua, lua_name)
        if got != want:
            problems.append("lua: %s %s differs from the header's %s" % (lua_name, got, want))


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: check_sync.py HEADER CC")
    header = Header(argv[1])
    if len(header.functions) < 40 or not header.structs:
        sys.exit("FAIL: %s: too few declarations found; is the parser out of date?" % argv[1])
    problems = []
    check_python(header, problems)
    check_lua(header, argv[2], problems)
    check_enums(header, problems)
    for p in problems:
        print("FAIL:", p)
    if problems:
        return 1
    print("ok: %d functions, %d structs, %d enums agree in the Python and Lua bindings"
          % (len(header.functions), len(header.structs), len(ENUMS)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
