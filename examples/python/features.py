#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""What a network sees: the observation and the legal-move mask of a
position, drawn as small text pictures.

    PYTHONPATH=bindings/python SAFARI_LIBRARY=build/lib/libsafari.so.0 \\
        python3 examples/python/features.py [seed] [moves]

Plays `moves` random moves (the `safari play` procedure with `seed`), goes on
to the next `place` decision, and prints, over the board window, north up:
the board as the planes show it, a few planes as digits, the `place` part of
the mask, and the vector. docs/ai.md lists every plane. Exits 1 if the mask
and the legal moves disagree.
"""
import sys

import safari

SIDES = "NESW"
SPECIES = "AEGLZ"


def draw(title, grid, cell):
    """Rows north first (y grows north); cell(value) is one character."""
    print(title)
    for row in reversed(grid):
        print("  " + "".join(cell(v) for v in row))
    print()


def board_picture(p, height, width):
    """One character a cell: what stands there, from the planes alone."""
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            if p[45][y][x] or p[46][y][x]:
                row.append("R")                   # a ranger
            elif p[20][y][x]:
                row.append("M")                   # the viewer's meeple
            elif any(p[20 + k][y][x] for k in range(1, 5)):
                row.append("m")                   # another seat's meeple
            elif p[0][y][x]:
                trails = sum(p[1 + d][y][x] for d in range(4))
                bushes = sum(p[5 + d][y][x] for d in range(4))
                row.append("b" if bushes > trails else "t" if trails else "#")
            elif p[47][y][x]:
                row.append("+")                   # the tile in hand fits
            else:
                row.append(".")
        rows.append(row)
    return rows


def main(argv):
    seed = int(argv[1]) if len(argv) > 1 else 3
    moves = int(argv[2]) if len(argv) > 2 else 60
    rng = safari.SplitMix64(seed)
    with safari.Game(seats=2) as game:
        while not game.is_over and (game.history_length < moves or game.decision != "place"):
            game.apply(game.sample_move(rng))
        viewer = game.to_move if game.to_move >= 0 else 0
        x0, y0, width, height = window = game.board_window()
        planes, vector = game.observation(viewer, window)
        p = planes.tolist()  # nested lists, with NumPy or without
        v = vector.tolist()
        print("position after %d moves, decision %s, viewer seat %d, window x %d..%d, y %d..%d"
              % (game.history_length, game.decision, viewer, x0, x0 + width - 1, y0,
                 y0 + height - 1))
        print("%d planes of %d x %d cells, vector of %d\n" % (len(p), width, height, len(v)))

        draw("board (# tile, t trail, b bush, M/m meeples, R ranger, + fits):",
             board_picture(p, height, width), str)
        open_sides = [[int(max(p[9 + d][y][x] for d in range(4))) for x in range(width)]
                      for y in range(height)]
        draw("planes 9-12, most open sides of a trail or bush on the tile:", open_sides,
             lambda n: "." if n == 0 else str(min(n, 9)))
        animals = [[int(sum(p[13 + s][y][x] for s in range(5))) for x in range(width)]
                   for y in range(height)]
        draw("planes 13-17, animals on the tile:", animals,
             lambda n: "." if n == 0 else str(min(n, 9)))

        mask = game.legal_mask(window)
        cells = width * height
        rotations = [[sum(mask[r * cells + y * width + x] << r for r in range(4))
                      for x in range(width)] for y in range(height)]
        draw("mask planes 0-3, `place`: rotations allowed (bit r), hex:", rotations,
             lambda n: "." if n == 0 else "%x" % n)
        legal = sum(mask)
        print("legal actions: %d of %d" % (legal, len(mask)))

        faces = (len(v) - 59) // 2
        print("vector: scores %s, meeples %s, bag %s, stack %d tiles of %d faces, in hand: face %s"
              % (v[0:2], v[30:32], dict(zip(SPECIES, v[35:40])), sum(v[59:59 + faces]), faces,
                 [f for f in range(faces) if v[59 + faces + f]]))
        fits = sum(sum(row) for row in p[47])
        places = {(m.x, m.y) for m in game.legal_moves() if m.kind == "place"}
        if legal != len(game.legal_moves()) or fits != len(places):
            print("the mask or the fits plane disagrees with the legal moves")
            return 1
        print("mask and fits plane agree with the %d legal moves" % legal)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
