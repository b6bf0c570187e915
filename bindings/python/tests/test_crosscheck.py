# SPDX-License-Identifier: MIT
"""200 random games played here and by the C `safari play` command with the
same seeds must give the same records: the same generator (splitmix64),
the same choice procedure, the same library."""
import os
import subprocess
import unittest

from common import random_game

CLI = os.environ.get("SAFARI_CLI")


def _options(seed):
    """Seats 2..5 in turn, and now and then the other rule options."""
    seats = 2 + seed % 4
    argv = ["--seed", str(seed), "--seats", str(seats)]
    kwargs = {}
    if seed % 7 == 0:
        argv += ["--final-scoring", "all"]
        kwargs["final_scoring"] = "all"
    if seed % 11 == 0:
        argv += ["--baobab-tokens", "after"]
        kwargs["baobab_tokens"] = "after"
    if seed % 13 == 0:
        argv += ["--first", str(seats - 1)]
        kwargs["first_seat"] = seats - 1
    return seats, argv, kwargs


@unittest.skipUnless(CLI, "SAFARI_CLI (the path of the `safari` command) is not set")
class CrossCheck(unittest.TestCase):
    GAMES = 200

    def test_records_match_the_c_command(self):
        for seed in range(1, self.GAMES + 1):
            seats, argv, kwargs = _options(seed)
            run = subprocess.run([CLI, "play"] + argv, capture_output=True, text=True,
                                 check=True)
            with random_game(seed, seats=seats, **kwargs) as game:
                self.assertTrue(game.is_over)
                self.assertEqual(game.record(), run.stdout, "seed %d: %s" % (seed, argv))


if __name__ == "__main__":
    unittest.main()
