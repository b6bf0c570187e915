# SPDX-License-Identifier: MIT
"""Shared by the tests: the package under test and a seeded random game."""
import os
import sys

# Run from a source tree, the package is beside this folder; with
# SAFARI_TEST_INSTALLED set (scripts/python-wheel.sh --test), the installed
# package is tested, and must not be the source tree's.
_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
if not os.environ.get("SAFARI_TEST_INSTALLED"):
    sys.path.insert(0, _SOURCE)

import safari  # noqa: E402

if os.environ.get("SAFARI_TEST_INSTALLED") and os.path.realpath(safari.__file__).startswith(
        os.path.realpath(_SOURCE) + os.sep):
    raise ImportError("SAFARI_TEST_INSTALLED: imported the source tree's %s" % safari.__file__)


def pick(outcomes, rng):
    """The choice of `safari play`: outcome i with probability weight/total,
    from rng.next() % total, walking the list in the library's order."""
    total = sum(w for _, w in outcomes)
    r = rng.next() % total
    for move, weight in outcomes:
        if r < weight:
            return move
        r -= weight
    raise AssertionError("unreachable: r < total")


def random_game(seed, seats=2, moves=None, **options):
    """A game played from setup by the `safari play` procedure, stopped
    after `moves` moves (None: to the end)."""
    game = safari.Game(seats=seats, **options)
    rng = safari.SplitMix64(seed)
    while not game.is_over and (moves is None or game.history_length < moves):
        game.apply(pick(game.chance_outcomes(), rng))
    return game
