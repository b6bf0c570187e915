# SPDX-License-Identifier: MIT
"""The Python binding over the whole C API: games, moves, errors, records."""
import unittest

from common import pick, random_game, safari


class FullGame(unittest.TestCase):
    def test_random_game_to_the_end(self):
        game = safari.Game(seats=3)
        rng = safari.SplitMix64(11)
        kinds = set()
        while not game.is_over:
            kinds.add(game.decision)
            before = game.scores
            if game.is_chance:
                self.assertEqual(game.to_move, safari.CHANCE)
                outcomes = game.chance_outcomes()
                self.assertTrue(all(w > 0 for _, w in outcomes))
                self.assertEqual([m for m, _ in outcomes], game.legal_moves())
            else:
                self.assertIn(game.to_move, range(3))
                outcomes = [(m, 1) for m in game.legal_moves()]
            move = pick(outcomes, rng)
            self.assertTrue(game.is_legal(move))
            game.apply(move)
            # Every point scored is told by an event of that apply.
            gained = [a - b for a, b in zip(game.scores, before)]
            for seat in range(3):
                self.assertEqual(gained[seat],
                                 sum(e.points for e in game.events if e.seat == seat))
        self.assertEqual(game.decision, "end")
        self.assertEqual(game.to_move, safari.NOBODY)
        self.assertEqual(game.legal_moves(), [])
        self.assertIsNone(game.sample_move(rng))
        self.assertTrue({"draw", "token", "place", "action"} <= kinds)
        self.assertEqual(game.pools.stack, 0)
        self.assertEqual(game.projected_scores, game.scores)
        top = max(game.scores)
        self.assertEqual(game.winners, [s for s in range(3) if game.scores[s] == top])
        # 72 land tiles were placed or discarded, after the 3 start cells.
        self.assertEqual(len(game.tiles()) - 3 + game.pools.discarded_tiles, 72)
        game.close()
        self.assertTrue(game.closed)
        with self.assertRaises(ValueError):
            game.decision

    def test_sample_move_is_the_play_procedure(self):
        a, b = safari.SplitMix64(99), safari.SplitMix64(99)
        with safari.Game(seats=4) as game:
            while not game.is_over:
                move = game.sample_move(a)
                self.assertEqual(move, pick(game.chance_outcomes(), b))
                game.apply(move)

    def test_splitmix64_reference_values(self):
        # The first outputs of splitmix64 seeded with 0 (its published reference).
        rng = safari.SplitMix64(0)
        self.assertEqual([rng.next() for _ in range(3)],
                         [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F])


class Errors(unittest.TestCase):
    def test_illegal_move_raises_and_changes_nothing(self):
        game = random_game(5, moves=40)
        while game.decision != "place":
            game.apply(game.legal_moves()[0])
        before = (game.hash, game.history_length, game.decision, game.record(), game.scores)
        # A cell far from every tile is never a legal place.
        with self.assertRaises(safari.IllegalMoveError) as caught:
            game.apply(safari.Move("place", x=40, y=40, index=0))
        self.assertEqual(caught.exception.status, -4)
        self.assertIsInstance(caught.exception, safari.SafariError)
        with self.assertRaises(safari.IllegalMoveError):
            game.apply("pass")  # a move of another decision
        self.assertFalse(game.is_legal("pass"))
        self.assertEqual((game.hash, game.history_length, game.decision, game.record(), game.scores), before)

    def test_bad_text_raises_parse_error(self):
        game = safari.Game()
        for text in ("", "token", "token Q", "place 1 2", "Token A", "token A ", "dance"):
            with self.assertRaises(safari.ParseError, msg=text) as caught:
                game.apply(text)
            self.assertEqual(caught.exception.status, -5)
        self.assertEqual(game.history_length, 0)

    def test_bad_options_raise_invalid_argument(self):
        for kwargs in ({"seats": 6}, {"seats": 1}, {"first_seat": 2},
                       {"final_scoring": "some"}, {"baobab_tokens": "never"},
                       {"board_limit": (0, 0)}, {"board_limit": ("window", 4, 1)},
                       {"boosts": "same"}):
            with self.assertRaises(safari.InvalidArgumentError, msg=kwargs) as caught:
                safari.Game(**kwargs)
            self.assertEqual(caught.exception.status, -1)

    def test_copy_between_games_on_the_built_in_set(self):
        a, b = random_game(3, moves=20), safari.Game()
        b.copy_from(a)
        self.assertEqual(b.hash, a.hash)
        with self.assertRaises(safari.InvalidArgumentError) as caught:
            b.copy_from(safari.Game(seats=3))
        self.assertIn("equal options and tile sets", str(caught.exception))
        self.assertEqual(b.hash, a.hash)

    def test_board_limit_of_another_shape_is_a_type_error(self):
        for limit in ((1, 2, 3), ("table", 4, 4), 5):
            with self.assertRaises(TypeError, msg=limit):
                safari.Game(board_limit=limit)

    def test_bad_move_fields_and_queries(self):
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Move("fly")
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Move("place", x=1 << 20)
        game = safari.Game()
        with self.assertRaises(safari.InvalidArgumentError):
            game.seat_info(2)
        with self.assertRaises(safari.InvalidArgumentError):
            game.meeples(-1)
        with self.assertRaises(safari.InvalidArgumentError):
            game.slot(0, 0, "UP")

    def test_every_status_has_its_exception(self):
        from safari.errors import error_for
        classes = {-1: safari.InvalidArgumentError, -2: safari.OutOfMemoryError,
                   -3: safari.BufferTooSmallError, -4: safari.IllegalMoveError,
                   -5: safari.ParseError,
                   -6: safari.NoUndoError, -7: safari.NotFoundError, -8: safari.LimitError}
        for status, cls in classes.items():
            error = error_for(status, "x")
            self.assertIs(type(error), cls)
            self.assertEqual(error.status, status)
            self.assertIsInstance(error, safari.SafariError)
        unknown = error_for(-99, "x")
        self.assertIs(type(unknown), safari.SafariError)
        self.assertEqual(unknown.status, -99)
        self.assertIsInstance(error_for(-2, "x"), MemoryError)

    def test_every_handle_closes_alike(self):
        # Game and TileSet share one handle base: closed, close() twice,
        # `with`, and the same error after close naming what was closed
        for make, what in ((safari.Game, "game"), (safari.TileSet, "tile set")):
            with make() as handle:
                self.assertFalse(handle.closed)
            self.assertTrue(handle.closed)
            handle.close()
            with self.assertRaisesRegex(safari.InvalidArgumentError, "the %s is closed" % what):
                handle._handle
        with self.assertRaisesRegex(TypeError, "game must be a Game, not TileSet"):
            safari.Move.parse("pass", safari.TileSet())

    def test_deprecated_error_names_are_the_same_classes(self):
        # OutOfMemory and BufferTooSmall, the names before the Error suffix,
        # stay as aliases: the same class objects, exported as before
        self.assertIs(safari.OutOfMemory, safari.OutOfMemoryError)
        self.assertIs(safari.BufferTooSmall, safari.BufferTooSmallError)
        self.assertEqual(safari.OutOfMemoryError.__name__, "OutOfMemoryError")
        self.assertEqual(safari.BufferTooSmallError.__name__, "BufferTooSmallError")
        for name in ("OutOfMemory", "BufferTooSmall", "OutOfMemoryError", "BufferTooSmallError"):
            self.assertIn(name, safari.__all__)
        from safari.errors import error_for
        with self.assertRaises(safari.OutOfMemory):
            raise error_for(-2, "x")
        with self.assertRaises(safari.BufferTooSmall):
            raise error_for(-3, "x")

    def test_undo_at_setup(self):
        with self.assertRaises(safari.NoUndoError) as caught:
            safari.Game().undo()
        self.assertEqual(caught.exception.status, -6)


class UndoRedo(unittest.TestCase):
    def test_round_trip_restores_every_hash(self):
        game = random_game(21, seats=2)
        history = game.history
        replay = safari.Game(seats=2)
        hashes = [replay.hash]
        for move in history:
            replay.apply(move)
            hashes.append(replay.hash)
        self.assertEqual(replay.hash, game.hash)
        records = replay.record()
        for i in range(len(history), 0, -1):
            self.assertEqual(game.hash, hashes[i])
            game.undo()
        self.assertEqual(game.hash, hashes[0])
        self.assertEqual(game.history_length, 0)
        for i, move in enumerate(history):  # redo
            game.apply(move)
            self.assertEqual(game.hash, hashes[i + 1])
        self.assertEqual(game.record(), records)

    def test_clone_and_copy_are_independent(self):
        game = random_game(8, moves=60)
        with game.clone() as twin:
            self.assertEqual(twin.hash, game.hash)
            self.assertEqual(twin.history, game.history)
            twin.apply(twin.legal_moves()[-1])
            self.assertNotEqual(twin.hash, game.hash)
            self.assertEqual(twin.history_length, game.history_length + 1)
            twin.copy_from(game)
            self.assertEqual(twin.hash, game.hash)
            twin.undo()  # the copy carries the history too
            self.assertEqual(twin.history_length, 59)
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Game(seats=3).copy_from(game)


class Records(unittest.TestCase):
    def test_round_trip_at_every_stage(self):
        game = random_game(33, seats=3, final_scoring="all", baobab_tokens="after")
        text = game.record()
        self.assertTrue(text.startswith("safari 1\nseats 3\n"))
        self.assertIn("final-scoring all\nbaobab-tokens after\n", text)
        lines = text.splitlines()
        header = lines.index("moves") + 1
        for cut in (0, 1, 10, 100, len(lines) - header):
            partial = "\n".join(lines[:header + cut]) + "\n"
            with safari.Game.from_record(partial) as back:
                self.assertEqual(back.history_length, cut)
                self.assertEqual(back.record(), partial)
        with safari.Game.from_record(text) as back:
            self.assertEqual(back.hash, game.hash)
            self.assertEqual(back.scores, game.scores)
            self.assertEqual(back.options, game.options)

    def test_bad_record_reports_its_line(self):
        text = random_game(2, moves=12).record().splitlines()
        text[10] = "place 99 99 0"
        with self.assertRaises(safari.ParseError) as caught:
            safari.Game.from_record("\n".join(text))
        self.assertEqual(caught.exception.line, 11)
        with self.assertRaises(safari.ParseError) as caught:
            safari.Game.from_record("safari 1\nseats 9\n")
        self.assertEqual(caught.exception.line, 2)

    def test_board_limit_and_inline_tileset(self):
        tiles = safari.TileSet(safari.TileSet.default_text().replace("#", "# x", 1))
        self.assertFalse(tiles.is_default)
        game = random_game(4, moves=30, board_limit=(6, 5), tileset=tiles)
        tiles.close()  # the game holds its own reference
        text = game.record()
        self.assertIn("board-limit 6 5\ntileset inline\n", text)
        with safari.Game.from_record(text) as back:
            self.assertEqual(back.hash, game.hash)
            self.assertEqual(back.options.board_limit, (6, 5))
            self.assertFalse(back.tileset.is_default)
            self.assertEqual(back.tileset.info, game.tileset.info)

    def test_window_and_distinct_boosts_round_trip(self):
        game = random_game(9, moves=80, board_limit=("window", 8, 5), boosts="distinct")
        self.assertEqual(game.options.board_limit, ("window", 8, 5))
        self.assertEqual(game.options.boosts, "distinct")
        text = game.record()
        self.assertIn("boosts distinct\nboard-limit window 8 5\n", text)
        with safari.Game.from_record(text) as back:
            self.assertEqual(back.hash, game.hash)
            self.assertEqual(back.options, game.options)
        # Every tile and ranger stays within the 8 x 5 window.
        cells = [(t.x, t.y) for t in game.tiles()]
        cells += [at for at in game.rangers if at is not None]
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        self.assertLessEqual(max(xs) - min(xs) + 1, 8)
        self.assertLessEqual(max(ys) - min(ys) + 1, 5)

    def test_legal_text_lists_the_legal_moves(self):
        game = random_game(6, moves=25)
        while game.decision != "draw":  # a chance decision: moves carry weights
            game.apply(game.legal_moves()[0])
        listing = game.legal_text().splitlines()
        self.assertEqual(listing[0], "decision " + game.decision)
        moves = [line for line in listing if line.startswith("move ")]
        self.assertEqual(moves, ["move %s weight %d" % o for o in game.chance_outcomes()])
        game.apply(game.legal_moves()[0])
        listing = game.legal_text().splitlines()
        self.assertEqual(listing[1], "to-move %d" % game.to_move)
        moves = [line for line in listing if line.startswith("move ")]
        self.assertEqual(moves, ["move %s" % m for m in game.legal_moves()])


class Moves(unittest.TestCase):
    def test_every_legal_move_round_trips_through_text(self):
        game = safari.Game(seats=2)
        rng = safari.SplitMix64(3)
        seen = set()
        while not game.is_over:
            for move in game.legal_moves():
                text = str(move)
                self.assertEqual(safari.Move.parse(text), move, text)
                self.assertEqual(safari.Move.parse(text, game), move, text)
                seen.add(move.kind)
            game.apply(game.sample_move(rng))
        self.assertTrue({"draw", "token", "place", "meeple", "ranger", "dig", "pass"} <= seen)

    def test_move_values(self):
        move = safari.Move.parse("dig -1 0 SW L")
        self.assertEqual(move, safari.Move("dig", species=3, index=2, x=-1, y=0))
        self.assertEqual((move.corner, move.species_letter), ("SW", "L"))
        self.assertEqual(str(move), "dig -1 0 SW L")
        self.assertEqual(safari.Move("pass", x=5), safari.Move("pass"))  # unused fields zeroed
        self.assertEqual(str(safari.Move.parse("draw 07/2")), "draw 07/2")
        self.assertEqual(safari.Move.parse("place 2 -3 1").rotation, 1)
        self.assertEqual(len({safari.Move("pass"), safari.Move("pass")}), 1)
        with self.assertRaises(AttributeError):
            move.x = 3

    def test_meeple_side_is_normalised_with_a_game(self):
        aliases = 0
        for seed in range(1, 30):
            game = safari.Game()
            rng = safari.SplitMix64(seed)
            while not game.is_over:
                if game.decision == "action":
                    placed = game.history[-1]
                    for m in game.legal_moves():
                        if m.kind != "meeple" or str(m) == "meeple baobab":
                            continue
                        # Every side of the same feature names this move.
                        for side, letter in enumerate(safari.SIDES):
                            if side != m.index and \
                                    game.feature_side(placed.x, placed.y, side) == m.index:
                                self.assertEqual(safari.Move.parse("meeple " + letter, game), m)
                                aliases += 1
                game.apply(game.sample_move(rng))
        self.assertGreater(aliases, 0, "no feature touched two sides of a placed tile")


class Inspection(unittest.TestCase):
    def test_board_pieces_and_counts(self):
        game = random_game(17, seats=2, moves=150)
        tiles = game.tiles()
        self.assertEqual(sum(t.start for t in tiles), 3)
        for t in tiles:
            self.assertEqual(game.tile_at(t.x, t.y), t)
            for corner in range(4):
                self.assertIsNotNone(game.slot(t.x, t.y, corner))
        for t in tiles:
            for side in range(4):
                canonical = game.feature_side(t.x, t.y, side)
                self.assertEqual(canonical is None, game.feature_at(t.x, t.y, side) is None)
                self.assertEqual(canonical is None, t.sides[side] == "s")
                if canonical is not None:  # the first side of the same feature
                    self.assertLessEqual(canonical, side)
                    self.assertEqual(t.sides[canonical], t.sides[side])
                    self.assertEqual(game.feature_side(t.x, t.y, canonical), canonical)
        for t in tiles:  # what is printed on a tile covers exactly its non-savanna sides
            printed = game.tile_features(t.x, t.y)
            self.assertEqual(len(printed), t.features)
            covered = "".join(sorted("".join(f.sides for f in printed), key="NESW".index))
            self.assertEqual(covered, "".join(d for i, d in enumerate("NESW") if t.sides[i] != "s"))
            for f in printed:
                self.assertTrue(all(t.sides["NESW".index(d)] == f.kind[0] for d in f.sides))
        middle = game.tile_features(0, 0)  # start cell `stbt trail:EW bush:S/1 ; E@S`
        self.assertEqual([(f.kind, f.sides, f.birds) for f in middle],
                         [("trail", "EW", 0), ("bush", "S", 1)])
        self.assertEqual(middle[1].animals["E"], 1)
        self.assertEqual(game.tile_features(500, 500), [])
        self.assertIsNone(game.tile_at(500, 500))
        self.assertIsNone(game.slot(500, 500, "NE"))
        self.assertIsNone(game.feature_at(500, 500, "N"))
        cells = {(t.x, t.y) for t in tiles}
        for seat in range(2):
            info = game.seat_info(seat)
            meeples = game.meeples(seat)
            self.assertEqual(len(meeples), 6)
            self.assertEqual(sum(m.where == "supply" for m in meeples), info.meeples)
            for m in meeples:
                if m.where in ("trail", "bush"):
                    self.assertIn((m.x, m.y), cells)
                    feature = game.feature_at(m.x, m.y, m.spot)
                    self.assertEqual(feature.kind, m.where)
                    self.assertGreaterEqual(feature.meeples[seat], 1)
                elif m.where == "waterhole":
                    self.assertEqual(game.slot(m.x, m.y, m.spot).owner, seat)
        for cell in game.rangers:
            if cell is not None:
                self.assertNotIn(cell, cells)
        pools = game.pools
        tokens = sum(pools.bag.values()) + sum(pools.discard.values())
        tokens += sum(sum(game.seat_info(s).tokens.values()) for s in range(2))
        tokens += sum(1 for t in tiles for c in range(4) if game.slot(t.x, t.y, c).species)
        self.assertEqual(tokens, 50)
        self.assertGreater(game.state_size, 0)

    def test_tileset(self):
        with safari.TileSet() as tiles:
            self.assertTrue(tiles.is_default)
            self.assertEqual(tiles.info.land_tiles, 72)
            types = tiles.types()
            self.assertEqual(len(types), tiles.info.types)
            self.assertEqual(sum(t.copies for t in types), 72)
            self.assertEqual(tiles.text, safari.TileSet.default_text())
        with self.assertRaises(safari.ParseError) as caught:
            safari.TileSet("this is not a tile set\n")
        self.assertGreaterEqual(caught.exception.line, 1)


class Version(unittest.TestCase):
    def test_major_version_is_checked(self):
        from safari import _capi
        self.assertEqual(safari.library_version_number // 10000, safari.VERSION_MAJOR)
        self.assertTrue(safari.library_version.startswith("%d." % safari.VERSION_MAJOR))
        saved = _capi.VERSION_MAJOR
        _capi.VERSION_MAJOR = saved + 1
        try:
            with self.assertRaisesRegex(ImportError, "needs major version %d" % (saved + 1)):
                _capi.load()
        finally:
            _capi.VERSION_MAJOR = saved

    def test_missing_library_is_a_clear_import_error(self):
        import os
        import subprocess
        import sys
        env = dict(os.environ, SAFARI_LIBRARY="/nonexistent/libsafari.so.0")
        here = os.path.dirname(os.path.abspath(__file__))
        run = subprocess.run([sys.executable, "-c", "import common"], cwd=here, env=env,
                             capture_output=True, text=True)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("ImportError: safari: cannot load libsafari (set SAFARI_LIBRARY", run.stderr)


if __name__ == "__main__":
    unittest.main()
