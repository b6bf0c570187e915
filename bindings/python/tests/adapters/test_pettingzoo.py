# SPDX-License-Identifier: MIT
"""safari.pettingzoo against PettingZoo's api_test and seed_test, and the
environment's own promises: masks, rewards, illegal actions."""
import warnings

import numpy
import pytest
from pettingzoo.test import api_test, seed_test

import safari
from safari.pettingzoo import SafariEnv, env
from independent import ACTIONS, OBS_SIZE, legal_indices, utility

# What api_test says of every environment whose observation is a dict with
# an action mask, as PettingZoo's own classic games are (it lists those by
# name to silence them).
EXPECTED_WARNINGS = {
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
}


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_api_test(seats):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(seats=seats), num_cycles=1000)
    assert {str(w.message) for w in caught} <= EXPECTED_WARNINGS


@pytest.mark.parametrize("seats", [2, 4])
def test_seed_test(seats):
    seed_test(lambda: env(seats=seats), num_cycles=500)


def play(e, seed, check):
    """Plays a game to its end with uniformly random legal actions, calling
    check(e, agent, obs) before each live step; returns the final rewards."""
    e.reset(seed=seed)
    rng = numpy.random.default_rng(seed)
    final = {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        if terminated or truncated:
            final[agent] = reward
            e.step(None)
            continue
        check(e, agent, obs)
        e.step(int(rng.choice(numpy.flatnonzero(obs["action_mask"]))))
    return final


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_masks_observations_and_rewards(seats):
    e = SafariEnv(seats=seats)
    assert e.action_space("seat_0").n == ACTIONS

    def check(e, agent, obs):
        game = e.table.game
        assert agent == "seat_%d" % game.to_move
        assert obs["observation"].shape == (OBS_SIZE,)
        assert obs["observation"].dtype == numpy.float32
        planes, vector = game.observation_ex(game.to_move, e.table.window)
        assert numpy.array_equal(obs["observation"],
                                 numpy.concatenate([planes.ravel(), vector]))
        # the mask is the legal moves, all inside the table's window
        assert numpy.flatnonzero(obs["action_mask"]).tolist() == legal_indices(game)
        other = "seat_%d" % ((game.to_move + 1) % seats)
        assert not e.observe(other)["action_mask"].any()

    final = play(e, seats, check)
    assert [final[a] for a in e.possible_agents] == pytest.approx(utility(e.table.game.scores))
    assert e.agents == []


def test_illegal_action_raises_and_changes_nothing():
    e = SafariEnv()
    e.reset(seed=4)
    mask = e.last()[0]["action_mask"]
    illegal = int(numpy.flatnonzero(mask == 0)[0])
    before = e.table.game.hash
    with pytest.raises(safari.IllegalMoveError):
        e.step(illegal)
    with pytest.raises(safari.InvalidArgumentError):
        e.step(ACTIONS)
    for bad in (1.5, float("nan"), True, numpy.bool_(False), numpy.float64(illegal)):
        with pytest.raises(TypeError, match="^action index must be an integer, not "):
            e.step(bad)  # no action: not 1 of True, nor 0 of NaN
    assert e.table.game.hash == before


def test_same_seed_same_game_other_seed_another():
    records = []
    for seed in (9, 9, 10):
        e = SafariEnv()
        play(e, seed, lambda *args: None)
        records.append(e.table.game.record())
    assert records[0] == records[1] != records[2]


def test_render_ansi_is_the_legal_listing():
    e = SafariEnv(render_mode="ansi")
    e.reset(seed=1)
    assert e.render() == e.table.game.legal_text() != ""
    assert SafariEnv().render() is None
    with pytest.raises(safari.InvalidArgumentError):
        SafariEnv(render_mode="human")


def test_render_rgb_array_draws_the_board():
    """'rgb_array': the library's SVG drawn at render_size, the same size
    every frame; the board's background in the corners (the picture is
    centred, scaled to fit), many colours (tiles, trails, bushes), and a
    move changes the picture. The rasteriser is the system's librsvg
    (scripts/setup.sh installs it): missing, this fails, as a skip would
    hide it."""
    e = SafariEnv(render_mode="rgb_array")
    e.reset(seed=2)
    first = e.render()
    assert first.shape == (*e.render_size, 3) and first.dtype == numpy.uint8
    assert first[0, 0].tolist() == [0xfb, 0xf8, 0xef]  # the board's background, #fbf8ef
    assert len(numpy.unique(first.reshape(-1, 3), axis=0)) > 50
    for _ in range(3):
        obs, _, _, _, _ = e.last()
        e.step(int(numpy.flatnonzero(obs["action_mask"])[0]))
    later = e.render()
    assert later.shape == first.shape and not numpy.array_equal(later, first)
    from safari.gymnasium import SafariEnv as GymEnv
    g = GymEnv(render_mode="rgb_array")
    g.reset(seed=1)
    assert g.render().shape == (*g.render_size, 3)
