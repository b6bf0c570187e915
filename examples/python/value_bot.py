#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The value model of train_value.py as a bot of the engine protocol
(docs/protocol.md): it follows the game through the referee's record and
moves, and at each `go` plays the legal move whose result the model values
most for its seat.

    safari match --games 100 random \\
        "python3 examples/python/value_bot.py value.npz"

(with SAFARI_LIBRARY and PYTHONPATH=bindings/python set, as for
train_value.py). Needs NumPy.
"""
import os
import sys

import safari

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from value_model import ValueModel, best_move  # noqa: E402


def read_block(count):
    """The `count` lines that follow a `record N`, `moves N` or `legal N`."""
    lines = []
    for _ in range(count):
        line = sys.stdin.readline()
        if not line:
            raise EOFError("the referee closed the stream inside a block")
        lines.append(line.rstrip("\r\n"))
    return lines


def main():
    if len(sys.argv) != 2:
        print("usage: value_bot.py MODEL.npz", file=sys.stderr)
        return 2
    model = ValueModel.load(sys.argv[1])
    game, seat = None, 0
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "protocol":
            print("id name value-model")
            print("id author libsafari examples (train_value.py)")
            print("ready")
        elif command == "newgame":
            seat = int(words[1])
        elif command == "record":
            if game is not None:
                game.close()
            game = safari.Game.from_record("\n".join(read_block(int(words[1]))) + "\n")
        elif command == "moves":
            for move in read_block(int(words[1])):
                game.apply(move)
        elif command == "legal":
            read_block(int(words[1]))
        elif command == "go":
            print("move %s" % best_move(game, model, seat))
        elif command == "quit":
            return 0
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
