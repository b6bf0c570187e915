// SPDX-License-Identifier: MIT
// Arguments refused by name and range, unknown options, and generator values
// checked before they index the move list (0.2.0 said "invalid argument",
// took {seat: 3} as 2 seats, and a custom generator's -5n or 1e9 read
// outside the list: "place 0 0 0", "token A").
import assert from 'node:assert/strict';
import test from 'node:test';
import { safari } from './common.mjs';

/** Throws `cls` with exactly `message`. */
function refused(fn, cls, message) {
  assert.throws(fn, (e) => e instanceof cls && e.message === message);
}

/** A game of seed `seed` played until its decision is `kind`. */
function gameAt(kind, seed = 3) {
  const game = new safari.Game({ seats: 3 });
  const rng = new safari.SplitMix64(BigInt(seed));
  while (game.decision !== kind) game.apply(game.sampleMove(rng));
  return game;
}

test('options are refused by name and range', () => {
  refused(() => new safari.Game({ seat: 3 }), safari.InvalidArgumentError,
    "unknown option 'seat' (new Game options: seats, firstSeat, finalScoring, baobabTokens, boardLimit, boosts)");
  refused(() => new safari.Game({ seats: 2, first_seat: 1 }), safari.InvalidArgumentError,
    "unknown option 'first_seat' (new Game options: seats, firstSeat, finalScoring, baobabTokens, boardLimit, boosts)");
  refused(() => new safari.Game({ seats: 9 }), safari.InvalidArgumentError, 'seats 9: must be 2 to 5');
  refused(() => new safari.Game({ seats: 1 }), safari.InvalidArgumentError, 'seats 1: must be 2 to 5');
  refused(() => new safari.Game({ seats: 3, firstSeat: 3 }), safari.InvalidArgumentError,
    'firstSeat 3: must be 0 to 2');
  refused(() => new safari.Game({ finalScoring: 2 }), safari.InvalidArgumentError,
    'finalScoring 2: must be 0 to 1');
  refused(() => new safari.Game({ boosts: -1 }), safari.InvalidArgumentError, 'boosts -1: must be 0 to 1');
  refused(() => new safari.Game({ boardLimit: [-1, 4] }), safari.InvalidArgumentError,
    'boardLimit x -1: must be 0 to 32767');
  refused(() => new safari.Game({ boardLimit: ['window', 5, 0] }), safari.InvalidArgumentError,
    'boardLimit window height 0: must be 1 to 32767');
  refused(() => new safari.Game({ boardLimit: [0, 0] }), safari.InvalidArgumentError,
    'boardLimit [0,0] does not hold the start tile and the rangers');
  assert.throws(() => new safari.Game(null), TypeError);
  const game = new safari.Game({ seats: 0 }); // the library's spelling of the default
  assert.equal(game.seats, 2);
  refused(() => game.seatInfo(2), safari.InvalidArgumentError, 'seat 2: must be 0 to 1');
  refused(() => game.meeples(-1), safari.InvalidArgumentError, 'seat -1: must be 0 to 1');
  refused(() => game.featureAt(0, 0, 4), safari.InvalidArgumentError, 'side 4: must be 0 to 3');
  refused(() => game.slot(0, 0, 9), safari.InvalidArgumentError, 'corner 9: must be 0 to 3');
  game.free();
});

test('SplitMix64.nextBelow refuses n outside 1 <= n < 2**32 and draws nothing', () => {
  const rng = new safari.SplitMix64(7n), twin = new safari.SplitMix64(7n);
  for (const n of [0, -1, 2 ** 32, 2 ** 40, 1.5, NaN, Infinity]) {
    assert.throws(() => rng.nextBelow(n), RangeError, String(n));
  }
  assert.throws(() => rng.nextBelow(5n), TypeError);
  assert.throws(() => rng.nextBelow('5'), TypeError);
  assert.equal(rng.state, twin.state); // nothing drawn
  assert.equal(rng.nextBelow(2 ** 32 - 1), Number(twin.next() % (2n ** 32n - 1n)));
  assert.equal(rng.nextBelow(1), 0);
});

test('a custom generator value outside its range is refused, never read outside the list', () => {
  const place = gameAt('place'), draw = gameAt('draw');
  const before = [place.record(), draw.record()];
  const placeCount = place.legalMoves().length;
  const drawTotal = draw.chanceOutcomes().reduce((t, o) => t + o.weight, 0);
  for (const value of [-5n, -1n, 1n << 64n]) {
    refused(() => place.sampleMove({ next: () => value }), RangeError,
      `rng.next() returned ${value}: must be 0 to 2**64 - 1`);
  }
  refused(() => place.sampleMove({ next: () => -5 }), RangeError,
    'rng.next() returned -5: must be 0 to 2**64 - 1');
  assert.throws(() => place.sampleMove({ next: () => 2 ** 60 }), TypeError); // not exact
  assert.throws(() => place.sampleMove({ next: () => 1.5 }), TypeError);
  for (const value of [1e9, drawTotal, -1]) {
    refused(() => draw.sampleMove({ nextBelow: () => value }), RangeError,
      `rng.nextBelow(${drawTotal}) returned ${value}: must be 0 to ${drawTotal - 1}`);
  }
  refused(() => place.sampleMove({ nextBelow: () => placeCount }), RangeError,
    `rng.nextBelow(${placeCount}) returned ${placeCount}: must be 0 to ${placeCount - 1}`);
  assert.throws(() => draw.sampleMove({ nextBelow: () => 0.5 }), TypeError);
  for (const rng of [null, undefined, 5, {}, { next: 1 }]) {
    assert.throws(() => place.sampleMove(rng), TypeError);
  }
  // the edges of the ranges are the first and last outcomes
  const outcomes = draw.chanceOutcomes();
  assert.deepEqual(draw.sampleMove({ nextBelow: () => 0 }), outcomes[0].move);
  assert.deepEqual(draw.sampleMove({ nextBelow: () => drawTotal - 1 }), outcomes.at(-1).move);
  assert.deepEqual(place.sampleMove({ next: () => (1n << 64n) - 1n }),
    place.legalMoves()[Number(((1n << 64n) - 1n) % BigInt(placeCount))]);
  assert.deepEqual([place.record(), draw.record()], before);
  place.free();
  draw.free();
});
