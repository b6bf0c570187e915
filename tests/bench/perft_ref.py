#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Reference perft: counts the leaves of the game tree through the `safari`
command alone, to check safari-bench's count by a second route.

Every node is a game record (the root record plus the moves that lead to
it); its moves come from `safari legal`, which replays the record from
setup. So this walk shares neither apply/undo nor clone with safari-bench,
nor any of its code. It counts as safari-bench does: every legal move of a
seat's decision and every distinct chance outcome (each once, weights
ignored); a game that ends before depth D adds no leaf.

Provenance: `safari legal` lists the moves of the same library, so these
counts come through the same move generator (lib/movegen.c) as
safari-bench's. Agreement proves that incremental apply/undo and clone
give the positions a replay from setup gives; it proves nothing about the
generator itself, which the hand-checked listings of tests/golden and the
rule tests of the unit suites check against docs/rules.md.

Usage: perft_ref.py --safari PATH --record FILE --depth D [--expected FILE]
With --expected, exits 1 unless the count equals the one stored there for D
(lines "D COUNT"; '#' starts a comment).
"""
import argparse
import subprocess
import sys


def legal_moves(safari, record):
    """The move lines of `safari legal` for a record, weights dropped."""
    out = subprocess.run([safari, "legal"], input=record, capture_output=True,
                         text=True, check=False)
    if out.returncode != 0:
        sys.exit("perft_ref: safari legal failed: " + out.stderr.strip())
    moves = []
    for line in out.stdout.splitlines():
        if line.startswith("move "):
            move = line[len("move "):]
            if " weight " in move:
                move = move[:move.index(" weight ")]
            moves.append(move)
    return moves


def perft(safari, record, depth):
    if depth == 0:
        return 1
    moves = legal_moves(safari, record)
    if depth == 1:
        return len(moves)
    return sum(perft(safari, record + move + "\n", depth - 1) for move in moves)


def stored_count(path, depth):
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split("#", 1)[0].split()
            if len(fields) == 2 and int(fields[0]) == depth:
                return int(fields[1])
    sys.exit(f"perft_ref: no count for depth {depth} in {path}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--safari", required=True, help="the safari command")
    parser.add_argument("--record", required=True, help="the root game record")
    parser.add_argument("--depth", type=int, required=True)
    parser.add_argument("--expected", help="perft.expected to compare with")
    args = parser.parse_args()
    with open(args.record, encoding="utf-8") as f:
        record = f.read()
    if not record.endswith("\n"):
        record += "\n"
    count = perft(args.safari, record, args.depth)
    print(f"perft {args.depth}: {count} leaves")
    if args.expected is not None:
        want = stored_count(args.expected, args.depth)
        if count != want:
            print(f"perft_ref: expected {want}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
