#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A bot for the libsafari engine protocol (docs/protocol.md) that needs no
library: it asks the referee for the legal moves (`ready legal`) and plays a
random one, so it knows nothing of the rules. Standard library only.

    safari match --games 10 random "python3 examples/python/protocol_bot.py"
"""
import random
import sys


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
    rng = random.Random(0)
    legal = []
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "protocol":
            print("id name python-protocol-bot")
            print("id author libsafari examples")
            print("ready legal")  # send me the legal moves with each `go`
        elif command == "newgame":
            rng.seed(int(words[2]))
        elif command in ("record", "moves"):
            read_block(int(words[1]))  # the position: this bot does not need it
        elif command == "legal":
            legal = read_block(int(words[1]))
        elif command == "go":
            print("move " + rng.choice(legal))
        elif command == "quit":
            return 0
        # Any other command (`result`, or one of a later protocol) is ignored.
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
