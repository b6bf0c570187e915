#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fails if a function of lib/ uses more than LIMIT bytes of stack or an
unbounded amount, as GCC's -fstack-usage reports them.

  check_stack.py OBJECT_DIR LIB_DIR LIMIT

OBJECT_DIR holds the .su files of a build of every .c under LIB_DIR with
-fstack-usage; each .c must have one, so a missing build fails too. A .su
line is "file:line:col:function<TAB>bytes<TAB>qualifiers", the qualifiers
being "static", "dynamic" or "dynamic,bounded" (bounded: bytes is still an
upper bound, e.g. for a realigned frame).
"""
import os
import sys

# Known excess, with the reason; each entry is a debt, not a licence.
EXCEPTIONS = set()  # none today


def main(obj_dir, lib_dir, limit):
    # Every room of lib/ (the engine, text/, ai/); the file names are unique.
    sources = sorted(f for _, _, files in os.walk(lib_dir) for f in files if f.endswith(".c"))
    found = {}
    for root, _, files in os.walk(obj_dir):
        for name in files:
            if name.endswith(".su"):
                found[name.split(".c")[0] + ".c"] = os.path.join(root, name)
    problems = [f"{src}: no .su file (not built with -fstack-usage?)"
                for src in sources if src not in found]
    worst = (0, "")
    for src in sources:
        if src not in found:
            continue
        with open(found[src], encoding="utf-8") as f:
            for line in f:
                where, size, kind = line.rstrip("\n").split("\t")
                function = where.rsplit(":", 1)[1]
                size = int(size)
                if (src, function) in EXCEPTIONS:
                    print(f"known exception: {src}: {function}: {size} bytes ({kind})")
                    continue
                worst = max(worst, (size, f"{src}: {function}"))
                if kind == "dynamic":
                    problems.append(f"{src}: {function}: unbounded stack ({size}+ bytes)")
                elif size > limit:
                    problems.append(f"{src}: {function}: {size} bytes > {limit}")
    for p in problems:
        print("error:", p)
    print(f"{len(sources)} sources; largest frame: {worst[0]} bytes ({worst[1]})")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
