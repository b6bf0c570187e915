// SPDX-License-Identifier: MIT
// Values that travel: moves through JSON and structuredClone (what
// postMessage does), games through JSON as their record and hash.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safari } from './common.mjs';

/** A game of `seed` played at random for `moves` moves. */
function played(seed, moves) {
  const game = new safari.Game({ seats: 3 });
  const rng = new safari.SplitMix64(seed);
  while (!game.isOver && game.historyLength < moves) game.apply(game.sampleMove(rng));
  return game;
}

test('a move as JSON and through structuredClone is the same move', () => {
  const move = new safari.Move('place', { index: 3, x: -2, y: 1 });
  assert.equal(JSON.stringify(move), '{"kind":"place","species":0,"index":3,"tile":0,"x":-2,"y":1}');
  assert.ok(safari.Move.fromJSON(JSON.parse(JSON.stringify(move))).equals(move));
  const cloned = structuredClone(move);
  assert.ok(!(cloned instanceof safari.Move)); // the class is lost, the fields are not
  assert.ok(safari.Move.fromJSON(cloned).equals(move));
  assert.equal(safari.Move.fromJSON(move), move);
  // fields a kind does not use may be left out
  assert.ok(safari.Move.fromJSON({ kind: 'place', index: 3, x: -2, y: 1 }).equals(move));
});

test('isLegal, apply and moveText take a cloned move; malformed data is refused', () => {
  const game = played(4n, 40);
  for (const move of game.legalMoves()) assert.ok(game.isLegal(structuredClone(move)));
  const move = game.legalMoves()[0], text = game.moveText(move);
  assert.equal(game.moveText(JSON.parse(JSON.stringify(move))), text);
  const hash = game.hash;
  assert.throws(() => game.apply({ ...move.toJSON(), colour: 1 }), (e) =>
    e instanceof safari.InvalidArgumentError && e.message === "a move has no field 'colour'");
  assert.throws(() => game.apply({ kind: 'fly' }), safari.InvalidArgumentError);
  assert.throws(() => game.apply({ kind: 'place', x: 1.5 }), TypeError);
  assert.throws(() => game.apply({ kind: 'place', x: 40000 }), safari.ArgumentRangeError);
  assert.throws(() => game.isLegal(null), TypeError);
  assert.throws(() => game.apply(7), TypeError);
  assert.equal(game.hash, hash); // nothing changed
  game.apply(structuredClone(move));
  assert.equal(game.history.at(-1).equals(move), true);
  game.free();
});

test('a game as JSON: its record and its hash in decimal, read back to the same position', () => {
  const game = played(9n, 75);
  const json = JSON.parse(JSON.stringify(game));
  assert.deepEqual(Object.keys(json), ['record', 'hash']);
  assert.equal(json.record, game.record());
  assert.match(json.hash, /^\d+$/);
  assert.equal(BigInt(json.hash), game.hash);
  const back = safari.Game.fromJSON(json);
  assert.equal(back.hash, game.hash);
  assert.equal(back.record(), game.record());
  // a hash that the record does not reach: refused
  assert.throws(() => safari.Game.fromJSON({ ...json, hash: String(game.hash ^ 1n) }),
    safari.InvalidArgumentError);
  assert.throws(() => safari.Game.fromJSON({ record: 'not a record' }), safari.ParseError);
  assert.throws(() => safari.Game.fromJSON({ hash: json.hash }), TypeError);
  back.free();
  game.free();
});
