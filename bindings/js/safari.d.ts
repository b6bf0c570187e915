// SPDX-License-Identifier: MIT
// Types of the libsafari package: the JavaScript binding of the rules engine
// of Carcassonne: Safari, compiled to WebAssembly. Written by hand beside
// the binding's .mjs files; a test compares every declared name with what
// the modules export at run time (bindings/js/tests/package).

// -- names of the C enums -----------------------------------------------------

/** The verb of a move, in the order of the C `safari_move_kind`. */
export type MoveKind = 'draw' | 'token' | 'place' | 'discard' | 'meeple' | 'ranger' | 'dig' |
  'expand' | 'pass' | 'boost' | 'park';
/** An animal species letter, in C order (0..4). */
export type SpeciesLetter = 'A' | 'E' | 'G' | 'L' | 'Z';
/** A side of a tile, in C order (0..3). */
export type Side = 'N' | 'E' | 'S' | 'W';
/** A corner of a tile (a watering-hole slot), in C order (0..3). */
export type Corner = 'NE' | 'SE' | 'SW' | 'NW';
/** The kind of the pending decision. */
export type Decision = 'draw' | 'token' | 'place' | 'action' | 'boost' | 'park' | 'end';
/** Where a meeple is. */
export type Place = 'supply' | 'trail' | 'bush' | 'baobab' | 'waterhole';
/** The kind of a scoring event. */
export type EventKind = 'ranger' | 'trail' | 'bush' | 'baobab' | 'dig' | 'expand' | 'waterhole' |
  'final_trail' | 'final_bush' | 'final_tokens';
/** A count per species, such as a seat's tokens. */
export type SpeciesCounts = Record<SpeciesLetter, number>;

/** Names of `safari_move_kind`, in C order. */
export const MOVE_KINDS: readonly MoveKind[];
/** Species letters, in C order (A E G L Z). */
export const SPECIES: readonly SpeciesLetter[];
/** Sides, in C order (N E S W). */
export const SIDES: readonly Side[];
/** Corners, in C order (NE SE SW NW). */
export const CORNERS: readonly Corner[];
/** Decision kinds, in C order. */
export const DECISIONS: readonly Decision[];
/** Meeple places, in C order. */
export const PLACES: readonly Place[];
/** Scoring event kinds, in C order. */
export const EVENTS: readonly EventKind[];
/** `game.toMove` at a chance decision (a draw or a token). */
export const CHANCE: -1;
/** `game.toMove` at the end of the game. */
export const NOBODY: -2;
/** Playouts a move of the bot's named strengths; `normal` is botMove's default. */
export const BOT_STRENGTHS: Readonly<{ easy: 60; normal: 800; strong: 3000 }>;
/** The most playouts `botMove` accepts. */
export const BOT_BUDGET_MAX: 1000000;
/** The number of named levels of the planning player (SAFARI_LEVELS): 1 (beginner) to 5 (expert). */
export const LEVELS: 5;
/** The level planMove and BotWorker play when none is named: the middle one. */
export const DEFAULT_LEVEL: 3;

// -- errors -------------------------------------------------------------------

/** The status codes of safari.h. */
export const Status: Readonly<{
  OK: 0; EINVAL: -1; ENOMEM: -2; EBUFS: -3; EILLEGAL: -4; EPARSE: -5; ENOUNDO: -6;
  ENOTFOUND: -7; ELIMIT: -8;
}>;

/** A libsafari call failed. `name` is the class's name, also in a
 * minified bundle; `status` is the negative SAFARI_E* code. */
export class SafariError extends Error {
  constructor(message: string, status?: number);
  /** The negative status code, or undefined when none applies. */
  readonly status: number | undefined;
}
/** SAFARI_EINVAL: a bad argument, an option out of range or unknown, a freed game. */
export class InvalidArgumentError extends SafariError {}
/** A number outside the C type it is passed as, refused before the call. */
export class ArgumentRangeError extends InvalidArgumentError {}
/** SAFARI_ENOMEM: an allocation failed; nothing changed. */
export class OutOfMemoryError extends SafariError {}
/** SAFARI_EBUFS: a library fault (the binding sizes its buffers). */
export class BufferTooSmallError extends SafariError {}
/** SAFARI_EILLEGAL: the move is not legal now; the game did not change. */
export class IllegalMoveError extends SafariError {}
/** SAFARI_EPARSE: malformed move text or record. */
export class ParseError extends SafariError {
  constructor(message: string, line?: number | null);
  /** The 1-based line of a record's first error, else null. */
  readonly line: number | null;
}
/** SAFARI_ENOUNDO: undo with no move applied. */
export class NoUndoError extends SafariError {}
/** SAFARI_ENOTFOUND: nothing at the queried place. */
export class NotFoundError extends SafariError {}
/** SAFARI_ELIMIT: beyond a capacity of the library. */
export class LimitError extends SafariError {}

/** The exception for a status: its SafariError subclass, or SafariError
 * for a code this binding does not know. */
export function errorFor(status: number, message: string): SafariError;

// -- moves and the generator --------------------------------------------------

/** The fields of a move; those its kind does not use are zero. */
export interface MoveFields {
  /** 0..4 for A E G L Z, 5 for none. */
  species?: number;
  /** Rotation, side, corner, ranger or copy number. */
  index?: number;
  tile?: number;
  x?: number;
  y?: number;
}

/** One move, the answer to one decision: a frozen value with the fields of
 * the C `safari_move`. */
export class Move {
  /** Throws InvalidArgumentError for an unknown kind, ArgumentRangeError
   * for a field outside its C type, TypeError for a non-integer. */
  constructor(kind: MoveKind, fields?: MoveFields);
  readonly kind: MoveKind;
  readonly species: number;
  readonly index: number;
  readonly tile: number;
  readonly x: number;
  readonly y: number;
  /** `place`: quarter turns clockwise. */
  readonly rotation: number;
  /** `dig`, `expand`: the corner, else null. */
  readonly corner: Corner | null;
  /** `token`, `dig`, `expand`, `boost`: the species, or null for none. */
  readonly speciesLetter: SpeciesLetter | null;
  /** Whether two moves are the same move. */
  equals(other: unknown): boolean;
  /** The move as plain data: what JSON.stringify writes and
   * structuredClone carries. */
  toJSON(): MoveJSON;
  /** A Move from toJSON()'s shape (parsed JSON, a structuredClone of a
   * Move), checked as the constructor checks; a Move as it is.
   * InvalidArgumentError for an unknown key, TypeError for a non-object. */
  static fromJSON(value: MoveJSON | Move): Move;
  /** The move's text (docs/notation.md section 2), such as `place 2 -1 1`.
   * Before a module is loaded, or for a move no text spells, a description
   * such as `Move(place index=1 x=2 y=-1)`. */
  toString(): string;
}

/** Options of game.svg() (safari_svg_options): the defaults draw the
 * picture of `safari show --svg`. */
export interface SvgOptions {
  /** A width in pixels (the height in proportion), or [width, height],
   * either null for in proportion; each 1 to 100000. The picture is scaled,
   * never cut (its viewBox stays the same). Null: the natural size. */
  size?: number | [number | null, number | null] | null;
  /** The title, what comes next, the pools and the key beside the board (true). */
  legend?: boolean;
  /** Each seat's score, meeples and tokens beside the board (true). */
  scores?: boolean;
  /** Stable ids on the pieces (false): tile_X_Y, token_X_Y_C, slot_X_Y_C,
   * meeple_X_Y_S, ranger_I, score_S, a minus sign before a digit written m,
   * as `libsafari/board` spells them. */
  ids?: boolean;
}

/** A move as plain data (Move.toJSON); a game's isLegal and apply take it. */
export interface MoveJSON extends MoveFields {
  kind: MoveKind;
}

/** A game as JSON data (Game.toJSON): its record and its hash as a
 * decimal string. */
export interface GameJSON {
  record: string;
  hash?: string;
}

/** An object `sampleMove` can draw from instead of a SplitMix64. */
export type RandomSource =
  | { nextBelow(n: number): number }
  | { next(): bigint | number };

/** splitmix64, the generator of `safari play`: a seed gives the same game
 * as the command. */
export class SplitMix64 {
  /** A non-negative integer or BigInt seed; TypeError otherwise. */
  constructor(seed: number | bigint);
  /** The 64-bit state. */
  state: bigint;
  /** The next 64-bit number. */
  next(): bigint;
  /** The next number modulo n, 1 <= n < 2**32; RangeError otherwise. */
  nextBelow(n: number): number;
  /** @internal The state into two 32-bit words of the module's memory. */
  storeState(u32: Uint32Array, i: number): void;
  /** @internal The state back from where storeState put it. */
  loadState(u32: Uint32Array, i: number): void;
}

// -- games --------------------------------------------------------------------

/** Options of `new safari.Game()`; an unknown key is refused by name. */
export interface GameOptions {
  /** 2..5 (0 is the library's spelling of the default, 2). */
  seats?: number;
  /** 0 .. seats - 1. */
  firstSeat?: number;
  finalScoring?: 'majority' | 'all' | 0 | 1;
  baobabTokens?: 'before' | 'after' | 0 | 1;
  /** null: no limit; [x, y]: a table of those half sizes; ['window', w, h]. */
  boardLimit?: null | [number, number] | ['window', number, number];
  boosts?: 'independent' | 'distinct' | 0 | 1;
}

/** The options a game was made with, as `game.options` gives them. */
export interface ResolvedGameOptions {
  seats: number;
  firstSeat: number;
  finalScoring: 'majority' | 'all';
  baobabTokens: 'before' | 'after';
  boardLimit: null | [number, number] | ['window', number, number];
  boosts: 'independent' | 'distinct';
}

/** Options of `game.botMove()` and `BotWorker.choose()`; an unknown key is
 * refused by name. */
export interface BotOptions {
  /** Playouts, 1 .. BOT_BUDGET_MAX; BOT_STRENGTHS.normal (800) by default. */
  budget?: number;
  /** The search's random seed, 0 .. 2**32 - 1; 0 by default. The same
   * position, budget and seed give the same move. */
  seed?: number | bigint;
}

/** Options of `game.searchMove()`, the library's search; an unknown key is
 * refused by name. */
export interface SearchOptions {
  /** Iterations, each one playout, 0 .. 2**32 - 1 (0: no limit, then timeMs); 200 by default. */
  playouts?: number;
  /** A wall-clock budget in milliseconds; 0 (none) by default. */
  timeMs?: number;
  /** UCB1's exploration constant, finite and >= 0; 0.7 by default. */
  explore?: number;
  /** 0 to 1: the part of a playout's value from the score; 0 by default. */
  scoreWeight?: number;
  /** How the playouts choose the seats' moves; 'uniform' by default. */
  policy?: 'uniform' | 'scoring';
}
/** A named level of the planning player, as `safari levels` prints it. */
export interface LevelInfo {
  /** 1 (weakest) to LEVELS. */
  readonly level: number;
  /** "beginner", "casual", "club", "strong", "expert". */
  readonly name: string;
  /** Its rating on the project's ladder (random = 0). */
  readonly elo: number;
  /** Its time budget in milliseconds a decision (0: none). */
  readonly timeMs: number;
  /** Its look-ahead budget in sampled worlds (0: none). */
  readonly iterations: number;
}
/** Options of `game.planMove()` and `BotWorker.choose()` with a level: the
 * level's options, with any of its numbers overridden; an unknown key is
 * refused by name. */
export interface PlanOptions {
  /** 1 .. LEVELS; DEFAULT_LEVEL (3) by default. */
  level?: number;
  /** The planner's random seed, 0 .. 2**32 - 1; 0 by default. */
  seed?: number | bigint;
  /** Look-ahead worlds per candidate turn (0: no limit from it). */
  iterations?: number;
  /** Look-ahead time in milliseconds (0: none; the expert's 50 ms removed, it is deterministic). */
  timeMs?: number;
  /** Turns the look-ahead compares, 1 to 32. */
  candidates?: number;
  /** Turns of the following seats each world plays, 1 to 4; 0: a round, as many turns as seats. */
  replies?: number;
  /** Placements the look-ahead's turns search further, 0 (all) to 16. */
  beam?: number;
  /** Threads of the look-ahead, 0 .. 64 (PLAN_MAX_THREADS); the WebAssembly build has one, whatever is asked. */
  threads?: number;
  /** 0: the best turn; above 0 a turn drawn among the best, weight exp(value / temperature). */
  temperature?: number;
}
/** What one `planSearch()` did. */
export interface PlanStats {
  turns: number; worlds: number; candidates: number; elapsedMs: number;
  /** The chosen turn's value to the seat to move, in points over the best other seat. */
  value: number;
}
/** What one `searchMove()` did. */
export interface SearchStats {
  playouts: number; nodes: number; visits: number; elapsedMs: number;
  /** The chosen move's mean value to the seat to move, 0 to 1. */
  value: number;
}

/** A chance outcome (or a seat's move, weight 1). */
export interface ChanceOutcome { move: Move; weight: number }
/** A seat's score, meeples in supply and tokens. */
export interface SeatInfo { score: number; meeples: number; tokens: SpeciesCounts }
/** The stack, the discarded tiles and the token pools. */
export interface Pools {
  seats: number; stack: number; discardedTiles: number; bag: SpeciesCounts; discard: SpeciesCounts;
}
/** A tile on the board. */
export interface Tile {
  x: number; y: number; tile: number; copy: number; rotation: number; start: boolean;
  /** The four sides' terrain letters, N E S W in board orientation. */
  sides: string;
  baobab: boolean; features: number;
}
/** A seat's meeple: where, the cell, and the spot (side or corner). */
export interface Meeple { where: Place; x: number; y: number; spot: number }
/** A trail or bush joined over the board. */
export interface Feature {
  kind: 'trail' | 'bush'; complete: boolean; openSides: number; tiles: number; birds: number;
  animals: SpeciesCounts;
  /** Meeples on it per seat. */
  meeples: number[];
}
/** A trail or bush printed on one tile. */
export interface TileFeature {
  kind: 'trail' | 'bush';
  /** Its sides, such as "NS". */
  sides: string;
  birds: number; animals: SpeciesCounts;
}
/** A trail or bush of a face: like TileFeature. */
export type FaceFeature = TileFeature;
/** A face of the tile set (a type with the animals of some copies) in one
 * rotation, in board orientation: what the tile shows once placed so. */
export interface Face {
  /** Its index in the tile set, 0 .. faces - 1 (file order). */
  face: number;
  /** `draw TT/K`: the type id TT and the first copy K. */
  tile: number;
  copy: number;
  /** Copies with this face. */
  copies: number;
  /** Quarter turns clockwise, 0..3. */
  rotation: number;
  /** N E S W as 's', 't' or 'b', such as "btst". */
  sides: string;
  baobab: boolean;
  /** The open corners (watering-hole slots once placed). */
  corners: Corner[];
  /** Birds above all its bushes. */
  birds: number;
  /** Animals on no trail or bush (none in this version's tile sets). */
  savanna: SpeciesCounts;
  features: FaceFeature[];
}
/** A watering-hole slot. */
export interface Slot { open: boolean; species: SpeciesLetter | null; owner: number | null }
/** A scoring event of the last apply(). */
export interface ScoringEvent { kind: EventKind; seat: number; points: number; x: number; y: number; spot: number }

/** A window of cells: the action space's and the observation's extent. */
export interface CellWindow {
  x0: number;
  y0: number;
  /** 1 .. 512 */
  width: number;
  /** 1 .. 512 */
  height: number;
}

/** One plane of an observation layout, as the library names it at run time
 * (safari_observation_plane). */
export interface ObservationPlane {
  /** Unique in the layout: "tile", "trail_n", "meeples_1", "token_se_lion", "placed". */
  name: string;
  /** Its group: "trail", "token". */
  group: string;
  /** The group's first plane. */
  groupFirst: number;
  /** Planes in the group. */
  groupPlanes: number;
  /** What the group's planes hold. */
  description: string;
}

/** One entry of an observation's vector, as the library names it at run
 * time (safari_game_observation_entry). */
export interface ObservationEntry {
  /** Unique in the layout: "score_0", "supply_1_lion", "decision_place",
   * "stack_17" (face 17), "placed_rotation_3". */
  name: string;
  /** Its group: "supply", "stack". */
  group: string;
  /** The group's first entry. */
  groupFirst: number;
  /** Entries in the group. */
  groupEntries: number;
  /** What the group's entries hold. */
  description: string;
}

/** Bounds derived from the tile set and options (safari_game_metadata). */
export interface GameMetadata {
  maxGameLength: number;
  maxSeatMoves: number;
  maxChanceOutcomes: number;
  maxLegalMoves: number;
  actions: number;
  obsPlanes: number;
  obsVector: number;
  obsSize: number;
  minScore: number;
  maxScore: number;
  minMargin: number;
  maxMargin: number;
}

/** A game, living in the memory of the module that made it: free it with
 * free(). Every failure throws a SafariError subclass and leaves the game
 * unchanged. */
export interface Game {
  /** The C pointer, for C code compiled into the same module;
   * InvalidArgumentError once freed. */
  readonly handle: number;
  /** Frees the C game now; idempotent. */
  free(): void;
  readonly freed: boolean;
  /** An independent copy, history included. */
  clone(): Game;
  /** Overwrites this game with another made with the same options. */
  copyFrom(other: Game): void;

  readonly decision: Decision;
  /** The deciding seat, CHANCE (-1) or NOBODY (-2). */
  readonly toMove: number;
  /** At a token decision the seat receiving it; else null. */
  readonly recipient: number | null;
  /** The seat whose turn it is. */
  readonly active: number;
  readonly isOver: boolean;
  readonly isChance: boolean;

  /** The legal moves (at a chance decision its outcomes), in the library's order. */
  legalMoves(): Move[];
  /** Outcomes with weights: outcome i has probability weight / total. */
  chanceOutcomes(): ChanceOutcome[];
  /** A move drawn as `safari play` draws it; null at the end. */
  sampleMove(rng: SplitMix64 | RandomSource): Move | null;
  /**
   * The bot's move at a seat's decision: Monte Carlo tree search (UCT) of
   * `budget` playouts from `seed`; deterministic. Runs in the calling
   * thread (in a page, use BotWorker). InvalidArgumentError at a chance
   * decision, at the end, or for a bad option.
   */
  botMove(options?: BotOptions): Move;
  /**
   * The planning player's move (safari_game_plan_move) at a named level:
   * `planMove(3)` or `planMove({level, seed, ...})`; the same position,
   * options and seed give the same move when the budget is in iterations
   * alone. Runs in the calling thread. InvalidArgumentError at a chance
   * decision, at the end, or for a bad option.
   */
  planMove(options?: number | PlanOptions): Move;
  /** planMove's move with what the search did. */
  planSearch(options?: number | PlanOptions): { move: Move; stats: PlanStats };
  /**
   * The library's UCT search (safari_game_search_move, the search of
   * `safari bot mcts`), drawing from rng (advanced in place); with a budget
   * in playouts alone the same position and state give the same move.
   */
  searchMove(rng: SplitMix64, options?: SearchOptions): { move: Move; stats: SearchStats };
  /**
   * The library's greedy player (safari_game_greedy_move, `safari bot
   * greedy`): the best own projected score, then margin; ties to the first
   * move, or drawn from rng.
   */
  greedyMove(rng?: SplitMix64): Move;
  /** The standard table's window of a game with `boardLimit: [x, y]`: the
   * fixed action space (docs/ai.md), where no legal move is ever outside;
   * null without a table. */
  tableWindow(): CellWindow | null;
  /** The tiles' box with one cell of margin: every cell a move can name now. */
  boardWindow(): CellWindow;
  /** Applies the move of an action index over a window (default: the
   * board's). IllegalMoveError if it is not legal now, InvalidArgumentError
   * for an index out of range; nothing changes then. */
  applyAction(index: number, window?: CellWindow): void;
  /** The game's metadata over a window (default: the table's, else the
   * board's; docs/ai.md, "Game metadata"). */
  metadata(window?: CellWindow): GameMetadata;
  /** The planes of an observation layout ('extended', the default, or
   * 'base'), in order, named by the library at run time. */
  observationPlanes(layout?: 'extended' | 'base'): ObservationPlane[];
  /** The entries of an observation's vector ('extended', the default, or
   * 'base'), in order, named by the library at run time (the per-face ones
   * by this game's tile set). */
  observationEntries(layout?: 'extended' | 'base'): ObservationEntry[];
  /** The text of a move. */
  moveText(move: Move | MoveJSON): string;
  /** Parses move text, normalising `meeple D` with this game. */
  parseMove(text: string): Move;
  /** Whether a move (a Move, its plain data or its text) is legal now;
   * false for text that is no move. */
  isLegal(move: Move | MoveJSON | string): boolean;
  /** Plays a move (a Move, its plain data or its text) and every automatic
   * step after it; IllegalMoveError or ParseError. */
  apply(move: Move | MoveJSON | string): void;
  /** Takes back the last move; NoUndoError at setup. */
  undo(): void;
  readonly historyLength: number;
  /** Every move applied since setup. */
  readonly history: Move[];
  /** The 64-bit position hash. */
  readonly hash: bigint;

  readonly options: ResolvedGameOptions;
  /** Bytes of the game's state block. */
  readonly stateSize: number;
  seatInfo(seat: number): SeatInfo;
  readonly pools: Pools;
  readonly seats: number;
  /** Current scores, one per seat (final at the end). */
  readonly scores: number[];
  /** The scores if the game ended now. */
  readonly projectedScores: number[];
  /** The winning seats once the game is over; else []. */
  readonly winners: number[];

  /** The game record (docs/notation.md section 3). */
  record(): string;
  /** The `safari legal` listing of the position. */
  legalText(): string;
  /** The SVG picture of the position (safari_game_svg_write_ex); with no
   * options the one `safari show --svg` draws. */
  svg(options?: SvgOptions): string;

  /** Every tile on the board, in placement order. */
  tiles(): Tile[];
  tileAt(x: number, y: number): Tile | null;
  /** The six meeples of a seat. */
  meeples(seat: number): Meeple[];
  featureAt(x: number, y: number, side: Side | number): Feature | null;
  tileFeatures(x: number, y: number): TileFeature[];
  /** The face of the tile drawn and not yet placed, unrotated; null when
   * no tile is in hand (any decision but `place`). */
  readonly tileInHand: Face | null;
  /** Face `face` (0 .. faces - 1) of the game's tile set in a rotation
   * (0..3, by default 0). */
  tileFace(face: number, rotation?: number): Face;
  /** {record, hash}: JSON.stringify(game) writes it. */
  toJSON(): GameJSON;
  featureSide(x: number, y: number, side: Side | number): number | null;
  slot(x: number, y: number, corner: Corner | number): Slot | null;
  /** The cell of each ranger, or null while displaced. */
  readonly rangers: Array<[number, number] | null>;
  /** The scoring events of the last apply(). */
  readonly events: ScoringEvent[];
}

/** `safari.Game`: the Game class of one loaded module. */
export interface GameConstructor {
  /** A game at setup. */
  new (options?: GameOptions): Game;
  /** The game a record reaches; ParseError with the first bad line. */
  fromRecord(text: string | Uint8Array): Game;
  /** The game of toJSON()'s {record, hash}; InvalidArgumentError when the
   * record does not reach `hash`. */
  fromJSON(value: GameJSON): Game;
  readonly prototype: Game;
}

// -- the bot in a worker ------------------------------------------------------

/** What BotWorker needs of a Worker (a browser's Worker has it); declared
 * here so that the types need no DOM library. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: any }) => void) | null;
  onerror: ((event: any) => void) | null;
}

/** A bot searching in its own Web Worker (its own copy of the module). */
export class BotWorker {
  /** `worker`: a Worker already made (running bot-worker.mjs of this
   * package); by default `new Worker(new URL('./bot-worker.mjs',
   * import.meta.url), {type: 'module'})`. */
  constructor(options?: { worker?: WorkerLike });
  /** The milliseconds of the last search, measured in the worker. */
  lastSearchMs: number | null;
  /** The move game.botMove(options) gives, computed in the worker; with a
   * level (a number or options naming one), game.planMove's. */
  choose(game: Game, options?: BotOptions | PlanOptions | number): Promise<Move>;
  /** Stops the worker; pending choices reject. */
  terminate(): void;
}

/** What NodeBotWorker needs of a node:worker_threads Worker; declared here
 * so that the types need no Node library. */
export interface NodeWorkerLike {
  postMessage(message: unknown): void;
  terminate(): unknown;
  on(event: string, listener: (...args: any[]) => void): unknown;
}

/** The bot in a node:worker_threads thread: BotWorker's API and answers,
 * off the event loop. Exported by the Node entry only. */
export class NodeBotWorker extends BotWorker {
  /** `worker`: a Worker already made (running bot-worker-node.mjs of this
   * package); by default one is started. It keeps the process alive until
   * terminate(). */
  constructor(options?: { worker?: NodeWorkerLike });
}

// -- loading ------------------------------------------------------------------

/** The Emscripten module: its memory views and the exported C functions
 * (`_safari_game_new`, ...), for C code compiled into it. */
export interface SafariModule {
  readonly HEAPU8: Uint8Array;
  readonly HEAP16: Int16Array;
  readonly HEAP32: Int32Array;
  readonly HEAPU32: Uint32Array;
  _malloc(size: number): number;
  _free(ptr: number): void;
  [name: string]: unknown;
}

/** What loadSafari() resolves to. */
export interface Safari {
  readonly Game: GameConstructor;
  readonly Move: typeof Move;
  readonly SplitMix64: typeof SplitMix64;
  readonly MOVE_KINDS: typeof MOVE_KINDS;
  readonly SPECIES: typeof SPECIES;
  readonly SIDES: typeof SIDES;
  readonly CORNERS: typeof CORNERS;
  readonly Status: typeof Status;
  readonly errorFor: typeof errorFor;
  readonly SafariError: typeof SafariError;
  readonly InvalidArgumentError: typeof InvalidArgumentError;
  readonly ArgumentRangeError: typeof ArgumentRangeError;
  readonly OutOfMemoryError: typeof OutOfMemoryError;
  readonly BufferTooSmallError: typeof BufferTooSmallError;
  readonly IllegalMoveError: typeof IllegalMoveError;
  readonly ParseError: typeof ParseError;
  readonly NoUndoError: typeof NoUndoError;
  readonly NotFoundError: typeof NotFoundError;
  readonly LimitError: typeof LimitError;
  /** Parses a move's text; ParseError for text that is no move. */
  parseMove(text: string): Move;
  /** The text of a move. */
  moveText(move: Move): string;
  /** The library's message for a status code. */
  strerror(status: number): string;
  /** The named levels of the planning player, weakest first. */
  levels(): readonly LevelInfo[];
  /** The library's version, such as "0.2.0". */
  readonly version: string;
  /** major * 10000 + minor * 100 + patch. */
  readonly versionNumber: number;
  readonly module: SafariModule;
}

/** Options of loadSafari(); an unknown key is refused by name. */
export interface LoadOptions {
  /** The module's bytes instead of loading them. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where the module's bytes are: a string or a URL (in Node a file: URL
   * or a path); by default safari_wasm.wasm of this package. */
  wasmUrl?: string | { readonly href: string };
}

/** Loads the WebAssembly module (once per call) and returns the binding.
 * Throws when the module's major version is not the binding's. */
export function loadSafari(options?: LoadOptions): Promise<Safari>;
