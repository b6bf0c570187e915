// The bot's Web Worker: the page sends the game record and the bot's
// strength, the worker replays the record into its own copy of the library
// and answers with the move of the MCTS compiled into the module
// (bot/webbot.c), so the page never waits on a search.
import { loadSafari } from './safari/safari.mjs';

const ready = loadSafari();

self.onmessage = async ({ data: { id, record, playouts, seed } }) => {
  try {
    const safari = await ready;
    const m = safari.module;
    const game = safari.Game.fromRecord(record);
    const out = m._malloc(8);
    try {
      const t0 = performance.now();
      const status = m._webbot_choose(game.handle, playouts, seed >>> 0, out);
      const ms = performance.now() - t0;
      if (status !== 0) throw new Error(`bot: ${safari.strerror(status)}`);
      const move = new safari.Move(safari.MOVE_KINDS[m.HEAPU8[out]], {
        species: m.HEAPU8[out + 1], index: m.HEAPU8[out + 2], tile: m.HEAPU8[out + 3],
        x: m.HEAP16[(out + 4) >> 1], y: m.HEAP16[(out + 6) >> 1] });
      self.postMessage({ id, move: safari.moveText(move), ms });
    } finally {
      m._free(out);
      game.free();
    }
  } catch (e) {
    self.postMessage({ id, error: String(e.message ?? e) });
  }
};
