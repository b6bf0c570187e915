# SPDX-License-Identifier: MIT
"""Carcassonne: Safari as an OpenSpiel game (docs/ai.md, "OpenSpiel").

    import pyspiel
    import safari.openspiel            # registers "python_safari"
    game = pyspiel.load_game("python_safari", {"players": 2})

Importing this module registers the game with pyspiel.register_game. It is
sequential, with explicit stochastic chance (tile and token draws, with
their probabilities) and perfect information. Actions are the fixed action
space of docs/ai.md over the standard table's window (parameter `half`,
default 12: a 25 x 25 window); chance outcomes have ids of their own,
0 .. faces - 1 for a draw of face f and faces + s for a token of species s.
Utility (zero-sum, terminal): the winners share a pot, shifted so that the
seats sum to 0: +1 / -1 in two seats, 0 each for a tie; in N seats a sole
winner gets 1 and each loser -1 / (N - 1). Needs the open_spiel package
(not imported by `import safari`).
"""
from __future__ import annotations

import ctypes
import struct
import threading
from typing import Any, Dict, List, Optional, Tuple

import numpy
import numpy.typing as npt
import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
from open_spiel.python.observation import (  # type: ignore[import-untyped, unused-ignore]
    IIGObserverForPublicInfoGame)

from . import _capi
from ._lib import check, lib
from ._table import TABLE_HALF, TableGame, observe_into, utility
from .game import CHANCE, NOBODY, Game

SHORT_NAME = "python_safari"
_MAX_SEATS = _capi.MAX_SEATS

_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Carcassonne: Safari (libsafari, the standard table)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=_MAX_SEATS,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 2, "half": TABLE_HALF},
)


class _Space:
    """What every state of one (players, half) shares: the window, the
    action layout, the chance ids. States keep only its key, so that
    OpenSpiel's clone (a deepcopy of the state's attributes) copies none of it."""

    def __init__(self, players: int, half: int) -> None:
        table = TableGame(players, half)
        self.players, self.half = players, half
        self.window = table.window
        self.cwindow = _capi.Window(*table.window)
        self.pwindow = ctypes.byref(self.cwindow)
        self.actions: int = int(table.actions)
        self.planes: int = int(table.planes)
        self.vector: int = int(table.vector)
        self.obs_size: int = int(table.obs_size)
        cells = int(table.window[2] * table.window[3])
        # the observer's tensor: the planes, then the vector in planes of its own
        self.tensor_planes = self.planes + -(-self.vector // cells)
        self.tensor_size = self.tensor_planes * cells
        self.max_game_length = table.max_game_length
        self.min_utility = table.min_utility
        self.faces: int = int(table.game.tileset.info.faces)
        # docs/ai.md, the action table: `draw` of face f at 47 C + 18 + f,
        # `token` of species s at 47 C + 13 + s.
        self.draw0, self.token0 = 47 * cells + 18, 47 * cells + 13
        self.chance_ids = self.faces + _capi.SPECIES
        # the face of a draw move from its bytes: tile type << 8 | copy -> face
        self.face_of: Dict[int, int] = {}
        move = _capi.Move()
        for f in range(self.faces):
            check(lib.safari_game_action_move(table.game._handle, self.pwindow, self.draw0 + f,
                                              ctypes.byref(move)))
            self.face_of[move.tile << 8 | move.index] = f
        table.close()

    def chance_action(self, outcome: int) -> int:
        """The action index of a chance outcome id."""
        if outcome < self.faces:
            return self.draw0 + outcome
        return self.token0 + outcome - self.faces

    def chance_id(self, action: int) -> int:
        """The chance outcome id of a draw's or a token's action index."""
        if action >= self.draw0:
            return action - self.draw0
        return self.faces + action - self.token0


_SPACES: Dict[Tuple[int, int], _Space] = {}


def _space(players: int, half: int) -> _Space:
    key = (players, half)
    if key not in _SPACES:
        _SPACES[key] = _Space(players, half)
    return _SPACES[key]


class SafariGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel has no types
    """The OpenSpiel game; parameters `players` (2 to 5) and `half` (the
    table's half side)."""

    def __init__(self, params: Optional[Dict[str, Any]] = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", 2))
        half = int(params.get("half", TABLE_HALF))
        space = _space(players, half)
        info = pyspiel.GameInfo(
            num_distinct_actions=space.actions,
            max_chance_outcomes=space.chance_ids,
            num_players=players,
            min_utility=space.min_utility,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=space.max_game_length,
        )
        super().__init__(_GAME_TYPE, info, {"players": players, "half": half})
        self._key = (players, half)

    def new_initial_state(self) -> "SafariState":
        return SafariState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
        # The observation is the position. An information state recalls
        # everything its seat saw, which in a game of perfect information is
        # the whole history: as in OpenSpiel's own perfect-information games,
        # its string is the history of actions, and it has no tensor.
        if iig_obs_type is None or (iig_obs_type.public_info
                                    and not iig_obs_type.perfect_recall):
            return SafariObserver(_SPACES[self._key], params)
        return IIGObserverForPublicInfoGame(iig_obs_type, params)


class _Scratch(threading.local):
    """The C structs and buffers of the state's calls, one set a thread
    (ctypes releases the GIL during a call: a shared buffer would be a
    race)."""

    def __init__(self) -> None:
        self.decision = _capi.Decision()
        self.pdecision = ctypes.byref(self.decision)
        self.actions = (ctypes.c_uint32 * _capi.MAX_MOVES)()
        self.moves = (_capi.Move * _capi.MAX_MOVES)()
        self.weights = (ctypes.c_uint32 * _capi.MAX_MOVES)()
        self.index = ctypes.c_uint32()
        self.pindex = ctypes.byref(self.index)
        self.count, self.outside = ctypes.c_size_t(), ctypes.c_size_t()
        self.pcount, self.poutside = ctypes.byref(self.count), ctypes.byref(self.outside)


_scratch = _Scratch()
_decision = lib.safari_game_decision
_legal_actions = lib.safari_game_legal_actions
_outcomes = lib.safari_game_outcomes
_action_index = lib.safari_game_action_index
_apply_action = lib.safari_game_apply_action
_DRAW = 0  # SAFARI_MOVE_DRAW
# a Move's bytes (include/safari.h, safari_move): kind, species, index, tile, x, y
_MOVE = struct.Struct("=BBBBhh")
assert _MOVE.size == ctypes.sizeof(_capi.Move)


class SafariState(pyspiel.State):  # type: ignore[misc]  # pyspiel has no types
    """A position: a safari.Game of the table (attribute `game`).

    Every call goes to the library directly (a few ctypes calls, no Move
    objects): docs/ai.md, "OpenSpiel", says which calls are fast.
    observation_tensor(player) is the library's observation as a float32
    NumPy array (flat, observation_tensor_size() entries), filled in one
    call, not a list of floats."""

    def __init__(self, game: SafariGame) -> None:
        super().__init__(game)
        players, half = game._key
        self._key = game._key
        self.game = Game(seats=players, board_limit=(half, half))
        self._seat: Optional[int] = None  # the seat to move, known since the last move

    # Only the Game, the key and the seat to move live in the state's
    # attributes: OpenSpiel clones a Python state by deep-copying them (a
    # Game's deepcopy is a clone) and serializes it by pickling them (a Game
    # pickles as its record). `game` is read, never changed, from outside:
    # pyspiel asks for the player to move several times a step, so the
    # state keeps it until its own next move.

    def _to_move(self) -> int:
        seat = self._seat
        if seat is None:
            if _decision(self.game._ptr, _scratch.pdecision) != 0:
                check(_decision(self.game._handle, _scratch.pdecision))
            seat = self._seat = int(_scratch.decision.to_move)
        return seat

    def current_player(self) -> Any:
        to_move = self._to_move()
        if to_move == CHANCE:
            return pyspiel.PlayerId.CHANCE
        if to_move == NOBODY:
            return pyspiel.PlayerId.TERMINAL
        return to_move

    def _legal_actions(self, player: int) -> List[int]:
        space, sc = _SPACES[self._key], _scratch
        check(_legal_actions(self.game._handle, space.pwindow, sc.actions, _capi.MAX_MOVES,
                             sc.pcount, sc.poutside))
        return sorted(sc.actions[:sc.count.value])

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        """(outcome id, probability) pairs: a draw's id is its face, a
        token's faces + species (the chance ids of the module's docstring),
        read from the library's outcomes in one call."""
        space, sc = _SPACES[self._key], _scratch
        check(_outcomes(self.game._handle, sc.moves, sc.weights, _capi.MAX_MOVES, sc.pcount))
        n = sc.count.value
        weights = sc.weights[:n]
        total = float(sum(weights))
        face_of, faces = space.face_of, space.faces
        raw = ctypes.string_at(sc.moves, n * _MOVE.size)
        pairs = [(face_of[tile << 8 | index] if kind == _DRAW else faces + species, w / total)
                 for (kind, species, index, tile, _, _), w in zip(_MOVE.iter_unpack(raw), weights)]
        pairs.sort()
        return pairs

    def _apply_action(self, action: int) -> None:
        space = _SPACES[self._key]
        h = self.game._handle
        if self._to_move() == CHANCE:
            action = space.chance_action(action)
        self._seat = None
        status = _apply_action(h, space.pwindow, action)
        if status != _capi.OK:
            check(status, "action %d" % action)

    def _action_to_string(self, player: int, action: int) -> str:
        space = _SPACES[self._key]
        if player == pyspiel.PlayerId.CHANCE:
            action = space.chance_action(action)
        return str(self.game.move_from_index(action, space.window))

    def is_terminal(self) -> bool:
        return self._to_move() == NOBODY

    def returns(self) -> List[float]:
        return utility(self.game)

    def observation_tensor(self, player: Optional[int] = None) -> npt.NDArray[numpy.float32]:
        """The observation from `player`'s seat (default: the player to
        move, or seat 0 at chance and at the end) as a flat float32 NumPy
        array of observation_tensor_size() entries (the layout of
        SafariObserver), written by the library in one call."""
        space = _SPACES[self._key]
        if player is None:
            player = max(self._to_move(), 0)
        out = numpy.zeros(space.tensor_size, numpy.float32)
        observe_into(self.game._handle, space.pwindow, player, out, space.obs_size)
        return out

    def __str__(self) -> str:
        return str(self.game.record())


class SafariObserver:
    """The library's observation (docs/ai.md, "Observations") from a
    player's seat as one float32 tensor of shape (planes + extra, height,
    width): the extended observation's 49 planes, then its vector laid row
    by row into the extra planes (one for the default table), the rest 0.
    So observation_tensor_shape() is the planes' shape, a network's
    convolution input; `planes` and `vector` are views of the two parts.
    set_from() is one library call writing into the tensor."""

    def __init__(self, space: _Space, params: Any) -> None:
        if params:
            raise ValueError("observation parameters not supported; passed %r" % (params,))
        self._space = space
        width, height = space.window[2], space.window[3]
        self.tensor = numpy.zeros((space.tensor_planes, height, width), numpy.float32)
        self._flat = self.tensor.reshape(-1)
        self.planes = self.tensor[:space.planes]
        self.vector = self._flat[space.planes * width * height:space.obs_size]
        # one piece: OpenSpiel then takes its shape as the observation's
        self.dict = {"observation": self.tensor}

    def set_from(self, state: SafariState, player: int) -> None:
        sp = self._space
        observe_into(state.game._handle, sp.pwindow, player, self._flat, sp.obs_size)

    def string_from(self, state: SafariState, player: int) -> str:
        """A short summary of the position: the decision and who makes it,
        the scores, the tiles placed, and the position's hash (so that
        different positions have different strings)."""
        game = state.game
        h = game._handle
        scores = " ".join(str(x) for x in game.scores)
        return "seat %d sees: %s by %d; scores %s; %d tiles; hash %016x" % (
            player, game.decision, game.to_move, scores, lib.safari_game_tile_count(h),
            game.hash)


pyspiel.register_game(_GAME_TYPE, SafariGame)
