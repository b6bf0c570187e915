#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`safari show` end to end: the SVG of a finished game and of a position
part-way through are well-formed XML with one element per tile on the board,
the animals of each tile's face as the tile set lists them, the rangers and
one score line per seat; the text drawing has the board and the scores; bad
input and bad usage fail with exit 1 and 2.

    check_show.py SAFARI TILESET_FILE WORK_DIR
"""
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
failures = []


def safari(*args, expect=0):
    p = subprocess.run([SAFARI] + list(args), capture_output=True, text=True, timeout=120)
    if p.returncode != expect:
        failures.append("safari %s: exit %d, expected %d\n%s"
                        % (" ".join(args), p.returncode, expect, p.stderr))
    return p.stdout


def check(condition, what):
    if not condition:
        failures.append(what)


def board_counts(record):
    """Tiles on the board where a record stops, counted from the record."""
    placed = sum(1 for line in record.splitlines() if line.startswith("place "))
    return placed + 3  # the built-in start tile has three cells


def face_animals(tileset):
    """{(type, first copy): sorted animal letters} for every copy of every
    type of a tile-set text, and {start cell number: letters}."""
    faces, starts = {}, {}
    for line in tileset.splitlines():
        words = line.split(";")
        head = words[0].split()
        if not head or head[0].startswith("#") or head[0] == "rangers":
            continue
        groups = [g.strip() for g in words[1:]]
        letters = ["".join(sorted(a[0] for a in g.split(",") if a != "-")) for g in groups]
        if head[0] == "start":
            starts[len(starts) + 1] = letters[0]
        else:
            for k, animals in enumerate(letters, 1):
                faces[(int(head[0]), k)] = animals
    return faces, starts


def check_animals(path, tiles):
    """Each tile shows the animals of its copy (the face's first copy)."""
    faces, starts = face_animals(TILESET)
    for g in tiles:
        title = "".join(g.find(SVG + "title").itertext())
        drawn = "".join(sorted("".join("".join(t.itertext()) for t in g.iter(SVG + "text")
                                       if t.get("class") == "animals")))
        m = re.match(r"tile (\d+)/(\d+) at", title) or re.match(r"start cell (\d+) at", title)
        if m is None:
            failures.append("%s: tile title %r" % (path, title))
            continue
        want = starts[int(m.group(1))] if title.startswith("start") else \
            faces[(int(m.group(1)), int(m.group(2)))]
        check(drawn == want, "%s: %s shows animals %r, its face has %r" % (path, title, drawn, want))


def check_svg(path, record, seats, final):
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as e:
        failures.append("%s is not well-formed XML: %s" % (path, e))
        return
    check(root.tag == SVG + "svg", "%s: the root is %s, not svg" % (path, root.tag))
    tiles = [g for g in root.iter(SVG + "g") if g.get("class") == "tile"]
    want = board_counts(record)
    check(len(tiles) == want, "%s: %d tile elements for %d tiles" % (path, len(tiles), want))
    cells = {(g.get("data-x"), g.get("data-y")) for g in tiles}
    check(len(cells) == len(tiles), "%s: two tile elements on one cell" % path)
    check(("0", "0") in cells, "%s: no tile on the start cell (0, 0)" % path)
    check_animals(path, tiles)
    texts = ["".join(t.itertext()) for t in root.iter(SVG + "text")]
    lines = [t for t in texts if re.match(r"^seat \d: -?\d+ points", t)]
    check(len(lines) == seats, "%s: %d seat lines for %d seats" % (path, len(lines), seats))
    winners = [t for t in lines if t.endswith(", winner")]
    check((len(winners) >= 1) == final, "%s: winners shown %s" % (path, winners))
    rangers = [r for r in root.iter(SVG + "rect") if r.get("class") == "ranger-cell"]
    check(1 <= len(rangers) <= 2, "%s: %d rangers drawn" % (path, len(rangers)))


def main():
    os.makedirs(WORK, exist_ok=True)
    record = safari("play", "--seed", "5", "--seats", "3")
    rec = os.path.join(WORK, "game.rec")
    with open(rec, "w") as f:
        f.write(record)

    # A finished game, to a file and to standard output.
    svg = os.path.join(WORK, "game.svg")
    check(safari("show", "--svg", svg, rec) == "", "show --svg FILE printed something")
    check_svg(svg, record, 3, final=True)
    out = safari("show", "--svg", "-", rec)
    with open(svg) as f:
        check(out == f.read(), "show --svg - differs from show --svg FILE")

    # Part-way: the position after 60 moves is the record cut after 60 moves.
    head = record.split("moves\n", 1)
    cut = head[0] + "moves\n" + "".join(head[1].splitlines(True)[:60])
    mid = os.path.join(WORK, "mid.svg")
    safari("show", "--moves", "60", "--svg", mid, rec)
    check_svg(mid, cut, 3, final=False)
    cut_rec = os.path.join(WORK, "cut.rec")
    with open(cut_rec, "w") as f:
        f.write(cut)
    check(safari("show", "--moves", "60", rec) == safari("show", cut_rec),
          "show --moves 60 differs from show of the record cut after 60 moves")

    # The text drawing: the board of board_text.c and the scores.
    text = safari("show", rec)
    check(text.startswith("board: sides s savanna"), "show: no board drawing:\n" + text[:200])
    check(re.search(r"(?m)^seat 2 score \d+ meeples \d", text), "show: no seat lines")
    check(" S2" in text, "show: the start cell S2 is not drawn")

    # Bad input: exit 1; bad usage: exit 2.
    bad = os.path.join(WORK, "bad.rec")
    with open(bad, "w") as f:
        f.write("safari 1\nseats 9\n")
    safari("show", bad, expect=1)
    safari("show", "--moves", "100000", rec, expect=1)
    safari("show", "--svg", os.path.join(WORK, "no-such-dir", "x.svg"), rec, expect=1)
    safari("show", "--svg", expect=2)
    safari("show", "--moves", "-3", rec, expect=2)
    safari("show", "--frob", rec, expect=2)
    safari("show", rec, rec, expect=2)

    for f in failures:
        print("FAIL " + f, file=sys.stderr)
    print("show: %s" % ("ok" if not failures else "%d failures" % len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    SAFARI, WORK = sys.argv[1], sys.argv[3]
    with open(sys.argv[2], encoding="utf-8") as f:
        TILESET = f.read()
    sys.exit(main())
