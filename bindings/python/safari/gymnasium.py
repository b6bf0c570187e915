# SPDX-License-Identifier: MIT
"""Carcassonne: Safari as a single-agent Gymnasium environment (docs/ai.md,
"Gymnasium"): the agent plays one seat, built-in opponents the others.

    from safari.gymnasium import SafariEnv
    env = SafariEnv(seats=2, opponent="uniform")
    obs, info = env.reset(seed=1)
    while True:
        action = env.action_space.sample(obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

Importing the module also registers the environment as "safari/Safari-v0",
so gymnasium.make("safari/Safari-v0", seats=3) works. Needs the gymnasium
package (not imported by `import safari`).
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple, Union

import gymnasium
import numpy
import numpy.typing as npt
from gymnasium import spaces

from . import players
from ._spaces import observation_space
from ._table import TABLE_HALF, TableGame
from .errors import IllegalMoveError, InvalidArgumentError
from .game import NOBODY
from .vector import SafariVectorEnv, check_dtype

#: The library's playout policies (docs/ai.md, "Playouts inside the
#: library"), drawn with the environment's generator.
POLICIES = players.POLICIES


class SafariEnv(gymnasium.Env[Dict[str, Any], Any]):
    """The agent is seat `seat` (an int, or "random": a seat drawn at each
    reset); every other seat plays `opponent`:

    - "uniform" or "scoring": the library's policies (safari.Game.sample_move),
      drawn from the environment's generator, so a seed gives the same game;
    - a level of the library's planning player: 1 to 5, "level:K" or its
      name (safari.players), seeded from the environment's generator;
    - a callable opponent(game) -> safari.Move (or move text) for any other
      player: it is handed the safari.Game at the opponent's decision and
      must not change it (a greedy or search player, a network).

    Spaces: actions Discrete(A), the fixed action space over the table's
    window (docs/ai.md); observations a Dict of "observation" (dtype
    "float32", the default, or "uint8", capped at 255: the library's
    observation from the agent's seat) and "action_mask" (int8,
    1 for each legal action). Reward 0 until the end, then the agent's
    utility (docs/ai.md: +1 win, -1 loss, 0 tie in two seats). An illegal
    action ends the episode at once (terminated) with the least utility and
    info["illegal_action"] = True, so that a policy that ignores the mask
    learns to respect it, and Gymnasium's checker, which samples actions
    without a mask, can step.

    copy.deepcopy and pickle copy the environment whole: the game (through
    its record), the generators, the opponent (a callable as
    safari.players pickles it: by reference, or through cloudpickle).
    """

    metadata: Dict[str, Any] = {"render_modes": ["ansi", "rgb_array"], "render_fps": 1}

    def __init__(self, seats: int = 2, seat: Union[int, str] = 0, opponent: Any = "uniform",
                 half: int = TABLE_HALF, render_mode: Optional[str] = None,
                 dtype: Any = "float32", **options: Any) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgumentError("render_mode must be None, 'ansi' or 'rgb_array', not %r"
                                       % (render_mode,))
        self.render_mode = render_mode
        self.table = TableGame(seats, half, **options)
        if seat != "random" and seat not in range(self.table.seats):
            raise InvalidArgumentError("seat must be 0 to %d or 'random', not %r"
                                       % (self.table.seats - 1, seat))
        self.dtype = check_dtype(dtype)
        # the library's levels as players; the policies and callables as they were
        self._player: Optional[players.Player] = None if callable(opponent) or opponent in POLICIES \
            else players.make(opponent)
        self._seat_choice = seat
        self.seat: int = 0 if isinstance(seat, str) else seat
        self.opponent = opponent
        self.action_space: spaces.Space[Any] = spaces.Discrete(self.table.actions)
        self.observation_space = observation_space(self.table, self.dtype)
        #: the names of the observation's planes, in order (safari.observation_planes)
        self.observation_planes: List[str] = self.table.observation_planes
        #: the names of its vector's entries, in order (safari.observation_entries)
        self.observation_entries: List[str] = self.table.observation_entries
        self._move: Any = None

    def _observation(self) -> Dict[str, npt.NDArray[Any]]:
        table = self.table
        if table.to_move() == self.seat:
            mask = table.mask(numpy.empty(table.actions, numpy.int8))
        else:
            mask = numpy.zeros(table.actions, numpy.int8)
        return {"observation": table.new_observation(self.seat, self.dtype),
                "action_mask": mask}

    def _play_others(self) -> int:
        """Plays chance and the opponents until the agent must decide or the
        game ends; returns the deciding seat (NOBODY at the end)."""
        table = self.table
        while True:
            seat = table.play_chance()
            if seat == self.seat or seat == NOBODY:
                return seat
            if self._player is not None:
                if self._move is None:
                    from . import _capi
                    self._move = _capi.Move()
                self._player.choose(table.game._handle, self._move)
                table.apply_move(self._move)
            elif callable(self.opponent):
                table.game.apply(self.opponent(table.game))
            else:
                table.play_seat(POLICIES[self.opponent])

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[Dict[str, Any], Dict[str, Any]]:
        super().reset(seed=seed)
        if self._seat_choice == "random":
            self.seat = int(self.np_random.integers(self.table.seats))
        self.table.reset(int(self.np_random.integers(0, 2 ** 63)))
        if self._player is not None:
            self._player.seed(int(self.np_random.integers(0, 2 ** 63)))
        self._play_others()
        return self._observation(), {"seat": self.seat}

    def step(self, action: Any) -> Tuple[Dict[str, Any], float, bool, bool, Dict[str, Any]]:
        table = self.table
        if table.is_over():
            raise InvalidArgumentError("the game is over: call reset()")
        try:
            table.apply_action(action)
        except IllegalMoveError:
            return (self._observation(), table.min_utility, True, False,
                    {"seat": self.seat, "illegal_action": True})
        over = self._play_others() == NOBODY
        reward = table.utility()[self.seat] if over else 0.0
        return self._observation(), reward, over, False, {"seat": self.seat}

    #: The (height, width) of an "rgb_array" frame: the library's SVG of the
    #: board scaled to fit, centred (every frame the same size, for videos).
    render_size = (600, 800)

    def render(self) -> Any:
        """'ansi': the position as `safari legal` lists it; 'rgb_array': the
        library's picture of the board (safari.Game.svg) as a (height,
        width, 3) uint8 array of render_size, drawn by the system's librsvg
        (safari._raster says why that one); None otherwise."""
        if self.render_mode == "ansi":
            return self.table.game.legal_text()
        if self.render_mode == "rgb_array":
            from ._raster import rasterize
            return rasterize(self.table.game.svg(), self.render_size)
        return None

    def close(self) -> None:
        self.table.close()

    def __getstate__(self) -> Dict[str, Any]:
        state = dict(self.__dict__)
        state["_move"] = None  # a ctypes Move: made again when needed
        if callable(self.opponent) and not isinstance(self.opponent, players.Player):
            state["opponent"] = players.CallablePlayer(self.opponent)  # pickles a lambda too
        return state

    def __setstate__(self, state: Dict[str, Any]) -> None:
        if isinstance(state["opponent"], players.CallablePlayer):
            state["opponent"] = state["opponent"].function
        self.__dict__.update(state)


#: The id of gymnasium.make.
ENV_ID = "safari/Safari-v0"
if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, entry_point=SafariEnv, disable_env_checker=False)
