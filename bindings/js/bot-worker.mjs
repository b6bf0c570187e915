// SPDX-License-Identifier: MIT
// The Web Worker of BotWorker (bot.mjs): each message {id, record, budget,
// seed} is answered with {id, move (its text), ms} or {id, error: {name,
// message, status}}. The worker reads the record into a game of its own
// copy of the library and runs game.botMove, so the page never waits on a
// search; a message with `plan` ({level, seed, ...}) runs game.planMove.
import { loadSafari } from './safari.mjs';

const ready = loadSafari();

self.onmessage = async ({ data: { id, record, budget, seed, plan } }) => {
  let game = null;
  try {
    const safari = await ready;
    game = safari.Game.fromRecord(record);
    const t0 = performance.now();
    const move = plan !== undefined ? game.planMove(plan) : game.botMove({ budget, seed });
    const ms = performance.now() - t0;
    self.postMessage({ id, move: game.moveText(move), ms });
  } catch (e) {
    self.postMessage({ id, error: { name: e?.name, message: String(e?.message ?? e), status: e?.status } });
  } finally {
    game?.free();
  }
};
