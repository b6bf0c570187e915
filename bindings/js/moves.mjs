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

/**
 * One move, the answer to one decision: a frozen value with the fields of
 * the C safari_move. `kind` is the verb ('place', 'dig', ...); `species`
 * (0..4 for A E G L Z, 5 for none), `index` (rotation, side, corner, ranger
 * or copy number), `tile`, `x`, `y`. Fields a kind does not use are zero.
 * `game.moveText(move)` or `String(move)` on a game's move gives its
 * NOTATION.md text; `game.parseMove(text)` reads it.
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

  /** Whether two moves are the same move. */
  equals(other) {
    return other instanceof Move && other.kind === this.kind && other.species === this.species &&
      other.index === this.index && other.tile === this.tile && other.x === this.x && other.y === this.y;
  }

  /** `place`: quarter turns clockwise. */
  get rotation() { return this.index; }

  /** `dig`, `expand`: NE SE SW NW. */
  get corner() { return CORNERS[this.index] ?? null; }

  /** `token`, `dig`, `expand`, `boost`: A E G L Z, or null for none. */
  get speciesLetter() { return SPECIES[this.species] ?? null; }
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

/** The C kind number of a move. */
export function kindId(move) {
  return MOVE_KINDS.indexOf(move.kind);
}

const MASK64 = (1n << 64n) - 1n;

/**
 * splitmix64, the generator of the `safari` command's `play`
 * (examples/cli/play.c): a seed gives the same game there and here. The
 * state starts at the seed; each next() adds 0x9E3779B97F4A7C15 to it and
 * returns the mixed state, as a BigInt.
 */
export class SplitMix64 {
  constructor(seed) {
    if (typeof seed === 'number') {
      if (!Number.isSafeInteger(seed) || seed < 0) throw new TypeError('a seed is a non-negative integer');
      seed = BigInt(seed);
    } else if (typeof seed !== 'bigint') {
      throw new TypeError('a seed is a non-negative integer or BigInt');
    }
    this.state = seed & MASK64;
  }

  next() {
    this.state = (this.state + 0x9E3779B97F4A7C15n) & MASK64;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK64;
    return z ^ (z >> 31n);
  }
}
