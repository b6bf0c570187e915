# SPDX-License-Identifier: MIT
"""Reads of one game from several threads at once: every answer equals the
single-thread one. ctypes releases the GIL during a call, so the threads
really are inside the library together; at a `draw` decision
safari_game_outcomes() writes every face into the caller's buffer and keeps
those in the stack, so a buffer shared between calls (as in 0.2.0) let a
thread read another's half-written faces: faces not in the stack."""
import sys
import threading
import time
import unittest

from common import random_game, safari

THREADS = 4
# Seconds each test hammers its game. A wrong answer in 0.2.0 came about
# once in 10**5 calls here (its window is the few nanoseconds in which a
# thread copies the moves out while another is inside the generator), so a
# test stops after a time, not a count: 5 s made about 5 * 10**5 calls and
# failed in 9 runs of 10 on 0.2.0 on a loaded 2-core machine.
SECONDS = 5.0


def late(decision, least):
    """A game of seed 3 at its last `decision` with at least `least` moves:
    late, so that the library writes many moves it does not keep (faces no
    longer in the stack, cells where the tile does not fit)."""
    full = random_game(3)
    game = safari.Game()
    stop = None
    for i, move in enumerate(full.history):
        if game.decision == decision and len(game.legal_moves()) >= least:
            stop = i
        game.apply(move)
    game.close()
    game = random_game(3, moves=stop)
    assert game.decision == decision
    return game


class Mix:
    """A generator for sample_move that is not a SplitMix64 (the binding
    lists the outcomes itself), restarted at each call."""

    def __init__(self, value):
        self.value = value

    def next(self):
        return self.value


class OneGameManyThreads(unittest.TestCase):
    def setUp(self):
        self.switch = sys.getswitchinterval()
        sys.setswitchinterval(1e-6)  # switch threads as often as possible

    def tearDown(self):
        sys.setswitchinterval(self.switch)

    def hammer(self, game, calls):
        """Runs the calls of `calls` (name: (function, single-thread answer))
        in turn in each of THREADS threads for SECONDS; returns the wrong
        answers (the first few) and the number of calls each thread made."""
        wrong, lock = [], threading.Lock()
        made = [0] * THREADS
        start = threading.Barrier(THREADS)

        def worker(t):
            start.wait()
            end = time.monotonic() + SECONDS
            while time.monotonic() < end and len(wrong) < 5:
                for name, (call, expected) in calls.items():
                    got = call()
                    if got != expected:
                        with lock:
                            wrong.append((name, got))
                made[t] += len(calls)

        threads = [threading.Thread(target=worker, args=(t,)) for t in range(THREADS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        # every thread ran: the answers were read concurrently
        self.assertTrue(all(n >= 100 for n in made), made)
        return wrong

    def answers(self, game, calls):
        return {name: (call, call()) for name, call in calls.items()}

    def test_reads_at_a_draw_decision(self):
        game = late("draw", 2)
        total = sum(w for _, w in game.chance_outcomes())
        calls = self.answers(game, {
            "chance_outcomes": game.chance_outcomes,
            "legal_moves": game.legal_moves,
            # the listed pick, with r = 0 and r = total - 1: first and last
            "sample_move first": lambda: game.sample_move(Mix(0)),
            "sample_move last": lambda: game.sample_move(Mix(total - 1)),
        })
        before = (game.hash, game.record())
        wrong = self.hammer(game, calls)
        self.assertEqual(wrong, [], "answers differ from the single-thread ones")
        self.assertEqual((game.hash, game.record()), before)

    def test_reads_at_a_place_decision(self):
        game = late("place", 2)
        before = (game.hash, game.record())
        window = game.board_window()
        calls = self.answers(game, {
            "legal_moves": game.legal_moves,
            "chance_outcomes": game.chance_outcomes,
            "legal_actions": lambda: list(game.legal_actions(window)),
            "legal_mask": lambda: bytes(game.legal_mask(window)),
            "observation": lambda: [bytes(part) for part in game.observation(1, window)],
        })
        wrong = self.hammer(game, calls)
        self.assertEqual(wrong, [], "answers differ from the single-thread ones")
        self.assertEqual((game.hash, game.record()), before)


if __name__ == "__main__":
    unittest.main()
