// Argument checks made before a number crosses into WebAssembly, where an
// int32 keeps the low 32 bits of any JavaScript number (2**32 + 1 would be
// 1, 2.5 would be 2) and a field of a struct keeps fewer.
import { ArgumentRangeError } from './errors.mjs';

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

/** `value` if it is a `cls`; TypeError otherwise. */
export function instance(value, cls, what) {
  if (!(value instanceof cls)) {
    throw new TypeError(`${what} must be a ${cls.name}`);
  }
  return value;
}
