# SPDX-License-Identifier: MIT
"""The AI builder's toolkit on Game: playouts inside the library, the fixed
action space, the legal-move mask and observations (docs/ai.md).

Masks and observations come back as NumPy arrays when NumPy is importable
(filled in place by the library, no per-element copy), else as
bytearray-backed memoryviews.
"""
from __future__ import annotations

import ctypes
import random
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Tuple, Union

from . import _capi
from ._buffers import move_buffers
from ._check import SIZE, UINT32, UINT64, action, instance, integer, within
from ._lib import check, lib
from .errors import InvalidArgumentError
from .moves import Move, SplitMix64, moves_from_buffer, to_c

try:  # optional: the same calls, with arrays a learner can use directly
    import numpy
except ImportError:  # pragma: no cover - tested with NumPy hidden
    numpy = None  # type: ignore[assignment]

if TYPE_CHECKING:
    from .game import Game

#: A window of the board: (x0, y0, width, height).
Window = Tuple[int, int, int, int]
#: Arrays the library fills: NumPy arrays with NumPy, else memoryviews.
Array = Any
#: A move generator: a SplitMix64, a random.Random, a numpy.random.Generator
#: or an object with next() (see sample_move).
Rng = Any

POLICIES = ("uniform", "scoring")
#: The size field of safari_playout_options (SAFARI_PLAYOUT_OPTIONS_INIT's).
_PLAYOUT_OPTIONS_SIZE = ctypes.sizeof(_capi.PlayoutOptions)
RESULTS = ("scores", "wins")

#: The observation layouts by their Python names: observation() is "base"
#: (SAFARI_OBS_LAYOUT_BASE), observation_ex() "extended" (the default,
#: SAFARI_OBS_LAYOUT_PLACED).
OBSERVATION_LAYOUTS = {"base": _capi.OBS_LAYOUT_BASE, "extended": _capi.OBS_LAYOUT_PLACED}
_FORMATS = {"float32": _capi.OBS_FLOAT32, "uint8": _capi.OBS_UINT8}


def observation_options(layout: str = "extended",
                        dtype: str = "float32") -> _capi.ObservationOptions:
    """The options of safari_game_observe for a layout ("base" or
    "extended") and a dtype ("float32" or "uint8")."""
    if layout not in OBSERVATION_LAYOUTS:
        raise InvalidArgumentError("layout must be 'base' or 'extended', not %r" % (layout,))
    if dtype not in _FORMATS:
        raise InvalidArgumentError("dtype must be 'float32' or 'uint8', not %r" % (dtype,))
    return _capi.ObservationOptions(ctypes.sizeof(_capi.ObservationOptions), _FORMATS[dtype],
                                    OBSERVATION_LAYOUTS[layout])


def plane_names(layout: str = "extended") -> List[str]:
    """The names of a layout's planes, in order (see observation_planes)."""
    return [p["name"] for p in observation_planes(layout)]


def observation_planes(layout: str = "extended") -> List[Dict[str, Any]]:
    """The planes of an observation layout ("extended", observation_ex()'s,
    or "base", observation()'s), in order, as the library describes them at
    run time: one dict a plane with its name ("trail_n", "meeples_1",
    "token_se_lion", ...), its group, the group's first plane and planes,
    and what the group's planes hold. Label planes by these names rather
    than by their indices: a later layout may add planes."""
    options = observation_options(layout)
    planes: List[Dict[str, Any]] = []
    info = _capi.ObservationPlaneInfo()
    while True:
        info.size = ctypes.sizeof(info)
        rc = lib.safari_observation_plane(ctypes.byref(options), len(planes), ctypes.byref(info))
        if rc == _capi.ENOTFOUND:
            return planes
        check(rc)
        planes.append({"name": info.name.decode(), "group": info.group.decode(),
                       "group_first": info.group_first, "group_planes": info.group_planes,
                       "description": info.description.decode()})


def observation_entries(layout: str = "extended",
                        game: Optional["Game"] = None) -> List[Dict[str, Any]]:
    """The entries of an observation's vector (after the planes), in order,
    as the library describes them at run time, as observation_planes does
    the planes: one dict an entry with its name ("score_0",
    "supply_1_lion", "decision_place", "stack_17", "placed_rotation_3",
    ...), its group, the group's first entry and entries, and what the
    group's entries hold. The entries after the fixed ones come one a face
    of the game's tile set, so the names depend on it: `game` (the
    built-in tiles without one). Label the vector by these names rather
    than by indices: a later layout may add entries."""
    if game is None:
        from .game import Game
        with Game() as default:
            return _entries(default._handle, layout)
    return _entries(game._handle, layout)


def entry_names(layout: str = "extended", game: Optional["Game"] = None) -> List[str]:
    """The names of a layout's vector entries, in order (see
    observation_entries)."""
    return [e["name"] for e in observation_entries(layout, game)]


def _entries(handle: Any, layout: str) -> List[Dict[str, Any]]:
    """observation_entries for a game's handle (a batch's game, too)."""
    options = observation_options(layout)
    entries: List[Dict[str, Any]] = []
    info = _capi.ObservationEntryInfo()
    while True:
        info.size = ctypes.sizeof(info)
        rc = lib.safari_game_observation_entry(handle, ctypes.byref(options), len(entries),
                                               ctypes.byref(info))
        if rc == _capi.ENOTFOUND:
            return entries
        check(rc)
        entries.append({"name": info.name.decode(), "group": info.group.decode(),
                        "group_first": info.group_first, "group_entries": info.group_entries,
                        "description": info.description.decode()})


def _options(policy: str, result: str, max_moves: int) -> _capi.PlayoutOptions:
    if policy not in POLICIES:
        raise InvalidArgumentError("policy must be one of %s, not %r" % (POLICIES, policy))
    if result not in RESULTS:
        raise InvalidArgumentError("result must be one of %s, not %r" % (RESULTS, result))
    return _capi.PlayoutOptions(POLICIES.index(policy), RESULTS.index(result),
                                integer(max_moves, "max_moves", UINT32), _PLAYOUT_OPTIONS_SIZE)


def _rng_state(rng: Rng) -> ctypes.c_uint64:
    """A SplitMix64 (its state is advanced in place) or an int seed."""
    if hasattr(rng, "state"):
        return ctypes.c_uint64(integer(rng.state, "rng.state", UINT64))
    return ctypes.c_uint64(integer(rng, "rng", UINT64))


def _window(window: Window) -> _capi.Window:
    """A Window from (x0, y0, width, height), its sides 1 .. SAFARI_WINDOW_MAX."""
    x0, y0, width, height = window
    return _capi.Window(integer(x0, "window x0"), integer(y0, "window y0"),
                        within(width, "window width", 1, _capi.WINDOW_MAX),
                        within(height, "window height", 1, _capi.WINDOW_MAX))


def _drawer(rng: Rng) -> Callable[[int], int]:
    """The one draw in 0 .. total - 1 that sample_move makes from a
    generator that is not a SplitMix64, as a function of total:
    random.Random: rng.randrange(total); numpy.random.Generator:
    rng.integers(total); an object with next() (an integer 0 .. 2**64 - 1,
    as SplitMix64.next()): rng.next() % total. Anything else is a TypeError,
    raised before anything is drawn."""
    if isinstance(rng, random.Random):
        return rng.randrange
    if numpy is not None and isinstance(rng, numpy.random.Generator):
        return lambda total: int(rng.integers(total))
    if callable(getattr(rng, "next", None)):
        return lambda total: integer(rng.next(), "rng.next()", UINT64) % total
    raise TypeError("rng must be a safari.SplitMix64, a random.Random, a "
                    "numpy.random.Generator or an object with next(), not %s"
                    % type(rng).__name__)


def _typed_buffer(n: int, ctype: Any) -> Tuple[Array, Any]:
    """n elements of a ctypes type for the library to fill: (out, pointer),
    out a NumPy array of that type, or without NumPy a memoryview of the
    bytes cast to the type's format."""
    if numpy is not None:
        out = numpy.empty(n, dtype=numpy.dtype(ctype))
        return out, out.ctypes.data_as(ctypes.POINTER(ctype))
    store = bytearray(ctypes.sizeof(ctype) * n)
    return memoryview(store).cast(ctype._type_), (ctype * n).from_buffer(store)


class AIMixin:
    """Playouts, the action space and the mask; mixed into Game."""

    if TYPE_CHECKING:
        @property
        def _handle(self) -> int: ...
        @property
        def seats(self) -> int: ...
        def clone(self) -> Game: ...
        def _move(self, move: Union[Move, str, bytes]) -> _capi.Move: ...

    def playout(self, rng: Rng, policy: str = "uniform", max_moves: int = 0) -> int:
        """Plays on to the end (or max_moves moves) in place, chance by
        weight and seats by `policy`, with the generator of `safari play`:
        a SplitMix64 is advanced in place. Returns the moves played."""
        state = _rng_state(rng)
        opts = _options(policy, "scores", max_moves)
        played = ctypes.c_size_t()
        check(lib.safari_game_playout(self._handle, ctypes.byref(state), ctypes.byref(opts),
                                      ctypes.byref(played)))
        if hasattr(rng, "state"):
            rng.state = state.value
        return played.value

    def sample_move(self, rng: Rng, policy: str = "uniform") -> Optional[Move]:
        """Draws a move: outcome i with probability weights[i] / total (a
        seat's moves by `policy`, each of weight 1 when uniform), from one
        draw of rng. None at the end of the game (nothing is drawn).

        - SplitMix64: the library picks without listing the moves, from one
          rng.next() (the pick of `safari play`: playout()'s next move); rng
          is advanced in place. The only generator for policy="scoring".
        - random.Random: one rng.randrange(total) over the listed outcomes.
        - numpy.random.Generator: one rng.integers(total) over them.
        - any other object with next() returning an integer 0 .. 2**64 - 1:
          rng.next() % total over them, which with a SplitMix64's numbers is
          the SplitMix64 pick.
        The listed outcomes come in the library's order, so a generator
        seeded alike gives the same game. Any other rng is a TypeError."""
        if isinstance(rng, SplitMix64):
            state = _rng_state(rng)
            opts = _options(policy, "scores", 0)
            cmove = _capi.Move()
            status = lib.safari_game_sample_move(self._handle, ctypes.byref(state),
                                                 ctypes.byref(opts), ctypes.byref(cmove))
            if status == _capi.ENOTFOUND:
                return None
            check(status)
            rng.state = state.value
            return moves_from_buffer((_capi.Move * 1)(cmove), 1)[0]
        draw = _drawer(rng)
        if policy != "uniform":
            raise InvalidArgumentError("policy %r needs a SplitMix64 generator" % (policy,))
        with move_buffers() as (moves, weights):
            count = ctypes.c_size_t()
            check(lib.safari_game_outcomes(self._handle, moves, weights, len(moves),
                                           ctypes.byref(count)))
            if count.value == 0:
                return None
            ws = weights[:count.value]
            pick = draw(sum(ws))
            i = 0
            while pick >= ws[i]:
                pick -= ws[i]
                i += 1
            return moves_from_buffer(moves, 1, i)[0]

    def playouts(self, n: int, rng: Rng, policy: str = "uniform", result: str = "scores",
                 max_moves: int = 0, scratch: Optional[Game] = None) -> Any:
        """n playouts from this position in one library call (the position
        does not change). Returns n rows of one entry per seat: final scores,
        or 1 for the winners with result="wins" (a NumPy int32 array of shape
        (n, seats) with NumPy, else a list of lists). `scratch`: a Game with
        the same options to reuse (for example a clone), left equal to this
        position; one is made if None."""
        n = integer(n, "n", SIZE)
        state = _rng_state(rng)
        opts = _options(policy, result, max_moves)
        own = scratch is None
        if own:
            scratch = self.clone()
        else:
            instance(scratch, type(self), "scratch")
        assert scratch is not None  # for mypy: made or checked above
        seats = self.seats
        try:
            if numpy is not None:
                out = numpy.empty((n, seats), dtype=numpy.int32)
                buf = out.ctypes.data_as(ctypes.POINTER(ctypes.c_int32))
            else:
                out = (ctypes.c_int32 * (n * seats))()
                buf = out
            count = ctypes.c_size_t()
            check(lib.safari_game_playouts(self._handle, scratch._handle, n, ctypes.byref(state),
                                           ctypes.byref(opts), buf, n * seats,
                                           ctypes.byref(count)))
        finally:
            if own:
                scratch.close()
        if hasattr(rng, "state"):
            rng.state = state.value
        if numpy is not None:
            return out
        return [list(out[i * seats:(i + 1) * seats]) for i in range(n)]

    def board_window(self) -> Window:
        """(x0, y0, width, height): the tiles' box with one cell of margin,
        which holds every cell a move can name now."""
        w = _capi.Window()
        check(lib.safari_game_board_window(self._handle, ctypes.byref(w)))
        return (w.x0, w.y0, w.width, w.height)

    def action_count(self, window: Optional[Window] = None) -> int:
        """The size of the action space over a window (default: the board's)."""
        w = _window(window if window is not None else self.board_window())
        out = ctypes.c_uint32()
        check(lib.safari_game_action_count(self._handle, ctypes.byref(w), ctypes.byref(out)))
        return out.value

    def action_index(self, move: Union[Move, str, bytes], window: Optional[Window] = None) -> Optional[int]:
        """The action index of a move (Move or text); None if it names a cell
        outside the window."""
        w = _window(window if window is not None else self.board_window())
        cmove = self._move(move)
        out = ctypes.c_uint32()
        rc = lib.safari_game_action_index(self._handle, ctypes.byref(w), ctypes.byref(cmove),
                                          ctypes.byref(out))
        if rc == -7:  # SAFARI_ENOTFOUND: outside the window
            return None
        check(rc)
        return out.value

    def move_from_index(self, index: int, window: Optional[Window] = None) -> Move:
        """The Move of an action index."""
        w = _window(window if window is not None else self.board_window())
        count = self.action_count((w.x0, w.y0, w.width, w.height))
        index = within(action(index), "action index", 0, count - 1, UINT32)
        cmove = _capi.Move()
        check(lib.safari_game_action_move(self._handle, ctypes.byref(w), index,
                                          ctypes.byref(cmove)))
        return moves_from_buffer((_capi.Move * 1)(cmove), 1)[0]

    def _win(self, window: Optional[Window]) -> _capi.Window:
        """The Window of a window argument (default: the board's)."""
        return _window(window if window is not None else self.board_window())

    def table_window(self) -> Optional[Window]:
        """(x0, y0, width, height) of the standard table (a board_limit (x, y)
        game): the window of the fixed action space, where no legal move is
        ever outside. None for a game without a table."""
        w = _capi.Window()
        rc = lib.safari_game_table_window(self._handle, ctypes.byref(w))
        if rc == _capi.ENOTFOUND:
            return None
        check(rc)
        return (w.x0, w.y0, w.width, w.height)

    def apply_action(self, index: int, window: Optional[Window] = None) -> None:
        """Applies the move of an action index (any integer, NumPy's too).
        IllegalMoveError if it is not legal now, InvalidArgumentError for an
        index out of range; the game is then unchanged."""
        w = self._win(window)
        index = action(index)
        rc = lib.safari_game_apply_action(self._handle, ctypes.byref(w), index)
        if rc == _capi.EINVAL:
            raise InvalidArgumentError("action index %d: must be below %d"
                                       % (index, self.action_count((w.x0, w.y0, w.width,
                                                                    w.height))))
        check(rc, "action %d" % index)

    def legal_mask(self, window: Optional[Window] = None, out: Optional[Array] = None,
                   with_outside: bool = False) -> Any:
        """The legal-move mask over a window's action space: 1 for a legal
        action, else 0 (NumPy uint8 array, or a memoryview of a bytearray).
        `out`: a C-contiguous uint8 array of the action count to fill
        instead. Legal moves outside the window have no entry: with
        with_outside=True the result is (mask, outside), their count (always
        0 over the board's or the table's window)."""
        w = self._win(window)
        n = self.action_count((w.x0, w.y0, w.width, w.height))
        out, _, outside = self._legal(lib.safari_game_legal_mask, ctypes.c_uint8, w, n, out)
        return (out, outside) if with_outside else out

    def legal_actions(self, window: Optional[Window] = None, out: Optional[Array] = None,
                      with_outside: bool = False) -> Any:
        """The legal actions over a window's action space, as indices in the
        order of legal_moves() (NumPy uint32 array, or a memoryview of format
        'I'): cheaper than legal_mask() when the space is large. `out`: a
        uint32 array of at least the legal actions' count (SAFARI_MAX_MOVES
        always suffices); the result is then its first entries. With
        with_outside=True: (actions, outside)."""
        w = self._win(window)
        out, count, outside = self._legal(lib.safari_game_legal_actions, ctypes.c_uint32, w,
                                          _capi.MAX_MOVES, out)
        return (out[:count], outside) if with_outside else out[:count]

    def _legal(self, function: Callable[..., int], ctype: Any, w: _capi.Window, entries: int,
               out: Optional[Array]) -> Tuple[Array, int, int]:
        """Calls the mask or list `function` into `out` or a new buffer of
        `entries` values: (buffer, count, outside)."""
        out, buf, cap = _out_buffer(out, entries, ctype, "out")
        count, outside = ctypes.c_size_t(), ctypes.c_size_t()
        rc = function(self._handle, ctypes.byref(w), buf, cap, ctypes.byref(count),
                      ctypes.byref(outside))
        if rc == _capi.EBUFS:
            raise InvalidArgumentError("out holds %d entries, %d are needed"
                                       % (cap, count.value))
        check(rc)
        return out, count.value, outside.value

    def observation_size(self, window: Optional[Window] = None) -> Tuple[int, int]:
        """(planes, vector): the planes of an observation over a window and
        the length of its vector (docs/ai.md has the layout)."""
        return self._observation_shape(window, "base")

    def observation_ex_size(self, window: Optional[Window] = None) -> Tuple[int, int]:
        """(planes, vector) of the extended observation (49 planes: the tile
        placed this turn; docs/ai.md)."""
        return self._observation_shape(window, "extended")

    def _observation_shape(self, window: Optional[Window], layout: str) -> Tuple[int, int]:
        w = self._win(window)
        planes, vector = ctypes.c_uint32(), ctypes.c_uint32()
        check(lib.safari_game_observation_shape(self._handle, ctypes.byref(w),
                                                ctypes.byref(observation_options(layout)),
                                                ctypes.byref(planes), ctypes.byref(vector)))
        return planes.value, vector.value

    def observation_planes(self, extended: bool = False) -> List[str]:
        """The names of the planes of observation() (or, `extended`, of
        observation_ex()), in order: "tile", "trail_n", ... (see
        safari.observation_planes for what each holds)."""
        return plane_names("extended" if extended else "base")

    def observation_entries(self, extended: bool = False) -> List[str]:
        """The names of the vector entries of observation() (or,
        `extended`, of observation_ex()), in order: "score_0", ...,
        "stack_0", ... (one a face of this game's tile set; see
        safari.observation_entries for what each holds)."""
        return entry_names("extended" if extended else "base", self)  # type: ignore[arg-type]

    def observation(self, viewer: int, window: Optional[Window] = None,
                    out: Optional[Array] = None) -> Tuple[Array, Array]:
        """What a network sees from seat `viewer` (seats come in the order
        viewer, viewer + 1, ...): (planes, vector). With NumPy, a float32
        array shaped (planes, height, width) and a float32 vector, both views
        of one buffer the library filled (`out`, a float32 array of the
        whole size, to fill instead); without, memoryviews of format 'f'
        with the same shapes. The window defaults to the board's."""
        return self._observe("base", "float32", viewer, window, out)

    def observation_ex(self, viewer: int, window: Optional[Window] = None, dtype: str = "float32",
                       out: Optional[Array] = None) -> Tuple[Array, Array]:
        """The extended observation (the 48 planes of observation(), then
        the tile placed this turn; its vector has the placed face and
        rotation after the faces' entries): (planes, vector) as
        observation(), of dtype "float32" or "uint8" (values capped at
        255)."""
        return self._observe("extended", dtype, viewer, window, out)

    def _observe(self, layout: str, dtype: str, viewer: int, window: Optional[Window],
                 out: Optional[Array]) -> Tuple[Array, Array]:
        options = observation_options(layout, dtype)
        ctype = ctypes.c_float if dtype == "float32" else ctypes.c_uint8
        w = self._win(window)
        viewer = within(viewer, "viewer", 0, self.seats - 1)
        planes, vector = self._observation_shape((w.x0, w.y0, w.width, w.height), layout)
        cells = planes * w.width * w.height
        n = cells + vector
        out, buf, cap = _out_buffer(out, n, ctype, "out")
        count = ctypes.c_size_t()
        rc = lib.safari_game_observe(self._handle, ctypes.byref(w), viewer,
                                     ctypes.byref(options), buf, cap, ctypes.byref(count))
        if rc == _capi.EBUFS:
            raise InvalidArgumentError("out holds %d entries, %d are needed" % (cap, n))
        check(rc)
        if numpy is not None:
            return out[:cells].reshape(planes, w.height, w.width), out[cells:n]
        flat = out.cast("B")
        size_of = ctypes.sizeof(ctype)
        return (flat[:size_of * cells].cast(ctype._type_, (planes, w.height, w.width)),
                flat[size_of * cells:size_of * n].cast(ctype._type_))

    def metadata(self, window: Optional[Window] = None) -> Dict[str, int]:
        """What a learning framework asks before it plays (docs/ai.md, "Game
        metadata"), as a dict: max_game_length, max_seat_moves,
        max_chance_outcomes, max_legal_moves, actions, obs_planes,
        obs_vector, obs_size, min_score, max_score, min_margin, max_margin.
        The window defaults to the table's when the game has one, else the
        board's."""
        if window is None:
            window = self.table_window() or self.board_window()
        w = _window(window)
        md = _capi.Metadata()
        check(lib.safari_game_metadata(self._handle, ctypes.byref(w), ctypes.byref(md)))
        return {name: getattr(md, name) for name, *_ in _capi.Metadata._fields_}

    def afterstates(self, viewer: int, window: Optional[Window] = None, dtype: str = "float32",
                    out: Optional[Array] = None) -> Tuple[List[Move], Array]:
        """The extended observation (observation_ex) from seat `viewer` of
        the result of each legal move, for value learning, the game
        unchanged: (moves, rows), rows a NumPy array (len(moves), size) of
        dtype "float32" or "uint8", row i the result of moves[i] (the order
        of legal_moves()). `out`: a C-contiguous array of that dtype with at
        least len(moves) rows of `size` entries to fill (SAFARI_MAX_MOVES
        rows always suffice); the result is then its first rows. Each move
        is one apply, observation and undo in the library. Needs NumPy."""
        if numpy is None:
            raise TypeError("afterstates() needs NumPy")
        options = observation_options("extended", dtype)
        w = self._win(window)
        viewer = within(viewer, "viewer", 0, self.seats - 1)
        planes, vector = self.observation_ex_size((w.x0, w.y0, w.width, w.height))
        size = planes * w.width * w.height + vector
        ctype = ctypes.c_float if dtype == "float32" else ctypes.c_uint8
        popt = ctypes.byref(options)
        handle = self._handle
        with move_buffers() as (moves, _):
            count = ctypes.c_size_t()
            check(lib.safari_game_legal_moves(handle, moves, len(moves), ctypes.byref(count)))
            n = count.value
            if out is None:
                out = numpy.empty((n, size), numpy.dtype(ctype))
            flat, _, cap = _out_buffer(out, n * size, ctype, "out")
            if cap < n * size or flat.size % size:
                raise InvalidArgumentError("out holds %d entries, %d rows of %d are needed"
                                           % (cap, n, size))
            base, step = flat.ctypes.data, size * ctypes.sizeof(ctype)
            pw, written = ctypes.byref(w), ctypes.c_size_t()
            for i in range(n):
                check(lib.safari_game_apply(handle, ctypes.byref(moves[i])), "afterstate %d" % i)
                rc = lib.safari_game_observe(handle, pw, viewer, popt, base + i * step, size,
                                             ctypes.byref(written))
                check(lib.safari_game_undo(handle), "afterstate %d" % i)
                check(rc, "afterstate %d" % i)
            result = moves_from_buffer(moves, n)
        return result, flat[:n * size].reshape(n, size)


def _out_buffer(out: Optional[Array], n: int, ctype: Any, what: str) -> Tuple[Array, Any, int]:
    """(array, pointer, capacity): a new buffer of n `ctype` values, or the
    caller's `out` (NumPy: C-contiguous, of the ctype's dtype, writable)."""
    if out is None:
        buf_out, ptr = _typed_buffer(n, ctype)
        return buf_out, ptr, n
    if numpy is None:
        raise TypeError("%s= needs NumPy" % what)
    want = numpy.dtype(ctype)
    if not isinstance(out, numpy.ndarray) or out.dtype != want or \
            not out.flags["C_CONTIGUOUS"] or not out.flags["WRITEABLE"]:
        raise TypeError("%s must be a writable C-contiguous numpy array of %s" % (what, want))
    flat = out.reshape(-1)
    return flat, flat.ctypes.data_as(ctypes.POINTER(ctype)), flat.size


__all__ = ["AIMixin", "OBSERVATION_LAYOUTS", "POLICIES", "RESULTS", "Move", "observation_options",
           "observation_entries", "observation_planes", "entry_names", "plane_names", "to_c"]
