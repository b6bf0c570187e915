// SPDX-License-Identifier: MIT
// Moves as immutable values, the names of the C enums, and the generator of
// `safari play`.
import { INT16, UINT8, integer } from './check.mjs';
import { InvalidArgumentError } from './errors.mjs';

/** Names of safari_move_kind, safari_species, sides and corners, in C order. */
export const MOVE_KINDS = Object.freeze(['draw', 'token', 'place', 'discard', 'meeple', 'ranger',
  'dig', 'expand', 'pass', 'boost', 'park']);
export const SPECIES = Object.freeze(['A', 'E', 'G', 'L', 'Z']);
export const SIDES = Object.freeze(['N', 'E', 'S', 'W']);
export const CORNERS = Object.freeze(['NE', 'SE', 'SW', 'NW']);

// The fields each kind uses (safari.h, safari_move_kind); the others are zero.
const USES = {
  draw: ['index', 'tile'], token: ['species'], place: ['index', 'x', 'y'], discard: [],
  meeple: ['index'], ranger: ['index', 'x', 'y'], dig: ['species', 'index', 'x', 'y'],
  expand: ['species', 'index', 'x', 'y'], pass: [], boost: ['species'], park: ['x', 'y'],
};
const CTYPES = { species: UINT8, index: UINT8, tile: UINT8, x: INT16, y: INT16 };
const FIELDS = ['kind', 'species', 'index', 'tile', 'x', 'y'];

/**
 * One move, the answer to one decision: a frozen value with the fields of
 * the C safari_move. `kind` is the verb ('place', 'dig', ...); `species`
 * (0..4 for A E G L Z, 5 for none), `index` (rotation, side, corner, ranger
 * or copy number), `tile`, `x`, `y`. Fields a kind does not use are zero.
 * `game.moveText(move)` or `String(move)` gives its
 * text (docs/notation.md section 2); `game.parseMove(text)` reads it.
 */
export class Move {
  constructor(kind, { species = 0, index = 0, tile = 0, x = 0, y = 0 } = {}) {
    if (typeof kind !== 'string') throw new TypeError('a move kind is a string such as "place"');
    if (!Object.hasOwn(USES, kind)) throw new InvalidArgumentError(`unknown move kind ${JSON.stringify(kind)}`);
    const uses = USES[kind];
    const given = { species, index, tile, x, y };
    this.kind = kind;
    for (const field of ['species', 'index', 'tile', 'x', 'y']) {
      this[field] = uses.includes(field) ? integer(given[field], `move field ${field}`, CTYPES[field]) : 0;
    }
    Object.freeze(this);
  }

  /** The move's text (docs/notation.md section 2), as the library spells
   * it: `String(move)`, `${move}`. Before a module is loaded, or for a move
   * no text spells, a description such as `Move(place index=1 x=2 y=-1)`. */
  toString() {
    if (spell !== null) {
      try { return spell(this); } catch { /* no text spells it: described below */ }
    }
    const fields = ['species', 'index', 'tile', 'x', 'y'].filter((f) => USES[this.kind]?.includes(f));
    return `Move(${[this.kind, ...fields.map((f) => `${f}=${this[f]}`)].join(' ')})`;
  }

  /** Whether two moves are the same move. */
  equals(other) {
    return other instanceof Move && other.kind === this.kind && other.species === this.species &&
      other.index === this.index && other.tile === this.tile && other.x === this.x && other.y === this.y;
  }

  /** The move as plain data, {kind, species, index, tile, x, y}: what
   * JSON.stringify writes and structuredClone/postMessage carry (a clone
   * loses the class, not the fields); Move.fromJSON and a game's isLegal
   * and apply take it back. */
  toJSON() {
    return { kind: this.kind, species: this.species, index: this.index, tile: this.tile,
      x: this.x, y: this.y };
  }

  /** A Move from plain data of toJSON()'s shape (a parsed JSON value, a
   * structuredClone of a Move), checked as the constructor checks it; a
   * Move is returned as it is. A key other than kind, species, index, tile,
   * x and y is an InvalidArgumentError naming it, a value not an object a
   * TypeError (move text is read by game.parseMove). */
  static fromJSON(value) {
    if (value instanceof Move) return value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new TypeError(`a move must be a Move or its toJSON() object, not ${value === null ? 'null' : typeof value}`);
    }
    for (const key of Object.keys(value)) {
      if (!FIELDS.includes(key)) throw new InvalidArgumentError(`a move has no field '${key}'`);
    }
    const { kind, species = 0, index = 0, tile = 0, x = 0, y = 0 } = value;
    return new Move(kind, { species, index, tile, x, y });
  }

  /** `place`: quarter turns clockwise. */
  get rotation() { return this.index; }

  /** `dig`, `expand`: NE SE SW NW. */
  get corner() { return CORNERS[this.index] ?? null; }

  /** `token`, `dig`, `expand`, `boost`: A E G L Z, or null for none. */
  get speciesLetter() { return SPECIES[this.species] ?? null; }
}

// The library's move text, set by the first loadSafari(): the text of a move
// is the same in every loaded module.
let spell = null;

/** @internal Called by loadSafari with its library's moveText. */
export function setMoveText(fn) {
  if (spell === null) spell = fn;
}

/** A Move from the C fields, unchecked: the library zeroes unused fields. */
export function moveFromFields(kind, species, index, tile, x, y) {
  const move = Object.create(Move.prototype);
  move.kind = MOVE_KINDS[kind];
  move.species = species;
  move.index = index;
  move.tile = tile;
  move.x = x;
  move.y = y;
  return Object.freeze(move);
}

const KIND_IDS = new Map(MOVE_KINDS.map((kind, id) => [kind, id]));

/** The C kind number of a move (-1 for no kind). */
export function kindId(move) {
  return KIND_IDS.get(move.kind) ?? -1;
}

const MASK64 = (1n << 64n) - 1n;

/** The low 64 bits of a * b, each given as [hi, lo] 32-bit halves. */
function mul64(aHi, aLo, bHi, bLo, out) {
  const a0 = aLo & 0xffff, a1 = aLo >>> 16, b0 = bLo & 0xffff, b1 = bLo >>> 16;
  const p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  const mid = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
  out[1] = (((mid & 0xffff) << 16) | (p00 & 0xffff)) >>> 0;
  out[0] = (p11 + (p01 >>> 16) + (p10 >>> 16) + (mid >>> 16) + Math.imul(aLo, bHi) +
    Math.imul(aHi, bLo)) >>> 0;
}

/**
 * splitmix64, the generator of the `safari` command's `play`
 * (cli/play.c): a seed gives the same game there and here. The
 * state starts at the seed; each step adds 0x9E3779B97F4A7C15 to it and
 * mixes it. next() returns the 64-bit number as a BigInt; nextBelow(n)
 * returns it modulo n (n < 2**32) as a Number, with no BigInt on the way
 * (what playing games needs, several times faster).
 */
export class SplitMix64 {
  #s = new Uint32Array(2); // [hi, lo] of the state
  #z = new Uint32Array(2); // the last number, [hi, lo]

  constructor(seed) {
    if (typeof seed === 'number') {
      if (!Number.isSafeInteger(seed) || seed < 0) throw new TypeError('a seed is a non-negative integer');
      seed = BigInt(seed);
    } else if (typeof seed !== 'bigint') {
      throw new TypeError('a seed is a non-negative integer or BigInt');
    }
    this.state = seed;
  }

  get state() { return (BigInt(this.#s[0]) << 32n) | BigInt(this.#s[1]); }

  set state(value) {
    const v = BigInt(value) & MASK64;
    this.#s[0] = Number(v >> 32n);
    this.#s[1] = Number(v & 0xffffffffn);
  }

  #step() {
    const s = this.#s, z = this.#z;
    const lo = s[1] + 0x7F4A7C15;
    s[1] = lo; // the Uint32Array keeps the low 32 bits
    s[0] = s[0] + 0x9E3779B9 + (lo > 0xffffffff ? 1 : 0);
    let hi = s[0], l = s[1];
    l = (l ^ ((l >>> 30) | (hi << 2))) >>> 0;
    hi = (hi ^ (hi >>> 30)) >>> 0;
    mul64(hi, l, 0xBF58476D, 0x1CE4E5B9, z);
    hi = z[0]; l = z[1];
    l = (l ^ ((l >>> 27) | (hi << 5))) >>> 0;
    hi = (hi ^ (hi >>> 27)) >>> 0;
    mul64(hi, l, 0x94D049BB, 0x133111EB, z);
    hi = z[0]; l = z[1];
    z[1] = (l ^ ((l >>> 31) | (hi << 1))) >>> 0;
    z[0] = (hi ^ (hi >>> 31)) >>> 0;
  }

  /** @internal The state into u32[i] (low word) and u32[i + 1] (high):
   * a uint64_t of the module's little-endian memory, with no BigInt. */
  storeState(u32, i) { u32[i] = this.#s[1]; u32[i + 1] = this.#s[0]; }

  /** @internal The state back from where storeState() put it. */
  loadState(u32, i) { this.#s[1] = u32[i]; this.#s[0] = u32[i + 1]; }

  /** The next 64-bit number, a BigInt. */
  next() {
    this.#step();
    return (BigInt(this.#z[0]) << 32n) | BigInt(this.#z[1]);
  }

  /** The next number modulo n, 1 <= n < 2**32 (the same draw as next() % n);
   * RangeError for any other n (nothing is drawn), TypeError for a non-Number. */
  nextBelow(n) {
    if (typeof n !== 'number') throw new TypeError(`nextBelow(n): n must be a Number, not ${typeof n}`);
    if (!Number.isInteger(n) || n < 1 || n > 0xffffffff) {
      throw new RangeError(`nextBelow(${n}): n must be an integer 1 to 2**32 - 1`);
    }
    this.#step();
    // (hi * 2**32 + lo) mod n, in steps that stay exact in a double: one
    // when (hi mod n) * 2**32 + lo < 2**53, as for every count of moves.
    const hi = this.#z[0] % n, lo = this.#z[1];
    if (n <= 0x200000) return (hi * 4294967296 + lo) % n;
    const r = (hi * 65536 + (lo >>> 16)) % n;
    return (r * 65536 + (lo & 0xffff)) % n;
  }
}
