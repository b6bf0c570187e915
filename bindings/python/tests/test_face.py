# SPDX-License-Identifier: MIT
"""TileSet.face() and Game.tile_in_hand: faces worked out by hand from
data/safari.tiles (rotation R turns the tile R quarter turns clockwise, as
`place X Y R` does), and the tile in hand placed every legal way agreeing
with its face as the board then reports it."""
import unittest

from common import safari


class Faces(unittest.TestCase):
    def test_type_14_copy_2_turned_once(self):
        # 14 3 btst bush:N/1 trail:EW ; A@N ; A@N,E@E ; Z@E,Z@E is faces
        # 25-27 (docs/tilesets.md: faces in file order, by first copy)
        with safari.TileSet() as ts:
            face = ts.face(26, 1)
        self.assertEqual((face.face, face.tile, face.copy, face.copies, face.rotation),
                         (26, 14, 2, 1, 1))
        self.assertEqual(face.sides, "tbts")        # the bush went east
        self.assertEqual(face.corners, ("SW", "NW"))
        self.assertFalse(face.baobab)
        self.assertEqual(face.birds, 1)
        self.assertEqual(face.savanna, dict.fromkeys("AEGLZ", 0))
        bush, trail = face.features
        self.assertEqual((bush.kind, bush.sides, bush.birds), ("bush", "E", 1))
        self.assertEqual(bush.animals, {"A": 1, "E": 0, "G": 0, "L": 0, "Z": 0})
        self.assertEqual((trail.kind, trail.sides, trail.birds), ("trail", "NS", 0))
        self.assertEqual(trail.animals, {"A": 0, "E": 1, "G": 0, "L": 0, "Z": 0})

    def test_a_baobab_face_of_two_copies(self):
        with safari.TileSet() as ts:  # 01 2 ssss baobab ; - ; -
            face = ts.face(0)
        self.assertEqual((face.tile, face.copy, face.copies, face.sides), (1, 1, 2, "ssss"))
        self.assertTrue(face.baobab)
        self.assertEqual(face.features, ())
        self.assertEqual(face.corners, ("NE", "SE", "SW", "NW"))

    def test_out_of_range(self):
        with safari.TileSet() as ts:
            for face, rotation in ((-1, 0), (63, 0), (0, 4), (0, -1)):
                with self.assertRaises(safari.InvalidArgumentError):
                    ts.face(face, rotation)
            with self.assertRaises(TypeError):
                ts.face("1")


class TileInHand(unittest.TestCase):
    def test_none_until_drawn_then_the_face_in_every_placement(self):
        with safari.Game() as game, safari.TileSet() as ts:
            rng = safari.SplitMix64(5)
            while game.decision != "draw":
                self.assertIsNone(game.tile_in_hand)
                game.apply(game.sample_move(rng))
            game.apply("draw 14/2")
            hand = game.tile_in_hand
            self.assertEqual(hand, ts.face(26, 0))
            places = [m for m in game.legal_moves() if m.kind == "place"]
            self.assertTrue(places)
            for move in places:
                game.apply(move)
                self.assertIsNone(game.tile_in_hand)
                face = ts.face(hand.face, move.index)
                tile = game.tile_at(move.x, move.y)
                self.assertEqual((tile.tile, tile.copy, tile.rotation, tile.sides, tile.baobab),
                                 (face.tile, face.copy, face.rotation, face.sides, face.baobab))
                on_board = [(f.kind, f.sides, f.birds, f.animals)
                            for f in game.tile_features(move.x, move.y)]
                self.assertEqual(on_board, [(f.kind, f.sides, f.birds, f.animals)
                                            for f in face.features])
                game.undo()
            self.assertEqual(game.tile_in_hand, hand)


if __name__ == "__main__":
    unittest.main()
