# SPDX-License-Identifier: MIT
"""Moves as immutable values, and the generator of `safari play`."""
from __future__ import annotations

import ctypes
import struct
from typing import Any, Dict, List, Optional, Tuple, Union

from . import _capi
from ._check import INT16, UINT8, instance, integer
from ._handle import GameHandle
from ._lib import check, encode, lib
from .errors import InvalidArgumentError, ParseError

# Names of safari_move_kind, safari_species, sides and corners, in C order.
MOVE_KINDS = ("draw", "token", "place", "discard", "meeple", "ranger", "dig", "expand",
              "pass", "boost", "park")
SPECIES = ("A", "E", "G", "L", "Z")
SIDES = ("N", "E", "S", "W")
CORNERS = ("NE", "SE", "SW", "NW")

_KIND_ID = {name: i for i, name in enumerate(MOVE_KINDS)}
# The fields each kind uses (safari.h, safari_move_kind); the others are zero.
_USES = {
    "draw": ("index", "tile"), "token": ("species",), "place": ("index", "x", "y"),
    "discard": (), "meeple": ("index",), "ranger": ("index", "x", "y"),
    "dig": ("species", "index", "x", "y"), "expand": ("species", "index", "x", "y"),
    "pass": (), "boost": ("species",), "park": ("x", "y"),
}
_FIELDS = ("species", "index", "tile", "x", "y")
# The C type of each field (safari_move).
_CTYPES = {"species": UINT8, "index": UINT8, "tile": UINT8, "x": INT16, "y": INT16}
# safari_move: four uint8 then two int16, native order, no padding.
_LAYOUT = struct.Struct("=BBBBhh")
assert _LAYOUT.size == ctypes.sizeof(_capi.Move)


class Move:
    """One move: the answer to one decision; an immutable, hashable value.

    `kind` is the move's verb ("place", "dig", ...); the other fields are
    those of the C `safari_move`: `species` (0..4 for A E G L Z, 5 for none),
    `index` (rotation, side, corner, ranger or copy number), `tile`, `x`,
    `y`. Fields a kind does not use are always zero. str() gives the
    canonical text of docs/notation.md section 2; Move.parse() reads it.
    """
    __slots__ = ("_key",)
    _key: Tuple[str, int, int, int, int, int]

    def __new__(cls, kind: str, species: int = 0, index: int = 0, tile: int = 0, x: int = 0,
                y: int = 0) -> Move:
        if not isinstance(kind, str):
            raise TypeError("a move kind is a str such as 'place', not %s" % type(kind).__name__)
        uses = _USES.get(kind)
        if uses is None:
            raise InvalidArgumentError("unknown move kind %r" % (kind,))
        values: Dict[str, object] = dict(species=species, index=index, tile=tile, x=x, y=y)
        for name in _FIELDS:
            if name not in uses:
                values[name] = 0
            else:
                values[name] = integer(values[name], "move field " + name, _CTYPES[name])
        return _make((kind,) + tuple(values[name] for name in _FIELDS))

    @property
    def kind(self) -> str:
        return self._key[0]

    @property
    def species(self) -> int:
        return self._key[1]

    @property
    def index(self) -> int:
        return self._key[2]

    @property
    def tile(self) -> int:
        return self._key[3]

    @property
    def x(self) -> int:
        return self._key[4]

    @property
    def y(self) -> int:
        return self._key[5]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Move is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Move is immutable")

    def __eq__(self, other: object) -> bool:
        return self._key == other._key if isinstance(other, Move) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._key)

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (Move, self._key)

    def astuple(self) -> Tuple[str, int, int, int, int, int]:
        """(kind, species, index, tile, x, y)."""
        return self._key

    def replace(self, **changes: Any) -> Move:
        """A copy with some fields changed (checked as by Move())."""
        fields: Dict[str, Any] = dict(zip(("kind",) + _FIELDS, self._key))
        fields.update(changes)
        return Move(**fields)

    @classmethod
    def parse(cls, text: Union[str, bytes], game: Optional[GameHandle] = None) -> Move:
        """Parses one move's text. With a game, `meeple D` naming any side of
        the feature is normalised to its canonical side. Raises ParseError."""
        raw = encode(text, "move text")
        out = _capi.Move()
        handle = instance(game, GameHandle, "game", "Game")._handle if game is not None else None
        status = lib.safari_move_parse_ex(raw, len(raw), handle, ctypes.byref(out), None)
        if status == _capi.EPARSE:
            raise ParseError("not a move: %r" % (text,))
        check(status, "parsing a move")
        return from_c(out)

    def __str__(self) -> str:
        buf = ctypes.create_string_buffer(_capi.MOVE_TEXT_MAX)
        check(lib.safari_move_to_string(ctypes.byref(to_c(self)), buf, len(buf), None),
              "no text spells %r" % (self._key,))
        return buf.value.decode()

    def __repr__(self) -> str:
        try:
            return "Move.parse(%r)" % str(self)
        except InvalidArgumentError:
            return "Move%r" % (self._key,)

    @property
    def rotation(self) -> int:
        """`place`: quarter turns clockwise."""
        return self.index

    @property
    def corner(self) -> Optional[str]:
        """`dig`, `expand`: the corner name (NE SE SW NW)."""
        return CORNERS[self.index] if self.index < len(CORNERS) else None

    @property
    def species_letter(self) -> Optional[str]:
        """`token`, `dig`, `expand`, `boost`: A E G L Z, or None for none."""
        return SPECIES[self.species] if self.species < len(SPECIES) else None


_set_key = Move.__dict__["_key"].__set__  # the slot's descriptor


def _make(key: Tuple[Any, ...]) -> Move:
    """A Move from its key tuple, unchecked (what __new__ checks, or a move
    of the library, which zeroes unused fields)."""
    move = object.__new__(Move)
    _set_key(move, key)
    return move


def to_c(move: Move) -> _capi.Move:
    """A Move as a C safari_move. Only a Move: its fields were checked
    against their C types when it was made."""
    instance(move, Move, "a move")
    return _capi.Move(_KIND_ID[move.kind], move.species, move.index, move.tile, move.x, move.y)


def from_c(cmove: _capi.Move) -> Move:
    """A C safari_move as a Move."""
    return moves_from_buffer(cmove, 1)[0]


def moves_from_buffer(buf: Any, count: int, first: int = 0) -> List[Move]:
    """`count` C moves of a buffer from index `first`, as Moves. The library
    zeroes unused fields, so the checks of Move() are skipped."""
    raw = ctypes.string_at(ctypes.addressof(buf) + first * _LAYOUT.size, count * _LAYOUT.size)
    return [_make((MOVE_KINDS[k], s, i, t, x, y)) for k, s, i, t, x, y in _LAYOUT.iter_unpack(raw)]


class SplitMix64:
    """splitmix64, the generator of the `safari` command's `play` (see
    cli/play.c): a seed gives the same game there and here.

    The state starts at the seed; each next() adds 0x9E3779B97F4A7C15 to it
    and returns the mixed state.
    """
    _MASK = (1 << 64) - 1

    def __init__(self, seed: int) -> None:
        self.state = seed & self._MASK

    def next(self) -> int:
        """The next 64-bit number."""
        mask = self._MASK
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & mask
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return z ^ (z >> 31)
