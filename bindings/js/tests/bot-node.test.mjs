// SPDX-License-Identifier: MIT
// NodeBotWorker: BotWorker's answers from a node:worker_threads thread, so
// that the event loop keeps running while the bot searches.
import assert from 'node:assert/strict';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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

// A measurement, never a pass or fail: the event loop's longest delay while
// one search of the page's normal strength (800 playouts) runs in the
// calling thread, then in the worker thread (its module already loaded).
test('figure: the event loop\'s longest delay during a search, in the thread and in the worker', async (t) => {
  const game = gameAt('place');
  const bot = new NodeBotWorker();
  try {
    await bot.choose(game, { budget: 10 });
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const delay = async (search) => {
      const h = monitorEventLoopDelay({ resolution: 1 });
      h.enable();
      await pause(20); // the histogram's timer running before the search
      const t0 = performance.now();
      await search();
      const ms = performance.now() - t0;
      await pause(20);
      h.disable();
      return [ms, h.max / 1e6];
    };
    const [threadMs, inThread] = await delay(async () => game.botMove({ budget: 800, seed: 1 }));
    const [workerMs, inWorker] = await delay(() => bot.choose(game, { budget: 800, seed: 1 }));
    t.diagnostic(`figure: a search of 800 playouts: botMove ${threadMs.toFixed(0)} ms, the event ` +
      `loop's longest delay ${inThread.toFixed(0)} ms; NodeBotWorker ${workerMs.toFixed(0)} ms, ` +
      `the loop's longest delay ${inWorker.toFixed(1)} ms`);
  } finally {
    bot.terminate();
    game.free();
  }
});
