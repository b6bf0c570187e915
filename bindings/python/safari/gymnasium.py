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
      must not change it (another helper's greedy or MCTS bot, a network).

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


#: The id of gymnasium.make.
ENV_ID = "safari/Safari-v0"
if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, entry_point=SafariEnv, disable_env_checker=False)
