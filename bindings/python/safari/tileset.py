# SPDX-License-Identifier: MIT
"""Tile sets: immutable, shareable by any number of games."""
from __future__ import annotations

import ctypes
import os
from typing import Any, Dict, List, NamedTuple, Optional, Tuple, Union

from . import _capi
from .face import Face, tileset_face
from ._handle import Handle
from ._lib import check, check_diag, encode, lib
from .moves import SPECIES



class TileSetInfo(NamedTuple):
    """A tile set's counts."""
    types: int
    land_tiles: int
    faces: int
    start_cells: int


class TileType(NamedTuple):
    """A tile type, unrotated: `sides` N E S W as 's' 't' 'b', `animals` per
    species over all copies (dict by letter), `birds` on one copy."""
    id: int
    copies: int
    sides: str
    baobab: bool
    features: int
    animals: Dict[str, int]
    birds: int


class TileSet(Handle):
    """A parsed tile set. TileSet() is the built-in set; TileSet(text) parses
    a set in the library's format (ParseError with the line on bad text).
    A game keeps its own reference: a TileSet may be closed before its games."""

    _free = lib.safari_tileset_free
    _what = "tile set"

    def __init__(self, text: Union[str, bytes, None] = None) -> None:
        handle = ctypes.c_void_p()
        if text is None:
            check(lib.safari_tileset_new_default(ctypes.byref(handle), None), "tile set")
        else:
            raw = encode(text, "a tile set")
            diag = _capi.Diag()
            check_diag(lib.safari_tileset_load(ctypes.byref(handle), raw, len(raw), None,
                                               ctypes.byref(diag)), diag, "tile set")
        self._own(handle.value)

    @classmethod
    def from_file(cls, path: Union[str, "os.PathLike[str]"]) -> TileSet:
        """Parses the tile set in a file."""
        with open(path, "rb") as f:
            return cls(f.read())

    @staticmethod
    def default_text() -> str:
        """The built-in tile-set text."""
        return str(lib.safari_tileset_default_text().decode())

    def close(self) -> None:
        """Releases this reference now (games keep theirs). Idempotent."""
        super().close()

    # copy.copy, copy.deepcopy and pickle: a new set from the same text (the
    # built-in one for the built-in set), which the library takes as equal
    # (safari_game_copy); never a second owner of this handle.
    def _open_for(self, what: str) -> None:
        if self._ptr is None:
            raise TypeError("cannot %s a closed safari.TileSet" % what)

    def __copy__(self) -> TileSet:
        self._open_for("copy")
        return _same_set(self)

    def __deepcopy__(self, memo: Any) -> TileSet:
        self._open_for("copy")
        return _same_set(self)

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        self._open_for("pickle")
        return (type(self), () if self.is_default else (self.text,))

    @property
    def text(self) -> str:
        """The text the set was parsed from."""
        return str(lib.safari_tileset_text(self._handle, None).decode())

    @property
    def is_default(self) -> bool:
        """Whether this is the built-in set."""
        return bool(lib.safari_tileset_is_default(self._handle) == 1)

    @property
    def info(self) -> TileSetInfo:
        """Counts: types, land tiles, faces, start cells."""
        out = _capi.TilesetInfo()
        check(lib.safari_tileset_counts(self._handle, ctypes.byref(out)))
        return TileSetInfo(out.types, out.land_tiles, out.faces, out.start_cells)

    def types(self) -> List[TileType]:
        """Every tile type, in file order."""
        out = _capi.TileTypeInfo()
        result = []
        for i in range(self.info.types):
            check(lib.safari_tileset_type(self._handle, i, ctypes.byref(out)))
            result.append(TileType(out.id, out.copies, out.sides.decode(), bool(out.baobab),
                                   out.features, species_dict(out.animals), out.birds))
        return result

    def face(self, face: int, rotation: int = 0) -> Face:
        """Face `face` (0 .. info.faces - 1, in file order) in a rotation
        (0..3, quarter turns clockwise), as the tile shows once placed so:
        a safari.Face."""
        return tileset_face(self._handle, self.info.faces, face, rotation)

    def __repr__(self) -> str:
        if self._ptr is None:
            return "<safari.TileSet closed>"
        return "<safari.TileSet %s%d types>" % ("default, " if self.is_default else "",
                                               self.info.types)


def _same_set(tiles: TileSet) -> TileSet:
    """A new TileSet equal to `tiles`, as unpickling would make it."""
    return type(tiles)() if tiles.is_default else type(tiles)(tiles.text)


def species_dict(counts: Any) -> Dict[str, int]:
    """A per-species C array as {letter: count}."""
    return {letter: counts[i] for i, letter in enumerate(SPECIES)}
