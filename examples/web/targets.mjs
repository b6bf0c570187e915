// SPDX-License-Identifier: MIT
// What a human may do now, from the legal moves: the board's targets
// (focusable SVG shapes named by their move), the buttons beside the board,
// the decision in words, and the feature a boost decision is about.
import { CELL, cellPoint, cornerPoint, spotPoint, targetId } from './safari/board.mjs';
import { TRIANGLE, aSpecies, cornerName, moveName } from './words.mjs';

/** Target sizes in picture units (a cell is 64): a meeple spot's circle,
 * a watering-hole corner's half side, a ranger's circle. The smallest
 * (MIN_TARGET, 18) sets how far the view may zoom out on a small screen
 * (view.mjs: at least 24 CSS pixels a target, WCAG 2.5.8). */
export const SPOT_R = 9, CORNER_HALF = 9, RANGER_R = 16;
export const MIN_TARGET = 2 * Math.min(SPOT_R, CORNER_HALF);

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One focusable target: its shape, the move (or selection) it stands for,
 * and a name that says the move. */
function target(shape, move, label, cell, size) {
  return { svg: shape.replace('/>', ` class="target" id="${targetId(move)}" tabindex="0" role="button" data-move="${move}" data-x="${cell[0]}" data-y="${cell[1]}" aria-label="${esc(label)}"/>`), cell, size };
}

/** The highlights of a human decision and the buttons beside the board. */
export function humanTargets(game, moves, rotation, selection) {
  const targets = [], choices = [];
  const cellRect = (m, label) => {
    const [px, py] = cellPoint(m.x, m.y, 0, 0);
    return target(`<rect x="${px + 3}" y="${py + 3}" width="${CELL - 6}" height="${CELL - 6}" rx="6"/>`, game.moveText(m), label, [m.x, m.y], CELL - 6);
  };
  const d = game.decision;
  if (d === 'place') {
    for (const m of moves) {
      if (m.kind === 'place' && m.rotation === rotation) targets.push(cellRect(m, moveName(m, game)));
      if (m.kind === 'discard') choices.push(['Discard the tile', 'discard']);
    }
  } else if (d === 'park') {
    for (const m of moves) targets.push(cellRect(m, moveName(m, game)));
  } else if (d === 'boost') {
    const b = boostedFeature(game);
    for (const m of moves) {
      const pts = b ? (m.speciesLetter ? `: ${b.boosted} points instead of ${b.now}` : `: ${b.now} points`) : '';
      choices.push([`${m.speciesLetter ? `Boost with ${aSpecies(m.speciesLetter)}` : 'No boost'}${pts}`, game.moveText(m)]);
    }
  } else if (d === 'action') {
    const placed = game.history.filter((m) => m.kind === 'place').at(-1);
    if (selection?.type === 'corner') {
      for (const m of moves) {
        if ((m.kind === 'dig' || m.kind === 'expand') && m.x === selection.x && m.y === selection.y && m.index === selection.c) {
          choices.push([`${m.kind === 'dig' ? 'Dig' : 'Expand'} with ${aSpecies(m.speciesLetter)}`, game.moveText(m)]);
        }
      }
      choices.push(['Cancel', 'cancel']);
      return { targets, choices };
    }
    if (selection?.type === 'ranger') {
      for (const m of moves) if (m.kind === 'ranger' && m.index === selection.i) targets.push(cellRect(m, moveName(m, game)));
      choices.push(['Cancel', 'cancel']);
      return { targets, choices };
    }
    const corners = new Set(), rangers = new Set();
    for (const m of moves) {
      if (m.kind === 'meeple') {
        const [px, py] = spotPoint(placed.x, placed.y, m.index === 4 ? 'baobab' : 'side', m.index);
        targets.push(target(`<circle cx="${px}" cy="${py}" r="${SPOT_R}"/>`, game.moveText(m), moveName(m, game), [placed.x, placed.y], 2 * SPOT_R));
      } else if (m.kind === 'dig' || m.kind === 'expand') {
        corners.add(`${m.x} ${m.y} ${m.index}`);
      } else if (m.kind === 'ranger') {
        rangers.add(m.index);
      } else if (m.kind === 'pass') {
        choices.push(['Pass', 'pass']);
      }
    }
    for (const i of rangers) {
      const [x, y] = game.rangers[i];
      const [px, py] = cellPoint(x, y, 0.5, 0.5);
      targets.push(target(`<circle cx="${px}" cy="${py}" r="${RANGER_R}"/>`, `select-ranger ${i}`, `choose ranger ${i} at ${x}, ${y} to move it`, [x, y], 2 * RANGER_R));
    }
    for (const key of corners) {
      const [x, y, c] = key.split(' ').map(Number);
      const [px, py] = cornerPoint(x, y, c);
      targets.push(target(`<rect x="${px - CORNER_HALF}" y="${py - CORNER_HALF}" width="${2 * CORNER_HALF}" height="${2 * CORNER_HALF}"/>`, `select-corner ${key}`,
        `choose the watering hole at the ${cornerName(c)} corner of ${x}, ${y}`, [x, y], 2 * CORNER_HALF));
    }
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
