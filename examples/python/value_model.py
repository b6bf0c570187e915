# SPDX-License-Identifier: MIT
"""The small value model of train_value.py and value_bot.py: a NumPy MLP
that reads a position from one seat's point of view and predicts that seat's
final score margin (its score minus the best other seat's, in units of 20
points).

Its input is the library's observation (docs/ai.md, "Observations") made
independent of the board's size: the observation's vector (scores,
supplies, bag, decision, stack), the sum of each plane over the board's
window (tiles, meeples of each relative seat, tokens, ...), and for each
relative seat the open sides and the animals (and birds) under its meeples,
summed over the cells (what its meeples stand to win, roughly).
"""
import numpy

MARGIN_SCALE = 20.0
HIDDEN = 64


def features(game, viewer):
    """The model's input for a position seen from seat `viewer`: float32."""
    planes, vector = game.observation(viewer)
    meeples = planes[20:25]                    # of relative seats 0..4
    open_sides = planes[9:13].sum(axis=0)
    animals = planes[13:19].sum(axis=0)        # five species and birds
    return numpy.concatenate([vector, planes.sum(axis=(1, 2)),
                              (meeples * open_sides).sum(axis=(1, 2)),
                              (meeples * animals).sum(axis=(1, 2))])


class ValueModel:
    """x -> tanh(x' W1 + b1) W2 + b2, x' = (x - mean) / std."""

    def __init__(self, inputs, rng):
        self.mean = numpy.zeros(inputs, numpy.float32)
        self.std = numpy.ones(inputs, numpy.float32)
        self.w1 = (rng.standard_normal((inputs, HIDDEN)) / numpy.sqrt(inputs)).astype(numpy.float32)
        self.b1 = numpy.zeros(HIDDEN, numpy.float32)
        self.w2 = (rng.standard_normal(HIDDEN) / numpy.sqrt(HIDDEN)).astype(numpy.float32)
        self.b2 = numpy.zeros(1, numpy.float32)

    def params(self):
        return [self.w1, self.b1, self.w2, self.b2]

    def forward(self, x):
        """Predictions for rows of features, and the hidden layer."""
        h = numpy.tanh(((x - self.mean) / self.std) @ self.w1 + self.b1)
        return h @ self.w2 + self.b2[0], h

    def predict(self, x):
        return self.forward(x)[0]

    def save(self, path):
        numpy.savez(path, mean=self.mean, std=self.std, w1=self.w1, b1=self.b1, w2=self.w2,
                    b2=self.b2)

    @classmethod
    def load(cls, path):
        data = numpy.load(path)
        model = cls.__new__(cls)
        for name in ("mean", "std", "w1", "b1", "w2", "b2"):
            setattr(model, name, data[name])
        return model


def best_move(game, model, seat):
    """The legal move whose result the model values most for `seat`."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    rows = []
    for move in moves:
        game.apply(move)
        rows.append(features(game, seat))
        game.undo()
    return moves[int(numpy.argmax(model.predict(numpy.array(rows))))]
