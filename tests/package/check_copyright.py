#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks a Debian package's copyright file against the repository's LICENSE.

  check_copyright.py COPYRIGHT LICENSE

The file must be in the machine-readable format (DEP-5,
https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/):
paragraphs of `Field: value` lines and continuation lines (a space first,
" ." for an empty line), one empty line between paragraphs; the first
paragraph names the format; a `Files: *` paragraph gives the copyright of
LICENSE and `License: Expat` (the format's name for the MIT text of
LICENSE; it calls "MIT" ambiguous) followed by LICENSE's terms word for word.
The parse and the comparison are written here, apart from the build rule
that makes the file, so that a mistake in either shows. Exits 1 naming
every difference.
"""
import re
import sys

FORMAT = "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
FIELD = re.compile(r"^([!-9;-~][!-9;-~]*):(.*)$")  # a name of printable ASCII but ':'


def paragraphs(text, problems):
    """[{field: [first line, continuation lines...]}] of a deb822 text."""
    result, current, last = [], None, None
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip() == "":
            if current:
                result.append(current)
            current, last = None, None
            continue
        if line[0] in " \t":
            if last is None:
                problems.append("line %d: a continuation line with no field above" % number)
            else:
                current[last].append(line[1:])
            continue
        m = FIELD.match(line)
        if not m:
            problems.append("line %d: neither 'Field: value' nor a continuation: %r"
                            % (number, line))
            continue
        current = current or {}
        last = m.group(1)
        if last in current:
            problems.append("line %d: field %s twice in one paragraph" % (number, last))
        current[last] = [m.group(2).strip()]
    if current:
        result.append(current)
    if not text.endswith("\n"):
        problems.append("the file does not end with a newline")
    return result


def licence_parts(path):
    """(holder, terms) of an MIT LICENSE: what follows 'Copyright (c) ' and
    the text after that line, stripped."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.match(r"MIT License\n\nCopyright \(c\) ([^\n]+)\n\n(.*)$", text, re.S)
    if not m:
        sys.exit("%s: not an MIT licence with a 'Copyright (c) ...' line" % path)
    return m.group(1), m.group(2).strip()


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: check_copyright.py COPYRIGHT LICENSE")
    with open(argv[1], encoding="utf-8") as f:
        text = f.read()
    holder, terms = licence_parts(argv[2])
    problems = []
    paras = paragraphs(text, problems)
    if not paras or paras[0].get("Format", [""])[0] != FORMAT:
        problems.append("the first paragraph has no 'Format: %s'" % FORMAT)
    files = [p for p in paras if p.get("Files", [""])[0] == "*"]
    if len(files) != 1:
        problems.append("%d paragraphs 'Files: *', want 1" % len(files))
    else:
        para = files[0]
        if para.get("Copyright", [""])[0] != holder:
            problems.append("Copyright is %r, LICENSE says %r"
                            % (para.get("Copyright", [""])[0], holder))
        licence = para.get("License", [""])
        if licence[0] != "Expat":
            problems.append("License is %r, want Expat (the MIT text)" % licence[0])
        body = "\n".join("" if line == "." else line for line in licence[1:])
        if body != terms:
            problems.append("the License text is not LICENSE's terms word for word")
    for problem in problems:
        print("%s: %s" % (argv[1], problem))
    if problems:
        return 1
    print("%s: DEP-5, Files: *, Copyright %s, License Expat (MIT) with LICENSE's terms"
          % (argv[1], holder))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
