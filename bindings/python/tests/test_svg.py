# SPDX-License-Identifier: MIT
"""Game.svg() and Game._repr_svg_(): the library's picture of the position,
which a notebook shows for a game, and the same bytes as the `safari show
--svg -` command draws for the same record (the command reads the record
itself: an independent path to the picture)."""
import os
import re
import subprocess
import unittest

from common import random_game

import safari

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

    def test_the_defaults_are_the_old_picture(self):
        with random_game(5, seats=2, moves=80) as game:
            self.assertEqual(game.svg(size=None, legend=True, scores=True, ids=False),
                             game.svg())

    def test_size_sets_the_width_and_height_attributes(self):
        with random_game(6, seats=2, moves=90) as game:
            natural = game.svg()
            w, h = (int(v) for v in re.search(r'<svg [^>]*width="(\d+)" height="(\d+)"',
                                              natural).groups())
            view = re.search(r'viewBox="[^"]*"', natural).group(0)
            for size, want in (((800, 600), (800, 600)), (400, (400, int(400 * h / w + 0.5))),
                               ((None, 300), (int(300 * w / h + 0.5), 300)), ((1, 1), (1, 1))):
                text = game.svg(size=size)
                self.assertEqual(re.search(r'<svg [^>]*width="(\d+)" height="(\d+)"', text)
                                 .groups(), tuple(str(v) for v in want), size)
                self.assertIn(view, text)  # scaled, not cut

    def test_legend_scores_and_ids_do_what_they_say(self):
        with random_game(7, seats=3, moves=150) as game:
            plain = game.svg()
            self.assertNotIn(' id="', plain)
            with_ids = game.svg(ids=True)
            for t in game.tiles():
                name = "tile_%s_%s" % tuple(("m%d" % -v) if v < 0 else str(v) for v in (t.x, t.y))
                self.assertEqual(with_ids.count('id="%s"' % name), 1, name)
            self.assertIn('id="score_2"', with_ids)
            self.assertNotIn("Carcassonne Safari", game.svg(legend=False))
            self.assertIn("Carcassonne Safari", game.svg(scores=False))
            self.assertEqual(game.svg(scores=False).count(">seat "), 0)
            self.assertEqual(game.svg(legend=False).count(">seat "), 3)
            alone = game.svg(legend=False, scores=False)
            self.assertNotIn(">seat ", alone)
            self.assertNotIn(">Key<", alone)

    def test_bad_options_are_refused(self):
        with random_game(1, seats=2, moves=5) as game:
            for bad in (0, -1, 100001, (10, 0), (None, 100001)):
                with self.assertRaises(safari.InvalidArgumentError, msg=repr(bad)):
                    game.svg(size=bad)
            with self.assertRaises(safari.InvalidArgumentError):
                game.svg(size=(1, 2, 3))
            for bad in ("400", 4.5, True):
                with self.assertRaises(TypeError, msg=repr(bad)):
                    game.svg(size=bad)
            with self.assertRaises(TypeError):
                game.svg(ids=1)


if __name__ == "__main__":
    unittest.main()
