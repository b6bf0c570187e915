# SPDX-License-Identifier: MIT
"""safari.arena on a Dask LocalCluster of two worker processes: the table of
a match run as Dask tasks equals, count for count, the table of the local
runner (`safari match`) for the same seeds, and every record is gathered."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from distributed import Client, LocalCluster  # noqa: E402  (Debian: python3-distributed)

from safari import arena  # noqa: E402

CLI = os.environ.get("SAFARI_CLI")


class ArenaTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not CLI:  # a failure, not a skip: no test may vanish unnoticed
            raise RuntimeError("SAFARI_CLI (the path of the `safari` command) is not set")
        cls.cluster = LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                   host="127.0.0.1", dashboard_address=None)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()

    def local_table(self, bots, games, seed):
        done = subprocess.run([CLI, "match", "--games", str(games), "--seed", str(seed),
                               "--jobs", "2", "--json", "--no-records", "--quiet"] + bots,
                              capture_output=True, text=True, check=False)
        self.assertEqual(done.returncode, 0, done.stderr)
        table = json.loads(done.stdout)
        del table["timing"]  # wall clock and CPU: the only part that may differ
        return table

    def check_same(self, bots, games, seed, batch):
        with tempfile.TemporaryDirectory() as records:
            text = arena.run_match(bots, games, seed=seed, batch=batch, client=self.client,
                                   safari=CLI, records=records, json_table=True)
            self.assertEqual(len(os.listdir(records)), games)
        table = json.loads(text)
        self.assertEqual(table["games"], games)
        self.assertEqual(table, self.local_table(bots, games, seed))
        return table

    def test_two_bots_same_table_as_local_runner(self):
        # 7 deals in batches of 2: the last task has one deal.
        table = self.check_same(["greedy", "random"], 14, seed=5, batch=2)
        for row in table["table"]:
            self.assertEqual(row["seat_games"], [7, 7])

    def test_three_bots_same_table_as_local_runner(self):
        self.check_same(["random", "greedy", "random"], 9, seed=11, batch=1)


if __name__ == "__main__":
    unittest.main()
