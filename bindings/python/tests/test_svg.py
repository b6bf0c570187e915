# SPDX-License-Identifier: MIT
"""Game.svg() and Game._repr_svg_(): the library's picture of the position,
which a notebook shows for a game, and the same bytes as the `safari show
--svg -` command draws for the same record (the command reads the record
itself: an independent path to the picture)."""
import os
import subprocess
import unittest

from common import random_game

CLI = os.environ.get("SAFARI_CLI")


class Svg(unittest.TestCase):
    def test_a_picture_with_a_tile_per_placed_tile(self):
        with random_game(3, seats=3, moves=60) as game:
            text = game.svg()
            self.assertIsInstance(text, str)
            self.assertTrue(text.startswith("<?xml") or text.startswith("<svg"))
            self.assertIn("<svg ", text)
            self.assertTrue(text.endswith("</svg>\n"))
            self.assertEqual(text.count('<g class="tile"'), len(game.tiles()))
            self.assertEqual(game._repr_svg_(), text)

    def test_the_same_bytes_as_safari_show(self):
        # Fails, never skips, without the command: ctest always sets it.
        self.assertTrue(CLI, "SAFARI_CLI (the path of the `safari` command) is not set")
        for seed, seats, moves in ((1, 2, None), (2, 5, 35), (4, 3, 0)):
            with random_game(seed, seats=seats, moves=moves) as game:
                run = subprocess.run([CLI, "show", "--svg", "-"], input=game.record().encode(),
                                     capture_output=True, check=True)
                self.assertEqual(run.stderr, b"")
                self.assertEqual(game._repr_svg_().encode(), run.stdout,
                                 "seed %d, %s moves" % (seed, moves))


if __name__ == "__main__":
    unittest.main()
