#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The multi-seat table of the ladder (scripts/ladder.sh --seats) and of
docs/ai.md: how well each level plays 3, 4 and 5 seats.

  ladder_seats.py DIR...

Each DIR (seatsN/, N the seat count) holds `safari match --json` tables:
levelK-vs-greedy.json (level K against N-1 greedy players) and
levels-K-...json (N neighbouring levels at one table, the strongest first).
A level's win share is its wins plus its shares of tied first places over
its games (safari match's win%); its fair share is 1/N, and the target of
issue 29 is 1.5 times it against greedy. The 95 % interval is Wilson's for
a proportion of that many games: the share of a game is 1, 1/m or 0, whose
variance is at most that of a win or a loss, so the interval is if anything
too wide; it stays inside [0, 1] when a level won every game.
"""
import glob
import json
import math
import os
import re
import sys

Z = 1.96


def wilson(p, n):
    """The 95 % Wilson interval of a proportion p of n trials."""
    if n == 0:
        return (0.0, 1.0)
    d = 1 + Z * Z / n
    mid = (p + Z * Z / (2 * n)) / d
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def seats_of(folder):
    m = re.search(r"seats(\d)$", os.path.normpath(folder))
    if not m:
        sys.exit("ladder_seats.py: %s is not a seatsN folder" % folder)
    return int(m.group(1))


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def pct(x):
    return "%.1f %%" % (100 * x)


def main(folders):
    greedy_rows = []
    table_rows = []
    for folder in folders:
        n = seats_of(folder)
        fair = 1.0 / n
        for path in sorted(glob.glob(os.path.join(folder, "level*-vs-greedy.json"))):
            level = re.search(r"level(\d+)-vs", os.path.basename(path)).group(1)
            row = load(path)["table"][0]
            share, games = row["win_share"], row["games"]
            lo, hi = wilson(share, games)
            greedy_rows.append(
                "| %s | %d | %d | %d-%d-%d | %s [%s, %s] | %s | %.2f [%.2f, %.2f] | %.1f | %+.1f |"
                % (level, n, games, row["wins"], row["draws"], row["losses"], pct(share),
                   pct(lo), pct(hi), pct(fair), share / fair, lo / fair, hi / fair,
                   row["mean_score"], row["mean_margin"]))
        for path in sorted(glob.glob(os.path.join(folder, "levels-*.json"))):
            match = load(path)
            rows = match["table"]
            names = [r["bot"].replace("level:", "") for r in rows]
            shares = []
            for r in rows:
                lo, hi = wilson(r["win_share"], r["games"])
                shares.append("%s [%s, %s]" % (pct(r["win_share"]), pct(lo), pct(hi)))
            table_rows.append("| %d | %s | %d | %s | %s | %s |" % (
                n, ", ".join(names), rows[0]["games"], "; ".join(shares),
                "; ".join("%.1f" % r["mean_score"] for r in rows),
                "; ".join("%.2f" % r["mean_rank"] for r in rows)))
    print("Each level against greedy players (fair share 1/N; the target is 1.5 x it):")
    print()
    print("| level | seats | games | W-D-L | win share [95 %] | fair share | share / fair "
          "[95 %] | mean score | mean margin |")
    print("| ---: | ---: | ---: | --- | --- | ---: | --- | ---: | ---: |")
    for r in greedy_rows:
        print(r)
    print()
    print("Neighbouring levels at one table (the strongest first; each one's win share "
          "[95 %], mean score and mean rank, 1 the best):")
    print()
    print("| seats | levels | games | win share | mean score | mean rank |")
    print("| ---: | --- | ---: | --- | --- | --- |")
    for r in table_rows:
        print(r)
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: ladder_seats.py DIR...")
    sys.exit(main(sys.argv[1:]))
