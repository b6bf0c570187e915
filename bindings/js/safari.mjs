// libsafari for JavaScript: the C library compiled to WebAssembly
// (scripts/web.sh), wrapped in the shape of the Python binding.
//
//   import { loadSafari } from './safari.mjs';
//   const safari = await loadSafari();
//   const game = new safari.Game({ seats: 2 });
//   const rng = new safari.SplitMix64(42n);
//   while (!game.isOver) game.apply(game.sampleMove(rng));
//   console.log(game.record(), game.scores);
//   game.free();
import createSafariModule from './safari_wasm.mjs';
import * as errors from './errors.mjs';
import { gameClass } from './game.mjs';
import { Library } from './library.mjs';
import { CORNERS, MOVE_KINDS, Move, SIDES, SPECIES, SplitMix64 } from './moves.mjs';

export * from './errors.mjs';
export { CORNERS, MOVE_KINDS, Move, SIDES, SPECIES, SplitMix64 };
export { CHANCE, NOBODY, DECISIONS, EVENTS, PLACES } from './game.mjs';

/** The library major version this binding speaks. */
const MAJOR = 0;

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';

/** The module's bytes under Node, read from beside this file (the
 * Emscripten loader would fetch() them, which Node refuses for a file). */
async function nodeWasmBinary() {
  const { readFile } = await import('node:fs/promises');
  return readFile(new URL('./safari_wasm.wasm', import.meta.url));
}

/**
 * Loads the WebAssembly module and returns the binding: Game, Move,
 * SplitMix64, the error classes, parseMove(text), moveText(move),
 * strerror(status), version, and `module` (the Emscripten module, for C
 * code compiled into it). `options.wasmBinary` gives the module's bytes
 * instead of loading them. Throws when the module's major version differs.
 */
export async function loadSafari(options = {}) {
  const settings = {};
  if (options.wasmBinary) settings.wasmBinary = options.wasmBinary;
  else if (isNode) settings.wasmBinary = await nodeWasmBinary();
  const module = await createSafariModule(settings);
  const lib = new Library(module);
  const versionNumber = module._safari_version_number() >>> 0;
  if (Math.floor(versionNumber / 10000) !== MAJOR) {
    throw new errors.SafariError(`libsafari ${versionNumber} is not major version ${MAJOR}`);
  }
  return Object.freeze({
    ...errors,
    Game: gameClass(lib),
    Move,
    SplitMix64,
    MOVE_KINDS, SPECIES, SIDES, CORNERS,
    parseMove: (text) => lib.parseMove(text),
    moveText: (move) => lib.moveText(move),
    strerror: (status) => lib.strerror(status),
    version: lib.cstring(module._safari_version_string()),
    versionNumber,
    module,
  });
}
