# SPDX-License-Identifier: MIT
"""The library's players through the binding: Game.search_move is
deterministic for a seed and finds the one winning move of the last tile
of a known game (worked out in tests/test_search.c); Game.greedy_move is
its documented definition, written again here from projected scores."""
import unittest

from common import random_game, safari


def to_choice(seed, moves, seats=2):
    """A game of `safari play --seed` after `moves` moves, then on to a
    seat's decision with two moves or more."""
    game = random_game(seed, seats=seats, moves=moves)
    rng = safari.SplitMix64(seed + 1000)
    while game.is_chance or len(game.legal_moves()) < 2:
        game.apply(game.sample_move(rng))
    return game


class Search(unittest.TestCase):
    def test_same_seed_same_move(self):
        game = to_choice(5, 40, seats=3)
        before = game.hash
        a = game.search_move(playouts=50, seed=9)
        b = game.search_move(playouts=50, seed=9)
        self.assertEqual(a, b)
        self.assertTrue(game.is_legal(a))
        self.assertEqual(game.hash, before)
        r1, r2 = safari.SplitMix64(4), safari.SplitMix64(4)
        m1, stats = game.search_move(playouts=30, seed=r1, policy="scoring", stats=True)
        m2 = game.search_move(playouts=30, seed=r2, policy="scoring")
        self.assertEqual(m1, m2)
        self.assertEqual(r1.state, r2.state)
        self.assertNotEqual(r1.state, 4)  # advanced in place
        self.assertEqual(stats.playouts, 30)
        self.assertTrue(1 <= stats.visits <= 30 and 0.0 <= stats.value <= 1.0)

    def test_finds_the_winning_move_of_the_last_tile(self):
        # `safari play --seed 46` after 222 moves: seat 1, behind 14 to 22 in
        # projected scores, wins only by closing a 4-species bush under 4
        # birds at (3, 4) and claiming it: 10 + 4 points (docs/rules.md 6.5).
        game = random_game(46, moves=222)
        self.assertEqual(game.to_move, 1)
        self.assertEqual(game.projected_scores, [22, 14])
        move = game.search_move(playouts=20000, seed=1)
        self.assertEqual(str(move), "place 3 4 1")
        game.apply(move)
        move, stats = game.search_move(playouts=400, seed=3, stats=True)
        self.assertEqual(str(move), "meeple S")
        self.assertEqual(stats.value, 1.0)
        game.apply(move)
        self.assertTrue(game.is_over)
        self.assertEqual(game.scores, [22, 28])

    def test_bad_calls(self):
        game = safari.Game()
        with self.assertRaises(safari.InvalidArgumentError):
            game.search_move()  # the setup's token draw is chance's
        with self.assertRaises(safari.InvalidArgumentError):
            game.greedy_move()
        game = to_choice(2, 10)
        with self.assertRaises(safari.InvalidArgumentError):
            game.search_move(policy="clever")
        with self.assertRaises(safari.InvalidArgumentError):
            game.search_move(playouts=0)  # no budget
        with self.assertRaises(safari.InvalidArgumentError):
            game.search_move(score_weight=2.0)
        with self.assertRaises(safari.InvalidArgumentError):
            game.search_move(explore=float("inf"))
        with self.assertRaises(TypeError):
            game.search_move(explore="high")
        with self.assertRaises(OverflowError):
            game.search_move(playouts=-1)

    def test_time_budget(self):
        game = to_choice(3, 20)
        move, stats = game.search_move(playouts=0, time_ms=30, seed=1, stats=True)
        self.assertTrue(game.is_legal(move))
        self.assertGreaterEqual(stats.elapsed_ms, 30)
        self.assertGreaterEqual(stats.playouts, 1)


class Greedy(unittest.TestCase):
    def definition(self, game):
        """(own, margin) of each legal move after it, for the seat to move."""
        me, values = game.to_move, []
        for move in game.legal_moves():
            game.apply(move)
            s = game.projected_scores
            game.undo()
            values.append((s[me], s[me] - max(v for i, v in enumerate(s) if i != me)))
        return values

    def test_the_documented_definition(self):
        for seed, moves, seats in ((1, 30, 2), (2, 80, 3), (3, 150, 4), (4, 5, 2)):
            game = to_choice(seed, moves, seats)
            legal = game.legal_moves()
            values = self.definition(game)
            best = max(values)
            before = game.hash
            self.assertEqual(game.greedy_move(), legal[values.index(best)])
            rng = safari.SplitMix64(seed)
            move = game.greedy_move(rng)
            self.assertEqual(values[legal.index(move)], best)
            self.assertEqual(game.greedy_move(seed=7), game.greedy_move(safari.SplitMix64(7)))
            self.assertEqual(game.hash, before)


if __name__ == "__main__":
    unittest.main()
