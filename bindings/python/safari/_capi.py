# SPDX-License-Identifier: MIT
"""The C ABI of libsafari as ctypes declarations, and the loading of the library.

The declarations of include/safari.h (its structures, constants and every
SAFARI_API function with its argument and result types) are generated into
_capi_gen.py and re-exported here. It imports nothing but the standard
library and loads nothing by itself, so that a checker can compare it with
the header without a built library.
"""
from __future__ import annotations

import ctypes
import os
import sys
from typing import List

# The binding's version: the library's it was written for, in full (the
# package's metadata reads include/safari.h, and bindings_sync checks that
# this line agrees with it). The loaded library's major must equal its major.
VERSION = "0.3.0"
VERSION_MAJOR = int(VERSION.split(".")[0])
SONAME = "libsafari.so.%d" % VERSION_MAJOR
LIBRARY_ENV = "SAFARI_LIBRARY"
# Where `cmake --install` put libsafari, relative to this file's directory
# (or absolute); None in the source tree and in a pip installation. The
# install rule rewrites this one line (scripts/cmake/SafariInstall.cmake).
INSTALLED_LIBDIR = None

# The declarations themselves (constants, structures, every function's
# argument and result types) are generated from include/safari.h into
# _capi_gen.py by `python3 bindings/gen_abi.py`; this module adds the
# loading of the library.
from ._capi_gen import *  # noqa: F401,F403  (the generated declarations, re-exported)
from ._capi_gen import FUNCTIONS


def _candidates() -> List[str]:
    """Where the library is looked for, in order: the environment variable,
    the package's own directories, the library directory of the prefix the
    package was installed into, then the system loader by SONAME."""
    env = os.environ.get(LIBRARY_ENV)
    if env:
        return [env]
    here = os.path.dirname(os.path.abspath(__file__))
    # The package's folders: this one, then any other of its __path__. An
    # editable install (pip install -e, scikit-build-core's redirect mode)
    # runs the modules from the source tree and installs the built library
    # into the environment's safari/ folder, which __path__ lists second.
    package = sys.modules.get(__package__ or "")
    folders = [here] + [os.path.abspath(f) for f in getattr(package, "__path__", [])
                        if os.path.abspath(f) != here]
    files = [os.path.join(f, SONAME) for f in folders]
    if INSTALLED_LIBDIR is not None:
        files.append(os.path.normpath(os.path.join(here, INSTALLED_LIBDIR, SONAME)))
    return [f for f in files if os.path.exists(f)] + [SONAME]


def load() -> ctypes.CDLL:
    """Loads libsafari, declares every function, checks the major version.

    Raises ImportError with what was tried when no library loads or when its
    major version is not VERSION_MAJOR.
    """
    errors = []
    for name in _candidates():
        try:
            lib = ctypes.CDLL(name)
        except OSError as exc:
            errors.append("%s: %s" % (name, exc))
            continue
        break
    else:
        raise ImportError("safari: cannot load libsafari (set %s to the path of %s): %s"
                          % (LIBRARY_ENV, SONAME, "; ".join(errors)))
    try:
        for fname, restype, argtypes in FUNCTIONS:
            fn = getattr(lib, fname)
            fn.restype = restype
            fn.argtypes = argtypes
    except AttributeError as exc:
        raise ImportError("safari: %s is not a complete libsafari: %s" % (name, exc)) from None
    number = lib.safari_version_number()
    if number // 10000 != VERSION_MAJOR:
        raise ImportError("safari: %s is libsafari %s, but this binding needs major version %d"
                          % (name, lib.safari_version_string().decode(), VERSION_MAJOR))
    return lib
