# SPDX-License-Identifier: MIT
"""Every environment pickles and deep-copies (what Ray, subprocess vector
envs and planners do to them): the copy goes on as the original does for
the same actions; a lambda opponent pickles through cloudpickle, and
without cloudpickle is refused with a TypeError that says why."""
import builtins
import copy
import pickle

import numpy
import pytest

import safari
from safari import players
from safari.gymnasium import SafariEnv
from safari.pettingzoo import SafariEnv as AECSafariEnv
from safari.vector import SafariVectorEnv


def first_move(game):
    return game.legal_moves()[0]


def pickled(value):
    return pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


def steps(env, obs, n, seed):
    """n masked random steps of a SafariEnv: (observations, rewards)."""
    rng = numpy.random.default_rng(seed)
    seen = []
    for _ in range(n):
        action = int(rng.choice(numpy.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, _, _ = env.step(action)
        seen.append((obs["observation"].copy(), reward))
        if terminated:
            obs, _ = env.reset()
    return seen


def same(a, b):
    return len(a) == len(b) and all(numpy.array_equal(x[0], y[0]) and x[1] == y[1]
                                    for x, y in zip(a, b))


@pytest.mark.parametrize("opponent", ["scoring", 1, first_move, lambda game: game.legal_moves()[-1]])
@pytest.mark.parametrize("operation", [pickled, copy.deepcopy])
def test_gymnasium_env_copies_go_on_alike(opponent, operation):
    env = SafariEnv(seats=2, seat="random", opponent=opponent, dtype="uint8")
    obs, _ = env.reset(seed=7)
    obs = steps(env, obs, 5, 1)[-1][0]
    obs = {"observation": obs, "action_mask": env._observation()["action_mask"]}
    other = operation(env)
    assert other.table.game is not env.table.game
    assert other.table.game.record() == env.table.game.record()
    assert same(steps(env, obs, 120, 2), steps(other, obs, 120, 2))
    env.close()
    other.close()


def test_pettingzoo_env_copies_go_on_alike():
    env = AECSafariEnv(seats=3)
    env.reset(seed=3)
    for _ in range(10):
        obs, _, _, _, _ = env.last()
        env.step(int(numpy.flatnonzero(obs["action_mask"])[0]))
    for other in (pickled(env), copy.deepcopy(env)):
        a, b = copy.deepcopy(env), other  # the original is kept for the next copy
        assert b.table.game.record() == env.table.game.record()
        for _ in range(30):
            oa, ra, _, _, _ = a.last()
            ob, rb, _, _, _ = b.last()
            assert a.agent_selection == b.agent_selection and ra == rb
            assert numpy.array_equal(oa["observation"], ob["observation"])
            action = int(numpy.flatnonzero(oa["action_mask"])[-1])
            a.step(action)
            b.step(action)


def vector_steps(env, n, seed):
    rng = numpy.random.default_rng(seed)
    seen = []
    for _ in range(n):
        obs, rewards, terminated, _, info = env.step(env.sample_legal(rng))
        seen.append((obs["observation"].copy(), rewards.copy(), info["to_move"].copy()))
    return seen


@pytest.mark.parametrize("opponent", ["uniform", "self", 1, lambda game: game.legal_moves()[0]])
@pytest.mark.parametrize("operation", [pickled, copy.deepcopy])
def test_vector_env_copies_restart_at_the_last_reset(opponent, operation):
    """A copy is the original as it was after its last reset(): made after
    some steps, it plays what the original played from that reset."""
    env = SafariVectorEnv(4, seat="random" if opponent != "self" else 0, opponent=opponent,
                          dtype="uint8")
    env.reset(seed=11)
    first = vector_steps(env, 20, 5)
    other = operation(env)
    again = vector_steps(other, 20, 5)
    assert all(numpy.array_equal(x[0], y[0]) and numpy.array_equal(x[1], y[1]) and
               numpy.array_equal(x[2], y[2]) for x, y in zip(first, again))
    env.close()
    other.close()


def test_a_lambda_without_cloudpickle_is_refused(monkeypatch):
    real_import = builtins.__import__

    def no_cloudpickle(name, *args, **kwargs):
        if name == "cloudpickle":
            raise ImportError("no cloudpickle here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_cloudpickle)
    env = SafariEnv(opponent=lambda game: game.legal_moves()[0])
    with pytest.raises(TypeError, match="cloudpickle"):
        pickle.dumps(env)
    assert pickled(SafariEnv(opponent=first_move)).opponent is first_move  # by reference
    copy.deepcopy(env)  # a deep copy shares the function: no pickling needed


def test_players_pickle_with_their_generator():
    for spec in ("uniform", "scoring", 2, "level:3", first_move):
        p = players.make(spec)
        p.seed(99)
        q = pickled(p)
        assert type(q) is type(p) and q.name == p.name and q._rng.value == 99
    with pytest.raises(TypeError, match="cannot be copied or pickled"):
        pickle.dumps(safari.Batch(1))
