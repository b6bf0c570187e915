# SPDX-License-Identifier: MIT
"""A typed program using the package, which `mypy --strict` must accept
(bindings/check_types.py). Each function returns what the API gives under
the type it is declared to have: with --strict (warn_return_any), an API
that gave Any, or another type, fails here."""
from typing import Dict, List, Optional, Tuple

import safari
from safari.game import Feature, Options, Tile


def play(seed: int) -> Tuple[List[int], List[int], str]:
    with safari.Game(seats=2, final_scoring="all") as game:
        rng = safari.SplitMix64(seed)
        while not game.is_over:
            move: Optional[safari.Move] = game.sample_move(rng)
            assert move is not None
            game.apply(move)
        return game.scores, game.winners, game.record()


def first_move(game: safari.Game) -> safari.Move:
    moves: List[safari.Move] = game.legal_moves()
    return moves[0]


def outcomes(game: safari.Game) -> List[Tuple[safari.Move, int]]:
    return game.chance_outcomes()


def move_fields(move: safari.Move) -> Tuple[str, int, int, int, int, int]:
    return (move.kind, move.species, move.index, move.tile, move.x, move.y)


def parsed(text: str) -> str:
    return str(safari.Move.parse(text))


def seat(game: safari.Game) -> int:
    return game.to_move


def options(game: safari.Game) -> Options:
    return game.options


def tile(game: safari.Game) -> Optional[Tile]:
    return game.tile_at(0, 0)


def feature(game: safari.Game) -> Optional[Feature]:
    return game.feature_at(0, 0, "N")


def tokens(game: safari.Game) -> Dict[str, int]:
    return game.seat_info(0).tokens


def copies(game: safari.Game) -> safari.Game:
    return game.clone()


def tiles() -> List[safari.TileType]:
    with safari.TileSet() as tileset:
        return tileset.types()


def search(game: safari.Game) -> safari.Move:
    return game.greedy_move(seed=safari.SplitMix64(3))


def action(game: safari.Game) -> Optional[int]:
    return game.action_index(first_move(game))


def errors() -> Optional[int]:
    try:
        safari.Game(seats=9)
    except safari.InvalidArgumentError as e:
        return e.status
    return None


def version() -> Tuple[str, str]:
    return safari.__version__, safari.library_version


if __name__ == "__main__":
    print(play(1))
