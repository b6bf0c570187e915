// SPDX-License-Identifier: MIT
// What the tests share: the binding built by scripts/web.sh and the native
// `safari` command they compare it with.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const jsDir = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
export const cli = process.env.SAFARI_CLI ?? path.join(root, 'build/cli/safari');

const { loadSafari } = await import(pathToFileURL(path.join(jsDir, 'safari-node.mjs')).href);
export const safari = await loadSafari();

/** Runs the native command; execFileSync throws on a non-zero exit. */
export function safariCli(args, input) {
  return execFileSync(cli, args, { input, encoding: 'utf8', maxBuffer: 1 << 24 });
}
