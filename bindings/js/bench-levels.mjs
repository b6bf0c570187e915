// SPDX-License-Identifier: MIT
// The planning player's time a decision at each named level, in
// WebAssembly under Node (docs/web.md): each level plays one 2-seat game
// against itself, chance drawn by SplitMix64 seed 1, and every planMove
// call of a seat's decision with more than one legal move is timed.
//   node bindings/js/bench-levels.mjs [LEVEL...]     (default: every level)
// Environment: SAFARI_JS (the binding built by scripts/web.sh, default
// build-web/js). Prints one line a level ("figure: level 5 expert: median
// ... ms a decision") and a JSON object; a measurement, not a test.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jsDir = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
const { loadSafari } = await import(pathToFileURL(path.join(jsDir, 'safari-node.mjs')).href);
const safari = await loadSafari();

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const chosen = process.argv.slice(2).map(Number);
const result = {};
for (const { level, name } of safari.levels()) {
  if (chosen.length > 0 && !chosen.includes(level)) continue;
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(1n);
  const ms = [];
  let seed = 1;
  while (!game.isOver) {
    if (game.isChance) { game.apply(game.sampleMove(rng)); continue; }
    if (game.legalMoves().length === 1) { game.apply(game.legalMoves()[0]); continue; }
    const t0 = performance.now();
    const move = game.planMove({ level, seed: seed++ });
    ms.push(performance.now() - t0);
    game.apply(move);
  }
  game.free();
  const sorted = [...ms].sort((a, b) => a - b);
  const figure = { decisions: ms.length, medianMs: +quantile(sorted, 0.5).toFixed(2),
    meanMs: +(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(2), maxMs: +sorted.at(-1).toFixed(1) };
  result[level] = { name, ...figure };
  console.log(`figure: level ${level} ${name} in WebAssembly (Node): median ${figure.medianMs} ms, ` +
    `mean ${figure.meanMs} ms, max ${figure.maxMs} ms a decision over ${figure.decisions} decisions`);
}
console.log(JSON.stringify(result));
