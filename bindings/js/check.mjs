// SPDX-License-Identifier: MIT
// Argument checks made before a number crosses into WebAssembly, where an
// int32 keeps the low 32 bits of any JavaScript number (2**32 + 1 would be
// 1, 2.5 would be 2) and a field of a struct keeps fewer.
import { ArgumentRangeError, InvalidArgumentError } from './errors.mjs';

/** [name, lowest, highest] of the C types arguments are passed as. */
export const INT16 = ['int16_t', -(2 ** 15), 2 ** 15 - 1];
export const INT32 = ['int32_t', -(2 ** 31), 2 ** 31 - 1];
export const UINT8 = ['uint8_t', 0, 255];
export const UINT32 = ['uint32_t', 0, 2 ** 32 - 1];

/** `value` if it is an integer Number (or BigInt) that `ctype` holds:
 * TypeError for any other type (booleans and numeric strings included),
 * ArgumentRangeError outside the range. */
export function integer(value, what, ctype = INT32) {
  if (typeof value !== 'number' && typeof value !== 'bigint') {
    throw new TypeError(`${what} must be an integer, not ${value === null ? 'null' : typeof value}`);
  }
  if (typeof value === 'number' && !Number.isInteger(value)) {
    throw new TypeError(`${what} must be an integer, not ${value}`);
  }
  const [name, low, high] = ctype;
  if (value < low || value > high) {
    throw new ArgumentRangeError(`${what}=${value} is outside the range of ${name} (${low}..${high})`);
  }
  return Number(value);
}

/** `value` as a Number in low..high, the range include/safari.h gives the
 * argument: checked against its C type first (ArgumentRangeError), then
 * against the range (InvalidArgumentError naming both, such as "seats 9:
 * must be 2 to 5"), so the library is never asked only to say "invalid
 * argument". */
export function within(value, what, low, high, ctype = INT32) {
  const number = integer(value, what, ctype);
  if (number < low || number > high) {
    throw new InvalidArgumentError(`${what} ${number}: must be ${low} to ${high}`);
  }
  return number;
}

/** `options` (an object or undefined) if it has no key but `known`:
 * InvalidArgumentError naming the first unknown one, since a misspelt
 * option would otherwise be a default silently. */
export function knownOptions(options, known, what) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object') throw new TypeError(`${what} must be an object`);
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) {
      throw new InvalidArgumentError(`unknown option '${key}' (${what}: ${known.join(', ')})`);
    }
  }
  return options;
}

/** `value` if it is a `cls`; TypeError otherwise. `typeName` is given, not
 * read from cls.name, which a minifier renames. */
export function instance(value, cls, what, typeName) {
  if (!(value instanceof cls)) {
    throw new TypeError(`${what} must be a ${typeName}`);
  }
  return value;
}
