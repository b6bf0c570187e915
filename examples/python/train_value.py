#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Trains the value model of value_model.py on games the library plays, then
checks it in-process against the uniform random player.

1. Data: --games games in which each seat plays one of the library's
   playout policies, `scoring` or `uniform` (drawn for each seat and game;
   Game.sample_move, chance by weight); every position of each game is seen
   from every seat and labelled with that seat's final margin.
2. Training: mean-squared error, Adam, minibatches, --epochs passes.
3. Check: --eval games of the model (best afterstate value, in seat game
   number mod 2) against the random player; prints the model's wins.

    SAFARI_LIBRARY=build-release/lib/libsafari.so PYTHONPATH=bindings/python \\
        python3 examples/python/train_value.py --out value.npz

Then `safari match` plays it as a protocol bot (value_bot.py; docs/ai.md).
Needs NumPy.
"""
import argparse
import os
import sys
import time

import numpy

import safari

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from value_model import MARGIN_SCALE, ValueModel, best_move, features  # noqa: E402


def self_play(games, seed):
    """(X, y): features of every position from every seat, final margins."""
    rng = safari.SplitMix64(seed)
    xs, ys = [], []
    for _ in range(games):
        game = safari.Game(seats=2)
        policies = [("uniform", "scoring")[rng.next() % 2] for _ in range(2)]
        positions = []
        while not game.is_over:
            positions.append([features(game, s) for s in range(2)])
            seat = game.to_move
            game.apply(game.sample_move(rng, policy=policies[seat] if seat >= 0 else "uniform"))
        final = game.scores
        margins = [final[0] - final[1], final[1] - final[0]]
        for row in positions:
            for s in range(2):
                xs.append(row[s])
                ys.append(margins[s] / MARGIN_SCALE)
        game.close()
    return numpy.array(xs, numpy.float32), numpy.array(ys, numpy.float32)


def train(x, y, epochs, seed):
    """Fits a ValueModel by Adam on the mean-squared error; returns it and
    the last epoch's training loss."""
    rng = numpy.random.default_rng(seed)
    model = ValueModel(x.shape[1], rng)
    model.mean = x.mean(axis=0)
    model.std = x.std(axis=0) + 1e-3
    params = model.params()
    m = [numpy.zeros_like(p) for p in params]
    v = [numpy.zeros_like(p) for p in params]
    lr, b1, b2, step, batch = 3e-3, 0.9, 0.999, 0, 1024
    loss = 0.0
    for _ in range(epochs):
        order = rng.permutation(len(x))
        total = 0.0
        for start in range(0, len(x), batch):
            idx = order[start:start + batch]
            xb, yb = x[idx], y[idx]
            pred, h = model.forward(xb)
            err = pred - yb
            total += float(err @ err)
            # gradients of the mean of err^2 / 2
            g_out = err / len(idx)
            g_w2 = h.T @ g_out
            g_b2 = numpy.array([g_out.sum()], numpy.float32)
            g_h = numpy.outer(g_out, model.w2) * (1 - h * h)
            xn = (xb - model.mean) / model.std
            grads = [xn.T @ g_h, g_h.sum(axis=0), g_w2, g_b2]
            step += 1
            for p, g, mi, vi in zip(params, grads, m, v):
                mi *= b1
                mi += (1 - b1) * g
                vi *= b2
                vi += (1 - b2) * g * g
                p -= lr * (mi / (1 - b1 ** step)) / (numpy.sqrt(vi / (1 - b2 ** step)) + 1e-8)
        loss = total / len(x)
    return model, loss


def against_random(model, games, seed):
    """Games won by the model (seat g mod 2) against the random player."""
    rng = safari.SplitMix64(seed)
    wins = 0
    for g in range(games):
        me = g % 2
        game = safari.Game(seats=2)
        while not game.is_over:
            if game.to_move == me:
                game.apply(best_move(game, model, me))
            else:
                game.apply(game.sample_move(rng))
        wins += game.winners == [me]
        game.close()
    return wins


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400, help="self-play games")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--eval", type=int, default=20, help="games against random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="value.npz")
    args = parser.parse_args()

    start = time.perf_counter()
    x, y = self_play(args.games, args.seed)
    generated = time.perf_counter()
    print("data: %d positions x %d features from %d games in %.1f s"
          % (len(x), x.shape[1], args.games, generated - start))
    model, loss = train(x, y, args.epochs, args.seed)
    trained = time.perf_counter()
    print("training: %d epochs in %.1f s, mean squared error %.3f (the labels' variance %.3f)"
          % (args.epochs, trained - generated, loss, float(y.var())))
    model.save(args.out)
    print("model: %s" % args.out)
    if args.eval:
        wins = against_random(model, args.eval, args.seed + 1)
        print("value model won %d of %d games against the random player (%.1f s)"
              % (wins, args.eval, time.perf_counter() - trained))
    return 0


if __name__ == "__main__":
    sys.exit(main())
