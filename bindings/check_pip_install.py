#!/usr/bin/env python3
"""Checks that `pip install ./bindings/python` works offline: installs the
package with --no-index into a temporary folder, then imports it from there
(with SAFARI_LIBRARY set by the caller) and checks its version.

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
        probe = ("import safari, sys; "
                 "print(safari.__file__); print(safari.__version__, safari.library_version)")
        # Run from the target folder, with nothing of the source tree on the path.
        env = dict(os.environ, PYTHONPATH=target, PYTHONNOUSERSITE="1")
        run = subprocess.run([sys.executable, "-c", probe], cwd=target, env=env,
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stderr)
            return 1
        path, versions = run.stdout.splitlines()
        if not path.startswith(os.path.realpath(target)) and not path.startswith(target):
            print("FAIL: imported %s, not the installed package" % path)
            return 1
        binding, library = versions.split()
        if binding.split(".")[0] != library.split(".")[0]:
            print("FAIL: binding %s with library %s" % (binding, library))
            return 1
        print("ok: installed safari %s offline; it loads libsafari %s" % (binding, library))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
