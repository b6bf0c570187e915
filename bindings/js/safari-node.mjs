// SPDX-License-Identifier: MIT
// The package's Node entry (export condition `node`): the binding of
// safari.mjs, whose loadSafari here reads the module's bytes from beside
// this file, since Emscripten's web loader would fetch() them, which Node
// refuses for a file. Only this file imports node:fs, so no browser bundle
// sees it.
import { readFile } from 'node:fs/promises';
import { loadSafari as loadWith } from './safari.mjs';

export * from './safari.mjs';
export { NodeBotWorker } from './bot-node.mjs';

/** loadSafari of safari.mjs; without `wasmBinary`, the bytes of
 * safari_wasm.wasm beside this file (or of `wasmUrl`, a file: URL). */
export async function loadSafari(options = {}) {
  if (options === null || typeof options !== 'object' || options.wasmBinary !== undefined) {
    return loadWith(options);
  }
  const { wasmUrl, ...rest } = options;
  const where = wasmUrl === undefined ? new URL('./safari_wasm.wasm', import.meta.url)
    : typeof wasmUrl === 'string' ? wasmUrl : new URL(String(wasmUrl.href));
  const bytes = await readFile(where);
  return loadWith({ ...rest, wasmBinary: bytes });
}
