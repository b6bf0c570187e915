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
import gymnasium
import numpy
from gymnasium import spaces

from ._spaces import observation_space
from ._table import TABLE_HALF, TableGame
from .batch import Batch
from .errors import IllegalMoveError, InvalidArgumentError
from .game import NOBODY

#: The library's playout policies (docs/ai.md, "Playouts inside the
#: library"), drawn with the environment's generator.
POLICIES = {"uniform": 0, "scoring": 1}


class SafariEnv(gymnasium.Env):
    """The agent is seat `seat` (an int, or "random": a seat drawn at each
    reset); every other seat plays `opponent`:

    - "uniform" or "scoring": the library's policies (safari.Game.sample_move),
      drawn from the environment's generator, so a seed gives the same game;
    - a callable opponent(game) -> safari.Move (or move text) for any other
      player: it is handed the safari.Game at the opponent's decision and
      must not change it (a greedy or search player, a network).

    Spaces: actions Discrete(A), the fixed action space over the table's
    window (docs/ai.md); observations a Dict of "observation" (float32, the
    library's observation from the agent's seat) and "action_mask" (int8,
    1 for each legal action). Reward 0 until the end, then the agent's
    utility (docs/ai.md: +1 win, -1 loss, 0 tie in two seats). An illegal
    action ends the episode at once (terminated) with the least utility and
    info["illegal_action"] = True, so that a policy that ignores the mask
    learns to respect it, and Gymnasium's checker, which samples actions
    without a mask, can step.
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, seats=2, seat=0, opponent="uniform", half=TABLE_HALF, render_mode=None,
                 **options):
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgumentError("render_mode must be None or 'ansi', not %r"
                                       % (render_mode,))
        self.render_mode = render_mode
        self.table = TableGame(seats, half, **options)
        if seat != "random" and seat not in range(self.table.seats):
            raise InvalidArgumentError("seat must be 0 to %d or 'random', not %r"
                                       % (self.table.seats - 1, seat))
        if not callable(opponent) and opponent not in POLICIES:
            raise InvalidArgumentError("opponent must be 'uniform', 'scoring' or a callable, "
                                       "not %r" % (opponent,))
        self._seat_choice = seat
        self.seat = 0 if seat == "random" else seat
        self.opponent = opponent
        self.action_space = spaces.Discrete(self.table.actions)
        self.observation_space = observation_space(self.table)

    def _observation(self):
        table = self.table
        if table.to_move() == self.seat:
            mask = table.mask(numpy.empty(table.actions, numpy.int8))
        else:
            mask = numpy.zeros(table.actions, numpy.int8)
        return {"observation": table.new_observation(self.seat), "action_mask": mask}

    def _play_others(self):
        """Plays chance and the opponents until the agent must decide or the
        game ends; returns the deciding seat (NOBODY at the end)."""
        table = self.table
        while True:
            seat = table.play_chance()
            if seat == self.seat or seat == NOBODY:
                return seat
            if callable(self.opponent):
                table.game.apply(self.opponent(table.game))
            else:
                table.play_seat(POLICIES[self.opponent])

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        if self._seat_choice == "random":
            self.seat = int(self.np_random.integers(self.table.seats))
        self.table.reset(int(self.np_random.integers(0, 2 ** 63)))
        self._play_others()
        return self._observation(), {"seat": self.seat}

    def step(self, action):
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

    def render(self):
        """'ansi': the position as `safari legal` lists it (None otherwise)."""
        if self.render_mode == "ansi":
            return self.table.game.legal_text()
        return None

    def close(self):
        self.table.close()


class SafariVectorEnv(gymnasium.vector.VectorEnv):
    """num_envs games stepped together in one library call (safari.Batch,
    docs/ai.md "Batched stepping"): the agent plays `seat` of every game,
    the other seats play `opponent`, "uniform" or "scoring", inside the
    library; a game that ends starts again in the same step.

    SafariVectorEnv(num_envs, seats=2, seat=0, opponent="uniform",
    copy=True, **game options). Spaces: each game's action is Discrete(A)
    of the table's fixed space; observations a Dict of "observation" (the
    extended observation as uint8, values capped at 255: docs/ai.md) and
    "action_mask" (int8), each with a leading axis of num_envs. Rewards: 0
    until a game ends, then the agent's utility (docs/ai.md), computed from
    the library's per-step score changes, whose sum is the final score.
    Autoreset "same step": the observation of an ended game is already the
    next game's first (the ended game's last position is not returned).
    copy=False returns the batch's own arrays, overwritten by the next step.
    An illegal action in any game raises IllegalMoveError, a float or
    bool action TypeError (as Batch.step), and nothing changes. The batch
    draws chance and the opponents from reset(seed)."""

    metadata = {"autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP}

    def __init__(self, num_envs, seats=2, seat=0, opponent="uniform", copy=True, **options):
        if seat not in range(seats):
            raise InvalidArgumentError("seat must be 0 to %d, not %r" % (seats - 1, seat))
        if opponent not in POLICIES:
            raise InvalidArgumentError("opponent must be 'uniform' or 'scoring', not %r"
                                       % (opponent,))
        self._make = lambda seed: Batch(num_envs, seed=seed, controllers=tuple(
            "agent" if s == seat else opponent for s in range(seats)), seats=seats,
            outputs=("obs", "mask"), **options)
        self._batch = self._make(0)
        self.num_envs, self.seat, self.copy = num_envs, seat, copy
        b = self._batch
        self.single_action_space = spaces.Discrete(b.num_actions)
        self.single_observation_space = spaces.Dict({
            "observation": spaces.Box(0, 255, (b.obs_size,), numpy.uint8),
            "action_mask": spaces.Box(0, 1, (b.num_actions,), numpy.int8),
        })
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space,
                                                               num_envs)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, num_envs)
        self._scores = numpy.zeros((num_envs, seats), numpy.float64)

    def _observations(self):
        b = self._batch
        obs, mask = b.obs, b.mask.view(numpy.int8)
        if self.copy:
            obs, mask = obs.copy(), mask.copy()
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        self._batch.close()
        self._batch = self._make(int(self.np_random.integers(0, 2 ** 63)))
        self._scores[:] = 0
        return self._observations(), {}

    def step(self, actions):
        b = self._batch
        b.step(actions)
        self._scores += b.rewards
        ended = b.terminal.copy()
        rewards = numpy.zeros(self.num_envs, numpy.float64)
        for j in numpy.flatnonzero(ended):
            scores = self._scores[j]
            n = len(scores)
            winners = numpy.flatnonzero(scores == scores.max())
            loss = -1.0 / (n - 1)
            rewards[j] = (n / (len(winners) * (n - 1)) + loss) if self.seat in winners \
                else loss
            self._scores[j] = 0
        return (self._observations(), rewards, ended, numpy.zeros(self.num_envs, bool), {})

    def close_extras(self, **kwargs):
        self._batch.close()


#: The id of gymnasium.make.
ENV_ID = "safari/Safari-v0"
if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, entry_point=SafariEnv, disable_env_checker=False)
