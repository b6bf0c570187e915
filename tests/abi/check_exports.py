#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the exported ABI of libsafari against include/safari.h.

  check_exports.py list HEADER
      Prints the functions HEADER declares with SAFARI_API, sorted, one a
      line: the content of tests/abi/symbols.txt.
  check_exports.py sync HEADER LIST
      Fails unless LIST is exactly what `list HEADER` prints, so a change of
      the API is also a visible change of the committed symbol list.
  check_exports.py exports HEADER LIST LIBRARY
      Fails unless the dynamic symbols LIBRARY defines (nm -D --defined-only)
      all start with safari_, equal LIST, and include every function HEADER
      declares.
  check_exports.py soname LIBRARY SONAME
      Fails unless the SONAME of LIBRARY is SONAME.
  check_exports.py deprecated HEADER
      Prints the functions HEADER marks SAFARI_DEPRECATED("use NAME"), each
      with NAME, sorted, one a line: the content of tests/abi/deprecated.txt.
  check_exports.py deprecated-sync HEADER LIST
      Fails unless LIST is exactly what `deprecated HEADER` prints: the
      deprecated wrappers stay exported (they are in symbols.txt too) until
      1.0, and the list says which they are (docs/api-stability.md).
"""
import os
import re
import subprocess
import sys

# Strings and character literals are matched first so that comment markers
# inside them are left alone; they are then emptied, so that nothing inside a
# literal looks like a declaration.
_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|/\*.*?\*/|//[^\n]*',
                     re.S)
_DEPRECATED = re.compile(r'\bSAFARI_DEPRECATED\s*\(\s*""\s*\)')
_DECL = re.compile(r'\bSAFARI_API\b([^;(){}]*?)\b([A-Za-z_]\w*)\s*\(')


def _strip(text):
    """The header without comments, literals and preprocessor lines."""
    text = _TOKENS.sub(lambda m: ' ' if m.group(0).startswith('/') else m.group(0)[0] * 2, text)
    text = text.replace('\\\n', ' ')
    return '\n'.join(line for line in text.split('\n') if not line.lstrip().startswith('#'))


def header_functions(path):
    with open(path, encoding='utf-8') as f:
        code = _DEPRECATED.sub(' ', _strip(f.read()))
    names = [m.group(2) for m in _DECL.finditer(code)]
    if not names:
        sys.exit(f'{path}: no SAFARI_API function declarations found')
    bad = [n for n in names if not n.startswith('safari_')]
    if bad:
        sys.exit(f'{path}: SAFARI_API functions outside the safari_ prefix: {" ".join(bad)}')
    dups = sorted({n for n in names if names.count(n) > 1})
    if dups:
        sys.exit(f'{path}: declared more than once: {" ".join(dups)}')
    return sorted(names)


_DEPRECATED_DECL = re.compile(
    r'\bSAFARI_DEPRECATED\s*\(\s*"use ([A-Za-z_]\w*)[^"]*"\s*\)\s*SAFARI_API\b[^;(){}]*?'
    r'\b([A-Za-z_]\w*)\s*\(')


def header_deprecated(path):
    """['NAME REPLACEMENT'] of the deprecated wrappers, sorted."""
    with open(path, encoding='utf-8') as f:
        text = re.sub(r'/\*.*?\*/|//[^\n]*', ' ', f.read(), flags=re.S)
    marked = len(re.findall(r'\bSAFARI_DEPRECATED\s*\(\s*"', text))
    found = sorted(f'{m.group(2)} {m.group(1)}' for m in _DEPRECATED_DECL.finditer(text))
    if marked != len(found):
        sys.exit(f'{path}: a SAFARI_DEPRECATED mark is not `SAFARI_DEPRECATED("use NAME ...") '
                 f'SAFARI_API ...` on a prototype ({marked} marks, {len(found)} read)')
    names = set(header_functions(path))
    bad = [line for line in found if not set(line.split()) <= names]
    if bad:
        sys.exit(f'{path}: deprecated or replacement not a SAFARI_API function: {bad}')
    return found


def cmd_deprecated_sync(header, listfile):
    want = header_deprecated(header)
    have = read_list(listfile)
    problems = []
    if have != want:
        problems.append(f'{listfile} lists {have}, the header deprecates {want}')
        problems.append(f'regenerate with: {sys.argv[0]} deprecated {header} > {listfile}')
    _report(problems)
    print(f'ok: {listfile} lists the {len(want)} deprecated wrappers of the header')


def read_list(path):
    with open(path, encoding='utf-8') as f:
        return [line.strip() for line in f if line.strip()]


def _tool_output(argv):
    """Standard output of a binutils command on an existing file."""
    if not os.path.isfile(argv[-1]):
        sys.exit(f'FAIL: {argv[-1]}: no such file (did the library build?)')
    run = subprocess.run(argv, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f'FAIL: {" ".join(argv)}: {run.stderr.strip()}')
    return run.stdout


def library_exports(lib):
    out = _tool_output(['nm', '-D', '--defined-only', lib])
    names = []
    for line in out.splitlines():
        fields = line.split()
        if len(fields) >= 3:
            names.append(fields[2].split('@')[0])
    return sorted(set(names))


def _report(problems):
    for p in problems:
        print('FAIL:', p)
    if problems:
        sys.exit(1)


def cmd_sync(header, listfile):
    want = header_functions(header)
    have = read_list(listfile)
    problems = []
    if have != sorted(set(have)):
        problems.append(f'{listfile} is not sorted or has duplicates')
    for n in sorted(set(want) - set(have)):
        problems.append(f'declared in the header but missing from {listfile}: {n}')
    for n in sorted(set(have) - set(want)):
        problems.append(f'in {listfile} but not declared in the header: {n}')
    if problems:
        problems.append(f'regenerate with: {sys.argv[0]} list {header} > {listfile}')
    _report(problems)
    print(f'ok: {listfile} lists the {len(want)} functions of the header')


def cmd_exports(header, listfile, lib):
    declared = set(header_functions(header))
    listed = set(read_list(listfile))
    exported = library_exports(lib)
    problems = [f'exported symbol without the safari_ prefix: {n}'
                for n in exported if not n.startswith('safari_')]
    for n in sorted(declared - set(exported)):
        problems.append(f'declared in the header but not exported by the library: {n}')
    for n in sorted(set(exported) - listed):
        problems.append(f'exported but not in {listfile}: {n}')
    for n in sorted(listed - set(exported)):
        problems.append(f'in {listfile} but not exported: {n}')
    _report(problems)
    print(f'ok: {lib} exports exactly the {len(exported)} listed safari_ functions')


def cmd_soname(lib, want):
    out = _tool_output(['readelf', '-d', lib])
    found = re.findall(r'\(SONAME\)\s+Library soname: \[([^\]]+)\]', out)
    _report([] if found == [want] else [f'SONAME of {lib} is {found or "missing"}, want {want}'])
    print(f'ok: SONAME {want}')


def main(argv):
    usage = __doc__
    if len(argv) < 2:
        sys.exit(usage)
    cmd, args = argv[1], argv[2:]
    if cmd == 'list' and len(args) == 1:
        print('\n'.join(header_functions(args[0])))
    elif cmd == 'sync' and len(args) == 2:
        cmd_sync(*args)
    elif cmd == 'exports' and len(args) == 3:
        cmd_exports(*args)
    elif cmd == 'deprecated' and len(args) == 1:
        print('\n'.join(header_deprecated(args[0])))
    elif cmd == 'deprecated-sync' and len(args) == 2:
        cmd_deprecated_sync(*args)
    elif cmd == 'soname' and len(args) == 2:
        cmd_soname(*args)
    else:
        sys.exit(usage)


if __name__ == '__main__':
    main(sys.argv)
