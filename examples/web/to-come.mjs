// SPDX-License-Identifier: MIT
// The tiles still to come: the stack by face, with how many of each are
// left. The counts are the library's: a draw decision's outcomes weigh
// each face by its copies left, so the counts at the game's first draw,
// less the draws of its history, are the stack now (tests check that they
// equal the outcomes at every draw and add up to the stack).
import { tileFace } from './safari/board.mjs';
import { tileWords } from './words.mjs';

/** Map of draw text ("draw 03/2") to copies left, in the library's order. */
export function tilesToCome(game) {
  const fresh = freshAtDraw(game);
  const counts = new Map();
  try {
    for (const o of fresh.chanceOutcomes()) counts.set(fresh.moveText(o.move), o.weight);
  } finally {
    fresh.free();
  }
  for (const m of game.history) {
    if (m.kind !== 'draw') continue;
    const key = game.moveText(m);
    counts.set(key, (counts.get(key) ?? 0) - 1);
  }
  for (const [key, n] of counts) if (n <= 0) counts.delete(key);
  return counts;
}

/** A copy of the game at its first draw decision (its setup's tokens
 * drawn as they were, or as the first outcomes before they are). */
function freshAtDraw(game) {
  const g = game.clone();
  const first = game.history.findIndex((m) => m.kind === 'draw');
  if (first >= 0) while (g.historyLength > first) g.undo();
  else while (!g.isOver && g.isChance && g.decision !== 'draw') g.apply(g.chanceOutcomes()[0].move);
  return g;
}

// Faces by draw text, read once from a game that draws that tile and
// places it where it first fits, the face turned back to rotation 0.
const faces = new Map();
function faceOf(game, key) {
  if (faces.has(key)) return faces.get(key);
  const g = freshAtDraw(game);
  let face = null;
  try {
    if (g.decision === 'draw') {
      g.apply(key);
      const place = g.legalMoves().find((m) => m.kind === 'place');
      if (place) {
        g.apply(place);
        const features = g.tileFeatures(place.x, place.y).map((f) => ({ ...f,
          sides: [...f.sides].map((c) => 'NESW'[('NESW'.indexOf(c) - place.rotation + 4) & 3]).join('') }));
        face = { features, baobab: g.tileAt(place.x, place.y).baobab };
      }
    }
  } finally {
    g.free();
  }
  faces.set(key, face);
  return face;
}

/** The list's HTML: each face left with its count. */
export function drawToCome(game) {
  let out = '';
  for (const [key, n] of tilesToCome(game)) {
    const face = faceOf(game, key);
    const words = face ? tileWords(face.features, face.baobab) : key.slice(5);
    out += `<li data-tile="${key.slice(5)}" data-count="${n}"><svg viewBox="-2 -2 68 68" width="44" height="44" role="img" aria-label="${n} × ${words}">` +
      `${face ? tileFace(face.features, face.baobab) : ''}</svg><span aria-hidden="true">×${n}</span></li>`;
  }
  return out;
}
