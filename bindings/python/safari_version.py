# SPDX-License-Identifier: MIT
"""The package's version provider for scikit-build-core (pyproject.toml's
[[tool.dynamic-metadata]]): the version of include/safari.h, the library's,
its one source. The header is two folders up in the repository and in
libsafari/ of a source distribution (pyproject.toml's sdist.force-include).
"""
import os
import re

_HEADERS = (os.path.join("..", "..", "include", "safari.h"),
            os.path.join("libsafari", "include", "safari.h"))


def version(folder="."):
    """MAJOR.MINOR.PATCH from the header's SAFARI_VERSION_* #defines."""
    for header in _HEADERS:
        path = os.path.join(folder, header)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                text = f.read()
            return ".".join(re.search(r"^#define SAFARI_VERSION_%s ([0-9]+)$" % part,
                                      text, re.M).group(1)
                            for part in ("MAJOR", "MINOR", "PATCH"))
    raise FileNotFoundError("safari_version: no include/safari.h at %s" % " or ".join(_HEADERS))


def dynamic_metadata(settings, project):
    """The hook scikit-build-core calls (dynamic-metadata 0.3)."""
    return {"version": version()}
