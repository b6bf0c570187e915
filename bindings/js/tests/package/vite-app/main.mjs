// SPDX-License-Identifier: MIT
// Consumer (b): a page of a front-end author, bundled by Vite for
// production (minified). It plays the game of play.mjs with the package's
// BotWorker (the bot in a Web Worker) and records what the test checks:
// error names and classes after minification, String(move), the record.
import { BotWorker, IllegalMoveError, InvalidArgumentError, Move, loadSafari } from 'libsafari';
import { playBotGame, timing } from '../play.mjs';

const status = document.getElementById('status');

async function run() {
  const safari = await loadSafari();
  const result = { version: safari.version };

  const game = new safari.Game();
  const errors = [];
  for (const attempt of [() => game.apply('pass'), () => new safari.Game({ seat: 3 }),
    () => game.undo(), () => safari.parseMove('place 1 2 9'), () => game.botMove()]) {
    try {
      attempt();
      errors.push(null);
    } catch (e) {
      errors.push({ name: e.name, string: String(e), message: e.message });
    }
  }
  result.errors = errors;
  try {
    game.apply('pass');
  } catch (e) {
    result.illegalIsIllegal = e instanceof IllegalMoveError && e instanceof safari.SafariError;
  }
  try {
    new safari.Game({ seats: 9 });
  } catch (e) {
    result.invalidIsInvalid = e instanceof InvalidArgumentError;
  }
  game.free();
  result.moveString = String(new Move('place', { x: 2, y: -1, index: 1 }));
  result.moveTemplate = `${new Move('dig', { x: -3, y: 2, index: 3, species: 4 })}`;

  const bot = new BotWorker();
  // Refusals come back as the binding's errors: a bad option at once, a
  // chance decision from the worker.
  const setup = new safari.Game();
  result.botRefusals = [];
  for (const options of [{ budgets: 5 }, {}]) {
    result.botRefusals.push(await bot.choose(setup, options).then((m) => String(m),
      (e) => ({ name: e.name, isInvalid: e instanceof InvalidArgumentError, message: e.message })));
  }
  setup.free();
  result.botRefusals.push(await bot.choose(setup).then((m) => String(m), (e) => e.message));
  const searchMs = [];
  const played = await playBotGame(safari, Number(new URLSearchParams(location.search).get('seed') ?? 1),
    async (g, seed) => {
      const move = await bot.choose(g, { seed });
      searchMs.push(bot.lastSearchMs);
      return move;
    });
  bot.terminate();
  result.game = { record: played.record, scores: played.scores, winners: played.winners,
    timing: timing(played.ms), search: timing(searchMs) };
  return result;
}

run().then((result) => {
  window.result = result;
  status.textContent = 'done';
  document.body.dataset.state = 'done';
}, (e) => {
  window.result = { failure: String(e?.stack ?? e) };
  status.textContent = `failed: ${e}`;
  document.body.dataset.state = 'failed';
});
