// SPDX-License-Identifier: MIT
// Exceptions: one class per libsafari status code, all under SafariError.
import { STATUSES } from './abi.mjs';

/** Status codes of safari.h (SAFARI_STATUS_MAP, through abi.mjs). */
export const Status = Object.freeze(Object.fromEntries(STATUSES));

// Every class names itself with a literal (prototype.name): a minifier
// renames classes, so a name taken from new.target.name would be "H" in a
// production bundle.

/** A libsafari call failed; `status` is the negative SAFARI_E* code. */
export class SafariError extends Error {
  constructor(message, status) {
    super(message);
    if (status !== undefined) this.status = status;
  }
}
SafariError.prototype.name = 'SafariError';
SafariError.prototype.status = undefined;

/** SAFARI_EINVAL: a bad argument, an option out of range, a freed game. */
export class InvalidArgumentError extends SafariError {}
InvalidArgumentError.prototype.name = 'InvalidArgumentError';
InvalidArgumentError.prototype.status = Status.EINVAL;

/** A number outside the C type it is passed as, refused before the call
 * (the WebAssembly boundary would keep its low bits). */
export class ArgumentRangeError extends InvalidArgumentError {}
ArgumentRangeError.prototype.name = 'ArgumentRangeError';

/** SAFARI_ENOMEM: an allocation failed; nothing changed. */
export class OutOfMemoryError extends SafariError {}
OutOfMemoryError.prototype.name = 'OutOfMemoryError';
OutOfMemoryError.prototype.status = Status.ENOMEM;

/** SAFARI_EBUFS: the binding sizes its buffers, so this means a library fault. */
export class BufferTooSmallError extends SafariError {}
BufferTooSmallError.prototype.name = 'BufferTooSmallError';
BufferTooSmallError.prototype.status = Status.EBUFS;

/** SAFARI_EILLEGAL: the move is not legal now; the game did not change. */
export class IllegalMoveError extends SafariError {}
IllegalMoveError.prototype.name = 'IllegalMoveError';
IllegalMoveError.prototype.status = Status.EILLEGAL;

/** SAFARI_EPARSE: malformed move text or record; `line` is the 1-based line
 * of a record's first error, else null. */
export class ParseError extends SafariError {
  constructor(message, line = null) {
    super(message);
    this.line = line;
  }
}
ParseError.prototype.name = 'ParseError';
ParseError.prototype.status = Status.EPARSE;

/** SAFARI_ENOUNDO: undo with no move applied. */
export class NoUndoError extends SafariError {}
NoUndoError.prototype.name = 'NoUndoError';
NoUndoError.prototype.status = Status.ENOUNDO;

/** SAFARI_ENOTFOUND: nothing at the queried place. */
export class NotFoundError extends SafariError {}
NotFoundError.prototype.name = 'NotFoundError';
NotFoundError.prototype.status = Status.ENOTFOUND;

/** SAFARI_ELIMIT: beyond a capacity of the library. */
export class LimitError extends SafariError {}
LimitError.prototype.name = 'LimitError';
LimitError.prototype.status = Status.ELIMIT;

const byStatus = new Map([InvalidArgumentError, OutOfMemoryError, BufferTooSmallError,
  IllegalMoveError, ParseError, NoUndoError, NotFoundError, LimitError]
  .map((cls) => [cls.prototype.status, cls]));

/** The exception for a status; SafariError for a code this binding does not
 * know (the header says to treat those as generic errors). */
export function errorFor(status, message) {
  const cls = byStatus.get(status);
  return cls ? new cls(message) : new SafariError(message, status);
}
