// SPDX-License-Identifier: MIT
// game.svg(options), the library's picture (safari_game_svg_write_ex): the
// defaults are the picture of `safari show --svg`; the size sets the width
// and height attributes (the other side in proportion) and keeps the
// viewBox; the legend and the scores come and go; the ids are those the
// package's view (libsafari/board) gives the same pieces; bad options are
// refused by name.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { jsDir, safari, safariCli } from './common.mjs';

const board = await import(pathToFileURL(path.join(jsDir, 'board.mjs')).href);

function played(seed, seats, moves) {
  const game = new safari.Game({ seats }), rng = new safari.SplitMix64(BigInt(seed));
  while (!game.isOver && game.historyLength < moves) game.apply(game.sampleMove(rng));
  return game;
}
const rootSize = (svg) => svg.match(/<svg [^>]*width="(\d+)" height="(\d+)"/).slice(1).map(Number);
const viewBox = (svg) => svg.match(/viewBox="[^"]*"/)[0];

test('the defaults are the picture of `safari show --svg`', () => {
  const game = played(4, 3, 120);
  const cli = safariCli(['show', '--svg', '-'], game.record());
  assert.equal(game.svg(), cli);
  assert.equal(game.svg({}), cli);
  assert.equal(game.svg({ size: null, legend: true, scores: true, ids: false }), cli);
  game.free();
});

test('the size sets the width and height, the other side in proportion, the viewBox kept', () => {
  const game = played(5, 2, 90);
  const natural = game.svg(), [w, h] = rootSize(natural);
  for (const [size, want] of [[[800, 600], [800, 600]], [400, [400, Math.floor(400 * h / w + 0.5)]],
    [[null, 300], [Math.floor(300 * w / h + 0.5), 300]], [[1, 100000], [1, 100000]]]) {
    const svg = game.svg({ size });
    assert.deepEqual(rootSize(svg), want, JSON.stringify(size));
    assert.equal(viewBox(svg), viewBox(natural));
  }
  game.free();
});

test('the legend and the scores come and go; with neither, the board alone', () => {
  const game = played(11, 3, 150);
  const [w] = rootSize(game.svg());
  for (const legend of [false, true]) {
    for (const scores of [false, true]) {
      const svg = game.svg({ legend, scores });
      assert.equal(svg.includes('Carcassonne Safari') && svg.includes('>Key</text>'), legend);
      const seatLines = [0, 1, 2].filter((s) => svg.includes(`>seat ${s}: ${game.scores[s]} points`));
      assert.equal(seatLines.length, scores ? 3 : 0);
      assert.equal(rootSize(svg)[0], legend || scores ? w : w - 340, `legend ${legend}, scores ${scores}`);
    }
  }
  game.free();
});

test('ids name each piece as the package\'s view names it', () => {
  let meeples = 0;
  for (const seed of [1, 2, 3]) {
    const game = played(seed + 20, 2, 100 + 50 * seed);
    assert.ok(!game.svg().includes(' id="'));
    const ids = new Set([...game.svg({ ids: true }).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    // The view's ids of the same pieces: tiles, tokens, meeples, rangers.
    const view = [...board.drawBoard(game).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(view.length > game.tiles().length);
    for (const id of view) assert.ok(ids.has(id), `${id} in the library's picture`);
    const kinds = (set) => [...set].filter((id) => /^(tile|token|meeple|ranger)_/.test(id)).sort();
    assert.deepEqual(kinds(ids), [...view].sort());
    meeples += view.filter((id) => id.startsWith('meeple_')).length;
    assert.ok(ids.has('score_0') && ids.has('score_1') && !ids.has('score_2'));
    game.free();
  }
  assert.ok(meeples > 5, 'the games put meeples down');
});

test('bad options are refused by name', () => {
  const game = played(1, 2, 5);
  for (const [options, error, text] of [
    [{ size: 0 }, safari.InvalidArgumentError, /svg width 0: must be 1 to 100000/],
    [{ size: [10, 100001] }, safari.InvalidArgumentError, /svg height 100001: must be 1 to 100000/],
    [{ size: [1, 2, 3] }, safari.InvalidArgumentError, /svg size/],
    [{ size: 2.5 }, TypeError, /svg width must be an integer/],
    [{ size: '400' }, TypeError, /svg width must be an integer/],
    [{ legend: 1 }, TypeError, /svg legend must be a boolean/],
    [{ id: true }, safari.InvalidArgumentError, /unknown option 'id'/],
  ]) {
    assert.throws(() => game.svg(options), (e) => e instanceof error && text.test(e.message), JSON.stringify(options));
  }
  game.free();
});
