# SPDX-License-Identifier: MIT
"""Misuses of the package that `mypy --strict` must reject: every line
marked `# rejected` must have an error, and no other line
(bindings/check_types.py). So the annotations can fail: an API typed as
Any, or too loosely, would let these through."""
import safari

game = safari.Game(seats="two")  # rejected: seats is an int
game.apply(3)  # rejected: a move is a Move or its text
game.undo(1)  # rejected: undo takes no argument
scores: str = game.scores  # rejected: scores are a list of ints
seat: str = game.to_move  # rejected: a seat is an int
move = safari.Move("place", x="1")  # rejected: coordinates are ints
move.kind = "dig"  # rejected: a Move is immutable (read-only property)
tile: int = game.tile_at(0, 0)  # rejected: an optional Tile, not an int
game.no_such_method()  # rejected: no such attribute
text: bytes = game.record()  # rejected: the record is str
safari.TileSet(42)  # rejected: a tile set is text
