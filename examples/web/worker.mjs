// SPDX-License-Identifier: MIT
// The bot's Web Worker: the page sends the game record and the bot's
// strength, the worker replays the record into its own copy of the library
// and answers with the move of game.botMove (the library's MCTS,
// safari_game_search_move), so the page never waits on a search. The
// binding's BotWorker (safari/bot.mjs) does the same for any page.
import { loadSafari } from './safari/safari.mjs';

const ready = loadSafari();

self.onmessage = async ({ data: { id, record, playouts, seed } }) => {
  try {
    const safari = await ready;
    const game = safari.Game.fromRecord(record);
    try {
      const t0 = performance.now();
      const move = game.botMove({ budget: playouts, seed: seed >>> 0 });
      const ms = performance.now() - t0;
      self.postMessage({ id, move: game.moveText(move), ms });
    } finally {
      game.free();
    }
  } catch (e) {
    self.postMessage({ id, error: String(e.message ?? e) });
  }
};
