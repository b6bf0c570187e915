# SPDX-License-Identifier: MIT
"""copy.copy, copy.deepcopy and pickle of games and tile sets: a clone or
the record, never two objects owning one C handle (in 0.2.0 copying a game
freed its C game twice and aborted the interpreter, and a pickle held the
raw pointer)."""
import copy
import os
import pickle
import subprocess
import sys
import textwrap
import unittest

from common import random_game, safari

HERE = os.path.dirname(os.path.abspath(__file__))


def custom_tiles():
    """A tile set that is not the built-in one (one comment changed)."""
    return safari.TileSet(safari.TileSet.default_text().replace("#", "# custom", 1))


def pickled(value):
    return pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


class InASubprocess(unittest.TestCase):
    def test_copies_and_pickles_do_not_crash_the_interpreter(self):
        # Run apart: the code of 0.2.0 aborts ("double free"), exit 134.
        script = textwrap.dedent("""
            import copy, gc, pickle
            from common import random_game, safari
            game = random_game(7, moves=40)
            record = game.record()
            copies = [copy.copy(game), copy.deepcopy(game),
                      pickle.loads(pickle.dumps(game)), pickle.loads(pickle.dumps(safari.Game()))]
            for other in copies[:3]:
                other.apply(other.legal_moves()[0])
            assert game.record() == record, "a copy shares the game"
            del game, copies
            gc.collect()
            print("done")
        """)
        run = subprocess.run([sys.executable, "-c", script], cwd=HERE, capture_output=True,
                             text=True, timeout=120)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stdout, "done\n")


class Games(unittest.TestCase):
    def check_independent(self, game, other):
        self.assertIsNot(other, game)
        self.assertEqual(other.record(), game.record())
        self.assertEqual(other.hash, game.hash)
        self.assertEqual(other.history, game.history)
        self.assertEqual(other.legal_moves(), game.legal_moves())  # same history, same order
        before = game.record()
        other.apply(other.legal_moves()[0])
        self.assertEqual(game.record(), before, "changing the copy changed the original")
        other.close()
        self.assertEqual(game.record(), before, "closing the copy touched the original")

    def test_copy_and_deepcopy_are_clones(self):
        game = random_game(3, seats=4, moves=70)
        self.check_independent(game, copy.copy(game))
        self.check_independent(game, copy.deepcopy(game))
        # inside a container, as reinforcement-learning code keeps states
        states = copy.deepcopy({"root": game, "more": [game]})
        self.assertIsNot(states["root"], game)
        self.assertIs(states["root"], states["more"][0])  # the memo keeps identity
        self.check_independent(game, states["root"])

    def test_pickle_through_the_record(self):
        for game in (safari.Game(), random_game(5, seats=3, moves=90, board_limit=("window", 9, 9),
                                                boosts="distinct", final_scoring="all")):
            back = pickled(game)
            self.assertEqual(back.options, game.options)
            self.check_independent(game, back)

    def test_pickle_keeps_a_custom_tile_set(self):
        tiles = custom_tiles()
        game = random_game(6, moves=60, tileset=tiles)
        back = pickled(game)
        self.assertFalse(back.tileset.is_default)
        self.assertEqual(back.tileset.text, tiles.text)
        # the library itself finds the two tile sets equal
        scratch = back.clone()
        scratch.undo()
        scratch.copy_from(game)
        self.assertEqual(scratch.record(), game.record())
        with self.assertRaises(safari.InvalidArgumentError):  # and the built-in set not
            safari.Game().copy_from(back)
        self.check_independent(game, back)

    def test_a_finished_game(self):
        game = random_game(9)
        self.assertTrue(game.is_over)
        back = pickled(game)
        self.assertTrue(back.is_over)
        self.assertEqual(back.scores, game.scores)
        self.assertEqual(copy.deepcopy(game).winners, game.winners)

    def test_closed_games_are_refused(self):
        game = safari.Game()
        game.close()
        for operation in (copy.copy, copy.deepcopy, pickle.dumps):
            with self.assertRaises(TypeError) as caught:
                operation(game)
            self.assertIn("closed", str(caught.exception))


class TileSets(unittest.TestCase):
    def test_copies_and_pickles_are_equal_and_independent(self):
        for tiles in (safari.TileSet(), custom_tiles()):
            for other in (copy.copy(tiles), copy.deepcopy(tiles), pickled(tiles)):
                self.assertIsNot(other, tiles)
                self.assertEqual(other.text, tiles.text)
                self.assertEqual(other.is_default, tiles.is_default)
                self.assertEqual(other.types(), tiles.types())
                other.close()
                self.assertEqual(tiles.info, tiles.info)  # still open
                self.assertFalse(tiles._ptr is None)
            # games on a copy and on the original have equal tile sets
            a, b = safari.Game(tileset=tiles), safari.Game(tileset=pickled(tiles))
            b.copy_from(a)

    def test_closed_tile_sets_are_refused(self):
        tiles = safari.TileSet()
        tiles.close()
        for operation in (copy.copy, copy.deepcopy, pickle.dumps):
            with self.assertRaises(TypeError):
                operation(tiles)


if __name__ == "__main__":
    unittest.main()
