// The board as SVG, drawn from the library's board queries only: tiles with
// their sides and printed features (trails, bushes, animals, birds,
// baobabs), meeples, tokens in watering-hole slots and rangers. North is
// up: cell (x, y) is the square at (x * CELL, -y * CELL).
export const CELL = 64;
export const SEAT_COLOURS = ['#d7263d', '#1d5fd1', '#8e3fc6', '#f28c28', '#222222'];
const SPECIES_FILL = { A: '#7b4a2a', E: '#7f8a8c', G: '#e3a611', L: '#c8641e', Z: '#f6f6f6' };
const SPECIES_INK = { A: '#fff', E: '#fff', G: '#222', L: '#fff', Z: '#222' };
// In fractions of a cell from its top-left: side midpoints (N E S W) and
// corners (NE SE SW NW).
export const SIDE_MID = [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]];
export const CORNER_PT = [[1, 0], [1, 1], [0, 1], [0, 0]];
const SIDE_ENDS = [[3, 0], [0, 1], [1, 2], [2, 3]];

/** Top-left picture point of a cell. */
export function cellOrigin(x, y) {
  return [x * CELL, -y * CELL];
}

/** A point of a cell, (fx, fy) in fractions of it. */
export function cellPoint(x, y, fx, fy) {
  return [(x + fx) * CELL, (-y + fy) * CELL];
}

const SIDE_LETTERS = 'NESW';

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
    // Animals and birds beside the feature's first side.
    const d = sides[0];
    const ax = (SIDE_MID[d][0] * 0.55 + 0.5 * 0.45) * CELL, ay = (SIDE_MID[d][1] * 0.55 + 0.5 * 0.45) * CELL;
    const letters = Object.entries(f.animals).flatMap(([s, n]) => Array(n).fill(s)).join('');
    if (letters) out += `<text x="${ax}" y="${ay + 4}" font-size="10" font-weight="bold" text-anchor="middle" fill="#222">${letters}</text>`;
    for (let b = 0; b < f.birds; b++) out += `<path d="M${ax - 6 + 6 * b},${ay - 8}l3,2l3,-2" fill="none" stroke="#fff"/>`;
  });
  if (baobab) {
    out += `<g class="baobab"><rect x="${CELL / 2 - 2.5}" y="${CELL / 2 - 2}" width="5" height="10" fill="#7a4b25"/>` +
      `<ellipse cx="${CELL / 2}" cy="${CELL / 2 - 4}" rx="11" ry="7" fill="#6f8f2f" stroke="#3d5220"/></g>`;
  }
  return out;
}

function meeple(px, py, colour, r = 6) {
  return `<circle class="meeple" cx="${px}" cy="${py}" r="${r}" fill="${colour}" stroke="#fff" stroke-width="1.5"/>`;
}

/** Where a meeple stands in the picture. */
export function spotPoint(x, y, where, spot) {
  if (where === 'waterhole') {
    const [fx, fy] = CORNER_PT[spot];
    return cellPoint(x, y, 0.5 + (fx - 0.5) * 0.62, 0.5 + (fy - 0.5) * 0.62);
  }
  if (where === 'baobab') return cellPoint(x, y, 0.5, 0.62);
  const [fx, fy] = SIDE_MID[spot];
  return cellPoint(x, y, 0.5 + (fx - 0.5) * 0.55, 0.5 + (fy - 0.5) * 0.55);
}

/** The whole board: tiles, tokens, meeples and rangers (no highlights). */
export function drawBoard(game) {
  let out = '';
  const tiles = game.tiles();
  for (const t of tiles) {
    const [ox, oy] = cellOrigin(t.x, t.y);
    out += `<g class="tile" data-x="${t.x}" data-y="${t.y}" transform="translate(${ox} ${oy})">` +
      `${tileFace(game.tileFeatures(t.x, t.y), t.baobab)}</g>`;
  }
  for (const t of tiles) {
    for (let c = 0; c < 4; c++) {
      const slot = game.slot(t.x, t.y, c);
      if (slot.species === null) continue;
      const [fx, fy] = CORNER_PT[c];
      const [px, py] = cellPoint(t.x, t.y, 0.5 + (fx - 0.5) * 0.78, 0.5 + (fy - 0.5) * 0.78);
      out += `<g class="token"><circle cx="${px}" cy="${py}" r="8" fill="${SPECIES_FILL[slot.species]}" stroke="#1b6f9e" stroke-width="2"/>` +
        `<text x="${px}" y="${py + 3.5}" font-size="10" font-weight="bold" text-anchor="middle" fill="${SPECIES_INK[slot.species]}">${slot.species}</text></g>`;
    }
  }
  for (let seat = 0; seat < game.seats; seat++) {
    for (const m of game.meeples(seat)) {
      if (m.where === 'supply') continue;
      const [px, py] = spotPoint(m.x, m.y, m.where, m.spot);
      out += meeple(px, py, SEAT_COLOURS[seat]);
    }
  }
  game.rangers.forEach((cell, i) => {
    if (cell === null) return;
    const [px, py] = cellPoint(cell[0], cell[1], 0.5, 0.5);
    out += `<g class="ranger" data-ranger="${i}"><circle cx="${px}" cy="${py}" r="13" fill="#38502f"/>` +
      `<text x="${px}" y="${py + 4}" font-size="11" text-anchor="middle" fill="#fff">R${i}</text></g>`;
  });
  return out;
}

/** The bounding box of the board in picture units, with a margin. */
export function boardBox(game) {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  const cells = game.tiles().map((t) => [t.x, t.y]).concat(game.rangers.filter(Boolean));
  for (const [x, y] of cells) {
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  return { x: (x0 - 2) * CELL, y: (-y1 - 2) * CELL, w: (x1 - x0 + 5) * CELL, h: (y1 - y0 + 5) * CELL };
}
