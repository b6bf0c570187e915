// SPDX-License-Identifier: MIT
// The bot for Node servers: BotWorker's API and answers, its search in a
// thread of node:worker_threads, so that botMove never blocks the event
// loop. Only the Node entry (safari-node.mjs) exports it.
import { Worker } from 'node:worker_threads';
import { knownOptions } from './check.mjs';
import { BotWorker } from './bot.mjs';

/**
 * A bot searching in its own worker thread (its own copy of the module):
 * `await bot.choose(game, {budget, seed})` is the Move that
 * `game.botMove({budget, seed})` gives. Options: `worker`, a
 * node:worker_threads Worker already made (by default one running
 * bot-worker-node.mjs beside this file). The thread keeps the process
 * alive until terminate().
 */
export class NodeBotWorker extends BotWorker {
  constructor(options = {}) {
    const { worker } = knownOptions(options, ['worker'], 'new NodeBotWorker options');
    super({ worker: worker ?? new Worker(new URL('./bot-worker-node.mjs', import.meta.url)) });
  }
}
