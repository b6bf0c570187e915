# SPDX-License-Identifier: MIT
"""safari.vector.SafariVectorEnv against a reference that plays the same
games one move at a time through safari.Game with the batch's documented
generator (docs/ai.md: game j draws from SplitMix64 at mix64(seed +
0x9E3779B97F4A7C15 (j + 1)), chance by sample_move): observations, legal
lists, seats to move, Gymnasium's SAME_STEP final_obs / final_info, the
rewards (utilities by their definition in independent.py); then the seat
choice, the opponents (a library level, a callable) and the dtypes."""
import numpy
import pytest

import safari
from safari.vector import SafariVectorEnv
from independent import HALF, OBS_SIZE, WINDOW, legal_indices, utility

GOLDEN = 0x9E3779B97F4A7C15
MASK = (1 << 64) - 1


def mix64(z):
    z = z & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


class Reference:
    """One game of the batch, played through safari.Game."""

    def __init__(self, seed, j, seats):
        self.rng = safari.SplitMix64(mix64(seed + GOLDEN * (j + 1)))
        self.seats = seats
        self.start()

    def start(self):
        self.game = safari.Game(seats=self.seats, board_limit=(HALF, HALF))
        self.chance()

    def chance(self):
        while self.game.is_chance:
            self.game.apply(self.game.sample_move(self.rng))


def observation(game, seat, dtype):
    planes, vector = game.observation_ex(seat, WINDOW, dtype=dtype)
    return numpy.concatenate([numpy.ravel(planes), vector])


@pytest.mark.parametrize("dtype", ["uint8", "float32"])
def test_self_play_matches_the_reference_with_final_observations(dtype):
    games, seats = 3, 2
    env = SafariVectorEnv(games, seats=seats, opponent="self", dtype=dtype)
    obs, info = env.reset(seed=4)
    assert obs["observation"].dtype == numpy.dtype(dtype)
    assert obs["observation"].shape == (games, OBS_SIZE)
    refs = [Reference(env.batch_seed, j, seats) for j in range(games)]
    rng = numpy.random.default_rng(4)
    ended = 0
    while ended < 2 * games:
        actions = []
        for j, ref in enumerate(refs):
            seat = ref.game.to_move
            assert info["to_move"][j] == seat == info["seat"][j]
            assert numpy.array_equal(obs["observation"][j], observation(ref.game, seat, dtype))
            legal = info["legal"][j, :info["legal_count"][j]]
            assert sorted(legal.tolist()) == legal_indices(ref.game)
            assert numpy.flatnonzero(obs["action_mask"][j]).tolist() == legal_indices(ref.game)
            actions.append(int(rng.choice(legal)))
        obs, rewards, terminated, truncated, info = env.step(numpy.array(actions))
        assert not truncated.any()
        for j, ref in enumerate(refs):
            acting = ref.game.to_move
            ref.game.apply_action(actions[j], WINDOW)
            ref.chance()
            assert terminated[j] == ref.game.is_over
            if not ref.game.is_over:
                assert rewards[j] == 0 and not info.get("_final_obs", numpy.zeros(games))[j]
                continue
            ended += 1
            u = utility(ref.game.scores)
            assert rewards[j] == pytest.approx(u[acting])
            assert info["seat_rewards"][j] == pytest.approx(u)
            assert info["_final_obs"][j] and info["_final_info"][j]
            assert numpy.array_equal(info["final_obs"][j], observation(ref.game, acting, dtype))
            assert info["final_info"]["scores"][j].tolist() == list(ref.game.scores)
            assert info["final_info"]["seat"][j] == acting
            ref.start()
    env.close()


def play_until(env, ends, seed):
    """Masked random steps until `ends` games ended: the rewards of the
    ended games; checks that the agent's seat is to move in every game."""
    obs, info = env.reset(seed=seed)
    rng = numpy.random.default_rng(seed)
    rewards_seen, seats_seen = [], set()
    while len(rewards_seen) < ends:
        assert numpy.array_equal(info["to_move"], info["seat"])
        seats_seen.update(info["seat"].tolist())
        obs, rewards, terminated, _, info = env.step(env.sample_legal(rng))
        rewards_seen += rewards[terminated].tolist()
        assert not rewards[~terminated].any()
    return rewards_seen, seats_seen


def test_random_seat_against_a_library_level():
    """seat="random": the agent's seat differs between games; the level
    (level 1, the planning player) beats a random agent mostly."""
    env = SafariVectorEnv(6, seats=2, seat="random", opponent=1, dtype="uint8")
    rewards, seats = play_until(env, 6, 2)
    assert seats == {0, 1}
    assert set(rewards) <= {-1.0, 0.0, 1.0}
    assert numpy.mean(rewards) < 0
    env.close()


def test_callable_opponent_is_asked_at_its_decisions():
    asked = []

    def first_move(game):
        asked.append(game.to_move)
        return game.legal_moves()[0]

    env = SafariVectorEnv(2, seats=3, seat=1, opponent=first_move, dtype="uint8")
    play_until(env, 1, 3)
    assert asked and set(asked) == {0, 2}
    env.close()


def test_dtypes_agree_and_bad_ones_are_refused():
    a = SafariVectorEnv(2, dtype="uint8")
    b = SafariVectorEnv(2, dtype=numpy.float32, copy=False)
    oa, _ = a.reset(seed=1)
    ob, _ = b.reset(seed=1)
    assert ob["observation"].dtype == numpy.float32
    assert numpy.array_equal(oa["observation"].astype(numpy.float32), ob["observation"])
    assert a.observation_space.contains(oa) and b.observation_space.contains(ob)
    with pytest.raises(safari.InvalidArgumentError, match="dtype"):
        SafariVectorEnv(2, dtype="int64")
    with pytest.raises(safari.InvalidArgumentError, match="seat"):
        SafariVectorEnv(2, seat=2)
    with pytest.raises(safari.InvalidArgumentError, match="player"):
        SafariVectorEnv(2, opponent="nobody")
    with pytest.raises(safari.InvalidArgumentError, match="level"):
        SafariVectorEnv(2, opponent=9)


def test_every_foreign_function_is_declared():
    """Every C function a module of the package keeps is declared: a
    function taken as lib["name"] has no argtypes, and ctypes then passes a
    game handle as a C int, truncated (it crashed under ASan, whose heap
    lies above 4 GB; the system Python's heap below hid it)."""
    import ctypes
    import sys

    kept = [(name, attr, fn) for name, module in sorted(sys.modules.items())
            if name == "safari" or name.startswith("safari.")
            for attr, fn in vars(module).items() if isinstance(fn, ctypes._CFuncPtr)]
    assert any(name == "safari.vector" for name, _, _ in kept)
    undeclared = [(name, attr) for name, attr, fn in kept if fn.argtypes is None]
    assert undeclared == []


def test_float_observations_agree_however_made():
    """The same games as float32 with copy=True (written whole each step by
    the library), float32 with copy=False (the batch's rows, only changes
    written) and uint8: equal at every step through several ends, the bytes
    the floats capped at 255 (the first test compares copy=True with
    Game.observation_ex)."""
    envs = [SafariVectorEnv(3, opponent="self", dtype="float32"),
            SafariVectorEnv(3, opponent="self", dtype="float32", copy=False),
            SafariVectorEnv(3, opponent="self", dtype="uint8", copy=False)]
    results = [env.reset(seed=8) for env in envs]
    rng = numpy.random.default_rng(8)
    ended = 0
    while ended < 6:
        whole, kept, small = (r[0]["observation"] for r in results)
        assert whole.dtype == kept.dtype == numpy.float32
        assert numpy.array_equal(whole, kept)
        assert numpy.array_equal(numpy.minimum(kept, 255).astype(numpy.uint8), small)
        actions = envs[0].sample_legal(rng).copy()
        results = [env.step(actions) for env in envs]
        ended += int(results[0][2].sum())
    for env in envs:
        env.close()


def test_copy_true_never_writes_an_array_someone_holds():
    """copy=True: an observation (or a view of it) the caller keeps is
    never written again, while the arrays of dropped observations are
    reused (their memory, still in the cache) rather than made anew."""
    env = SafariVectorEnv(2, opponent="self")
    obs, info = env.reset(seed=5)
    rng = numpy.random.default_rng(5)
    held, copies = [], []
    row_view = obs["observation"][1]
    row_copy = row_view.copy()
    addresses = set()
    for step in range(40):
        obs, _, _, _, info = env.step(env.sample_legal(rng))
        if step % 10 == 0:  # kept: the dict, and a copy of what it held
            held.append(obs)
            copies.append({k: v.copy() for k, v in obs.items()})
        addresses.add(obs["observation"].ctypes.data)
    for kept, copy in zip(held, copies):
        for key in copy:
            assert numpy.array_equal(kept[key], copy[key])
    assert numpy.array_equal(row_view, row_copy)
    # the held four and a few reused ones, not one array a step
    assert len(addresses) < 12
    env.close()
