// SPDX-License-Identifier: MIT
// The bot's Web Worker: the page sends the game record, a level and a seed;
// the worker replays the record into its own copy of the library and
// answers with the move of game.planMove (the library's planning player at
// that named level, safari_game_plan_move), so the page never waits on a
// search. The binding's BotWorker (safari/bot.mjs) does the same for any page.
import { loadSafari } from './safari/safari.mjs';

const ready = loadSafari();

self.onmessage = async ({ data: { id, record, level, seed } }) => {
  try {
    const safari = await ready;
    const game = safari.Game.fromRecord(record);
    try {
      const t0 = performance.now();
      const move = game.planMove({ level, seed: seed >>> 0 });
      const ms = performance.now() - t0;
      self.postMessage({ id, move: game.moveText(move), ms });
    } finally {
      game.free();
    }
  } catch (e) {
    self.postMessage({ id, error: String(e.message ?? e) });
  }
};
