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
import ctypes

import numpy
import pyspiel
from open_spiel.python.observation import IIGObserverForPublicInfoGame

from . import _capi
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

    def __init__(self, players, half):
        table = TableGame(players, half)
        self.players, self.half = players, half
        self.window = table.window
        self.cwindow = _capi.Window(*table.window)
        self.pwindow = ctypes.byref(self.cwindow)
        self.actions = table.actions
        self.planes, self.vector = table.planes, table.vector
        self.obs_size = table.obs_size
        self.max_game_length = table.max_game_length
        self.min_utility = table.min_utility
        self.faces = table.game.tileset.info.faces
        cells = table.window[2] * table.window[3]
        # docs/ai.md, the action table: `draw` of face f at 47 C + 18 + f,
        # `token` of species s at 47 C + 13 + s.
        self.draw0, self.token0 = 47 * cells + 18, 47 * cells + 13
        self.chance_ids = self.faces + _capi.SPECIES
        table.close()

    def chance_action(self, outcome):
        """The action index of a chance outcome id."""
        if outcome < self.faces:
            return self.draw0 + outcome
        return self.token0 + outcome - self.faces

    def chance_id(self, action):
        """The chance outcome id of a draw's or a token's action index."""
        if action >= self.draw0:
            return action - self.draw0
        return self.faces + action - self.token0


_SPACES = {}


def _space(players, half):
    key = (players, half)
    if key not in _SPACES:
        _SPACES[key] = _Space(players, half)
    return _SPACES[key]


class SafariGame(pyspiel.Game):
    """The OpenSpiel game; parameters `players` (2 to 5) and `half` (the
    table's half side)."""

    def __init__(self, params=None):
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

    def new_initial_state(self):
        return SafariState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        # The observation is the position. An information state recalls
        # everything its seat saw, which in a game of perfect information is
        # the whole history: as in OpenSpiel's own perfect-information games,
        # its string is the history of actions, and it has no tensor.
        if iig_obs_type is None or (iig_obs_type.public_info
                                    and not iig_obs_type.perfect_recall):
            return SafariObserver(_SPACES[self._key], params)
        return IIGObserverForPublicInfoGame(iig_obs_type, params)


class SafariState(pyspiel.State):
    """A position: a safari.Game of the table (attribute `game`)."""

    def __init__(self, game):
        super().__init__(game)
        players, half = game._key
        self._key = game._key
        self.game = Game(seats=players, board_limit=(half, half))

    # Only the Game and the key live in the state's attributes: OpenSpiel
    # clones a Python state by deep-copying them (a Game's deepcopy is a
    # clone) and serializes it by pickling them (a Game pickles as its record).

    def current_player(self):
        to_move = self.game.to_move
        if to_move == CHANCE:
            return pyspiel.PlayerId.CHANCE
        if to_move == NOBODY:
            return pyspiel.PlayerId.TERMINAL
        return to_move

    def _legal_actions(self, player):
        space = _SPACES[self._key]
        return sorted(self.game.legal_actions(space.window).tolist())

    def chance_outcomes(self):
        space = _SPACES[self._key]
        pairs = self.game.chance_outcomes()
        total = float(sum(w for _, w in pairs))
        return sorted((space.chance_id(self.game.action_index(m, space.window)), w / total)
                      for m, w in pairs)

    def _move(self, action):
        space = _SPACES[self._key]
        if self.game.to_move == CHANCE:
            action = space.chance_action(action)
        return self.game.move_from_index(action, space.window)

    def _apply_action(self, action):
        self.game.apply(self._move(action))

    def _action_to_string(self, player, action):
        space = _SPACES[self._key]
        if player == pyspiel.PlayerId.CHANCE:
            action = space.chance_action(action)
        return str(self.game.move_from_index(action, space.window))

    def is_terminal(self):
        return self.game.is_over

    def returns(self):
        return utility(self.game)

    def __str__(self):
        return self.game.record()


class SafariObserver:
    """The library's observation (docs/ai.md, "Observations") from a
    player's seat: tensor pieces "planes" (planes, height, width) and
    "vector", views of one float32 buffer."""

    def __init__(self, space, params):
        if params:
            raise ValueError("observation parameters not supported; passed %r" % (params,))
        self._space = space
        self.tensor = numpy.zeros(space.obs_size, numpy.float32)
        cells = space.planes * space.window[2] * space.window[3]
        self.dict = {
            "planes": self.tensor[:cells].reshape(space.planes, space.window[3], space.window[2]),
            "vector": self.tensor[cells:],
        }

    def set_from(self, state, player):
        sp = self._space
        observe_into(state.game._handle, sp.pwindow, player, self.tensor, sp.obs_size)

    def string_from(self, state, player):
        return "seat %d: %s" % (player, state.game.legal_text())


pyspiel.register_game(_GAME_TYPE, SafariGame)
