# SPDX-License-Identifier: MIT
"""Arguments the binding refuses before calling the library: integers
outside the C type they are passed as (which ctypes would wrap silently),
and values of the wrong type. Each refusal leaves the game as it was."""
import unittest

from common import random_game, safari

INT32_MAX = 2**31 - 1


class Index:
    """An integer-like object that is not an int (as a NumPy integer is)."""

    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


class Base(unittest.TestCase):
    def setUp(self):
        self.game = random_game(8, seats=3, moves=40)
        self.before = (self.game.hash, self.game.record())

    def tearDown(self):
        self.assertEqual((self.game.hash, self.game.record()), self.before,
                         "a refused call changed the game")
        self.game.close()

    def assertOutOfRange(self, fn, *args, **kwargs):
        """Raises ArgumentRangeError, which is both the binding's
        InvalidArgumentError (status EINVAL) and an OverflowError."""
        with self.assertRaises(safari.ArgumentRangeError) as caught:
            fn(*args, **kwargs)
        self.assertIsInstance(caught.exception, OverflowError)
        self.assertIsInstance(caught.exception, safari.InvalidArgumentError)
        self.assertEqual(caught.exception.status, -1)


class Int32Arguments(Base):
    def test_a_seat_beyond_int32_does_not_wrap(self):
        # Wrapped to 32 bits, 2**32 + 1 would be seat 1, a valid seat.
        self.assertOutOfRange(self.game.seat_info, 2**32 + 1)
        self.assertOutOfRange(self.game.seat_info, INT32_MAX + 1)
        self.assertOutOfRange(self.game.seat_info, -2**31 - 1)
        self.assertOutOfRange(self.game.meeples, 2**32)
        # The edges of int32_t reach the library, which refuses them itself.
        for seat in (INT32_MAX, -2**31):
            with self.assertRaises(safari.InvalidArgumentError) as caught:
                self.game.seat_info(seat)
            self.assertNotIsInstance(caught.exception, OverflowError)

    def test_cells_beyond_int32_do_not_wrap(self):
        # (2**32, 0) wrapped is (0, 0), a start cell that holds a tile.
        self.assertIsNotNone(self.game.tile_at(0, 0))
        self.assertOutOfRange(self.game.tile_at, 2**32, 0)
        self.assertOutOfRange(self.game.tile_at, 0, -2**32)
        self.assertOutOfRange(self.game.feature_at, 2**32, 0, "N")
        self.assertOutOfRange(self.game.feature_at, 0, 0, 2**32)
        self.assertOutOfRange(self.game.feature_side, 0, 2**40, 0)
        self.assertOutOfRange(self.game.tile_features, 2**32, 0)
        self.assertOutOfRange(self.game.slot, 0, 0, 2**32 + 1)
        self.assertOutOfRange(self.game.slot, -2**31 - 1, 0, "NE")

    def test_integer_like_values_are_accepted(self):
        self.assertEqual(self.game.seat_info(Index(1)), self.game.seat_info(1))
        self.assertEqual(self.game.tile_at(Index(0), Index(0)), self.game.tile_at(0, 0))

    def test_non_integers_are_type_errors(self):
        for bad in (1.0, "1", None, True, [1]):
            with self.assertRaises(TypeError, msg=repr(bad)):
                self.game.seat_info(bad)
            with self.assertRaises(TypeError, msg=repr(bad)):
                self.game.tile_at(bad, 0)
        with self.assertRaises(TypeError):
            self.game.slot(0, 0, 1.0)
        with self.assertRaises(TypeError):
            self.game.feature_at(0, 0, None)
        with self.assertRaises(TypeError):
            self.game.meeples(False)


class Moves(Base):
    def test_move_fields_are_checked_against_their_c_types(self):
        self.assertEqual(safari.Move("place", x=32767, y=-32768).x, 32767)
        self.assertOutOfRange(safari.Move, "place", x=2**15)
        self.assertOutOfRange(safari.Move, "place", y=-2**15 - 1)
        self.assertOutOfRange(safari.Move, "place", index=256)
        self.assertOutOfRange(safari.Move, "token", species=-1)
        self.assertOutOfRange(safari.Move, "draw", tile=2**8 + 3)
        self.assertOutOfRange(safari.Move("place").replace, x=70000)
        for bad in (1.5, "2", True, None):
            with self.assertRaises(TypeError, msg=repr(bad)):
                safari.Move("place", x=bad)
        with self.assertRaises(TypeError):
            safari.Move(2)

    def test_non_moves_are_type_errors(self):
        legal = self.game.legal_moves()[0]
        lookalike = type("Lookalike", (), dict(zip(("kind", "species", "index", "tile", "x", "y"),
                                                    legal.astuple())))()
        for bad in (42, None, lookalike, legal.astuple(), 1.5):
            with self.assertRaises(TypeError, msg=repr(bad)):
                self.game.apply(bad)
            with self.assertRaises(TypeError, msg=repr(bad)):
                self.game.is_legal(bad)
        # Text that is no move is still merely not legal.
        self.assertFalse(self.game.is_legal("fly away"))

    def test_parse_takes_text_and_a_game(self):
        with self.assertRaises(TypeError):
            safari.Move.parse(5)
        with self.assertRaises(TypeError):
            safari.Move.parse("pass", game="not a game")
        self.assertEqual(safari.Move.parse(b"pass", self.game), safari.Move("pass"))


class RangeMessages(Base):
    """Arguments outside the range include/safari.h gives them are refused
    by the binding with the argument, its value and the range (0.2.0 said
    only "invalid argument")."""

    def assertRefused(self, message, fn, *args, **kwargs):
        with self.assertRaises(safari.InvalidArgumentError) as caught:
            fn(*args, **kwargs)
        self.assertNotIsInstance(caught.exception, OverflowError)  # in the C type's range
        self.assertEqual(str(caught.exception), message)

    def test_seats_and_viewers(self):
        self.assertRefused("viewer 3: must be 0 to 2", self.game.observation, 3)
        self.assertRefused("viewer -1: must be 0 to 2", self.game.observation, -1)
        self.assertRefused("seat 3: must be 0 to 2", self.game.seat_info, 3)
        self.assertRefused("seat 7: must be 0 to 2", self.game.meeples, 7)
        self.assertRefused("side 4: must be 0 to 3", self.game.feature_at, 0, 0, 4)
        self.assertRefused("corner -1: must be 0 to 3", self.game.slot, 0, 0, -1)

    def test_windows(self):
        for width, message in ((0, "window width 0: must be 1 to 512"),
                               (513, "window width 513: must be 1 to 512")):
            window = (0, 0, width, 4)
            for call in (self.game.action_count, self.game.legal_mask, self.game.legal_actions,
                         self.game.observation_size):
                self.assertRefused(message, call, window)
            self.assertRefused(message, self.game.observation, 0, window)
            self.assertRefused(message, self.game.move_from_index, 0, window)
            self.assertRefused(message, self.game.action_index, "pass", window)
        self.assertRefused("window height -3: must be 1 to 512", self.game.action_count,
                           (0, 0, 4, -3))

    def test_action_indices(self):
        window = (-2, -2, 5, 5)
        count = self.game.action_count(window)
        self.assertEqual(self.game.move_from_index(count - 1, window).kind, "draw")
        self.assertRefused("action index %d: must be 0 to %d" % (count, count - 1),
                           self.game.move_from_index, count, window)


class OptionRanges(unittest.TestCase):
    def assertRefused(self, message, **kwargs):
        with self.assertRaises(safari.InvalidArgumentError, msg=kwargs) as caught:
            safari.Game(**kwargs)
        self.assertEqual(str(caught.exception), message)

    def test_messages_name_the_option_and_its_range(self):
        self.assertRefused("seats 6: must be 2 to 5", seats=6)
        self.assertRefused("seats 1: must be 2 to 5", seats=1)
        self.assertRefused("first_seat 3: must be 0 to 2", seats=3, first_seat=3)
        self.assertRefused("final_scoring 2: must be 0 to 1", final_scoring=2)
        self.assertRefused("baobab_tokens -1: must be 0 to 1", baobab_tokens=-1)
        self.assertRefused("boosts 5: must be 0 to 1", boosts=5)
        self.assertRefused("board_limit x -1: must be 0 to 32767", board_limit=(-1, 5))
        self.assertRefused("board_limit y 32768: must be 0 to 32767", board_limit=(5, 32768))
        self.assertRefused("board_limit window width 0: must be 1 to 32767",
                           board_limit=("window", 0, 5))
        # in range, but too small for the start tile: the library's refusal, named
        self.assertRefused("board_limit (0, 0) does not hold the start tile and the rangers",
                           board_limit=(0, 0))
        self.assertEqual(safari.Game(seats=0).seats, 2)  # the library's default spelling


class Options(unittest.TestCase):
    def test_out_of_range_options_do_not_wrap(self):
        # Wrapped, 2**32 + 3 would be 3 seats.
        for kwargs in ({"seats": 2**32 + 3}, {"seats": -2**31 - 1}, {"first_seat": 2**31},
                       {"final_scoring": 2**32}, {"baobab_tokens": -2**33},
                       {"board_limit": (2**32 + 5, 5)}, {"board_limit": (5, 2**31)}):
            with self.assertRaises(OverflowError, msg=kwargs) as caught:
                safari.Game(**kwargs)
            self.assertIsInstance(caught.exception, safari.InvalidArgumentError)

    def test_wrong_types_of_options(self):
        for kwargs in ({"seats": 2.5}, {"seats": "3"}, {"seats": True}, {"first_seat": None},
                       {"board_limit": 5}, {"board_limit": (1, 2, 3)},
                       {"board_limit": (1.0, 2)}, {"tileset": "default"},
                       {"final_scoring": 0.0}):
            with self.assertRaises(TypeError, msg=kwargs):
                safari.Game(**kwargs)

    def test_text_arguments_must_be_text(self):
        with self.assertRaises(TypeError):
            safari.Game.from_record(5)
        with self.assertRaises(TypeError):
            safari.TileSet(5)  # bytes(5) would be five NUL bytes

    def test_handles_of_the_wrong_type_and_closed_handles(self):
        game = safari.Game()
        with self.assertRaises(TypeError):
            game.copy_from("a game")
        game.close()
        for use in (lambda: game.decision, lambda: game.apply("pass"), lambda: game.is_legal("pass"),
                    lambda: game.seat_info(0), game.clone):
            with self.assertRaises(safari.InvalidArgumentError):
                use()
        ts = safari.TileSet()
        ts.close()
        with self.assertRaises(safari.InvalidArgumentError):
            ts.info
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Game(tileset=ts)


if __name__ == "__main__":
    unittest.main()
