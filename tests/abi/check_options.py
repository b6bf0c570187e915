#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the rule of docs/api-stability.md, "Options structs and how they
grow", against include/safari.h.

  check_options.py HEADER STABILITY_MD [--expect-failures N]

Fails unless:
- every struct a SAFARI_API function takes as `const safari_x *` (what a
  caller passes in), and every struct such a struct holds or points to,
  either carries its size (a `uint32_t size` field, first or last) with a
  `SAFARI_..._INIT` macro whose value holds `sizeof(safari_x)`, or is
  a row of the page's table of structs that carry no size;
- every struct with a `size` field has such an _INIT macro (the structs the
  library fills too);
- every struct the table names exists and carries no size (a struct that
  gained one leaves the table).

With --expect-failures N it succeeds only if it finds exactly N problems
(the checker's own test, on a broken copy of the header and the page).
The header is read by bindings/gen_abi.py, the one reader of its
declarations.
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "bindings"))
import gen_abi  # noqa: E402

_DEFINE = re.compile(r"^\s*#\s*define\s+(SAFARI_\w+_INIT)\b((?:[^\n]*\\\n)*[^\n]*)", re.M)
_SIZEOF = re.compile(r"\bsizeof\s*\(\s*(safari_\w+)\s*\)")


def init_macros(text):
    """struct -> the _INIT macro whose value holds sizeof(struct)."""
    out = {}
    for macro, body in _DEFINE.findall(text):
        for struct in _SIZEOF.findall(body):
            out[struct] = macro
    return out


def unsized_table(path):
    """The first column of the table after "These carry no size"."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    at = text.find("These carry no size")
    if at < 0:
        sys.exit("%s: no paragraph \"These carry no size\"" % path)
    names, started = [], False
    for line in text[at:].split("\n")[1:]:
        if line.startswith("|"):
            started = True
            m = re.match(r"\|\s*`(safari_\w+)`\s*\|", line)
            if m:
                names.append(m.group(1))
        elif started:
            break
    if not names:
        sys.exit("%s: the table of structs without a size is empty" % path)
    return names


def sized(struct):
    fields = [f.name for f in struct.fields]
    return "size" in (fields[0], fields[-1])


def main(argv):
    expect = None
    if len(argv) == 5 and argv[3] == "--expect-failures":
        expect = int(argv[4])
        argv = argv[:3]
    if len(argv) != 3:
        sys.exit(__doc__)
    header = gen_abi.Header(argv[1])
    with open(argv[1], encoding="utf-8") as f:
        inits = init_macros(f.read())
    table = unsized_table(argv[2])
    structs = header.structs
    problems = []

    # what callers pass in, and what it holds or points to
    passed = set()
    todo = [t.base for fn in header.functions for t, _ in fn.params
            if t.base in structs and t.pointers == 1 and t.const]
    while todo:
        name = todo.pop()
        if name in passed:
            continue
        passed.add(name)
        todo += [f.type.base for f in structs[name].fields if f.type.base in structs]
    for name in sorted(passed):
        if sized(structs[name]):
            continue
        if name not in table:
            problems.append("%s is passed in and carries no size: give it one (uint32_t size "
                            "and an _INIT macro) or add it to the table of structs without a "
                            "size in %s" % (name, argv[2]))
    for name in sorted(structs):
        if sized(structs[name]) and name not in inits:
            problems.append("%s carries a size but no SAFARI_..._INIT macro sets it "
                            "({sizeof(%s), ...})" % (name, name))
    for name in table:
        if name not in structs:
            problems.append("%s (in the table of %s) is no struct of the header"
                            % (name, argv[2]))
        elif sized(structs[name]):
            problems.append("%s carries a size: take it out of the table of structs without "
                            "a size in %s" % (name, argv[2]))
    for p in problems:
        print("check_options: " + p, file=sys.stderr)
    if expect is not None:
        print("check_options: %d problems found, %d expected" % (len(problems), expect))
        return 0 if len(problems) == expect else 1
    if problems:
        return 1
    print("check_options: %d structs passed in (or held by one), %d of them without a size "
          "as the table says; %d structs with a size and an _INIT macro" % (
              len(passed), len([n for n in passed if not sized(structs[n])]),
              len([n for n in structs if sized(structs[n])])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
