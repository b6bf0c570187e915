// SPDX-License-Identifier: MIT
// What a bot worker answers (bot-worker.mjs in a Web Worker,
// bot-worker-node.mjs in a Node worker thread): each request {id, record,
// budget, seed} gets {id, move (its text), ms} or {id, error: {name,
// message, status}}. The record is read into a game of the worker's own
// copy of the library, which runs game.botMove (game.planMove for a `plan`): the caller's thread never
// waits on a search.

/** The reply to one request, once `ready` (a loadSafari() promise) holds. */
export async function answerBot(ready, { id, record, budget, seed, plan }) {
  let game = null;
  try {
    const safari = await ready;
    game = safari.Game.fromRecord(record);
    const t0 = performance.now();
    const move = plan !== undefined ? game.planMove(plan) : game.botMove({ budget, seed });
    const ms = performance.now() - t0;
    return { id, move: game.moveText(move), ms };
  } catch (e) {
    return { id, error: { name: e?.name, message: String(e?.message ?? e), status: e?.status } };
  } finally {
    game?.free();
  }
}
