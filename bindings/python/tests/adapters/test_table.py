# SPDX-License-Identifier: MIT
"""The core the adapters share (safari._table): the utility, the fixed
space's completeness along whole games, the out= arrays' checks."""
import os
import subprocess
import sys

import numpy
import pytest

import safari
from safari._table import TableGame, utility
from independent import ACTIONS, OBS_SIZE, legal_indices
from independent import utility as expected_utility


# Regression seeds, found by a search: uniform playouts (Game.playout with
# that state) of the table variant that end in a tie.
@pytest.mark.parametrize("seats,seed,scores,expected", [
    (2, 2, [9, 9], [0.0, 0.0]),
    (3, 6, [16, 16, 9], [0.25, 0.25, -0.5]),
])
def test_utility_of_ties(seats, seed, scores, expected):
    game = safari.Game(seats=seats, board_limit=(12, 12))
    assert utility(game) == [0.0] * seats  # before the end
    game.playout(seed)
    assert game.scores == scores
    assert utility(game) == pytest.approx(expected)
    assert utility(game) == pytest.approx(expected_utility(scores))


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_legal_move_is_in_the_fixed_space(seats):
    """A whole game of each seat count, seats by the scoring policy: at every
    decision the mask is exactly the legal moves (mask() raises if one lies
    outside the window), and the space never changes size."""
    table = TableGame(seats)
    table.reset(seats)
    assert (table.actions, table.obs_size) == (ACTIONS, OBS_SIZE)
    mask = numpy.empty(table.actions, numpy.uint8)
    while table.play_chance() != safari.NOBODY:
        assert numpy.flatnonzero(table.mask(mask)).tolist() == legal_indices(table.game)
        table.play_seat(1)
    assert table.game.is_over


def test_out_arrays_are_checked():
    table = TableGame()
    table.reset(1)
    table.play_chance()
    with pytest.raises(safari.InvalidArgumentError):
        table.observe(0, numpy.empty(OBS_SIZE, numpy.float64))
    with pytest.raises(safari.InvalidArgumentError):
        table.mask(numpy.empty(ACTIONS - 1, numpy.uint8))
    with pytest.raises(safari.InvalidArgumentError):
        table.mask(numpy.empty((ACTIONS, 2), numpy.uint8)[:, 0])  # not contiguous
    with pytest.raises(TypeError):
        table.mask(bytearray(ACTIONS))
    out = numpy.full(OBS_SIZE, -1, numpy.float32)
    assert table.observe(0, out) is out and out.min() >= 0


def test_import_safari_imports_no_framework():
    """The adapters import their frameworks; `import safari` imports none."""
    code = ("import sys, safari; bad = [m for m in ('pyspiel', 'pettingzoo', 'gymnasium', "
            "'safari.openspiel', 'safari.pettingzoo', 'safari.gymnasium') if m in sys.modules]; "
            "print(*bad, file=sys.stderr); sys.exit(1 if bad else 0)")
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(safari.__file__)))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_environments_name_the_planes():
    """Each environment offers the names of its observation's planes, the
    library's run-time names of the extended layout (49: safari.h's
    SAFARI_OBS_EX_PLANES), whose planes fill the observation's first 49 x
    cells entries."""
    from safari.gymnasium import SafariEnv as GymEnv
    from safari.pettingzoo import SafariEnv as ZooEnv
    from safari.vector import SafariVectorEnv
    names = [p["name"] for p in safari.observation_planes()]
    assert len(names) == 49 and names[0] == "tile" and names[-1] == "placed"
    cells = 25 * 25
    for env in (GymEnv(), ZooEnv(), SafariVectorEnv(2)):
        assert env.observation_planes == names
        assert OBS_SIZE - len(names) * cells == 59 + 3 * 63 + 4  # the vector after them
        env.close()
    assert TableGame(2).observation_planes == names
    entries = [e["name"] for e in safari.observation_entries()]
    assert len(entries) == 59 + 3 * 63 + 4 and entries[0] == "score_0"
    assert entries[-1] == "placed_rotation_3"
    for env in (GymEnv(), ZooEnv(), SafariVectorEnv(2)):
        assert env.observation_entries == entries
        env.close()
    assert TableGame(2).observation_entries == entries
