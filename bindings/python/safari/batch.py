# SPDX-License-Identifier: MIT
"""Batches: n games stepped in one library call, outputs written in place
into NumPy arrays the batch owns (docs/ai.md, "Batched stepping").

    batch = safari.Batch(64, seed=1, controllers=("agent", "scoring"))
    rng = numpy.random.default_rng(1)
    for _ in range(1000):
        pick = (rng.random(batch.n) * batch.legal_count).astype(numpy.int64)
        batch.step(batch.legal[batch.rows, pick])
        batch.obs, batch.mask, batch.rewards, batch.terminal, batch.to_move

NumPy is required.
"""
from __future__ import annotations

import ctypes
from typing import Any, List, Optional, Sequence, Tuple

from . import _capi
from ._check import UINT64, integer, within
from ._check import actions as _actions
from ._handle import Handle
from ._lib import check, lib
from .ai import _entries, _window, observation_options, plane_names
from .errors import IllegalMoveError, InvalidArgumentError
from .game import make_settings

try:
    import numpy
    import numpy.typing as npt
except ImportError:  # pragma: no cover - tested with NumPy installed
    numpy = None  # type: ignore[assignment]

CONTROLLERS = ("agent", "uniform", "scoring")
#: The action that leaves a game unstepped (SAFARI_BATCH_SKIP).
SKIP = _capi.BATCH_SKIP


def _pointer(array: Any, ctype: Any) -> Any:
    return array.ctypes.data_as(ctypes.POINTER(ctype))


class Batch(Handle):
    """n games that step together: Batch(n, seed=0, controllers=("agent",),
    window=None, legal_cap=SAFARI_MAX_MOVES, **game options) with the game
    options of Game (seats, first_seat, final_scoring, baobab_tokens,
    boosts, tileset) and board_limit defaulting to the table of the fixed
    action space, (12, 12). controllers: per seat "agent", "uniform" or
    "scoring" (missing seats: "uniform"); at least one agent. window: the
    action space, default the table's. layout: the observation's layout,
    "extended" (the default, observation_ex()'s) or "base" (observation()'s).

    Arrays, filled in place by every observe() and step() (views stay
    valid): obs (n, obs_size) uint8, the observation in the batch's layout
    from the seat to move, with planes_view (n, planes, height, width) and vector_view;
    mask (n, actions) uint8; legal (n, legal_cap) uint32 and legal_count
    (n,); rewards (n, seats) float32, every seat's score change over the
    step; terminal (n,) bool, where a game ended (and restarted); to_move
    (n,) int32. Pass outputs=("obs", "legal", ...) to fill only some (the
    others keep their last values): the fewer, the faster.

    observe_float() gives the observation as float32 in one library call
    (the values not capped), into the batch's own obs_float or an array of
    the caller's; with outputs=("mask", "legal") the byte obs is not
    written at all.

    keep_final=True (SAFARI_BATCH_KEEP_FINAL) keeps the position each game
    ended on: final_game(j) after a step that set terminal[j]. An action
    SKIP (the library's SAFARI_BATCH_SKIP) leaves its game unstepped.

    A batch neither copies nor pickles (TypeError): its games keep no
    history to copy (SafariVectorEnv pickles by its configuration).
    """

    _free = lib.safari_batch_free
    _what = "batch"

    def __init__(self, n: int, seed: int = 0, controllers: Sequence[str] = ("agent",),
                 window: Optional[Tuple[int, int, int, int]] = None,
                 legal_cap: int = _capi.MAX_MOVES,
                 outputs: Sequence[str] = ("obs", "mask", "legal"), seats: int = 2,
                 first_seat: int = 0, final_scoring: str = "majority",
                 baobab_tokens: str = "before",
                 board_limit: Any = (_capi.AI_TABLE_HALF, _capi.AI_TABLE_HALF),
                 tileset: Any = None, boosts: str = "independent",
                 keep_final: bool = False, layout: str = "extended") -> None:
        if numpy is None:
            raise ImportError("safari.Batch needs NumPy")
        game = make_settings(seats, first_seat, final_scoring, baobab_tokens, board_limit,
                             tileset, boosts)
        opts = _capi.BatchSettings(size=ctypes.sizeof(_capi.BatchSettings))
        opts.game = ctypes.pointer(game)  # read by safari_batch_create alone
        layout_options = observation_options(layout, "uint8")  # the format is not used
        opts.observation = ctypes.pointer(layout_options)
        self._tileset = tileset  # the games keep their own reference; this one documents it
        nseats = game.seats or 2
        if len(controllers) > nseats:
            raise InvalidArgumentError("controllers: %d given for %d seats"
                                       % (len(controllers), nseats))
        for i, c in enumerate(controllers):
            if c not in CONTROLLERS:
                raise InvalidArgumentError("controllers[%d] must be one of %s, not %r"
                                           % (i, ", ".join(CONTROLLERS), c))
            opts.controllers[i] = CONTROLLERS.index(c)
        for i in range(len(controllers), _capi.MAX_SEATS):
            opts.controllers[i] = _capi.CONTROLLER_UNIFORM
        if "agent" not in controllers:
            raise InvalidArgumentError("controllers: at least one seat must be an agent")
        if window is not None:
            opts.window = _window(window)
        opts.flags = _capi.BATCH_KEEP_FINAL if keep_final else 0
        n = within(n, "n", 1, 65536)
        handle = ctypes.c_void_p()
        status = lib.safari_batch_create(ctypes.byref(handle), ctypes.byref(opts), n,
                                         integer(seed, "seed", UINT64))
        if status == _capi.EINVAL and window is None:
            raise InvalidArgumentError("a batch needs a window, or a board_limit (x, y) table")
        check(status, "new batch")
        self._own(handle.value)
        games, actions, obs, nseats_c = (ctypes.c_uint32() for _ in range(4))
        check(lib.safari_batch_shape(self._ptr, ctypes.byref(games), ctypes.byref(actions),
                                     ctypes.byref(obs), ctypes.byref(nseats_c)))
        self.n: int = games.value
        self.num_actions: int = actions.value
        self.obs_size: int = obs.value
        #: the observation's layout, "extended" or "base"
        self.layout: str = layout
        #: the names of the observation's planes, in order
        self.observation_planes: List[str] = plane_names(layout)
        #: the names of its vector's entries, in order (safari.observation_entries)
        self.observation_entries: List[str] = [
            e["name"] for e in _entries(lib.safari_batch_game(self._ptr, 0), layout)]
        self.seats: int = nseats_c.value
        self.window: Tuple[int, int, int, int] = (opts.window.x0, opts.window.y0, opts.window.width, opts.window.height) \
            if window is not None else self._game_window()
        self.legal_cap: int = within(legal_cap, "legal_cap", 1, _capi.MAX_MOVES)
        for o in outputs:
            if o not in ("obs", "mask", "legal"):
                raise InvalidArgumentError("outputs: %r is not obs, mask or legal" % (o,))
        self.rows: npt.NDArray[numpy.intp] = numpy.arange(self.n)
        self.obs: npt.NDArray[numpy.uint8] = numpy.zeros((self.n, self.obs_size), numpy.uint8)
        self.mask: npt.NDArray[numpy.uint8] = numpy.zeros((self.n, self.num_actions),
                                                          numpy.uint8)
        self.legal: npt.NDArray[numpy.uint32] = numpy.zeros((self.n, self.legal_cap),
                                                            numpy.uint32)
        self.legal_count: npt.NDArray[numpy.uint32] = numpy.zeros(self.n, numpy.uint32)
        self.rewards: npt.NDArray[numpy.float32] = numpy.zeros((self.n, self.seats),
                                                               numpy.float32)
        self._terminal: npt.NDArray[numpy.uint8] = numpy.zeros(self.n, numpy.uint8)
        self.terminal: npt.NDArray[numpy.bool_] = self._terminal.view(numpy.bool_)
        self.to_move: npt.NDArray[numpy.int32] = numpy.zeros(self.n, numpy.int32)
        self.actions: npt.NDArray[numpy.uint32] = numpy.zeros(self.n, numpy.uint32)
        x0, y0, width, height = self.window
        cells = width * height
        self.planes = len(self.observation_planes)
        u8, u32 = ctypes.c_uint8, ctypes.c_uint32
        none8, none32 = ctypes.POINTER(u8)(), ctypes.POINTER(u32)()
        # the pointers, made once: a step costs one ctypes call
        self._args_out = (
            _pointer(self.obs, u8) if "obs" in outputs else none8,
            _pointer(self.mask, u8) if "mask" in outputs else none8,
            _pointer(self.legal, u32) if "legal" in outputs else none32,
            _pointer(self.legal_count, u32) if "legal" in outputs else none32,
            self.legal_cap)
        self._args_tail = (_pointer(self.rewards, ctypes.c_float), _pointer(self._terminal, u8),
                           _pointer(self.to_move, ctypes.c_int32))
        self._actions_ptr = _pointer(self.actions, u32)
        #: The float observation of observe_float() (read-only), made at its
        #: first call.
        self.obs_float: Optional[npt.NDArray[numpy.float32]] = None
        self._obs_float_ptr: Any = None
        self._count = ctypes.c_size_t()
        self._pcount = ctypes.byref(self._count)
        # the batch clears only what it set in these rows: nobody else writes
        # (views made after this are read-only too)
        self.obs.flags.writeable = False
        self.mask.flags.writeable = False
        self.planes_view = self.obs[:, :self.planes * cells].reshape(self.n, self.planes,
                                                                     height, width)
        self.vector_view = self.obs[:, self.planes * cells:]
        self.observe()

    def _game_window(self) -> Tuple[int, int, int, int]:
        w = _capi.Window()
        check(lib.safari_game_table_window(lib.safari_batch_game(self._ptr, 0), ctypes.byref(w)))
        return (w.x0, w.y0, w.width, w.height)

    def observe(self) -> None:
        """Fills obs, mask, legal and to_move without stepping."""
        check(lib.safari_batch_observe(self._handle, *self._args_out[:5],
                                       self._args_tail[2]))

    def observe_float(self, out: Optional[npt.NDArray[numpy.float32]] = None
                      ) -> npt.NDArray[numpy.float32]:
        """Every game's extended observation as float32, seen from the seat
        to move, in one library call (safari_batch_observe_float): the
        values of Game.observation_ex, not capped at 255 as obs is. Without
        `out`, into the batch's own array obs_float (n, obs_size), read-only
        and returned, which the library keeps from call to call and changes
        only where the games changed (the fastest); with `out`, a writable
        C-contiguous float32 array of that shape (a new one each step, say),
        written whole and returned. Call it after observe() or step()."""
        if out is None:
            if self.obs_float is None:
                self.obs_float = numpy.zeros((self.n, self.obs_size), numpy.float32)
                self._obs_float_ptr = _pointer(self.obs_float, ctypes.c_float)
                # the library clears only what it set in these rows
                self.obs_float.flags.writeable = False
            check(lib.safari_batch_observe_float(self._handle, self._obs_float_ptr,
                                                 self.obs_float.size, self._pcount, 0))
            return self.obs_float
        if (not isinstance(out, numpy.ndarray) or out.dtype != numpy.float32
                or out.shape != (self.n, self.obs_size) or not out.flags.c_contiguous
                or not out.flags.writeable):
            raise InvalidArgumentError("out must be a writable C-contiguous float32 array of "
                                       "shape (%d, %d)" % (self.n, self.obs_size))
        check(lib.safari_batch_observe_float(self._handle, _pointer(out, ctypes.c_float),
                                             out.size, self._pcount, _capi.BATCH_OBS_WHOLE))
        return out

    def step(self, actions: Any = None) -> None:
        """Applies actions[j] (an action index) to game j, plays chance and
        the built-in seats, restarts finished games and fills the arrays.
        `actions`: a NumPy array of any integer dtype, or a sequence of ints
        and NumPy integers; it defaults to the batch's own `actions` array
        (fill it in place for the fastest loop). TypeError as
        Game.apply_action gives for a float, NaN or bool (array or entry);
        IllegalMoveError, and nothing changes, if some action is not legal."""
        if actions is not None and actions is not self.actions:
            actions = _actions(actions)
            if actions.shape != (self.n,):
                raise InvalidArgumentError("actions: shape %s, the batch needs (%d,)"
                                           % (actions.shape, self.n))
            if actions.dtype != numpy.uint32 and (
                    actions.min() < 0 or
                    ((actions >= self.num_actions) & (actions != SKIP)).any()):
                raise IllegalMoveError("an action is outside 0 .. %d" % (self.num_actions - 1))
            self.actions[:] = actions
        rc = lib.safari_batch_step(self._handle, self._actions_ptr, *self._args_out,
                                   *self._args_tail)
        if rc == _capi.EILLEGAL:
            raise IllegalMoveError("some action is not a legal move of its game")
        check(rc)

    def final_game(self, j: int) -> int:
        """The C handle of the position game j last ended on (keep_final
        batches; a new game's before it first ends): read it through the
        library's functions until the next step."""
        ptr: Optional[int] = lib.safari_batch_final_game(self._handle,
                                                         within(j, "j", 0, self.n - 1))
        if not ptr:
            raise InvalidArgumentError("the batch was made without keep_final=True")
        return ptr

    def __reduce__(self) -> Any:
        raise TypeError("a safari.Batch cannot be copied or pickled: its games keep no history "
                        "(pickle a SafariVectorEnv, which is made again from its options)")

    def sample_actions(self, rng: numpy.random.Generator) -> npt.NDArray[numpy.uint32]:
        """Uniformly random legal actions from the legal lists, with a
        numpy.random.Generator, into `actions` (returned)."""
        count = numpy.minimum(self.legal_count, self.legal_cap)
        pick = (rng.random(self.n) * count).astype(numpy.intp)
        self.actions[:] = self.legal[self.rows, pick]
        return self.actions

    def close(self) -> None:
        """Frees the batch and its games (also done on collection)."""
        super().close()


__all__ = ["Batch", "CONTROLLERS", "SKIP"]
