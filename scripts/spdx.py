#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The licence line of every source file: `SPDX-License-Identifier: MIT`.

    scripts/spdx.py [--source DIR]          adds the line where it is missing
    scripts/spdx.py --check [--source DIR]  lists the files without it; exit 1 if any

The line is a comment in the file's own language, on the first line, or
after what must come first: a `#!` line, an HTML doctype, Python's coding
line. Adding is idempotent: a file that has the line is left as it is, so
the script can run again after a merge and touches only new files.

Which files are sources is decided by kind (KINDS below); every file must
be of a known kind, so that a new language cannot slip past. Not sources,
and so without the line: documentation (Markdown: prose, under the licence
of LICENSE, which the README names), JSON (no comments; package.json names
its licence in its own field), data and golden fixtures (the tile set, game
records, expected outputs, lists of symbols or digests, the fuzzers'
corpora: a comment would change what is read or compared), the generated
ABI baseline, images, the checkers' fixtures (tests/docs/fixtures: their
lines are what the checkers' own tests count), .gitignore and LICENSE.

The files are those of git (tracked, and new files that are not ignored)
in a checkout, or every file but build folders and caches elsewhere (a
source tarball, a test's fixture).
"""
import argparse
import os
import re
import subprocess
import sys

TAG = "SPDX-License-Identifier: MIT"
C, HASH, DASH, SLASH, HTML = ("/* %s */", "# %s", "-- %s", "// %s", "<!-- %s -->")
# Extension (or whole name) -> the comment that carries the line, or None
# for a file that is not a source.
KINDS = {
    ".c": C, ".h": C, ".css": C, ".map": C,
    ".cmake": HASH, "CMakeLists.txt": HASH, ".sh": HASH, ".py": HASH, ".toml": HASH,
    ".pc": HASH, "Doxyfile": HASH,
    ".lua": DASH,
    ".js": SLASH, ".mjs": SLASH, ".cjs": SLASH, ".ts": SLASH, ".mts": SLASH,
    ".html": HTML,
    ".md": None, ".json": None, ".csv": None, ".txt": None, ".tiles": None, ".rec": None, ".out": None,
    ".err": None, ".expected": None, ".xml": None, ".svg": None, ".png": None, ".gitignore": None,
    "LICENSE": None,
    # PEP 561's marker of a typed package: empty, or the one word "partial"
    "py.typed": None,
}
# Folders of data, whatever their files are named.
DATA = ("tests/fuzz/corpus/", "tests/docs/fixtures/")
# Folders that builds, package managers and caches make.
MADE = re.compile(r"^(build[^/]*|node_modules|__pycache__|\.venv|\.git|.*\.egg-info)$")
FIRST = re.compile(r"^(#!|<!doctype )", re.I)
CODING = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*[-\w.]+")  # PEP 263


SHELL_OR_PYTHON = re.compile(rb"^#!\S*(/|env )(ba|da)?sh\b|^#!\S*(/|env )python")


def comment_of(source, rel):
    """The comment form of a file, None for a file that is not a source, or
    False for a kind this script does not know."""
    if rel.startswith(DATA):
        return None
    name = os.path.basename(rel)
    if name.endswith(".in"):  # a template: the kind of what it makes
        name = name[:-3]
    if name in KINDS:
        return KINDS[name]
    ext = os.path.splitext(name)[1]
    if ext in KINDS:
        return KINDS[ext]
    if not ext:  # a script named without an extension (.ci/run)
        with open(os.path.join(source, rel), "rb") as f:
            if SHELL_OR_PYTHON.match(f.readline()):
                return HASH
    return False


def files(source):
    """The repository's files, relative to source, sorted."""
    try:
        out = subprocess.run(["git", "-C", source, "ls-files", "-z", "--cached", "--others",
                              "--exclude-standard"], capture_output=True, check=True).stdout
        found = [p for p in out.decode("utf-8").split("\0") if p]
        if subprocess.run(["git", "-C", source, "rev-parse", "--show-prefix"],
                          capture_output=True, text=True, check=True).stdout.strip() == "":
            return sorted(p for p in set(found) if os.path.isfile(os.path.join(source, p)))
    except (OSError, subprocess.CalledProcessError):
        pass
    found = []  # no checkout of its own: walk the folder
    for folder, dirs, names in os.walk(source):
        dirs[:] = [d for d in dirs if not MADE.match(d)]
        found += [os.path.relpath(os.path.join(folder, n), source) for n in names]
    return sorted(p.replace(os.sep, "/") for p in found)


def place(lines):
    """The index where the licence line goes: after a #! line or a doctype,
    and after a Python coding line within the first two."""
    at = 1 if lines and FIRST.match(lines[0]) else 0
    while at < min(2, len(lines)) and CODING.match(lines[at]):
        at += 1
    return at


LICENCE_LINE = re.compile(r"^\W*SPDX-License-Identifier:")  # in a comment, not in prose


def examine(path, comment):
    """(lines, index, problem): the file's lines kept with their ends, where
    the line goes, and None when it is there already, "missing" when it can
    be added, or what is wrong when it cannot."""
    try:
        with open(path, "rb") as f:
            lines = f.read().decode("utf-8").splitlines(keepends=True)
    except UnicodeDecodeError:
        return None, 0, "not UTF-8 text"
    at = place(lines)
    line = comment % TAG
    if at < len(lines) and lines[at].rstrip("\r\n") == line:
        return lines, at, None
    for number, other in enumerate(lines[:at + 5], start=1):
        if other.rstrip("\r\n") == line:
            return lines, at, "the licence line is line %d; it belongs on line %d" % (number, at + 1)
        if LICENCE_LINE.match(other):
            return lines, at, "line %d names another licence: %s" % (number, other.strip())
    return lines, at, "missing"


def write_whole(path, data):
    """Replaces path by data through a temporary file beside it, so that the
    file under its name is always whole, with its mode kept."""
    temporary = path + ".spdx-tmp"
    try:
        with open(temporary, "wb") as f:
            f.write(data)
        os.chmod(temporary, os.stat(path).st_mode)
        os.replace(temporary, path)
    except OSError:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise


def main(argv):
    parser = argparse.ArgumentParser(description="Adds or checks the SPDX licence line.")
    parser.add_argument("--source", default=os.path.join(os.path.dirname(__file__), os.pardir))
    parser.add_argument("--check", action="store_true", help="list the files without the line")
    args = parser.parse_args(argv[1:])
    source = os.path.abspath(args.source)
    problems, added, sources = [], [], 0
    for rel in files(source):
        comment = comment_of(source, rel)
        if comment is None:
            continue
        if comment is False:
            problems.append("%s: a kind of file scripts/spdx.py does not know: add it to KINDS, "
                            "with its comment or as no source" % rel)
            continue
        sources += 1
        path = os.path.join(source, rel)
        lines, at, problem = examine(path, comment)
        if problem is None:
            continue
        if problem != "missing" or args.check:
            problems.append("%s: %s" % (rel, "no line '%s'" % (comment % TAG)
                                        if problem == "missing" else problem))
            continue
        end = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
        if at > 0 and not lines[at - 1].endswith("\n"):
            lines[at - 1] += end
        lines.insert(at, comment % TAG + end)
        write_whole(path, "".join(lines).encode("utf-8"))
        added.append(rel)
    for rel in added:
        print("added: %s" % rel)
    for problem in problems:
        print(problem)
    print("%d source files, %d given the line now, %d problems" % (sources, len(added), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
