// SPDX-License-Identifier: MIT
// The library's players through the binding: searchMove is deterministic for
// a generator state and finds the one winning move of the last tile of a
// known game (worked out in tests/test_search.c); greedyMove is its
// documented definition, written again here from projected scores.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safari, safariCli } from './common.mjs';

// The game of `safari play --seed` after `moves` moves, then (choice) on to
// a seat's decision of two moves or more.
function randomGame(seed, options, moves, choice = false) {
  const game = new safari.Game(options);
  const rng = new safari.SplitMix64(seed);
  while (!game.isOver && game.historyLength < moves) game.apply(game.sampleMove(rng));
  while (choice && (game.isChance || game.legalMoves().length < 2)) game.apply(game.sampleMove(rng));
  return game;
}

test('the same state gives the same move', () => {
  const game = randomGame(5, { seats: 3 }, 40, true);
  const hash = game.hash;
  const r1 = new safari.SplitMix64(9), r2 = new safari.SplitMix64(9);
  const a = game.searchMove(r1, { playouts: 50 }), b = game.searchMove(r2, { playouts: 50 });
  assert.ok(a.move.equals(b.move) && game.isLegal(a.move));
  assert.equal(r1.state, r2.state);
  assert.notEqual(r1.state, 9n);
  assert.equal(a.stats.playouts, 50);
  assert.ok(a.stats.visits >= 1 && a.stats.value >= 0 && a.stats.value <= 1);
  assert.equal(game.hash, hash);
  game.free();
});

test('the search finds the winning move of the last tile', () => {
  // seat 1, behind 14 to 22, wins only by closing a 4-species bush under 4
  // birds at (3, 4) and claiming it: 10 + 4 points (docs/rules.md 6.5)
  const game = randomGame(46, { seats: 2 }, 222);
  assert.equal(game.toMove, 1);
  assert.deepEqual(game.projectedScores, [22, 14]);
  const first = game.searchMove(new safari.SplitMix64(1), { playouts: 20000 });
  assert.equal(safari.moveText(first.move), 'place 3 4 1');
  game.apply(first.move);
  const second = game.searchMove(new safari.SplitMix64(3), { playouts: 400 });
  assert.equal(safari.moveText(second.move), 'meeple S');
  assert.equal(second.stats.value, 1);
  game.apply(second.move);
  assert.ok(game.isOver);
  assert.deepEqual(game.scores, [22, 28]);
  game.free();
});

test('greedy is the documented definition', () => {
  for (const [seed, seats, moves] of [[1, 2, 30], [2, 3, 80], [3, 4, 150]]) {
    const game = randomGame(seed, { seats }, moves, true);
    const me = game.toMove, legal = game.legalMoves();
    let best = null, first = -1;
    const values = legal.map((m, i) => {
      game.apply(m);
      const s = game.projectedScores;
      game.undo();
      const other = Math.max(...s.filter((_, k) => k !== me));
      const v = [s[me], s[me] - other];
      if (best === null || v[0] > best[0] || (v[0] === best[0] && v[1] > best[1])) {
        best = v;
        first = i;
      }
      return v;
    });
    assert.ok(game.greedyMove().equals(legal[first]));
    const pick = game.greedyMove(new safari.SplitMix64(seed));
    const at = legal.findIndex((m) => m.equals(pick));
    assert.deepEqual(values[at], best);
    game.free();
  }
});

test('bad calls throw and change nothing', () => {
  const game = new safari.Game();
  assert.throws(() => game.searchMove(new safari.SplitMix64(1)), safari.InvalidArgumentError);
  assert.throws(() => game.greedyMove(), safari.InvalidArgumentError);
  const rng = new safari.SplitMix64(2);
  const chosen = randomGame(2, undefined, 10, true);
  assert.throws(() => chosen.searchMove(rng, { policy: 'clever' }), safari.InvalidArgumentError);
  assert.throws(() => chosen.searchMove(rng, { playouts: 0 }), safari.InvalidArgumentError);
  assert.throws(() => chosen.searchMove(rng, { scoreWeight: 2 }), safari.InvalidArgumentError);
  assert.throws(() => chosen.searchMove(rng, { explore: Infinity }), TypeError);
  assert.throws(() => chosen.searchMove(rng, { depth: 3 }), safari.InvalidArgumentError);
  assert.throws(() => chosen.searchMove(42), TypeError);
  assert.equal(rng.state, 2n);
  game.free();
  chosen.free();
});

// The native bots (`safari bot`) and the WebAssembly players: the same
// position and generator state give the same move.
function botMove(kind, args, game, seed) {
  const record = game.record().trimEnd().split('\n');
  const input = ['protocol 1', `newgame ${game.toMove} ${seed}`, `record ${record.length}`, ...record,
    'go 100000', 'quit', ''].join('\n');
  const out = safariCli(['bot', kind, ...args], input);
  return /^move (.*)$/m.exec(out)[1];
}

test('the native bots choose what the WebAssembly players choose', () => {
  for (const [seed, moves] of [[11, 30], [12, 90], [13, 160]]) {
    const game = randomGame(seed, { seats: 2 }, moves, true);
    const search = game.searchMove(new safari.SplitMix64(seed), { playouts: 60 });
    assert.equal(safari.moveText(search.move), botMove('mcts', ['--playouts', '60'], game, seed));
    const scoring = game.searchMove(new safari.SplitMix64(seed), { playouts: 40, policy: 'scoring' });
    assert.equal(safari.moveText(scoring.move),
      botMove('mcts', ['--playouts', '40', '--policy', 'scoring'], game, seed));
    const greedy = game.greedyMove(new safari.SplitMix64(seed));
    assert.equal(safari.moveText(greedy), botMove('greedy', [], game, seed));
    game.free();
  }
});
