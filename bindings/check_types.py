#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The package's types under mypy (the ctest python_types):
  1. `mypy` on the package with bindings/python/pyproject.toml's [tool.mypy]
     (strict; the modules not yet annotated are listed there): clean;
  2. `mypy --strict` on tests/typing/consumer.py, a typed program: clean;
  3. `mypy --strict` on tests/typing/misuse.py: an error on every line
     marked `# rejected` and on no other, so the annotations can fail.

  check_types.py MYPY CACHE_DIR
"""
import os
import re
import subprocess
import sys

PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "python")


def mypy(command, cache, *args):
    run = subprocess.run([command, "--cache-dir", cache, "--no-error-summary", *args],
                         cwd=PACKAGE, capture_output=True, text=True)
    return run.returncode, run.stdout + run.stderr


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: check_types.py MYPY CACHE_DIR")
    command, cache = argv[1], os.path.abspath(argv[2])
    failed = False
    for what, args in (("the package (pyproject.toml's [tool.mypy])", ("-p", "safari")),
                       ("the typed consumer", ("--strict", "tests/typing/consumer.py"))):
        rc, out = mypy(command, cache, *args)
        if rc != 0:
            print("FAIL: mypy on %s:\n%s" % (what, out))
            failed = True
        else:
            print("ok: mypy accepts %s" % what)
    misuse = os.path.join("tests", "typing", "misuse.py")
    with open(os.path.join(PACKAGE, misuse), encoding="utf-8") as f:
        marked = {i for i, line in enumerate(f, 1) if "  # rejected:" in line}
    rc, out = mypy(command, cache, "--strict", misuse)
    found = {int(m.group(1)) for m in re.finditer(r"misuse\.py:(\d+): error:", out)}
    if rc == 0 or found != marked:
        print("FAIL: mypy on %s: errors on lines %s, want exactly %s\n%s"
              % (misuse, sorted(found), sorted(marked), out))
        failed = True
    else:
        print("ok: mypy rejects each of the %d misuses" % len(marked))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
