# SPDX-License-Identifier: MIT
"""safari.evaluate() against `safari match`: with the library's players on
both sides it plays the very games of the match (the same seats, the same
scores, game by game) and reports the Elo interval the match prints; with
a Python callable, the interval `safari match --tally` prints for its
games; the statistics by hand (docs/arena.md's formulas)."""
import json
import os
import random
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import safari  # noqa: E402
from safari.evaluation import summarize  # noqa: E402

CLI = os.environ.get("SAFARI_CLI")


def g6(x):
    """A number as the match's JSON prints it (six significant digits);
    None for an infinity (the JSON's null)."""
    return None if x in (float("inf"), float("-inf")) else float("%.6g" % x)


class EvaluateTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not CLI:  # a failure, not a skip: no test may vanish unnoticed
            raise RuntimeError("SAFARI_CLI (the path of the `safari` command) is not set")

    def match(self, args):
        done = subprocess.run([CLI, "match", "--json", "--quiet"] + args, capture_output=True,
                              text=True, check=False)
        self.assertEqual(done.returncode, 0, done.stderr)
        return json.loads(done.stdout)

    def assert_same_table(self, result, table):
        row = table["table"][0]
        self.assertEqual((result.wins, result.draws, result.losses),
                         (row["wins"], row["draws"], row["losses"]))
        self.assertEqual(g6(result.win_share.mean), g6(row["win_share"]))
        self.assertEqual(g6(result.margin.mean), g6(row["mean_margin"]))
        self.assertEqual([g6(result.margin.mean - result.margin.half95),
                          g6(result.margin.mean + result.margin.half95)], row["margin_ci"])
        self.assertEqual(g6(result.elo), table["elo"])
        self.assertEqual([g6(x) for x in result.elo_interval], table["elo_ci"])

    def test_the_games_and_the_interval_of_safari_match(self):
        # a pair whose weaker side wins a game or two, so that the Elo
        # interval is finite and there is something to compare
        result = safari.evaluate("level:3", "level:2", games=40, seed=3)
        self.assertEqual(result.games, 40)
        with tempfile.TemporaryDirectory() as tmp:
            lines = os.path.join(tmp, "results")
            table = self.match(["level:3", "level:2", "--games", "40", "--seed", "3",
                                "--no-records", "--results", lines])
            with open(lines) as f:
                played = sorted(f.read().splitlines(), key=lambda x: int(x.split()[1]))
        # game deal seats bot-of-seat... scores...: the same games
        self.assertEqual([" ".join(x.split()[:8]) for x in result.results_lines().splitlines()],
                         [" ".join(x.split()[:8]) for x in played])
        self.assertIsNotNone(table["elo"])  # a finite interval to compare
        self.assert_same_table(result, table)

    def test_a_callable_has_the_interval_safari_match_tallies(self):
        rng = random.Random(4)

        def random_mover(game):
            moves = game.legal_moves()
            return moves[rng.randrange(len(moves))]

        result = safari.evaluate(random_mover, "random", games=30, seed=8)
        self.assertEqual(result.games, 30)
        # seats rotated: the agent sits on each seat in every deal
        for r in result.results:
            self.assertEqual(r.bot_of_seat, [0, 1] if r.game % 2 == 0 else [1, 0])
            self.assertEqual(r.deal, r.game // 2)
        with tempfile.TemporaryDirectory() as tmp:
            lines = os.path.join(tmp, "results")
            with open(lines, "w") as f:
                f.write(result.results_lines())
            table = self.match(["--tally", lines, "agent", "random"])
        self.assertEqual(table["games"], 30)
        self.assert_same_table(result, table)

    def test_processes_give_the_games_of_one(self):
        one = safari.evaluate("level:1", "random", games=12, seed=9)
        two = safari.evaluate("level:1", "random", games=12, seed=9, processes=3)
        self.assertEqual(one.results_lines(), two.results_lines())
        self.assertEqual((one.elo, one.elo_interval), (two.elo, two.elo_interval))

    def test_whole_deals_and_refusals(self):
        self.assertEqual(safari.evaluate("random", "random", games=5, seats=3, seed=1).games, 6)
        three = safari.evaluate("random", "random", games=3, seats=3, seed=1)
        self.assertIsNone(three.elo)  # as the match: an Elo for two players only
        for bad in (dict(seats=1), dict(seats=6), dict(games=0), dict(seed=-1)):
            with self.assertRaises(safari.InvalidArgumentError):
                safari.evaluate("random", "random", **bad)
        with self.assertRaises(safari.InvalidArgumentError):
            safari.evaluate("random", "nobody")

    def test_statistics_by_hand(self):
        # 6 wins, 2 draws, 2 losses: p 0.7, half width 1.959964 * 2 / 15,
        # Elo -400 log10(3 / 7) = 147.1907 (docs/arena.md's formulas)
        share, stats = summarize([1, 1, 1, 1, 1, 1, 0.5, 0.5, 0, 0])
        self.assertAlmostEqual(share.mean, 0.7, places=12)
        self.assertAlmostEqual(share.half95, 1.959963984540054 * 2 / 15, places=12)
        self.assertAlmostEqual(stats.elo, 147.1907, places=3)


if __name__ == "__main__":
    unittest.main()
