# SPDX-License-Identifier: MIT
"""The library's players on Game: the tree search of `safari bot mcts`
(safari_game_search_move) and the greedy player of `safari bot greedy`
(safari_game_greedy_move), in-process (docs/ai.md, "Players in the
library")."""
from __future__ import annotations

import ctypes
import math
from typing import TYPE_CHECKING, Any, NamedTuple, Optional, Tuple, Union

from . import _capi
from ._check import UINT32, UINT64, integer
from ._lib import check, lib
from .errors import InvalidArgumentError
from .moves import Move, SplitMix64, moves_from_buffer

POLICIES = ("uniform", "scoring")

#: What a search did: iterations run, tree nodes, iterations through the
#: chosen move, wall-clock milliseconds, and the chosen move's mean value
#: (0 to 1) to the seat to move.
class SearchStats(NamedTuple):
    playouts: int
    nodes: int
    visits: int
    elapsed_ms: int
    value: float


#: A generator's state: an integer, or a safari.SplitMix64 advanced in place.
Seed = Union[int, SplitMix64]


def _state(seed: Any, what: str) -> ctypes.c_uint64:
    """A c_uint64 generator state from an int or a SplitMix64."""
    if hasattr(seed, "state") and hasattr(seed, "next"):
        return ctypes.c_uint64(integer(seed.state, what + ".state", UINT64))
    return ctypes.c_uint64(integer(seed, what, UINT64))


def _real(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("%s must be a number, not %s" % (what, type(value).__name__))
    value = float(value)
    if not math.isfinite(value):
        raise InvalidArgumentError("%s %r: must be finite" % (what, value))
    return value


def _move(cmove: _capi.Move) -> Move:
    return moves_from_buffer((_capi.Move * 1)(cmove), 1)[0]


class BotMixin:
    """search_move and greedy_move; mixed into Game."""

    if TYPE_CHECKING:
        @property
        def _handle(self) -> int: ...

    def search_move(self, playouts: int = 200, seed: Seed = 0, time_ms: int = 0,
                    explore: float = 0.7, score_weight: float = 0.0, policy: str = "uniform",
                    stats: bool = False) -> Union[Move, Tuple[Move, SearchStats]]:
        """The move of the library's UCT search for the seat to move (the
        search of `safari bot mcts`, whose defaults these are).

        playouts: iterations, each ending in one playout (0: no limit, then
        time_ms must be set); time_ms: a wall-clock budget (0: none; the
        first budget reached stops the search); explore: UCB1's constant;
        score_weight: 0 to 1, the part of a playout's value from the score
        rather than the win; policy: "uniform" or "scoring", how playouts
        choose the seats' moves. seed: an integer (the generator's state) or
        a safari.SplitMix64, advanced in place. With a budget in playouts
        alone, the same position and seed give the same move.
        The game does not change (the search runs on a clone) and may be
        read by other threads meanwhile. Returns the Move, or with
        stats=True (Move, SearchStats). InvalidArgumentError at a chance
        decision, at the end, or for bad options."""
        if policy not in POLICIES:
            raise InvalidArgumentError("policy must be one of %s, not %r" % (POLICIES, policy))
        opts = _capi.SearchOptions(integer(playouts, "playouts", UINT32),
                                   integer(time_ms, "time_ms", UINT32),
                                   _real(explore, "explore"), _real(score_weight, "score_weight"),
                                   POLICIES.index(policy), ctypes.sizeof(_capi.SearchOptions))
        state = _state(seed, "seed")
        cmove = _capi.Move()
        cstats = _capi.SearchStats()
        check(lib.safari_game_search_move(self._handle, ctypes.byref(opts), ctypes.byref(state),
                                          ctypes.byref(cmove), ctypes.byref(cstats)))
        if hasattr(seed, "state"):
            seed.state = state.value
        move = _move(cmove)
        if not stats:
            return move
        return move, SearchStats(cstats.playouts, cstats.nodes, cstats.visits,
                                 cstats.elapsed_ms, cstats.value)

    def greedy_move(self, seed: Optional[Seed] = None) -> Move:
        """The move of the library's greedy player for the seat to move (the
        player of `safari bot greedy`): the highest projected score for that
        seat after the move, then the best projected margin over the best
        other seat; among moves equal in both, the first in legal-move order
        (seed None), or one drawn from seed (an integer state, or a
        safari.SplitMix64 advanced in place). Each move is applied and
        undone on this game, so it needs the game to itself, as apply does.
        InvalidArgumentError at a chance decision or at the end."""
        cmove = _capi.Move()
        if seed is None:
            check(lib.safari_game_greedy_move(self._handle, None, ctypes.byref(cmove)))
            return _move(cmove)
        state = _state(seed, "seed")
        check(lib.safari_game_greedy_move(self._handle, ctypes.byref(state), ctypes.byref(cmove)))
        if hasattr(seed, "state"):
            seed.state = state.value
        return _move(cmove)
