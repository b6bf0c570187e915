// SPDX-License-Identifier: MIT
// libsafari for JavaScript: the C library compiled to WebAssembly
// (scripts/web.sh), wrapped in the shape of the Python binding. This is the
// browser entry (the package's default export condition): it imports
// nothing of Node. Under Node the package gives safari-node.mjs, which reads
// the module's bytes from disk and calls this loadSafari.
//
//   import { loadSafari } from 'libsafari';
//   const safari = await loadSafari();
//   const game = new safari.Game({ seats: 2 });
//   const rng = new safari.SplitMix64(42n);
//   while (!game.isOver) game.apply(game.sampleMove(rng));
//   console.log(game.record(), game.scores);
//   game.free();
import createSafariModule from './safari_wasm.mjs';
import { knownOptions } from './check.mjs';
import * as errors from './errors.mjs';
import { gameClass } from './game.mjs';
import { Library } from './library.mjs';
import { levelList } from './levels.mjs';
import { CORNERS, MOVE_KINDS, Move, SIDES, SPECIES, SplitMix64, setMoveText } from './moves.mjs';

export * from './errors.mjs';
export { BotWorker } from './bot.mjs';
export { CORNERS, MOVE_KINDS, Move, SIDES, SPECIES, SplitMix64 };
export { DEFAULT_LEVEL, LEVELS } from './levels.mjs';
export { BOT_BUDGET_MAX, BOT_STRENGTHS, CHANCE, NOBODY, DECISIONS, EVENTS, PLACES } from './game.mjs';

/** The library major version this binding speaks. */
const MAJOR = 0;

/**
 * Loads the WebAssembly module and returns the binding: Game, Move,
 * SplitMix64, the error classes, parseMove(text), moveText(move),
 * strerror(status), version, and `module` (the Emscripten module, for C
 * code compiled into it). Options: `wasmBinary` (the module's bytes, an
 * ArrayBuffer or typed array) or `wasmUrl` (where to fetch them; by default
 * safari_wasm.wasm beside the loader, in the form bundlers such as Vite
 * follow and copy). Throws when the module's major version differs.
 */
export async function loadSafari(options = {}) {
  const { wasmBinary, wasmUrl } = knownOptions(options, ['wasmBinary', 'wasmUrl'],
    'loadSafari options');
  const settings = {};
  if (wasmBinary !== undefined) {
    settings.wasmBinary = wasmBinary;
  } else if (wasmUrl !== undefined) {
    const url = typeof wasmUrl === 'string' ? wasmUrl : String(wasmUrl.href);
    settings.locateFile = (name) => (name.endsWith('.wasm') ? url : name);
  } // else the loader's new URL('safari_wasm.wasm', import.meta.url), which bundlers follow
  const module = await createSafariModule(settings);
  const lib = new Library(module);
  const versionNumber = module._safari_version_number() >>> 0;
  if (Math.floor(versionNumber / 10000) !== MAJOR) {
    throw new errors.SafariError(`libsafari ${versionNumber} is not major version ${MAJOR}`);
  }
  setMoveText((move) => lib.moveText(move));
  const levels = levelList(lib);
  return Object.freeze({
    ...errors,
    Game: gameClass(lib),
    Move,
    SplitMix64,
    MOVE_KINDS, SPECIES, SIDES, CORNERS,
    parseMove: (text) => lib.parseMove(text),
    moveText: (move) => lib.moveText(move),
    strerror: (status) => lib.strerror(status),
    levels: () => levels,
    version: lib.cstring(module._safari_version_string()),
    versionNumber,
    module,
  });
}
