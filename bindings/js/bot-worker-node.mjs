// SPDX-License-Identifier: MIT
// The Node worker thread of NodeBotWorker (bot-node.mjs): the Web Worker's
// answers (bot-answer.mjs), with the library loaded as Node loads it and
// the messages of node:worker_threads.
import { parentPort } from 'node:worker_threads';
import { answerBot } from './bot-answer.mjs';
import { loadSafari } from './safari-node.mjs';

const ready = loadSafari();

parentPort.on('message', async (data) => parentPort.postMessage(await answerBot(ready, data)));
