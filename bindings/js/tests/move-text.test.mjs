// SPDX-License-Identifier: MIT
// Move.prototype.toString() is the move's notation (Move's doc promises it;
// 0.2.0 gave "[object Object]"), and every error class names itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { safari } from './common.mjs';

test('String(move) is the text of the move, for every move of a game', () => {
  const game = new safari.Game({ seats: 4 });
  const rng = new safari.SplitMix64(21n);
  let checked = 0;
  while (!game.isOver) {
    for (const move of game.legalMoves()) {
      assert.equal(String(move), game.moveText(move));
      checked++;
    }
    game.apply(game.sampleMove(rng));
  }
  assert.ok(checked > 1000, `only ${checked} moves`);
  assert.equal(`${new safari.Move('dig', { x: -3, y: 2, index: 3, species: 4 })}`, 'dig -3 2 NW Z');
  assert.equal(String(safari.parseMove('boost -')), 'boost -');
  game.free();
});

test('every error class names itself (a literal, not the class binding a minifier renames)', () => {
  const names = ['SafariError', 'InvalidArgumentError', 'ArgumentRangeError', 'OutOfMemoryError',
    'BufferTooSmallError', 'IllegalMoveError', 'ParseError', 'NoUndoError', 'NotFoundError', 'LimitError'];
  for (const name of names) {
    assert.ok(Object.hasOwn(safari[name].prototype, 'name'), `${name} takes its name from its class`);
    assert.equal(new safari[name]('m').name, name);
    assert.equal(String(new safari[name]('m')), `${name}: m`);
  }
});

test('the package version is the library version (include/safari.h)', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const pkg = JSON.parse(readFileSync(path.join(root, 'bindings/js/package.json'), 'utf8'));
  assert.equal(pkg.version, safari.version);
  assert.equal(safari.versionNumber, pkg.version.split('.').reduce((n, p) => n * 100 + Number(p), 0));
});
