# SPDX-License-Identifier: MIT
"""The build backend of the `safari` package (PEP 517 and PEP 660).

The package is pure Python, so its wheel is a zip of safari/*.py, three
metadata files and the licence (the repository's LICENSE, two folders up,
the one copy of its text). Building it here, with the standard library only, lets
`pip install ./bindings/python` work without network access: a backend
named in pyproject.toml's `requires` would have to be downloaded into pip's
isolated build environment.
"""
import base64
import hashlib
import os
import re
import zipfile

_ROOT = os.path.dirname(os.path.abspath(__file__))
_PACKAGE = "safari"
_SUMMARY = "Python binding (ctypes) of libsafari, the rules engine of Carcassonne: Safari"
_REQUIRES_PYTHON = ">=3.8"
# The licence as an SPDX expression, and its text (core metadata 2.4: the
# License-Expression and License-File fields, the file in .dist-info/licenses).
_LICENSE = "MIT"
_LICENSE_FILE = os.path.join(_ROOT, os.pardir, os.pardir, "LICENSE")


def _version():
    """The binding's version: VERSION in safari/_capi.py, its one source."""
    with open(os.path.join(_ROOT, _PACKAGE, "_capi.py"), encoding="utf-8") as f:
        return re.search(r'^VERSION = "([0-9.]+)"$', f.read(), re.M).group(1)


def _dist_info():
    return "%s-%s.dist-info" % (_PACKAGE, _version())


def _metadata():
    return ("Metadata-Version: 2.4\nName: %s\nVersion: %s\nSummary: %s\n"
            "License-Expression: %s\nLicense-File: LICENSE\nRequires-Python: %s\n"
            % (_PACKAGE, _version(), _SUMMARY, _LICENSE, _REQUIRES_PYTHON))


def _licence():
    """The bytes of the repository's LICENSE, which every wheel carries."""
    try:
        with open(_LICENSE_FILE, "rb") as f:
            return f.read()
    except OSError as e:
        raise RuntimeError("safari_build: cannot read the licence %s (%s): build the package "
                           "from bindings/python of the repository" % (_LICENSE_FILE, e.strerror))


def _wheel_file():
    return ("Wheel-Version: 1.0\nGenerator: safari_build\nRoot-Is-Purelib: true\n"
            "Tag: py3-none-any\n")


def _write_wheel(directory, files):
    """Writes a wheel of `files` ({archive path: bytes}) plus its metadata;
    returns its file name."""
    info = _dist_info()
    files = dict(files)
    files[info + "/METADATA"] = _metadata().encode()
    files[info + "/WHEEL"] = _wheel_file().encode()
    files[info + "/licenses/LICENSE"] = _licence()
    record = []
    for path, data in sorted(files.items()):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append("%s,sha256=%s,%d" % (path, digest, len(data)))
    record.append(info + "/RECORD,,")
    files[info + "/RECORD"] = ("\n".join(record) + "\n").encode()
    name = "%s-%s-py3-none-any.whl" % (_PACKAGE, _version())
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as whl:
        for path, data in files.items():
            whl.writestr(path, data)
    return name


def _sources():
    folder = os.path.join(_ROOT, _PACKAGE)
    files = {}
    for entry in sorted(os.listdir(folder)):
        if entry.endswith(".py"):
            with open(os.path.join(folder, entry), "rb") as f:
                files["%s/%s" % (_PACKAGE, entry)] = f.read()
    return files


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = os.path.join(metadata_directory, _dist_info())
    os.makedirs(info, exist_ok=True)
    os.makedirs(os.path.join(info, "licenses"), exist_ok=True)
    for name, data in (("METADATA", _metadata().encode()), ("WHEEL", _wheel_file().encode()),
                       ("licenses/LICENSE", _licence())):
        with open(os.path.join(info, name), "wb") as f:
            f.write(data)
    return _dist_info()


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, _sources())


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    # A .pth file puts this source folder on sys.path.
    return _write_wheel(wheel_directory, {_PACKAGE + ".pth": (_ROOT + "\n").encode()})
