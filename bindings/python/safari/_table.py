# SPDX-License-Identifier: MIT
"""The fixed action space the adapters share: a game of the standard table
(the `board_limit` option, docs/rules.md section 10.2) seen through the one
window that covers the table, so that the action count never changes and no
legal move ever lies outside (docs/ai.md, "A fixed action space").

TableGame steps by action index and writes masks and observations into the
caller's arrays. It calls the library's functions directly, with their
arguments built once: each step of an environment is a few C calls, not
the checked Game methods (which build windows, buffers and Moves per call).
"""
from __future__ import annotations

import ctypes
from typing import Any, Dict, List, Sequence, Tuple

from . import _capi, _check
from ._check import within
from ._lib import check, lib
from .errors import IllegalMoveError, InvalidArgumentError
from .ai import entry_names, observation_options, plane_names
from .game import DECISIONS, Game

import numpy
import numpy.typing as npt

#: The table's default half side, the library's SAFARI_AI_TABLE_HALF (12:
#: cells -12..12 in x and y, a 25 x 25 window; docs/ai.md, "The table: a
#: space that never moves", says how it was chosen).
TABLE_HALF = _capi.AI_TABLE_HALF

_END = DECISIONS.index("end")
# Function objects of their own (not lib's shared ones), so that the
# buffers can be passed as addresses: a NumPy array's address costs less to
# pass than a typed ctypes pointer made from it at every call.
_mask_fn = lib["safari_game_legal_mask"]
_mask_fn.restype = ctypes.c_int
_mask_fn.argtypes = (ctypes.c_void_p, ctypes.POINTER(_capi.Window), ctypes.c_void_p,
                     ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t),
                     ctypes.POINTER(ctypes.c_size_t))
_obs_fn = lib["safari_game_observe"]
_obs_fn.restype = ctypes.c_int
_obs_fn.argtypes = (ctypes.c_void_p, ctypes.POINTER(_capi.Window), ctypes.c_int32,
                    ctypes.POINTER(_capi.ObservationOptions), ctypes.c_void_p, ctypes.c_size_t,
                    ctypes.POINTER(ctypes.c_size_t))
# the extended layout's options, made once: floats (the default) and bytes
_OBS_FLOATS = ctypes.byref(observation_options("extended", "float32"))
_OBS_BYTES = ctypes.byref(observation_options("extended", "uint8"))


def observe_into(handle: int, window_ptr: Any, viewer: int, out: npt.NDArray[Any],
                 size: int) -> None:
    """The library's extended float observation of a game (its handle) over
    a window (a byref'd Window) into `out`, a float32 array of `size`
    entries."""
    check(_obs_fn(handle, window_ptr, viewer, _OBS_FLOATS, out.ctypes.data, size, ctypes.byref(
        ctypes.c_size_t())))


def utility(game: Game) -> List[float]:
    """Each seat's utility in a finished safari.Game (docs/ai.md): the
    winners share a pot, shifted so that the seats' utilities sum to 0 and
    a two-seat game is +1 / -1 (0 each for a tie): with N seats and W
    winners, N / (W (N - 1)) - 1 / (N - 1) for a winner, -1 / (N - 1) for a
    loser. All 0 before the end."""
    n = game.seats
    if not game.is_over:
        return [0.0] * n
    winners = game.winners
    loss = -1.0 / (n - 1)
    win = n / (len(winners) * (n - 1)) + loss
    return [win if s in winners else loss for s in range(n)]


class TableGame:
    """A Game of the standard table with |x|, |y| <= half, and the action
    space and observations over the (2 half + 1)-cell square window.

    Options other than board_limit are Game's (seats, final_scoring, ...).
    `game` is the safari.Game itself (read it freely; change it only through
    this object or with moves of its own, then call nothing that assumes the
    last decision).
    """

    def __init__(self, seats: int = 2, half: int = TABLE_HALF, **options: Any) -> None:
        half = within(half, "half", 2, (_capi.WINDOW_MAX - 1) // 2)
        if "board_limit" in options:
            raise InvalidArgumentError("the table's board_limit is (half, half)")
        self._args = (seats, half, options)  # for copies
        self.half = half
        self.game = Game(seats=seats, board_limit=(half, half), **options)
        self._start = self.game.clone()  # reset() copies it back: no allocation
        self.seats = self.game.seats
        window = self.game.table_window()
        assert window is not None  # a board_limit (x, y) game has a table
        self.window: Tuple[int, int, int, int] = window
        self._window = _capi.Window(*self.window)
        #: safari.Game.metadata() over the table: max_game_length, ...
        self.metadata = self.game.metadata(self.window)
        self.actions = self.metadata["actions"]
        # the extended observation (docs/ai.md): with the tile placed this turn
        self.planes, self.vector = self.metadata["obs_planes"], self.metadata["obs_vector"]
        self.obs_size = self.metadata["obs_size"]
        #: the names of the observation's planes, in order (the extended layout)
        self.observation_planes: List[str] = plane_names()
        #: the names of its vector's entries, in order (safari.observation_entries)
        self.observation_entries: List[str] = entry_names("extended", self.game)
        self.max_game_length = self.metadata["max_game_length"]
        # The arguments of every call, made once.
        self._h = self.game._handle
        self._pw = ctypes.byref(self._window)
        self._decision = _capi.Decision()
        self._pd = ctypes.byref(self._decision)
        self._move = _capi.Move()
        self._pm = ctypes.byref(self._move)
        self._count = ctypes.c_size_t()
        self._outside = ctypes.c_size_t()
        self._pc, self._po = ctypes.byref(self._count), ctypes.byref(self._outside)
        self._rng = ctypes.c_uint64()
        self._prng = ctypes.byref(self._rng)
        self._policy = _capi.PlayoutOptions(0, 0, 0, ctypes.sizeof(_capi.PlayoutOptions))
        self._ppolicy = ctypes.byref(self._policy)

    def close(self) -> None:
        self.game.close()
        self._start.close()

    # copy.deepcopy and pickle: made again from its arguments, then the
    # game (pickled through its record) and the generator copied in; the
    # ctypes arguments are this object's own and never travel
    def __reduce__(self) -> Tuple[Any, ...]:
        seats, half, options = self._args
        return (_restore, (seats, half, options, self.game, self._rng.value))

    # -- state -------------------------------------------------------------

    def reset(self, seed: int) -> None:
        """Back to a new game; chance will draw from SplitMix64(seed)."""
        self.game.copy_from(self._start)
        self._rng.value = seed & 0xFFFFFFFFFFFFFFFF

    def to_move(self) -> int:
        """The deciding seat, safari.CHANCE, or safari.NOBODY at the end."""
        lib.safari_game_decision(self._h, self._pd)
        return int(self._decision.to_move)

    def is_over(self) -> bool:
        lib.safari_game_decision(self._h, self._pd)
        return bool(self._decision.kind == _END)

    # -- moves -------------------------------------------------------------

    def index(self, action: Any) -> int:
        """An action argument (int, NumPy integer) checked against the space."""
        i = _check.action(action)
        if i >= self.actions:
            raise InvalidArgumentError("action %d: must be 0 to %d" % (i, self.actions - 1))
        return int(i)

    def apply_action(self, action: Any) -> None:
        """Plays the move of an action index. IllegalMoveError (nothing
        changes) if it is not a legal move now."""
        i = self.index(action)
        status = lib.safari_game_apply_action(self._h, self._pw, i)
        if status == _capi.ENOTFOUND or status == _capi.EILLEGAL:
            raise IllegalMoveError("action %d is not a legal move now" % i)
        check(status, "action %d" % i)

    def play_chance(self) -> int:
        """Plays chance decisions, drawn by weight from the generator, until
        a seat must decide: returns that seat, or NOBODY at the end."""
        h, pd, d = self._h, self._pd, self._decision
        lib.safari_game_decision(h, pd)
        while d.to_move == _capi.CHANCE:
            self._draw_and_apply()
            lib.safari_game_decision(h, pd)
        return int(d.to_move)

    def play_seat(self, policy: int) -> None:
        """Plays one seat's move drawn by a library policy ("uniform" 0 or
        "scoring" 1) from the generator, the pick of safari_game_sample_move."""
        self._policy.policy = policy
        self._draw_and_apply()
        self._policy.policy = 0

    def _draw_and_apply(self) -> None:
        check(lib.safari_game_sample_move(self._h, self._prng, self._ppolicy, self._pm))
        check(lib.safari_game_apply(self._h, self._pm))

    def apply_move(self, cmove: Any) -> None:
        """Plays a C move (a _capi.Move) another player chose."""
        check(lib.safari_game_apply(self._h, ctypes.byref(cmove)))

    # -- arrays --------------------------------------------------------------

    def mask(self, out: npt.NDArray[Any]) -> npt.NDArray[Any]:
        """Writes the legal-action mask (1 legal, 0 not) into `out`, a
        C-contiguous 1-byte NumPy array of `actions` entries; returns it."""
        _check_out(out, self.actions, _MASK_TYPES, "mask")
        check(_mask_fn(self._h, self._pw, out.ctypes.data, self.actions, self._pc, self._po))
        if self._outside.value:  # the table's window covers every cell a move can name
            raise AssertionError("%d legal moves outside the table's window"
                                 % self._outside.value)
        return out

    def observe(self, viewer: int, out: npt.NDArray[Any]) -> npt.NDArray[Any]:
        """Writes the extended observation from seat `viewer` (docs/ai.md,
        "The extended observation") into `out`, a C-contiguous array of
        `obs_size` entries: the planes, row by row, then the vector; float32,
        or uint8 (the library's bytes, capped at 255)."""
        _check_out(out, self.obs_size, _OBS_TYPES, "observation")
        options = _OBS_BYTES if out.dtype == numpy.uint8 else _OBS_FLOATS
        check(_obs_fn(self._h, self._pw, viewer, options, out.ctypes.data, self.obs_size,
                      self._pc))
        return out

    def new_observation(self, viewer: int, dtype: str = "float32") -> npt.NDArray[Any]:
        return self.observe(viewer, numpy.empty(self.obs_size, dtype))

    # -- results -------------------------------------------------------------

    def utility(self) -> List[float]:
        """Each seat's utility (see utility()); all 0 before the end."""
        return utility(self.game)

    @property
    def min_utility(self) -> float:
        return -1.0 / (int(self.seats) - 1)

    max_utility = 1.0


_MASK_TYPES = (numpy.dtype(numpy.uint8), numpy.dtype(numpy.int8), numpy.dtype(numpy.bool_))
_OBS_TYPES = (numpy.dtype(numpy.float32), numpy.dtype(numpy.uint8))


def _check_out(out: Any, n: int, dtypes: Sequence[Any], what: str) -> None:
    """An out= array: a writable C-contiguous NumPy array of n items of one
    of the dtypes the library's bytes or floats can be written into."""
    if not isinstance(out, numpy.ndarray):
        raise TypeError("%s out= must be a NumPy array, not %s" % (what, type(out).__name__))
    if out.size != n or out.dtype not in dtypes or not out.flags.c_contiguous \
            or not out.flags.writeable:
        raise InvalidArgumentError("%s out= must be a writable C-contiguous array of %d %s, "
                                   "not %s of %s" % (what, n, " or ".join(map(str, dtypes)),
                                                     out.shape, out.dtype))


def _restore(seats: int, half: int, options: Dict[str, Any], game: Game,
             rng: int) -> TableGame:
    """Unpickling a TableGame: a new one at `game`'s position and history."""
    table = TableGame(seats, half, **options)
    table.game.copy_from(game)
    game.close()
    table._rng.value = rng
    return table
