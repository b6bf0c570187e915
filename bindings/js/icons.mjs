// SPDX-License-Identifier: MIT
// Drawn pictures the board reuses with <use href="#...">: the five animals
// (a head each, in a 20 x 20 box centred on 0,0), a bird and a meeple. All
// drawn here, nothing downloaded; the page puts ICON_DEFS once in a hidden
// SVG of the document, so both the board and the tile preview can use them.
export const SPECIES_NAMES = { A: 'ape', E: 'elephant', G: 'giraffe', L: 'lion', Z: 'zebra' };

const eyes = (y, r = 1.1, fill = '#111') => `<circle cx="-2.6" cy="${y}" r="${r}" fill="${fill}"/><circle cx="2.6" cy="${y}" r="${r}" fill="${fill}"/>`;

const ANIMALS = {
  // A lion: a face in a ring of mane.
  L: `<circle r="9.5" fill="#9c4a12"/><circle r="6.6" fill="#efb04a"/>` +
    `<circle cx="-4.6" cy="-4.8" r="1.9" fill="#efb04a"/><circle cx="4.6" cy="-4.8" r="1.9" fill="#efb04a"/>` +
    eyes(-1.3) + `<path d="M-1.8,1.6h3.6l-1.8,2z" fill="#5a2a0a"/>`,
  // A zebra: a long white head, black stripes and mane, dark muzzle.
  Z: `<path d="M-3,-9h6v4h-6z" fill="#111"/><ellipse rx="5.6" ry="9" fill="#fafafa" stroke="#111" stroke-width="1"/>` +
    `<path d="M-5.4,-4.5l4,1.4M5.4,-4.5l-4,1.4M-5.6,-0.5l3.6,1M5.6,-0.5l-3.6,1M-1,-8.5v3M1,-8.5v3" stroke="#111" stroke-width="1.5"/>` +
    `<ellipse cy="6" rx="4.2" ry="3" fill="#333"/>` + eyes(-2.5, 1.1),
  // An elephant: wide ears, a grey head and a trunk curling down.
  E: `<ellipse cx="-6" cy="-1" rx="4.6" ry="6.2" fill="#8d989b" stroke="#4a5355" stroke-width=".8"/>` +
    `<ellipse cx="6" cy="-1" rx="4.6" ry="6.2" fill="#8d989b" stroke="#4a5355" stroke-width=".8"/>` +
    `<circle cy="-2" r="5.4" fill="#a9b3b5" stroke="#4a5355" stroke-width=".8"/>` +
    `<path d="M0,1.5v5.5q0,2.5 2.5,2" fill="none" stroke="#a9b3b5" stroke-width="3.2" stroke-linecap="round"/>` + eyes(-3, 0.9),
  // A giraffe: horns, a yellow head with brown patches, a long neck.
  G: `<path d="M-2.5,3h5v7h-5z" fill="#e8b64a"/><path d="M-3,-9.5v4M3,-9.5v4" stroke="#7a4b1e" stroke-width="1.4"/>` +
    `<circle cx="-3" cy="-9.5" r="1.4" fill="#7a4b1e"/><circle cx="3" cy="-9.5" r="1.4" fill="#7a4b1e"/>` +
    `<ellipse cy="-1" rx="5" ry="6.5" fill="#f2c45a" stroke="#7a4b1e" stroke-width=".8"/>` +
    `<circle cx="-2.5" cy="-4.6" r="1.3" fill="#a0601f"/><circle cx="2.8" cy="2.8" r="1.2" fill="#a0601f"/><circle cx="-1" cy="7" r="1" fill="#a0601f"/>` +
    eyes(-1.6, 1) + `<ellipse cy="3.6" rx="2.6" ry="1.6" fill="#c98f3a"/>`,
  // An ape: a dark head, big ears, a pale face.
  A: `<circle cx="-7" r="2.6" fill="#4a2c1a"/><circle cx="7" r="2.6" fill="#4a2c1a"/><circle r="8" fill="#4a2c1a"/>` +
    `<ellipse cy="1.8" rx="5.4" ry="5" fill="#d9a77a"/><ellipse cy="-2.6" rx="5.6" ry="2.8" fill="#d9a77a"/>` +
    eyes(-2.4, 1.1) + `<path d="M-2,4q2,1.6 4,0" fill="none" stroke="#4a2c1a" stroke-width="1"/>`,
};

export const ICON_DEFS = Object.entries(ANIMALS)
  .map(([s, body]) => `<symbol id="sp-${s}" viewBox="-10 -10 20 20" overflow="visible"><title>${SPECIES_NAMES[s]}</title>${body}</symbol>`)
  .join('') +
  // A bird in flight, dark on a pale halo so that it shows on a green bush.
  `<symbol id="bird" viewBox="-6 -4 12 8" overflow="visible"><path d="M-5,0q2.5,-3 5,0q2.5,-3 5,0" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>` +
  `<path d="M-5,0q2.5,-3 5,0q2.5,-3 5,0" fill="none" stroke="#1b2a3a" stroke-width="1.6" stroke-linecap="round"/></symbol>` +
  // A meeple, filled by the seat colour through currentColor.
  `<symbol id="meeple" viewBox="-8 -8 16 16" overflow="visible"><path d="M0,-7.5a2.6,2.6 0 1 1 0,5.2a2.6,2.6 0 1 1 0,-5.2z` +
  `M-2,-2.6h4q5,.8 5.6,3.4q-.6,1 -3.4,.8l2.4,5.6h-4l-2.6,-3.8l-2.6,3.8h-4l2.4,-5.6q-2.8,.2 -3.4,-.8q.6,-2.6 5.6,-3.4z"` +
  ` fill="currentColor" stroke="#fff" stroke-width="1.3" stroke-linejoin="round"/></symbol>`;

/** An animal icon of `size` picture units centred on (x, y). */
export function animalIcon(species, x, y, size = 13) {
  return `<use href="#sp-${species}" x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}"/>`;
}

/** A bird centred on (x, y). */
export function birdIcon(x, y, size = 9) {
  return `<use href="#bird" x="${x - size / 2}" y="${y - size / 3}" width="${size}" height="${(size * 2) / 3}"/>`;
}

