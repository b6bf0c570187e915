# SPDX-License-Identifier: MIT
"""libsafari for Python: the rules engine of Carcassonne: Safari.

    import safari
    with safari.Game(seats=2) as game:
        rng = safari.SplitMix64(1)
        while not game.is_over:
            game.apply(game.sample_move(rng))
        print(game.record(), game.scores)

The package calls the C library through ctypes. It loads, in order: the file
named by the environment variable SAFARI_LIBRARY, a libsafari.so.0 in the
package's own directory, the one in the library directory of the prefix the
package was installed into (`cmake --install`), then libsafari.so.0 through
the system loader; and it refuses (ImportError) a library whose major
version is not its own.
"""
from ._capi import VERSION as __version__
from ._capi import AI_TABLE_HALF, VERSION_MAJOR
from ._lib import lib as _library
from .errors import (ArgumentRangeError, BufferTooSmallError, IllegalMoveError,
                     InvalidArgumentError, LimitError, NotFoundError, NoUndoError,
                     OutOfMemoryError, ParseError, SafariError)
from .errors import BufferTooSmall, OutOfMemory  # deprecated aliases of the two above
from .batch import Batch
from .evaluation import evaluate
from .game import (CHANCE, DECISIONS, EVENTS, NOBODY, Event, Feature, Game, Meeple, Options,
                   Pools, SeatInfo, Slot, Tile)
from .face import Face, FaceFeature
from .ai import OBSERVATION_LAYOUTS, observation_entries, observation_planes
from .moves import CORNERS, MOVE_KINDS, SIDES, SPECIES, Move, SplitMix64
from .tileset import TileSet, TileSetInfo, TileType

#: The file the library was loaded from (or its SONAME, through the loader).
library_path: str = _library._name
#: The loaded library's version, e.g. "0.1.0".
library_version: str = _library.safari_version_string().decode()
#: The loaded library's version as major * 10000 + minor * 100 + patch.
library_version_number: int = _library.safari_version_number()

__all__ = [
    "ArgumentRangeError", "Batch", "BufferTooSmall", "BufferTooSmallError", "CHANCE", "CORNERS", "DECISIONS", "EVENTS", "Event",
    "Face", "FaceFeature", "Feature", "evaluate", "Game", "IllegalMoveError", "InvalidArgumentError", "LimitError", "MOVE_KINDS",
    "Meeple", "Move", "OBSERVATION_LAYOUTS", "observation_entries", "observation_planes",
    "NOBODY", "NoUndoError", "NotFoundError", "Options", "OutOfMemory", "OutOfMemoryError", "ParseError", "Pools",
    "SIDES", "SPECIES", "SafariError", "SeatInfo", "Slot", "SplitMix64", "Tile", "TileSet",
    "TileSetInfo", "TileType", "VERSION_MAJOR", "AI_TABLE_HALF", "library_path", "library_version",
    "library_version_number", "__version__",
]
