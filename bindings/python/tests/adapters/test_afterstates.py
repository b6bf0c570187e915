# SPDX-License-Identifier: MIT
"""Game.afterstates: each legal move's result observed in one call, equal
to applying the move, observing and undoing by hand; the game unchanged."""
import numpy
import pytest

import safari


def positions():
    """Positions of every decision kind of a seeded table game."""
    game = safari.Game(seats=3, board_limit=(12, 12))
    rng = safari.SplitMix64(4)
    seen = set()
    while not game.is_over:
        if game.to_move >= 0 and game.decision not in seen or game.history_length in (40, 90):
            seen.add(game.decision)
            yield game
        game.apply(game.sample_move(rng, policy="scoring"))


@pytest.mark.parametrize("dtype", ["float32", "uint8"])
def test_afterstates_equal_apply_observe_undo(dtype):
    checked = 0
    for game in positions():
        before, window = game.hash, game.table_window()
        viewer = (game.to_move + 1) % game.seats
        moves, rows = game.afterstates(viewer, window, dtype=dtype)
        assert game.hash == before
        assert moves == game.legal_moves()
        assert rows.shape[0] == len(moves) and rows.dtype == numpy.dtype(dtype)
        for move, row in zip(moves, rows):
            game.apply(move)
            planes, vector = game.observation_ex(viewer, window, dtype=dtype)
            game.undo()
            assert numpy.array_equal(row, numpy.concatenate([planes.ravel(), vector]))
        checked += 1
    assert checked >= 4


def test_afterstates_into_out():
    game = safari.Game(board_limit=(12, 12))
    rng = safari.SplitMix64(1)
    while game.decision != "place":
        game.apply(game.sample_move(rng))
    window = game.table_window()
    planes, vector = game.observation_ex_size(window)
    size = planes * window[2] * window[3] + vector
    out = numpy.zeros((safari.game._capi.MAX_MOVES, size), numpy.uint8)
    moves, rows = game.afterstates(0, window, dtype="uint8", out=out)
    assert rows.base is not None and numpy.shares_memory(rows, out)
    assert len(moves) == len(game.legal_moves()) > 1
    with pytest.raises(safari.InvalidArgumentError):
        game.afterstates(0, window, dtype="uint8", out=out[:1])
    with pytest.raises(TypeError):
        game.afterstates(0, window, dtype="float32", out=out)
