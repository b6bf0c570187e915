// SPDX-License-Identifier: MIT
// The page's parts that need no browser, in Node with the binding: the tiles
// still to come (to-come.mjs) against the library's draw outcomes and the
// stack, replay (replay.mjs) against the game it replays, and the saved
// game (save.mjs) through a storage of the test's own.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const js = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
const { loadSafari } = await import(pathToFileURL(path.join(js, 'safari-node.mjs')).href);
// The page's modules as scripts/web.sh assembled them, beside the package's
// view (safari/board.mjs), which they import.
const site = process.env.SAFARI_SITE ?? path.join(root, 'build-web/site');
const { Replay } = await import(pathToFileURL(path.join(site, 'replay.mjs')).href);
const { SAVE_KEY, loadSaved, saveGame } = await import(pathToFileURL(path.join(site, 'save.mjs')).href);
const { drawToCome, tilesToCome } = await import(pathToFileURL(path.join(site, 'to-come.mjs')).href);
const safari = await loadSafari();

const total = (counts) => [...counts.values()].reduce((a, b) => a + b, 0);

test('the tiles to come are the draw outcomes at every draw, and add up to the stack throughout', () => {
  let draws = 0;
  for (const [seed, seats] of [[1n, 2], [7n, 3], [9n, 5]]) {
    const game = new safari.Game({ seats }), rng = new safari.SplitMix64(seed);
    while (!game.isOver) {
      const counts = tilesToCome(game);
      assert.equal(total(counts), game.pools.stack, `seed ${seed} at ${game.historyLength} moves`);
      if (game.decision === 'draw') {
        const outcomes = new Map(game.chanceOutcomes().map((o) => [game.moveText(o.move), o.weight]));
        assert.deepEqual(counts, outcomes);
        draws++;
      }
      game.apply(game.sampleMove(rng));
    }
    assert.equal(tilesToCome(game).size, 0, 'none at the end');
    game.free();
  }
  assert.ok(draws > 150);
});

test('the list of tiles to come draws each face with its count', () => {
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(3n);
  for (let i = 0; i < 30; i++) game.apply(game.sampleMove(rng));
  const html = drawToCome(game);
  const items = [...html.matchAll(/<li data-tile="([^"]+)" data-count="(\d+)">/g)];
  assert.equal(items.reduce((a, m) => a + Number(m[2]), 0), game.pools.stack);
  // Every face is drawn (a tile's rectangle at least) and named in words.
  assert.equal((html.match(/<rect width="64"/g) ?? []).length, items.length);
  assert.ok(!/aria-label="\d+ × "/.test(html), 'every face has words');
  game.free();
});

test('replay steps one seat move at a time, forward and back, and leaves the game alone', () => {
  const game = new safari.Game({ seats: 3 }), rng = new safari.SplitMix64(12n);
  while (!game.isOver) game.apply(game.sampleMove(rng));
  const record = game.record(), hash = game.hash;
  const replay = new Replay(game);
  assert.equal(game.record(), record, 'the game replayed does not change');
  // The first stop is the first seat decision: the setup's chance is drawn.
  replay.goTo(0);
  assert.ok(!replay.game.isChance && replay.position > 0);
  const seen = [];
  for (let k = 0; k <= replay.steps; k++) {
    replay.goTo(k);
    assert.equal(replay.step, k);
    // At every stop but the end a seat is to decide, the last move a seat's.
    if (k < replay.steps) assert.ok(!replay.game.isChance, `stop ${k}`);
    const last = replay.lastSeatMove();
    if (k > 0) {
      assert.ok(last && last.index < replay.position);
      seen.push(replay.game.hash);
    }
  }
  assert.equal(replay.game.hash, hash, 'the last stop is the game as it ended');
  // Seat moves: one stop each (the seat decisions of the game).
  const seatMoves = replay.moves.filter((_, i) => !replay.chance[i]).length;
  assert.equal(replay.steps, seatMoves);
  // Back from the end gives the same positions in reverse.
  for (let k = replay.steps; k >= 1; k--) {
    replay.goTo(k);
    assert.equal(replay.game.hash, seen[k - 1]);
  }
  replay.goTo(-5);
  assert.equal(replay.step, 0, 'clamped at the start');
  replay.goTo(replay.steps + 5);
  assert.equal(replay.step, replay.steps, 'clamped at the end');
  // The movers are the seats that decided.
  const g = safari.Game.fromRecord(record);
  while (g.historyLength > 0) g.undo();
  replay.moves.forEach((m, i) => {
    if (!replay.chance[i]) assert.equal(replay.movers[i], g.toMove);
    g.apply(m);
  });
  g.free();
  replay.free();
  game.free();
});

test('the saved game comes back as it was; a broken save is dropped', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v), removeItem: (k) => store.delete(k) };
  const seats = [{ kind: 'human', level: 2, name: 'Ada' }, { kind: 'bot', level: 5, name: '' }, { kind: 'human', level: 3, name: 'Bo' }];
  const rng = new safari.SplitMix64(77n);
  rng.next();
  const states = [1n, undefined, (1n << 64n) - 1n];
  assert.equal(saveGame(storage, { record: 'safari 1\n', seats, rngState: rng.state, rngStates: states }), true);
  const back = loadSaved(storage);
  assert.deepEqual(back, { record: 'safari 1\n', seats, rngState: rng.state, rngStates: states });
  store.set(SAVE_KEY, '{not json');
  assert.equal(loadSaved(storage), null);
  assert.equal(store.has(SAVE_KEY), false, 'dropped');
  const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem() {} };
  assert.equal(saveGame(full, { record: '', seats, rngState: 0n, rngStates: [] }), false);
});
