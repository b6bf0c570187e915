#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of bindings/gen_abi.py, the generator of the bindings' declarations
(the ctest abi_generator):

- an export added to the header (a documented prototype, a struct, a
  constant, a deprecated wrapper) reaches every generated output by the
  generator alone: Python's ctypes declarations, the Lua cdef (which LuaJIT
  then accepts, when $LUAJIT names it), the JavaScript layouts and names
  (which Node then imports, when $NODE names it), the layout check and the
  module's export list;
- the generator's struct layout is the C compiler's: computed for this
  machine's data model it equals what ctypes lays out for every struct;
- what the generator cannot read stops it with the declaration named, and
  --check names the command to run when an output is stale.

  test_gen_abi.py [unittest arguments]
"""
import ctypes
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import types
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
BINDINGS = os.path.dirname(HERE)
ROOT = os.path.dirname(BINDINGS)
HEADER = os.path.join(ROOT, "include", "safari.h")
sys.path.insert(0, BINDINGS)
import gen_abi  # noqa: E402

# An export as a contributor would add it, in the header's style.
PROBE = '''
/** A probe of the generator.
 * @since 9.9.9 */
typedef struct safari_probe_info {
    int32_t count;               /**< a count */
    double weight;               /**< a weight */
    uint8_t seen[SAFARI_SPECIES]; /**< one per species */
    const safari_tileset *tiles; /**< a handle */
} safari_probe_info;

/** Probes. */
enum { SAFARI_PROBE_MAX = SAFARI_SPECIES + 2 };

/** Fills a probe. @param[in] game a game @param[out] out the probe
 * @return SAFARI_OK @since 9.9.9 */
SAFARI_API int safari_game_probe(const safari_game *game, safari_probe_info *out,
                                 size_t cap);

/** The old probe. @deprecated Use safari_game_probe(). @since 9.9.9 */
SAFARI_DEPRECATED("use safari_game_probe") SAFARI_API int safari_game_probe_old(
    const safari_game *game);

'''


def header_with(extra):
    """A copy of safari.h with `extra` before its closing extern "C"."""
    with open(HEADER, encoding="utf-8") as f:
        text = f.read()
    at = text.rindex("#ifdef __cplusplus")
    return text[:at] + extra + text[at:]


def run_gen(*args):
    return subprocess.run([sys.executable, os.path.join(BINDINGS, "gen_abi.py"), *args],
                          capture_output=True, text=True)


def load_python(path):
    """A generated _capi_gen.py as a module of a bare package."""
    name = "gen_probe_%d" % id(path)
    package = types.ModuleType(name)
    package.__path__ = [os.path.dirname(path)]
    sys.modules[name] = package
    spec = importlib.util.spec_from_file_location(name + "._capi_gen", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class NewExport(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_abi_")
        cls.header = os.path.join(cls.tmp, "safari.h")
        with open(cls.header, "w", encoding="utf-8") as f:
            f.write(header_with(PROBE))
        run = run_gen("--header", cls.header, "--out", cls.tmp)
        assert run.returncode == 0, run.stderr
        cls.out = {k: os.path.join(cls.tmp, p) for k, p in gen_abi.OUTPUTS.items()}

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp)

    def read(self, key):
        with open(self.out[key], encoding="utf-8") as f:
            return f.read()

    def test_python_declares_it(self):
        capi = load_python(self.out["python"])
        functions = {name: (res, args) for name, res, args in capi.FUNCTIONS}
        res, args = functions["safari_game_probe"]
        self.assertIs(res, ctypes.c_int)
        self.assertEqual(args[0], ctypes.c_void_p)
        self.assertIs(args[1]._type_, capi.ProbeInfo)
        self.assertIs(args[2], ctypes.c_size_t)
        self.assertEqual([n for n, _ in capi.ProbeInfo._fields_], ["count", "weight", "seen", "tiles"])
        self.assertEqual(capi.ProbeInfo.seen.size, 5)
        self.assertEqual(capi.PROBE_MAX, 7)
        self.assertIn("safari_game_probe_old", functions)
        self.assertEqual(capi.DEPRECATED, ("safari_game_probe_old",))

    def test_lua_declares_it(self):
        lua = self.read("lua")
        cdef = re.search(r"^local CDEF = \[\[\n(.*?)\]\]", lua, re.S | re.M).group(1)
        self.assertIn("int safari_game_probe(const safari_game *game, safari_probe_info *out,", cdef)
        self.assertIn("int safari_game_probe_old(", cdef)
        self.assertNotIn("SAFARI_DEPRECATED", cdef)
        self.assertIn("} safari_probe_info;", cdef)
        luajit = os.environ.get("LUAJIT")
        if not luajit:
            self.skipTest("no LUAJIT: the cdef is not given to LuaJIT")
        script = ("local ffi = require('ffi'); ffi.cdef(io.read('*a'));"
                  "io.write(ffi.sizeof('safari_probe_info'), ' ', ffi.C.SAFARI_PROBE_MAX, ' ',"
                  "ffi.offsetof('safari_probe_info', 'tiles'))")
        run = subprocess.run([luajit, "-e", script], input=cdef, capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stderr)
        lay = gen_abi.layout(gen_abi.Header(self.header), "safari_probe_info",
                             ctypes.sizeof(ctypes.c_void_p))
        self.assertEqual(run.stdout.split(), [str(lay["SIZE"]), "7", str(lay["tiles"])])

    def test_javascript_declares_it(self):
        js = self.read("js")
        self.assertIn("'safari_game_probe',", js)
        # wasm32: count 0, weight 8 (a double aligns on 8), seen 16..20, the
        # pointer at 24 (4 bytes), the size rounded up to 8: 32
        self.assertIn("safari_probe_info: Object.freeze({ SIZE: 32, ALIGN: 8, count: 0, "
                      "weight: 8, seen: 16, tiles: 24 })", js)
        self.assertIn("PROBE_MAX: 7,", js)
        self.assertIn("export const DEPRECATED = Object.freeze(['safari_game_probe_old']);", js)
        node = os.environ.get("NODE")
        if not node:
            self.skipTest("no NODE: the module is not imported")
        run = subprocess.run([node, "--input-type=module", "-e",
                              "const a = await import(process.argv[1]);"
                              "console.log(a.LAYOUTS.safari_probe_info.tiles,"
                              " a.FUNCTIONS.includes('safari_game_probe'))",
                              "file://" + self.out["js"]], capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stdout.split(), ["24", "true"])

    def test_layout_check_and_exports_name_it(self):
        layout = self.read("layout")
        self.assertIn("SIZE(safari_probe_info, 32);", layout)
        self.assertIn("AT(safari_probe_info, tiles, 24);", layout)
        run = run_gen("--header", self.header, "--exports")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("safari_game_probe", run.stdout.split())
        self.assertIn("safari_game_probe_old", run.stdout.split())

    def test_check_names_the_command(self):
        run = run_gen("--header", self.header, "--check")
        self.assertEqual(run.returncode, 1)
        self.assertIn("run `python3 bindings/gen_abi.py`", run.stdout)
        self.assertIn("bindings/python/safari/_capi_gen.py is stale", run.stdout)


class Layouts(unittest.TestCase):
    def test_every_struct_as_ctypes_lays_it_out(self):
        """The layout rule the JavaScript offsets come from, computed for
        this machine, against the platform's C layout as ctypes makes it."""
        header = gen_abi.Header(HEADER)
        tmp = tempfile.mkdtemp(prefix="gen_abi_")
        try:
            self.assertEqual(run_gen("--out", tmp).returncode, 0)
            capi = load_python(os.path.join(tmp, gen_abi.OUTPUTS["python"]))
        finally:
            shutil.rmtree(tmp)
        self.assertGreater(len(header.structs), 20)
        for name in header.structs:
            cls = getattr(capi, gen_abi.camel(name))
            want = {"SIZE": ctypes.sizeof(cls), "ALIGN": ctypes.alignment(cls)}
            want.update((f, getattr(cls, f).offset) for f, _ in cls._fields_)
            self.assertEqual(gen_abi.layout(header, name, ctypes.sizeof(ctypes.c_void_p)), want,
                             name)

    def test_statuses_from_the_x_macro(self):
        header = gen_abi.Header(HEADER)
        with open(HEADER, encoding="utf-8") as f:
            lines = re.findall(r"^\s*X\((\w+),\s*(-?\d+),", f.read(), re.M)
        self.assertEqual(header.statuses, [(n, int(v)) for n, v in lines])
        self.assertEqual(header.statuses[0], ("OK", 0))


class Refusals(unittest.TestCase):
    def refused(self, extra):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "safari.h")
            with open(path, "w", encoding="utf-8") as f:
                f.write(header_with(extra))
            return run_gen("--header", path, "--out", tmp)

    def test_unknown_declaration(self):
        run = self.refused("SAFARI_API extern int safari_counter;\n")
        self.assertEqual(run.returncode, 2)
        self.assertIn("safari_counter", run.stderr)

    def test_code_under_an_unreadable_if(self):
        run = self.refused("#if SAFARI_VERSION_MAJOR > 0\nenum { SAFARI_LATER = 1 };\n#endif\n")
        self.assertEqual(run.returncode, 2)
        self.assertIn("SAFARI_LATER", run.stderr)

    def test_experimental_api_left_out(self):
        """Behind #ifdef SAFARI_EXPERIMENTAL, outside the ABI promise."""
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "safari.h")
            with open(path, "w", encoding="utf-8") as f:
                f.write(header_with("#ifdef SAFARI_EXPERIMENTAL\nSAFARI_API int "
                                    "safari_game_trial(const safari_game *game);\n#endif\n"))
            names = gen_abi.Header(path).functions
        self.assertNotIn("safari_game_trial", [f.name for f in names])


if __name__ == "__main__":
    unittest.main()
