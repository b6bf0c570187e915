// SPDX-License-Identifier: MIT
// The game kept in the browser's localStorage after every move, so that a
// reload (or a phone that evicted the tab) comes back to the same position
// with the same seats and levels: the game's record (docs/notation.md
// section 3), the seats, and the chance generator's states, so that the
// tiles still to draw and undo stay as they were.
export const SAVE_KEY = 'safari-page-game';
const VERSION = 1;

/** Writes the game; a full or refused storage is not an error of the
 * game, so failures are only reported by the return value. */
export function saveGame(storage, { record, seats, rngState, rngStates }) {
  try {
    storage.setItem(SAVE_KEY, JSON.stringify({ version: VERSION, record, seats,
      rng: rngState.toString(), rngStates: rngStates.map((s) => (s === undefined ? null : s.toString())) }));
    return true;
  } catch {
    return false;
  }
}

/** The saved game as {record, seats, rngState, rngStates}, or null when
 * there is none or it cannot be read (then it is dropped). */
export function loadSaved(storage) {
  let text = null;
  try {
    text = storage.getItem(SAVE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const saved = JSON.parse(text);
    if (saved?.version !== VERSION || typeof saved.record !== 'string' || !Array.isArray(saved.seats)) throw new Error('old');
    const seats = saved.seats.map((s) => ({ kind: s.kind === 'bot' ? 'bot' : 'human',
      level: Number.isInteger(s.level) ? s.level : 3, name: typeof s.name === 'string' ? s.name : '' }));
    return { record: saved.record, seats, rngState: BigInt(saved.rng),
      rngStates: saved.rngStates.map((s) => (s === null ? undefined : BigInt(s))) };
  } catch {
    forgetGame(storage);
    return null;
  }
}

export function forgetGame(storage) {
  try { storage.removeItem(SAVE_KEY); } catch { /* nothing kept */ }
}
