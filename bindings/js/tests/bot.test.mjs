// SPDX-License-Identifier: MIT
// game.botMove: the search compiled into the module behind one method (no
// heap, no _malloc for the caller), deterministic for a seed, refusing bad
// options by name and range.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safari } from './common.mjs';

/** A two-seat game of seed 3 played at random until its decision is `kind`. */
function gameAt(kind) {
  const game = new safari.Game();
  const rng = new safari.SplitMix64(3n);
  while (game.decision !== kind) game.apply(game.sampleMove(rng));
  return game;
}

test('botMove gives a legal move, the same for the same seed, and changes nothing', () => {
  for (const kind of ['place', 'action']) {
    const game = gameAt(kind);
    const [hash, length] = [game.hash, game.historyLength];
    const move = game.botMove({ budget: 200, seed: 11 });
    assert.ok(move instanceof safari.Move);
    assert.ok(game.isLegal(move), `${move} is not legal at ${kind}`);
    assert.ok(game.botMove({ budget: 200, seed: 11 }).equals(move));
    assert.deepEqual([game.hash, game.historyLength], [hash, length]);
    game.free();
  }
});

test('a whole game of bots is the same game again for the same seeds', () => {
  const play = () => {
    const game = new safari.Game({ seats: 3 });
    const rng = new safari.SplitMix64(8n);
    while (!game.isOver) {
      game.apply(game.isChance ? game.sampleMove(rng)
        : game.botMove({ budget: 60, seed: Number(rng.next() & 0xffffn) }));
    }
    const record = game.record();
    game.free();
    return record;
  };
  const record = play();
  assert.equal(play(), record);
  // The record reads back to a finished game.
  assert.ok(safari.Game.fromRecord(record).isOver);
});

test('botMove refuses unknown options, values out of range and chance decisions', () => {
  const game = gameAt('place');
  const refused = (options, cls, message) => assert.throws(() => game.botMove(options),
    (e) => e instanceof cls && e.message === message);
  refused({ budgets: 5 }, safari.InvalidArgumentError, "unknown option 'budgets' (botMove options: budget, seed)");
  refused({ playouts: 5 }, safari.InvalidArgumentError, "unknown option 'playouts' (botMove options: budget, seed)");
  refused({ budget: 0 }, safari.InvalidArgumentError, 'budget 0: must be 1 to 1000000');
  refused({ budget: 1000001 }, safari.InvalidArgumentError, 'budget 1000001: must be 1 to 1000000');
  refused({ seed: -1 }, safari.ArgumentRangeError, 'seed=-1 is outside the range of uint32_t (0..4294967295)');
  refused({ seed: 2 ** 32 }, safari.ArgumentRangeError,
    'seed=4294967296 is outside the range of uint32_t (0..4294967295)');
  assert.throws(() => game.botMove({ budget: 1.5 }), TypeError);
  assert.throws(() => game.botMove({ seed: '1' }), TypeError);
  assert.throws(() => game.botMove(null), TypeError);
  game.free();
  const draw = gameAt('draw');
  assert.throws(() => draw.botMove(), (e) => e instanceof safari.InvalidArgumentError &&
    e.message === "botMove: the pending decision (draw) is chance's: use sampleMove");
  draw.free();
  const over = safari.Game.fromRecord(gameAt('place').record()); // a game to finish
  const rng = new safari.SplitMix64(1n);
  while (!over.isOver) over.apply(over.sampleMove(rng));
  assert.throws(() => over.botMove(), (e) => e instanceof safari.InvalidArgumentError &&
    e.message === 'botMove: the game is over');
  over.free();
  assert.throws(() => over.botMove(), (e) => e.message === 'the game is freed');
});
