#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that `pip install ./bindings/python` works offline: installs the
package with --no-index into a temporary folder, then imports it from there
(with SAFARI_LIBRARY set by the caller) and checks its version, and that the
installed metadata names the licence (License-Expression: MIT) and ships
the repository's LICENSE unchanged.

  check_pip_install.py PYTHON_PACKAGE_DIR

Exits 77 (a skip for ctest) when this Python has no pip.
"""
import importlib.util
import os
import subprocess
import sys
import tempfile


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: check_pip_install.py PYTHON_PACKAGE_DIR")
    if importlib.util.find_spec("pip") is None:
        print("skip: %s has no pip module (Debian: python3-pip)" % sys.executable)
        return 77
    source = os.path.abspath(argv[1])
    with tempfile.TemporaryDirectory() as target:
        subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--no-cache-dir",
                        "--disable-pip-version-check", "--quiet", "--target", target, source],
                       check=True)
        probe = "\n".join([
            "import importlib.metadata, os, safari",
            "print(safari.__file__)",
            "print(safari.__version__, safari.library_version)",
            "dist = importlib.metadata.distribution('safari')",
            "print(dist.metadata['License-Expression'])",
            "print(*(os.path.abspath(dist.locate_file(f)) for f in dist.files"
            " if f.name == 'LICENSE'), sep='|')"])
        # Run from the target folder, with nothing of the source tree on the path.
        env = dict(os.environ, PYTHONPATH=target, PYTHONNOUSERSITE="1")
        run = subprocess.run([sys.executable, "-c", probe], cwd=target, env=env,
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stderr)
            return 1
        path, versions, expression, licences = run.stdout.splitlines()
        if not path.startswith(os.path.realpath(target)) and not path.startswith(target):
            print("FAIL: imported %s, not the installed package" % path)
            return 1
        binding, library = versions.split()
        if binding.split(".")[0] != library.split(".")[0]:
            print("FAIL: binding %s with library %s" % (binding, library))
            return 1
        if expression != "MIT":
            print("FAIL: the installed metadata's License-Expression is %r, not MIT" % expression)
            return 1
        with open(os.path.join(source, os.pardir, os.pardir, "LICENSE"), "rb") as f:
            want = f.read()
        shipped = [p for p in licences.split("|") if p]
        if len(shipped) != 1:
            print("FAIL: the installed package ships %d files LICENSE, want 1" % len(shipped))
            return 1
        with open(shipped[0], "rb") as f:
            if f.read() != want:
                print("FAIL: %s is not the repository's LICENSE" % shipped[0])
                return 1
        print("ok: installed safari %s offline; it loads libsafari %s; licence %s, %s shipped"
              % (binding, library, expression, os.path.relpath(shipped[0], target)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
