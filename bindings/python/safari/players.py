# SPDX-License-Identifier: MIT
"""The players an environment or safari.evaluate() can set against an
agent (docs/ai.md, "Opponents"): the library's playout policies, the named
levels of the planning player, or a Python callable.

    players.make("random")       # `safari bot random`: a legal move drawn uniformly
    players.make("uniform")      # the library's uniform random player
    players.make("scoring")      # its scoring policy
    players.make(3)              # level 3 (also "level:3" or its name, "intermediate"...)
    players.make(my_fn)          # my_fn(game: safari.Game) -> Move, move text or action index

A player chooses a move for the seat to move of a library game (a C
handle) from a generator of its own (SplitMix64, seeded by seed()), so a
seed gives the same moves. The library's players run in C on the game as
it is (a batch's game too); a callable is handed a clone of it as a
safari.Game, which it may read or change freely.

Players pickle and deep-copy: a library player as its name and generator
state; a callable as itself, so a function defined at module level
pickles by reference, and a lambda or local function pickles through
cloudpickle when that package is installed (it is one of the pinned
requirements); without cloudpickle such a callable is refused with a
TypeError that says so.
"""
from __future__ import annotations

import ctypes
import pickle
from typing import Any, Callable, Dict, List, Optional, Tuple, Union

from . import _capi
from ._lib import check, lib
from .errors import IllegalMoveError, InvalidArgumentError
from .game import Game
from .moves import Move

#: What a callable player returns: a Move, its text, or an action index of
#: the environment's window.
MoveLike = Union[Move, str, int]
#: A callable player: the game at its decision (a clone) -> its move.
PlayerFunction = Callable[[Game], MoveLike]

#: The library's playout policies (docs/ai.md, "Playouts inside the library").
POLICIES: Dict[str, int] = {"uniform": 0, "scoring": 1}


def _level_info(level: int) -> Tuple[Any, Any]:
    """(PlanOptions, LevelInfo) of a library level; InvalidArgumentError
    out of range."""
    options, info = _capi.PlanOptions(), _capi.LevelInfo()
    if lib.safari_level_options(level, ctypes.byref(options), ctypes.byref(info)) != _capi.OK:
        raise InvalidArgumentError("level %d: the library's levels are 1 to %d"
                                   % (level, len(level_names())))
    return options, info


def level_names() -> List[str]:
    """The names of the library's levels, level 1 first."""
    names: List[str] = []
    info = _capi.LevelInfo()
    while lib.safari_level_options(len(names) + 1, None, ctypes.byref(info)) == _capi.OK:
        names.append(info.name.decode())
    return names


class Player:
    """Chooses the move of the seat to move; subclasses say how."""

    #: A name for reports ("uniform", "level:3", a function's name).
    name: str = "player"
    #: The batch controller that plays it inside the library, or None.
    controller: Optional[int] = None

    def __init__(self) -> None:
        self._rng = ctypes.c_uint64(0)
        self._prng = ctypes.byref(self._rng)

    def seed(self, seed: int) -> None:
        """Restarts the player's generator (SplitMix64) at `seed`."""
        self._rng.value = seed & 0xFFFFFFFFFFFFFFFF

    def choose(self, game: int, out: Any, window: Any = None) -> None:
        """Writes the move of the seat to move of `game` (a C handle) into
        `out` (a _capi.Move). `window` (a byref'd Window or None) is the
        action space an action index a callable returns belongs to."""
        raise NotImplementedError

    def action(self, game: int, window: Any, out: Any) -> int:
        """The action index over `window` of the move choose() picks."""
        self.choose(game, out, window)
        index = ctypes.c_uint32()
        status = lib.safari_game_action_index(game, window, ctypes.byref(out),
                                              ctypes.byref(index))
        if status != _capi.OK:
            raise IllegalMoveError("%s chose a move outside the action space" % self.name)
        return index.value

    # pickle / deepcopy: the spec and the generator; ctypes state made again
    def _spec(self) -> Any:
        raise NotImplementedError

    def __reduce__(self) -> Tuple[Any, ...]:
        return (_restore, (self._spec(), self._rng.value))

    def __repr__(self) -> str:
        return "<safari player %s>" % self.name


def _restore(spec: Any, rng: int) -> "Player":
    player = make(spec)
    player._rng.value = rng
    return player


class _Listing(Player):
    """A player that lists the legal moves first, as `safari bot` does
    (cli/arena/bot.c): with one legal move it plays it and draws nothing,
    so that it makes the same moves as the bot of the same seed."""

    def __init__(self) -> None:
        super().__init__()
        self._moves = (_capi.Move * _capi.MAX_MOVES)()
        self._count = ctypes.c_size_t()

    def _listed(self, game: int) -> int:
        check(lib.safari_game_legal_moves(game, self._moves, _capi.MAX_MOVES,
                                          ctypes.byref(self._count)), self.name)
        return self._count.value

    def choose(self, game: int, out: Any, window: Any = None) -> None:
        n = self._listed(game)
        if n == 1:
            ctypes.memmove(ctypes.byref(out), ctypes.byref(self._moves[0]), ctypes.sizeof(out))
            return
        self._pick(game, n, out)

    def _pick(self, game: int, n: int, out: Any) -> None:
        raise NotImplementedError


def _splitmix64(state: Any) -> int:
    """The next number of a SplitMix64 state (a c_uint64, advanced)."""
    mask = 0xFFFFFFFFFFFFFFFF
    state.value = z = (state.value + 0x9E3779B97F4A7C15) & mask
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return int(z ^ (z >> 31))


class RandomPlayer(_Listing):
    """`safari bot random`: legal move (next % n) of the library's listing."""

    name = "random"

    def _pick(self, game: int, n: int, out: Any) -> None:
        move = self._moves[_splitmix64(self._rng) % n]
        ctypes.memmove(ctypes.byref(out), ctypes.byref(move), ctypes.sizeof(out))

    def _spec(self) -> Any:
        return "random"


class PolicyPlayer(Player):
    """A playout policy of the library ("uniform" or "scoring"), the pick
    of safari_game_sample_move."""

    def __init__(self, policy: str) -> None:
        super().__init__()
        self.name = policy
        self.controller = (_capi.CONTROLLER_UNIFORM if policy == "uniform"
                           else _capi.CONTROLLER_SCORING)
        self._options = _capi.PlayoutOptions(POLICIES[policy], 0, 0,
                                             ctypes.sizeof(_capi.PlayoutOptions))
        self._poptions = ctypes.byref(self._options)

    def choose(self, game: int, out: Any, window: Any = None) -> None:
        check(lib.safari_game_sample_move(game, self._prng, self._poptions, ctypes.byref(out)))

    def _spec(self) -> Any:
        return self.name


class LevelPlayer(_Listing):
    """A named level of the library's planning player
    (safari_level_options + safari_game_plan_move), as `safari bot --level
    K` plays it."""

    def __init__(self, level: int) -> None:
        super().__init__()
        self.level = level
        self._options, info = _level_info(level)
        self._poptions = ctypes.byref(self._options)
        self.name = "level:%d" % level
        self.title = info.name.decode()
        self.elo = int(info.elo)

    def _pick(self, game: int, n: int, out: Any) -> None:
        check(lib.safari_game_plan_move(game, self._poptions, self._prng, ctypes.byref(out),
                                        None), self.name)

    def _spec(self) -> Any:
        return self.level


class CallablePlayer(Player):
    """A Python function of a safari.Game (a clone of the game at its
    decision) returning a Move, move text or action index."""

    def __init__(self, function: PlayerFunction) -> None:
        super().__init__()
        self.function = function
        self.name = getattr(function, "__name__", type(function).__name__)

    def choose(self, game: int, out: Any, window: Any = None) -> None:
        handle = ctypes.c_void_p()
        check(lib.safari_game_clone(ctypes.byref(handle), game), "clone for %s" % self.name)
        with Game._wrap(handle.value) as view:
            move = self.function(view)
            if isinstance(move, (str, bytes, Move)):
                out_move = view._move(move)
                ctypes.memmove(ctypes.byref(out), ctypes.byref(out_move), ctypes.sizeof(out))
                return
            if window is None or isinstance(move, bool) or not hasattr(move, "__index__"):
                raise TypeError("player %s returned %r: a Move, move text%s"
                                % (self.name, move, " or an action index" if window else ""))
            status = lib.safari_game_action_move(view._handle, window, int(move),
                                                 ctypes.byref(out))
            if status != _capi.OK:
                raise IllegalMoveError("player %s returned action %r, no move of this window"
                                       % (self.name, move))

    def __reduce__(self) -> Tuple[Any, ...]:
        try:
            pickle.dumps(self.function)
        except (pickle.PicklingError, AttributeError, TypeError) as plain:
            try:
                import cloudpickle  # installed by requirements-ai.txt; a plain install may lack it
            except ImportError:
                raise TypeError("player %s cannot be pickled (%s): define it at module level, "
                                "or install cloudpickle" % (self.name, plain)) from None
            return (_from_cloudpickle, (cloudpickle.dumps(self.function), self._rng.value))
        return (_restore_callable, (self.function, self._rng.value))

    def __deepcopy__(self, memo: Dict[int, Any]) -> "CallablePlayer":
        copy = CallablePlayer(self.function)  # a function is shared, as deepcopy does
        copy._rng.value = self._rng.value
        return copy


def _restore_callable(function: PlayerFunction, rng: int) -> CallablePlayer:
    player = CallablePlayer(function)
    player._rng.value = rng
    return player


def _from_cloudpickle(data: bytes, rng: int) -> CallablePlayer:
    return _restore_callable(pickle.loads(data), rng)


#: What make() accepts.
PlayerSpec = Union[str, int, Player, PlayerFunction]


def make(spec: PlayerSpec) -> Player:
    """A Player of a spec: "random" (`safari bot random`), "uniform",
    "scoring" (the library's policies), a level (1 to 5, "level:K"
    or its name, e.g. "beginner"), a Player (returned as it is) or a
    callable. InvalidArgumentError for anything else."""
    if isinstance(spec, Player):
        return spec
    if isinstance(spec, str):
        if spec in POLICIES:
            return PolicyPlayer(spec)
        if spec == "random":
            return RandomPlayer()
        if spec.startswith("level:") and spec[6:].isdigit():
            return LevelPlayer(int(spec[6:]))
        names = level_names()
        if spec in names:
            return LevelPlayer(names.index(spec) + 1)
        raise InvalidArgumentError("player %r: must be 'random', 'uniform', 'scoring', a level "
                                   "(1 to %d, "
                                   "'level:K' or one of %s) or a callable"
                                   % (spec, len(names), ", ".join(names)))
    if isinstance(spec, int) and not isinstance(spec, bool):
        return LevelPlayer(spec)
    if callable(spec):
        return CallablePlayer(spec)
    raise InvalidArgumentError("player %r: must be 'uniform', 'scoring', a level or a callable"
                               % (spec,))


__all__ = ["CallablePlayer", "LevelPlayer", "MoveLike", "POLICIES", "Player", "PlayerFunction",
           "PlayerSpec", "PolicyPlayer", "RandomPlayer", "level_names", "make"]
