// SPDX-License-Identifier: MIT
// Games: decisions, moves, undo, scores, records and the board. The class is
// made per loaded module (gameClass), as every game lives in one module's
// memory.
import { CONSTANTS, LAYOUTS } from './abi.mjs';
import { UINT32, instance, integer, knownOptions, within } from './check.mjs';
import { InvalidArgumentError, Status } from './errors.mjs';
import { tileFace, tileInHand } from './face.mjs';
import { MAX_MOVES, MAX_SEATS, MEEPLES, MOVE_SIZE, RANGERS } from './library.mjs';
import { CORNERS, MOVE_KINDS, Move, SIDES, SPECIES, SplitMix64 } from './moves.mjs';
import { planMove } from './levels.mjs';

/** The largest width or height game.svg() takes (SAFARI_SVG_MAX_SIZE). */
const SVG_MAX_SIZE = 100000;
const SVG_OPTIONS_SIZE = 24; // sizeof(safari_svg_options) on wasm32

/* The move kinds of chance outcomes, as the library numbers them. */
const MOVE_DRAW = MOVE_KINDS.indexOf('draw'), MOVE_TOKEN = MOVE_KINDS.indexOf('token');

export const DECISIONS = Object.freeze(['draw', 'token', 'place', 'action', 'boost', 'park', 'end']);
export const FINAL_SCORING = Object.freeze(['majority', 'all']);
export const BAOBAB_TOKENS = Object.freeze(['before', 'after']);
export const BOOSTS = Object.freeze(['independent', 'distinct']);
export const PLACES = Object.freeze(['supply', 'trail', 'bush', 'baobab', 'waterhole']);
export const FEATURES = Object.freeze({ 1: 'trail', 2: 'bush' });
export const EVENTS = Object.freeze(['ranger', 'trail', 'bush', 'baobab', 'dig', 'expand',
  'waterhole', 'final_trail', 'final_bush', 'final_tokens']);
/** to_move of a chance decision and at the end of the game. */
/** The playout policies of searchMove (safari_policy). */
export const POLICIES = Object.freeze(['uniform', 'scoring']);
export const { CHANCE, NOBODY } = CONSTANTS;

// The structs read and written here, laid out as on wasm32 (abi.mjs,
// generated from the header; layout.c checks it against the compiler).
const L = LAYOUTS;
const NSPECIES = CONSTANTS.SPECIES;

/** An enum argument given as its name or its index (0 .. names.length - 1). */
function enumIndex(value, names, what) {
  if (typeof value === 'string') {
    const i = names.indexOf(value);
    if (i < 0) throw new InvalidArgumentError(`${what} must be one of ${names.join(', ')}, not ${JSON.stringify(value)}`);
    return i;
  }
  return within(value, what, 0, names.length - 1);
}

/** A board limit's numbers are distances on int16 cells (safari_options):
 * the table's half sizes 0..32767, the window's sides 1..32767. */
const LIMIT_MAX = 32767;

/** The options of new Game(). */
const GAME_OPTIONS = ['seats', 'firstSeat', 'finalScoring', 'baobabTokens', 'boardLimit', 'boosts'];

/** {A: n, E: n, ...} of a per-species array. */
function speciesCounts(counts) {
  return Object.fromEntries(SPECIES.map((letter, i) => [letter, counts[i]]));
}

/** (board_limited, limit_x, limit_y) of a boardLimit option. */
function boardLimit(value) {
  if (value === null || value === undefined) return [0, 0, 0];
  if (Array.isArray(value) && value.length === 3 && value[0] === 'window') {
    return [2, within(value[1], 'boardLimit window width', 1, LIMIT_MAX),
      within(value[2], 'boardLimit window height', 1, LIMIT_MAX)];
  }
  if (Array.isArray(value) && value.length === 2) {
    return [1, within(value[0], 'boardLimit x', 0, LIMIT_MAX),
      within(value[1], 'boardLimit y', 0, LIMIT_MAX)];
  }
  throw new TypeError('boardLimit must be null, [x, y] or ["window", w, h]');
}

/** rng.nextBelow(total), checked: an integer 0 .. total - 1. */
function drawBelow(rng, total) {
  const value = rng.nextBelow(total);
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`rng.nextBelow(${total}) returned ${String(value)}: not an integer Number`);
  }
  if (value < 0 || value >= total) {
    throw new RangeError(`rng.nextBelow(${total}) returned ${value}: must be 0 to ${total - 1}`);
  }
  return value;
}

const U64_MAX = (1n << 64n) - 1n;

/** rng.next() % total, rng.next() checked: an integer 0 .. 2**64 - 1. */
function drawNext(rng, total) {
  const value = rng.next();
  let big;
  if (typeof value === 'bigint') big = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) big = BigInt(value);
  else throw new TypeError(`rng.next() returned ${String(value)}: not an integer (BigInt or safe Number)`);
  if (big < 0n || big > U64_MAX) {
    throw new RangeError(`rng.next() returned ${big}: must be 0 to 2**64 - 1`);
  }
  return Number(big % BigInt(total));
}

/** Playouts a move of the bot's strengths (the page's easy, normal, strong). */
export const BOT_STRENGTHS = Object.freeze({ easy: 60, normal: 800, strong: 3000 });
/** The most playouts botMove() accepts: about a minute of search. */
export const BOT_BUDGET_MAX = 1000000;
const BOT_OPTIONS = ['budget', 'seed'];

/** {budget, seed} of botMove() options, checked (shared with BotWorker,
 * which checks them before it posts them to its worker). */
export function botSettings(options) {
  const { budget = BOT_STRENGTHS.normal, seed = 0 } = knownOptions(options, BOT_OPTIONS,
    'botMove options');
  return { budget: within(budget, 'budget', 1, BOT_BUDGET_MAX),
    seed: within(seed, 'seed', 0, 2 ** 32 - 1, UINT32) };
}

// The constructor's key for adopting a C game made by the library (a record
// read, a clone); private to this module.
const ADOPT = Symbol('adopt');

export function gameClass(lib) {
  const m = lib.m;
  // A game dropped without free() is freed when collected: a safety net,
  // since collection may come late or never; free() is the rule.
  const registry = new FinalizationRegistry((ptr) => m._safari_game_free(ptr));

  class Game {
    /**
     * A game at setup. Options: seats (2..5), firstSeat, finalScoring
     * ('majority' | 'all'), baobabTokens ('before' | 'after'), boardLimit
     * (null | [x, y] | ['window', w, h]), boosts ('independent' | 'distinct').
     * Free it with free(). Every failure throws a SafariError subclass and
     * leaves the game unchanged; a number outside its C type throws
     * ArgumentRangeError, one outside the argument's range or an unknown
     * option InvalidArgumentError naming it ("seats 9: must be 2 to 5",
     * "unknown option 'seat'"), a wrong type TypeError, all before the
     * library is called.
     */
    constructor(options = {}) {
      if (options !== null && typeof options === 'object' && Object.hasOwn(options, ADOPT)) {
        this.#adopt(options[ADOPT]);
        return;
      }
      const { seats = 2, firstSeat = 0, finalScoring = 'majority', baobabTokens = 'before',
        boardLimit: limit = null, boosts = 'independent' } = knownOptions(options, GAME_OPTIONS,
        'new Game options');
      // 0 is the library's spelling of the default, 2
      const nseats = integer(seats, 'seats') === 0 ? 0 : within(seats, 'seats', 2, MAX_SEATS);
      const [limited, limitX, limitY] = boardLimit(limit);
      const S = L.safari_settings;
      const settings = lib.setI32Fields(lib.scratch, S, { size: S.SIZE /* SAFARI_SETTINGS_INIT's */,
        seats: nseats, first_seat: within(firstSeat, 'firstSeat', 0, Math.max(nseats, 2) - 1),
        final_scoring: enumIndex(finalScoring, FINAL_SCORING, 'finalScoring'),
        baobab_tokens: enumIndex(baobabTokens, BAOBAB_TOKENS, 'baobabTokens'),
        board_limited: limited, limit_x: limitX, limit_y: limitY,
        boosts: enumIndex(boosts, BOOSTS, 'boosts'), tileset: 0 /* the built-in tile set */ });
      const status = m._safari_game_create(lib.out, settings, 0 /* malloc/free */);
      if (status === Status.EINVAL && limit !== null) {
        // every number was in range: the limit is what the library refused
        throw new InvalidArgumentError(`boardLimit ${JSON.stringify(limit)} does not hold the start tile and the rangers`);
      }
      lib.check(status, 'new game');
      this.#adopt(lib.u32At(lib.out));
    }

    #ptr = 0;

    #adopt(ptr) {
      this.#ptr = ptr;
      registry.register(this, ptr, this);
    }

    static #wrap(ptr) {
      return new Game({ [ADOPT]: ptr });
    }

    /** The game a record (docs/notation.md section 3) reaches. Throws ParseError with the
     * first bad line (a malformed line or an illegal move). */
    static fromRecord(text) {
      return lib.withText(text, 'a record', (ptr, len) => {
        const diag = lib.scratch2;
        lib.checkDiag(m._safari_record_read(lib.out, ptr, len, 0, diag), diag, 'record');
        return Game.#wrap(lib.u32At(lib.out));
      });
    }

    /** A game from toJSON()'s {record, hash}: the record read (ParseError
     * with its first bad line), its hash checked against `hash` when given
     * (InvalidArgumentError if they differ: another position or library). */
    static fromJSON(value) {
      if (value === null || typeof value !== 'object' || typeof value.record !== 'string') {
        throw new TypeError('a game\'s JSON is {record, hash}, the record a string');
      }
      const game = Game.fromRecord(value.record);
      if (value.hash !== undefined && String(value.hash) !== game.hash.toString()) {
        const hash = game.hash;
        game.free();
        throw new InvalidArgumentError(`the record reaches hash ${hash}, not ${value.hash}`);
      }
      return game;
    }

    /** The game as JSON data: {record, hash}, the record text (options and
     * every move) and the position hash as a decimal string (JSON has no
     * 64-bit integers). Game.fromJSON reads it back. */
    toJSON() {
      return { record: this.record(), hash: this.hash.toString() };
    }

    // -- ownership --------------------------------------------------------

    /** The C pointer, for C code compiled into the same module. Throws
     * InvalidArgumentError once the game is freed. */
    get handle() {
      if (this.#ptr === 0) throw new InvalidArgumentError('the game is freed');
      return this.#ptr;
    }

    /** Frees the C game now. Idempotent; the object is unusable after. */
    free() {
      if (this.#ptr !== 0) {
        registry.unregister(this);
        m._safari_game_free(this.#ptr);
        this.#ptr = 0;
      }
    }

    get freed() { return this.#ptr === 0; }

    /** An independent copy, history included. */
    clone() {
      lib.check(m._safari_game_clone(lib.out, this.handle), 'clone');
      return Game.#wrap(lib.u32At(lib.out));
    }

    /** Overwrites this game with the state of another made with the same
     * options (a clone, say); no allocation. */
    copyFrom(other) {
      lib.check(m._safari_game_copy(this.handle, instance(other, Game, 'other', 'Game').handle), 'copy');
    }

    // -- decisions and moves ----------------------------------------------

    #decision() {
      lib.check(m._safari_game_decision(this.handle, lib.scratch));
      const d = lib.i32Fields(lib.scratch, L.safari_decision, ['kind', 'to_move', 'recipient', 'active']);
      return [d.kind, d.to_move, d.recipient, d.active];
    }

    /** draw, token, place, action, boost, park or end. */
    get decision() { return DECISIONS[this.#decision()[0]]; }
    /** The deciding seat, CHANCE (-1) or NOBODY (-2, at the end). */
    get toMove() { return this.#decision()[1]; }
    /** At a token decision the seat receiving the token; else null. */
    get recipient() { const r = this.#decision()[2]; return r >= 0 ? r : null; }
    /** The seat whose turn it is. */
    get active() { return this.#decision()[3]; }
    get isOver() { return this.#decision()[0] === DECISIONS.indexOf('end'); }
    get isChance() { return this.#decision()[1] === CHANCE; }

    #outcomes() {
      lib.check(m._safari_game_outcomes(this.handle, lib.moves, lib.weights, MAX_MOVES, lib.out));
      return lib.u32At(lib.out);
    }

    /** The legal moves of the pending decision (at a chance decision its
     * outcomes), in the library's order. */
    legalMoves() {
      lib.check(m._safari_game_legal_moves(this.handle, lib.moves, MAX_MOVES, lib.out));
      const n = lib.u32At(lib.out), result = new Array(n);
      for (let i = 0; i < n; i++) result[i] = lib.readMove(lib.moves + MOVE_SIZE * i);
      return result;
    }

    /** [{move, weight}]: outcome i has probability weight / total. At a
     * seat's decision, its legal moves with weight 1. */
    chanceOutcomes() {
      const n = this.#outcomes(), result = new Array(n);
      for (let i = 0; i < n; i++) {
        result[i] = { move: lib.readMove(lib.moves + MOVE_SIZE * i), weight: lib.u32At(lib.weights + 4 * i) };
      }
      return result;
    }

    /** Draws a move as `safari play` does: outcome i with probability
     * weights[i] / total (a seat's moves uniformly), from one draw of rng;
     * null at the end of the game. rng is a SplitMix64 (the library picks
     * from one next()), or another generator, for which the binding lists
     * the moves and picks from one draw: rng.nextBelow(total) if it has
     * nextBelow, which must return an integer 0 .. total - 1, else
     * rng.next() % total, next() returning an integer (BigInt or Number)
     * 0 .. 2**64 - 1. A value outside its range is a RangeError naming it
     * and the range, never reduced into the list (a generator that gives
     * one is broken, and a reduced value would hide it); a rng with neither
     * method is a TypeError. */
    sampleMove(rng) {
      // A SplitMix64: the library picks, counting the moves without listing
      // them (safari_game_sample_move), and advances the state it is given.
      if (rng instanceof SplitMix64) {
        const state = lib.out >> 2;
        rng.storeState(lib.u32, state);
        const status = lib.m._safari_game_sample_move(this.handle, lib.out, 0, lib.scratch);
        if (status === Status.ENOTFOUND) return null;
        lib.check(status, 'sampleMove');
        rng.loadState(lib.u32, state);
        return lib.readMove(lib.scratch);
      }
      const hasBelow = rng !== null && typeof rng === 'object' && typeof rng.nextBelow === 'function';
      if (!hasBelow && (rng === null || typeof rng !== 'object' || typeof rng.next !== 'function')) {
        throw new TypeError('rng must be a SplitMix64 or an object with nextBelow(n) or next()');
      }
      const n = this.#outcomes();
      if (n === 0) return null;
      // Only a chance decision's outcomes (draw, token) weigh more than 1:
      // a seat's move is entry pick itself. The weights are read in place,
      // no view made per move (this is the loop of every random game).
      const firstKind = lib.u8[lib.moves + L.safari_move.kind];
      const chance = firstKind === MOVE_DRAW || firstKind === MOVE_TOKEN;
      const u32 = lib.u32, w = lib.weights >> 2;
      let total = n;
      if (chance) {
        total = 0;
        for (let i = 0; i < n; i++) total += u32[w + i];
      }
      let pick = hasBelow ? drawBelow(rng, total) : drawNext(rng, total);
      let i = 0;
      if (chance) while (pick >= u32[w + i]) pick -= u32[w + i++];
      else i = pick;
      return lib.readMove(lib.moves + MOVE_SIZE * i);
    }

    /**
     * The bot's move at a seat's decision: the most visited move of the
     * library's Monte Carlo tree search (searchMove; UCT, as `safari bot
     * mcts`) of `budget` playouts
     * (1 .. BOT_BUDGET_MAX; BOT_STRENGTHS.normal, 800, by default), its
     * random numbers drawn from `seed` (0 .. 2**32 - 1; 0 by default): the
     * same position, budget and seed give the same move. The game does not
     * change. InvalidArgumentError at a chance decision (use sampleMove),
     * at the end, or for an unknown option or a value out of its range.
     * It runs in the calling thread: in a page, use BotWorker (bot.mjs).
     */
    botMove(options = {}) {
      const { budget, seed } = botSettings(options);
      if (this.isOver) throw new InvalidArgumentError('botMove: the game is over');
      if (this.isChance) {
        throw new InvalidArgumentError(`botMove: the pending decision (${this.decision}) is chance's: use sampleMove`);
      }
      // The library's search (safari_game_search_move), with the page bot's
      // settings: a playout is worth its win share plus 0.2 of its score
      // margin, so a losing position still prefers the closer game.
      return this.searchMove(new SplitMix64(BigInt(seed)),
        { playouts: budget, explore: 0.7, scoreWeight: 0.2 }).move;
    }

    /** The move of the planning player (safari_game_plan_move) at a named
     * level: `planMove(3)` or `planMove({level, seed, ...})` (levels.mjs;
     * `safari.levels()` lists them). The same position, options and seed
     * give the same move when the budget is in iterations alone (the
     * expert's time budget: `timeMs: 0` removes it). The game does not
     * change. InvalidArgumentError at a chance decision or the end. */
    planMove(options) { return this.planSearch(options).move; }

    /** planMove's {move, stats: {turns, worlds, candidates, elapsedMs, value}}. */
    planSearch(options) {
      const [kind, toMove] = this.#decision();
      return planMove(lib, this.handle, { kind: DECISIONS[kind], over: kind === DECISIONS.indexOf('end'),
        chance: toMove === CHANCE }, options);
    }

    /** A Move, move text read with this game (so `meeple D` is
     * normalised), or a move's plain data (Move.fromJSON: a move that went
     * through JSON or structuredClone). */
    #move(move) {
      if (typeof move === 'string') return lib.parseMove(move, this.handle);
      return Move.fromJSON(move);
    }

    /** The text of a move (docs/notation.md section 2). */
    moveText(move) { return lib.moveText(Move.fromJSON(move)); }

    /** Parses a move's text, normalising `meeple D` with this game. */
    parseMove(text) { return lib.parseMove(text, this.handle); }

    /** Whether a move (Move or text) is legal now; false for text that is
     * no move. */
    isLegal(move) {
      const handle = this.handle;
      let parsed;
      try {
        parsed = this.#move(move);
      } catch (e) {
        if (e.status === Status.EPARSE) return false;
        throw e;
      }
      return m._safari_game_is_legal(handle, lib.writeMove(lib.scratch, parsed)) === 1;
    }

    /** Plays a move (Move or text) and every automatic step after it.
     * Throws IllegalMoveError (nothing changes) or ParseError for bad text. */
    apply(move) {
      const handle = this.handle, parsed = this.#move(move);
      const status = m._safari_game_apply(handle, lib.writeMove(lib.scratch, parsed));
      if (status !== Status.OK) lib.check(status, `cannot apply "${lib.moveText(parsed)}"`);
    }

    /** The window ({x0, y0, width, height}) of the standard table of a
     * game with boardLimit [x, y]: the fixed action space of docs/ai.md,
     * where no legal move is ever outside; null without a table. */
    tableWindow() {
      const status = m._safari_game_table_window(this.handle, lib.scratch);
      if (status === Status.ENOTFOUND) return null;
      lib.check(status, 'tableWindow');
      return Game.#readWindow(lib.scratch);
    }

    /** The tiles' box with one cell of margin: every cell a move can name now. */
    boardWindow() {
      lib.check(m._safari_game_board_window(this.handle, lib.scratch), 'boardWindow');
      return Game.#readWindow(lib.scratch);
    }

    static #readWindow(ptr) {
      return lib.i32Fields(ptr, L.safari_window, ['x0', 'y0', 'width', 'height']);
    }

    /** The window argument written at ptr; undefined: the board's, or with
     * `table` the table's when the game has one. */
    #writeWindow(ptr, window, table = false) {
      const w = window !== undefined ? window
        : (table && this.tableWindow()) || this.boardWindow();
      if (w === null || typeof w !== 'object') throw new TypeError('window must be {x0, y0, width, height}');
      return lib.setI32Fields(ptr, L.safari_window, { x0: integer(w.x0, 'window x0'),
        y0: integer(w.y0, 'window y0'),
        width: within(w.width, 'window width', 1, CONSTANTS.WINDOW_MAX),
        height: within(w.height, 'window height', 1, CONSTANTS.WINDOW_MAX) });
    }

    /** Applies the move of an action index over a window (default: the
     * board's, as in Python and Lua). IllegalMoveError if it is not legal now,
     * InvalidArgumentError for an index out of range; nothing changes then. */
    applyAction(index, window) {
      const w = this.#writeWindow(lib.scratch, window);
      const i = integer(index, 'action index', UINT32);
      const status = m._safari_game_apply_action(this.handle, w, i);
      if (status !== Status.OK) lib.check(status, `action ${i}`);
    }

    /** The game's metadata over a window (default: the table's, else the
     * board's; docs/ai.md, "Game metadata"):
     * maxGameLength, maxSeatMoves, maxChanceOutcomes, maxLegalMoves,
     * actions, obsPlanes, obsVector, obsSize, minScore, maxScore,
     * minMargin, maxMargin. */
    metadata(window) {
      const w = this.#writeWindow(lib.scratch2, window, true);
      lib.check(m._safari_game_metadata(this.handle, w, lib.scratch), 'metadata');
      const u = lib.u32Fields(lib.scratch, L.safari_metadata, ['max_game_length', 'max_seat_moves',
        'max_chance_outcomes', 'max_legal_moves', 'actions', 'obs_planes', 'obs_vector', 'obs_size']);
      const i = lib.i32Fields(lib.scratch, L.safari_metadata, ['min_score', 'max_score', 'min_margin',
        'max_margin']);
      return {
        maxGameLength: u.max_game_length, maxSeatMoves: u.max_seat_moves,
        maxChanceOutcomes: u.max_chance_outcomes, maxLegalMoves: u.max_legal_moves,
        actions: u.actions, obsPlanes: u.obs_planes, obsVector: u.obs_vector, obsSize: u.obs_size,
        minScore: i.min_score, maxScore: i.max_score, minMargin: i.min_margin,
        maxMargin: i.max_margin,
      };
    }

    /** The planes of an observation layout, 'extended' (the default, the
     * layout metadata().obsPlanes counts) or 'base', in order, as the
     * library names them at run time (safari_observation_plane): objects
     * {name, group, groupFirst, groupPlanes, description}. The JavaScript
     * binding writes no observation; this labels the planes of one written
     * elsewhere (a worker's, a server's). */
    observationPlanes(layout = 'extended') {
      const layouts = { base: CONSTANTS.OBS_LAYOUT_BASE, extended: CONSTANTS.OBS_LAYOUT_PLACED };
      if (!Object.hasOwn(layouts, layout)) {
        throw new InvalidArgumentError(`layout must be 'base' or 'extended', not ${String(layout)}`);
      }
      const O = L.safari_observation_options, P = L.safari_observation_plane_info;
      const options = lib.setI32Fields(lib.scratch, O, { size: O.SIZE,
        format: CONSTANTS.OBS_FLOAT32, layout: layouts[layout] });
      const info = lib.scratch2, planes = [];
      for (;;) {
        lib.setI32Fields(info, P, { size: P.SIZE });
        const status = m._safari_observation_plane(options, planes.length, info);
        if (status === Status.ENOTFOUND) return planes;
        lib.check(status, 'observationPlanes');
        const u = lib.u32Fields(info, P, ['name', 'group', 'group_first', 'group_planes',
          'description']);
        planes.push({ name: lib.cstring(u.name), group: lib.cstring(u.group),
          groupFirst: u.group_first, groupPlanes: u.group_planes,
          description: lib.cstring(u.description) });
      }
    }

    /** The entries of an observation's vector (after the planes), in the
     * layout 'extended' (the default, the layout metadata().obsVector
     * counts) or 'base', in order, as the library names them at run time
     * (safari_game_observation_entry): objects {name, group, groupFirst,
     * groupEntries, description}. The entries after the fixed ones come
     * one a face of this game's tile set ('stack_17'), so the names are the
     * game's. As observationPlanes, for labelling an observation written
     * elsewhere. */
    observationEntries(layout = 'extended') {
      const layouts = { base: CONSTANTS.OBS_LAYOUT_BASE, extended: CONSTANTS.OBS_LAYOUT_PLACED };
      if (!Object.hasOwn(layouts, layout)) {
        throw new InvalidArgumentError(`layout must be 'base' or 'extended', not ${String(layout)}`);
      }
      const O = L.safari_observation_options, E = L.safari_observation_entry_info;
      const options = lib.setI32Fields(lib.scratch, O, { size: O.SIZE,
        format: CONSTANTS.OBS_FLOAT32, layout: layouts[layout] });
      const info = lib.scratch2, entries = [];
      for (;;) {
        lib.setI32Fields(info, E, { size: E.SIZE });
        const status = m._safari_game_observation_entry(this.handle, options, entries.length, info);
        if (status === Status.ENOTFOUND) return entries;
        lib.check(status, 'observationEntries');
        const u = lib.u32Fields(info, E, ['group', 'group_first', 'group_entries',
          'description']);
        // the name is written into the struct (32 bytes), not pointed at
        entries.push({ name: lib.cstring(info + E.name, E.group - E.name),
          group: lib.cstring(u.group), groupFirst: u.group_first,
          groupEntries: u.group_entries, description: lib.cstring(u.description) });
      }
    }

    /** Takes back the last move; NoUndoError at setup. */
    undo() { lib.check(m._safari_game_undo(this.handle), 'undo'); }

    /** Moves applied since setup. */
    get historyLength() { return m._safari_game_history_length(this.handle) >>> 0; }

    /** Every move applied since setup, in order. */
    get history() {
      const n = this.historyLength, result = new Array(n);
      for (let i = 0; i < n; i++) {
        lib.check(m._safari_game_history_move(this.handle, i, lib.scratch));
        result[i] = lib.readMove(lib.scratch);
      }
      return result;
    }

    /** The 64-bit position hash, a BigInt (equal positions hash equal). */
    get hash() { return BigInt.asUintN(64, BigInt(m._safari_game_hash(this.handle))); }

    // -- options, counts, scores ------------------------------------------

    get options() {
      const S = L.safari_settings;
      lib.setI32Fields(lib.scratch, S, { size: S.SIZE });
      lib.check(m._safari_game_settings(this.handle, lib.scratch));
      const o = lib.i32Fields(lib.scratch, S, ['seats', 'first_seat', 'final_scoring',
        'baobab_tokens', 'board_limited', 'limit_x', 'limit_y', 'boosts']);
      const [lx, ly] = [o.limit_x, o.limit_y];
      const limit = o.board_limited === 1 ? [lx, ly] : o.board_limited === 2 ? ['window', lx, ly] : null;
      return { seats: o.seats, firstSeat: o.first_seat, finalScoring: FINAL_SCORING[o.final_scoring],
        baobabTokens: BAOBAB_TOKENS[o.baobab_tokens], boardLimit: limit, boosts: BOOSTS[o.boosts] };
    }

    /** Bytes of the game's state block. */
    get stateSize() { return m._safari_game_state_size(this.handle) >>> 0; }

    /** Score, meeples in supply and tokens ({A: n, ...}) of a seat. */
    /** A seat argument: 0 .. seats - 1. */
    #seat(seat) { return within(seat, 'seat', 0, this.seats - 1); }

    seatInfo(seat) {
      seat = this.#seat(seat);
      lib.check(m._safari_game_seat(this.handle, seat, lib.scratch), `seat ${seat}`);
      const p = lib.scratch, S = L.safari_seat_info, v = lib.i32Fields(p, S, ['score', 'meeples']);
      return { score: v.score, meeples: v.meeples,
        tokens: speciesCounts(lib.i32Array(p + S.tokens, NSPECIES)) };
    }

    /** Tiles left, tiles discarded, tokens in the bag and on the discard pile. */
    get pools() {
      lib.check(m._safari_game_pools(this.handle, lib.scratch));
      const p = lib.scratch, P = L.safari_pool_info;
      const v = lib.i32Fields(p, P, ['seats', 'stack', 'discarded_tiles']);
      return { seats: v.seats, stack: v.stack, discardedTiles: v.discarded_tiles,
        bag: speciesCounts(lib.i32Array(p + P.bag, NSPECIES)),
        discard: speciesCounts(lib.i32Array(p + P.discard, NSPECIES)) };
    }

    get seats() { return this.pools.seats; }

    /** Current scores, one per seat (final at the end). */
    get scores() {
      return Array.from({ length: this.seats }, (_, s) => this.seatInfo(s).score);
    }

    /** The scores if the game ended now (final scoring included). */
    get projectedScores() {
      lib.check(m._safari_game_projected_scores_ex(this.handle, lib.scratch, MAX_SEATS, lib.out));
      return lib.i32Array(lib.scratch, lib.u32At(lib.out));
    }

    /** The seats with the highest score once the game is over; else []. */
    get winners() {
      const handle = this.handle;
      return Array.from({ length: this.seats }, (_, s) => s)
        .filter((s) => m._safari_game_is_winner(handle, s) === 1);
    }

    // -- text ---------------------------------------------------------------

    /** The game record (docs/notation.md section 3): options and every move. */
    record() { return lib.readText(m._safari_record_write, this.handle); }

    /** The `safari legal` listing of the position. */
    legalText() { return lib.readText(m._safari_legal_write, this.handle); }

    /** The SVG picture of the position (safari_game_svg_write_ex); with no
     * options the one `safari show --svg` draws. Options: `size`, a width
     * in pixels (the height in proportion) or [width, height] (either null
     * for in proportion), each 1 to SVG_MAX_SIZE: the picture is scaled,
     * never cut; `legend` (true: title, what comes next, pools and key
     * beside the board); `scores` (true: each seat's score, meeples and
     * tokens there); `ids` (false: stable ids on the pieces, tile_X_Y and
     * the rest, as the view of `libsafari/board` spells them). */
    svg(options) {
      const { size = null, legend = true, scores = true, ids = false } =
        knownOptions(options, ['size', 'legend', 'scores', 'ids'], 'svg options');
      let [width, height] = [size, null];
      if (Array.isArray(size)) {
        if (size.length !== 2) throw new InvalidArgumentError(`svg size: must be a width or [width, height], not ${size.length} numbers`);
        [width, height] = size;
      }
      const side = (v, what) => (v === null || v === undefined ? 0 : within(v, `svg ${what}`, 1, SVG_MAX_SIZE, UINT32));
      const words = [SVG_OPTIONS_SIZE, side(width, 'width'), side(height, 'height')];
      for (const [name, flag] of [['legend', legend], ['scores', scores], ['ids', ids]]) {
        if (typeof flag !== 'boolean') throw new TypeError(`svg ${name} must be a boolean, not ${typeof flag}`);
        words.push(flag ? 1 : 0);
      }
      // safari_svg_options: six uint32_t (layout.c checks the offsets).
      const opts = lib.scratch;
      words.forEach((w, i) => { lib.u32[(opts >> 2) + i] = w; });
      return lib.readText((h, buf, cap, out) => m._safari_game_svg_write_ex(h, opts, buf, cap, out), this.handle);
    }

    // -- the board ------------------------------------------------------------

    static #tile(p) {
      const u8 = lib.u8, i16 = lib.i16, T = L.safari_tile_info;
      return { x: i16[(p + T.x) >> 1], y: i16[(p + T.y) >> 1], tile: u8[p + T.tile],
        copy: u8[p + T.copy], rotation: u8[p + T.rotation], start: u8[p + T.start] === 1,
        sides: lib.cstring(p + T.sides, 4), baobab: u8[p + T.baobab] === 1,
        features: u8[p + T.features] };
    }

    /** false for ENOTFOUND, true for OK; throws on anything else. */
    static #found(status, context) {
      if (status === Status.ENOTFOUND) return false;
      lib.check(status, context);
      return true;
    }

    /** Every tile on the board in placement order, start cells first. */
    tiles() {
      const handle = this.handle, n = m._safari_game_tile_count(handle) >>> 0, result = [];
      for (let i = 0; i < n; i++) {
        lib.check(m._safari_game_tile(handle, i, lib.scratch));
        result.push(Game.#tile(lib.scratch));
      }
      return result;
    }

    /** The face of the tile drawn and not yet placed, unrotated: {face,
     * tile, copy, copies, rotation, sides, baobab, corners, birds, savanna,
     * features}; null when no tile is in hand (face.mjs). */
    get tileInHand() { return tileInHand(lib, this.handle); }

    /** Face `face` (0 .. faces - 1) of the game's tile set in a rotation
     * (0..3), as it shows once placed so: tileFace(tileInHand.face, r). */
    tileFace(face, rotation = 0) { return tileFace(lib, this.handle, face, rotation); }

    /** The tile on a cell, or null. */
    tileAt(x, y) {
      const status = m._safari_game_tile_at(this.handle, integer(x, 'x'), integer(y, 'y'), lib.scratch);
      return Game.#found(status, 'tileAt') ? Game.#tile(lib.scratch) : null;
    }

    /** The six meeples of a seat: where ('supply', 'trail', 'bush',
     * 'baobab', 'waterhole'), the cell, and the spot (side or corner). */
    meeples(seat) {
      seat = this.#seat(seat);
      const result = [];
      for (let i = 0; i < MEEPLES; i++) {
        lib.check(m._safari_game_meeple(this.handle, seat, i, lib.scratch), `seat ${seat}`);
        const p = lib.scratch, M = L.safari_meeple_info;
        result.push({ where: PLACES[lib.i32At(p + M.where)], x: lib.i16[(p + M.x) >> 1],
          y: lib.i16[(p + M.y) >> 1], spot: lib.i32At(p + M.spot) });
      }
      return result;
    }

    /** The trail or bush touching a side (index or N E S W) of the tile on a
     * cell, or null (no tile, or savanna). */
    featureAt(x, y, side) {
      const status = m._safari_game_feature_at(this.handle, integer(x, 'x'), integer(y, 'y'),
        enumIndex(side, SIDES, 'side'), lib.scratch);
      if (!Game.#found(status, 'featureAt')) return null;
      const p = lib.scratch, F = L.safari_feature_info;
      const v = lib.i32Fields(p, F, ['kind', 'complete', 'open_sides', 'tiles', 'birds']);
      const animals = lib.i32Array(p + F.animals, NSPECIES);
      const meeples = lib.i32Array(p + F.meeples, MAX_SEATS); // read before this.seats reuses scratch
      return { kind: FEATURES[v.kind], complete: v.complete === 1, openSides: v.open_sides,
        tiles: v.tiles, birds: v.birds, animals: speciesCounts(animals),
        meeples: meeples.slice(0, this.seats) };
    }

    /** The trails and bushes printed on the tile on a cell (not joined with
     * its neighbours), in board orientation: `sides` is a string such as
     * "NS". Empty without a tile. */
    tileFeatures(x, y) {
      x = integer(x, 'x');
      y = integer(y, 'y');
      const result = [];
      for (let i = 0; Game.#found(m._safari_game_tile_feature(this.handle, x, y, i, lib.scratch),
        'tileFeatures'); i++) {
        const p = lib.scratch, T = L.safari_tile_feature;
        const v = lib.i32Fields(p, T, ['kind', 'sides', 'birds']);
        result.push({ kind: FEATURES[v.kind], sides: SIDES.filter((_, d) => v.sides & (1 << d)).join(''),
          birds: v.birds, animals: speciesCounts(lib.i32Array(p + T.animals, NSPECIES)) });
      }
      return result;
    }

    /** The canonical side (0..3) of the feature on a side of the tile on a
     * cell; null for no tile or savanna. */
    featureSide(x, y, side) {
      const status = m._safari_game_feature_side(this.handle, integer(x, 'x'), integer(y, 'y'),
        enumIndex(side, SIDES, 'side'), lib.out);
      return Game.#found(status, 'featureSide') ? lib.i32At(lib.out) : null;
    }

    /** The watering-hole slot at a corner (index or NE SE SW NW) of the tile
     * on a cell, or null without a tile: {open, species (letter or null),
     * owner (seat or null)}. */
    slot(x, y, corner) {
      const status = m._safari_game_slot(this.handle, integer(x, 'x'), integer(y, 'y'),
        enumIndex(corner, CORNERS, 'corner'), lib.scratch);
      if (!Game.#found(status, 'slot')) return null;
      const { open, species, owner } = lib.i32Fields(lib.scratch, L.safari_slot_info,
        ['open', 'species', 'owner']);
      return { open: open === 1, species: SPECIES[species] ?? null, owner: owner >= 0 ? owner : null };
    }

    /** The cell [x, y] of each ranger, or null while it is displaced. */
    get rangers() {
      const result = [];
      for (let i = 0; i < RANGERS; i++) {
        const status = m._safari_game_ranger(this.handle, i, lib.out, lib.out + 4);
        result.push(Game.#found(status, 'ranger') ? [lib.i32At(lib.out), lib.i32At(lib.out + 4)] : null);
      }
      return result;
    }

    /** The scoring events of the last apply(), in order. */
    get events() {
      const handle = this.handle;
      const status = m._safari_game_events(handle, 0, 0, lib.out);
      if (status !== Status.EBUFS) lib.check(status);
      const n = lib.u32At(lib.out);
      if (n === 0) return [];
      const E = L.safari_event, buf = m._malloc(n * E.SIZE);
      if (buf === 0) lib.check(Status.ENOMEM);
      try {
        lib.check(m._safari_game_events(handle, buf, n, lib.out));
        const result = [];
        for (let i = 0; i < n; i++) {
          const p = buf + E.SIZE * i;
          result.push({ kind: EVENTS[lib.i32At(p + E.kind)], seat: lib.i32At(p + E.seat),
            points: lib.i32At(p + E.points), x: lib.i16[(p + E.x) >> 1], y: lib.i16[(p + E.y) >> 1],
            spot: lib.i32At(p + E.spot) });
        }
        return result;
      } finally {
        m._free(buf);
      }
    }

    // The library's players (safari_game_search_move, safari_game_greedy_move).

    /** The move of the library's UCT search for the seat to move (the search
     * of `safari bot mcts`, whose defaults these are), drawing from rng, a
     * SplitMix64 advanced in place. Options: playouts (200; 0: no limit,
     * then timeMs), timeMs (0: none), explore (0.7), scoreWeight (0 to 1,
     * default 0), policy ('uniform' or 'scoring'). With a budget in playouts
     * alone the same position and state give the same move. The game does
     * not change. Returns { move, stats: { playouts, nodes, visits,
     * elapsedMs, value } }. */
    searchMove(rng, options) {
      instance(rng, SplitMix64, 'rng');
      const o = knownOptions(options, ['playouts', 'timeMs', 'explore', 'scoreWeight', 'policy'],
        'searchMove');
      const policy = POLICIES.indexOf(o.policy ?? 'uniform');
      if (policy < 0) throw new InvalidArgumentError(`policy must be one of ${POLICIES.join(', ')}`);
      const real = (value, what) => {
        if (typeof value !== 'number' || !Number.isFinite(value)) {
          throw new TypeError(`${what} must be a finite number`);
        }
        return value;
      };
      // safari_search_options at scratch, the stats at scratch2, the state
      // and the move at out (8 + 8 bytes).
      const opts = lib.scratch, stats = lib.scratch2;
      const O = L.safari_search_options, S = L.safari_search_stats;
      const playouts = integer(o.playouts ?? 200, 'playouts', UINT32);
      const timeMs = integer(o.timeMs ?? 0, 'timeMs', UINT32);
      const explore = real(o.explore ?? 0.7, 'explore');
      const scoreWeight = real(o.scoreWeight ?? 0, 'scoreWeight');
      const view = new DataView(lib.u8.buffer);
      view.setUint32(opts + O.playouts, playouts, true);
      view.setUint32(opts + O.time_ms, timeMs, true);
      view.setFloat64(opts + O.explore, explore, true);
      view.setFloat64(opts + O.score_weight, scoreWeight, true);
      view.setInt32(opts + O.policy, policy, true);
      view.setUint32(opts + O.size, O.SIZE, true); // SAFARI_SEARCH_OPTIONS_INIT's size
      rng.storeState(lib.u32, lib.out >> 2);
      lib.check(m._safari_game_search_move(this.handle, opts, lib.out, lib.out + 8, stats),
        'searchMove');
      rng.loadState(lib.u32, lib.out >> 2);
      const after = new DataView(lib.u8.buffer);
      return {
        move: lib.readMove(lib.out + 8),
        stats: { playouts: after.getUint32(stats + S.playouts, true),
          nodes: after.getUint32(stats + S.nodes, true), visits: after.getUint32(stats + S.visits, true),
          elapsedMs: after.getUint32(stats + S.elapsed_ms, true),
          value: after.getFloat64(stats + S.value, true) },
      };
    }

    /** The move of the library's greedy player for the seat to move (the
     * player of `safari bot greedy`): the highest projected score for that
     * seat after the move, then the best margin over the best other seat;
     * among moves equal in both, the first in legal-move order (no rng) or
     * one drawn from rng (a SplitMix64, advanced in place). */
    greedyMove(rng) {
      if (rng === undefined || rng === null) {
        lib.check(m._safari_game_greedy_move(this.handle, 0, lib.out + 8), 'greedyMove');
        return lib.readMove(lib.out + 8);
      }
      instance(rng, SplitMix64, 'rng');
      rng.storeState(lib.u32, lib.out >> 2);
      lib.check(m._safari_game_greedy_move(this.handle, lib.out, lib.out + 8), 'greedyMove');
      rng.loadState(lib.u32, lib.out >> 2);
      return lib.readMove(lib.out + 8);
    }
  }
  return Game;
}
