# SPDX-License-Identifier: MIT
"""The vector environment for training at speed, self-play included
(docs/ai.md, "The vector environment"): num_envs games of a safari.Batch
stepped in one library call. Needs gymnasium and NumPy; safari.gymnasium
exports it too.

    from safari.vector import SafariVectorEnv
    env = SafariVectorEnv(64, opponent="self", dtype="uint8")
    obs, info = env.reset(seed=1)
    rng = numpy.random.default_rng(1)
    while True:
        obs, rewards, terminated, truncated, info = env.step(env.sample_legal(rng))
"""
from __future__ import annotations

import ctypes
import sys
from typing import Any, Dict, List, Optional, Tuple, Union

import gymnasium
import numpy
import numpy.typing as npt
from gymnasium import spaces

from . import _capi, players
from ._spaces import OBS_HIGH
from ._lib import check, lib
from .ai import observation_options
from .batch import SKIP, Batch
from .errors import InvalidArgumentError

#: The observation dtypes every environment offers.
DTYPES = ("float32", "uint8")

# the declared function (attribute access): lib["name"] would be a fresh,
# undeclared pointer that passes a game handle as a C int
_observe = lib.safari_game_observe
_OBS_OPTIONS = {dtype: observation_options("extended", dtype) for dtype in DTYPES}


def check_dtype(dtype: Any) -> str:
    """"float32" or "uint8" (a NumPy dtype of either is accepted)."""
    try:
        name: Optional[str] = str(numpy.dtype(dtype).name)
    except TypeError:
        name = None
    if name is None or name not in DTYPES:
        raise InvalidArgumentError("dtype must be float32 or uint8, not %r" % (dtype,))
    return name


class SafariVectorEnv(gymnasium.vector.VectorEnv):
    """num_envs games stepped together in one library call.

    SafariVectorEnv(num_envs, seats=2, seat=0, opponent="uniform",
    dtype="float32", copy=True, **game options):

    - seat: the agent's seat in every game, or "random": drawn per game at
      each game's start (info["seat"]);
    - opponent: who plays the other seats. "uniform" or "scoring" (the
      library's policies; with a fixed seat they play inside the batch, the
      fastest), a level of the library's planning player (1 to 5, "level:K"
      or its name), a callable player(game: safari.Game) -> Move, move text
      or action index (safari.players), or "self": every seat is the agent,
      the observation, mask and legal list of each game are those of the
      seat to move (info["to_move"]);
    - dtype: the observation's, "float32" (default: the extended
      observation's values, written as floats by the library in one call,
      safari_batch_observe_float) or "uint8" (the library's byte
      observation, capped at 255, a quarter of the memory);
    - copy=False returns arrays the environment overwrites at the next
      step (the batch's own, read-only): no allocation per step; with
      copy=True each step's observation is a new array the library writes
      whole.

    Spaces: each game's action Discrete(A) of the table; observations a
    Dict of "observation" and "action_mask" (int8) with a leading num_envs
    axis. Rewards: 0 until a game ends, then the utility (docs/ai.md) of
    the agent's seat, in self-play of the seat that moved; info
    ["seat_rewards"] (num_envs, seats) has every seat's utility of the
    games that ended.

    Info, every step: "to_move" and "seat" (num_envs,), "legal" (num_envs,
    L) the legal action lists (row j holds legal_count[j] actions, L their
    largest count), "legal_count". Autoreset SAME_STEP (Gymnasium's
    contract): a game that ends starts again in the same step, and the
    observation returned is the new game's first; the position it ended on
    is in info["final_obs"][j] (an object array, None elsewhere, mask
    info["_final_obs"]) with info["final_info"] ({"seat", "scores"}, mask
    "_final_info"). An illegal action raises IllegalMoveError, a float or
    bool action TypeError (as Batch.step), and nothing changes.

    copy.deepcopy and pickle give an environment of the same options,
    opponent and generators, at its last reset(): the batch's games keep no
    history to copy, so a copy made mid-game restarts the games of the
    original's last reset (equal to the original's from there for equal
    actions).
    """

    metadata = {"autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP}

    def __init__(self, num_envs: int, seats: int = 2, seat: Union[int, str] = 0,
                 opponent: Any = "uniform", dtype: Any = "float32", copy: bool = True,
                 **options: Any) -> None:
        self._config: Dict[str, Any] = dict(num_envs=num_envs, seats=seats, seat=seat,
                                            opponent=opponent, dtype=dtype, copy=copy,
                                            options=options)
        if seat != "random" and (isinstance(seat, bool) or seat not in range(seats)):
            raise InvalidArgumentError("seat must be 0 to %d or 'random', not %r"
                                       % (seats - 1, seat))
        self.dtype = check_dtype(dtype)
        self.self_play = isinstance(opponent, str) and opponent == "self"
        self.player: Optional[players.Player] = None if self.self_play \
            else players.make(opponent)
        self.seat_choice = seat
        # the library plays the opponents inside the batch when it can
        self.inside = (not self.self_play and seat != "random" and self.player is not None
                       and self.player.controller is not None)
        self._options = options
        self.num_envs, self.seats, self.copy = num_envs, seats, copy
        self._seat_of = numpy.zeros(num_envs, numpy.int32)
        if seat != "random":
            self._seat_of[:] = seat
        self._batch = self._make(0)
        b = self._batch
        self._window = _capi.Window(*b.window)
        self._pwindow = ctypes.byref(self._window)
        self._move = _capi.Move()
        high = 255 if self.dtype == "uint8" else OBS_HIGH  # scores have no published bound
        self.single_action_space = spaces.Discrete(b.num_actions)
        self.single_observation_space = spaces.Dict({
            "observation": spaces.Box(0, high, (b.obs_size,), numpy.dtype(self.dtype)),
            "action_mask": spaces.Box(0, 1, (b.num_actions,), numpy.int8),
        })
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space,
                                                               num_envs)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, num_envs)
        #: the names of the observation's planes, in order (safari.observation_planes)
        self.observation_planes: List[str] = b.observation_planes
        #: the names of its vector's entries, in order (safari.observation_entries)
        self.observation_entries: List[str] = b.observation_entries
        self._scores = numpy.zeros((num_envs, seats), numpy.float64)
        self._reset_state: Optional[Dict[str, Any]] = None
        self._pool: Dict[str, List[npt.NDArray[Any]]] = {}
        # the float observation's shape and dtype, for _fresh
        self._float_like = numpy.empty((num_envs, b.obs_size), numpy.float32)
        self.batch_seed = 0

    def _make(self, seed: int) -> Batch:
        seats = self.seats
        if self.inside:
            assert self.player is not None and self.player.controller is not None
            names = ("agent", "uniform", "scoring")
            controllers = tuple("agent" if s == self.seat_choice else
                                names[self.player.controller] for s in range(seats))
        else:
            controllers = ("agent",) * seats
        # float32: the bytes are not written, observe_float() gives the floats
        outputs = ("obs", "mask", "legal") if self.dtype == "uint8" else ("mask", "legal")
        return Batch(self.num_envs, seed=seed, controllers=controllers, seats=seats,
                     outputs=outputs, keep_final=True, **self._options)

    # -- the agent's view ----------------------------------------------------

    def _fresh(self, kind: str, like: npt.NDArray[Any]) -> npt.NDArray[Any]:
        """An array for a copy=True output of the shape and dtype of `like`: one this
        environment returned before that nobody holds any more (no name,
        container or view refers to it: its only references are the
        pool's), reused while it is still in the processor's cache, or else
        a new one. A returned array that someone holds is never written
        again."""
        pool = self._pool.setdefault(kind, [])
        for array in pool:
            # the pool's list, this loop's name and getrefcount's argument
            if sys.getrefcount(array) == 3:
                return array
        array = numpy.empty_like(like)
        pool.append(array)
        if len(pool) > 4:  # the older ones, all held, are the caller's now
            del pool[:-3]
        return array

    def _observations(self) -> Dict[str, npt.NDArray[Any]]:
        b = self._batch
        mask = b.mask.view(numpy.int8)
        obs: npt.NDArray[Any]
        if self.dtype == "float32" and self.copy:  # written whole by the library
            obs = b.observe_float(self._fresh("obs", self._float_like))
        elif self.dtype == "float32":  # the batch's rows: only what changed is written
            obs = b.observe_float()
        elif self.copy:
            obs = self._fresh("obs", b.obs)
            numpy.copyto(obs, b.obs)
        else:
            obs = b.obs
        if self.copy:
            out_mask = self._fresh("mask", mask)
            numpy.copyto(out_mask, mask)
            mask = out_mask
        return {"observation": obs, "action_mask": mask}

    def _info(self) -> Dict[str, Any]:
        b = self._batch
        width = int(min(b.legal_count.max(), b.legal_cap))
        seat = b.to_move if self.self_play else self._seat_of  # self-play: the seat to move
        return {"to_move": b.to_move.copy(), "seat": seat.copy(),
                "legal": b.legal[:, :width].copy(), "legal_count": b.legal_count.copy()}

    def sample_legal(self, rng: numpy.random.Generator) -> npt.NDArray[numpy.uint32]:
        """A uniformly random legal action per game from the batch's legal
        lists (the masked random agent at the batch's speed), drawn with a
        numpy.random.Generator; an array of the batch (valid until the next
        call)."""
        actions: npt.NDArray[numpy.uint32] = self._batch.sample_actions(rng)
        return actions

    # -- opponents outside the batch -----------------------------------------

    def _waiting(self) -> npt.NDArray[numpy.bool_]:
        """The games where an opponent, not the agent, is to move."""
        if self.self_play or self.inside:
            return numpy.zeros(self.num_envs, numpy.bool_)
        b = self._batch
        waiting: npt.NDArray[numpy.bool_] = (b.to_move >= 0) & (b.to_move != self._seat_of)
        return waiting

    def _play_opponents(self, out: Dict[str, Any]) -> None:
        """Steps the opponents' moves (the agents' games skipped) until the
        agent is to move in every game; games that end meanwhile are
        collected into `out`."""
        b = self._batch
        waiting = self._waiting()
        player = self.player
        assert player is not None or not waiting.any()
        while waiting.any():
            actions = numpy.full(self.num_envs, SKIP, numpy.uint32)
            for j in numpy.flatnonzero(waiting):
                game = lib.safari_batch_game(b._handle, int(j))
                assert player is not None
                actions[j] = player.action(game, self._pwindow, self._move)
            b.step(actions)
            self._scores += b.rewards
            if b.terminal.any():
                self._collect(numpy.flatnonzero(b.terminal), out)
            waiting = self._waiting()

    # -- ends ------------------------------------------------------------------

    def _final_observation(self, j: int, seat: int) -> npt.NDArray[Any]:
        game = self._batch.final_game(j)
        count = ctypes.c_size_t()
        out = numpy.empty(self._batch.obs_size, numpy.dtype(self.dtype))
        check(_observe(game, self._pwindow, seat, ctypes.byref(_OBS_OPTIONS[self.dtype]),
                       out.ctypes.data, out.size, ctypes.byref(count)))
        return out

    def _collect(self, ended: npt.NDArray[numpy.intp], out: Dict[str, Any]) -> None:
        """Games `ended` ended in the last batch step: their utilities,
        final observations and infos into `out`; their next seats drawn."""
        n = self.seats
        loss = -1.0 / (n - 1)
        final_obs = out["final_obs"]
        for j in ended:
            j = int(j)
            game = self._batch.final_game(j)
            winners = [s for s in range(n) if lib.safari_game_is_winner(game, s) == 1]
            utilities = numpy.full(n, loss)
            utilities[winners] = n / (len(winners) * (n - 1)) + loss
            out["seat_rewards"][j] = utilities
            seat = int(out["acting"][j]) if self.self_play else int(self._seat_of[j])
            out["rewards"][j] = utilities[seat]
            final_obs[j] = self._final_observation(j, seat)
            out["final_seat"][j] = seat
            out["final_scores"][j] = self._scores[j]
            out["ended"][j] = True
            self._scores[j] = 0
            if self.seat_choice == "random":
                self._seat_of[j] = self.np_random.integers(n)

    # -- Gymnasium -------------------------------------------------------------

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[Any, Dict[str, Any]]:
        super().reset(seed=seed)
        self._start()
        return self._observations(), self._info()

    def _start(self) -> None:
        """New games, their seed, the player's seed and the agent's seats
        drawn from np_random, whose state before is kept for copies."""
        self._reset_state = dict(self.np_random.bit_generator.state)
        self._batch.close()
        #: The seed of the batch of the last reset (docs/ai.md: game j draws
        #: from SplitMix64 at mix64(seed + 0x9E3779B97F4A7C15 (j + 1))).
        self.batch_seed = int(self.np_random.integers(0, 2 ** 63))
        self._batch = self._make(self.batch_seed)
        if self.player is not None:
            self.player.seed(int(self.np_random.integers(0, 2 ** 63)))
        if self.seat_choice == "random":
            self._seat_of[:] = self.np_random.integers(self.seats, size=self.num_envs)
        self._scores[:] = 0
        self._play_opponents(self._step_out())

    def _step_out(self) -> Dict[str, Any]:
        n = self.num_envs
        return {"rewards": numpy.zeros(n, numpy.float64),
                "seat_rewards": numpy.zeros((n, self.seats), numpy.float64),
                "ended": numpy.zeros(n, numpy.bool_),
                "final_obs": numpy.full(n, None, dtype=object),
                "final_seat": numpy.zeros(n, numpy.int32),
                "final_scores": numpy.zeros((n, self.seats), numpy.float64),
                "acting": self._batch.to_move.copy()}

    def step(self, actions: Any) -> Tuple[Any, Any, Any, Any, Dict[str, Any]]:
        b = self._batch
        out = self._step_out()
        b.step(actions)
        self._scores += b.rewards
        if b.terminal.any():
            self._collect(numpy.flatnonzero(b.terminal), out)
        self._play_opponents(out)
        info = self._info()
        info["seat_rewards"] = out["seat_rewards"]
        ended = out["ended"]
        if ended.any():
            info["final_obs"], info["_final_obs"] = out["final_obs"], ended
            info["final_info"] = {"seat": out["final_seat"], "_seat": ended,
                                  "scores": out["final_scores"], "_scores": ended}
            info["_final_info"] = ended
        return (self._observations(), out["rewards"], ended, numpy.zeros(self.num_envs, bool),
                info)

    def close_extras(self, **kwargs: Any) -> None:
        self._batch.close()

    # -- copies ------------------------------------------------------------------

    def __getstate__(self) -> Dict[str, Any]:
        config = dict(self._config)
        if not isinstance(config["opponent"], (str, int)):
            config["opponent"] = self.player  # a callable: its player pickles it
        return {"config": config, "reset": self._reset_state}

    def __setstate__(self, state: Dict[str, Any]) -> None:
        config = dict(state["config"])
        options = config.pop("options")
        self.__init__(**config, **options)  # type: ignore[misc]
        if state["reset"] is not None:  # the original's last reset, again
            self._np_random = numpy.random.Generator(numpy.random.PCG64())
            self._np_random.bit_generator.state = state["reset"]
            self._start()


__all__ = ["DTYPES", "SafariVectorEnv", "check_dtype"]
