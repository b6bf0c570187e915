// SPDX-License-Identifier: MIT
// The view of the package (`libsafari/board`): the board as SVG, drawn from
// the library's board queries only: tiles with their sides and printed
// features (trails, bushes, animals, birds, baobabs), meeples, tokens in
// watering-hole slots and rangers, with stable ids; the marks of what
// happened (a scored feature, a label); and the geometry a front end needs
// to put its own targets on it (a cell's, a meeple spot's, a corner's
// point; placements grouped by cell). The page of examples/web is drawn
// with it. North is up: cell (x, y) is the square at (x * CELL, -y * CELL).
import { ICON_DEFS, animalIcon, birdIcon } from './icons.mjs';

export { ICON_DEFS, SPECIES_NAMES, animalIcon, birdIcon } from './icons.mjs';
// Clicks, taps and keys on the targets, turned into moves (input.mjs).
export { boardInput, cellAt, nextTarget, parseSelection } from './input.mjs';
/** A cell's side in picture units. */
export const CELL = 64;
/** The seats' colours, seat 0 first. */
export const SEAT_COLOURS = ['#d7263d', '#1d5fd1', '#8e3fc6', '#f28c28', '#222222'];
// In fractions of a cell from its top-left: side midpoints (N E S W) and
// corners (NE SE SW NW).
export const SIDE_MID = [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]];
export const CORNER_PT = [[1, 0], [1, 1], [0, 1], [0, 0]];
const SIDE_ENDS = [[3, 0], [0, 1], [1, 2], [2, 3]];
/** A side's meeple spot, a corner's target and the animals: their distance
 * from the tile's centre as a fraction of the way to the side's middle (or
 * the corner). */
export const SIDE_SPOT = 0.65;
export const CORNER_SPOT = 0.62;
const ANIMALS_OUT = 0.8;

/** Top-left picture point of a cell. */
export function cellOrigin(x, y) {
  return [x * CELL, -y * CELL];
}

/** A point of a cell, (fx, fy) in fractions of it. */
export function cellPoint(x, y, fx, fy) {
  return [(x + fx) * CELL, (-y + fy) * CELL];
}

const SIDE_LETTERS = 'NESW';

/** The point of a tile (origin at its top-left) a fraction `f` of the way
 * from its centre to the middle of side d. */
function towards(d, f) {
  return [(0.5 + (SIDE_MID[d][0] - 0.5) * f) * CELL, (0.5 + (SIDE_MID[d][1] - 0.5) * f) * CELL];
}

/** The SVG of one tile's face at the origin: `sides` 'NESW' letters per
 * feature; features as the library's tileFeatures() gives them. */
export function tileFace(features, baobab) {
  let out = `<rect width="${CELL}" height="${CELL}" fill="#d9c98f" stroke="#8a7a4a"/>`;
  features.forEach((f) => {
    const sides = [...f.sides].map((c) => SIDE_LETTERS.indexOf(c));
    if (f.kind === 'bush') {
      for (const d of sides) {
        const [a, b] = SIDE_ENDS[d].map((c) => CORNER_PT[c].map((v) => v * CELL));
        const mx = (SIDE_MID[d][0] * 0.4 + 0.5 * 0.6) * CELL, my = (SIDE_MID[d][1] * 0.4 + 0.5 * 0.6) * CELL;
        out += `<path d="M${a}L${b}L${mx},${my}Z" fill="#4d8b3a"/>`;
      }
    } else {
      for (const d of sides) {
        const [mx, my] = SIDE_MID[d].map((v) => v * CELL);
        const end = sides.length === 1 ? [0.5 * CELL + (mx - 0.5 * CELL) * 0.3, 0.5 * CELL + (my - 0.5 * CELL) * 0.3] : [CELL / 2, CELL / 2];
        out += `<path d="M${mx},${my}L${end}" stroke="#7a5230" stroke-width="8" stroke-linecap="round"/>`;
        out += `<path d="M${mx},${my}L${end}" stroke="#efdfae" stroke-width="3.5" stroke-linecap="round"/>`;
      }
    }
    // Animals near the edge of the feature's first side, in a row along
    // it; birds on the next side (or beside the animals): the meeple spot is
    // nearer the centre, so neither hides the other.
    const d = sides[0];
    const [ax, ay] = towards(d, ANIMALS_OUT);
    const animals = Object.entries(f.animals).flatMap(([s, n]) => Array(n).fill(s));
    const along = d % 2 === 0 ? [1, 0] : [0, 1], step = 12.5;
    animals.forEach((s, i) => {
      const o = (i - (animals.length - 1) / 2) * step;
      out += animalIcon(s, ax + along[0] * o, ay + along[1] * o);
    });
    // Birds over the next side, or after the animals' row.
    const [bx, by] = sides[1] === undefined ? [ax + along[0] * (animals.length * step / 2 + 6), ay + along[1] * (animals.length * step / 2 + 6)]
      : towards(sides[1], ANIMALS_OUT);
    const balong = (sides[1] ?? d) % 2 === 0 ? [1, 0] : [0, 1];
    for (let b = 0; b < f.birds; b++) {
      const o = sides[1] === undefined ? b * 9 : (b - (f.birds - 1) / 2) * 9;
      out += birdIcon(bx + balong[0] * o, by + balong[1] * o);
    }
  });
  if (baobab) {
    // A baobab: a thick bottle trunk under a flat crown, unlike a bush.
    const c = CELL / 2;
    out += `<g class="baobab"><path d="M${c - 4},${c + 9}q1.5,-6 1,-12h6q-.5,6 1,12z" fill="#8a5a2b" stroke="#4f3216"/>` +
      `<path d="M${c - 12},${c - 3}q0,-7 12,-7q12,0 12,7z" fill="#7f9f3a" stroke="#3d5220"/></g>`;
  }
  return out;
}

// What a meeple stands on, told apart by the disc under it.
const STANDS = { trail: '#efdfae', bush: '#2f5e24', baobab: '#8a5a2b', waterhole: '#1b6f9e' };

/** The id of a board element: `prefix` then the parts, a minus sign
 * before a digit written "m" (tile_m2_1: the tile on cell -2, 1), so that ids are stable
 * (the same element, the same id, in every picture of the game) and need
 * no escaping in a CSS selector. */
export function boardId(prefix, ...parts) {
  return [prefix, ...parts.map((p) => String(p).replace(/-(?=\d)/g, 'm').replace(/\s+/g, '_'))].join('_');
}

/** The id of the target of a move (its text, such as "place 2 -1 1"). */
export const targetId = (moveText, prefix = '') => boardId(`${prefix}target`, moveText);

function meeple(px, py, colour, where, seat, id) {
  return `<g class="meeple" id="${id}" data-seat="${seat}" data-where="${where}" style="color:${colour}">` +
    `<circle cx="${px}" cy="${py + 1}" r="7" fill="${STANDS[where] ?? '#fff'}" stroke="#222" stroke-width=".8"/>` +
    `<use href="#meeple" x="${px - 6}" y="${py - 5.5}" width="12" height="12"/></g>`;
}

/** Where a meeple stands in the picture: the baobab at the centre, a
 * trail or bush SIDE_SPOT of the way to its side's middle, a watering hole
 * CORNER_SPOT of the way to its corner. The meeple spots' targets are
 * circles of SPOT_R round these points and the corners' squares of
 * CORNER_HALF round theirs (targets.mjs): SIDE_SPOT * CELL / 2 = 20.8 keeps
 * a side's circle clear of the baobab's (20.8 > 2 * 9) and of the corners'
 * squares, so that the click at a target's centre lands on that target
 * (tests/targets.test.mjs checks it over whole games). */
export function spotPoint(x, y, where, spot) {
  if (where === 'waterhole') return cornerPoint(x, y, spot);
  if (where === 'baobab') return cellPoint(x, y, 0.5, 0.5);
  const [fx, fy] = SIDE_MID[spot];
  return cellPoint(x, y, 0.5 + (fx - 0.5) * SIDE_SPOT, 0.5 + (fy - 0.5) * SIDE_SPOT);
}

/** The point of a watering-hole corner where its target and mark are drawn. */
export function cornerPoint(x, y, corner) {
  const [fx, fy] = CORNER_PT[corner];
  return cellPoint(x, y, 0.5 + (fx - 0.5) * CORNER_SPOT, 0.5 + (fy - 0.5) * CORNER_SPOT);
}

/** Coordinates along the board's top row and left column (the cells next
 * to the tiles), so that the positions the log names ("at 3, -8") can be
 * read off the board. */
export function drawRulers(game) {
  const w = game.boardWindow(), top = w.y0 + w.height - 1, left = w.x0;
  let out = '<g class="rulers">';
  for (let x = w.x0; x < w.x0 + w.width; x++) {
    const [px, py] = cellPoint(x, top, 0.5, 0.22);
    out += `<text x="${px}" y="${py}" text-anchor="middle">${x}</text>`;
  }
  for (let y = w.y0; y < top; y++) {
    const [px, py] = cellPoint(left, y, 0.08, 0.55);
    out += `<text x="${px}" y="${py}">${y}</text>`;
  }
  return out + '</g>';
}

/** The whole board: tiles, tokens, meeples and rangers (no highlights).
 * Ids (each with `prefix`, for two boards in one document): tile_X_Y,
 * token_X_Y_C (C the corner, 0..3 NE SE SW NW), meeple_X_Y_S (S the side
 * 0..3, 4 the baobab, or wC a watering-hole corner), ranger_I. */
export function drawBoard(game, { prefix = '' } = {}) {
  let out = '';
  const tiles = game.tiles();
  for (const t of tiles) {
    const [ox, oy] = cellOrigin(t.x, t.y);
    out += `<g class="tile" id="${boardId(`${prefix}tile`, t.x, t.y)}" data-x="${t.x}" data-y="${t.y}" transform="translate(${ox} ${oy})">` +
      `${tileFace(game.tileFeatures(t.x, t.y), t.baobab)}</g>`;
  }
  for (const t of tiles) {
    for (let c = 0; c < 4; c++) {
      const slot = game.slot(t.x, t.y, c);
      if (slot.species === null) continue;
      const [fx, fy] = CORNER_PT[c];
      const [px, py] = cellPoint(t.x, t.y, 0.5 + (fx - 0.5) * 0.78, 0.5 + (fy - 0.5) * 0.78);
      out += `<g class="token" id="${boardId(`${prefix}token`, t.x, t.y, c)}" data-species="${slot.species}"><circle cx="${px}" cy="${py}" r="8.5" fill="#cfe8f5" stroke="#1b6f9e" stroke-width="2"/>` +
        `${animalIcon(slot.species, px, py, 12)}</g>`;
    }
  }
  for (let seat = 0; seat < game.seats; seat++) {
    for (const m of game.meeples(seat)) {
      if (m.where === 'supply') continue;
      const [px, py] = spotPoint(m.x, m.y, m.where, m.spot);
      const spot = m.where === 'waterhole' ? `w${m.spot}` : m.spot;
      out += meeple(px, py, SEAT_COLOURS[seat], m.where, seat, boardId(`${prefix}meeple`, m.x, m.y, spot));
    }
  }
  game.rangers.forEach((cell, i) => {
    if (cell === null) return;
    const [px, py] = cellPoint(cell[0], cell[1], 0.5, 0.5);
    out += `<g class="ranger" id="${boardId(`${prefix}ranger`, i)}" data-ranger="${i}"><circle cx="${px}" cy="${py}" r="13" fill="#38502f" stroke="#fff" stroke-width="1.5"/>` +
      `<path d="M${px - 7},${py - 2}h14l-2,-3h-10z M${px - 4},${py - 5}q4,-6 8,0z" fill="#d9c98f"/>` +
      `<text x="${px}" y="${py + 9}" font-size="9" font-weight="bold" text-anchor="middle" fill="#fff">${i}</text></g>`;
  });
  return out;
}

const STEP = [[0, 1], [1, 0], [0, -1], [-1, 0]]; // N E S W in cells (y grows north)

/** The segments of the whole trail or bush touching side `side` of the tile
 * on (x, y): [{x, y, sides}], found by following the library's canonical
 * sides (featureSide) across the tiles' shared edges. */
export function featureSegments(game, x, y, side) {
  const seen = new Map(), todo = [[x, y, side]];
  while (todo.length > 0) {
    const [cx, cy, d] = todo.pop();
    const canon = game.featureSide(cx, cy, d);
    if (canon === null || seen.has(`${cx} ${cy} ${canon}`)) continue;
    const sides = [0, 1, 2, 3].filter((s) => game.featureSide(cx, cy, s) === canon);
    seen.set(`${cx} ${cy} ${canon}`, { x: cx, y: cy, sides });
    for (const s of sides) todo.push([cx + STEP[s][0], cy + STEP[s][1], (s + 2) % 4]);
  }
  return [...seen.values()];
}

/** A feature drawn over the board as a bright band, with an optional label
 * (its points) at its first segment. */
export function featureMark(segments, label, cls = 'feature-mark') {
  let out = `<g class="${cls}">`;
  for (const { x, y, sides } of segments) {
    const [cx, cy] = cellPoint(x, y, 0.5, 0.5);
    for (const d of sides) {
      const [mx, my] = cellPoint(x, y, SIDE_MID[d][0], SIDE_MID[d][1]);
      out += `<path d="M${mx},${my}L${cx},${cy}"/>`;
    }
  }
  if (label && segments.length > 0) out += pointsLabel(segments[0].x, segments[0].y, 0.5, 0.5, label);
  return out + '</g>';
}

/** A label (a score) in a rounded box at a point of a cell. */
export function pointsLabel(x, y, fx, fy, text) {
  const [px, py] = cellPoint(x, y, fx, fy), w = 8 + 7 * String(text).length;
  return `<g class="points-label"><rect x="${px - w / 2}" y="${py - 9}" width="${w}" height="18" rx="9"/>` +
    `<text x="${px}" y="${py + 4.5}" text-anchor="middle">${text}</text></g>`;
}

/** Target sizes in picture units: a meeple spot's circle radius, a
 * watering-hole corner's half side, a ranger's circle radius, and the
 * smallest target's side (a view that keeps every target at least 24 CSS
 * pixels, WCAG 2.5.8, zooms out no further than 24 / MIN_TARGET pixels a
 * unit). Spots and corners of one tile never overlap (SIDE_SPOT, CORNER_SPOT). */
export const SPOT_R = 9, CORNER_HALF = 9, RANGER_R = 16;
export const MIN_TARGET = 2 * Math.min(SPOT_R, CORNER_HALF);

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The targets of a seat's decision on the board, from its legal moves
 * `moves`: a cell's square for each placement of the tile at `rotation`,
 * each park and (after a ranger is selected) each ranger move; at an action
 * a circle on each meeple spot of the placed tile, a circle on each ranger
 * that may move (its move `select-ranger I`) and a square on each
 * watering-hole corner that may be dug or expanded (`select-corner X Y C`;
 * its moves are then the caller's to offer, one per species). `selection`
 * ({type: 'ranger', i} or {type: 'corner', x, y, c}) narrows an action to
 * it. Each target: {id (targetId), move (text), kind ('cell', 'spot',
 * 'ranger', 'corner'), cell [x, y], size (its smallest side in units),
 * svg}: a focusable shape (class "target", tabindex 0, role button,
 * data-move, data-x, data-y, aria-label from `label(target)`, by default
 * the move's text). Later targets are drawn over earlier ones; the centre
 * of each lies on no other.
 */
export function boardTargets(game, moves, { rotation = 0, selection = null, label = (t) => t.move, prefix = '' } = {}) {
  const out = [];
  const add = (t, shape) => {
    t.id = targetId(t.move, prefix);
    t.svg = shape.replace('/>', ` class="target" id="${t.id}" tabindex="0" role="button" data-move="${esc(t.move)}" ` +
      `data-x="${t.cell[0]}" data-y="${t.cell[1]}" aria-label="${esc(label(t))}"/>`);
    out.push(t);
  };
  const cellRect = (m) => {
    const [px, py] = cellPoint(m.x, m.y, 0, 0);
    add({ move: game.moveText(m), moveObject: m, kind: 'cell', cell: [m.x, m.y], size: CELL - 6 },
      `<rect x="${px + 3}" y="${py + 3}" width="${CELL - 6}" height="${CELL - 6}" rx="6"/>`);
  };
  const d = game.decision;
  if (d === 'place') {
    for (const m of moves) if (m.kind === 'place' && m.rotation === rotation) cellRect(m);
  } else if (d === 'park') {
    for (const m of moves) if (m.kind === 'park') cellRect(m);
  } else if (d === 'action') {
    if (selection?.type === 'ranger') {
      for (const m of moves) if (m.kind === 'ranger' && m.index === selection.i) cellRect(m);
      return out;
    }
    if (selection?.type === 'corner') return out;
    const placed = game.history.filter((m) => m.kind === 'place').at(-1);
    const corners = new Set(), rangers = new Set();
    for (const m of moves) {
      if (m.kind === 'meeple' && placed) {
        const [px, py] = spotPoint(placed.x, placed.y, m.index === 4 ? 'baobab' : 'side', m.index);
        add({ move: game.moveText(m), moveObject: m, kind: 'spot', cell: [placed.x, placed.y], size: 2 * SPOT_R },
          `<circle cx="${px}" cy="${py}" r="${SPOT_R}"/>`);
      } else if (m.kind === 'dig' || m.kind === 'expand') {
        corners.add(`${m.x} ${m.y} ${m.index}`);
      } else if (m.kind === 'ranger') {
        rangers.add(m.index);
      }
    }
    for (const i of rangers) {
      const [x, y] = game.rangers[i];
      const [px, py] = cellPoint(x, y, 0.5, 0.5);
      add({ move: `select-ranger ${i}`, moveObject: null, kind: 'ranger', ranger: i, cell: [x, y], size: 2 * RANGER_R },
        `<circle cx="${px}" cy="${py}" r="${RANGER_R}"/>`);
    }
    for (const key of corners) {
      const [x, y, c] = key.split(' ').map(Number);
      const [px, py] = cornerPoint(x, y, c);
      add({ move: `select-corner ${key}`, moveObject: null, kind: 'corner', corner: c, cell: [x, y], size: 2 * CORNER_HALF },
        `<rect x="${px - CORNER_HALF}" y="${py - CORNER_HALF}" width="${2 * CORNER_HALF}" height="${2 * CORNER_HALF}"/>`);
    }
  }
  return out;
}

/** A standalone SVG document of the board: the icons' definitions, the
 * pieces and the rulers, fitted to the tiles and the cells next to them.
 * Options: `width` and `height` (CSS size; by default the picture's own),
 * `rulers` (true), `prefix` (of the ids and of the icons' ids is not
 * changed: one board of icons a document). */
export function boardSvg(game, { width, height, rulers = true, prefix = '' } = {}) {
  const w = game.boardWindow();
  const box = cellsBox([[w.x0, w.y0], [w.x0 + w.width - 1, w.y0 + w.height - 1]], 0.1);
  const size = `${width !== undefined ? ` width="${width}"` : ` width="${box.w}"`}${height !== undefined ? ` height="${height}"` : ` height="${box.h}"`}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.x} ${box.y} ${box.w} ${box.h}"${size}>` +
    `<defs>${ICON_DEFS}</defs><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="#e9dfc2"/>` +
    `${drawBoard(game, { prefix })}${rulers ? drawRulers(game) : ''}</svg>`;
}

/** The placements among `moves` grouped by cell: a Map from "x,y" to
 * {x, y, moves: [place moves, one per rotation that fits]}, in the moves'
 * order. */
export function placementsByCell(moves) {
  const cells = new Map();
  for (const m of moves) {
    if (m.kind !== 'place') continue;
    const key = `${m.x},${m.y}`;
    if (!cells.has(key)) cells.set(key, { x: m.x, y: m.y, moves: [] });
    cells.get(key).moves.push(m);
  }
  return cells;
}

/** The bounding box of some cells in picture units, with a margin. */
export function cellsBox(cells, margin = 1.5) {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (const [x, y] of cells) {
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  return { x: (x0 - margin) * CELL, y: (-y1 - margin) * CELL, w: (x1 - x0 + 1 + 2 * margin) * CELL, h: (y1 - y0 + 1 + 2 * margin) * CELL };
}
