// SPDX-License-Identifier: MIT
// The named levels in JavaScript: safari.levels() says what `safari levels`
// says, game.planMove(level | options) plays the move the native `safari bot
// --level K` plays in the same position, is deterministic for a seed,
// refuses bad input by name, and BotWorker sends a level to its worker.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cli, safari, safariCli } from './common.mjs';

const jsDir = process.env.SAFARI_JS ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../build-web/js');
const { BotWorker, DEFAULT_LEVEL, LEVELS } = await import(pathToFileURL(path.join(jsDir, 'safari.mjs')).href);

test('levels() lists the five levels as `safari levels` prints them', () => {
  const levels = safari.levels();
  assert.equal(LEVELS, 5);
  assert.equal(DEFAULT_LEVEL, 3, 'the middle level');
  assert.equal(levels.length, LEVELS);
  // `safari levels`: "    1  beginner   the turn alone    705"
  const rows = safariCli(['levels']).split('\n').slice(1).filter((l) => l.trim() !== '')
    .map((l) => /^\s*(\d+)\s+(\S+)\s+(.*?)\s+(-?\d+)$/.exec(l));
  assert.equal(rows.length, LEVELS);
  rows.forEach((row, i) => {
    const level = levels[i];
    assert.deepEqual([level.level, level.name, level.elo], [Number(row[1]), row[2], Number(row[4])]);
    // the budget column: "the turn alone" or "128 worlds or 50 ms"
    const budget = level.timeMs === 0 && level.iterations === 0 ? 'the turn alone'
      : `${level.iterations} worlds or ${level.timeMs} ms`;
    assert.equal(row[3], budget, `level ${level.level}'s budget`);
  });
  // docs/ai.md: each level stronger than the one below; the names it gives.
  assert.deepEqual(levels.map((l) => l.name), ['beginner', 'casual', 'club', 'strong', 'expert']);
  for (let i = 1; i < LEVELS; i++) assert.ok(levels[i].elo > levels[i - 1].elo);
  assert.ok(Object.isFrozen(levels) && Object.isFrozen(levels[0]));
});

/** The move of the native bot at a level for the position a record reaches
 * (docs/protocol.md: the record, then `go`). */
function nativeMove(record, level) {
  const lines = record.trimEnd().split('\n');
  const input = `protocol 1\nnewgame 0 5\nrecord ${lines.length}\n${lines.join('\n')}\ngo 10000\nquit\n`;
  const run = spawnSync(cli, ['bot', '--level', String(level)], { input, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const move = /^move (.*)$/m.exec(run.stdout);
  assert.ok(move, run.stdout + run.stderr);
  return move[1];
}

test('planMove plays what `safari bot --level K` plays (the levels without chance in the choice)', () => {
  // Levels 3 and 4 take the best turn, with no budget: no random number
  // decides their move, so the native bot's generator state cannot matter.
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(21n);
  let compared = 0;
  while (!game.isOver && compared < 24) {
    if (!game.isChance && game.legalMoves().length > 1) {
      const level = 3 + (compared % 2);
      const move = game.planMove(level);
      assert.ok(game.isLegal(move));
      assert.equal(game.moveText(move), nativeMove(game.record(), level),
        `level ${level} after ${game.historyLength} moves`);
      compared++;
    }
    game.apply(game.sampleMove(rng));
  }
  assert.equal(compared, 24);
  game.free();
});

test('planMove: the same seed gives the same move; seeds matter where a level draws', () => {
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(4n);
  let differ = 0, positions = 0;
  while (!game.isOver && positions < 40) {
    if (!game.isChance && game.decision === 'place') {
      const [hash, length] = [game.hash, game.historyLength];
      const a = game.planMove({ level: 1, seed: 1 }), b = game.planMove({ level: 1, seed: 1 });
      assert.ok(a.equals(b));
      assert.deepEqual([game.hash, game.historyLength], [hash, length], 'the game does not change');
      // The beginner draws among the best 8 turns (temperature 4): over many
      // seeds it does not always play the same move when it has a choice.
      const seen = new Set();
      for (let seed = 1; seed <= 12; seed++) seen.add(game.moveText(game.planMove({ level: 1, seed })));
      if (seen.size > 1) differ++;
      positions++;
      // The expert without its time budget is deterministic too.
      if (positions % 10 === 1) {
        const e1 = game.planMove({ level: 5, seed: 9, timeMs: 0 });
        assert.ok(e1.equals(game.planMove({ level: 5, seed: 9, timeMs: 0 })));
      }
    }
    game.apply(game.sampleMove(rng));
  }
  assert.ok(differ > 0, 'the seed of a drawing level changes some move');
  game.free();
});

test('planSearch says what the search did: the expert looks ahead, the others do not', () => {
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(2n);
  while (game.isChance) game.apply(game.sampleMove(rng));
  const club = game.planSearch(3);
  assert.equal(club.stats.candidates, 0);
  assert.equal(club.stats.worlds, 0);
  assert.ok(club.stats.turns > 0);
  const expert = game.planSearch({ level: 5, timeMs: 0, iterations: 4 });
  assert.equal(expert.stats.worlds, 4, 'the iterations override');
  assert.ok(expert.stats.candidates > 1);
  // threads reach the library (one thread in WebAssembly): the same search.
  const two = game.planSearch({ level: 5, timeMs: 0, iterations: 4, threads: 2 });
  assert.ok(two.move.equals(expert.move));
  assert.deepEqual({ ...two.stats, elapsedMs: 0 }, { ...expert.stats, elapsedMs: 0 });
  game.free();
});

test('levels beat a random player', () => {
  // docs/ai.md: level 1 won 100 of 100 against random; three seeded games
  // at levels 1 and 3 must each be won by the level.
  for (const [level, seed] of [[1, 1n], [3, 2n], [3, 3n]]) {
    const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(seed);
    while (!game.isOver) {
      game.apply(game.isChance || game.toMove === 1 ? game.sampleMove(rng) : game.planMove({ level, seed: 7 }));
    }
    assert.deepEqual(game.winners, [0], `level ${level}, seed ${seed}: ${game.scores}`);
    game.free();
  }
});

test('planMove refuses bad input by name and changes nothing', () => {
  const game = new safari.Game({ seats: 2 });
  assert.throws(() => game.planMove(3), /chance's: use sampleMove/);
  const rng = new safari.SplitMix64(1n);
  while (game.isChance) game.apply(game.sampleMove(rng));
  const hash = game.hash;
  assert.throws(() => game.planMove(0), { name: 'InvalidArgumentError', message: 'level 0: must be 1 to 5' });
  assert.throws(() => game.planMove(6), { name: 'InvalidArgumentError', message: 'level 6: must be 1 to 5' });
  assert.throws(() => game.planMove({ levle: 2 }), /unknown option 'levle'/);
  assert.throws(() => game.planMove({ level: 2, seed: -1 }), /seed/);
  assert.throws(() => game.planMove({ level: 2, candidates: 33 }), /candidates 33: must be 1 to 32/);
  assert.throws(() => game.planMove({ level: 2, temperature: -1 }), TypeError);
  assert.throws(() => game.planMove({ level: 2, threads: 65 }), /threads 65: must be 0 to 64/);
  assert.throws(() => game.planMove('3'), TypeError);
  assert.equal(game.hash, hash);
  assert.ok(game.isLegal(game.planMove()), 'no options: the default level');
  game.free();
});

test('BotWorker sends a level to its worker and answers with its move', async () => {
  const posted = [];
  const worker = { onmessage: null, onerror: null, terminate() {},
    postMessage(message) {
      posted.push(message);
      // The worker's part (bot-worker.mjs): read the record, plan, answer.
      const g = safari.Game.fromRecord(message.record);
      const move = g.moveText(g.planMove(message.plan));
      g.free();
      queueMicrotask(() => this.onmessage({ data: { id: message.id, move, ms: 1 } }));
    } };
  const bot = new BotWorker({ worker });
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(6n);
  while (game.isChance) game.apply(game.sampleMove(rng));
  const move = await bot.choose(game, { level: 4, seed: 3 });
  assert.deepEqual(posted[0].plan, { level: 4, seed: 3 });
  assert.equal(posted[0].budget, undefined);
  assert.ok(move.equals(game.planMove({ level: 4, seed: 3 })));
  await bot.choose(game, 2);
  assert.deepEqual(posted[1].plan, { level: 2, seed: 0 });
  await assert.rejects(bot.choose(game, { level: 9 }), /level 9: must be 1 to 5/);
  assert.equal(posted.length, 2, 'a bad level is refused before it is posted');
  bot.terminate();
  game.free();
});
