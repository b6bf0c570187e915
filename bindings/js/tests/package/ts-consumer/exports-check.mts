// SPDX-License-Identifier: MIT
// The declared names, listed once, typed so that tsc fails when a list and
// the declarations differ (a missing key or an unknown one in an object
// literal of { [K in keyof T]: true }); run after compiling, it compares
// each list with the names the package has at run time. Together: the
// declarations name exactly what the modules export.
import * as pkg from 'libsafari';
import * as board from 'libsafari/board';
import type { BotWorker, Game, Move, Safari, SplitMix64 } from 'libsafari';

// The program's only host needs, declared: the check uses no DOM or Node types.
declare const console: { log(text: string): void; error(text: string): void };
declare const process: { exitCode: number };

type Names<T> = { [K in keyof T]-?: true };

const moduleNames: Names<typeof pkg> = {
  loadSafari: true, BotWorker: true, Move: true, SplitMix64: true, Status: true, errorFor: true,
  SafariError: true, InvalidArgumentError: true, ArgumentRangeError: true, OutOfMemoryError: true,
  BufferTooSmallError: true, IllegalMoveError: true, ParseError: true, NoUndoError: true,
  NotFoundError: true, LimitError: true, MOVE_KINDS: true, SPECIES: true, SIDES: true, CORNERS: true,
  DECISIONS: true, PLACES: true, EVENTS: true, CHANCE: true, NOBODY: true, BOT_STRENGTHS: true,
  BOT_BUDGET_MAX: true, NodeBotWorker: true, LEVELS: true, DEFAULT_LEVEL: true,
};
const safariNames: Names<Safari> = {
  Game: true, Move: true, SplitMix64: true, MOVE_KINDS: true, SPECIES: true, SIDES: true,
  CORNERS: true, Status: true, errorFor: true, SafariError: true, InvalidArgumentError: true,
  ArgumentRangeError: true, OutOfMemoryError: true, BufferTooSmallError: true,
  IllegalMoveError: true, ParseError: true, NoUndoError: true, NotFoundError: true,
  LimitError: true, parseMove: true, moveText: true, strerror: true, levels: true, version: true,
  versionNumber: true, module: true,
};
const gameNames: Names<Game> = {
  handle: true, free: true, freed: true, clone: true, copyFrom: true, decision: true, toMove: true,
  recipient: true, active: true, isOver: true, isChance: true, legalMoves: true,
  chanceOutcomes: true, sampleMove: true, botMove: true, moveText: true, parseMove: true,
  isLegal: true, apply: true, undo: true, historyLength: true, history: true, hash: true,
  options: true, stateSize: true, seatInfo: true, pools: true, seats: true, scores: true,
  projectedScores: true, winners: true, record: true, legalText: true, svg: true, tiles: true, tileAt: true,
  meeples: true, featureAt: true, tileFeatures: true, featureSide: true, slot: true, rangers: true,
  events: true, searchMove: true, greedyMove: true, tableWindow: true, boardWindow: true,
  applyAction: true, metadata: true, tileInHand: true, tileFace: true, toJSON: true, planMove: true,
  planSearch: true, observationPlanes: true, observationEntries: true,
};
const moveNames: Names<Move> = {
  kind: true, species: true, index: true, tile: true, x: true, y: true, rotation: true,
  corner: true, speciesLetter: true, equals: true, toString: true, toJSON: true,
};
const rngNames: Names<SplitMix64> = {
  state: true, next: true, nextBelow: true, storeState: true, loadState: true,
};
const botNames: Names<BotWorker> = { lastSearchMs: true, choose: true, terminate: true };
const boardNames: Names<typeof board> = {
  CELL: true, SEAT_COLOURS: true, SIDE_MID: true, CORNER_PT: true, SIDE_SPOT: true, CORNER_SPOT: true,
  SPECIES_NAMES: true, ICON_DEFS: true, cellOrigin: true, cellPoint: true, spotPoint: true,
  cornerPoint: true, cellsBox: true, placementsByCell: true, boardId: true, targetId: true,
  tileFace: true, animalIcon: true, birdIcon: true, drawBoard: true, drawRulers: true, boardSvg: true,
  featureSegments: true, featureMark: true, pointsLabel: true, SPOT_R: true, CORNER_HALF: true,
  RANGER_R: true, MIN_TARGET: true, boardTargets: true, boardInput: true, cellAt: true, nextTarget: true,
  parseSelection: true,
};

/** The names of an object's own properties and of its prototype's. */
function members(value: object): string[] {
  const names = new Set(Object.getOwnPropertyNames(value));
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== null && proto !== Object.prototype) {
    for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
  }
  names.delete('constructor');
  return [...names].sort();
}

const safari = await pkg.loadSafari();
const game = new safari.Game();
const fakeWorker = { postMessage() {}, terminate() {}, onmessage: null, onerror: null };
const bot = new pkg.BotWorker({ worker: fakeWorker });
const pairs: Array<[string, object, string[]]> = [
  ['the module', pkg, Object.keys(pkg).sort()],
  ['loadSafari()', safariNames, Object.keys(safari).sort()],
  ['Game', gameNames, Object.getOwnPropertyNames(safari.Game.prototype).filter((n) => n !== 'constructor').sort()],
  ['Move', moveNames, members(new pkg.Move('pass'))],
  ['SplitMix64', rngNames, members(new pkg.SplitMix64(1n))],
  ['BotWorker', botNames, members(bot)],
  ['libsafari/board', boardNames, Object.keys(board).sort()],
];
pairs[0]![1] = moduleNames;
let failed = false;
for (const [what, declared, runtime] of pairs) {
  const names = Object.keys(declared).sort();
  const missing = runtime.filter((n) => !names.includes(n));
  const extra = names.filter((n) => !runtime.includes(n));
  if (missing.length > 0 || extra.length > 0) {
    failed = true;
    console.error(`${what}: not declared: [${missing.join(', ')}]; declared, not at run time: [${extra.join(', ')}]`);
  }
}
game.free();
bot.terminate();
console.log(failed ? 'exports differ from the declarations' : 'every export is declared, every declaration exported');
process.exitCode = failed ? 1 : 0;
