# SPDX-License-Identifier: MIT
"""The planning player and its evaluation on Game (docs/ai.md, "The
planning player" and "The learned evaluation"): plan_move at a named level
or with options of its own, the evaluation's features and values, the
levels, and evaluation weights read from and written to files.

    import safari
    from safari.plan import levels, load_weights
    game = safari.Game()
    ...
    move = game.plan_move(level=5, rng=1)
    move = game.plan_move(level=4, weights=load_weights("data/eval-handmade.txt"))

A weights file has one `name value` line per feature (FEATURES, in any
order, every one once); `#` starts a comment; blank lines are skipped.
"""
from __future__ import annotations

import ctypes
import math
import os
from typing import Any, NamedTuple, Optional, Protocol, Sequence, Union

from . import _capi
from . import errors as _errors
from . import moves as _moves
from ._lib import lib
from .moves import Move, SplitMix64

# errors.py and moves.py are not annotated: their callables enter typed
# code here, as Any, once.
InvalidArgumentError: Any = _errors.InvalidArgumentError
error_for: Any = _errors.error_for
moves_from_buffer: Any = _moves.moves_from_buffer

#: The evaluation's features, in safari_eval_feature order: the names of a
#: weights file.
FEATURES: tuple[str, ...] = (
    "score", "final", "tokens", "species", "meeples", "meeples_late", "tokens_late",
    "gain_open1", "gain_open2", "gain_open3", "gain_late", "wasted", "shared", "baobab",
    "baobab_meeples", "hole_meeples", "gain_close", "boost_close", "hole_close",
    "meeples_none")

assert len(FEATURES) == _capi.EVAL_FEATURES

#: The number of named levels (SAFARI_LEVELS).
LEVELS: int = _capi.LEVELS

_UINT32_MAX = 0xFFFFFFFF
_UINT64_MAX = 0xFFFFFFFFFFFFFFFF


class Level(NamedTuple):
    """A named level of the planning player: its number (1 weakest), name,
    rating on the project's ladder (random = 0) and budget of look-ahead
    (time_ms, iterations; 0 is none)."""

    number: int
    name: str
    elo: int
    time_ms: int
    iterations: int

    @property
    def budget(self) -> str:
        """The budget as `safari levels` says it."""
        if self.time_ms == 0 and self.iterations == 0:
            return "whole turn"
        parts = []
        if self.iterations:
            parts.append("%d worlds" % self.iterations)
        if self.time_ms:
            parts.append("%d ms" % self.time_ms)
        return " or ".join(parts)


class PlanStats(NamedTuple):
    """What one plan_move did (safari_plan_stats): positions evaluated,
    worlds sampled per candidate, candidates compared, wall-clock
    milliseconds and the chosen turn's value in points."""

    turns: int
    worlds: int
    candidates: int
    elapsed_ms: int
    value: float


class _HasHandle(Protocol):
    """What the functions here need of a game: its C pointer."""

    @property
    def _handle(self) -> Any: ...


Weights = Sequence[float]
Rng = Union[int, SplitMix64]


def _check(status: int, context: str) -> None:
    if status != _capi.OK:
        message = lib.safari_strerror(status).decode()
        raise error_for(status, "%s: %s" % (context, message))


def _weights_array(weights: Weights) -> Any:
    """Weights as a C double array; InvalidArgumentError unless there are
    len(FEATURES) finite numbers."""
    values = list(weights)
    if len(values) != len(FEATURES):
        raise InvalidArgumentError("weights: %d values, not %d" % (len(values), len(FEATURES)))
    out = []
    for name, value in zip(FEATURES, values):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError("weight %s must be a number, not %s" % (name, type(value).__name__))
        if not math.isfinite(value) or abs(value) > 1e9:
            raise InvalidArgumentError("weight %s %r: must be finite, |w| <= 1e9" % (name, value))
        out.append(float(value))
    return (ctypes.c_double * len(FEATURES))(*out)


def _uint32(value: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be an int, not %s" % (what, type(value).__name__))
    if not 0 <= value <= _UINT32_MAX:
        raise InvalidArgumentError("%s %d: must be 0 to %d" % (what, value, _UINT32_MAX))
    return value


def _level_no(level: int) -> int:
    if isinstance(level, bool) or not isinstance(level, int):
        raise TypeError("level must be an int, not %s" % type(level).__name__)
    if not 1 <= level <= LEVELS:
        raise InvalidArgumentError("level %d: must be 1 to %d" % (level, LEVELS))
    return level


def default_weights() -> list[float]:
    """The library's built-in weights (safari_eval_default_weights), used
    when plan_move or evaluate get no weights (docs/ai.md says which)."""
    out = (ctypes.c_double * len(FEATURES))()
    count = ctypes.c_size_t(0)
    _check(lib.safari_eval_default_weights(out, len(FEATURES), ctypes.byref(count)),
           "default weights")
    return list(out)


def levels() -> list[Level]:
    """Every named level, weakest first (safari_level_options)."""
    out = []
    for number in range(1, LEVELS + 1):
        info = _capi.LevelInfo()
        _check(lib.safari_level_options(number, None, ctypes.byref(info)), "level")
        out.append(Level(number, info.name.decode(), info.elo, info.time_ms, info.iterations))
    return out


def level_weights(level: int) -> list[float]:
    """The evaluation weights level `level` plays with."""
    opts = _capi.PlanOptions()
    _check(lib.safari_level_options(_level_no(level), ctypes.byref(opts), None), "level")
    if not opts.weights:
        return default_weights()
    return [float(opts.weights[i]) for i in range(len(FEATURES))]


def load_weights(path: Union[str, os.PathLike[str]]) -> list[float]:
    """Reads a weights file: one `name value` line per feature of FEATURES,
    each once, in any order; `#` comments and blank lines are skipped.
    InvalidArgumentError (naming the line) for anything else."""
    found: dict[str, float] = {}
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            text = line.split("#", 1)[0].strip()
            if not text:
                continue
            parts = text.split()
            where = "%s:%d" % (os.fspath(path), lineno)
            if len(parts) != 2 or parts[0] not in FEATURES:
                raise InvalidArgumentError("%s: expected `feature value`, not %r" % (where, text))
            if parts[0] in found:
                raise InvalidArgumentError("%s: %s given twice" % (where, parts[0]))
            try:
                value = float(parts[1])
            except ValueError:
                raise InvalidArgumentError("%s: %r is not a number" % (where, parts[1])) from None
            if not math.isfinite(value) or abs(value) > 1e9:
                raise InvalidArgumentError("%s: %r must be finite, |w| <= 1e9" % (where, value))
            found[parts[0]] = value
    missing = [name for name in FEATURES if name not in found]
    if missing:
        raise InvalidArgumentError("%s: no value for %s" % (os.fspath(path), ", ".join(missing)))
    return [found[name] for name in FEATURES]


def format_weights(weights: Weights, header: str = "") -> str:
    """The text of a weights file: `header` as `#` comment lines, then one
    `name value` line per feature (repr of the float: read back exactly)."""
    array = _weights_array(weights)
    lines = ["# " + line if line else "#" for line in header.splitlines()]
    lines += ["%s %r" % (name, float(array[i])) for i, name in enumerate(FEATURES)]
    return "\n".join(lines) + "\n"


def save_weights(path: Union[str, os.PathLike[str]], weights: Weights, header: str = "") -> None:
    """Writes a weights file that load_weights reads back exactly, whole
    (write_whole)."""
    write_whole(path, format_weights(weights, header))


def write_whole(path: Union[str, os.PathLike[str]], text: str) -> None:
    """Writes `text` into a temporary file beside `path` and renames it over
    `path` once written: a full disk leaves the old file, never a cut one."""
    tmp = "%s.tmp%d" % (os.fspath(path), os.getpid())
    try:
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def eval_features(game: _HasHandle, seat: int) -> list[float]:
    """One seat's evaluation features (safari_game_eval_features), in
    FEATURES order."""
    out = (ctypes.c_double * len(FEATURES))()
    count = ctypes.c_size_t(0)
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError("seat must be an int, not %s" % type(seat).__name__)
    if not -2**31 <= seat < 2**31:
        raise InvalidArgumentError("seat %d: out of range" % seat)
    _check(lib.safari_game_eval_features(game._handle, seat, out, len(FEATURES),
                                         ctypes.byref(count)), "eval_features seat %d" % seat)
    return list(out)


def evaluate(game: _HasHandle, weights: Optional[Weights] = None) -> list[float]:
    """Every seat's value under `weights` (None: the built-in ones):
    the weighted sum of its features (safari_game_evaluate)."""
    out = (ctypes.c_double * _capi.MAX_SEATS)()
    count = ctypes.c_size_t(0)
    array = None if weights is None else _weights_array(weights)
    _check(lib.safari_game_evaluate(game._handle, array, 0 if array is None else len(FEATURES),
                                    out, _capi.MAX_SEATS, ctypes.byref(count)), "evaluate")
    return list(out)[:count.value]


def plan_options(level: Optional[int] = None, weights: Optional[Weights] = None,
                 iterations: Optional[int] = None, time_ms: Optional[int] = None,
                 candidates: Optional[int] = None, replies: Optional[int] = None,
                 beam: Optional[int] = None,
                 temperature: Optional[float] = None,
                 threads: Optional[int] = None) -> tuple[Any, Any]:
    """The C options of plan_move: a level's (or the defaults with level
    None), then each argument that is not None. Returns (options, weights
    array), the array to be kept alive while the options are used."""
    opts = _capi.PlanOptions()
    if level is None:
        opts.size = ctypes.sizeof(_capi.PlanOptions)
        opts.candidates, opts.replies, opts.beam = 8, 1, 6
    else:
        _check(lib.safari_level_options(_level_no(level), ctypes.byref(opts), None), "level")
    array = None
    if weights is not None:
        array = _weights_array(weights)
        opts.weights = ctypes.cast(array, ctypes.POINTER(ctypes.c_double))
        opts.nweights = len(FEATURES)
    for name, value in (("iterations", iterations), ("time_ms", time_ms),
                        ("candidates", candidates), ("replies", replies), ("beam", beam),
                        ("threads", threads)):
        if value is not None:
            setattr(opts, name, _uint32(value, name))
    if temperature is not None:
        if isinstance(temperature, bool) or not isinstance(temperature, (int, float)):
            raise TypeError("temperature must be a number, not %s" % type(temperature).__name__)
        if not math.isfinite(temperature) or temperature < 0:
            raise InvalidArgumentError("temperature %r: must be finite, >= 0" % temperature)
        opts.temperature = float(temperature)
    return opts, array


def plan_move(game: _HasHandle, level: Optional[int] = None, rng: Rng = 0,
              weights: Optional[Weights] = None, iterations: Optional[int] = None,
              time_ms: Optional[int] = None, candidates: Optional[int] = None,
              replies: Optional[int] = None, beam: Optional[int] = None,
              temperature: Optional[float] = None, stats: bool = False,
              threads: Optional[int] = None) -> Union[Move, tuple[Move, PlanStats]]:
    """The planning player's move for the seat to move
    (safari_game_plan_move): at level `level` (1 to 5; None: the library's
    default options, the whole turn without look-ahead), each other option
    that is not None replacing the level's. rng: an int (the generator's
    state) or a SplitMix64, advanced in place; with no time budget the
    same position and rng give the same move. threads: the look-ahead's
    threads (0 or 1: one; with iterations alone the move is the same for
    any count). The game does not change.
    Returns the Move, or with stats=True (Move, PlanStats).
    InvalidArgumentError at a chance decision, at the end, or for bad
    options."""
    opts, array = plan_options(level, weights, iterations, time_ms, candidates, replies, beam,
                               temperature, threads)
    if isinstance(rng, SplitMix64):
        seed = rng.state
    elif isinstance(rng, int) and not isinstance(rng, bool):
        seed = rng
    else:
        raise TypeError("rng must be an int or a safari.SplitMix64, not %s" % type(rng).__name__)
    if not 0 <= seed <= _UINT64_MAX:
        raise InvalidArgumentError("rng %d: must be 0 to 2**64 - 1" % seed)
    state = ctypes.c_uint64(seed)
    cmove = _capi.Move()
    cstats = _capi.PlanStats()
    _check(lib.safari_game_plan_move(game._handle, ctypes.byref(opts), ctypes.byref(state),
                                     ctypes.byref(cmove), ctypes.byref(cstats)), "plan_move")
    del array  # the library read the weights during the call only
    if isinstance(rng, SplitMix64):
        rng.state = state.value
    move: Move = moves_from_buffer((_capi.Move * 1)(cmove), 1)[0]
    if not stats:
        return move
    return move, PlanStats(cstats.turns, cstats.worlds, cstats.candidates, cstats.elapsed_ms,
                           cstats.value)


class PlanMixin:
    """plan_move, eval_features and evaluate; mixed into Game."""

    def plan_move(self: _HasHandle, level: Optional[int] = None, rng: Rng = 0,
                  weights: Optional[Weights] = None, iterations: Optional[int] = None,
                  time_ms: Optional[int] = None, candidates: Optional[int] = None,
                  replies: Optional[int] = None, beam: Optional[int] = None,
                  temperature: Optional[float] = None, stats: bool = False,
                  threads: Optional[int] = None) -> Union[Move, tuple[Move, PlanStats]]:
        """safari.plan.plan_move on this game."""
        return plan_move(self, level, rng, weights, iterations, time_ms, candidates, replies,
                         beam, temperature, stats, threads)

    def eval_features(self: _HasHandle, seat: int) -> list[float]:
        """safari.plan.eval_features on this game."""
        return eval_features(self, seat)

    def evaluate(self: _HasHandle, weights: Optional[Weights] = None) -> list[float]:
        """safari.plan.evaluate on this game."""
        return evaluate(self, weights)
