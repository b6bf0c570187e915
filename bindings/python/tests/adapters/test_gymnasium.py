# SPDX-License-Identifier: MIT
"""safari.gymnasium against Gymnasium's check_env, and the environment's
promises: the opponents, the reward, illegal actions."""
import warnings

import gymnasium
import numpy
import pytest
from gymnasium.utils.env_checker import check_env

import safari
from safari.gymnasium import ENV_ID, SafariEnv
from independent import ACTIONS, legal_indices, utility


@pytest.mark.parametrize("kwargs", [dict(seats=2), dict(seats=3, seat="random",
                                                        opponent="scoring")])
def test_check_env(kwargs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(gymnasium.make(ENV_ID, render_mode="ansi", **kwargs).unwrapped)
    assert [str(w.message) for w in caught] == []


def play(env, seed):
    obs, info = env.reset(seed=seed)
    rng = numpy.random.default_rng(seed)
    steps = 0
    while True:
        game = env.table.game
        assert game.to_move == info["seat"] == env.seat
        assert numpy.flatnonzero(obs["action_mask"]).tolist() == legal_indices(game)
        action = int(rng.choice(numpy.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        steps += 1
        assert not truncated
        if terminated:
            return reward, steps
        assert reward == 0.0


@pytest.mark.parametrize("seats,opponent", [(2, "uniform"), (3, "scoring"), (4, "uniform")])
def test_whole_game_reward(seats, opponent):
    env = SafariEnv(seats=seats, seat=seats - 1, opponent=opponent)
    reward, _ = play(env, 3)
    assert reward == pytest.approx(utility(env.table.game.scores)[seats - 1])


def test_callable_opponent_is_asked_at_each_of_its_decisions():
    asked = []

    def first_move(game):
        asked.append(game.to_move)
        return game.legal_moves()[0]

    env = SafariEnv(seats=3, seat=1, opponent=first_move)
    play(env, 8)
    history = env.table.game
    assert asked and set(asked) == {0, 2}
    assert history.is_over


def test_illegal_action_ends_the_episode_with_a_loss():
    env = SafariEnv()
    obs, _ = env.reset(seed=2)
    illegal = int(numpy.flatnonzero(obs["action_mask"] == 0)[0])
    obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info.get("illegal_action")) == (-1.0, True, False, True)
    with pytest.raises(safari.InvalidArgumentError):
        env.step(ACTIONS)


NOT_AN_ACTION = "^action index must be an integer, not "


def test_non_integer_actions_are_refused():
    """A float, NaN or a bool is no action (the TypeError of
    Game.apply_action), not action 961 of 961.7, 0 of NaN or 1 of True,
    neither in the environment nor in the vector one; nothing changes."""
    from safari.gymnasium import SafariVectorEnv
    env = SafariEnv()
    obs, _ = env.reset(seed=2)
    legal = int(numpy.flatnonzero(obs["action_mask"])[0])
    before = env.table.game.hash
    for bad in (legal + 0.7, float(legal), float("nan"), True, numpy.float64(legal),
                numpy.bool_(True)):
        with pytest.raises(TypeError, match=NOT_AN_ACTION):
            env.step(bad)
        assert env.table.game.hash == before
    venv = SafariVectorEnv(4)
    obs, _ = venv.reset(seed=3)
    legal = numpy.argmax(obs["action_mask"], axis=1)  # int64, as gymnasium's spaces give
    for bad in (legal + 0.7, legal.astype(numpy.float32), numpy.full(4, numpy.nan),
                obs["action_mask"].any(axis=1), [float(a) for a in legal], [True] * 4):
        with pytest.raises(TypeError, match=NOT_AN_ACTION):
            venv.step(bad)
        assert numpy.array_equal(venv._batch.observe_float(), obs["observation"])
    for kind in (numpy.int32, numpy.uint16):  # any integer dtype plays
        obs, _, _, _, _ = venv.step(numpy.argmax(obs["action_mask"], axis=1).astype(kind))
    venv.close()


def run_vector(opponent, games):
    """Uniformly random legal actions in a SafariVectorEnv of 32 games until
    `games` have ended: the rewards of the ended games."""
    from safari.gymnasium import SafariVectorEnv
    env = SafariVectorEnv(32, opponent=opponent)
    obs, _ = env.reset(seed=5)
    rng = numpy.random.default_rng(5)
    ended = []
    while len(ended) < games:
        assert env.observation_space.contains(obs)
        mask = obs["action_mask"]
        assert mask.any(axis=1).all()  # every game waits for the agent
        actions = numpy.argmax(mask * rng.random(mask.shape, dtype=numpy.float32), axis=1)
        obs, rewards, terminated, truncated, _ = env.step(actions)
        assert not truncated.any()
        assert not rewards[~terminated].any()
        ended += rewards[terminated].tolist()
    env.close()
    return ended


def test_vector_env_rewards():
    """Random against random: wins and losses about even; random against
    the scoring policy: mostly losses (seeded, so the same games each run)."""
    even = run_vector("uniform", 64)
    assert set(even) <= {-1.0, 0.0, 1.0}
    assert abs(numpy.mean(even)) < 0.4
    assert numpy.mean(run_vector("scoring", 64)) < -0.5
