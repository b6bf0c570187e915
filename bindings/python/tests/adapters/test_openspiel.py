# SPDX-License-Identifier: MIT
"""safari.openspiel against OpenSpiel's own checks: registration, the game's
information, random_sim_test, serialization and pickle, and MCTSBot playing
whole games."""
import pickle

import numpy
import pyspiel
import pytest
from open_spiel.python.algorithms import evaluate_bots, mcts

import safari.openspiel  # noqa: F401 (registers the game)
from independent import ACTIONS, CELLS, FACES, OBS_SIZE, SIDE, WINDOW, legal_indices, utility

# docs/ai.md, "OpenSpiel": the observation tensor is the 49 planes, then the
# vector (59 + 3 x faces + 4 entries) row by row in planes of its own, the
# rest 0: with the built-in set 252 entries, one plane.
VECTOR = 59 + 3 * FACES + 4
TENSOR_SHAPE = [49 + -(-VECTOR // CELLS), SIDE, SIDE]
TENSOR_SIZE = TENSOR_SHAPE[0] * CELLS


def play_random(state, rng, moves):
    """Plays `moves` actions (chance by its probabilities, players
    uniformly) or to the end; returns the state."""
    for _ in range(moves):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_game_information(players):
    game = pyspiel.load_game(safari.openspiel.SHORT_NAME, {"players": players})
    kind = game.get_type()
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.num_players() == players
    assert game.num_distinct_actions() == ACTIONS
    assert game.max_chance_outcomes() == FACES + 5  # draws, then tokens
    assert game.observation_tensor_shape() == TENSOR_SHAPE == [50, 25, 25]
    assert game.observation_tensor_size() == TENSOR_SIZE
    assert game.min_utility() == pytest.approx(-1 / (players - 1))
    assert game.max_utility() == 1.0
    # docs/ai.md, "Game metadata": 2p + 4b token draws + 5n moves of the land
    # tiles, n = 72 land tiles, b = 7 with a baobab (the built-in set)
    assert game.max_game_length() == 2 * players + 4 * 7 + 5 * 72


@pytest.mark.parametrize("players", [2, 3, 5])
def test_random_sim_test(players):
    game = pyspiel.load_game(safari.openspiel.SHORT_NAME, {"players": players})
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_information_state_is_the_history():
    """The game type says what the states answer: an information state
    string, which is the history of actions (perfect recall: in a game of
    perfect information every seat sees every action, chance included), and
    no information state tensor; the observation (the position) as a string
    and a tensor."""
    game = pyspiel.load_game(safari.openspiel.SHORT_NAME, {"players": 3})
    kind = game.get_type()
    assert kind.provides_information_state_string
    assert not kind.provides_information_state_tensor
    assert kind.provides_observation_string and kind.provides_observation_tensor
    assert game.information_state_tensor_size() == 0
    rng = numpy.random.default_rng(8)
    state = game.new_initial_state()
    actions = []
    while not state.is_terminal() and len(actions) < 80:
        for player in range(3):
            assert state.information_state_string(player) == ", ".join(map(str, actions))
            assert state.information_state_tensor(player) == []
            text = state.observation_string(player)
            assert text.startswith("seat %d sees: " % player) and len(text) < 120
            assert text.endswith("hash %016x" % state.game.hash)
            assert len(state.observation_tensor(player)) == TENSOR_SIZE
        play_random(state, rng, 1)
        actions.append(state.history()[-1])


def test_states_follow_the_library():
    """Legal actions, chance outcomes, returns: those of the safari.Game."""
    game = pyspiel.load_game(safari.openspiel.SHORT_NAME, {"players": 3})
    rng = numpy.random.default_rng(5)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert all(0 <= a < game.max_chance_outcomes() for a, _ in outcomes)
            weights = dict((str(m), w) for m, w in state.game.chance_outcomes())
            total = sum(weights.values())
            for a, p in outcomes:
                assert p == pytest.approx(weights[state.action_to_string(a)] / total)
        else:
            assert state.legal_actions() == legal_indices(state.game)
        play_random(state, rng, 1)
    assert state.returns() == pytest.approx(utility(state.game.scores))
    assert sum(state.returns()) == pytest.approx(0.0)


def test_serialize_and_pickle_round_trips():
    game = pyspiel.load_game(safari.openspiel.SHORT_NAME, {"players": 2})
    rng = numpy.random.default_rng(11)
    state = game.new_initial_state()
    for moves in (0, 7, 40, 100000):
        play_random(state, rng, moves)
        text = pyspiel.serialize_game_and_state(game, state)
        game2, state2 = pyspiel.deserialize_game_and_state(text)
        state3 = pickle.loads(pickle.dumps(state))
        for other in (state2, state3):
            assert str(other) == str(state)
            assert other.history() == state.history()
            assert other.game.hash == state.game.hash
            assert other.current_player() == state.current_player()
            assert other.is_terminal() == state.is_terminal()
            if not state.is_terminal():
                assert other.legal_actions() == state.legal_actions()
                assert numpy.array_equal(other.observation_tensor(0), state.observation_tensor(0))
        assert str(game2) == str(game)


def test_clone_is_independent():
    game = pyspiel.load_game(safari.openspiel.SHORT_NAME)
    state = play_random(game.new_initial_state(), numpy.random.default_rng(2), 12)
    clone = state.clone()
    assert str(clone) == str(state) and clone.history() == state.history()
    play_random(clone, numpy.random.default_rng(3), 5)
    assert len(clone.history()) == len(state.history()) + 5
    assert state.game.history_length == 12


def test_mcts_bot_plays_whole_games():
    """OpenSpiel's MCTSBot (random rollouts) against its uniform random bot,
    in each seat: every game reaches its end with zero-sum returns."""
    game = pyspiel.load_game(safari.openspiel.SHORT_NAME)
    rs = numpy.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    for me in (0, 1):
        bots = [None, None]
        bots[me] = mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator,
                                random_state=rs)
        bots[1 - me] = pyspiel.make_uniform_random_bot(1 - me, 7 + me)
        state = game.new_initial_state()
        returns = evaluate_bots.evaluate_bots(state, bots, rs)
        assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])


def test_observation_tensor_is_the_library_observation():
    """state.observation_tensor() (a NumPy array), pyspiel's own C++ path
    (a list) and the observer's tensor hold the library's extended
    observation (safari.Game.observation_ex over the window), planes then
    vector, zeros after."""
    from open_spiel.python.observation import make_observation
    game = pyspiel.load_game(safari.openspiel.SHORT_NAME, {"players": 3})
    observer = make_observation(game)
    assert observer.tensor.shape == tuple(TENSOR_SHAPE)
    state = play_random(game.new_initial_state(), numpy.random.default_rng(4), 30)
    for player in range(3):
        planes, vector = state.game.observation_ex(player, WINDOW)
        want = numpy.zeros(TENSOR_SIZE, numpy.float32)
        want[:OBS_SIZE] = numpy.concatenate([numpy.ravel(planes), vector])
        fast = state.observation_tensor(player)
        assert fast.dtype == numpy.float32 and numpy.array_equal(fast, want)
        assert numpy.array_equal(pyspiel.State.observation_tensor(state, player), want)
        observer.set_from(state, player)
        assert numpy.array_equal(observer.tensor.reshape(-1), want)
        assert numpy.array_equal(observer.vector, vector)
