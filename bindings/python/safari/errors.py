# SPDX-License-Identifier: MIT
"""Exceptions: one class per libsafari status code, all under SafariError."""
from __future__ import annotations

from typing import Optional, Type

from . import _capi


class SafariError(Exception):
    """A libsafari call failed. `status` is the negative SAFARI_E* code."""

    status: Optional[int] = None

    def __init__(self, message: str, status: Optional[int] = None) -> None:
        super().__init__(message)
        if status is not None:
            self.status = status


class InvalidArgumentError(SafariError, ValueError):
    """SAFARI_EINVAL: a bad argument, or an option out of range."""
    status = _capi.EINVAL


class ArgumentRangeError(InvalidArgumentError, OverflowError):
    """An integer argument outside the range of the C type it is passed as,
    refused by the binding before the call (so also an OverflowError)."""


class OutOfMemoryError(SafariError, MemoryError):
    """SAFARI_ENOMEM: an allocation failed; nothing changed."""
    status = _capi.ENOMEM


class BufferTooSmallError(SafariError):
    """SAFARI_EBUFS: a buffer was too small (the binding sizes its buffers,
    so this only reaches callers of the raw library)."""
    status = _capi.EBUFS


# Deprecated aliases: the names before the `Error` suffix the other classes
# (and the JavaScript binding) use; the same class objects, so `except
# OutOfMemory` still catches an OutOfMemoryError.
OutOfMemory = OutOfMemoryError
BufferTooSmall = BufferTooSmallError


class IllegalMoveError(SafariError, ValueError):
    """SAFARI_EILLEGAL: the move is not legal now; the game did not change."""
    status = _capi.EILLEGAL


class ParseError(SafariError, ValueError):
    """SAFARI_EPARSE: malformed move text, record or tile set. `line` is the
    1-based line of the first error in a record or tile set, else None."""
    status = _capi.EPARSE

    def __init__(self, message: str, line: Optional[int] = None) -> None:
        super().__init__(message)
        self.line = line


class NoUndoError(SafariError):
    """SAFARI_ENOUNDO: undo with no move applied."""
    status = _capi.ENOUNDO


class NotFoundError(SafariError, LookupError):
    """SAFARI_ENOTFOUND: nothing at the queried place."""
    status = _capi.ENOTFOUND


class LimitError(SafariError):
    """SAFARI_ELIMIT: a tile set beyond the library's capacities."""
    status = _capi.ELIMIT


_BY_STATUS: dict[Optional[int], Type[SafariError]] = {cls.status: cls for cls in (InvalidArgumentError, OutOfMemoryError,
                                          BufferTooSmallError, IllegalMoveError, ParseError,
                                          NoUndoError, NotFoundError, LimitError)}


def error_for(status: int, message: str) -> SafariError:
    """The exception for a status; SafariError for a code this binding does
    not know (the header says to treat those as generic errors)."""
    cls = _BY_STATUS.get(status)
    return cls(message) if cls is not None else SafariError(message, status)
