# SPDX-License-Identifier: MIT
"""The planning player through the binding (safari.plan): plan_move at a
level is legal and deterministic for a seed; the levels are the library's
five; weights written by save_weights are read back exactly by
load_weights, which refuses a malformed file naming the line; evaluate is
the weighted sum of eval_features, written again here."""
import os
import tempfile
import unittest

from common import random_game, safari
from safari import plan


def to_choice(seed, moves):
    game = random_game(seed, moves=moves)
    rng = safari.SplitMix64(seed + 1000)
    while game.is_chance or len(game.legal_moves()) < 2:
        game.apply(game.sample_move(rng))
    return game


class Plan(unittest.TestCase):
    def test_same_seed_same_move(self):
        game = to_choice(3, 30)
        before = game.hash
        a = game.plan_move(level=4, rng=7)
        b, stats = game.plan_move(level=4, rng=7, stats=True)
        self.assertEqual(a, b)
        self.assertTrue(game.is_legal(a))
        self.assertEqual(game.hash, before)
        self.assertGreater(stats.turns, 0)
        r1, r2 = safari.SplitMix64(4), safari.SplitMix64(4)
        m1 = game.plan_move(level=2, rng=r1)
        m2 = game.plan_move(level=2, rng=r2)
        self.assertEqual(m1, m2)
        self.assertEqual(r1.state, r2.state)

    def test_threads_pass_through(self):
        # The library's look-ahead with iterations alone is the same for any
        # thread count; a count above PLAN_MAX_THREADS reaches the library,
        # which refuses it (so the binding passed the field on).
        game = to_choice(5, 24)
        r1, r2 = safari.SplitMix64(8), safari.SplitMix64(8)
        a, sa = game.plan_move(level=5, rng=r1, time_ms=0, iterations=3, stats=True)
        b, sb = game.plan_move(level=5, rng=r2, time_ms=0, iterations=3, stats=True, threads=2)
        self.assertEqual(a, b)
        self.assertEqual(r1.state, r2.state)
        self.assertEqual(sa._replace(elapsed_ms=0), sb._replace(elapsed_ms=0))
        with self.assertRaises(safari.InvalidArgumentError):
            game.plan_move(level=5, iterations=1, threads=65)  # PLAN_MAX_THREADS + 1

    def test_bad_options(self):
        game = to_choice(3, 30)
        with self.assertRaises(safari.InvalidArgumentError):
            game.plan_move(level=6)
        with self.assertRaises(safari.InvalidArgumentError):
            game.plan_move(weights=[1.0, 2.0])
        with self.assertRaises(safari.InvalidArgumentError):
            game.plan_move(weights=[float("nan")] * len(plan.FEATURES))
        with self.assertRaises(safari.InvalidArgumentError):
            game.plan_move(candidates=0)  # the library refuses it
        with self.assertRaises(TypeError):
            game.plan_move(level="4")
        chance = random_game(1, moves=0)
        with self.assertRaises(safari.InvalidArgumentError):
            chance.plan_move()

    def test_levels(self):
        levels = plan.levels()
        self.assertEqual([l.number for l in levels], [1, 2, 3, 4, 5])
        self.assertEqual(levels[0].name, "beginner")
        self.assertEqual(levels[4].name, "expert")
        for lower, upper in zip(levels, levels[1:]):
            self.assertLess(lower.elo, upper.elo)
        self.assertEqual(levels[0].budget, "whole turn")
        # the top level plays with the built-in (learned) weights
        self.assertEqual(plan.level_weights(5), plan.default_weights())


class Weights(unittest.TestCase):
    def test_round_trip_and_sum(self):
        want = [i * 0.25 - 1.0 + 1e-13 for i in range(len(plan.FEATURES))]
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "w.txt")
            plan.save_weights(path, want, header="made by a test\nsecond line")
            with open(path, encoding="utf-8") as f:
                self.assertTrue(f.readline().startswith("# made by a test"))
            self.assertEqual(plan.load_weights(path), want)
        game = to_choice(11, 60)
        values = game.evaluate(want)
        for seat in (0, 1):
            f = game.eval_features(seat)
            self.assertAlmostEqual(values[seat], sum(a * b for a, b in zip(f, want)), places=9)
        d = plan.default_weights()
        self.assertEqual(len(d), len(plan.FEATURES))
        self.assertEqual(d[0], 1.0)  # a point is a point
        self.assertEqual(game.evaluate(), game.evaluate(d))

    def test_malformed_files(self):
        names = plan.FEATURES
        cases = {
            "twice": ("score 1\nscore 2\n", ":2:"),
            "unknown": ("points 1\n", ":1:"),
            "not a number": ("score one\n", ":1:"),
            "missing": ("score 1\n", "no value for final"),
            "infinite": ("\n".join("%s inf" % n for n in names), ":1:"),
        }
        with tempfile.TemporaryDirectory() as folder:
            for what, (text, message) in cases.items():
                path = os.path.join(folder, "w.txt")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
                with self.subTest(what):
                    with self.assertRaisesRegex(safari.InvalidArgumentError, message):
                        plan.load_weights(path)

    def test_shipped_files(self):
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
        learned = plan.load_weights(os.path.join(root, "data", "eval-weights.txt"))
        handmade = plan.load_weights(os.path.join(root, "data", "eval-handmade.txt"))
        self.assertEqual(learned, plan.default_weights())
        # casual keeps the hand-made weights (the ladder measured it so)
        self.assertEqual(plan.level_weights(2), handmade)


if __name__ == "__main__":
    unittest.main()


class WholeFiles(unittest.TestCase):
    def test_a_full_disk_leaves_the_old_weights(self):
        """A write cut by a full disk (RLIMIT_FSIZE in a child process)
        leaves the weights file as it was and no temporary file."""
        import resource
        import signal
        import subprocess
        import sys
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "w.txt")
            plan.save_weights(path, plan.default_weights(), "the old file")
            with open(path, encoding="utf-8") as f:
                old = f.read()
            child = ("import sys; from common import safari; from safari import plan\n"
                     "try:\n"
                     "    plan.save_weights(sys.argv[1], plan.default_weights(), 'x' * 100000)\n"
                     "except OSError:\n"
                     "    sys.exit(3)\n")

            def limit():
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
            done = subprocess.run([sys.executable, "-c", child, path], preexec_fn=limit,
                                  cwd=os.path.dirname(os.path.abspath(__file__)))
            self.assertEqual(done.returncode, 3)  # the write failed, and said so
            with open(path, encoding="utf-8") as f:
                self.assertEqual(f.read(), old)
            self.assertEqual(os.listdir(folder), ["w.txt"])
