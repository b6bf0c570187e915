# SPDX-License-Identifier: MIT
"""Ownership of one C handle, shared by every class that holds one (Game,
TileSet, Batch): close() frees it now, leaving a `with` block frees it, and
a weakref.finalize frees it when the object is collected (or at interpreter
exit) if nothing did before. Each subclass names its C free and what it is.
"""
from __future__ import annotations

import weakref
from typing import Any, Callable, ClassVar, Optional, TypeVar

from ._lib import lib
from .errors import InvalidArgumentError


_H = TypeVar("_H", bound="Handle")


class Handle:
    """Owns a C pointer: `_free` is the library's free for it, `_what` the
    word for it in the error raised once it is closed ("the game is
    closed")."""

    _free: ClassVar[Callable[[Optional[int]], None]]
    _what: ClassVar[str] = "handle"
    _ptr: Optional[int] = None
    _finalizer: Optional[weakref.finalize[Any, Any]] = None

    def _own(self, ptr: Optional[int]) -> None:
        """Takes ownership of `ptr`, freed exactly once by whichever comes
        first: close(), the end of a `with` block, or collection."""
        self._ptr = ptr
        # the class's function, not a bound method: the finaliser must not
        # keep the object alive
        self._finalizer = weakref.finalize(self, type(self)._free, ptr)

    @property
    def _handle(self) -> int:
        """The C pointer; InvalidArgumentError once closed."""
        if self._ptr is None:
            raise InvalidArgumentError("the %s is closed" % self._what)
        return self._ptr

    @property
    def closed(self) -> bool:
        """Whether the C object was freed (the object is unusable then)."""
        return self._ptr is None

    def close(self) -> None:
        """Frees the C object now. Idempotent."""
        self._ptr = None
        finalizer = self._finalizer
        if finalizer is not None:
            finalizer()  # calls the free at most once, also under threads

    def __enter__(self: _H) -> _H:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class GameHandle(Handle):
    """The ownership part of Game, apart so that a module Game's module
    imports (moves.py, to normalise a move against a game) can know a game
    without importing game.py."""

    _free = lib.safari_game_free
    _what = "game"
