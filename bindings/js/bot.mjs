// SPDX-License-Identifier: MIT
// The bot in a Web Worker: a search of a second or more would freeze a page
// if it ran in the page's thread. BotWorker starts bot-worker.mjs and turns
// its replies into promises.
import { knownOptions } from './check.mjs';
import { SafariError, errorFor } from './errors.mjs';
import { botSettings } from './game.mjs';
import { planSettings } from './levels.mjs';

/**
 * A bot searching in its own Web Worker (its own copy of the module):
 * `await bot.choose(game, {budget, seed})` is the Move that
 * `game.botMove({budget, seed})` gives, and `await bot.choose(game, {level,
 * seed})` (or a level number) the Move of `game.planMove({level, seed})`,
 * without blocking the caller.
 * Options: `worker`, a Worker already made (by default
 * `new Worker(new URL('./bot-worker.mjs', import.meta.url), {type: 'module'})`,
 * the form bundlers such as Vite follow).
 */
export class BotWorker {
  #worker;
  #next = 0;
  #pending = new Map();

  constructor(options = {}) {
    const { worker } = knownOptions(options, ['worker'], 'new BotWorker options');
    if (worker === undefined && typeof Worker === 'undefined') {
      throw new SafariError('no Web Worker here: under Node, use NodeBotWorker');
    }
    this.#worker = worker ?? new Worker(new URL('./bot-worker.mjs', import.meta.url), { type: 'module' });
    const fail = (message) => this.#failAll(new SafariError(`bot worker failed: ${message}`));
    if (typeof this.#worker.on === 'function') {
      // a node:worker_threads Worker: an EventEmitter of the data itself
      this.#worker.on('message', (data) => this.#answer(data));
      this.#worker.on('error', (error) => fail(error?.message ?? String(error)));
      this.#worker.on('exit', (code) => { if (this.#worker !== null) fail(`exited with code ${code}`); });
    } else {
      this.#worker.onmessage = ({ data }) => this.#answer(data);
      this.#worker.onerror = (event) => {
        event.preventDefault?.();
        fail(event.message ?? 'could not start');
      };
    }
  }

  /** The milliseconds of the last search, measured in the worker (null
   * before the first answer). */
  lastSearchMs = null;

  /**
   * The bot's move for the position of `game` (a Game of any loaded
   * module): a Promise of a Move of that game's module. The game is sent as
   * its record, so it may change meanwhile; the move is for the position
   * sent. Rejects as game.botMove throws (InvalidArgumentError at a chance
   * decision, ...), and every pending choice rejects if the worker fails
   * or terminate() is called.
   */
  choose(game, options = {}) {
    let settings, record;
    try {
      if (this.#worker === null) throw new SafariError('the bot worker is terminated');
      if (game === null || typeof game !== 'object' || typeof game.record !== 'function') {
        throw new TypeError('game must be a Game');
      }
      // A level (a number, or options naming one) plays the planning player.
      const level = typeof options === 'number' || (options !== null && typeof options === 'object' &&
        options.level !== undefined);
      settings = level ? { plan: planSettings(options) } : botSettings(options);
      record = game.record(); // throws for a freed game
    } catch (e) {
      return Promise.reject(e);
    }
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, game });
      this.#worker.postMessage({ id, record, ...settings });
    });
  }

  /** Stops the worker; pending choices reject. */
  terminate() {
    if (this.#worker !== null) {
      this.#worker.terminate();
      this.#worker = null;
      this.#failAll(new SafariError('the bot worker is terminated'));
    }
  }

  #answer({ id, move, ms, error }) {
    const pending = this.#pending.get(id);
    if (pending === undefined) return;
    this.#pending.delete(id);
    if (error !== undefined) {
      const e = error.status !== undefined ? errorFor(error.status, error.message) : new SafariError(error.message);
      pending.reject(e);
      return;
    }
    this.lastSearchMs = ms;
    try {
      pending.resolve(pending.game.parseMove(move));
    } catch (e) {
      pending.reject(e); // the game was freed meanwhile
    }
  }

  #failAll(error) {
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }
}
