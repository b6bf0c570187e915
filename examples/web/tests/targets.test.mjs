// SPDX-License-Identifier: MIT
// Every target is hittable: over whole games (2 to 4 seats), at every
// decision a seat meets, in every rotation of the drawn tile and after
// every selection (a watering-hole corner, a ranger), the click at the
// centre of each target the page draws lands on that target and on no
// other. The geometry is the page's own (targets.mjs, board.mjs), read in
// Node: a target is a circle or a rectangle in picture units, later ones
// painted over earlier ones, and a click hits the topmost shape under it,
// its stroke (2 units wide, 1 outside the shape) included.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const js = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
const { loadSafari } = await import(pathToFileURL(path.join(js, 'safari-node.mjs')).href);
// The page's modules as scripts/web.sh assembled them, beside the package's
// view (safari/board.mjs), which they import.
const site = process.env.SAFARI_SITE ?? path.join(root, 'build-web/site');
const { MIN_TARGET, humanTargets } = await import(pathToFileURL(path.join(site, 'targets.mjs')).href);
const safari = await loadSafari();

const STROKE = 1; // half the targets' stroke width (style.css: stroke-width 2)

/** {kind, cx, cy, ...} of a target's SVG shape. */
function shape(svg) {
  const num = (name) => Number(new RegExp(` ${name}="(-?[\\d.]+)"`).exec(svg)[1]);
  if (svg.startsWith('<circle')) return { kind: 'circle', cx: num('cx'), cy: num('cy'), r: num('r') };
  assert.ok(svg.startsWith('<rect'), svg);
  const x = num('x'), y = num('y'), w = num('width'), h = num('height');
  return { kind: 'rect', x, y, w, h, cx: x + w / 2, cy: y + h / 2 };
}

/** Whether a point lies in a shape grown by `grow` units. */
function contains(s, px, py, grow = 0) {
  if (s.kind === 'circle') return Math.hypot(px - s.cx, py - s.cy) <= s.r + grow;
  return px >= s.x - grow && px <= s.x + s.w + grow && py >= s.y - grow && py <= s.y + s.h + grow;
}

/** The smallest extent of a shape, in picture units. */
const extent = (s) => (s.kind === 'circle' ? 2 * s.r : Math.min(s.w, s.h));

/** Every (rotation, selection) a player can see at this decision. */
function views(game, moves) {
  const out = [];
  if (game.decision === 'place') for (let r = 0; r < 4; r++) out.push([r, null]);
  else out.push([0, null]);
  if (game.decision === 'action') {
    const corners = new Set(), rangers = new Set();
    for (const m of moves) {
      if (m.kind === 'dig' || m.kind === 'expand') corners.add(`${m.x} ${m.y} ${m.index}`);
      if (m.kind === 'ranger') rangers.add(m.index);
    }
    for (const key of corners) {
      const [x, y, c] = key.split(' ').map(Number);
      out.push([0, { type: 'corner', x, y, c }]);
    }
    for (const i of rangers) out.push([0, { type: 'ranger', i }]);
  }
  return out;
}

test('the click at the centre of every target hits that target, whole games', () => {
  let checked = 0, baobabWithSides = 0, cornerTargets = 0, smallest = Infinity;
  const games = [[1n, 2], [2n, 2], [3n, 3], [4n, 4], [5n, 2], [6n, 3]];
  for (const [seed, seats] of games) {
    const game = new safari.Game({ seats }), rng = new safari.SplitMix64(seed);
    while (!game.isOver) {
      if (!game.isChance) {
        const moves = game.legalMoves();
        for (const [rotation, selection] of views(game, moves)) {
          const { targets } = humanTargets(game, moves, rotation, selection);
          const shapes = targets.map((t) => shape(t.svg));
          shapes.forEach((s, i) => {
            smallest = Math.min(smallest, extent(s));
            // The topmost shape under the centre (the last drawn wins).
            let hit = -1;
            for (let j = shapes.length - 1; j >= 0 && hit < 0; j--) {
              if (contains(shapes[j], s.cx, s.cy, j === i ? 0 : STROKE)) hit = j;
            }
            assert.equal(hit, i, `seed ${seed}, ${game.historyLength} moves, rotation ${rotation}: ` +
              `the centre of ${targets[i].svg} hits ${targets[hit]?.svg}`);
            checked++;
          });
          const spots = targets.filter((t) => /data-move="meeple/.test(t.svg));
          if (spots.some((t) => /meeple baobab"/.test(t.svg)) && spots.length > 1) baobabWithSides++;
          cornerTargets += targets.filter((t) => /select-corner/.test(t.svg)).length;
        }
      }
      game.apply(game.sampleMove(rng));
    }
    game.free();
  }
  console.log(`figure: ${checked} targets clicked at their centre over ${games.length} games, 0 missed; ` +
    `${baobabWithSides} baobab spots beside side spots; smallest target ${smallest} units`);
  assert.ok(baobabWithSides > 0, 'the games meet a baobab spot beside side spots (the case of the old overlap)');
  assert.ok(cornerTargets > 0, 'the games meet watering-hole corners');
  assert.equal(smallest, MIN_TARGET, 'MIN_TARGET is the smallest target the page draws');
});
