#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that pip installs the Python package with the C library inside,
in a fresh virtual environment, with no network: pip finds the pinned build
backend in a folder of wheels (scripts/venv.sh downloads
bindings/python/requirements-build.txt there) and nothing else.

  check_pip_install.py [--sdist BACKEND_PYTHON | --editable] PACKAGE_DIR WHEELHOUSE BUILD_DIR

Without --sdist it installs PACKAGE_DIR (`pip install ./bindings/python`);
with it, BACKEND_PYTHON (a Python with the build backend) first makes the
source distribution and pip installs that. BUILD_DIR is scikit-build-core's
build folder, kept between runs so that a second run recompiles nothing.

Then, with SAFARI_LIBRARY unset and nothing of the source tree on the path,
`import safari; safari.Game()` must work and load the library bundled in
the installed package folder; the metadata must name the distribution
libsafari with the version of include/safari.h (read here from the header,
independently of the build) and licence MIT, and ship the repository's
LICENSE and py.typed. With SAFARI_LIBRARY set by the caller, that library
must be loaded instead (it still overrides the bundled one). Also checks
that pyproject.toml's build requirements are requirements-build.txt's pins.

With --editable it installs PACKAGE_DIR in editable mode (`pip install -e
./bindings/python`, scikit-build-core's redirect mode): then `import
safari` must run the modules of PACKAGE_DIR itself, load the library the
editable install built into the environment, and play a whole random game.

Exits 77 (a skip for ctest) when this Python cannot make a virtual
environment.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

# The editable install: where the modules and the library come from, and a
# whole game (chance and seats by the library's own sampling).
EDITABLE_PROBE = "\n".join([
    "import os, safari",
    "game, rng = safari.Game(), safari.SplitMix64(3)",
    "while not game.is_over:",
    "    game.apply(game.sample_move(rng))",
    "print(os.path.realpath(safari.__file__))",
    "print(os.path.realpath(safari.library_path))",
    "print(game.history_length, ' '.join(str(s) for s in game.scores))",
])

PROBE = "\n".join([
    "import importlib.metadata, os, safari",
    "safari.Game()",
    "dist = importlib.metadata.distribution('libsafari')",
    "licences = [os.path.abspath(dist.locate_file(f)) for f in dist.files if f.name == 'LICENSE']",
    "print(os.path.realpath(safari.__file__))",
    "print(os.path.realpath(safari.library_path))",
    "print(safari.__version__, safari.library_version)",
    "print(dist.metadata['Name'], dist.metadata['Version'], dist.metadata['License-Expression'])",
    "print('|'.join(licences))",
    "print(os.path.exists(os.path.join(os.path.dirname(safari.__file__), 'py.typed')))",
])


def header_version(header):
    """MAJOR.MINOR.PATCH from the header's three #defines."""
    with open(header, encoding="utf-8") as f:
        text = f.read()
    parts = [re.search(r"^#define SAFARI_VERSION_%s (\d+)$" % k, text, re.M).group(1)
             for k in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


def check_pins(package):
    """pyproject.toml's [build-system] requires equals requirements-build.txt."""
    with open(os.path.join(package, "pyproject.toml"), encoding="utf-8") as f:
        requires = re.search(r"^requires = \[(.*?)\]$", f.read(), re.M | re.S).group(1)
    declared = sorted(re.findall(r'"([^"]+)"', requires))
    with open(os.path.join(package, "requirements-build.txt"), encoding="utf-8") as f:
        pinned = sorted(line.strip() for line in f
                        if line.strip() and not line.startswith("#"))
    if declared != pinned:
        print("FAIL: pyproject.toml requires %s, requirements-build.txt pins %s"
              % (declared, pinned))
        return False
    return True


def make_sdist(backend_python, package, out):
    """The source distribution, made by the build backend's PEP 517 hook."""
    code = ("import scikit_build_core.build as b, sys; "
            "print(b.build_sdist(sys.argv[1]))")
    run = subprocess.run([backend_python, "-c", code, out], cwd=package, check=True,
                         capture_output=True, text=True)
    name = run.stdout.strip().splitlines()[-1]
    path = os.path.join(out, name)
    with tarfile.open(path) as tar:
        names = tar.getnames()
    top = name[:-len(".tar.gz")]
    for needed in ("PKG-INFO", "pyproject.toml", "safari/__init__.py", "safari/py.typed",
                   "libsafari/CMakeLists.txt", "libsafari/include/safari.h",
                   "libsafari/lib/CMakeLists.txt", "libsafari/lib/safari.map",
                   "libsafari/data/safari.tiles", "libsafari/LICENSE"):
        if "%s/%s" % (top, needed) not in names:
            print("FAIL: the sdist %s has no %s" % (name, needed))
            return None
    print("ok: sdist %s, %d files, %d bytes" % (name, len(names), os.path.getsize(path)))
    return path


def check_editable(python, venv, package, tmp, env):
    """The editable install's probe: the failures (empty when it passed)."""
    run = subprocess.run([python, "-c", EDITABLE_PROBE], cwd=tmp, env=env,
                         capture_output=True, text=True)
    if run.returncode != 0:
        return ["import safari and a game failed:\n" + run.stderr]
    init, loaded, game = run.stdout.splitlines()
    failures = []
    source = os.path.realpath(os.path.join(package, "safari", "__init__.py"))
    if init != source:
        failures.append("imported %s, not the source tree's %s" % (init, source))
    if not loaded.startswith(os.path.realpath(venv) + os.sep) or \
            os.path.basename(loaded) != "libsafari.so.0":
        failures.append("loaded %s, not the library the editable install built into %s"
                        % (loaded, venv))
    moves, *scores = game.split()
    if int(moves) < 100 or len(scores) != 2:
        failures.append("the game: %s moves, scores %s" % (moves, scores))
    if not failures:
        print("ok: the editable install runs %s with %s; a whole game of %s moves, scores %s"
              % (os.path.dirname(init), loaded, moves, " ".join(scores)))
    return failures


def main(argv):
    backend = None
    editable = False
    if len(argv) > 1 and argv[1] == "--sdist":
        backend = os.path.abspath(argv[2])
        argv = argv[:1] + argv[3:]
    elif len(argv) > 1 and argv[1] == "--editable":
        editable = True
        argv = argv[:1] + argv[2:]
    if len(argv) != 4:
        sys.exit("usage: check_pip_install.py [--sdist BACKEND_PYTHON | --editable] "
                 "PACKAGE_DIR WHEELHOUSE BUILD_DIR")
    package, wheelhouse, build_dir = (os.path.abspath(a) for a in argv[1:])
    root = os.path.normpath(os.path.join(package, os.pardir, os.pardir))
    want_version = header_version(os.path.join(root, "include", "safari.h"))
    if not check_pins(package):
        return 1
    if not glob.glob(os.path.join(wheelhouse, "scikit_build_core-*.whl")):
        print("FAIL: no build backend in %s (scripts/venv.sh downloads it)" % wheelhouse)
        return 1
    override = os.environ.get("SAFARI_LIBRARY")
    clean = {k: v for k, v in os.environ.items()
             if k not in ("SAFARI_LIBRARY", "PYTHONPATH", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL")}
    clean.update(PYTHONNOUSERSITE="1", PIP_NO_INDEX="1", CMAKE_BUILD_PARALLEL_LEVEL="2")
    with tempfile.TemporaryDirectory() as tmp:
        venv = os.path.join(tmp, "venv")
        if subprocess.run([sys.executable, "-m", "venv", venv]).returncode != 0:
            print("skip: %s cannot make a virtual environment (Debian: python3-venv)"
                  % sys.executable)
            return 77
        python = os.path.join(venv, "bin", "python")
        what = package
        if backend:
            what = make_sdist(backend, package, tmp)
            if what is None:
                return 1
        start = time.monotonic()
        subprocess.run([python, "-m", "pip", "install", "--no-index", "--find-links", wheelhouse,
                        "--no-cache-dir", "--disable-pip-version-check", "--quiet",
                        "--config-settings", "build-dir=" + build_dir]
                       + (["--editable"] if editable else []) + [what],
                       check=True, env=clean, cwd=tmp)
        seconds = time.monotonic() - start
        if editable:
            failures = check_editable(python, venv, package, tmp, clean)
            for failure in failures:
                print("FAIL: " + failure)
            if not failures:
                print("ok: pip installed libsafari in editable mode offline in %.1f s" % seconds)
            return 1 if failures else 0
        # Run from the temporary folder, with nothing of the source tree on the path.
        run = subprocess.run([python, "-c", PROBE], cwd=tmp, env=clean,
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stderr)
            return 1
        init, loaded, versions, meta, licences, typed = run.stdout.splitlines()
        folder = os.path.dirname(init)
        failures = []
        if not folder.startswith(os.path.realpath(venv)):
            failures.append("imported %s, not the installed package" % init)
        if loaded != os.path.join(folder, "libsafari.so.0"):
            failures.append("loaded %s, not the library bundled in %s" % (loaded, folder))
        if versions.split() != [want_version, want_version]:
            failures.append("binding and library versions %s, want %s (include/safari.h)"
                            % (versions, want_version))
        if meta.split() != ["libsafari", want_version, "MIT"]:
            failures.append("metadata name, version, licence %s, want libsafari %s MIT"
                            % (meta, want_version))
        shipped = [p for p in licences.split("|") if p]
        with open(os.path.join(root, "LICENSE"), "rb") as f:
            licence = f.read()
        if len(shipped) != 1:
            failures.append("the package ships %d files LICENSE, want 1" % len(shipped))
        else:
            with open(shipped[0], "rb") as f:
                if f.read() != licence:
                    failures.append("%s is not the repository's LICENSE" % shipped[0])
        if typed != "True":
            failures.append("the installed package has no py.typed")
        if override:
            run = subprocess.run([python, "-c", "import safari; print(safari.library_path)"],
                                 cwd=tmp, env=dict(clean, SAFARI_LIBRARY=override),
                                 capture_output=True, text=True)
            if run.returncode != 0 or run.stdout.strip() != override:
                failures.append("with SAFARI_LIBRARY=%s it loaded %r %s"
                                % (override, run.stdout.strip(), run.stderr))
        for failure in failures:
            print("FAIL: " + failure)
        if failures:
            return 1
        size = sum(os.path.getsize(os.path.join(d, f))
                   for d, _, files in os.walk(folder) for f in files)
        print("ok: pip installed libsafari %s from %s offline in %.1f s (build folder %s); "
              "it loads its bundled %s; the package folder is %d bytes; SAFARI_LIBRARY %s"
              % (want_version, "the sdist" if backend else "the source folder", seconds,
                 build_dir, os.path.basename(loaded), size,
                 "overrides it" if override else "not set: its override not checked"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
