# SPDX-License-Identifier: MIT
"""Argument checks made before a call reaches the library.

ctypes converts a Python int to a C integer by keeping its low bits, so a
value outside the C type's range would silently become another one
(2**32 + 1 passed as int32_t is 1). Every integer argument is therefore
checked against the C type it is passed as; a non-integer is a TypeError.
bool is refused although it is an int: True where a seat or a coordinate is
expected is a mistake, not a 1; so is NumPy's bool (which NumPy before 2.0
lets pass as an index). Any other type with __index__ (NumPy integers, say)
is accepted.
"""
from __future__ import annotations

import ctypes
import operator
from typing import Any, Optional, Tuple, Type, TypeVar

from .errors import ArgumentRangeError, InvalidArgumentError

_BOOLS: Tuple[type, ...]
try:
    import numpy
    _BOOLS = (bool, numpy.bool_)
except ImportError:  # pragma: no cover - tested with NumPy installed
    numpy = None  # type: ignore[assignment]
    _BOOLS = (bool,)

# (name, lowest, highest) of the C types integer arguments are passed as.
CType = Tuple[str, int, int]
_T = TypeVar("_T")
INT16 = ("int16_t", -(1 << 15), (1 << 15) - 1)
INT32 = ("int32_t", -(1 << 31), (1 << 31) - 1)
UINT8 = ("uint8_t", 0, 255)


def _is_integer(value: object) -> bool:
    """Whether `value` is an integer argument: an int or a NumPy integer,
    not a bool of either, a float (NaN included) or anything else."""
    return not isinstance(value, _BOOLS) and hasattr(type(value), "__index__")


def _not_integer(what: str, kind: object) -> TypeError:
    return TypeError("%s must be an integer, not %s" % (what, kind))


def integer(value: object, what: str, ctype: CType = INT32) -> int:
    """`value` as an int that `ctype` holds. Raises TypeError for a
    non-integer and ArgumentRangeError (an OverflowError) outside the range."""
    try:
        if not _is_integer(value):
            raise TypeError
        number = operator.index(value)  # type: ignore[arg-type]  # _is_integer: it has __index__  # refuses what only looks like one (a 1-d array)
    except TypeError:
        raise _not_integer(what, type(value).__name__) from None
    name, low, high = ctype
    if not low <= number <= high:
        raise ArgumentRangeError("%s=%d is outside the range of %s (%d..%d)"
                                 % (what, number, name, low, high))
    return number


def within(value: object, what: str, low: int, high: int, ctype: CType = INT32) -> int:
    """`value` as an int in low..high, the range include/safari.h gives the
    argument: checked against its C type first (ArgumentRangeError), then
    against the range (InvalidArgumentError naming both, such as "viewer 2:
    must be 0 to 1"), so the library is never asked only to say "invalid
    argument"."""
    number = integer(value, what, ctype)
    if not low <= number <= high:
        raise InvalidArgumentError("%s %d: must be %d to %d" % (what, number, low, high))
    return number


def instance(value: object, cls: Type[_T], what: str, name: Optional[str] = None) -> _T:
    """`value` if it is a `cls`; TypeError otherwise, naming the class as
    `name` when the check is against a base (GameHandle for Game)."""
    if not isinstance(value, cls):
        raise TypeError("%s must be a %s, not %s" % (what, name or cls.__name__,
                                                     type(value).__name__))
    return value


UINT32 = ("uint32_t", 0, (1 << 32) - 1)
UINT64 = ("uint64_t", 0, (1 << 64) - 1)
SIZE = ("size_t", 0, (1 << (8 * ctypes.sizeof(ctypes.c_size_t))) - 1)


# Action indices: every entry that takes one (Game.apply_action, the table
# of the adapters, Batch.step and so the vector environment) checks it here,
# so that 961.7 is never played as 961, nor NaN as action 0.
ACTION = "action index"


def action(value: object) -> int:
    """An action index: `value` as an int that uint32_t holds. TypeError
    ("action index must be an integer, not float") for a float, NaN, a bool
    or anything but an int or a NumPy integer; ArgumentRangeError outside
    uint32_t. The caller checks it against its action count."""
    return integer(value, ACTION, UINT32)


def actions(values: Any) -> Any:
    """Action indices: a NumPy array of an integer dtype, returned as it is
    (its range is the caller's to check); anything else (a list, a tuple,
    an object array) entry by entry with action(), as a uint32 array. A
    float or bool array is a TypeError naming its dtype, as action() names
    a type."""
    if isinstance(values, numpy.ndarray) and values.dtype.kind != "O":
        if values.dtype.kind not in "iu":
            raise _not_integer(ACTION, values.dtype)
        return values
    entries = numpy.asarray(values, dtype=object)
    return numpy.fromiter((action(v) for v in entries.flat), numpy.uint32,
                          entries.size).reshape(entries.shape)
