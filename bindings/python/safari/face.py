# SPDX-License-Identifier: MIT
"""Faces off the board: a face of a tile set in a rotation, and the tile in
hand, as plain values a front end draws (safari_tileset_face and
safari_game_tile_in_hand in include/safari.h)."""
import ctypes
from typing import Dict, NamedTuple, Optional, Tuple

from . import _capi
from ._check import within
from ._lib import check, lib
from .moves import CORNERS, SIDES, SPECIES

#: The kinds of feature, by the library's number.
_KINDS: Dict[int, str] = {1: "trail", 2: "bush"}


class FaceFeature(NamedTuple):
    """A trail or bush of a face: the board sides it touches ("NS"), the
    birds above it, and the animals on it ({letter: count})."""
    kind: str
    sides: str
    birds: int
    animals: Dict[str, int]


class Face(NamedTuple):
    """A face of a tile set in one rotation, in board orientation: what the
    tile shows once placed so. `face` is its index in the set (0 ..
    TileSet.info.faces - 1), `tile` and `copy` its `draw TT/K`, `copies` the
    copies with this face; `sides` N E S W as 's' 't' 'b'; `corners` the
    open corners (watering-hole slots once placed); `savanna` the animals
    on no feature (none in this version's tile-set format)."""
    face: int
    tile: int
    copy: int
    copies: int
    rotation: int
    sides: str
    baobab: bool
    corners: Tuple[str, ...]
    birds: int
    savanna: Dict[str, int]
    features: Tuple[FaceFeature, ...]


def _species(counts: "ctypes.Array[ctypes.c_int32]") -> Dict[str, int]:
    return {letter: int(counts[i]) for i, letter in enumerate(SPECIES)}


def _bits(mask: int, names: Tuple[str, ...]) -> str:
    return "".join(name for d, name in enumerate(names) if mask & (1 << d))


def _from_c(out: _capi.Face) -> Face:
    features = tuple(
        FaceFeature(_KINDS[f.kind], _bits(f.sides, SIDES), int(f.birds),
                    _species(f.animals))
        for f in out.feature[:out.features])
    corners = tuple(name for c, name in enumerate(CORNERS) if out.corners & (1 << c))
    return Face(int(out.face), int(out.tile), int(out.copy), int(out.copies), int(out.rotation),
                out.sides.decode(), bool(out.baobab), corners, int(out.birds),
                _species(out.savanna), features)


def _empty() -> _capi.Face:
    out = _capi.Face()
    out.size = ctypes.sizeof(_capi.Face)
    return out


def tileset_face(handle: int, count: int, face: int, rotation: int) -> Face:
    """Face `face` (0 .. count - 1) of the set `handle` in `rotation`
    (0..3, quarter turns clockwise); InvalidArgumentError out of range."""
    face = within(face, "face", 0, count - 1)
    rotation = within(rotation, "rotation", 0, 3)
    out = _empty()
    check(lib.safari_tileset_face(handle, face, rotation, ctypes.byref(out)), "face")
    return _from_c(out)


def tile_in_hand(handle: int) -> Optional[Face]:
    """The face of the tile in hand of the game `handle`, unrotated; None
    when no tile is in hand (any decision but `place`)."""
    out = _empty()
    status = lib.safari_game_tile_in_hand(handle, ctypes.byref(out))
    if status == _capi.ENOTFOUND:
        return None
    check(status, "tile_in_hand")
    return _from_c(out)
