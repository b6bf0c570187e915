# SPDX-License-Identifier: MIT
"""Learns the planning player's evaluation weights by self-play
(docs/ai.md, "The learned evaluation"): `python -m safari.train` or
scripts/train.sh.

Each generation plays self-play games between two planning players (the
whole-turn search, safari_game_plan_move) valuing positions with the
previous generation's weights (the first with --start). In each game
--roots of a seat's turns are branched --branches ways (the first as the
player would, the others at --temperature) under one world (the same
tiles for every branch), each branch played on for --horizon tile draws
and valued there by the previous weights (or played to the end). A branch
gives the features after its turn (the seat's minus the other's, as the
player values a turn) and its outcome in points, both centred on its
root's mean: the evaluation must tell a seat's turns apart. The weights
are fitted by ridge regression (the score's weight held at 1, the others
pulled towards --start) on every generation's branches so far; with
--average the result is the mean of every generation's weights. Each
generation is measured against --baseline with `safari match` (the same
search and options on both sides, seats rotated, the same tiles per deal),
and the curve written as CSV. With --tune, chosen weights are then tuned
by matches: every combination of their given values against the trained
weights, the best kept if it wins clearly. Two seats. `--method outcomes`
fits every position's final margin instead (a baseline that fails:
docs/ai-log.md).

Only NumPy is needed. The same arguments give the same weights on the same
machine: every game's generator comes from --seed, the players are
deterministic for their generators, and the fit is plain double-precision
linear algebra.
"""
from __future__ import annotations

import argparse
import csv
import ctypes
import io
import json
import os
import subprocess
import sys
import time
from typing import Any, Optional, Sequence

import numpy
import numpy.typing

from . import _capi
from ._lib import lib
from .plan import FEATURES, format_weights, load_weights, plan_options, save_weights, write_whole

Array = numpy.typing.NDArray[numpy.float64]

_MASK = (1 << 64) - 1
_DRAW = 0  # SAFARI_DECISION_DRAW
_END = 6  # SAFARI_DECISION_END
_SCORE = FEATURES.index("score")


def splitmix64(state: int) -> tuple[int, int]:
    """One step of SplitMix64: (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def _check(status: int, what: str) -> None:
    if status != _capi.OK:
        raise RuntimeError("%s: %s" % (what, lib.safari_strerror(status).decode()))


def self_play(weights: Sequence[float], seed: int, temperature: float
              ) -> tuple[Array, Array, Array]:
    """One self-play game of two seats, both planning with `weights` (and
    `temperature`, which varies the games), chance drawn by weight from
    SplitMix64(seed). Returns (X, y, t): for every tile draw and each
    seat, the seat's features minus the other seat's, the seat's final
    margin, and the fraction of the game gone (0 at the first draw)."""
    handle = ctypes.c_void_p()
    _check(lib.safari_game_new(ctypes.byref(handle), None), "new game")
    game = handle.value
    opts, array = plan_options(None, weights, temperature=temperature)
    moves = (_capi.Move * _capi.MAX_MOVES)()
    wts = (ctypes.c_uint32 * _capi.MAX_MOVES)()
    n = ctypes.c_size_t(0)
    dec = _capi.Decision()
    feats = (ctypes.c_double * len(FEATURES))()
    count = ctypes.c_size_t(0)
    move = _capi.Move()
    state = seed & _MASK
    plan_state = ctypes.c_uint64(splitmix64(seed ^ 0x5AFA41)[1])
    rows: list[list[float]] = []
    try:
        while True:
            _check(lib.safari_game_decision(game, ctypes.byref(dec)), "decision")
            if dec.kind == _END:
                break
            if dec.to_move < 0:
                if dec.kind == _DRAW:
                    pair = []
                    for seat in (0, 1):
                        _check(lib.safari_game_eval_features(game, seat, feats, len(FEATURES),
                                                             ctypes.byref(count)), "features")
                        pair.append(list(feats))
                    rows.append([a - b for a, b in zip(pair[0], pair[1])])
                _check(lib.safari_game_outcomes(game, moves, wts, _capi.MAX_MOVES,
                                                ctypes.byref(n)), "outcomes")
                total = sum(wts[i] for i in range(n.value))
                state, r = splitmix64(state)
                pick = r % total
                i = 0
                while pick >= wts[i]:
                    pick -= wts[i]
                    i += 1
                _check(lib.safari_game_apply(game, ctypes.byref(moves[i])), "apply")
            else:
                _check(lib.safari_game_plan_move(game, ctypes.byref(opts),
                                                 ctypes.byref(plan_state), ctypes.byref(move),
                                                 None), "plan_move")
                _check(lib.safari_game_apply(game, ctypes.byref(move)), "apply")
        scores = []
        info = _capi.SeatInfo()
        for seat in (0, 1):
            _check(lib.safari_game_seat(game, seat, ctypes.byref(info)), "seat")
            scores.append(float(info.score))
    finally:
        lib.safari_game_free(game)
    del array
    x0 = numpy.array(rows, dtype=numpy.float64).reshape(-1, len(FEATURES))
    margin = scores[0] - scores[1]
    k = x0.shape[0]
    t0 = numpy.arange(k, dtype=numpy.float64) / max(k, 1)
    # both seats' view: features and margin change sign
    x = numpy.concatenate([x0, -x0])
    y = numpy.concatenate([numpy.full(k, margin), numpy.full(k, -margin)])
    return x, y, numpy.concatenate([t0, t0])


class _Game:
    """A two-seat C game driven through the C API: chance drawn by weight
    from a SplitMix64 state, seats by the planning player."""

    def __init__(self, handle: int) -> None:
        self.handle = handle
        self.moves = (_capi.Move * _capi.MAX_MOVES)()
        self.wts = (ctypes.c_uint32 * _capi.MAX_MOVES)()
        self.dec = _capi.Decision()
        self.move = _capi.Move()

    @classmethod
    def new(cls) -> "_Game":
        handle = ctypes.c_void_p()
        _check(lib.safari_game_new(ctypes.byref(handle), None), "new game")
        return cls(int(handle.value or 0))

    def clone(self) -> "_Game":
        handle = ctypes.c_void_p()
        _check(lib.safari_game_clone(ctypes.byref(handle), self.handle), "clone")
        return _Game(int(handle.value or 0))

    def free(self) -> None:
        lib.safari_game_free(self.handle)

    def decision(self) -> tuple[int, int]:
        """(kind, to_move)."""
        _check(lib.safari_game_decision(self.handle, ctypes.byref(self.dec)), "decision")
        return int(self.dec.kind), int(self.dec.to_move)

    def chance(self, state: int) -> int:
        """Draws the pending chance outcome by weight; returns the state."""
        n = ctypes.c_size_t(0)
        _check(lib.safari_game_outcomes(self.handle, self.moves, self.wts, _capi.MAX_MOVES,
                                        ctypes.byref(n)), "outcomes")
        total = sum(self.wts[i] for i in range(n.value))
        state, r = splitmix64(state)
        pick = r % total
        i = 0
        while pick >= self.wts[i]:
            pick -= self.wts[i]
            i += 1
        _check(lib.safari_game_apply(self.handle, ctypes.byref(self.moves[i])), "apply")
        return state

    def plan(self, opts: Any, state: Any) -> None:
        """Applies the planning player's move (state: a c_uint64)."""
        _check(lib.safari_game_plan_move(self.handle, ctypes.byref(opts), ctypes.byref(state),
                                         ctypes.byref(self.move), None), "plan_move")
        _check(lib.safari_game_apply(self.handle, ctypes.byref(self.move)), "apply")

    def features(self, seat: int) -> list[float]:
        """The seat's features minus the other seat's."""
        feats = (ctypes.c_double * len(FEATURES))()
        count = ctypes.c_size_t(0)
        pair = []
        for s in (seat, 1 - seat):
            _check(lib.safari_game_eval_features(self.handle, s, feats, len(FEATURES),
                                                 ctypes.byref(count)), "features")
            pair.append(list(feats))
        return [a - b for a, b in zip(pair[0], pair[1])]

    def margin(self, seat: int) -> float:
        info = _capi.SeatInfo()
        scores = []
        for s in (seat, 1 - seat):
            _check(lib.safari_game_seat(self.handle, s, ctypes.byref(info)), "seat")
            scores.append(float(info.score))
        return scores[0] - scores[1]


def _branch(root: _Game, me: int, weights: Sequence[float], temperature: float, turn_seed: int,
            world: int, horizon: int) -> tuple[list[float], float]:
    """From a seat's turn start: the seat plays its turn with
    `temperature` (generator turn_seed), then both seats play on without,
    chance from `world` (the same for every branch of a root), to the end
    or `horizon` more tile draws (then valued by `weights`). Returns the
    features after the turn (the seat's minus the other's) and the seat's
    final (or valued) margin."""
    g = root.clone()
    hot, _ = plan_options(None, weights, temperature=temperature)
    cold, array = plan_options(None, weights)
    hot_state = ctypes.c_uint64(turn_seed)
    cold_state = ctypes.c_uint64(splitmix64(world)[1])
    state = world
    x: Optional[list[float]] = None
    draws = 0
    try:
        while True:
            kind, to_move = g.decision()
            if kind == _END:
                break
            if kind == _DRAW:
                if x is None:
                    x = g.features(me)
                elif horizon and draws >= horizon:
                    break
                draws += 1
            if to_move < 0:
                state = g.chance(state)
            elif x is None and to_move == me:
                g.plan(hot, hot_state)
            else:
                g.plan(cold, cold_state)
        if x is None:
            x = g.features(me)
        if kind == _END:
            y = g.margin(me)
        else:
            f = g.features(me)
            y = float(sum(w * v for w, v in zip(array, f)))
    finally:
        g.free()
    return x, y


def rollouts(weights: Sequence[float], seed: int, roots: int, branches: int,
             temperature: float, horizon: int) -> tuple[Array, Array, Array]:
    """One self-play game (both seats planning with `weights`, no
    temperature), of whose turns `roots` are drawn; from each, `branches`
    branches (_branch; the first without temperature, the others with)
    under one world. Returns (X, y, t): features after each branch's turn
    and its outcome, each centred on its root's mean (what the evaluation
    must tell apart is a seat's turns from one position), and the part of
    the game gone."""
    g = _Game.new()
    opts, array = plan_options(None, weights)
    state = seed & _MASK
    plan_state = ctypes.c_uint64(splitmix64(seed ^ 0x5AFA41)[1])
    pick_state = seed ^ 0x7A11
    # the turn starts (first seat decision after a tile draw) to branch at
    starts: list[int] = []
    for _ in range(roots):
        pick_state, r = splitmix64(pick_state)
        starts.append(int(r % 72))
    xs: list[list[float]] = []
    ys: list[float] = []
    ts: list[float] = []
    turn = -1
    after_draw = False
    try:
        while True:
            kind, to_move = g.decision()
            if kind == _END:
                break
            if to_move < 0:
                after_draw = after_draw or kind == _DRAW
                state = g.chance(state)
                continue
            if after_draw:
                after_draw = False
                turn += 1
                for _ in range(starts.count(turn)):
                    pick_state, world = splitmix64(pick_state)
                    bx: list[list[float]] = []
                    by: list[float] = []
                    for b in range(branches):
                        pick_state, turn_seed = splitmix64(pick_state)
                        x, y = _branch(g, to_move, weights, temperature if b else 0.0,
                                       turn_seed, world, horizon)
                        bx.append(x)
                        by.append(y)
                    mx = numpy.mean(numpy.array(bx), axis=0)
                    my = float(numpy.mean(by))
                    for x, y in zip(bx, by):
                        xs.append(list(numpy.array(x) - mx))
                        ys.append(y - my)
                        ts.append(turn / 72.0)
            g.plan(opts, plan_state)
    finally:
        g.free()
    del array
    return (numpy.array(xs, dtype=numpy.float64).reshape(-1, len(FEATURES)),
            numpy.array(ys, dtype=numpy.float64), numpy.array(ts, dtype=numpy.float64))


def fit(x: Array, y: Array, t: Array, prior: Sequence[float], ridge: float,
        late: float, fixed: Sequence[int]) -> list[float]:
    """Ridge regression of y on x, the weights of the features in `fixed`
    held at their prior value (the rest pulled towards theirs by `ridge`
    times the mean square of the feature), each position weighted by
    1 + late * t (later positions are surer of their outcome)."""
    w0 = numpy.array(prior, dtype=numpy.float64)
    free = [i for i in range(len(FEATURES)) if i not in fixed]
    target = y - x[:, list(fixed)] @ w0[list(fixed)] if fixed else y.copy()
    a = x[:, free]
    sw = 1.0 + late * t
    scale = numpy.maximum((a * a * sw[:, None]).sum(axis=0) / sw.sum(), 1e-9)
    reg = numpy.diag(ridge * scale * sw.sum())
    lhs = (a * sw[:, None]).T @ a + reg
    rhs = (a * sw[:, None]).T @ target + reg @ w0[free]
    sol = numpy.linalg.solve(lhs, rhs)
    out = w0.copy()
    out[free] = sol
    return [float(round(v, 6)) for v in out]


def match(safari: str, first: str, second: str, games: int, seed: int, jobs: int,
          options: str) -> tuple[int, int, int]:
    """W-D-L of `first` against `second` with `safari match`, both the
    planning player with `options` (a level:K spec or `plan`) and the
    weights files."""
    spec = [("%s:weights=%s" % (options, path)) for path in (first, second)]
    cmd = [safari, "match", spec[0], spec[1], "--games", str(games), "--seed", str(seed),
           "--jobs", str(jobs), "--no-records", "--json"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError("%s failed: %s" % (" ".join(cmd), done.stderr.strip()))
    out = done.stdout
    row = json.loads(out)["table"][0]
    return int(row["wins"]), int(row["draws"]), int(row["losses"])


def measured(a: argparse.Namespace, row: dict[str, Any], path: str,
             baseline: str) -> dict[str, Any]:
    """A curve's row with the match of the weights at `path` against the
    baseline (when --match-games asks for one), printed as it comes."""
    if a.match_games > 0:
        w, d, l_ = match(a.safari, path, baseline, a.match_games, a.match_seed, a.jobs,
                         a.match_options)
        row.update(wins=w, draws=d, losses=l_,
                   points=round((w + 0.5 * d) / max(w + d + l_, 1), 4))
    print(json.dumps(row), flush=True)
    return row


def parse_tune(specs: Sequence[str]) -> list[tuple[int, list[float]]]:
    """--tune FEATURE=V1,V2,... arguments: (feature index, values) each."""
    out: list[tuple[int, list[float]]] = []
    for spec in specs:
        name, _, values = spec.partition("=")
        if name not in FEATURES or name == "score":
            raise ValueError("--tune %s: not a feature that may be tuned (one of %s)"
                             % (spec, ", ".join(FEATURES[1:])))
        try:
            grid = [float(v) for v in values.split(",")]
        except ValueError:
            raise ValueError("--tune %s: values must be numbers with commas" % spec) from None
        if not grid:
            raise ValueError("--tune %s: no values" % spec)
        if any(FEATURES.index(name) == i for i, _ in out):
            raise ValueError("--tune %s: %s is tuned twice" % (spec, name))
        out.append((FEATURES.index(name), grid))
    return out


def tune(a: argparse.Namespace, weights: list[float], grid: list[tuple[int, list[float]]],
         folder: str, command: str) -> tuple[list[float], list[dict[str, Any]]]:
    """The tuning stage: every combination of the --tune values put into
    `weights` plays --tune-games against them (`safari match`, the same
    search and options, seats rotated, the same tiles per deal); the best
    share of the points is kept if it beats the trained weights by more
    than two standard errors (else they stay). The regression values what
    follows a turn, not what wins: it priced a meeple in supply at 1.6 to
    2.7 points, and matches prefer about 1 (docs/ai-log.md, "The worth of
    a meeple in supply"). Returns the weights and a row per combination."""
    trained = os.path.join(folder, "trained.txt")
    save_weights(trained, weights, "SPDX-License-Identifier: MIT\nThe last generation of: %s"
                 % command)
    combos: list[list[float]] = [[]]
    for _, values in grid:
        combos = [c + [v] for c in combos for v in values]
    best, best_share, rows = weights, 0.5, []
    for n, combo in enumerate(combos):
        w = list(weights)
        for (index, _), v in zip(grid, combo):
            w[index] = v
        path = os.path.join(folder, "tune%d.txt" % (n + 1))
        save_weights(path, w, "SPDX-License-Identifier: MIT\nTuning candidate %d of: %s"
                     % (n + 1, command))
        wins, draws, losses = match(a.safari, path, trained, a.tune_games, a.tune_seed, a.jobs,
                                    a.match_options)
        games = max(wins + draws + losses, 1)
        share = (wins + 0.5 * draws) / games
        row: dict[str, Any] = {"candidate": n + 1}
        row.update({FEATURES[i]: v for (i, _), v in zip(grid, combo)})
        row.update(wins=wins, draws=draws, losses=losses, points=round(share, 4))
        print(json.dumps(row), flush=True)
        rows.append(row)
        # kept only past two standard errors of a share under the null
        if share > best_share and share > 0.5 + 1.0 / games ** 0.5:
            best, best_share = w, share
    return best, rows


def write_rows(path: str, rows: Sequence[dict[str, Any]], keys: Sequence[str]) -> None:
    """Rows as CSV (the columns of `keys` the first row has), written whole."""
    text = io.StringIO()
    out = csv.DictWriter(text, fieldnames=[k for k in keys if k in rows[0]])
    out.writeheader()
    for r in rows:
        out.writerow({k: r[k] for k in keys if k in r})
    write_whole(path, text.getvalue())


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m safari.train",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--start", required=True, help="weights file of the first generation's games")
    p.add_argument("--baseline", help="weights file each generation is measured against "
                   "(default: --start)")
    p.add_argument("--out", required=True, help="weights file to write (the last generation)")
    p.add_argument("--curve", help="CSV to write: a row per generation")
    p.add_argument("--dir", help="folder for each generation's weights (default: beside --out)")
    p.add_argument("--generations", type=int, default=4)
    p.add_argument("--games", type=int, default=400, help="self-play games per generation")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--temperature", type=float, default=1.0,
                   help="the self-play players' temperature (points)")
    p.add_argument("--method", choices=("rollouts", "outcomes"), default="rollouts",
                   help="rollouts: branches from sampled turns under one world, the outcome "
                   "differences fitted (default); outcomes: every position's final margin")
    p.add_argument("--roots", type=int, default=4, help="rollouts: turns branched per game")
    p.add_argument("--branches", type=int, default=6, help="rollouts: branches per turn")
    p.add_argument("--horizon", type=int, default=0,
                   help="rollouts: tile draws played after the turn before the position is "
                   "valued by the weights (0: to the end)")
    p.add_argument("--ridge", type=float, default=0.01)
    p.add_argument("--late", type=float, default=1.0,
                   help="position weight 1 + LATE x the part of the game gone")
    p.add_argument("--free-score", action="store_true",
                   help="fit the score's weight too (else held at 1)")
    p.add_argument("--hold", action="append", default=[], metavar="FEATURE",
                   help="keep FEATURE's weight at its --start value in every fit (as the "
                   "score's): for a feature the fit prices worse than a match does")
    p.add_argument("--keep", type=int, default=0,
                   help="fit on the last KEEP generations' positions (0: all)")
    p.add_argument("--average", action="store_true",
                   help="write the mean of every generation's weights (else the last's)")
    p.add_argument("--save-data", action="store_true",
                   help="keep each generation's positions as dataN.npz (x, y, t)")
    p.add_argument("--safari", default="build/cli/safari", help="the safari command")
    p.add_argument("--match-games", type=int, default=400, help="0: no matches")
    p.add_argument("--match-seed", type=int, default=1)
    p.add_argument("--match-options", default="level:4",
                   help="the match's player: level:K or plan, the same on both sides")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--tune", action="append", default=[], metavar="FEATURE=V1,V2,...",
                   help="after the last generation, try these values of FEATURE (every "
                   "combination of the --tune options) in matches against the trained "
                   "weights and keep the best that wins clearly")
    p.add_argument("--tune-games", type=int, default=1000, help="games a tuning match")
    p.add_argument("--tune-seed", type=int, default=40)
    p.add_argument("--command", default="",
                   help="the command to name in the weights files' headers instead of "
                   "this one's arguments (which name paths): scripts/train.sh names its "
                   "settings alone, so that the same settings write the same files")
    a = p.parse_args(argv)
    try:
        grid = parse_tune(a.tune)
    except ValueError as e:
        p.error(str(e))
    if grid and a.tune_games < 1:
        p.error("--tune-games must be at least 1")

    start = load_weights(a.start)
    baseline = a.baseline or a.start
    folder = a.dir or os.path.dirname(os.path.abspath(a.out))
    os.makedirs(folder, exist_ok=True)
    fixed = [] if a.free_score else [_SCORE]
    for name in a.hold:
        if name not in FEATURES:
            p.error("--hold %s: not a feature (%s)" % (name, ", ".join(FEATURES)))
        if FEATURES.index(name) not in fixed:
            fixed.append(FEATURES.index(name))
    weights = start
    data: list[tuple[Array, Array, Array]] = []
    history: list[list[float]] = []
    rows: list[dict[str, Any]] = []
    args = sys.argv[1:] if argv is None else list(argv)
    command = "python -m safari.train " + " ".join(args)
    if a.command:
        command = a.command
    for gen in range(1, a.generations + 1):
        began = time.monotonic()
        xs, ys, ts = [], [], []
        for i in range(a.games):
            _, game_seed = splitmix64((a.seed * 1000003 + gen) * 100003 + i)
            if a.method == "rollouts":
                x, y, t = rollouts(weights, game_seed, a.roots, a.branches, a.temperature,
                                   a.horizon)
            else:
                x, y, t = self_play(weights, game_seed, a.temperature)
            xs.append(x)
            ys.append(y)
            ts.append(t)
        data.append((numpy.concatenate(xs), numpy.concatenate(ys), numpy.concatenate(ts)))
        kept = data[-a.keep:] if a.keep > 0 else data
        x_all = numpy.concatenate([d[0] for d in kept])
        y_all = numpy.concatenate([d[1] for d in kept])
        t_all = numpy.concatenate([d[2] for d in kept])
        weights = fit(x_all, y_all, t_all, start, a.ridge, a.late, fixed)
        history.append(weights)
        if a.save_data:
            numpy.savez(os.path.join(folder, "data%d.npz" % gen), x=data[-1][0], y=data[-1][1],
                        t=data[-1][2])
        path = os.path.join(folder, "gen%d.txt" % gen)
        save_weights(path, weights, "SPDX-License-Identifier: MIT\nGeneration %d of: %s"
                     % (gen, command))
        row: dict[str, Any] = {"generation": gen, "positions": int(x_all.shape[0]),
                               "selfplay_seconds": round(time.monotonic() - began, 1)}
        rows.append(measured(a, row, path, baseline))
    if a.average:
        # the mean of every generation's weights (as written, rounded):
        # each generation's fit is noisy, and the noise averages out
        weights = [round(float(v), 6) for v in numpy.mean(numpy.array(history), axis=0)]
        path = os.path.join(folder, "average.txt")
        save_weights(path, weights, "SPDX-License-Identifier: MIT\nThe mean of generations 1 "
                     "to %d of: %s" % (a.generations, command))
        row = {"generation": "average", "positions": rows[-1]["positions"] if rows else 0,
               "selfplay_seconds": 0.0}
        rows.append(measured(a, row, path, baseline))
    if grid:
        weights, tuning = tune(a, weights, grid, folder, command)
        write_rows(os.path.join(folder, "tune.csv"), tuning,
                   ["candidate"] + [FEATURES[i] for i, _ in grid] +
                   ["wins", "draws", "losses", "points"])
        path = os.path.join(folder, "tuned.txt")
        save_weights(path, weights, "SPDX-License-Identifier: MIT\nTuned: %s" % command)
        row = {"generation": "tuned", "positions": rows[-1]["positions"] if rows else 0,
               "selfplay_seconds": 0.0}
        rows.append(measured(a, row, path, baseline))
    header = ("SPDX-License-Identifier: MIT\nLearned by self-play (docs/ai.md, \"The learned "
              "evaluation\"):\n%s" % command)
    save_weights(a.out, weights, header)
    if a.curve:
        write_rows(a.curve, rows, ["generation", "positions", "selfplay_seconds", "wins",
                                   "draws", "losses", "points"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
