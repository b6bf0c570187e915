# SPDX-License-Identifier: MIT
"""Values the adapters' tests compare with, computed from the rules and the
public Game API, not from the adapters' code."""
import safari

HALF = 12
SIDE = 2 * HALF + 1
CELLS = SIDE * SIDE
FACES = safari.TileSet().info.faces
# docs/ai.md: 47 planes of moves over the window's cells, 18 moves without a
# cell, one draw per face.
ACTIONS = 47 * CELLS + 18 + FACES
# docs/ai.md, "The extended observation": 49 planes, then 59 + 3 x faces + 4
# entries (the placed tile's face and rotation after the base observation's).
OBS_SIZE = 49 * CELLS + 59 + 3 * FACES + 4
WINDOW = (-HALF, -HALF, SIDE, SIDE)


def utility(scores):
    """Each seat's utility from the final scores, by its definition in
    docs/ai.md: 1 for a sole winner and -1/(N-1) for each loser; winners
    of a tie share (1 + 1/(N-1)) equally, less 1/(N-1); the sum is 0."""
    n = len(scores)
    best = max(scores)
    winners = [s for s in range(n) if scores[s] == best]
    share = (1 + 1 / (n - 1)) / len(winners)
    return [share - 1 / (n - 1) if s in winners else -1 / (n - 1) for s in range(n)]


def legal_indices(game):
    """The legal moves of a safari.Game as action indices over the window."""
    return sorted(game.action_index(m, WINDOW) for m in game.legal_moves())
