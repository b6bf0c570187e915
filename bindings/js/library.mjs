// SPDX-License-Identifier: MIT
// The loaded WebAssembly module and what every wrapper needs to call it:
// views of its memory, scratch buffers, status checks and text in and out.
import { CONSTANTS, LAYOUTS } from './abi.mjs';
import { errorFor, ParseError, Status } from './errors.mjs';
import { moveFromFields, kindId } from './moves.mjs';

/** safari.h capacities (abi.mjs, generated from the header). */
export const { MAX_MOVES, MAX_SEATS, MEEPLES, RANGERS, MOVE_TEXT_MAX } = CONSTANTS;
const MOVE = LAYOUTS.safari_move, DIAG = LAYOUTS.safari_diag;
/** sizeof(safari_move) on wasm32: the stride of a list of moves. */
export const MOVE_SIZE = MOVE.SIZE;
// Holds the largest struct the binding reads (safari_face, 184 bytes).
const SCRATCH_SIZE = Math.max(256, ...Object.values(LAYOUTS).map((l) => l.SIZE));

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Library {
  constructor(module) {
    this.m = module;
    // Allocated once for the module's life: the binding is single-threaded.
    this.moves = module._malloc(MAX_MOVES * MOVE_SIZE);
    this.weights = module._malloc(MAX_MOVES * 4);
    this.scratch = module._malloc(SCRATCH_SIZE);
    this.scratch2 = module._malloc(SCRATCH_SIZE);
    this.out = module._malloc(16); // out pointers and counts
  }

  // Views are read afresh on every use: growing the memory replaces them.
  get u8() { return this.m.HEAPU8; }
  get i16() { return this.m.HEAP16; }
  get i32() { return this.m.HEAP32; }
  get u32() { return this.m.HEAPU32; }

  i32At(ptr) { return this.m.HEAP32[ptr >> 2]; }
  u32At(ptr) { return this.m.HEAPU32[ptr >> 2]; }
  i32Array(ptr, n) { return Array.from(this.m.HEAP32.subarray(ptr >> 2, (ptr >> 2) + n)); }

  /** {field: value} of the named 32-bit integer fields of the struct at ptr
   * laid out as `layout` (an entry of abi.mjs's LAYOUTS); unsigned with u32. */
  i32Fields(ptr, layout, names) { return this.#fields(this.m.HEAP32, ptr, layout, names); }
  u32Fields(ptr, layout, names) { return this.#fields(this.m.HEAPU32, ptr, layout, names); }

  #fields(view, ptr, layout, names) {
    const result = {};
    for (const name of names) result[name] = view[(ptr + layout[name]) >> 2];
    return result;
  }

  /** Writes {field: value} into the 32-bit integer fields of the struct at ptr. */
  setI32Fields(ptr, layout, values) {
    const i32 = this.m.HEAP32;
    for (const [name, value] of Object.entries(values)) i32[(ptr + layout[name]) >> 2] = value;
    return ptr;
  }

  /** A NUL-terminated string of the module's memory. */
  cstring(ptr, max = Infinity) {
    const u8 = this.u8;
    let end = ptr;
    while (u8[end] !== 0 && end - ptr < max) end++;
    return decoder.decode(u8.subarray(ptr, end));
  }

  strerror(status) {
    return this.cstring(this.m._safari_strerror(status));
  }

  /** Throws the SafariError subclass of a failed status. */
  check(status, context) {
    if (status !== Status.OK) {
      const message = this.strerror(status);
      throw errorFor(status, context ? `${context}: ${message}` : message);
    }
    return status;
  }

  /** As check(), with the line and reason of a parser's safari_diag. */
  checkDiag(status, diag, context) {
    if (status === Status.EPARSE) {
      const line = this.i32At(diag + DIAG.line);
      throw new ParseError(`${context}: line ${line}: ${this.diagMessage(diag)}`, line);
    }
    return this.check(status, context);
  }

  /** The message of the safari_diag at ptr. */
  diagMessage(diag) { return this.cstring(diag + DIAG.message, DIAG.SIZE - DIAG.message); }

  /** Calls fn(ptr, len) with a string's UTF-8 bytes in the module's memory. */
  withText(text, what, fn) {
    if (typeof text !== 'string' && !(text instanceof Uint8Array)) {
      throw new TypeError(`${what} must be a string or a Uint8Array`);
    }
    const bytes = typeof text === 'string' ? encoder.encode(text) : text;
    const ptr = this.m._malloc(Math.max(bytes.length, 1));
    if (ptr === 0) throw errorFor(Status.ENOMEM, `${what}: ${this.strerror(Status.ENOMEM)}`);
    try {
      this.u8.set(bytes, ptr);
      return fn(ptr, bytes.length);
    } finally {
      this.m._free(ptr);
    }
  }

  /** A text writer (record, legal listing) called twice: for the size, then
   * into a buffer of that size. */
  readText(fn, handle) {
    let status = fn(handle, 0, 0, this.out);
    if (status !== Status.OK && status !== Status.EBUFS) this.check(status);
    const size = this.u32At(this.out) + 1;
    const buf = this.m._malloc(size);
    if (buf === 0) this.check(Status.ENOMEM);
    try {
      status = fn(handle, buf, size, this.out);
      this.check(status);
      return decoder.decode(this.u8.subarray(buf, buf + this.u32At(this.out)));
    } finally {
      this.m._free(buf);
    }
  }

  readMove(ptr) {
    const u8 = this.u8, i16 = this.i16;
    return moveFromFields(u8[ptr + MOVE.kind], u8[ptr + MOVE.species], u8[ptr + MOVE.index],
      u8[ptr + MOVE.tile], i16[(ptr + MOVE.x) >> 1], i16[(ptr + MOVE.y) >> 1]);
  }

  /** Writes a Move (its fields were range-checked when it was made). */
  writeMove(ptr, move) {
    const u8 = this.u8, i16 = this.i16;
    u8[ptr + MOVE.kind] = kindId(move);
    u8[ptr + MOVE.species] = move.species;
    u8[ptr + MOVE.index] = move.index;
    u8[ptr + MOVE.tile] = move.tile;
    i16[(ptr + MOVE.x) >> 1] = move.x;
    i16[(ptr + MOVE.y) >> 1] = move.y;
    return ptr;
  }

  /** The text of a move (docs/notation.md section 2). */
  moveText(move) {
    const buf = this.scratch2;
    this.check(this.m._safari_move_to_string(this.writeMove(this.scratch, move), buf,
      MOVE_TEXT_MAX, 0), 'no text spells this move');
    return this.cstring(buf);
  }

  /** Parses a move's text; with a game handle, `meeple D` is normalised. */
  parseMove(text, handle = 0) {
    return this.withText(text, 'move text', (ptr, len) => {
      const diag = this.scratch2;
      const status = this.m._safari_move_parse_ex(ptr, len, handle, this.scratch, diag);
      if (status === Status.EPARSE) {
        throw new ParseError(`not a move: ${JSON.stringify(String(text))}: ${this.diagMessage(diag)}`);
      }
      this.check(status, 'parsing a move');
      return this.readMove(this.scratch);
    });
  }
}
