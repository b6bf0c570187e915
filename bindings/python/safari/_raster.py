# SPDX-License-Identifier: MIT
"""SVG to an RGB array, for the environments' "rgb_array" render mode.

The rasteriser is the system's librsvg with cairo, called through ctypes:
Debian's librsvg2-2 and libcairo2, which scripts/setup.sh installs (with
librsvg2-bin, the rsvg-convert of the README's pictures). No Python package
is needed: the pinned requirements hold no rasteriser (CairoSVG would bring
cairocffi, cffi and Pillow, and still need the system's cairo). Without the
libraries, render() raises RuntimeError saying what to install.
"""
from __future__ import annotations

import ctypes
import ctypes.util
from typing import Any, Optional, Tuple

import numpy
import numpy.typing as npt

_FORMAT_ARGB32 = 0  # cairo_format_t


class _Dimensions(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("em", ctypes.c_double),
                ("ex", ctypes.c_double)]


class _Libraries:
    """librsvg, cairo and GObject, with the signatures used."""

    def __init__(self) -> None:
        names = (("rsvg", "librsvg-2.so.2"), ("cairo", "libcairo.so.2"),
                 ("gobject", "libgobject-2.0.so.0"))
        for attr, soname in names:
            try:
                setattr(self, attr, ctypes.CDLL(soname))
            except OSError as exc:
                raise RuntimeError("render_mode 'rgb_array' needs %s (Debian: librsvg2-2 and "
                                   "libcairo2, which scripts/setup.sh installs): %s"
                                   % (soname, exc)) from None
        r, c, g = self.rsvg, self.cairo, self.gobject  # type: ignore[attr-defined]
        p = ctypes.c_void_p
        r.rsvg_handle_new_from_data.restype = p
        r.rsvg_handle_new_from_data.argtypes = (ctypes.c_char_p, ctypes.c_size_t,
                                                ctypes.POINTER(p))
        r.rsvg_handle_get_dimensions.restype = None
        r.rsvg_handle_get_dimensions.argtypes = (p, ctypes.POINTER(_Dimensions))
        r.rsvg_handle_render_cairo.restype = ctypes.c_int
        r.rsvg_handle_render_cairo.argtypes = (p, p)
        c.cairo_image_surface_create.restype = p
        c.cairo_image_surface_create.argtypes = (ctypes.c_int, ctypes.c_int, ctypes.c_int)
        c.cairo_create.restype = p
        c.cairo_create.argtypes = (p,)
        for name in ("cairo_destroy", "cairo_surface_destroy", "cairo_surface_flush"):
            getattr(c, name).restype = None
            getattr(c, name).argtypes = (p,)
        c.cairo_scale.restype = None
        c.cairo_scale.argtypes = (p, ctypes.c_double, ctypes.c_double)
        c.cairo_translate.restype = None
        c.cairo_translate.argtypes = (p, ctypes.c_double, ctypes.c_double)
        c.cairo_set_source_rgb.restype = None
        c.cairo_set_source_rgb.argtypes = (p, ctypes.c_double, ctypes.c_double, ctypes.c_double)
        c.cairo_paint.restype = None
        c.cairo_paint.argtypes = (p,)
        c.cairo_image_surface_get_data.restype = ctypes.POINTER(ctypes.c_uint8)
        c.cairo_image_surface_get_data.argtypes = (p,)
        c.cairo_image_surface_get_stride.restype = ctypes.c_int
        c.cairo_image_surface_get_stride.argtypes = (p,)
        g.g_object_unref.restype = None
        g.g_object_unref.argtypes = (p,)


_libraries: Optional[_Libraries] = None


def rasterize(svg: str, size: Optional[Tuple[int, int]] = None,
              background: Tuple[int, int, int] = (251, 248, 239)) -> npt.NDArray[numpy.uint8]:
    """The picture as a (height, width, 3) uint8 RGB array: at the SVG's
    own size, or scaled to fit `size` (height, width), centred on
    `background` (the board's own colour)."""
    global _libraries
    if _libraries is None:
        _libraries = _Libraries()
    libs: Any = _libraries
    data = svg.encode()
    error = ctypes.c_void_p()
    handle = libs.rsvg.rsvg_handle_new_from_data(data, len(data), ctypes.byref(error))
    if not handle:
        raise RuntimeError("librsvg could not read the library's SVG")
    try:
        dims = _Dimensions()
        libs.rsvg.rsvg_handle_get_dimensions(handle, ctypes.byref(dims))
        height, width = size if size is not None else (dims.height, dims.width)
        surface = libs.cairo.cairo_image_surface_create(_FORMAT_ARGB32, width, height)
        cr = libs.cairo.cairo_create(surface)
        try:
            libs.cairo.cairo_set_source_rgb(cr, *(x / 255.0 for x in background))
            libs.cairo.cairo_paint(cr)
            scale = min(width / dims.width, height / dims.height)
            libs.cairo.cairo_translate(cr, (width - dims.width * scale) / 2,
                                       (height - dims.height * scale) / 2)
            libs.cairo.cairo_scale(cr, scale, scale)
            if not libs.rsvg.rsvg_handle_render_cairo(handle, cr):
                raise RuntimeError("librsvg could not draw the library's SVG")
            libs.cairo.cairo_surface_flush(surface)
            stride = libs.cairo.cairo_image_surface_get_stride(surface)
            pixels = numpy.ctypeslib.as_array(libs.cairo.cairo_image_surface_get_data(surface),
                                              (height, stride))
            # ARGB32 is a native-endian 32-bit word per pixel: read it as
            # one, so that byte order never matters; opaque (painted first)
            words = pixels[:, :width * 4].copy().view(numpy.uint32).reshape(height, width)
            rgb = numpy.empty((height, width, 3), numpy.uint8)
            rgb[..., 0] = (words >> 16) & 0xFF
            rgb[..., 1] = (words >> 8) & 0xFF
            rgb[..., 2] = words & 0xFF
            return rgb
        finally:
            libs.cairo.cairo_destroy(cr)
            libs.cairo.cairo_surface_destroy(surface)
    finally:
        libs.gobject.g_object_unref(handle)
