# SPDX-License-Identifier: MIT
"""A tiny self-play training (safari.train, docs/ai.md "The learned
evaluation"): it writes well-formed weights that differ from the ones it
started from, a curve with a match result per generation, and the same
seed gives the same weights (another seed other ones)."""
import csv
import os
import tempfile
import unittest

from common import safari  # noqa: F401  (puts the package on the path)
from safari import plan

try:
    from safari import train  # NumPy
except ImportError:
    if os.environ.get("SAFARI_REQUIRE_NUMPY"):
        raise  # this run is the one that tests the training
    train = None

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
START = os.path.join(ROOT, "data", "eval-handmade.txt")


def run(folder, seed, method="rollouts", extra=()):
    out = os.path.join(folder, "w%d%s.txt" % (seed, method))
    curve = os.path.join(folder, "c%d%s.csv" % (seed, method))
    args = list(extra) + ["--start", START, "--out", out, "--curve", curve, "--dir", folder,
            "--method", method, "--generations", "2", "--games", "2", "--roots", "2",
            "--branches", "3", "--seed", str(seed), "--jobs", "1"]
    cli = os.environ.get("SAFARI_CLI")
    if cli:
        args += ["--safari", cli, "--match-games", "2"]
    else:
        args += ["--match-games", "0"]
    train.main(args)
    with open(curve, encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return plan.load_weights(out), rows, out


@unittest.skipUnless(train is not None, "NumPy is not installed: safari.train needs it")
class Train(unittest.TestCase):
    def test_tiny_training(self):
        start = plan.load_weights(START)
        with tempfile.TemporaryDirectory() as folder:
            a, rows, out = run(folder, 1)
            b, _, bout = run(folder, 1, extra=["--command", "scripts/train.sh OUT BUILD"])
            with open(bout, encoding="utf-8") as f:
                bheader = [line for line in f if line.startswith("#")]
            c, _, _ = run(folder, 2)
            d, _, _ = run(folder, 1, method="outcomes")
            gens = [plan.load_weights(os.path.join(folder, "gen%d.txt" % g)) for g in (1, 2)]
            e, erows, _ = run(folder, 3, extra=["--average"])
            gens3 = [plan.load_weights(os.path.join(folder, "gen%d.txt" % g)) for g in (1, 2)]
            with open(out, encoding="utf-8") as f:
                header = f.readline()
        self.assertEqual(len(a), len(plan.FEATURES))
        self.assertNotEqual(a, start)
        self.assertEqual(a[0], 1.0)  # the score's weight is held at 1
        self.assertEqual(a, b)  # same seed, same weights
        self.assertNotEqual(a, c)
        self.assertNotEqual(d, start)
        self.assertTrue(header.startswith("# "))
        # --command names the run in the header instead of its arguments'
        # paths (scripts/train.sh: the same settings write the same file)
        self.assertEqual(bheader, ["# SPDX-License-Identifier: MIT\n",
                                   "# Learned by self-play (docs/ai.md, \"The learned "
                                   "evaluation\"):\n", "# scripts/train.sh OUT BUILD\n"])
        self.assertEqual([r["generation"] for r in rows], ["1", "2"])
        # the last generation's weights, or with --average the mean of all
        self.assertEqual(d, gens[1])
        for i, v in enumerate(e):
            self.assertAlmostEqual(v, (gens3[0][i] + gens3[1][i]) / 2, delta=1e-6)
        self.assertEqual([r["generation"] for r in erows], ["1", "2", "average"])
        if os.environ.get("SAFARI_CLI"):
            for r in rows:
                self.assertEqual(int(r["wins"]) + int(r["draws"]) + int(r["losses"]), 2)

    @unittest.skipUnless(os.environ.get("SAFARI_CLI"), "the tuning plays matches: no "
                         "SAFARI_CLI (ctest sets it)")
    def test_tuning(self):
        # every combination of the --tune values plays the trained weights;
        # the weights written are the trained ones or a combination that
        # won past two standard errors, and never anything else
        with tempfile.TemporaryDirectory() as folder:
            extra = ["--tune", "meeples=0,1", "--tune", "meeples_late=-3,0",
                     "--tune-games", "8", "--tune-seed", "3"]
            got, rows, _ = run(folder, 1, extra=extra)
            trained = plan.load_weights(os.path.join(folder, "trained.txt"))
            with open(os.path.join(folder, "tune.csv"), encoding="utf-8") as f:
                tuning = list(csv.DictReader(f))
            again, _, _ = run(folder, 1, extra=extra)
        self.assertEqual([(float(r["meeples"]), float(r["meeples_late"])) for r in tuning],
                         [(0, -3), (0, 0), (1, -3), (1, 0)])
        for r in tuning:
            self.assertEqual(int(r["wins"]) + int(r["draws"]) + int(r["losses"]), 8)
        # two standard errors of 8 games: a share above 0.5 + 1/sqrt(8)
        winners = [r for r in tuning
                   if (int(r["wins"]) + 0.5 * int(r["draws"])) / 8 > 0.5 + 8 ** -0.5]
        if winners:
            best = max(winners, key=lambda r: float(r["points"]))  # the first of equals
            want = list(trained)
            want[plan.FEATURES.index("meeples")] = float(best["meeples"])
            want[plan.FEATURES.index("meeples_late")] = float(best["meeples_late"])
        else:
            want = trained
        self.assertEqual(got, want)
        self.assertEqual(got, again)  # the same seeds, the same tuning
        self.assertEqual([r["generation"] for r in rows], ["1", "2", "tuned"])

    def test_hold(self):
        # a held feature keeps the --start value in every generation, where
        # the same run without it fits another; the rest is fitted as ever
        start = plan.load_weights(START)
        held = plan.FEATURES.index("tokens")
        with tempfile.TemporaryDirectory() as folder:
            free, _, _ = run(folder, 1)
            got, _, _ = run(folder, 1, extra=["--hold", "tokens"])
            gens = [plan.load_weights(os.path.join(folder, "gen%d.txt" % g)) for g in (1, 2)]
            for bad in (["--hold", "nosuch"], ["--hold", ""]):
                with self.assertRaises(SystemExit) as e:
                    run(folder, 1, extra=bad)
                self.assertEqual(e.exception.code, 2, bad)
        self.assertNotEqual(free[held], start[held])
        self.assertEqual([g[held] for g in gens], [start[held]] * 2)
        self.assertEqual(got[held], start[held])
        self.assertEqual(got[0], 1.0)  # the score is held too
        self.assertNotEqual(got, start)

    def test_tune_refuses_bad_specs(self):
        with tempfile.TemporaryDirectory() as folder:
            for bad in (["--tune", "score=1,2"], ["--tune", "nosuch=1"], ["--tune", "meeples="],
                        ["--tune", "meeples=a,b"], ["--tune", "meeples=1", "--tune", "meeples=2"],
                        ["--tune", "meeples=1", "--tune-games", "0"]):
                with self.assertRaises(SystemExit) as e:
                    run(folder, 1, extra=bad)
                self.assertEqual(e.exception.code, 2, bad)

    def test_fit_recovers_known_weights(self):
        # y made from known weights: the fit must give them back (ridge 0)
        import numpy
        rng = numpy.random.default_rng(5)
        x = rng.normal(size=(400, len(plan.FEATURES)))
        truth = rng.normal(size=len(plan.FEATURES))
        truth[0] = 1.0
        y = x @ truth
        got = train.fit(x, y, numpy.zeros(400), [1.0] * len(plan.FEATURES), 0.0, 0.0, [0])
        numpy.testing.assert_allclose(got, truth, atol=1e-5)


if __name__ == "__main__":
    unittest.main()
