// SPDX-License-Identifier: MIT
// The named levels of the planning player (safari_level_options,
// safari_level_info) and game.planMove (safari_game_plan_move): a level is a
// set of planning options, from 1 (beginner) to LEVELS (expert). Kept apart
// from game.mjs so that the Game class only forwards to it.
import { UINT32, integer, knownOptions, within } from './check.mjs';
import { InvalidArgumentError } from './errors.mjs';
import { SplitMix64 } from './moves.mjs';

/** The number of named levels (SAFARI_LEVELS). */
export const LEVELS = 5;
/** The level the page and BotWorker take when none is named: the middle one. */
export const DEFAULT_LEVEL = 3;

// struct safari_plan_options on wasm32 (bindings/js/layout.c checks it):
// size, iterations, time_ms, candidates, replies, beam (uint32 at 0..20),
// temperature (double at 24), weights (pointer at 32), nweights, reserved.
const PLAN_OPTIONS_SIZE = 48;
// safari_plan_stats: turns, worlds, candidates, elapsed_ms, value (double at 16).
// safari_level_info: name (pointer), elo, time_ms, iterations.

/** The options planMove() and BotWorker.choose() take when given an object. */
export const PLAN_OPTIONS = ['level', 'seed', 'iterations', 'timeMs', 'candidates', 'replies',
  'beam', 'temperature'];

/** {level, seed, ...overrides} of planMove() options (a level number alone
 * is {level}), checked before anything reaches the library. */
export function planSettings(options) {
  const o = typeof options === 'number' ? { level: options }
    : knownOptions(options ?? {}, PLAN_OPTIONS, 'planMove options');
  const s = { level: within(o.level ?? DEFAULT_LEVEL, 'level', 1, LEVELS),
    seed: within(o.seed ?? 0, 'seed', 0, 2 ** 32 - 1, UINT32) };
  if (o.iterations !== undefined) s.iterations = integer(o.iterations, 'iterations', UINT32);
  if (o.timeMs !== undefined) s.timeMs = integer(o.timeMs, 'timeMs', UINT32);
  if (o.candidates !== undefined) s.candidates = within(o.candidates, 'candidates', 1, 32);
  if (o.replies !== undefined) s.replies = within(o.replies, 'replies', 1, 4);
  if (o.beam !== undefined) s.beam = within(o.beam, 'beam', 0, 16);
  if (o.temperature !== undefined) {
    if (typeof o.temperature !== 'number' || !Number.isFinite(o.temperature) || o.temperature < 0) {
      throw new TypeError('temperature must be a finite number >= 0');
    }
    s.temperature = o.temperature;
  }
  return s;
}

/** Every level: [{level, name, elo, timeMs, iterations}], weakest first. */
export function levelList(lib) {
  const result = [];
  for (let level = 1; level <= LEVELS; level++) {
    lib.check(lib.m._safari_level_options(level, 0, lib.scratch), `level ${level}`);
    const [name, elo, timeMs, iterations] = lib.i32Array(lib.scratch, 4);
    result.push({ level, name: lib.cstring(name), elo, timeMs: timeMs >>> 0,
      iterations: iterations >>> 0 });
  }
  return Object.freeze(result.map(Object.freeze));
}

/** The move of the planning player at a level for the game at `handle`:
 * {move, stats}. The level's options are read from the library and the
 * named overrides written over them. */
export function planMove(lib, handle, decision, options) {
  const s = planSettings(options);
  if (decision.over) throw new InvalidArgumentError('planMove: the game is over');
  if (decision.chance) {
    throw new InvalidArgumentError(`planMove: the pending decision (${decision.kind}) is chance's: use sampleMove`);
  }
  const opts = lib.scratch, stats = lib.scratch2;
  lib.check(lib.m._safari_level_options(s.level, opts, 0), `level ${s.level}`);
  const view = new DataView(lib.u8.buffer, opts, PLAN_OPTIONS_SIZE);
  if (s.iterations !== undefined) view.setUint32(4, s.iterations, true);
  if (s.timeMs !== undefined) view.setUint32(8, s.timeMs, true);
  if (s.candidates !== undefined) view.setUint32(12, s.candidates, true);
  if (s.replies !== undefined) view.setUint32(16, s.replies, true);
  if (s.beam !== undefined) view.setUint32(20, s.beam, true);
  if (s.temperature !== undefined) view.setFloat64(24, s.temperature, true);
  // The generator's state at out, the move after it (as searchMove does).
  new SplitMix64(BigInt(s.seed)).storeState(lib.u32, lib.out >> 2);
  lib.check(lib.m._safari_game_plan_move(handle, opts, lib.out, lib.out + 8, stats), 'planMove');
  const after = new DataView(lib.u8.buffer, stats, 24);
  return {
    move: lib.readMove(lib.out + 8),
    stats: { turns: after.getUint32(0, true), worlds: after.getUint32(4, true),
      candidates: after.getUint32(8, true), elapsedMs: after.getUint32(12, true),
      value: after.getFloat64(16, true) },
  };
}
