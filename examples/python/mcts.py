#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""UCT with chance nodes over batched in-library playouts, against a random
player and a greedy one; prints the wins against each.

    PYTHONPATH=bindings/python SAFARI_LIBRARY=build/lib/libsafari.so.0 \\
        python3 examples/python/mcts.py --games 100 --iterations 60 --playouts 8

The tree has one node per position reached. At a seat's decision the node
tries each move once, then picks children by UCB1 from the point of view of
the seat deciding there; at a chance decision it draws the outcome by
weight and keeps one child per outcome met, so the statistics below a draw
are those of that draw. A new leaf is valued by one call of Game.playouts:
a batch of playouts (scoring policy) played by the library, each worth 1 to
its winner plus a small share of the score margin, averaged per seat. The
search walks down one game with apply and walks back with undo.

The greedy player keeps the move with the best projected score margin over
the best other seat (Game.projected_scores), the random player picks
uniformly. The MCTS player takes seat (game number mod 2); it wins a game
when its final score is strictly the highest.
"""
import argparse
import math
import sys

import safari

EXPLORE = 0.7   # UCB1 constant, for values in [0, 1]
MARGIN = 100.0  # points of score margin worth the whole margin share


class Node:
    """A position of the tree: its decision, its children and its values."""
    __slots__ = ("to_move", "moves", "untried", "children", "visits", "value")

    def __init__(self, game, width):
        self.to_move = game.to_move
        self.children = {}
        self.visits = 0
        self.value = [0.0] * game.seats
        if game.is_chance or game.is_over:
            self.moves, self.untried = None, []
            return
        # A seat's decision can have hundreds of moves, more than a search
        # visits: it considers the `width` best by projected margin, and
        # tries the best first (popped from the end).
        self.moves = game.legal_moves()
        seat = game.to_move
        rated = []
        for i, move in enumerate(self.moves):
            game.apply(move)
            rated.append((margin(game, seat), -i))
            game.undo()
        rated.sort()
        self.untried = [-i for _, i in rated[-width:]]

    def best_child(self):
        """UCB1 from the point of view of the seat deciding here."""
        log_n = math.log(self.visits)
        seat = self.to_move

        def ucb(item):
            child = item[1]
            return child.value[seat] / child.visits + EXPLORE * math.sqrt(log_n / child.visits)
        return max(self.children.items(), key=ucb)


def leaf_value(game, scratch, rng, playouts):
    """Per seat: the mean over a batch of playouts of 1 for a win (or a
    share of one in a tie) plus a share of the margin over the best other."""
    seats = game.seats
    if game.is_over:
        rows = [game.scores]
    else:
        rows = game.playouts(playouts, rng, policy="scoring", scratch=scratch)
    value = [0.0] * seats
    for row in rows:
        row = list(row)
        top = max(row)
        winners = row.count(top)
        for s in range(seats):
            best_other = max(row[:s] + row[s + 1:])
            margin = max(-1.0, min(1.0, (row[s] - best_other) / MARGIN))
            value[s] += 0.8 * (row[s] == top) / winners + 0.2 * (0.5 + 0.5 * margin)
    return [v / len(rows) for v in value]


def mcts_move(game, rng, iterations, playouts, width):
    """The most visited move of the root after `iterations` descents."""
    search = game.clone()
    scratch = game.clone()
    root = Node(search, width)
    if len(root.moves) == 1:
        return root.moves[0]
    for _ in range(iterations):
        node, path, depth = root, [root], 0
        while not search.is_over:
            if node.moves is None:  # chance: sample, one child per outcome
                move = search.sample_move(rng)
                search.apply(move)
                depth += 1
                child = node.children.get(move)
                if child is None:
                    child = node.children[move] = Node(search, width)
                    path.append(child)
                    break
            elif node.untried:      # expand one new move
                i = node.untried.pop()
                search.apply(node.moves[i])
                depth += 1
                child = node.children[i] = Node(search, width)
                path.append(child)
                break
            else:
                i, child = node.best_child()
                search.apply(node.moves[i])
                depth += 1
            node = child
            path.append(node)
        value = leaf_value(search, scratch, rng, playouts)
        for n in path:
            n.visits += 1
            for s, v in enumerate(value):
                n.value[s] += v
        for _ in range(depth):
            search.undo()
    best = max(root.children.items(), key=lambda item: item[1].visits)[0]
    scratch.close()
    search.close()
    return root.moves[best]


def margin(game, seat):
    scores = game.projected_scores
    return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)


def greedy_move(game, rng):
    """The move with the best projected margin after it (the first of ties)."""
    seat, best, best_value = game.to_move, None, None
    for move in game.legal_moves():
        game.apply(move)
        value = margin(game, seat)
        game.undo()
        if best_value is None or value > best_value:
            best, best_value = move, value
    return best


def random_move(game, rng):
    return game.sample_move(rng)  # weights are 1 at a seat's decision


def play(opponent, game_no, rng, iterations, playouts, width):
    """One two-seat game; True when the MCTS player wins it outright."""
    me = game_no % 2
    with safari.Game(seats=2) as game:
        while not game.is_over:
            if game.is_chance:
                move = game.sample_move(rng)
            elif game.to_move == me:
                move = mcts_move(game, rng, iterations, playouts, width)
            else:
                move = opponent(game, rng)
            game.apply(move)
        scores = game.scores
        return scores[me] > scores[1 - me], scores[me], scores[1 - me]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games against each opponent")
    parser.add_argument("--iterations", type=int, default=60, help="tree descents a move")
    parser.add_argument("--playouts", type=int, default=8, help="playouts a new leaf")
    parser.add_argument("--width", type=int, default=6, help="moves considered a decision")
    parser.add_argument("--opponents", default="random,greedy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="print every game's scores")
    args = parser.parse_args(argv[1:])
    players = {"random": random_move, "greedy": greedy_move}
    rng = safari.SplitMix64(args.seed)
    for name in args.opponents.split(","):
        if name not in players:
            parser.error("unknown opponent %r" % name)
        wins = 0
        for game_no in range(args.games):
            won, mine, theirs = play(players[name], game_no, rng, args.iterations, args.playouts,
                                       args.width)
            wins += won
            if args.verbose:
                print("game %d vs %s: %d to %d" % (game_no + 1, name, mine, theirs))
        print("mcts won %d of %d games against the %s player" % (wins, args.games, name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
