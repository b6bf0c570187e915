#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fits one Elo rating per player to the pairwise matches of the ladder
(scripts/ladder.sh) and prints the table of docs/ai.md.

  ladder_fit.py DIR

DIR holds one `safari match --json` table per pair (A-vs-B.json, A the first
bot). The model is Bradley-Terry on the logistic Elo scale: player a scores
p = 1 / (1 + 10^((Rb - Ra) / 400)) against b, each game's win share (1, 1/2
for a draw, 0) an observation. The ratings maximise the likelihood with
random fixed at 0. A pair that one side won every game would push the
difference to infinity, so each pair gets one virtual draw (half a point
to each side): a prior that moves the estimate of a pair of n games by at
most half a game. The 95 % intervals are +-1.96 standard errors from the
inverse of the information matrix (the likelihood's curvature at the fit).
"""
import glob
import json
import math
import os
import sys

K = math.log(10) / 400


def load(folder):
    pairs = []
    for path in sorted(glob.glob(os.path.join(folder, "*-vs-*.json"))):
        a, b = os.path.basename(path)[:-5].split("-vs-")
        with open(path, encoding="utf-8") as f:
            match = json.load(f)
        first = match["table"][0]
        share = first["win_share"] * first["games"]
        pairs.append({"a": a, "b": b, "n": first["games"], "points": share,
                      "wdl": (first["wins"], first["draws"], first["losses"]),
                      "elo": (match["elo"], match["elo_ci"])})
    return pairs


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting: matrix x = vector."""
    n = len(vector)
    m = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(pairs, anchor="random"):
    players = sorted({p["a"] for p in pairs} | {p["b"] for p in pairs})
    free = [x for x in players if x != anchor]
    idx = {x: i for i, x in enumerate(free)}
    rating = {x: 0.0 for x in players}
    for _ in range(200):  # Newton's method on the log-likelihood
        grad = [0.0] * len(free)
        info = [[0.0] * len(free) for _ in free]
        for p in pairs:
            n, points = p["n"] + 1, p["points"] + 0.5  # one virtual draw
            e = 1 / (1 + math.exp(-K * (rating[p["a"]] - rating[p["b"]])))
            g, h = K * (points - n * e), K * K * n * e * (1 - e)
            for x, sign in ((p["a"], 1), (p["b"], -1)):
                if x in idx:
                    grad[idx[x]] += sign * g
                    for y, sign2 in ((p["a"], 1), (p["b"], -1)):
                        if y in idx:
                            info[idx[x]][idx[y]] += sign * sign2 * h
        step = solve(info, grad)
        for x in free:
            rating[x] += step[idx[x]]
        if max(abs(s) for s in step) < 1e-6:
            break
    se = {anchor: 0.0}
    for x in free:
        unit = [1.0 if y == x else 0.0 for y in free]
        se[x] = math.sqrt(max(solve(info, unit)[idx[x]], 0.0))
    return rating, se


def signed(x):
    """An Elo difference as `safari match` prints it; None is infinite."""
    return "inf" if x is None else f"{x:+.0f}"


def main(folder):
    pairs = load(folder)
    if not pairs:
        sys.exit(f"ladder_fit.py: no A-vs-B.json tables in {folder}")
    rating, se = fit(pairs)
    print("| player | Elo | 95 % interval |")
    print("| --- | ---: | --- |")
    for x in sorted(rating, key=rating.get):
        lo, hi = rating[x] - 1.96 * se[x], rating[x] + 1.96 * se[x]
        print(f"| {x} | {rating[x]:.0f} | [{lo:.0f}, {hi:.0f}] |")
    print()
    print("| pair | games | W-D-L | share of the first | Elo of the pair [95 %] |")
    print("| --- | ---: | --- | ---: | --- |")
    for p in pairs:
        w, d, l = p["wdl"]
        elo, (lo, hi) = p["elo"]
        print(f"| {p['a']} - {p['b']} | {p['n']} | {w}-{d}-{l} | {p['points'] / p['n']:.3f} "
              f"| {signed(elo)} [{signed(lo)}, {signed(hi)}] |")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
