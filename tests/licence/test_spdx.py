#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests scripts/spdx.py on a folder of files written here, each with the
text it must have after the line is added, worked out by hand.

  test_spdx.py SPDX_PY WORK_DIR

--check must name exactly the files without the line (and the ones it
cannot fix) and change nothing; adding must give each file its expected
text, keep a script executable, and leave what is not a source alone; a
second run must change nothing; with the unfixable files gone, --check
passes. Exits 1 on the first difference.
"""
import os
import shutil
import stat
import subprocess
import sys

MIT = "SPDX-License-Identifier: MIT"
# path: (text before, text after adding); None after: left as it is.
CASES = {
    "lib/a.c": ("int a;\n", "/* %s */\nint a;\n" % MIT),
    "lib/b.h": ("/* %s */\n#define B 1\n" % MIT, None),  # has it already
    "lib/win.c": ("int w;\r\n", "/* %s */\r\nint w;\r\n" % MIT),  # CRLF kept
    "lib/safari.map": ("{ global: *; };\n", "/* %s */\n{ global: *; };\n" % MIT),
    "scripts/run.sh": ("#!/bin/sh\necho hi\n", "#!/bin/sh\n# %s\necho hi\n" % MIT),
    "scripts/bare.sh": ("#!/bin/sh", "#!/bin/sh\n# %s\n" % MIT),  # no final newline
    "scripts/tool.py": ('#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n"""Doc."""\n',
                        '#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n# %s\n"""Doc."""\n'
                        % MIT),
    "scripts/empty.py": ("", "# %s\n" % MIT),
    "scripts/cmake/x.pc.in": ("prefix=@P@\n", "# %s\nprefix=@P@\n" % MIT),
    ".ci/run": ("#!/usr/bin/env bash\nexit 0\n", "#!/usr/bin/env bash\n# %s\nexit 0\n" % MIT),
    "CMakeLists.txt": ("project(x)\n", "# %s\nproject(x)\n" % MIT),
    "bindings/m.lua": ("--- A module.\nreturn {}\n", "-- %s\n--- A module.\nreturn {}\n" % MIT),
    "bindings/m.mjs": ("export const a = 1;\n", "// %s\nexport const a = 1;\n" % MIT),
    "bindings/m.d.ts": ("export const a: 1;\n", "// %s\nexport const a: 1;\n" % MIT),
    "web/index.html": ("<!doctype html>\n<html></html>\n",
                       "<!doctype html>\n<!-- %s -->\n<html></html>\n" % MIT),
    "web/style.css": ("body { margin: 0; }\n", "/* %s */\nbody { margin: 0; }\n" % MIT),
    # Not sources: documentation, JSON, data, golden and fixture files.
    "docs/guide.md": ("# Guide\n", None),
    "package.json": ("{}\n", None),
    "tests/abi/symbols.txt": ("safari_game_new\n", None),
    "tests/golden/a.rec": ("seats 2\n", None),
    "tests/fuzz/corpus/play/seed": ("\x00\x01binary", None),
    "tests/docs/fixtures/paths/lib/real.c": ("int real;\n", None),
    "LICENSE": ("MIT License\n", None),
    # In a build folder: not the repository's.
    "build-test/generated.c": ("int g;\n", None),
}
# Files --check names and adding cannot fix, with a word of the message.
UNFIXABLE = {
    "lib/other.c": ("/* SPDX-License-Identifier: Apache-2.0 */\nint o;\n", "another licence"),
    "scripts/late.sh": ("#!/bin/sh\necho\n# %s\n" % MIT, "it belongs on line 2"),
    "lib/new.rs": ("fn main() {}\n", "does not know"),
}
MISSING = sorted(p for p, (_, after) in CASES.items() if after is not None)


def write_tree(work):
    shutil.rmtree(work, ignore_errors=True)
    for path, text in list((p, t[0]) for p, t in CASES.items()) + \
            list((p, t[0]) for p, t in UNFIXABLE.items()):
        full = os.path.join(work, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(text.encode("utf-8"))
    os.chmod(os.path.join(work, "scripts/run.sh"), 0o755)


def snapshot(work):
    result = {}
    for folder, _, names in os.walk(work):
        for name in names:
            with open(os.path.join(folder, name), "rb") as f:
                result[os.path.relpath(os.path.join(folder, name), work)] = f.read()
    return result


def run(spdx, work, *args):
    r = subprocess.run([sys.executable, spdx, "--source", work] + list(args),
                       capture_output=True, text=True)
    return r.returncode, r.stdout.splitlines()


def named(lines):
    """The files that problem lines name, with their messages."""
    return {line.split(": ", 1)[0]: line.split(": ", 1)[1] for line in lines
            if ": " in line and not line.startswith("added: ")}


def expect(condition, message):
    if not condition:
        print("FAIL: %s" % message)
        sys.exit(1)


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: test_spdx.py SPDX_PY WORK_DIR")
    spdx, work = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    write_tree(work)
    before = snapshot(work)

    status, out = run(spdx, work, "--check")
    problems = named(out)
    expect(status == 1, "--check exits %d with files missing the line" % status)
    expect(sorted(problems) == sorted(MISSING + list(UNFIXABLE)),
           "--check names %s, want %s" % (sorted(problems), sorted(MISSING + list(UNFIXABLE))))
    for path, (_, word) in UNFIXABLE.items():
        expect(word in problems[path], "%s: %r does not say %r" % (path, problems[path], word))
    expect(snapshot(work) == before, "--check changed a file")

    status, out = run(spdx, work)
    expect(status == 1, "adding exits %d although three files cannot be fixed" % status)
    expect(sorted(l[len("added: "):] for l in out if l.startswith("added: ")) == MISSING,
           "adding reports %s" % [l for l in out if l.startswith("added: ")])
    after = snapshot(work)
    for path, (text, want) in CASES.items():
        want = text if want is None else want
        expect(after[path] == want.encode("utf-8"),
               "%s is %r, want %r" % (path, after[path], want.encode("utf-8")))
    for path, (text, _) in UNFIXABLE.items():
        expect(after[path] == text.encode("utf-8"), "%s was changed" % path)
    expect(os.stat(os.path.join(work, "scripts/run.sh")).st_mode & stat.S_IXUSR,
           "scripts/run.sh is no longer executable")
    expect(not [p for p in after if p.endswith(".spdx-tmp")], "a temporary file is left")

    status, out = run(spdx, work)
    expect(snapshot(work) == after and not [l for l in out if l.startswith("added: ")],
           "a second run changed files: %s" % out)

    for path in UNFIXABLE:
        os.remove(os.path.join(work, path))
    status, out = run(spdx, work, "--check")
    expect(status == 0, "--check fails once every file has the line: %s" % out)
    print("ok: --check names the %d files without the line and %d it cannot fix; adding gives "
          "each its expected text, once" % (len(MISSING), len(UNFIXABLE)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
