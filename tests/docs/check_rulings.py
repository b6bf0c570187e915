#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that the repository owns the rules it cites, and tests its rulings.

docs/rules.md lists the rulings as headings `### R7. ...` and promises that
each is tested; docs/rules.md and docs/notation.md number their sections
(`## 4. ...`, `### 4.2 ...`) so that comments can cite them. This checks:

- the rulings are numbered R1, R2, ... without gap or repeat;
- every ruling is named by at least one test, and every ruling a test names
  exists: a test names rulings in a comment such as `Ruling R7 (...)` or
  `Rulings R2, R3 and R9 (...)`, in tests/ (but tests/docs) or in a
  binding's tests/;
- every cited section exists: `docs/rules.md section 4.2`,
  `docs/notation.md sections 2 and 3`, `[the rules](rules.md), section 9`,
  and, inside those two pages, a bare `section 5.4` of the page itself;
  every `R12` on a line that cites the rules is a listed ruling;
- nothing cites a Markdown file the repository does not hold
  (`OTHER.md section 3`) or a folder beside the repository.

Each problem is printed as FILE:LINE: message. The exit status is 0 when
there is none, or with --expect-failures N when there are exactly N (the
checker's own test runs it on a fixture with known defects).

    check_rulings.py --source DIR [--expect-failures N]
"""
import argparse
import os
import re
import sys

SCANNED = ["include", "lib", "cli", "examples", "bindings", "docs", "tests", "scripts",
           "README.md", "CMakeLists.txt"]
# The checker and its fixtures cite made-up sections on purpose.
SKIPPED = [os.path.join("tests", "docs")]
TEXT_LIMIT = 4 << 20

RULING_HEADING = re.compile(r"^### (R\d+)\. \S")
SECTION_HEADING = re.compile(r"^#{2,3} (\d+(?:\.\d+)*)\.? \S")
TEST_NAMES = re.compile(r"\bRulings? (R\d+(?:(?:, | and )R\d+)*)")
RULING = re.compile(r"\bR\d+\b")
NUMBER_LIST = r"(\d+(?:\.\d+)*(?:(?:, | and | or | to )\d+(?:\.\d+)*)*)"
CITE = re.compile(r"(?:(?:docs/)?(rules|notation)\.md\)?,? )?\bsections? " + NUMBER_LIST)
MD_CITE = re.compile(r"([\w./-]+\.md)\)?,? (?:section|§)")
# Written so that this file does not hold the strings it rejects.
OUTSIDE = re.compile("\\.\\./" + "shared|" + "RULES" + "\\.md|" + "NOTATION" + "\\.md")


def read_lines(path):
    """The lines of a text file, or None for a binary or huge one."""
    try:
        if os.path.getsize(path) > TEXT_LIMIT:
            return None
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    if b"\0" in data:
        return None
    return data.decode("utf-8", errors="replace").split("\n")


def generated(name):
    """A folder that builds or package managers make (as .gitignore lists):
    not the project's text, and not in the source tree of a fresh clone."""
    return name in ("node_modules", "__pycache__") or name.startswith(("build", ".")) \
        or name.endswith(".egg-info")


def walk(root, names, skipped):
    """Every file under root/name for each name, but the skipped and the
    generated folders."""
    for name in names:
        top = os.path.join(root, name)
        if os.path.isfile(top):
            yield top
            continue
        for folder, dirs, files in os.walk(top):
            rel = os.path.relpath(folder, root)
            dirs[:] = sorted(d for d in dirs
                             if os.path.join(rel, d) not in skipped and not generated(d))
            for f in sorted(files):
                yield os.path.join(folder, f)


def headings(path):
    """The section numbers and the rulings of a numbered page."""
    sections, rulings = set(), []
    for number, line in enumerate(read_lines(path) or [], 1):
        m = SECTION_HEADING.match(line)
        if m:
            sections.add(m.group(1))
        m = RULING_HEADING.match(line)
        if m:
            rulings.append((m.group(1), number))
    return sections, rulings


def numbers(text):
    return re.split(r", | and | or | to ", text)


def check(root):
    problems = []
    rules_md = os.path.join(root, "docs", "rules.md")
    notation_md = os.path.join(root, "docs", "notation.md")
    pages = {}
    for key, path in (("rules", rules_md), ("notation", notation_md)):
        if not os.path.isfile(path):
            problems.append("%s: missing" % path)
            return problems
        pages[key] = headings(path)[0]
    rulings = headings(rules_md)[1]
    listed = {r for r, _ in rulings}
    if not rulings:
        problems.append("%s: no ruling (### R1. ...) listed" % rules_md)
    for i, (r, line) in enumerate(rulings):
        if r != "R%d" % (i + 1):
            problems.append("%s:%d: ruling %s where R%d is due (numbered R1, R2, ... once)"
                            % (rules_md, line, r, i + 1))

    named = {}
    test_dirs = ["tests"] + [os.path.join("bindings", b, "tests")
                             for b in sorted(os.listdir(os.path.join(root, "bindings")))
                             if os.path.isdir(os.path.join(root, "bindings", b, "tests"))] \
        if os.path.isdir(os.path.join(root, "bindings")) else ["tests"]
    for path in walk(root, test_dirs, SKIPPED):
        for number, line in enumerate(read_lines(path) or [], 1):
            for m in TEST_NAMES.finditer(line):
                for r in RULING.findall(m.group(1)):
                    named.setdefault(r, "%s:%d" % (path, number))
                    if r not in listed:
                        problems.append("%s:%d: names ruling %s, which %s does not list"
                                        % (path, number, r, rules_md))
    for r, line in rulings:
        if r not in named:
            problems.append("%s:%d: no test names ruling %s (a comment 'Ruling %s (...)')"
                            % (rules_md, line, r, r))

    for path in walk(root, SCANNED, SKIPPED):
        lines = read_lines(path)
        if lines is None:
            continue
        real = os.path.realpath(path)
        own = "rules" if real == os.path.realpath(rules_md) else \
            "notation" if real == os.path.realpath(notation_md) else None
        for number, line in enumerate(lines, 1):
            where = "%s:%d" % (path, number)
            if OUTSIDE.search(line):
                problems.append("%s: cites a file outside the repository" % where)
            for m in MD_CITE.finditer(line):
                cited = m.group(1)
                if not any(os.path.isfile(os.path.join(base, cited))
                           for base in (root, os.path.join(root, "docs"), os.path.dirname(path))):
                    problems.append("%s: cites '%s', which the repository does not hold"
                                    % (where, cited))
            for m in CITE.finditer(line):
                page = m.group(1) or own
                if page is None:
                    continue
                for n in numbers(m.group(2)):
                    if n not in pages[page]:
                        problems.append("%s: cites section %s of docs/%s.md, which has none"
                                        % (where, n, page))
            if "rules.md" in line or own == "rules" or TEST_NAMES.search(line):
                for r in RULING.findall(line):
                    if r not in listed:
                        problems.append("%s: names ruling %s, which %s does not list"
                                        % (where, r, rules_md))
    return list(dict.fromkeys(problems))  # a line seen by both scans counts once


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--source", required=True, help="the repository's root")
    ap.add_argument("--expect-failures", type=int, default=None)
    args = ap.parse_args()
    problems = check(args.source)
    for p in problems:
        print(p)
    if args.expect_failures is not None:
        ok = len(problems) == args.expect_failures
        print("%d problem(s), %d expected: %s" % (len(problems), args.expect_failures,
                                                  "ok" if ok else "WRONG"))
        return 0 if ok else 1
    print("%d problem(s)" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
