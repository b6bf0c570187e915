# SPDX-License-Identifier: MIT
"""The fixed action space of the table, apply_action, out= arrays, the
extended observation, metadata and batches through the binding (NumPy
needed for out= and Batch). A batch's games equal games replayed move by
move with the documented generators (docs/ai.md, "Batched stepping")."""
import os
import unittest

from common import random_game, safari

try:
    import numpy
except ImportError:
    if os.environ.get("SAFARI_REQUIRE_NUMPY"):
        raise
    numpy = None

TABLE = (safari.AI_TABLE_HALF, safari.AI_TABLE_HALF)


class FixedSpace(unittest.TestCase):
    def test_table_window_and_metadata(self):
        with safari.Game(board_limit=TABLE) as game:
            self.assertEqual(game.table_window(), (-12, -12, 25, 25))
            md = game.metadata()
            self.assertEqual(md["actions"], 47 * 625 + 18 + 63)
            self.assertEqual(md["actions"], game.action_count(game.table_window()))
            self.assertEqual(md["obs_size"], 49 * 625 + 59 + 3 * 63 + 4)
            self.assertEqual(md["min_margin"], -md["max_score"])
        with safari.Game() as game:
            self.assertIsNone(game.table_window())

    def test_outside_is_reported_not_raised(self):
        game = random_game(3, moves=60)
        x0, y0, w, h = game.board_window()
        cut = (x0, y0, 2, 2)
        while game.decision != "place":
            game.apply(game.sample_move(safari.SplitMix64(1)))
        mask, outside = game.legal_mask(cut, with_outside=True)
        actions, outside2 = game.legal_actions(cut, with_outside=True)
        self.assertGreater(outside, 0)
        self.assertEqual(outside, outside2)
        self.assertEqual(len(actions) + outside, len(game.legal_moves()))
        self.assertEqual(game.legal_mask(with_outside=True)[1], 0)

    def test_apply_action_takes_any_integer_and_refuses_bad_ones(self):
        with safari.Game(board_limit=TABLE) as game, safari.Game(board_limit=TABLE) as other:
            w = game.table_window()
            rng = safari.SplitMix64(8)
            for _ in range(40):
                move = game.sample_move(rng)
                index = game.action_index(move, w)
                before = game.hash
                with self.assertRaises(safari.InvalidArgumentError):
                    game.apply_action(game.action_count(w), w)
                self.assertEqual(game.hash, before)
                if numpy is not None:
                    index = numpy.uint32(index)
                game.apply_action(index, w)
                other.apply(move)
                self.assertEqual(game.hash, other.hash)
            with self.assertRaises(TypeError):
                game.apply_action(1.5, w)

    def test_apply_action_refuses_floats_and_bools(self):
        """A float (NaN, one with an integer value), a bool of Python or
        NumPy is no action: TypeError, the game unchanged; move_from_index
        the same."""
        with safari.Game(board_limit=TABLE) as game:
            w = game.table_window()
            game.apply(game.sample_move(safari.SplitMix64(3)))  # a tile drawn: a seat decides
            legal = int(game.legal_actions(w)[0])
            before = game.hash
            bad = [legal + 0.7, float(legal), float("nan"), True, False]
            if numpy is not None:
                bad += [numpy.float64(legal), numpy.float32("nan"), numpy.bool_(True),
                        numpy.bool_(False), numpy.array([legal])]
            for value in bad:
                with self.assertRaisesRegex(TypeError, "^action index must be an integer, not "
                                            + type(value).__name__ + "$", msg=repr(value)):
                    game.apply_action(value, w)
                with self.assertRaises(TypeError, msg=repr(value)):
                    game.move_from_index(value, w)
                self.assertEqual(game.hash, before)
            game.apply_action(legal, w)  # the integer itself plays
            self.assertNotEqual(game.hash, before)

    def test_extended_observation_marks_the_placed_tile(self):
        with safari.Game(board_limit=TABLE) as game:
            w = game.table_window()
            rng = safari.SplitMix64(2)
            while game.decision != "action":
                game.apply(game.sample_move(rng))
            place = game.history[-1]
            planes, vector = game.observation_ex(game.to_move, w)
            bplanes, bvector = game.observation_ex(game.to_move, w, dtype="uint8")
            old_planes, old_vector = game.observation(game.to_move, w)
            self.assertEqual(len(planes), 49)
            cell = (place.y - w[1]) * w[2] + (place.x - w[0])
            flat = list(memoryview(planes).cast("B").cast("f")) if numpy is None else planes.ravel()
            self.assertEqual(flat[48 * 625 + cell], 1.0)
            self.assertEqual(sum(flat[48 * 625:49 * 625]), 1.0)
            faces = (len(old_vector) - 59) // 2
            self.assertEqual(vector[59 + 3 * faces + place.index], 1.0)
            self.assertEqual(list(vector[:len(old_vector)]), list(old_vector))
            self.assertEqual([int(v) for v in bvector], [min(255, int(v)) for v in vector])

    def test_planes_are_named_at_run_time(self):
        """As many names as planes, in each layout; the base names the first
        of the extended; groups at the header's first planes (by hand from
        safari.h's SAFARI_OBS_P_* comments)."""
        extended = safari.observation_planes()
        base = safari.observation_planes("base")
        with safari.Game(board_limit=TABLE) as game:
            w = game.table_window()
            self.assertEqual(len(extended), game.observation_ex_size(w)[0])
            self.assertEqual(len(base), game.observation_size(w)[0])
            self.assertEqual(len(extended), game.metadata()["obs_planes"])
            self.assertEqual(game.observation_planes(), [p["name"] for p in base])
            self.assertEqual(game.observation_planes(extended=True),
                             [p["name"] for p in extended])
        self.assertEqual([p["name"] for p in base], [p["name"] for p in extended[:48]])
        self.assertEqual(len({p["name"] for p in extended}), 49)
        self.assertEqual(extended[0]["name"], "tile")
        self.assertEqual(extended[3]["name"], "trail_s")
        self.assertEqual(extended[13]["name"], "animals_ape")
        self.assertEqual(extended[24]["name"], "meeples_4")
        self.assertEqual(extended[30]["name"], "token_se_ape")
        self.assertEqual(extended[48]["name"], "placed")
        self.assertEqual((extended[30]["group"], extended[30]["group_first"],
                          extended[30]["group_planes"]), ("token", 25, 20))
        self.assertTrue(all(p["description"] for p in extended))
        with self.assertRaises(safari.InvalidArgumentError):
            safari.observation_planes("wide")
        if numpy is not None:  # a batch's rows are of the extended layout
            batch = safari.Batch(2, seed=1)
            self.assertEqual(batch.observation_planes, [p["name"] for p in extended])
            self.assertEqual(batch.obs_size, 49 * 625 + 59 + 3 * 63 + 4)

    def test_vector_entries_are_named_at_run_time(self):
        """As many names as vector entries, in each layout, unique; the base
        names the first of the extended; a few by hand from safari.h's
        SAFARI_OBS_V_* comments (relative seat k, species A E G L Z,
        decision kinds in safari_decision_kind order, then one a face)."""
        extended = safari.observation_entries()
        base = safari.observation_entries("base")
        with safari.Game(board_limit=TABLE) as game:
            w = game.table_window()
            faces = game.tileset.info.faces
            self.assertEqual(len(extended), game.observation_ex_size(w)[1])
            self.assertEqual(len(base), game.observation_size(w)[1])
            self.assertEqual(len(extended), game.metadata()["obs_vector"])
            self.assertEqual(game.observation_entries(), [e["name"] for e in base])
            self.assertEqual(game.observation_entries(extended=True),
                             [e["name"] for e in extended])
        self.assertEqual(len(extended), 59 + 3 * faces + 4)
        self.assertEqual([e["name"] for e in base], [e["name"] for e in extended[:len(base)]])
        self.assertEqual(len({e["name"] for e in extended}), len(extended))
        names = [e["name"] for e in extended]
        self.assertEqual(names[0], "score_0")
        self.assertEqual(names[13], "supply_1_lion")
        self.assertEqual(names[30], "meeples_0")
        self.assertEqual(names[39], "bag_zebra")
        self.assertEqual(names[45], "discarded_tiles")
        self.assertEqual(names[46], "seats")
        self.assertEqual(names[48], "decision_token")
        self.assertEqual(names[54], "to_move_0")
        self.assertEqual(names[59], "stack_0")
        self.assertEqual(names[59 + faces + 2], "hand_2")
        self.assertEqual(names[59 + 3 * faces - 1], "placed_%d" % (faces - 1))
        self.assertEqual(names[-1], "placed_rotation_3")
        self.assertEqual((extended[13]["group"], extended[13]["group_first"],
                          extended[13]["group_entries"]), ("supply", 5, 25))
        self.assertTrue(all(e["description"] for e in extended))
        with self.assertRaises(safari.InvalidArgumentError):
            safari.observation_entries("wide")
        if numpy is not None:  # a batch's rows are of the extended layout
            batch = safari.Batch(2, seed=1)
            self.assertEqual(batch.observation_entries, names)

    def test_binding_equals_the_deprecated_calls(self):
        """Game.observation / observation_ex (through safari_game_observe)
        against the deprecated C calls, still exported, called directly."""
        import ctypes
        from safari._lib import lib
        game = random_game(3, moves=40)
        w = game.board_window()
        cw = safari._capi.Window(*w)
        for name, ctype, call in (
                ("safari_game_observation", ctypes.c_float,
                 lambda: game.observation(1, w)),
                ("safari_game_observation_ex", ctypes.c_float,
                 lambda: game.observation_ex(1, w)),
                ("safari_game_observation_u8", ctypes.c_uint8,
                 lambda: game.observation_ex(1, w, dtype="uint8"))):
            planes, vector = call()
            want = list(memoryview(planes).cast("B").cast(ctype._type_)) + list(vector) \
                if numpy is None else planes.ravel().tolist() + vector.tolist()
            count = ctypes.c_size_t()
            buf = (ctype * len(want))()
            self.assertEqual(getattr(lib, name)(game._handle, ctypes.byref(cw), 1, buf, len(buf),
                                                ctypes.byref(count)), 0)
            self.assertEqual(count.value, len(want))
            self.assertEqual(list(buf), want, name)

    @unittest.skipIf(numpy is None, "out= needs NumPy")
    def test_out_arrays_are_filled_in_place(self):
        with safari.Game(board_limit=TABLE) as game:
            w = game.table_window()
            mask = numpy.empty(game.action_count(w), numpy.uint8)
            acts = numpy.empty(safari._capi.MAX_MOVES, numpy.uint32)
            obs = numpy.empty(sum(game.observation_ex_size(w)[:1]) * 625 +
                              game.observation_ex_size(w)[1], numpy.uint8)
            got = game.legal_mask(w, out=mask)
            self.assertTrue(numpy.shares_memory(got, mask))
            listed = game.legal_actions(w, out=acts)
            self.assertTrue(numpy.shares_memory(listed, acts))
            self.assertEqual(sorted(listed.tolist()), numpy.flatnonzero(mask).tolist())
            planes, vector = game.observation_ex(0, w, dtype="uint8", out=obs)
            self.assertTrue(numpy.shares_memory(planes, obs))
            with self.assertRaises(TypeError):
                game.legal_mask(w, out=numpy.empty(10, numpy.int64))
            with self.assertRaises(safari.InvalidArgumentError):
                game.legal_mask(w, out=numpy.empty(10, numpy.uint8))


@unittest.skipIf(numpy is None, "Batch needs NumPy")
class Batches(unittest.TestCase):
    def test_batch_equals_games_replayed_move_by_move(self):
        seed, n = 77, 3
        batch = safari.Batch(n, seed=seed, controllers=("agent", "scoring"))
        w = batch.window
        states = safari.SplitMix64(seed)
        refs = []
        for _ in range(n):
            refs.append([safari.Game(board_limit=TABLE), safari.SplitMix64(states.next()),
                         [0, 0]])

        def advance(ref):
            game, rng, _ = ref
            while not game.is_over and (game.is_chance or game.to_move == 1):
                policy = "scoring" if game.to_move == 1 else "uniform"
                game.apply(game.sample_move(rng, policy=policy))

        for ref in refs:
            advance(ref)
        pick = numpy.random.default_rng(3)
        ended = 0
        fresh = numpy.full((n, batch.obs_size), numpy.nan, numpy.float32)
        for step in range(250):
            floats = batch.observe_float()  # the batch's own rows, some steps skipped
            if step % 3 == 2:
                floats = batch.observe_float(fresh)  # written whole
            for j, (game, _, _) in enumerate(refs):
                self.assertEqual(batch.to_move[j], game.to_move)
                planes, vector = game.observation_ex(game.to_move, w, dtype="uint8")
                self.assertTrue(numpy.array_equal(batch.obs[j], numpy.concatenate(
                    [planes.ravel(), vector])))
                if step % 3 != 1:
                    planes, vector = game.observation_ex(game.to_move, w, dtype="float32")
                    self.assertTrue(numpy.array_equal(floats[j], numpy.concatenate(
                        [planes.ravel(), vector])))
                listed = game.legal_actions(w)
                self.assertEqual(batch.legal_count[j], len(listed))
                self.assertTrue(numpy.array_equal(batch.legal[j, :len(listed)], listed))
                self.assertTrue(numpy.array_equal(batch.mask[j], game.legal_mask(w)))
            actions = batch.sample_actions(pick).copy()
            batch.step(actions)
            for j, ref in enumerate(refs):
                game = ref[0]
                game.apply_action(int(actions[j]), w)
                advance(ref)
                scores = game.scores
                self.assertEqual(batch.rewards[j].tolist(),
                                 [float(s - p) for s, p in zip(scores, ref[2])])
                ref[2] = scores
                self.assertEqual(bool(batch.terminal[j]), game.is_over)
                if game.is_over:
                    ended += 1
                    game.close()
                    ref[0], ref[2] = safari.Game(board_limit=TABLE), [0, 0]
                    advance(ref)
        self.assertGreater(ended, 0)
        for ref in refs:
            ref[0].close()
        batch.close()

    def test_batch_observes_in_its_layout(self):
        """layout="base": every row is the game's base observation (floats
        whole, bytes capped at 255), and the planes' names are the base's."""
        seed, n = 5, 2
        with safari.Batch(n, seed=seed, controllers=("agent", "scoring"), layout="base") as batch:
            w = batch.window
            self.assertEqual(batch.layout, "base")
            base = [p["name"] for p in safari.observation_planes("base")]
            self.assertEqual(batch.observation_planes, base)
            self.assertEqual(batch.planes, len(base))
            with safari.Game(board_limit=TABLE) as game:
                planes, vector = game.observation(0, w)
                self.assertEqual(batch.obs_size, planes.size + vector.size)
            refs = []
            states = safari.SplitMix64(seed)
            for _ in range(n):
                refs.append((safari.Game(board_limit=TABLE), safari.SplitMix64(states.next())))

            def advance(game, rng):
                while not game.is_over and (game.is_chance or game.to_move == 1):
                    policy = "scoring" if game.to_move == 1 else "uniform"
                    game.apply(game.sample_move(rng, policy=policy))

            for game, rng in refs:
                advance(game, rng)
            pick = numpy.random.default_rng(1)
            for _ in range(40):
                floats = batch.observe_float()
                for j, (game, _) in enumerate(refs):
                    planes, vector = game.observation(game.to_move, w)
                    whole = numpy.concatenate([planes.ravel(), vector])
                    self.assertTrue(numpy.array_equal(floats[j], whole))
                    self.assertTrue(numpy.array_equal(
                        batch.obs[j], numpy.minimum(whole, 255).astype(numpy.uint8)))
                actions = batch.sample_actions(pick).copy()
                batch.step(actions)
                for j, (game, rng) in enumerate(refs):
                    game.apply_action(int(actions[j]), w)
                    advance(game, rng)
                    self.assertFalse(game.is_over)  # 40 steps end no game
            for game, _ in refs:
                game.close()
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Batch(2, layout="sideways")

    def test_step_takes_integers_of_any_dtype(self):
        """Action arrays of every integer dtype that holds the indices, and
        sequences of ints and NumPy integers, step as the batch's own uint32
        array does: each batch, of the same seed, ends where one stepped
        through its `actions` ends."""
        with safari.Batch(2, seed=4) as ref:
            self.assertLess(ref.num_actions, 1 << 15)  # int16 holds every index
            legal = ref.legal[:, 0].copy()
            ref.actions[:] = legal
            ref.step()
            obs, to_move = ref.obs.copy(), ref.to_move.copy()
        kinds = [lambda a, t=t: a.astype(t) for t in (numpy.int16, numpy.uint16, numpy.int32,
                                                     numpy.int64, numpy.uint64, numpy.intp)]
        kinds += [lambda a: [int(v) for v in a], lambda a: tuple(numpy.int64(v) for v in a),
                  lambda a: a.astype(object)]
        for kind in kinds:
            with safari.Batch(2, seed=4) as batch:
                actions = kind(legal)
                batch.step(actions)
                self.assertTrue(numpy.array_equal(batch.obs, obs), msg=repr(actions))
                self.assertTrue(numpy.array_equal(batch.to_move, to_move), msg=repr(actions))

    def test_step_refuses_floats_and_bools(self):
        """961.7 is not action 961, NaN not action 0, True not action 1: the
        batch refuses float and bool arrays and entries with the TypeError
        Game.apply_action gives, and nothing changes."""
        with safari.Batch(2, seed=4) as batch, safari.Game(board_limit=TABLE) as game:
            legal = batch.legal[:, 0].copy()
            obs, to_move = batch.obs.copy(), batch.to_move.copy()
            with self.assertRaises(TypeError) as single:
                game.apply_action(float(legal[0]) + 0.7, game.table_window())
            bad = [(legal + 0.7, "float64"), (legal.astype(numpy.float64), "float64"),
                   (numpy.array([numpy.nan, legal[1]]), "float64"),
                   (legal.astype(numpy.float32), "float32"),
                   (numpy.ones(2, bool), "bool"), (numpy.zeros(2, bool), "bool"),
                   ([float(legal[0]) + 0.7, int(legal[1])], "float"),
                   ([float("nan"), int(legal[1])], "float"),
                   ([int(legal[0]), True], "bool"), ([numpy.bool_(False), int(legal[1])], None),
                   ((numpy.float64(legal[0]), int(legal[1])), "float64"),
                   (numpy.array([float(legal[0]) + 0.7, legal[1]], dtype=object), "float")]
            for actions, kind in bad:
                with self.assertRaises(TypeError, msg=repr(actions)) as caught:
                    batch.step(actions)
                if kind is not None:
                    self.assertEqual(str(caught.exception),
                                     "action index must be an integer, not " + kind)
                self.assertTrue(numpy.array_equal(batch.obs, obs), msg=repr(actions))
                self.assertTrue(numpy.array_equal(batch.to_move, to_move))
            self.assertEqual(str(single.exception), "action index must be an integer, not float")
            batch.observe()
            self.assertTrue(numpy.array_equal(batch.obs, obs))
            # out of range, whatever the integer type
            for actions in (numpy.array([-1, legal[1]]), numpy.array([1 << 40, legal[1]]),
                            numpy.array([legal[0], batch.num_actions], numpy.uint64)):
                with self.assertRaises(safari.IllegalMoveError, msg=repr(actions)):
                    batch.step(actions)
            with self.assertRaises(safari.ArgumentRangeError):
                batch.step([-1, int(legal[1])])
            batch.step(legal)  # the integers themselves play
            self.assertFalse(numpy.array_equal(batch.obs, obs))

    def test_refusals(self):
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Batch(2, controllers=("uniform", "uniform"))
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Batch(2, controllers=("agent", "greedy"))
        with self.assertRaises(safari.InvalidArgumentError):
            safari.Batch(2, board_limit=None)
        with safari.Batch(2, seed=1) as batch:
            before = batch.obs.copy()
            with self.assertRaises(safari.IllegalMoveError):
                batch.step(numpy.full(2, batch.num_actions, numpy.int64))
            with self.assertRaises(safari.IllegalMoveError):
                batch.step(numpy.zeros(2, numpy.uint32))  # place at the corner: illegal
            batch.observe()
            self.assertTrue(numpy.array_equal(batch.obs, before))
            for view in (batch.obs, batch.mask, batch.planes_view, batch.vector_view):
                with self.assertRaises(ValueError):
                    view[0, 0] = 1  # the batch's rows: read-only
            floats = batch.observe_float()
            with self.assertRaises(ValueError):
                floats[0, 0] = 1  # read-only too
            kept = floats.copy()
            shape = (2, batch.obs_size)
            for out in (numpy.zeros(shape, numpy.float64), numpy.zeros((2, 10), numpy.float32),
                        numpy.zeros((shape[1], 2), numpy.float32).T, [[0.0]], floats):
                with self.assertRaises(safari.InvalidArgumentError):
                    batch.observe_float(out)
            self.assertTrue(numpy.array_equal(batch.observe_float(), kept))


if __name__ == "__main__":
    unittest.main()
