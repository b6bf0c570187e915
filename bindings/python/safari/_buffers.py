# SPDX-License-Identifier: MIT
"""Move buffers lent to one call at a time.

ctypes releases the GIL while the library runs, so two threads may be inside
safari_game_legal_moves() or safari_game_outcomes() at once, and those may
use the entries past the moves they keep as scratch (include/safari.h, the
buffer rule). A buffer shared between calls would let one thread read
another's half-written moves; each call therefore borrows a buffer of its
own from this pool and gives it back when it has copied the moves out.
list.pop() and list.append() are atomic, so the pool needs no lock; it
holds at most as many buffers as calls ever ran at once.
"""
from __future__ import annotations

import ctypes
from contextlib import contextmanager
from typing import Any, Iterator, List, Tuple

from . import _capi

# (moves, weights): ctypes arrays of Move and c_uint32
_Pair = Tuple[Any, Any]
_free: List[_Pair] = []


@contextmanager
def move_buffers() -> Iterator[_Pair]:
    """(moves, weights): SAFARI_MAX_MOVES entries each, this call's alone."""
    try:
        pair = _free.pop()
    except IndexError:
        pair = ((_capi.Move * _capi.MAX_MOVES)(), (ctypes.c_uint32 * _capi.MAX_MOVES)())
    try:
        yield pair
    finally:
        _free.append(pair)
