# SPDX-License-Identifier: MIT
"""Games: decisions, moves, undo, scores, records and the board."""
from __future__ import annotations

import ctypes
from typing import Any, Dict, List, NamedTuple, Optional, Sequence, Tuple, Type, TypeVar, Union

from . import _capi
from ._buffers import move_buffers
from ._check import instance, integer, within
from ._handle import GameHandle
from .ai import AIMixin
from .bots import BotMixin
from .plan import PlanMixin
from ._lib import check, check_diag, encode, lib, read_text
from .errors import InvalidArgumentError, ParseError
from .face import Face, tile_in_hand
from .moves import CORNERS, SIDES, SPECIES, Move, moves_from_buffer, to_c
from .tileset import TileSet, species_dict

DECISIONS = ("draw", "token", "place", "action", "boost", "park", "end")
FINAL_SCORING = ("majority", "all")
BAOBAB_TOKENS = ("before", "after")
BOOSTS = ("independent", "distinct")
PLACES = ("supply", "trail", "bush", "baobab", "waterhole")
FEATURES = {1: "trail", 2: "bush"}
EVENTS = ("ranger", "trail", "bush", "baobab", "dig", "expand", "waterhole", "final_trail",
          "final_bush", "final_tokens")
# to_move of a chance decision and at the end of the game.
CHANCE = _capi.CHANCE
NOBODY = _capi.NOBODY

#: A board limit: (x, y), the table's half sizes, or ("window", w, h).
BoardLimit = Union[Tuple[int, int], Tuple[str, int, int]]
#: An enum argument: its name or its index.
Choice = Union[str, int]
_G = TypeVar("_G", bound="Game")


class Options(NamedTuple):
    """A game's options, as Game() takes them."""
    seats: int
    first_seat: int
    final_scoring: str
    baobab_tokens: str
    board_limit: Optional[BoardLimit]
    boosts: str


class SeatInfo(NamedTuple):
    score: int
    meeples: int
    tokens: Dict[str, int]


class Pools(NamedTuple):
    seats: int
    stack: int
    discarded_tiles: int
    bag: Dict[str, int]
    discard: Dict[str, int]


class Tile(NamedTuple):
    x: int
    y: int
    tile: int
    copy: int
    rotation: int
    start: bool
    sides: str
    baobab: bool
    features: int


class TileFeature(NamedTuple):
    kind: str
    sides: str
    birds: int
    animals: Dict[str, int]


class Meeple(NamedTuple):
    where: str
    x: int
    y: int
    spot: int


class Feature(NamedTuple):
    kind: str
    complete: bool
    open_sides: int
    tiles: int
    birds: int
    animals: Dict[str, int]
    meeples: List[int]


class Slot(NamedTuple):
    open: bool
    species: Optional[str]
    owner: Optional[int]


class Event(NamedTuple):
    kind: str
    seat: int
    points: int
    x: int
    y: int
    spot: int


def _index(value: object, names: Sequence[str], what: str) -> int:
    """An enum argument given as its name or its index (0 .. len(names) - 1)."""
    if isinstance(value, str):
        if value not in names:
            raise InvalidArgumentError("%s must be one of %s, not %r"
                                       % (what, ", ".join(names), value))
        return names.index(value)
    return within(value, what, 0, len(names) - 1)


# A board limit's numbers are distances on int16 cells (include/safari.h,
# safari_options): the table's half sizes 0..32767, the window's sides 1..32767.
LIMIT_MAX = 32767


def _board_limit(value: object) -> Tuple[int, int, int]:
    """(board_limited, limit_x, limit_y) of a board_limit argument."""
    if isinstance(value, (tuple, list)) and len(value) == 3 and value[0] == "window":
        return (2, within(value[1], "board_limit window width", 1, LIMIT_MAX),
                within(value[2], "board_limit window height", 1, LIMIT_MAX))
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return (1, within(value[0], "board_limit x", 0, LIMIT_MAX),
                within(value[1], "board_limit y", 0, LIMIT_MAX))
    raise TypeError("board_limit must be None, (x, y) or ('window', w, h), not %r" % (value,))


def make_settings(seats: int, first_seat: int, final_scoring: Choice, baobab_tokens: Choice,
                  board_limit: Optional[BoardLimit], tileset: Optional[TileSet],
                  boosts: Choice) -> _capi.Settings:
    """The C settings (safari_settings, its size set) of Game's (and
    Batch's) arguments, checked."""
    opts = _capi.Settings(size=ctypes.sizeof(_capi.Settings))
    # 0 is the library's spelling of the default, 2
    opts.seats = 0 if integer(seats, "seats") == 0 else within(seats, "seats", 2,
                                                                 _capi.MAX_SEATS)
    opts.first_seat = within(first_seat, "first_seat", 0, max(opts.seats, 2) - 1)
    opts.final_scoring = _index(final_scoring, FINAL_SCORING, "final_scoring")
    opts.baobab_tokens = _index(baobab_tokens, BAOBAB_TOKENS, "baobab_tokens")
    opts.boosts = _index(boosts, BOOSTS, "boosts")
    if board_limit is not None:
        opts.board_limited, opts.limit_x, opts.limit_y = _board_limit(board_limit)
    if tileset is not None:
        opts.tileset = instance(tileset, TileSet, "tileset")._handle
    return opts


def _restore(cls: Type[_G], record: str) -> _G:
    """Unpickling: the game a pickled game's record reaches."""
    return cls.from_record(record)


def _is_int(value: object) -> bool:
    """An integer, not a bool (True is no size)."""
    return isinstance(value, int) and not isinstance(value, bool)


class Game(GameHandle, AIMixin, BotMixin, PlanMixin):
    """A game at setup, or wherever moves took it.

    Game(seats=2, first_seat=0, final_scoring='majority'|'all',
    baobab_tokens='before'|'after', board_limit=None|(x, y)|("window", w, h),
    boosts='independent'|'distinct', tileset=None|TileSet). A board_limit
    (x, y) is the standard table (|x| <= X, |y| <= Y); ("window", w, h) is the
    table with total shifting (every tile and ranger within w x h).
    The C game is freed by close(), by leaving a `with` block, or when the
    object is collected. Every failure raises a SafariError subclass and
    leaves the game unchanged; an integer argument outside its C type raises
    ArgumentRangeError (also an OverflowError), one outside the argument's
    own range InvalidArgumentError naming it ("seats 6: must be 2 to 5"),
    and a wrong type TypeError, before the library is called.

    copy.copy() and copy.deepcopy() give a clone; pickle goes through the
    record. Threads may read one game at once (each call has buffers of its
    own); apply, undo, playout, copy_from and close need the game to
    themselves (bindings/README.md, "Threads").
    """

    _tileset: Optional[TileSet]

    def __init__(self, seats: int = 2, first_seat: int = 0, final_scoring: Choice = "majority",
                 baobab_tokens: Choice = "before", board_limit: Optional[BoardLimit] = None,
                 tileset: Optional[TileSet] = None, boosts: Choice = "independent") -> None:
        opts = make_settings(seats, first_seat, final_scoring, baobab_tokens, board_limit,
                             tileset, boosts)
        handle = ctypes.c_void_p()
        status = lib.safari_game_create(ctypes.byref(handle), ctypes.byref(opts), None)
        if status == _capi.EINVAL and board_limit is not None:
            # every number was in range: the limit is what the library refused
            raise InvalidArgumentError("board_limit %r does not hold the start tile and the "
                                       "rangers" % (board_limit,))
        check(status, "new game")
        self._adopt(handle.value)

    def _adopt(self, ptr: Optional[int]) -> None:
        self._own(ptr)
        self._tileset = None

    @classmethod
    def _wrap(cls: Type[_G], ptr: Optional[int]) -> _G:
        game = cls.__new__(cls)
        game._adopt(ptr)
        return game

    @classmethod
    def from_record(cls: Type[_G], text: Union[str, bytes]) -> _G:
        """The game a record (docs/notation.md section 3) reaches. Raises ParseError with
        the first bad line (a malformed line or an illegal move)."""
        raw = encode(text, "a record")
        handle = ctypes.c_void_p()
        diag = _capi.Diag()
        check_diag(lib.safari_record_read(ctypes.byref(handle), raw, len(raw), None,
                                          ctypes.byref(diag)), diag, "record")
        return cls._wrap(handle.value)

    # -- ownership: close(), closed, `with` and the finaliser are GameHandle's

    def clone(self: _G) -> _G:
        """An independent copy, history included."""
        handle = ctypes.c_void_p()
        check(lib.safari_game_clone(ctypes.byref(handle), self._handle), "clone")
        return type(self)._wrap(handle.value)

    # copy.copy and copy.deepcopy: a clone (a game has no parts to share:
    # sharing the C game would free it twice); pickle: the game record,
    # which carries the options, the tile set (inline unless built-in) and
    # every move, so the game read back is at the same position with the
    # same history and an equal tile set.
    def _open_for(self, what: str) -> None:
        if self._ptr is None:
            raise TypeError("cannot %s a closed safari.Game" % what)

    def __copy__(self: _G) -> _G:
        self._open_for("copy")
        return self.clone()

    def __deepcopy__(self: _G, memo: Any) -> _G:
        self._open_for("copy")
        return self.clone()

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        self._open_for("pickle")
        return (_restore, (type(self), self.record()))

    def copy_from(self, other: Game) -> None:
        """Overwrites this game with the state of another made with equal
        options and an equal tile set (a clone, any two games on the built-in
        set, or sets read from the same text); no allocation. Other games
        raise InvalidArgumentError."""
        check(lib.safari_game_copy(self._handle, instance(other, Game, "other")._handle),
              "copy (the games must have equal options and tile sets)")

    # -- decisions and moves -----------------------------------------------

    def _decision(self) -> _capi.Decision:
        out = _capi.Decision()
        check(lib.safari_game_decision(self._handle, ctypes.byref(out)))
        return out

    @property
    def decision(self) -> str:
        """The pending decision's kind: draw, token, place, action, boost,
        park or end."""
        return DECISIONS[self._decision().kind]

    @property
    def to_move(self) -> int:
        """The deciding seat, CHANCE (-1) or NOBODY (-2, at the end)."""
        return int(self._decision().to_move)

    @property
    def recipient(self) -> Optional[int]:
        """At a token decision, the seat receiving the token; else None."""
        seat = self._decision().recipient
        return seat if seat >= 0 else None

    @property
    def active(self) -> int:
        """The seat whose turn it is."""
        return int(self._decision().active)

    @property
    def is_over(self) -> bool:
        return bool(self._decision().kind == DECISIONS.index("end"))

    @property
    def is_chance(self) -> bool:
        return bool(self._decision().to_move == CHANCE)

    def legal_moves(self) -> List[Move]:
        """The legal moves of the pending decision (at a chance decision its
        outcomes), in the library's order."""
        with move_buffers() as (moves, _):
            count = ctypes.c_size_t()
            check(lib.safari_game_legal_moves(self._handle, moves, len(moves),
                                              ctypes.byref(count)))
            return moves_from_buffer(moves, count.value)

    def chance_outcomes(self) -> List[Tuple[Move, int]]:
        """[(Move, weight)]: outcome i has probability weight / total. At a
        seat's decision, its legal moves with weight 1."""
        with move_buffers() as (moves, weights):
            count = ctypes.c_size_t()
            check(lib.safari_game_outcomes(self._handle, moves, weights, len(moves),
                                           ctypes.byref(count)))
            return list(zip(moves_from_buffer(moves, count.value), weights[:count.value]))

    def _move(self, move: Union[Move, str, bytes]) -> _capi.Move:
        """A Move or move text, as a C move (text is normalised by the game);
        TypeError for anything else."""
        if isinstance(move, (str, bytes)):
            move = Move.parse(move, self)
        elif not isinstance(move, Move):
            raise TypeError("a move is a Move or its text, not %s" % type(move).__name__)
        return to_c(move)

    def is_legal(self, move: Union[Move, str, bytes]) -> bool:
        """Whether a move (Move or text) is legal now; False for text that
        is no move, TypeError for what is neither."""
        handle = self._handle
        try:
            cmove = self._move(move)
        except ParseError:
            return False
        return bool(lib.safari_game_is_legal(handle, ctypes.byref(cmove)) == 1)

    def apply(self, move: Union[Move, str, bytes]) -> None:
        """Plays a move (Move or text) and every automatic step after it.
        Raises IllegalMoveError (nothing changes) or ParseError for bad text."""
        cmove = self._move(move)
        status = lib.safari_game_apply(self._handle, ctypes.byref(cmove))
        if status != _capi.OK:
            check(status, "cannot apply %r" % (move,))

    def undo(self) -> None:
        """Takes back the last move; NoUndoError at setup."""
        check(lib.safari_game_undo(self._handle), "undo")

    @property
    def history(self) -> List[Move]:
        """Every move applied since setup, in order."""
        out = _capi.Move()
        result = []
        for i in range(lib.safari_game_history_length(self._handle)):
            check(lib.safari_game_history_move(self._handle, i, ctypes.byref(out)))
            result.append(moves_from_buffer(out, 1)[0])
        return result

    @property
    def history_length(self) -> int:
        """Moves applied since setup."""
        return int(lib.safari_game_history_length(self._handle))

    @property
    def hash(self) -> int:
        """The 64-bit position hash (equal positions hash equal)."""
        return int(lib.safari_game_hash(self._handle))

    # -- options, counts, scores -------------------------------------------

    @property
    def options(self) -> Options:
        out = _capi.Settings(size=ctypes.sizeof(_capi.Settings))
        check(lib.safari_game_settings(self._handle, ctypes.byref(out)))
        limit: Optional[BoardLimit] = None
        if out.board_limited == 1:
            limit = (out.limit_x, out.limit_y)
        elif out.board_limited == 2:
            limit = ("window", out.limit_x, out.limit_y)
        return Options(out.seats, out.first_seat, FINAL_SCORING[out.final_scoring],
                       BAOBAB_TOKENS[out.baobab_tokens], limit, BOOSTS[out.boosts])

    @property
    def seats(self) -> int:
        """The number of seats."""
        return self.pools.seats

    @property
    def tile_in_hand(self) -> Optional[Face]:
        """The face of the tile drawn and not yet placed, unrotated (a
        safari.Face; TileSet.face turns it), or None."""
        return tile_in_hand(self._handle)

    @property
    def tileset(self) -> TileSet:
        """The game's tile set, as a TileSet of its own (parsed again from the
        game's text), so that closing it never touches the game."""
        if self._tileset is None:
            ts = lib.safari_game_tileset(self._handle)
            self._tileset = (TileSet() if lib.safari_tileset_is_default(ts)
                             else TileSet(lib.safari_tileset_text(ts, None)))
        return self._tileset

    @property
    def state_size(self) -> int:
        """Bytes of the game's state block."""
        return int(lib.safari_game_state_size(self._handle))

    def _seat(self, seat: int, what: str = "seat") -> int:
        """A seat argument: 0 .. seats - 1."""
        return within(seat, what, 0, self.seats - 1)

    def seat_info(self, seat: int) -> SeatInfo:
        """Score, meeples in supply and tokens ({letter: count}) of a seat."""
        out = _capi.SeatInfo()
        seat = self._seat(seat)
        check(lib.safari_game_seat(self._handle, seat, ctypes.byref(out)), "seat %r" % (seat,))
        return SeatInfo(out.score, out.meeples, species_dict(out.tokens))

    @property
    def scores(self) -> List[int]:
        """Current scores, one per seat (final at the end)."""
        return [self.seat_info(s).score for s in range(self.seats)]

    @property
    def projected_scores(self) -> List[int]:
        """The scores if the game ended now (final scoring included)."""
        n = self.seats
        out = (ctypes.c_int32 * n)()
        check(lib.safari_game_projected_scores_ex(self._handle, out, n,
                                                  ctypes.byref(ctypes.c_size_t())))
        return list(out)

    @property
    def winners(self) -> List[int]:
        """The seats with the highest score once the game is over; else []."""
        return [s for s in range(self.seats) if lib.safari_game_is_winner(self._handle, s)]

    @property
    def pools(self) -> Pools:
        """Tiles left in the stack, tiles discarded, tokens in the bag and on
        the discard pile ({letter: count})."""
        out = _capi.PoolInfo()
        check(lib.safari_game_pools(self._handle, ctypes.byref(out)))
        return Pools(out.seats, out.stack, out.discarded_tiles, species_dict(out.bag),
                     species_dict(out.discard))

    # -- text ----------------------------------------------------------------

    def record(self) -> str:
        """The game record (docs/notation.md section 3): options and every move."""
        return read_text(lib.safari_record_write, self._handle)

    def legal_text(self) -> str:
        """The `safari legal` listing of the position."""
        return read_text(lib.safari_legal_write, self._handle)

    def svg(self, size: Union[None, int, Tuple[Optional[int], Optional[int]]] = None,
            legend: bool = True, scores: bool = True, ids: bool = False) -> str:
        """The SVG picture of the position (safari_game_svg_write_ex); with
        the defaults the one `safari show --svg` draws. size: None (the
        natural size, a unit a pixel), a width in pixels (the height in
        proportion), or (width, height), either None for in proportion;
        each 1 to 100000: the picture is scaled, never cut. legend: the
        title, what comes next, the pools and the key beside the board;
        scores: each seat's score, meeples and tokens there (with neither,
        the board alone). ids: stable ids on the pieces (tile_X_Y,
        token_X_Y_C, slot_X_Y_C, meeple_X_Y_S, ranger_I, score_S; a minus
        sign before a digit written m), as the JavaScript view spells them.
        TypeError for a non-bool flag or a non-integer size,
        InvalidArgumentError for a size out of range."""
        opts = _capi.SvgOptions()
        opts.size = ctypes.sizeof(_capi.SvgOptions)
        if isinstance(size, tuple):
            if len(size) != 2:
                raise InvalidArgumentError("size %r: must be a width, or (width, height)" % (size,))
            width, height = size
        elif size is None or _is_int(size):
            width, height = size, None
        else:
            raise TypeError("size must be an int or a (width, height) tuple, not %s"
                            % type(size).__name__)
        for name, value in (("width", width), ("height", height)):
            if value is not None:
                setattr(opts, name, within(value, "svg " + name, 1, _capi.SVG_MAX_SIZE))
        for name, flag in (("legend", legend), ("scores", scores), ("ids", ids)):
            if not isinstance(flag, bool):
                raise TypeError("%s must be a bool, not %s" % (name, type(flag).__name__))
            setattr(opts, name, int(flag))
        size_out = ctypes.c_size_t(0)
        status = lib.safari_game_svg_write_ex(self._handle, ctypes.byref(opts), None, 0,
                                              ctypes.byref(size_out))
        if status != _capi.EBUFS:
            check(status)
        buf = ctypes.create_string_buffer(size_out.value + 1)
        check(lib.safari_game_svg_write_ex(self._handle, ctypes.byref(opts), buf, len(buf),
                                           ctypes.byref(size_out)))
        return buf.raw[:size_out.value].decode()

    def _repr_svg_(self) -> str:
        """The board in a notebook: IPython shows this SVG for the game."""
        return self.svg()

    # -- the board -----------------------------------------------------------

    @staticmethod
    def _tile(info: _capi.TileInfo) -> Tile:
        return Tile(info.x, info.y, info.tile, info.copy, info.rotation, bool(info.start),
                    info.sides.decode(), bool(info.baobab), info.features)

    def tiles(self) -> List[Tile]:
        """Every tile on the board in placement order, start cells first."""
        out = _capi.TileInfo()
        result = []
        for i in range(lib.safari_game_tile_count(self._handle)):
            check(lib.safari_game_tile(self._handle, i, ctypes.byref(out)))
            result.append(self._tile(out))
        return result

    def _found(self, status: int, context: str) -> bool:
        """False for ENOTFOUND, True for OK; raises on anything else."""
        if status == _capi.ENOTFOUND:
            return False
        check(status, context)
        return True

    def tile_at(self, x: int, y: int) -> Optional[Tile]:
        """The tile on a cell, or None."""
        out = _capi.TileInfo()
        status = lib.safari_game_tile_at(self._handle, integer(x, "x"), integer(y, "y"),
                                         ctypes.byref(out))
        return self._tile(out) if self._found(status, "tile_at") else None

    def meeples(self, seat: int) -> List[Meeple]:
        """The six meeples of a seat: where ('supply', 'trail', 'bush',
        'baobab', 'waterhole'), the cell, and the spot (side or corner)."""
        out = _capi.MeepleInfo()
        seat = self._seat(seat)
        result = []
        for i in range(_capi.MEEPLES):
            check(lib.safari_game_meeple(self._handle, seat, i, ctypes.byref(out)),
                  "seat %r" % (seat,))
            result.append(Meeple(PLACES[out.where], out.x, out.y, out.spot))
        return result

    def feature_at(self, x: int, y: int, side: Choice) -> Optional[Feature]:
        """The trail or bush touching a side (index or N E S W) of the tile
        on a cell, or None (no tile, or savanna)."""
        out = _capi.FeatureInfo()
        status = lib.safari_game_feature_at(self._handle, integer(x, "x"), integer(y, "y"),
                                            _index(side, SIDES, "side"), ctypes.byref(out))
        if not self._found(status, "feature_at"):
            return None
        return Feature(FEATURES[out.kind], bool(out.complete), out.open_sides, out.tiles,
                       out.birds, species_dict(out.animals), list(out.meeples)[:self.seats])

    def tile_features(self, x: int, y: int) -> List[TileFeature]:
        """The trails and bushes printed on the tile on a cell (not joined
        with its neighbours), in board orientation: `sides` is a string of
        the sides each touches. Empty without a tile."""
        out = _capi.TileFeature()
        x, y = integer(x, "x"), integer(y, "y")
        result = []
        i = 0
        while self._found(lib.safari_game_tile_feature(self._handle, x, y, i, ctypes.byref(out)),
                          "tile_features"):
            sides = "".join(SIDES[d] for d in range(4) if out.sides & (1 << d))
            result.append(TileFeature(FEATURES[out.kind], sides, out.birds,
                                      species_dict(out.animals)))
            i += 1
        return result

    def feature_side(self, x: int, y: int, side: Choice) -> Optional[int]:
        """The canonical side (0..3) of the feature on a side of the tile on
        a cell: two sides are one feature exactly when these are equal, and
        `meeple D` names a feature by it. None for no tile or savanna."""
        out = ctypes.c_int32()
        status = lib.safari_game_feature_side(self._handle, integer(x, "x"), integer(y, "y"),
                                              _index(side, SIDES, "side"), ctypes.byref(out))
        return out.value if self._found(status, "feature_side") else None

    def slot(self, x: int, y: int, corner: Choice) -> Optional[Slot]:
        """The watering-hole slot at a corner (index or NE SE SW NW) of the
        tile on a cell, or None without a tile. `species` is a letter or
        None, `owner` a seat or None."""
        out = _capi.SlotInfo()
        status = lib.safari_game_slot(self._handle, integer(x, "x"), integer(y, "y"),
                                      _index(corner, CORNERS, "corner"), ctypes.byref(out))
        if not self._found(status, "slot"):
            return None
        species = SPECIES[out.species] if out.species < len(SPECIES) else None
        return Slot(bool(out.open), species, out.owner if out.owner >= 0 else None)

    @property
    def rangers(self) -> List[Optional[Tuple[int, int]]]:
        """The cell (x, y) of each ranger, or None while it is displaced."""
        x, y = ctypes.c_int32(), ctypes.c_int32()
        result = []
        for i in range(_capi.RANGERS):
            status = lib.safari_game_ranger(self._handle, i, ctypes.byref(x), ctypes.byref(y))
            result.append((x.value, y.value) if self._found(status, "ranger") else None)
        return result

    @property
    def events(self) -> List[Event]:
        """The scoring events of the last apply(), in order."""
        count = ctypes.c_size_t()
        status = lib.safari_game_events(self._handle, None, 0, ctypes.byref(count))
        if status != _capi.EBUFS:
            check(status)
        buf = (_capi.Event * max(count.value, 1))()
        check(lib.safari_game_events(self._handle, buf, len(buf), ctypes.byref(count)))
        return [Event(EVENTS[e.kind], e.seat, e.points, e.x, e.y, e.spot)
                for e in buf[:count.value]]

    def __repr__(self) -> str:
        if self._ptr is None:
            return "<safari.Game closed>"
        return "<safari.Game %d seats, %d moves, decision %s>" % (self.seats, self.history_length,
                                                                   self.decision)
