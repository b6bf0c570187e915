// SPDX-License-Identifier: MIT
// Random games per second: libsafari in WebAssembly under Node, driven
// through this binding, against the native library (safari-bench) in the
// same run. Both play whole 2-seat games from a new game to the end, chance
// by weight and seat moves uniformly, and free the game after.
//   node bindings/js/bench.mjs [SECONDS]
// Environment: SAFARI_JS (the binding built by scripts/web.sh, default
// build-web/js), SAFARI_BENCH (default build/tests/bench/safari-bench).
// Prints one JSON object with the median ratio of three rounds and its
// target (docs/web.md, 30 %);
// a measurement, not a test: it fails only if it cannot measure.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TARGET = 0.30;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jsDir = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
const bench = process.env.SAFARI_BENCH ?? path.join(root, 'build/tests/bench/safari-bench');
const seconds = Number(process.argv[2] ?? 1);

const { loadSafari } = await import(pathToFileURL(path.join(jsDir, 'safari-node.mjs')).href);
const safari = await loadSafari();

function wasmGamesPerSecond(limit) {
  const rng = new safari.SplitMix64(1n);
  let games = 0, moves = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < limit * 1000) {
    const game = new safari.Game();
    for (let m = game.sampleMove(rng); m !== null; m = game.sampleMove(rng)) {
      game.apply(m);
      moves++;
    }
    game.free();
    games++;
  }
  return { gamesPerSecond: games / ((performance.now() - t0) / 1000), movesPerGame: moves / games };
}

function nativeGamesPerSecond(limit) {
  const out = execFileSync(bench, ['--only', 'games', '--seconds', String(limit), '--runs', '1',
    '--json'], { encoding: 'utf8' });
  return JSON.parse(out).figures.games_2p_create.value;
}

// Rounds of one measurement of each, the median ratio reported: a slow
// spell of a shared machine then falls within one round, on both sides.
const ROUNDS = 3;
wasmGamesPerSecond(0.3); // warms the JIT
const rounds = [];
for (let r = 0; r < ROUNDS; r++) {
  const wasm = wasmGamesPerSecond(seconds);
  const native = nativeGamesPerSecond(seconds);
  rounds.push({ wasm, native, ratio: wasm.gamesPerSecond / native });
}
rounds.sort((a, b) => a.ratio - b.ratio);
const { wasm, native, ratio } = rounds[ROUNDS >> 1];
console.log(JSON.stringify({
  wasm_games_per_s: Math.round(wasm.gamesPerSecond),
  wasm_moves_per_game: Math.round(wasm.movesPerGame),
  native_games_per_s: native,
  ratio: Number(ratio.toFixed(3)),
  ratios: rounds.map((x) => Number(x.ratio.toFixed(3))),
  target: TARGET,
}));
if (ratio < TARGET)
  console.error(`bench: WebAssembly at ${(100 * ratio).toFixed(1)} % of native, below the ${100 * TARGET} % target`);
