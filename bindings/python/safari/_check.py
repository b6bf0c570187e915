# SPDX-License-Identifier: MIT
"""Argument checks made before a call reaches the library.

ctypes converts a Python int to a C integer by keeping its low bits, so a
value outside the C type's range would silently become another one
(2**32 + 1 passed as int32_t is 1). Every integer argument is therefore
checked against the C type it is passed as; a non-integer is a TypeError.
bool is refused although it is an int: True where a seat or a coordinate is
expected is a mistake, not a 1. Any other type with __index__ (NumPy
integers, say) is accepted.
"""
import ctypes
import operator

from .errors import ArgumentRangeError, InvalidArgumentError

# (name, lowest, highest) of the C types integer arguments are passed as.
INT16 = ("int16_t", -(1 << 15), (1 << 15) - 1)
INT32 = ("int32_t", -(1 << 31), (1 << 31) - 1)
UINT8 = ("uint8_t", 0, 255)


def integer(value, what, ctype=INT32):
    """`value` as an int that `ctype` holds. Raises TypeError for a
    non-integer and ArgumentRangeError (an OverflowError) outside the range."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError("%s must be an integer, not %s" % (what, type(value).__name__))
    number = operator.index(value)
    name, low, high = ctype
    if not low <= number <= high:
        raise ArgumentRangeError("%s=%d is outside the range of %s (%d..%d)"
                                 % (what, number, name, low, high))
    return number


def within(value, what, low, high, ctype=INT32):
    """`value` as an int in low..high, the range include/safari.h gives the
    argument: checked against its C type first (ArgumentRangeError), then
    against the range (InvalidArgumentError naming both, such as "viewer 2:
    must be 0 to 1"), so the library is never asked only to say "invalid
    argument"."""
    number = integer(value, what, ctype)
    if not low <= number <= high:
        raise InvalidArgumentError("%s %d: must be %d to %d" % (what, number, low, high))
    return number


def instance(value, cls, what, name=None):
    """`value` if it is a `cls`; TypeError otherwise, naming the class as
    `name` when the check is against a base (GameHandle for Game)."""
    if not isinstance(value, cls):
        raise TypeError("%s must be a %s, not %s" % (what, name or cls.__name__,
                                                     type(value).__name__))
    return value


UINT32 = ("uint32_t", 0, (1 << 32) - 1)
UINT64 = ("uint64_t", 0, (1 << 64) - 1)
SIZE = ("size_t", 0, (1 << (8 * ctypes.sizeof(ctypes.c_size_t))) - 1)
