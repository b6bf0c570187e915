#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs the Python and Lua code blocks of Markdown files, so that the quick
starts stay correct.

  check_readme.py LUAJIT FILE...

Each ```python block runs under this Python with bindings/python on its
path, each ```lua block under LUAJIT (skipped when LUAJIT is empty) with
bindings/lua on LUA_PATH; SAFARI_LIBRARY comes from the caller. Fails on
the first block that exits non-zero, or when no block was found at all.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv):
    if len(argv) < 3:
        sys.exit("usage: check_readme.py LUAJIT FILE...")
    luajit, files = argv[1], argv[2:]
    env = dict(os.environ, PYTHONPATH=os.path.join(HERE, "python"), PYTHONDONTWRITEBYTECODE="1",
               LUA_PATH=os.path.join(HERE, "lua", "?.lua") + ";;")
    ran = 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for lang, code in re.findall(r"^```(python|lua)\n(.*?)^```", text, re.M | re.S):
            if lang == "lua" and not luajit:
                continue
            argv_run = [sys.executable, "-c", code] if lang == "python" else [luajit, "-e", code]
            run = subprocess.run(argv_run, env=env, capture_output=True, text=True)
            if run.returncode != 0:
                print("FAIL: a %s block of %s:\n%s\n%s" % (lang, path, code, run.stderr))
                return 1
            ran += 1
    if ran == 0:
        print("FAIL: no python or lua block in %s" % " ".join(files))
        return 1
    print("ok: %d blocks ran" % ran)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
