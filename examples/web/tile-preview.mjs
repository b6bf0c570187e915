// SPDX-License-Identifier: MIT
// The drawn tile as the player sees it, turned to the chosen rotation.
import { tileFace } from './safari/board.mjs';
import { tileWords } from './words.mjs';

// Tile faces by tile number, read from a fresh game (for a tile that fits
// nowhere, which no placement of this game can show).
const faceCache = new Map();
function faceOfTile(safari, tile) {
  if (faceCache.has(tile)) return faceCache.get(tile);
  const g = new safari.Game({ seats: 2 });
  let face = null;
  try {
    while (g.isChance && g.decision !== 'draw') g.apply(g.chanceOutcomes()[0].move);
    const draw = g.chanceOutcomes().find((o) => o.move.tile === tile)?.move;
    if (draw) {
      g.apply(draw);
      const place = g.legalMoves().find((m) => m.kind === 'place');
      if (place) {
        g.apply(place);
        face = turnFeatures(g.tileFeatures(place.x, place.y), -place.rotation);
        face = { features: face, baobab: g.tileAt(place.x, place.y).baobab };
      }
    }
  } finally {
    g.free();
  }
  faceCache.set(tile, face);
  return face;
}

const turnFeatures = (features, turn) => features.map((f) => ({ ...f,
  sides: [...f.sides].map((c) => 'NESW'[('NESW'.indexOf(c) + turn + 4) & 3]).join('') }));

/** The drawn tile at a rotation, read from the library: the first legal
 * placement is applied, its tile read, and undone; a tile that fits nowhere
 * is read from a fresh game. {svg, words}, both '' when no tile is drawn. */
export function tilePreview(safari, game, rotation) {
  let face = null;
  if (game.decision === 'place') {
    const place = game.legalMoves().find((m) => m.kind === 'place');
    if (place) {
      game.apply(place);
      const t = game.tileAt(place.x, place.y), features = game.tileFeatures(place.x, place.y);
      game.undo();
      face = { features: turnFeatures(features, rotation - place.rotation), baobab: t.baobab };
    } else {
      const drawn = game.history.filter((m) => m.kind === 'draw').at(-1);
      face = drawn ? faceOfTile(safari, drawn.tile) : null;
    }
  }
  return face ? { svg: tileFace(face.features, face.baobab), words: tileWords(face.features, face.baobab) } : { svg: '', words: '' };
}
