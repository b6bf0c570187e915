// SPDX-License-Identifier: MIT
// The Web Worker of BotWorker (bot.mjs): answers each message as
// bot-answer.mjs says, with its own copy of the library.
import { answerBot } from './bot-answer.mjs';
import { loadSafari } from './safari.mjs';

const ready = loadSafari();

self.onmessage = async ({ data }) => self.postMessage(await answerBot(ready, data));
