// SPDX-License-Identifier: MIT
// The binding against the native `safari` command: the same seed gives the
// same game, and a record replays to the same position and scores.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safari, safariCli } from './common.mjs';

const cases = [[1, 2], [2, 2], [3, 3], [4, 4], [5, 5], [6, 2], [7, 3]];

test('the same seed gives the record of `safari play` (SplitMix64)', () => {
  for (const [seed, seats] of cases) {
    const expected = safariCli(['play', '--seed', String(seed), '--seats', String(seats)]);
    const game = new safari.Game({ seats });
    const rng = new safari.SplitMix64(BigInt(seed));
    for (let move = game.sampleMove(rng); move !== null; move = game.sampleMove(rng)) game.apply(move);
    assert.equal(game.record(), expected, `seed ${seed}, ${seats} seats`);
    game.free();
  }
});

/** {seat: score} and the other lines of `safari replay`'s summary. */
function replaySummary(text) {
  const scores = [...text.matchAll(/^seat (\d+) score (-?\d+)/gm)].map((m) => Number(m[2]));
  const stack = Number(/^stack (\d+)/m.exec(text)[1]);
  return { scores, stack };
}

test('a record read gives the final position and scores of `safari replay`', () => {
  for (const [seed, seats] of cases) {
    const record = safariCli(['play', '--seed', String(seed), '--seats', String(seats)]);
    const replay = replaySummary(safariCli(['replay'], record));
    const game = safari.Game.fromRecord(record);
    assert.ok(game.isOver);
    assert.deepEqual(game.scores, replay.scores, `seed ${seed}`);
    assert.deepEqual(game.projectedScores, replay.scores);
    assert.equal(game.pools.stack, replay.stack);
    // The whole position: the listing of the command equals the binding's.
    assert.equal(game.legalText(), safariCli(['legal'], record));
    assert.equal(game.record(), record);
    game.free();
  }
});

test('the picture is the one `safari show --svg` draws, byte for byte', () => {
  for (const [seed, seats] of cases.slice(0, 3)) {
    const record = safariCli(['play', '--seed', String(seed), '--seats', String(seats)]);
    const lines = record.split('\n');
    const half = lines.slice(0, lines.indexOf('moves') + 1 + 17 * seed).join('\n') + '\n';
    for (const text of [record, half]) {
      const game = safari.Game.fromRecord(text);
      const picture = game.svg();
      assert.ok(picture.startsWith('<?xml'));
      assert.equal(picture.split('<g class="tile"').length - 1, game.tiles().length);
      assert.equal(picture, safariCli(['show', '--svg', '-'], text), `seed ${seed}`);
      game.free();
    }
  }
});

test('a position halfway through lists the moves `safari legal` lists', () => {
  const record = safariCli(['play', '--seed', '9']);
  const lines = record.split('\n');
  const half = lines.slice(0, lines.indexOf('moves') + 61).join('\n') + '\n';
  const game = safari.Game.fromRecord(half);
  const listed = safariCli(['legal'], half).split('\n').filter((l) => l.startsWith('move '))
    .map((l) => l.slice(5).replace(/ weight \d+$/, ''));
  assert.deepEqual(game.legalMoves().map((m) => game.moveText(m)), listed);
  game.free();
});
