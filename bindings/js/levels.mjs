// SPDX-License-Identifier: MIT
// The named levels of the planning player (safari_level_options,
// safari_level_info) and game.planMove (safari_game_plan_move): a level is a
// set of planning options, from 1 (beginner) to LEVELS (expert). Kept apart
// from game.mjs so that the Game class only forwards to it.
import { CONSTANTS, LAYOUTS } from './abi.mjs';
import { UINT32, integer, knownOptions, within } from './check.mjs';
import { InvalidArgumentError } from './errors.mjs';
import { SplitMix64 } from './moves.mjs';

/** The number of named levels (SAFARI_LEVELS). */
export const { LEVELS } = CONSTANTS;
/** The level the page and BotWorker take when none is named: the middle one. */
export const DEFAULT_LEVEL = 3;

// The structs on wasm32 (abi.mjs, generated from the header; layout.c
// checks it against the compiler).
const OPTIONS = LAYOUTS.safari_plan_options, STATS = LAYOUTS.safari_plan_stats;
const INFO = LAYOUTS.safari_level_info;

/** The options planMove() and BotWorker.choose() take when given an object. */
export const PLAN_OPTIONS = ['level', 'seed', 'iterations', 'timeMs', 'candidates', 'replies',
  'beam', 'threads', 'temperature'];

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
  if (o.threads !== undefined) {
    s.threads = within(o.threads, 'threads', 0, CONSTANTS.PLAN_MAX_THREADS);
  }
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
    const { name, elo } = lib.i32Fields(lib.scratch, INFO, ['name', 'elo']);
    const { time_ms: timeMs, iterations } = lib.u32Fields(lib.scratch, INFO, ['time_ms', 'iterations']);
    result.push({ level, name: lib.cstring(name), elo, timeMs, iterations });
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
  const view = new DataView(lib.u8.buffer, opts, OPTIONS.SIZE);
  if (s.iterations !== undefined) view.setUint32(OPTIONS.iterations, s.iterations, true);
  if (s.timeMs !== undefined) view.setUint32(OPTIONS.time_ms, s.timeMs, true);
  if (s.candidates !== undefined) view.setUint32(OPTIONS.candidates, s.candidates, true);
  if (s.replies !== undefined) view.setUint32(OPTIONS.replies, s.replies, true);
  if (s.beam !== undefined) view.setUint32(OPTIONS.beam, s.beam, true);
  if (s.threads !== undefined) view.setUint32(OPTIONS.threads, s.threads, true);
  if (s.temperature !== undefined) view.setFloat64(OPTIONS.temperature, s.temperature, true);
  // The generator's state at out, the move after it (as searchMove does).
  new SplitMix64(BigInt(s.seed)).storeState(lib.u32, lib.out >> 2);
  lib.check(lib.m._safari_game_plan_move(handle, opts, lib.out, lib.out + 8, stats), 'planMove');
  const after = new DataView(lib.u8.buffer, stats, STATS.SIZE);
  return {
    move: lib.readMove(lib.out + 8),
    stats: { turns: after.getUint32(STATS.turns, true), worlds: after.getUint32(STATS.worlds, true),
      candidates: after.getUint32(STATS.candidates, true),
      elapsedMs: after.getUint32(STATS.elapsed_ms, true), value: after.getFloat64(STATS.value, true) },
  };
}
