// SPDX-License-Identifier: MIT
// The binding's own promises: errors as exceptions with the library's
// messages, nothing changed by a refused call, undo, and freeing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safari } from './common.mjs';

function playTo(game, rng, decision) {
  while (game.decision !== decision) game.apply(game.sampleMove(rng));
}

test('an illegal move throws IllegalMoveError and changes nothing', () => {
  const game = new safari.Game();
  playTo(game, new safari.SplitMix64(3n), 'place');
  const hash = game.hash, length = game.historyLength;
  assert.throws(() => game.apply('place 40 40 0'), (e) => e instanceof safari.IllegalMoveError &&
    e.status === -4 && e.message.endsWith(safari.strerror(-4)) && /illegal move$/.test(e.message));
  assert.equal(game.hash, hash);
  assert.equal(game.historyLength, length);
  assert.equal(game.isLegal('place 40 40 0'), false);
  assert.equal(game.isLegal('no such move'), false);
  game.free();
});

test('bad text throws ParseError with the line and reason', () => {
  assert.throws(() => safari.parseMove('place 1 2 4'), (e) => e instanceof safari.ParseError &&
    /rotation/.test(e.message));
  const record = 'safari 1\nseats 2\nfirst 0\nfinal-scoring majority\nbaobab-tokens before\n' +
    'board-limit none\ntileset default\nmoves\ntoken A\nplace 0 0 0\n';
  assert.throws(() => safari.Game.fromRecord(record), (e) => e instanceof safari.ParseError &&
    e.line === 10);
});

test('the library picks what the binding picks from the listed moves', () => {
  const game = new safari.Game({ seats: 3 });
  const fast = new safari.SplitMix64(5n), inner = new safari.SplitMix64(5n);
  const listed = { next: () => inner.next() }; // not a SplitMix64: the binding picks
  for (;;) {
    const move = game.sampleMove(fast), other = game.sampleMove(listed);
    assert.equal(fast.state, inner.state);
    assert.deepEqual(move, other);
    if (move === null) break;
    game.apply(move);
  }
  assert.equal(game.decision, 'end');
  game.free();
});

test('undo restores the position; at setup it throws NoUndoError', () => {
  const game = new safari.Game({ seats: 3 });
  assert.throws(() => game.undo(), safari.NoUndoError);
  const rng = new safari.SplitMix64(11n);
  const seen = [];
  for (let i = 0; i < 120; i++) {
    seen.push([game.hash, game.legalMoves().length, game.scores.join()]);
    game.apply(game.sampleMove(rng));
  }
  for (let i = 119; i >= 0; i--) {
    game.undo();
    assert.deepEqual([game.hash, game.legalMoves().length, game.scores.join()], seen[i]);
  }
  game.free();
});

test('numbers outside their C type are refused before the call', () => {
  const game = new safari.Game();
  assert.throws(() => game.seatInfo(2 ** 32 + 1), safari.ArgumentRangeError);
  assert.throws(() => game.seatInfo(2 ** 31), safari.ArgumentRangeError);
  assert.throws(() => game.seatInfo(1.5), TypeError);
  assert.throws(() => game.seatInfo(true), TypeError);
  assert.throws(() => game.seatInfo('1'), TypeError);
  assert.throws(() => game.tileAt(-(2 ** 31) - 1, 0), safari.ArgumentRangeError);
  assert.throws(() => new safari.Move('place', { x: 40000 }), safari.ArgumentRangeError);
  assert.throws(() => new safari.Move('place', { index: 256 }), safari.ArgumentRangeError);
  assert.throws(() => new safari.Move('place', { index: -1 }), safari.ArgumentRangeError);
  assert.throws(() => new safari.Move('fly'), safari.InvalidArgumentError);
  assert.equal(game.seatInfo(1).score, 0);
  // In int32_t but no seat: refused with the argument's own range.
  assert.throws(() => game.seatInfo(7), (e) => e instanceof safari.InvalidArgumentError &&
    !(e instanceof safari.ArgumentRangeError) && e.message === 'seat 7: must be 0 to 1');
  assert.throws(() => new safari.Game({ seats: 6 }), safari.InvalidArgumentError);
  assert.throws(() => new safari.Game({ finalScoring: 'most' }), safari.InvalidArgumentError);
  game.free();
});

test('a move made from fields is the move parsed from its text', () => {
  const move = new safari.Move('dig', { x: -3, y: 2, index: 3, species: 4 });
  assert.equal(safari.moveText(move), 'dig -3 2 NW Z');
  assert.ok(safari.parseMove('dig -3 2 NW Z').equals(move));
  assert.ok(Object.isFrozen(move));
});

test('free() is idempotent and a freed game refuses every call', () => {
  const game = new safari.Game();
  const copy = game.clone();
  game.free();
  game.free();
  assert.ok(game.freed);
  assert.throws(() => game.decision, safari.InvalidArgumentError);
  assert.throws(() => game.apply('token A'), safari.InvalidArgumentError);
  assert.equal(copy.decision, 'token'); // the clone lives on
  copy.free();
});

test('10,000 games made and freed leave the module memory as it was', () => {
  for (let i = 0; i < 100; i++) new safari.Game().free();
  const before = safari.module.HEAPU8.length;
  for (let i = 0; i < 10000; i++) new safari.Game().free();
  assert.equal(safari.module.HEAPU8.length, before);
});

test('SplitMix64 gives the numbers of the reference splitmix64', () => {
  // The published algorithm, in BigInt arithmetic.
  const mask = (1n << 64n) - 1n;
  let state = 0x0123456789ABCDEFn;
  const reference = () => {
    state = (state + 0x9E3779B97F4A7C15n) & mask;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & mask;
    return z ^ (z >> 31n);
  };
  const a = new safari.SplitMix64(0x0123456789ABCDEFn), b = new safari.SplitMix64(0x0123456789ABCDEFn);
  for (let i = 0; i < 2000; i++) {
    const expected = reference();
    assert.equal(a.next(), expected);
    const n = [1, 2, 3, 7, 72, 65535, 65536, 4294967295][i % 8];
    assert.equal(b.nextBelow(n), Number(expected % BigInt(n)));
  }
  assert.throws(() => new safari.SplitMix64(-1), TypeError);
});

test('observationPlanes names each plane of a layout at run time', () => {
  const game = new safari.Game({ boardLimit: [12, 12] });
  const planes = game.observationPlanes(), base = game.observationPlanes('base');
  // as many names as the metadata counts planes; the base layout's 48 first
  assert.equal(planes.length, game.metadata().obsPlanes);
  assert.equal(planes.length, 49);
  assert.deepEqual(base, planes.slice(0, 48));
  assert.equal(new Set(planes.map((p) => p.name)).size, 49);
  // by hand from safari.h's SAFARI_OBS_P_* comments: sides N E S W, corners
  // NE SE SW NW, species A E G L Z
  assert.deepEqual(planes[7], { name: 'bush_s', group: 'bush', groupFirst: 5, groupPlanes: 4,
    description: planes[5].description });
  assert.equal(planes[43].name, 'token_nw_lion');
  assert.equal(planes[47].name, 'fits');
  assert.equal(planes[48].name, 'placed');
  assert.ok(planes.every((p) => p.description.length > 10));
  assert.throws(() => game.observationPlanes('wide'), (e) => e instanceof safari.InvalidArgumentError);
});

test('observationEntries names each vector entry of a layout at run time', () => {
  const game = new safari.Game({ boardLimit: [12, 12] });
  const entries = game.observationEntries(), base = game.observationEntries('base');
  const faces = 63; // the built-in tile set's faces (docs/ai.md: 59 + 3 x 63 + 4 entries)
  // as many names as the metadata counts vector entries; the base layout's first
  assert.equal(entries.length, game.metadata().obsVector);
  assert.equal(entries.length, 59 + 3 * faces + 4);
  assert.deepEqual(base, entries.slice(0, 59 + 2 * faces));
  assert.equal(new Set(entries.map((e) => e.name)).size, entries.length);
  // by hand from safari.h's SAFARI_OBS_V_* comments: relative seat k,
  // species A E G L Z, decision kinds in order, then one a face
  assert.deepEqual(entries[13], { name: 'supply_1_lion', group: 'supply', groupFirst: 5,
    groupEntries: 25, description: entries[5].description });
  assert.equal(entries[46].name, 'seats');
  assert.equal(entries[51].name, 'decision_boost');
  assert.equal(entries[59 + 5].name, 'stack_5');
  assert.equal(entries[59 + 2 * faces].name, 'placed_0');
  assert.equal(entries[entries.length - 1].name, 'placed_rotation_3');
  assert.ok(entries.every((e) => e.description.length > 10));
  assert.throws(() => game.observationEntries('wide'),
    (e) => e instanceof safari.InvalidArgumentError);
});

test('applyAction plays the move of an index over the table; bad ones change nothing', () => {
  const game = new safari.Game({ boardLimit: [12, 12] });
  const w = game.tableWindow();
  assert.deepEqual(w, { x0: -12, y0: -12, width: 25, height: 25 });
  assert.equal(new safari.Game().tableWindow(), null);
  const md = game.metadata();
  // 47 planes of 25 x 25 cells, 18 fixed actions and the 63 faces (docs/ai.md)
  assert.equal(md.actions, 47 * 625 + 18 + 63);
  assert.equal(md.obsSize, 49 * 625 + 59 + 3 * 63 + 4);
  assert.equal(md.maxChanceOutcomes, 63);
  assert.equal(md.minMargin, -md.maxScore);
  const hash = game.hash;
  assert.throws(() => game.applyAction(md.actions, w), (e) => e instanceof safari.InvalidArgumentError);
  assert.throws(() => game.applyAction(-1, w), (e) => e instanceof safari.ArgumentRangeError);
  assert.throws(() => game.applyAction(47 * 625 + 0, w), (e) => e instanceof safari.IllegalMoveError); // pass
  assert.equal(game.hash, hash);
  // `token A` is action 47 C + 13 + 0; the same move by text gives the same game
  const other = new safari.Game({ boardLimit: [12, 12] });
  game.applyAction(47 * 625 + 13, w);
  other.apply('token A');
  // over the board's window (the default): token A is 47 C + 13 for its C cells
  const bw = game.boardWindow();
  game.applyAction(47 * bw.width * bw.height + 13);
  other.apply('token A');
  assert.equal(game.hash, other.hash);
  assert.equal(game.hash, other.hash);
  game.free();
  other.free();
});

test('a meeple on a trail or bush is counted by featureAt, one entry a seat', () => {
  // Through a game, every meeple out on the board: the feature it stands on
  // (read from one safari_feature_info) has its kind and counts it for its
  // seat; `meeples` has one entry a seat (not the struct's five).
  const game = new safari.Game({ seats: 3 });
  const rng = new safari.SplitMix64(11n);
  let checked = 0;
  for (let ply = 0; !game.isOver; ply++) {
    game.apply(game.sampleMove(rng));
    if (ply % 7 !== 0) continue;
    for (let seat = 0; seat < 3; seat++) {
      for (const m of game.meeples(seat)) {
        if (m.where !== 'trail' && m.where !== 'bush') continue;
        const f = game.featureAt(m.x, m.y, m.spot);
        assert.equal(f.kind, m.where);
        assert.equal(f.meeples.length, 3);
        assert.ok(f.meeples[seat] >= 1, `seat ${seat} on ${m.where} at ${m.x},${m.y}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 10, `only ${checked} meeples checked`);
  game.free();
});
