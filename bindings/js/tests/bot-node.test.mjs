// SPDX-License-Identifier: MIT
// NodeBotWorker: BotWorker's answers from a node:worker_threads thread, so
// that the event loop keeps running while the bot searches.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { jsDir, safari } from './common.mjs';

const { NodeBotWorker, BotWorker } = await import(pathToFileURL(path.join(jsDir, 'safari-node.mjs')).href);

/** A two-seat game of seed 3 played at random until its decision is `kind`. */
function gameAt(kind, seed = 3n) {
  const game = new safari.Game();
  const rng = new safari.SplitMix64(seed);
  while (game.decision !== kind) game.apply(game.sampleMove(rng));
  return game;
}

test('the worker thread answers what botMove answers', async () => {
  const bot = new NodeBotWorker();
  try {
    for (const [kind, seed] of [['place', 3n], ['action', 3n], ['place', 12n]]) {
      const game = gameAt(kind, seed);
      const move = await bot.choose(game, { budget: 150, seed: 7 });
      assert.ok(move instanceof safari.Move);
      assert.ok(move.equals(game.botMove({ budget: 150, seed: 7 })), `${kind} of seed ${seed}`);
      assert.equal(typeof bot.lastSearchMs, 'number');
      game.free();
    }
  } finally {
    bot.terminate();
  }
});

test('the event loop runs while the worker searches', async () => {
  const bot = new NodeBotWorker();
  const game = gameAt('place');
  let settled = false;
  const choice = bot.choose(game, { budget: 20000, seed: 1 }).finally(() => { settled = true; });
  // Called synchronously, botMove would have returned before this timer ran.
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(settled, false);
  assert.ok(game.isLegal(await choice));
  bot.terminate();
  game.free();
});

test('errors come back as the library\'s, and terminate() rejects what is pending', async () => {
  const bot = new NodeBotWorker();
  const draw = gameAt('draw');
  await assert.rejects(bot.choose(draw, { budget: 10 }), safari.InvalidArgumentError);
  await assert.rejects(bot.choose(draw, { budget: 0 }), safari.InvalidArgumentError);
  const game = gameAt('place');
  const pending = bot.choose(game, { budget: 20000 });
  bot.terminate();
  await assert.rejects(pending, /terminated/);
  await assert.rejects(bot.choose(game), /terminated/);
  assert.throws(() => new NodeBotWorker({ threads: 2 }), safari.InvalidArgumentError);
  // The Web Worker kind says what to use instead of failing on a missing global.
  assert.throws(() => new BotWorker(), /NodeBotWorker/);
  draw.free();
  game.free();
});
