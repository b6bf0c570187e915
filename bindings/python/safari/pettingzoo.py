# SPDX-License-Identifier: MIT
"""Carcassonne: Safari as a PettingZoo AEC environment (docs/ai.md, "PettingZoo").

    from safari.pettingzoo import env
    e = env(seats=2)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents "seat_0" .. "seat_{N-1}" are the seats; chance (tile and token
draws) is played inside the environment by weight from a generator seeded
by reset(seed). A turn is several decisions of one seat, so the same agent
may act several times in a row. Needs the pettingzoo package (not imported
by `import safari`).
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional

import numpy
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped, unused-ignore]

from ._spaces import observation_space
from ._table import TABLE_HALF, TableGame
from .errors import InvalidArgumentError
from .game import NOBODY
from .vector import check_dtype


def env(**kwargs: Any) -> "SafariEnv":
    """A SafariEnv (PettingZoo's usual constructor name)."""
    return SafariEnv(**kwargs)


class SafariEnv(AECEnv):  # type: ignore[misc]  # pettingzoo has no types
    """The AEC environment of the table variant.

    SafariEnv(seats=2, half=12, render_mode=None | "ansi" | "rgb_array", dtype="float32",
    **game_options):
    game options as safari.Game's (final_scoring, boosts, ...) except
    board_limit, which is the table (half, half).

    Spaces (the same for every agent): actions Discrete(A), the fixed action
    space of docs/ai.md over the table's (2 half + 1)-cell window; the
    observation a Dict of "observation", the float32 observation of that
    window from the agent's seat (the planes row by row, then the vector;
    dtype="uint8" gives the library's bytes, capped at 255),
    and "action_mask", int8, 1 for the agent's legal actions (all 0 for an
    agent not to move). Rewards: 0 until the end, then each seat's utility
    (docs/ai.md: +1 / -1 / 0 in two seats; the winners share, summing to
    0). An illegal action raises IllegalMoveError and changes nothing.

    copy.deepcopy and pickle copy it whole (the game through its record,
    the generator).
    """

    metadata: Dict[str, Any] = {"name": "safari_v0", "render_modes": ["ansi", "rgb_array"],
                "is_parallelizable": False}

    def __init__(self, seats: int = 2, half: int = TABLE_HALF, render_mode: Optional[str] = None,
                 dtype: Any = "float32", **options: Any) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgumentError("render_mode must be None, 'ansi' or 'rgb_array', not %r"
                                       % (render_mode,))
        self.render_mode = render_mode
        self.table = TableGame(seats, half, **options)
        self.dtype = check_dtype(dtype)
        self.possible_agents = ["seat_%d" % s for s in range(self.table.seats)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        n = self.table.actions
        # one space per agent, each its own object (seeded apart by seed_test)
        self.observation_spaces = {a: observation_space(self.table, self.dtype)
                                   for a in self.possible_agents}
        #: the names of the observation's planes, in order (safari.observation_planes)
        self.observation_planes: List[str] = self.table.observation_planes
        #: the names of its vector's entries, in order (safari.observation_entries)
        self.observation_entries: List[str] = self.table.observation_entries
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._seeder: Optional[numpy.random.Generator] = None
        self._zero_mask = numpy.zeros(n, numpy.int8)
        self._zero_mask.flags.writeable = False

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> None:
        """A new game. With a seed, the same seed gives the same game for
        the same actions; without, the next game of the last seed's
        sequence (or an unseeded one)."""
        if seed is not None or self._seeder is None:
            self._seeder = numpy.random.default_rng(seed)
        self.table.reset(int(self._seeder.integers(0, 2 ** 63)))
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._to_move = self.table.play_chance()  # the deciding seat, kept for observe()
        self.agent_selection = self.possible_agents[self._to_move]

    def observe(self, agent: str) -> Dict[str, npt.NDArray[Any]]:
        seat = self._seat[agent]
        table = self.table
        if self._to_move == seat:
            mask = table.mask(numpy.empty(table.actions, numpy.int8))
        else:
            mask = self._zero_mask.copy()
        return {"observation": table.new_observation(seat, self.dtype), "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        table.apply_action(action)  # IllegalMoveError: nothing changed
        self._cumulative_rewards[agent] = 0.0
        self._to_move = seat = table.play_chance()
        if seat == NOBODY:
            for a, u in zip(self.possible_agents, table.utility()):
                self.rewards[a] = u
                self.terminations[a] = True
        else:
            for a in self.agents:
                self.rewards[a] = 0.0
            self.agent_selection = self.possible_agents[seat]
        self._accumulate_rewards()

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
