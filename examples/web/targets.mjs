// SPDX-License-Identifier: MIT
// What a human may do now, from the legal moves: the board's targets
// (focusable SVG shapes named by their move), the buttons beside the board,
// the decision in words, and the feature a boost decision is about.
import { MIN_TARGET, boardTargets } from './safari/board.mjs';
import { TRIANGLE, aSpecies, cornerName, moveName } from './words.mjs';

export { MIN_TARGET };

/** A target's name, in words: what its move does. */
function targetWords(t, game) {
  if (t.kind === 'ranger') {
    const [x, y] = t.cell;
    return `choose ranger ${t.ranger} at ${x}, ${y} to move it`;
  }
  if (t.kind === 'corner') return `choose the watering hole at the ${cornerName(t.corner)} corner of ${t.cell[0]}, ${t.cell[1]}`;
  return moveName(t.moveObject, game);
}

/** The highlights of a human decision (the package's board targets, named
 * in words) and the buttons beside the board. */
export function humanTargets(game, moves, rotation, selection) {
  const targets = boardTargets(game, moves, { rotation, selection, label: (t) => targetWords(t, game) });
  const choices = [];
  const d = game.decision;
  if (d === 'place') {
    if (moves.some((m) => m.kind === 'discard')) choices.push(['Discard the tile', 'discard']);
  } else if (d === 'boost') {
    const b = boostedFeature(game);
    for (const m of moves) {
      const pts = b ? (m.speciesLetter ? `: ${b.boosted} points instead of ${b.now}` : `: ${b.now} points`) : '';
      choices.push([`${m.speciesLetter ? `Boost with ${aSpecies(m.speciesLetter)}` : 'No boost'}${pts}`, game.moveText(m)]);
    }
  } else if (d === 'action') {
    if (selection?.type === 'corner') {
      for (const m of moves) {
        if ((m.kind === 'dig' || m.kind === 'expand') && m.x === selection.x && m.y === selection.y && m.index === selection.c) {
          choices.push([`${m.kind === 'dig' ? 'Dig' : 'Expand'} with ${aSpecies(m.speciesLetter)}`, game.moveText(m)]);
        }
      }
    }
    if (selection) choices.push(['Cancel', 'cancel']);
    else if (moves.some((m) => m.kind === 'pass')) choices.push(['Pass', 'pass']);
  }
  return { targets, choices };
}

/** The decision in a player's words. */
export function task(game, moves) {
  const kinds = new Set(moves.map((m) => m.kind));
  switch (game.decision) {
    case 'place': return kinds.has('place') ? 'place the tile' : 'the tile fits nowhere, discard it';
    case 'action': {
      const can = [kinds.has('meeple') && 'put a meeple', kinds.has('ranger') && 'move a ranger',
        (kinds.has('dig') || kinds.has('expand')) && 'use a watering hole'].filter(Boolean);
      return can.length ? `${can.join(', ')} or pass` : 'pass';
    }
    case 'boost': return `boost the ${boostedFeature(game)?.feature.kind ?? 'feature'} being scored?`;
    case 'park': return 'park the displaced ranger';
    default: return game.decision;
  }
}

/** The trail or bush a boost decision is about: the first complete feature
 * of the last placed tile (canonical side order, docs/rules.md 6.3) where
 * the deciding seat holds most meeples. */
export function boostedFeature(game) {
  const placed = game.history.filter((m) => m.kind === 'place').at(-1);
  if (!placed) return null;
  const seen = new Set();
  for (let d = 0; d < 4; d++) {
    const canon = game.featureSide(placed.x, placed.y, d);
    if (canon === null || seen.has(canon)) continue;
    seen.add(canon);
    const f = game.featureAt(placed.x, placed.y, d);
    const most = Math.max(...f.meeples);
    if (f.complete && most > 0 && f.meeples[game.toMove] === most) {
      const k = Object.values(f.animals).filter((n) => n > 0).length;
      const birds = f.kind === 'bush' ? f.birds : 0;
      return { x: placed.x, y: placed.y, side: canon, feature: f, now: TRIANGLE[k] + birds,
        boosted: TRIANGLE[Math.min(k + 1, 5)] + birds };
    }
  }
  return null;
}
