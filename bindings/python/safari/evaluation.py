# SPDX-License-Identifier: MIT
"""One-call evaluation of a player against another, in this process, as
`safari match` plays and scores a match (docs/arena.md; docs/ai.md,
"Evaluating a player").

    import safari
    result = safari.evaluate(my_policy, "level:2", games=100, seed=1)
    print(result)               # W/D/L, win share, margin, Elo [95 % interval]

Game g belongs to deal g // k and rotation g % k (k = seats): the agent
(bot 0) sits on seat rotation, the opponents (bots 1 .. k - 1) after it,
so every player plays every seat equally often; chance comes from the
deal's SplitMix64 stream, seeded by the match seed and the deal alone
(the same tiles for every rotation of a deal); each player's generator is
seeded per game and seat as the match seeds its bots. With the library's
players ("random" and the levels) on both sides, evaluate() plays exactly
the games of `safari match A B --seed S --games N`. The statistics are the
library's (safari_stats_scores), the ones `safari match` prints.
"""
from __future__ import annotations

import copy
import ctypes
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple

from . import _capi, players
from ._check import within
from ._lib import check, lib
from .errors import InvalidArgumentError
from .game import Game

_MASK = 0xFFFFFFFFFFFFFFFF


def _mix(x: int) -> int:
    """The first SplitMix64 number of state x (the match's cli_rng_next)."""
    z = (x + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def deal_seeds(seed: int, game: int, seats: int) -> Tuple[int, List[int]]:
    """(chance state, per-seat player seeds) of game `game` of a match of
    `seats` players with match seed `seed`, as cli/arena/referee.c makes
    them."""
    deal = game // seats
    chance = _mix(seed ^ _mix(deal + 0x5AFA41))
    return chance, [_mix(chance ^ _mix(game * _capi.MAX_SEATS + s)) for s in range(seats)]


@dataclass
class Summary:
    """Mean of a quantity over games with its 95 % interval (half width)."""

    mean: float
    half95: float


def summarize(values: Sequence[float]) -> Tuple[Summary, Any]:
    """The library's statistics (safari_stats_scores) of per-game values,
    summed in game order as `safari match` sums them: (Summary, the
    ScoreStats struct with the Elo fields)."""
    n, total, squares = 0.0, 0.0, 0.0
    for x in values:
        n += 1.0
        total += x
        squares += x * x
    stats = _capi.ScoreStats()
    check(lib.safari_stats_scores(n, total, squares, ctypes.byref(stats)), "statistics")
    return Summary(stats.mean, stats.half95), stats


@dataclass
class GameResult:
    """One game: its number, deal, the bot on each seat (0 the agent) and
    the final scores, seat by seat; moves made by the players."""

    game: int
    deal: int
    bot_of_seat: List[int]
    scores: List[int]
    moves: int

    def line(self) -> str:
        """The game as a `safari match --results` line (no forfeit, no
        referee time), which `safari match --tally` reads."""
        return "game %d %d %d %s %s -1 %d 0\n" % (
            self.game, self.deal, len(self.scores), " ".join(map(str, self.bot_of_seat)),
            " ".join(map(str, self.scores)), self.moves)


@dataclass
class Evaluation:
    """What evaluate() found, for the agent (bot 0): wins (sole first
    place), draws (shared first place), losses; its win share (1 a sole
    win, 1/m among m tied winners) and mean score and margin (its score
    minus the best other seat's), each with its 95 % interval; with two
    seats the Elo difference agent - opponent and its 95 % interval (the
    win share's mapped through the logistic model: +-inf when a side won
    every game; None with more seats, as `safari match` prints none)."""

    games: int
    wins: int
    draws: int
    losses: int
    win_share: Summary
    score: Summary
    margin: Summary
    elo: Optional[float]
    elo_interval: Optional[Tuple[float, float]]
    results: List[GameResult] = field(repr=False)

    def results_lines(self) -> str:
        """The games as `safari match --results` lines."""
        return "".join(r.line() for r in self.results)

    def __str__(self) -> str:
        text = ("%d games: %d wins, %d draws, %d losses; win share %.1f %% +- %.1f; "
                "margin %+.1f +- %.1f" % (self.games, self.wins, self.draws, self.losses,
                                          100 * self.win_share.mean,
                                          100 * self.win_share.half95, self.margin.mean,
                                          self.margin.half95))
        if self.elo is not None and self.elo_interval is not None:
            text += "; Elo %+.1f [%+.1f, %+.1f]" % (self.elo, *self.elo_interval)
        return text


def _player(spec: Any) -> players.Player:
    """A player of its own (a Player instance is copied: each seat draws
    from a generator of its own)."""
    if isinstance(spec, players.Player):
        return copy.deepcopy(spec)
    return players.make(spec)


def _play(seats: int, game_number: int, seed: int, bots: List[players.Player],
          options: Dict[str, Any]) -> GameResult:
    rotation = game_number % seats
    bot_of_seat = [(s - rotation) % seats for s in range(seats)]
    chance, seeds = deal_seeds(seed, game_number, seats)
    for s in range(seats):
        bots[bot_of_seat[s]].seed(seeds[s])
    rng = ctypes.c_uint64(chance)
    policy = _capi.PlayoutOptions(0, 0, 0, ctypes.sizeof(_capi.PlayoutOptions))
    move, decision = _capi.Move(), _capi.Decision()
    moves = 0
    with Game(seats=seats, **options) as game:
        handle = game._handle
        while True:
            check(lib.safari_game_decision(handle, ctypes.byref(decision)))
            if decision.to_move == _capi.NOBODY:
                break
            if decision.to_move == _capi.CHANCE:
                check(lib.safari_game_sample_move(handle, ctypes.byref(rng),
                                                  ctypes.byref(policy), ctypes.byref(move)))
            else:
                bots[bot_of_seat[decision.to_move]].choose(handle, move)
                moves += 1
            status = lib.safari_game_apply(handle, ctypes.byref(move))
            if status != _capi.OK:
                check(status, "seat %d (bot %d) played an illegal move"
                      % (decision.to_move, bot_of_seat[decision.to_move]))
        scores = (ctypes.c_int32 * _capi.MAX_SEATS)()
        check(lib.safari_game_projected_scores_ex(handle, scores, _capi.MAX_SEATS,
                                                  ctypes.byref(ctypes.c_size_t())))
    return GameResult(game_number, game_number // seats, bot_of_seat, list(scores[:seats]), moves)


def _play_range(seats: int, first: int, last: int, seed: int, agent: Any, opponent: Any,
                options: Dict[str, Any]) -> List[GameResult]:
    """Games first .. last - 1, with players of their own (a worker's)."""
    bots = [_player(agent)] + [_player(opponent) for _ in range(seats - 1)]
    return [_play(seats, g, seed, bots, options) for g in range(first, last)]


def evaluate(agent: Any, opponent: Any = "level:1", games: int = 100, seats: int = 2,
             seed: int = 1, processes: int = 1, **options: Any) -> Evaluation:
    """Plays `agent` against `opponent` (each a safari.players spec: a
    callable game -> Move or move text, "random", "uniform", "scoring", a
    level 1 to 5, "level:K" or a level's name) for `games` games (rounded
    up to whole deals of `seats` games, as `safari match` does) in this
    process and scores the agent. With more than two seats the opponent
    takes every other seat. Game options (final_scoring, boosts, ...) are
    safari.Game's; the match plays the default game.

    processes > 1 spreads the deals over that many worker processes
    (concurrent.futures); every game is seeded on its own, so the results
    are those of one process, game for game. The players travel by pickle
    (a lambda through cloudpickle, as safari.players says)."""
    seats = within(seats, "seats", 2, _capi.MAX_SEATS)
    games = within(games, "games", 1, 100000000)
    games = (games + seats - 1) // seats * seats
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise InvalidArgumentError("seed must be an integer >= 0, not %r" % (seed,))
    processes = within(processes, "processes", 1, 1024)
    if processes == 1:
        return _evaluation(_play_range(seats, 0, games, seed, agent, opponent, options))
    from concurrent.futures import ProcessPoolExecutor
    deals = games // seats
    bounds = [seats * (deals * i // processes) for i in range(processes + 1)]
    agent_p, opponent_p = _player(agent), _player(opponent)  # pickled as players
    with ProcessPoolExecutor(processes) as pool:
        parts = pool.map(_play_range, *zip(*[(seats, bounds[i], bounds[i + 1], seed, agent_p,
                                              opponent_p, options)
                                             for i in range(processes)
                                             if bounds[i] < bounds[i + 1]]))
        results = [r for part in parts for r in part]
    return _evaluation(results)


def _evaluation(results: List[GameResult]) -> Evaluation:
    shares: List[float] = []
    scores: List[float] = []
    margins: List[float] = []
    wins = draws = losses = 0
    for r in results:
        seat = r.bot_of_seat.index(0)
        mine = r.scores[seat]
        best = max(r.scores)
        winners = sum(1 for x in r.scores if x == best)
        won = mine == best
        wins += won and winners == 1
        draws += won and winners > 1
        losses += not won
        shares.append(1.0 / winners if won else 0.0)
        scores.append(float(mine))
        margins.append(float(mine - max(x for s, x in enumerate(r.scores) if s != seat)))
    share, stats = summarize(shares)
    two = len(results[0].scores) == 2
    return Evaluation(
        games=len(results), wins=wins, draws=draws, losses=losses, win_share=share,
        score=summarize(scores)[0], margin=summarize(margins)[0],
        elo=stats.elo if two else None,
        elo_interval=(stats.elo_low, stats.elo_high) if two else None,
        results=results)


__all__ = ["Evaluation", "GameResult", "Summary", "deal_seeds", "evaluate", "summarize"]
