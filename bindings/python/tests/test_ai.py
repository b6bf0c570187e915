"""The AI toolkit through the binding: playouts equal the `safari play`
procedure, batches equal single playouts, the action space round-trips and
the mask marks exactly the legal moves; with NumPy and with NumPy hidden."""
import os
import unittest

from common import pick, random_game, safari
from safari import ai

try:
    import numpy
except ImportError:
    if os.environ.get("SAFARI_REQUIRE_NUMPY"):
        raise  # this run is the one that tests the NumPy path
    numpy = None


class Playouts(unittest.TestCase):
    def test_playout_is_the_game_of_safari_play(self):
        for seed in (1, 2, 3):
            game = safari.Game(seats=2)
            rng = safari.SplitMix64(seed)
            played = game.playout(rng)
            reference = random_game(seed)
            self.assertEqual(played, reference.history_length)
            self.assertEqual(game.record(), reference.record())

    def test_batch_equals_single_playouts(self):
        root = random_game(4, moves=50)
        rows = root.playouts(5, safari.SplitMix64(8), policy="scoring")
        rng = safari.SplitMix64(8)
        for row in rows:
            single = root.clone()
            single.playout(rng, policy="scoring")
            self.assertEqual(list(row), single.scores)
            single.close()
        wins = root.playouts(5, safari.SplitMix64(8), result="wins")
        self.assertTrue(all(max(row) == 1 for row in wins))

    def test_bad_arguments_are_refused_before_the_call(self):
        game = safari.Game()
        with self.assertRaises(safari.InvalidArgumentError):
            game.playout(1, policy="greedy")
        with self.assertRaises(OverflowError):
            game.playout(-1)
        with self.assertRaises(OverflowError):
            game.playouts(2, 1, max_moves=1 << 32)
        self.assertEqual(game.history_length, 0)


class ActionSpace(unittest.TestCase):
    def check_position(self, game):
        mask = game.legal_mask()
        moves = game.legal_moves()
        self.assertEqual(len(mask), game.action_count())
        self.assertEqual(sum(mask), len(moves))
        for move in moves:
            i = game.action_index(move)
            self.assertEqual(mask[i], 1)
            self.assertEqual(game.move_from_index(i), move)

    def test_round_trip_and_mask(self):
        game = safari.Game(seats=3)
        rng = safari.SplitMix64(6)
        while not game.is_over and game.history_length < 120:
            self.check_position(game)
            game.apply(pick(game.chance_outcomes(), rng))

    def test_outside_the_window(self):
        game = random_game(2, moves=60)
        self.assertIsNone(game.action_index("place 90 90 0", (0, 0, 4, 4)))
        with self.assertRaises(safari.InvalidArgumentError):
            game.action_count((0, 0, 0, 4))

    @unittest.skipUnless(numpy is not None, "NumPy is not installed")
    def test_numpy_arrays(self):
        game = random_game(3, moves=40)
        self.assertIsInstance(game.legal_mask(), numpy.ndarray)
        self.assertEqual(game.legal_mask().dtype, numpy.uint8)
        self.assertEqual(game.playouts(3, 1).shape, (3, 2))

    def test_without_numpy(self):
        saved, ai.numpy = ai.numpy, None
        try:
            game = random_game(3, moves=40)
            self.assertIsInstance(game.legal_mask(), memoryview)
            self.check_position(game)
            rows = game.playouts(3, 1)
            self.assertEqual(len(rows), 3)
            self.assertEqual(len(rows[0]), 2)
        finally:
            ai.numpy = saved


if __name__ == "__main__":
    unittest.main()
