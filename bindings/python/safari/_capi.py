# SPDX-License-Identifier: MIT
"""The C ABI of libsafari as ctypes declarations, and the loading of the library.

This module mirrors include/safari.h: its structures, constants and every
SAFARI_API function with its argument and result types. It imports nothing
but the standard library and loads nothing by itself, so that a checker can
compare it with the header without a built library.
"""
from __future__ import annotations

import ctypes
import os
from typing import Any, List, Optional, Tuple
from ctypes import (POINTER, Structure, c_char, c_char_p, c_double, c_float, c_int, c_int16,
                    c_int32, c_size_t, c_uint8, c_uint32, c_uint64, c_void_p)

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

# Status codes, in the order of SAFARI_STATUS_MAP.
OK, EINVAL, ENOMEM, EBUFS, EILLEGAL, EPARSE, ENOUNDO, ENOTFOUND, ELIMIT = range(0, -9, -1)

MAX_SEATS = 5
MEEPLES = 6
SPECIES = 5
RANGERS = 2
MAX_MOVES = 5120
WINDOW_MAX = 512
EVAL_FEATURES = 16
LEVELS = 5
SVG_MAX_SIZE = 100000
OBS_CELL_PLANES = 48
OBS_VECTOR_FIXED = 59
OBS_P_PLACED = 48
OBS_EX_PLANES = 49
OBS_EX_VECTOR_FIXED = 4
AI_TABLE_HALF = 12
BATCH_KEEP_FINAL = 1
BATCH_SKIP = 4294967295
ACTION_CELL_PLANES = 47
ACTION_FIXED = 18
CONTROLLER_AGENT, CONTROLLER_UNIFORM, CONTROLLER_SCORING = 0, 1, 2
MOVE_TEXT_MAX = 32
FACE_MAX_FEATURES = 4
NO_SPECIES = 5
BAOBAB = 4
CHANCE = -1
NOBODY = -2


class Diag(Structure):
    _fields_ = [("line", c_int32), ("message", c_char * 124)]


class Move(Structure):
    _fields_ = [("kind", c_uint8), ("species", c_uint8), ("index", c_uint8),
                ("tile", c_uint8), ("x", c_int16), ("y", c_int16)]


class Decision(Structure):
    _fields_ = [("kind", c_int32), ("to_move", c_int32), ("recipient", c_int32),
                ("active", c_int32)]


ALLOC_FN = ctypes.CFUNCTYPE(c_void_p, c_void_p, c_size_t)
FREE_FN = ctypes.CFUNCTYPE(None, c_void_p, c_void_p, c_size_t)


class Allocator(Structure):
    _fields_ = [("alloc", ALLOC_FN), ("free", FREE_FN), ("ud", c_void_p)]


class TilesetInfo(Structure):
    _fields_ = [("types", c_int32), ("land_tiles", c_int32), ("faces", c_int32),
                ("start_cells", c_int32)]


class TileTypeInfo(Structure):
    _fields_ = [("id", c_int32), ("copies", c_int32), ("sides", c_char * 5),
                ("baobab", c_uint8), ("features", c_uint8), ("reserved", c_uint8),
                ("animals", c_int32 * SPECIES), ("birds", c_int32)]


class Options(Structure):
    _fields_ = [("seats", c_int32), ("first_seat", c_int32), ("final_scoring", c_int32),
                ("baobab_tokens", c_int32), ("board_limited", c_int32), ("limit_x", c_int32),
                ("limit_y", c_int32), ("boosts", c_int32), ("tileset", c_void_p)]


class SeatInfo(Structure):
    _fields_ = [("score", c_int32), ("meeples", c_int32), ("tokens", c_int32 * SPECIES)]


class PoolInfo(Structure):
    _fields_ = [("seats", c_int32), ("stack", c_int32), ("discarded_tiles", c_int32),
                ("bag", c_int32 * SPECIES), ("discard", c_int32 * SPECIES)]


class TileInfo(Structure):
    _fields_ = [("x", c_int16), ("y", c_int16), ("tile", c_uint8), ("copy", c_uint8),
                ("rotation", c_uint8), ("start", c_uint8), ("sides", c_char * 5),
                ("baobab", c_uint8), ("features", c_uint8), ("reserved", c_uint8)]


class TileFeature(Structure):
    _fields_ = [("kind", c_int32), ("sides", c_int32), ("birds", c_int32),
                ("animals", c_int32 * SPECIES)]


class Face(Structure):
    _fields_ = [("size", c_uint32), ("face", c_int32), ("tile", c_int32), ("copy", c_int32),
                ("copies", c_int32), ("rotation", c_int32), ("sides", c_char * 5),
                ("baobab", c_uint8), ("features", c_uint8), ("corners", c_uint8),
                ("birds", c_int32), ("savanna", c_int32 * SPECIES),
                ("feature", TileFeature * FACE_MAX_FEATURES)]


class MeepleInfo(Structure):
    _fields_ = [("where", c_int32), ("x", c_int16), ("y", c_int16), ("spot", c_int32)]


class FeatureInfo(Structure):
    _fields_ = [("kind", c_int32), ("complete", c_int32), ("open_sides", c_int32),
                ("tiles", c_int32), ("birds", c_int32), ("animals", c_int32 * SPECIES),
                ("meeples", c_int32 * MAX_SEATS)]


class SlotInfo(Structure):
    _fields_ = [("open", c_int32), ("species", c_int32), ("owner", c_int32)]


class Event(Structure):
    _fields_ = [("kind", c_int32), ("seat", c_int32), ("points", c_int32), ("x", c_int16),
                ("y", c_int16), ("spot", c_int32)]


# Handles are opaque: plain pointers.
class PlayoutOptions(Structure):
    _fields_ = [("policy", c_int32), ("result", c_int32), ("max_moves", c_uint32),
                ("reserved", c_uint32)]


class Window(Structure):
    _fields_ = [("x0", c_int32), ("y0", c_int32), ("width", c_int32), ("height", c_int32)]


# The library's players (safari_game_search_move, safari_game_greedy_move).
class SearchOptions(Structure):
    _fields_ = [("playouts", c_uint32), ("time_ms", c_uint32), ("explore", c_double),
                ("score_weight", c_double), ("policy", c_int32), ("reserved", c_uint32)]


class SearchStats(Structure):
    _fields_ = [("playouts", c_uint32), ("nodes", c_uint32), ("visits", c_uint32),
                ("elapsed_ms", c_uint32), ("value", c_double)]


# The planning player and its evaluation (safari_game_plan_move,
# safari_game_evaluate, safari_level_options).
class PlanOptions(Structure):
    _fields_ = [("size", c_uint32), ("iterations", c_uint32), ("time_ms", c_uint32),
                ("candidates", c_uint32), ("replies", c_uint32), ("beam", c_uint32),
                ("temperature", c_double), ("weights", POINTER(c_double)), ("nweights", c_uint32),
                ("reserved", c_uint32)]


class SvgOptions(Structure):
    _fields_ = [("size", c_uint32), ("width", c_uint32), ("height", c_uint32),
                ("legend", c_uint32), ("scores", c_uint32), ("ids", c_uint32)]


class PlanStats(Structure):
    _fields_ = [("turns", c_uint32), ("worlds", c_uint32), ("candidates", c_uint32),
                ("elapsed_ms", c_uint32), ("value", c_double)]


class LevelInfo(Structure):
    _fields_ = [("name", c_char_p), ("elo", c_int32), ("time_ms", c_uint32),
                ("iterations", c_uint32)]


class ScoreStats(Structure):
    _fields_ = [("games", c_double), ("mean", c_double), ("half95", c_double), ("elo", c_double),
                ("elo_low", c_double), ("elo_high", c_double)]


class Metadata(Structure):
    _fields_ = [("max_game_length", c_uint32), ("max_seat_moves", c_uint32),
                ("max_chance_outcomes", c_uint32), ("max_legal_moves", c_uint32),
                ("actions", c_uint32), ("obs_planes", c_uint32), ("obs_vector", c_uint32),
                ("obs_size", c_uint32), ("min_score", c_int32), ("max_score", c_int32),
                ("min_margin", c_int32), ("max_margin", c_int32)]


class BatchOptions(Structure):
    _fields_ = [("game", Options), ("window", Window), ("controllers", c_int32 * MAX_SEATS),
                ("flags", c_uint32), ("alloc", POINTER(Allocator))]


_H = c_void_p
_PH = POINTER(c_void_p)
_PSZ = POINTER(c_size_t)
_PMOVE = POINTER(Move)

# Every SAFARI_API function: name, result type, argument types.
FUNCTIONS: Tuple[Tuple[str, Any, Tuple[Any, ...]], ...] = (
    ("safari_version_number", c_uint32, ()),
    ("safari_version_string", c_char_p, ()),
    ("safari_strerror", c_char_p, (c_int,)),
    ("safari_tileset_load", c_int, (_PH, c_char_p, c_size_t, POINTER(Allocator), POINTER(Diag))),
    ("safari_tileset_new_default", c_int, (_PH, POINTER(Allocator))),
    ("safari_tileset_free", None, (_H,)),
    ("safari_tileset_default_text", c_char_p, ()),
    ("safari_tileset_text", c_char_p, (_H, _PSZ)),
    ("safari_tileset_is_default", c_int, (_H,)),
    ("safari_tileset_info_get", c_int, (_H, POINTER(TilesetInfo))),
    ("safari_tileset_type", c_int, (_H, c_int32, POINTER(TileTypeInfo))),
    ("safari_game_new", c_int, (_PH, POINTER(Options))),
    ("safari_game_new_ex", c_int, (_PH, POINTER(Options), POINTER(Allocator))),
    ("safari_game_clone", c_int, (_PH, _H)),
    ("safari_game_copy", c_int, (_H, _H)),
    ("safari_game_free", None, (_H,)),
    ("safari_game_options", c_int, (_H, POINTER(Options))),
    ("safari_game_tileset", _H, (_H,)),
    ("safari_game_state_size", c_size_t, (_H,)),
    ("safari_game_decision", c_int, (_H, POINTER(Decision))),
    ("safari_game_legal_moves", c_int, (_H, _PMOVE, c_size_t, _PSZ)),
    ("safari_game_outcomes", c_int, (_H, _PMOVE, POINTER(c_uint32), c_size_t, _PSZ)),
    ("safari_game_is_legal", c_int, (_H, _PMOVE)),
    ("safari_game_apply", c_int, (_H, _PMOVE)),
    ("safari_game_undo", c_int, (_H,)),
    ("safari_game_history_length", c_size_t, (_H,)),
    ("safari_game_history_move", c_int, (_H, c_size_t, _PMOVE)),
    ("safari_game_hash", c_uint64, (_H,)),
    ("safari_game_seat", c_int, (_H, c_int32, POINTER(SeatInfo))),
    ("safari_game_pools", c_int, (_H, POINTER(PoolInfo))),
    ("safari_game_projected_scores", c_int, (_H, POINTER(c_int32), c_size_t)),
    ("safari_game_projected_scores_ex", c_int,
     (_H, POINTER(c_int32), c_size_t, POINTER(c_size_t))),
    ("safari_game_is_winner", c_int, (_H, c_int32)),
    ("safari_game_playout", c_int,
     (_H, POINTER(c_uint64), POINTER(PlayoutOptions), POINTER(c_size_t))),
    ("safari_game_playouts", c_int,
     (_H, _H, c_size_t, POINTER(c_uint64), POINTER(PlayoutOptions), POINTER(c_int32),
      c_size_t, _PSZ)),
    ("safari_game_sample_move", c_int,
     (_H, POINTER(c_uint64), POINTER(PlayoutOptions), _PMOVE)),
    ("safari_game_board_window", c_int, (_H, POINTER(Window))),
    ("safari_game_action_count", c_int, (_H, POINTER(Window), POINTER(c_uint32))),
    ("safari_game_action_index", c_int, (_H, POINTER(Window), _PMOVE, POINTER(c_uint32))),
    ("safari_game_action_move", c_int, (_H, POINTER(Window), c_uint32, _PMOVE)),
    ("safari_game_legal_mask", c_int,
     (_H, POINTER(Window), POINTER(c_uint8), c_size_t, _PSZ, _PSZ)),
    ("safari_game_legal_actions", c_int,
     (_H, POINTER(Window), POINTER(c_uint32), c_size_t, _PSZ, _PSZ)),
    ("safari_game_observation_size", c_int,
     (_H, POINTER(Window), POINTER(c_uint32), POINTER(c_uint32))),
    ("safari_game_observation", c_int,
     (_H, POINTER(Window), c_int32, POINTER(c_float), c_size_t, _PSZ)),
    ("safari_game_table_window", c_int, (_H, POINTER(Window))),
    ("safari_game_apply_action", c_int, (_H, POINTER(Window), c_uint32)),
    ("safari_game_observation_ex_size", c_int,
     (_H, POINTER(Window), POINTER(c_uint32), POINTER(c_uint32))),
    ("safari_game_observation_ex", c_int,
     (_H, POINTER(Window), c_int32, POINTER(c_float), c_size_t, _PSZ)),
    ("safari_game_observation_u8", c_int,
     (_H, POINTER(Window), c_int32, POINTER(c_uint8), c_size_t, _PSZ)),
    ("safari_game_metadata", c_int, (_H, POINTER(Window), POINTER(Metadata))),
    ("safari_batch_new", c_int, (_PH, POINTER(BatchOptions), c_uint32, c_uint64)),
    ("safari_batch_free", None, (_H,)),
    ("safari_batch_shape", c_int,
     (_H, POINTER(c_uint32), POINTER(c_uint32), POINTER(c_uint32), POINTER(c_uint32))),
    ("safari_batch_game", c_void_p, (_H, c_uint32)),
    ("safari_batch_final_game", c_void_p, (_H, c_uint32)),
    ("safari_batch_observe", c_int,
     (_H, POINTER(c_uint8), POINTER(c_uint8), POINTER(c_uint32), POINTER(c_uint32), c_uint32,
      POINTER(c_int32))),
    ("safari_batch_step", c_int,
     (_H, POINTER(c_uint32), POINTER(c_uint8), POINTER(c_uint8), POINTER(c_uint32),
      POINTER(c_uint32), c_uint32, POINTER(c_float), POINTER(c_uint8), POINTER(c_int32))),
    ("safari_game_tile_count", c_size_t, (_H,)),
    ("safari_game_tile", c_int, (_H, c_size_t, POINTER(TileInfo))),
    ("safari_game_tile_at", c_int, (_H, c_int32, c_int32, POINTER(TileInfo))),
    ("safari_game_tile_feature", c_int, (_H, c_int32, c_int32, c_int32, POINTER(TileFeature))),
    ("safari_game_meeple", c_int, (_H, c_int32, c_int32, POINTER(MeepleInfo))),
    ("safari_game_feature_at", c_int, (_H, c_int32, c_int32, c_int32, POINTER(FeatureInfo))),
    ("safari_game_feature_side", c_int, (_H, c_int32, c_int32, c_int32, POINTER(c_int32))),
    ("safari_game_slot", c_int, (_H, c_int32, c_int32, c_int32, POINTER(SlotInfo))),
    ("safari_game_ranger", c_int, (_H, c_int32, POINTER(c_int32), POINTER(c_int32))),
    ("safari_game_board_bounds", c_int,
     (_H, POINTER(c_int32), POINTER(c_int32), POINTER(c_int32), POINTER(c_int32))),
    ("safari_game_events", c_int, (_H, POINTER(Event), c_size_t, _PSZ)),
    ("safari_tileset_face", c_int, (_H, c_int32, c_int32, POINTER(Face))),
    ("safari_game_tile_in_hand", c_int, (_H, POINTER(Face))),
    ("safari_move_to_string", c_int, (_PMOVE, c_char_p, c_size_t, _PSZ)),
    ("safari_move_parse", c_int, (c_char_p, c_size_t, _H, _PMOVE)),
    ("safari_move_parse_ex", c_int, (c_char_p, c_size_t, _H, _PMOVE, POINTER(Diag))),
    ("safari_record_write", c_int, (_H, c_char_p, c_size_t, _PSZ)),
    ("safari_record_read", c_int, (_PH, c_char_p, c_size_t, POINTER(Allocator), POINTER(Diag))),
    ("safari_legal_write", c_int, (_H, c_char_p, c_size_t, _PSZ)),
    ("safari_game_svg_write", c_int, (_H, c_char_p, c_size_t, _PSZ)),
    ("safari_game_svg_write_ex", c_int, (_H, POINTER(SvgOptions), c_char_p, c_size_t, _PSZ)),
)

# The library's players, in their own block.
FUNCTIONS += (
    ("safari_game_search_move", c_int,
     (_H, POINTER(SearchOptions), POINTER(c_uint64), _PMOVE, POINTER(SearchStats))),
    ("safari_game_greedy_move", c_int, (_H, POINTER(c_uint64), _PMOVE)),
    ("safari_game_eval_features", c_int, (_H, c_int32, POINTER(c_double), c_size_t, _PSZ)),
    ("safari_eval_default_weights", c_int, (POINTER(c_double), c_size_t, _PSZ)),
    ("safari_game_evaluate", c_int,
     (_H, POINTER(c_double), c_size_t, POINTER(c_double), c_size_t, _PSZ)),
    ("safari_game_plan_move", c_int,
     (_H, POINTER(PlanOptions), POINTER(c_uint64), _PMOVE, POINTER(PlanStats))),
    ("safari_level_options", c_int, (c_int32, POINTER(PlanOptions), POINTER(LevelInfo))),
    ("safari_stats_scores", c_int, (c_double, c_double, c_double, POINTER(ScoreStats))),
)


def _candidates() -> List[str]:
    """Where the library is looked for, in order: the environment variable,
    the package's own directory, the library directory of the prefix the
    package was installed into, then the system loader by SONAME."""
    env = os.environ.get(LIBRARY_ENV)
    if env:
        return [env]
    here = os.path.dirname(os.path.abspath(__file__))
    files = [os.path.join(here, SONAME)]
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
