# SPDX-License-Identifier: MIT
"""The loaded library and the helpers every wrapper uses to call it."""
from __future__ import annotations

import ctypes
from typing import Any, Callable, Optional, Union

from . import _capi
from .errors import ParseError, error_for

#: The CDLL: its functions are declared by _capi.FUNCTIONS, which mypy
#: cannot read, so calls through it are Any (each wrapper types its result).
lib: Any = _capi.load()


def strerror(status: int) -> str:
    """The library's message for a status code."""
    return str(lib.safari_strerror(status).decode())


def check(status: int, context: Optional[str] = None) -> int:
    """Raises the SafariError subclass of a failed status; returns OK."""
    if status != _capi.OK:
        message = strerror(status)
        raise error_for(status, "%s: %s" % (context, message) if context else message)
    return status


def check_diag(status: int, diag: _capi.Diag, context: str) -> int:
    """As check(), with the line and reason of a parser's diagnostic."""
    if status == _capi.EPARSE:
        reason = diag.message.decode(errors="replace")
        raise ParseError("%s: line %d: %s" % (context, diag.line, reason), diag.line)
    return check(status, context)


def read_text(fn: Callable[..., int], handle: int) -> str:
    """Calls a text writer (record, legal listing) twice: once for the size,
    once into a buffer of that size. Returns the text as str."""
    size = ctypes.c_size_t(0)
    status = fn(handle, None, 0, ctypes.byref(size))
    if status not in (_capi.OK, _capi.EBUFS):
        check(status)
    buf = ctypes.create_string_buffer(size.value + 1)
    check(fn(handle, buf, len(buf), ctypes.byref(size)))
    return buf.raw[:size.value].decode()


def encode(text: Union[str, bytes, bytearray, memoryview], what: str = "text") -> bytes:
    """Text arguments: str as UTF-8, bytes-like as they are; TypeError for
    anything else (bytes(5) would be five NULs)."""
    if isinstance(text, str):
        return text.encode()
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError("%s must be str or bytes, not %s" % (what, type(text).__name__))
