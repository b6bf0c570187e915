#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that every repository path the guides and READMEs name exists.

A page names a path in an inline code span (`tests/abi/symbols.txt`, one
word of `scripts/demo.sh SEED`) or as a link's target
([the rules](rules.md), ![picture](docs/images/web.png)). What counts as a
repository path:

- a code-span word whose first component is a top-level folder of the
  repository (`lib/`, `tests/`, `.ci/`, ...) or that is a root file
  (`README.md`, `LICENSE`), taken from the root;
- a link's target that is not a URL, taken from the page's own folder
  (as a Markdown viewer does), `#anchor` dropped.

Everything else is not the repository's and is not checked: build outputs
and the scripts' work folders (`build/...`, `build-web/...`: no top-level
folder of a fresh clone is named build*, as .gitignore says), files a user
creates (`game.svg`, `first.c`, `/tmp/min`), installed paths (`/usr/...`,
`P/lib/...`) and bare file names (`safari.h`). Three spellings stand for
several files: a glob (`lib/text/*.c`) or braces
(`build-web/js/safari_wasm.{mjs,wasm}`) must match at least one file each;
in a placeholder path (`tests/fuzz/corpus/<target>/regress-<what>`) the
part before the first `<...>` must exist, the rest is the user's to fill
in. A word with a placeholder in its first component, a `$` or a `=`
(a variable, an option) is not a path.

Each missing path is printed as FILE:LINE: message. The exit status is 0
when there is none, or with --expect-failures N when there are exactly N
(the checker's own test runs it on a fixture with known defects).

    check_paths.py --source DIR [--expect-failures N]
"""
import argparse
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_rulings import generated, read_lines  # noqa: E402 (the same notion of a generated folder)

ROOT_FILES = ("README.md", "LICENSE", "CMakeLists.txt", ".gitignore")
FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
PLACEHOLDER = re.compile(r"<[^<>/]+>")
LINE_NUMBER = re.compile(r":\d+(?::\d+)?$")  # FILE:LINE names FILE
URL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.I)
# Characters around a word that are prose, not part of the path.
STRIP = "\"'(),;:.!?"


def pages(root):
    """The guides (docs/*.md) and every README.md of the repository but
    the checker's own fixtures."""
    found = []
    docs = os.path.join(root, "docs")
    if os.path.isdir(docs):
        found += sorted(os.path.join(docs, f) for f in os.listdir(docs) if f.endswith(".md"))
    fixtures = os.path.join(root, "tests", "docs", "fixtures")
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not generated(d)
                         and os.path.join(folder, d) != fixtures)
        if "README.md" in files:
            found.append(os.path.join(folder, "README.md"))
    return found


def expand_braces(word):
    """`a.{b,c}` as ['a.b', 'a.c'] (one level, as the guides write it)."""
    m = re.search(r"\{([^{}]*,[^{}]*)\}", word)
    if not m:
        return [word]
    return [w for part in m.group(1).split(",")
            for w in expand_braces(word[:m.start()] + part + word[m.end():])]


def exists(base, path):
    """Whether `path` (from `base`) names something of the tree, by the
    rules of the module's docstring."""
    m = PLACEHOLDER.search(path)
    if m:
        # The user fills in the rest: what comes before must exist.
        head = path[:m.start()]
        return bool(glob.glob(os.path.join(base, glob.escape(head)) + "*"))
    for one in expand_braces(path):
        if any(c in one for c in "*?["):
            if not glob.glob(os.path.join(base, one)):
                return False
        elif not os.path.exists(os.path.join(base, one)):
            return False
    return True


def candidates(line, tops):
    """(path, from_page) for each path a line names: code-span words from
    the root, link targets from the page's folder."""
    for m in LINK.finditer(line):
        target = m.group(1).split("#", 1)[0]
        if target and not URL.match(target):
            yield target, True
    for m in CODE_SPAN.finditer(line):
        for word in m.group(2).split():
            word = LINE_NUMBER.sub("", word.strip(STRIP))
            if not word or "$" in word or "=" in word:
                continue
            first = word.split("/", 1)[0]
            if "/" not in word and word in ROOT_FILES:
                yield word, False
            elif "/" in word and first in tops:
                yield word, False


def check(root):
    # The top-level folders of a fresh clone (.ci/ is the one hidden folder).
    tops = {d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d))
            and (d == ".ci" or not generated(d))}
    problems = []
    for page in pages(root):
        fenced = False
        for number, line in enumerate(read_lines(page) or [], 1):
            if FENCE.match(line):
                fenced = not fenced
                continue
            if fenced:
                continue
            for path, from_page in candidates(line, tops):
                base = os.path.dirname(page) if from_page else root
                if not exists(base, path):
                    problems.append("%s:%d: names '%s', which the repository does not hold"
                                    % (os.path.relpath(page, root), number, path))
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--source", required=True, help="the repository's root")
    ap.add_argument("--expect-failures", type=int, default=None)
    args = ap.parse_args()
    problems = check(os.path.abspath(args.source))
    for p in problems:
        print(p)
    if args.expect_failures is not None:
        ok = len(problems) == args.expect_failures
        print("%d missing path(s), %d expected: %s" % (len(problems), args.expect_failures,
                                                       "ok" if ok else "WRONG"))
        return 0 if ok else 1
    print("%d missing path(s)" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
