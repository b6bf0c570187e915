// SPDX-License-Identifier: MIT
// game.tileInHand and game.tileFace: faces worked out by hand from
// data/safari.tiles (rotation R turns the tile R quarter turns clockwise,
// as `place X Y R` does), and every placement of the tile in hand agreeing
// with its face as the board then shows it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safari } from './common.mjs';

const ALL = (counts) => ({ A: 0, E: 0, G: 0, L: 0, Z: 0, ...counts });

/** A two-seat game played at random from `seed` until the draw decision. */
function gameAtDraw(seed) {
  const game = new safari.Game();
  const rng = new safari.SplitMix64(seed);
  while (game.decision !== 'draw') {
    assert.equal(game.tileInHand, null);
    game.apply(game.sampleMove(rng));
  }
  return game;
}

test('a face turned once: type 14, copy 2', () => {
  const game = new safari.Game();
  // 14 3 btst bush:N/1 trail:EW ; A@N ; A@N,E@E ; Z@E,Z@E: faces 25 to 27
  assert.deepEqual(game.tileFace(26, 1), {
    face: 26, tile: 14, copy: 2, copies: 1, rotation: 1, sides: 'tbts', baobab: false,
    corners: ['SW', 'NW'], birds: 1, savanna: ALL({}),
    features: [{ kind: 'bush', sides: 'E', birds: 1, animals: ALL({ A: 1 }) },
      { kind: 'trail', sides: 'NS', birds: 0, animals: ALL({ E: 1 }) }],
  });
  // 01 2 ssss baobab ; - ; -: one face of both copies
  const baobab = game.tileFace(0);
  assert.deepEqual([baobab.tile, baobab.copies, baobab.sides, baobab.baobab, baobab.features],
    [1, 2, 'ssss', true, []]);
  for (const [face, rotation] of [[-1, 0], [63, 0], [0, 4]]) {
    assert.throws(() => game.tileFace(face, rotation), safari.InvalidArgumentError);
  }
  game.free();
});

test('the tile in hand: null until drawn, then its face in every placement', () => {
  const game = gameAtDraw(5n);
  game.apply('draw 14/2');
  const hand = game.tileInHand;
  assert.deepEqual(hand, game.tileFace(26, 0));
  const places = game.legalMoves().filter((m) => m.kind === 'place');
  assert.ok(places.length > 0);
  for (const move of places) {
    game.apply(move);
    assert.equal(game.tileInHand, null);
    const face = game.tileFace(hand.face, move.rotation), tile = game.tileAt(move.x, move.y);
    assert.deepEqual([tile.tile, tile.copy, tile.rotation, tile.sides, tile.baobab],
      [face.tile, face.copy, face.rotation, face.sides, face.baobab]);
    assert.deepEqual(game.tileFeatures(move.x, move.y), face.features);
    game.undo();
  }
  assert.deepEqual(game.tileInHand, hand);
  game.free();
});
