# SPDX-License-Identifier: MIT
"""The AI toolkit through the binding: playouts equal the `safari play`
procedure, batches equal single playouts, the action space round-trips and
the mask marks exactly the legal moves; with NumPy and with NumPy hidden."""
import os
import random
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

    def test_sampled_move_is_the_listed_pick(self):
        class Wrapped:  # another generator: the binding lists and picks
            def __init__(self, seed):
                self.inner = safari.SplitMix64(seed)

            def next(self):
                return self.inner.next()

        game, fast, slow = safari.Game(seats=3), safari.SplitMix64(5), Wrapped(5)
        while True:
            move = game.sample_move(fast)
            self.assertEqual(move, game.sample_move(slow))
            self.assertEqual(fast.state, slow.inner.state)
            if move is None:
                break
            game.apply(move)
        self.assertTrue(game.is_over)
        self.assertIsNotNone(safari.Game().sample_move(safari.SplitMix64(1), policy="scoring"))
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Game().sample_move(Wrapped(1), policy="scoring")

    def play_listed(self, make_rng, draw):
        """A game by sample_move(make_rng()) checked move by move against
        the listed pick with draw(rng, total) from a twin generator."""
        game, rng, twin = safari.Game(seats=3), make_rng(), make_rng()
        while not game.is_over:
            outcomes = game.chance_outcomes()
            r = draw(twin, sum(w for _, w in outcomes))
            for expected, weight in outcomes:
                if r < weight:
                    break
                r -= weight
            move = game.sample_move(rng)
            self.assertEqual(move, expected)
            game.apply(move)
        self.assertIsNone(game.sample_move(rng))
        return game.record()

    def test_random_random(self):
        first = self.play_listed(lambda: random.Random(11), lambda r, total: r.randrange(total))
        second = self.play_listed(lambda: random.Random(11), lambda r, total: r.randrange(total))
        self.assertEqual(first, second)  # seeded: reproducible
        self.assertNotEqual(first, self.play_listed(lambda: random.Random(12),
                                                    lambda r, total: r.randrange(total)))

    @unittest.skipUnless(numpy is not None, "NumPy is not installed")
    def test_numpy_generator(self):
        first = self.play_listed(lambda: numpy.random.default_rng(11),
                                 lambda r, total: int(r.integers(total)))
        self.assertEqual(first, self.play_listed(lambda: numpy.random.default_rng(11),
                                                 lambda r, total: int(r.integers(total))))

    def test_other_generators_are_type_errors(self):
        game = random_game(2, moves=30)
        before = game.record()
        for bad in (5, None, "seed", object(), random, [1, 2]):
            with self.assertRaises(TypeError, msg=repr(bad)) as caught:
                game.sample_move(bad)
            self.assertIn("random.Random", str(caught.exception))
        done = random_game(2)
        with self.assertRaises(TypeError):  # even with nothing to draw
            done.sample_move(5)
        with self.assertRaises(TypeError):  # next() must give an integer
            game.sample_move(type("Bad", (), {"next": lambda self: 0.5})())
        self.assertEqual(game.record(), before)

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
        actions = game.legal_actions()
        moves = game.legal_moves()
        self.assertEqual(len(mask), game.action_count())
        self.assertEqual(sum(mask), len(moves))
        self.assertEqual(len(actions), len(moves))
        for k, move in enumerate(moves):
            i = game.action_index(move)
            self.assertEqual(mask[i], 1)
            self.assertEqual(actions[k], i)  # the moves' order
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
        self.assertEqual(game.legal_actions().dtype, numpy.uint32)
        self.assertEqual(game.playouts(3, 1).shape, (3, 2))

    def test_without_numpy(self):
        saved, ai.numpy = ai.numpy, None
        try:
            game = random_game(3, moves=40)
            self.assertIsInstance(game.legal_mask(), memoryview)
            self.assertIsInstance(game.legal_actions(), memoryview)
            self.check_position(game)
            rows = game.playouts(3, 1)
            self.assertEqual(len(rows), 3)
            self.assertEqual(len(rows[0]), 2)
        finally:
            ai.numpy = saved


def plane_sum(planes, p):
    """The sum of plane p, for a NumPy array or a memoryview (which takes
    only full indices)."""
    return sum(sum(row) for row in planes.tolist()[p])


class Observations(unittest.TestCase):
    """The layout through the binding, checked against the binding's own
    queries (the C test checks every entry)."""

    def check_position(self, game, viewer):
        planes, vector = game.observation(viewer)
        x0, y0, width, height = game.board_window()
        n_planes, n_vector = game.observation_size()
        self.assertEqual(n_planes, 48)
        self.assertEqual(planes.shape, (n_planes, height, width))
        self.assertEqual(len(vector), n_vector)
        tiles = game.tiles()
        self.assertEqual(plane_sum(planes, 0), len(tiles))     # tile present
        self.assertEqual(plane_sum(planes, 19), sum(t.baobab for t in tiles))
        for t in tiles:  # side kinds, by cell
            for d in range(4):
                self.assertEqual(planes[1 + d, t.y - y0, t.x - x0], t.sides[d] == "t")
                self.assertEqual(planes[5 + d, t.y - y0, t.x - x0], t.sides[d] == "b")
        seats = game.seats
        for k in range(seats):  # seats relative to the viewer
            seat = (viewer + k) % seats
            out = sum(m.where != "supply" for m in game.meeples(seat))
            self.assertEqual(plane_sum(planes, 20 + k), out)
            info = game.seat_info(seat)
            self.assertEqual(vector[k], info.score)
            self.assertEqual(vector[30 + k], info.meeples)
            self.assertEqual(list(vector[5 + 5 * k:10 + 5 * k]),
                             [info.tokens[c] for c in "AEGLZ"])
        self.assertEqual(vector[46], seats)
        self.assertEqual(sum(vector[59:59 + (n_vector - 59) // 2]), game.pools.stack)
        fits = {(m.x, m.y) for m in game.legal_moves() if m.kind == "place"}
        self.assertEqual(plane_sum(planes, 47), len(fits))
        return planes, vector

    def test_planes_and_vector(self):
        game = safari.Game(seats=3)
        rng = safari.SplitMix64(11)
        while not game.is_over and game.history_length < 150:
            self.check_position(game, game.history_length % 3)
            game.apply(pick(game.chance_outcomes(), rng))

    def test_bad_viewer_changes_nothing(self):
        game = random_game(5, moves=30)
        record = game.record()
        with self.assertRaises(safari.InvalidArgumentError):
            game.observation(2)
        with self.assertRaises(OverflowError):
            game.observation(1 << 40)
        with self.assertRaises(safari.InvalidArgumentError):
            game.observation(0, (0, 0, 0, 3))
        self.assertEqual(game.record(), record)

    @unittest.skipUnless(numpy is not None, "NumPy is not installed")
    def test_numpy_views_of_one_buffer(self):
        game = random_game(6, moves=70)
        planes, vector = game.observation(1, (-5, -5, 12, 10))
        self.assertIsInstance(planes, numpy.ndarray)
        self.assertEqual(planes.dtype, numpy.float32)
        self.assertEqual(planes.shape, (48, 10, 12))
        self.assertIs(planes.base, vector.base)  # no copy: views of the filled buffer
        self.check_position(game, 0)

    def test_without_numpy(self):
        game = random_game(6, moves=70)
        saved, ai.numpy = ai.numpy, None
        try:
            planes, vector = game.observation(1, (-5, -5, 12, 10))
            self.assertIsInstance(planes, memoryview)
            self.assertEqual((planes.format, planes.shape), ("f", (48, 10, 12)))
            flat = planes.tolist()
            self.check_position(game, 1)
        finally:
            ai.numpy = saved
        if numpy is not None:  # both paths give the same floats
            other, other_vector = game.observation(1, (-5, -5, 12, 10))
            self.assertEqual(other.tolist(), flat)
            self.assertEqual(other_vector.tolist(), vector.tolist())


if __name__ == "__main__":
    unittest.main()
