// SPDX-License-Identifier: MIT
// The package's input (`boardInput` of libsafari/board, as the site carries
// it in safari/), on a bare page of the test's own in Chromium: a real
// click at the centre of every target, and Enter and Space on it once
// focused, must give exactly the move that target stands for. What a target
// stands for is worked out here, in Node, from where it is drawn (the cell
// under its centre; for a meeple spot the side of the tile it lies towards,
// the centre for the baobab; for a corner the tile's corner; for a ranger
// the ranger standing there) and checked against the legal moves of the
// position, computed by the binding in Node from the position's record:
// together the targets of a decision must give every legal move of their
// kind, once each. Also: a click beside every target names the cell under
// it, the arrow keys and Tab move between targets, nothing is played while
// the input is disabled, and the DOM events carry what the callbacks get.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DESKTOP, launch, open, root } from './page.mjs';

const js = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
const { loadSafari } = await import(pathToFileURL(path.join(js, 'safari-node.mjs')).href);
const safari = await loadSafari();
const CELL = 64;
const CORNERS = ['NE', 'SE', 'SW', 'NW'];

// The bare page: the board's SVG and the input, nothing of the page's app.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>input</title>
<style>body{margin:0} svg{display:block} .target{fill:rgba(255,220,0,.25);stroke:#c90}</style></head><body>
<svg id="icons" width="0" height="0" aria-hidden="true"></svg>
<svg id="board" xmlns="http://www.w3.org/2000/svg" width="1200" height="780" tabindex="-1"></svg>
<script type="module">
import { loadSafari } from './safari/safari.mjs';
import * as view from './safari/board.mjs';
const safari = await loadSafari();
const svg = document.getElementById('board');
document.getElementById('icons').innerHTML = view.ICON_DEFS;
let game = null, enabled = true;
window.got = [];
window.events = [];
const input = view.boardInput(svg, {
  onMove: (move, info) => got.push({ move, via: info.via, id: info.target.id }),
  onSelect: (selection, info) => got.push({ selection, via: info.via, id: info.target.id }),
  onMiss: ({ cell }) => got.push({ miss: cell }),
  enabled: () => enabled,
});
for (const name of ['safari-move', 'safari-select', 'safari-miss']) {
  document.addEventListener(name, (e) => events.push({ name, move: e.detail.move, selection: e.detail.selection,
    cell: e.detail.cell, via: e.detail.via, id: e.detail.target?.id }));
}
window.setEnabled = (v) => { enabled = v; };
window.focusFirst = () => input.focusFirst()?.id ?? null;
window.show = (record, rotation, selection) => {
  game?.free();
  game = safari.Game.fromRecord(record);
  const targets = view.boardTargets(game, game.legalMoves(), { rotation, selection });
  const cells = [...game.tiles().map((t) => [t.x, t.y]), ...targets.map((t) => t.cell)];
  const box = view.cellsBox(cells, 0.5);
  svg.setAttribute('viewBox', box.x + ' ' + box.y + ' ' + box.w + ' ' + box.h);
  svg.innerHTML = view.drawBoard(game) + '<g id="targets">' + targets.map((t) => t.svg).join('') + '</g>';
  return targets.map((t) => {
    const el = document.getElementById(t.id), r = el.getBoundingClientRect(), b = el.getBBox();
    return { id: t.id, kind: t.kind, x: r.left + r.width / 2, y: r.top + r.height / 2,
      px: b.x + b.width / 2, py: b.y + b.height / 2 };
  });
};
window.ready = true;
</script></body></html>`;

let env, page;
before(async () => {
  env = await launch();
  page = await open(env.browser, DESKTOP);
  const url = env.base.replace(/index\.html$/, 'input-test.html');
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(url);
  await page.waitForFunction(() => window.ready === true, null, { timeout: 60000 });
});
after(async () => env?.close());

/** Positions of a seeded two-seat game of random moves: records at seat
 * decisions, taken so that every kind of target comes up (placements,
 * meeple spots with a baobab among them, rangers, watering-hole corners,
 * parks), at most `per` of each. */
function positions(per = 3) {
  const found = { place: [], spot: [], baobab: [], ranger: [], corner: [], park: [] };
  for (let seed = 1n; seed < 40n; seed++) {
    const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(seed);
    while (!game.isOver) {
      if (!game.isChance) {
        const moves = game.legalMoves(), rec = game.record();
        const want = (k, ok) => { if (ok && found[k].length < per) found[k].push(rec); };
        want('place', game.decision === 'place' && moves.some((m) => m.kind === 'place'));
        want('spot', game.decision === 'action' && moves.some((m) => m.kind === 'meeple'));
        want('baobab', game.decision === 'action' && moves.some((m) => m.kind === 'meeple' && m.index === 4));
        want('ranger', game.decision === 'action' && moves.some((m) => m.kind === 'ranger'));
        want('corner', game.decision === 'action' && moves.some((m) => m.kind === 'dig' || m.kind === 'expand'));
        want('park', game.decision === 'park');
      }
      game.apply(game.sampleMove(rng));
    }
    game.free();
    if (Object.values(found).every((l) => l.length >= per)) break;
  }
  for (const [k, l] of Object.entries(found)) assert.ok(l.length > 0, `no position with a ${k} target`);
  return [...new Set(Object.values(found).flat())];
}

/** What a target stands for, from where it is drawn alone: its text. */
function standsFor(game, t, rotation, selection) {
  const cx = Math.floor(t.px / CELL), cy = -Math.floor(t.py / CELL);
  if (t.kind === 'cell') {
    if (game.decision === 'park') return `park ${cx} ${cy}`;
    if (selection) return `ranger ${selection.i} ${cx} ${cy}`;
    return `place ${cx} ${cy} ${rotation}`;
  }
  // Offsets from the centre of the cell the point lies in.
  const dx = t.px - (cx + 0.5) * CELL, dy = t.py - (-cy + 0.5) * CELL;
  if (t.kind === 'spot') {
    if (Math.hypot(dx, dy) < 1) return 'meeple baobab';
    return `meeple ${Math.abs(dy) > Math.abs(dx) ? (dy < 0 ? 'N' : 'S') : (dx > 0 ? 'E' : 'W')}`;
  }
  if (t.kind === 'corner') {
    const c = dy < 0 ? (dx > 0 ? 0 : 3) : (dx > 0 ? 1 : 2);
    return `select-corner ${cx} ${cy} ${c}`;
  }
  const i = game.rangers.findIndex((r) => r && r[0] === cx && r[1] === cy);
  return `select-ranger ${i}`;
}

const got = () => page.evaluate(() => { const g = window.got, e = window.events; window.got = []; window.events = []; return { g, e }; });
const asText = (r) => r.move ?? (r.selection ? (r.selection.type === 'ranger' ? `select-ranger ${r.selection.i}`
  : `select-corner ${r.selection.x} ${r.selection.y} ${r.selection.c}`) : null);

/** Shows a decision (a rotation, a selection), then clicks every target at
 * its centre and presses Enter and Space on it; returns the texts given,
 * each checked against what the target stands for. */
async function playEvery(game, rec, rotation, selection) {
  const targets = await page.evaluate(([r, rot, sel]) => window.show(r, rot, sel), [rec, rotation, selection]);
  const given = [];
  for (const t of targets) {
    const expected = standsFor(game, t, rotation, selection);
    await page.mouse.click(t.x, t.y);
    await page.focus(`#${t.id}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    const { g, e } = await got();
    assert.deepEqual(g.map(asText), [expected, expected, expected], `${t.id}: clicked, Enter, Space`);
    assert.deepEqual(g.map((r) => r.via), ['pointer', 'keyboard', 'keyboard']);
    assert.ok(g.every((r) => r.id === t.id));
    // The DOM events say the same as the callbacks.
    assert.deepEqual(e.map((r) => asText(r)), [expected, expected, expected]);
    assert.deepEqual(e.map((r) => r.name), Array(3).fill(expected.startsWith('select-') ? 'safari-select' : 'safari-move'));
    given.push(expected);
  }
  return given;
}

test('a click, Enter and Space on each target give the move it stands for, and together every legal move', async () => {
  let clicked = 0;
  const kinds = new Set();
  for (const rec of positions()) {
    const game = safari.Game.fromRecord(rec);
    const legal = game.legalMoves();
    const text = (m) => game.moveText(m);
    if (game.decision === 'place') {
      for (let rotation = 0; rotation < 4; rotation++) {
        const given = await playEvery(game, rec, rotation, null);
        const want = legal.filter((m) => m.kind === 'place' && m.rotation === rotation).map(text);
        assert.deepEqual(given.toSorted(), want.toSorted(), `placements at rotation ${rotation}`);
        clicked += given.length;
        kinds.add('place');
      }
    } else if (game.decision === 'park') {
      const given = await playEvery(game, rec, 0, null);
      assert.deepEqual(given.toSorted(), legal.map(text).toSorted(), 'parks');
      clicked += given.length;
      kinds.add('park');
    } else {
      const given = await playEvery(game, rec, 0, null);
      clicked += given.length;
      const moves = given.filter((g) => !g.startsWith('select-'));
      assert.deepEqual(moves.toSorted(), legal.filter((m) => m.kind === 'meeple').map(text).toSorted(), 'meeple spots');
      if (moves.includes('meeple baobab')) kinds.add('baobab');
      if (moves.length > 0) kinds.add('spot');
      // A selection stands for the moves of its ranger or corner: each has some.
      const rangers = new Set(legal.filter((m) => m.kind === 'ranger').map((m) => m.index));
      const corners = new Set(legal.filter((m) => m.kind === 'dig' || m.kind === 'expand').map((m) => `${m.x} ${m.y} ${m.index}`));
      assert.deepEqual(given.filter((g) => g.startsWith('select-ranger')).toSorted(),
        [...rangers].map((i) => `select-ranger ${i}`).toSorted(), 'rangers');
      assert.deepEqual(given.filter((g) => g.startsWith('select-corner')).toSorted(),
        [...corners].map((c) => `select-corner ${c}`).toSorted(), 'corners');
      if (corners.size > 0) kinds.add('corner');
      // A ranger selected: its targets are its moves, cell by cell.
      for (const i of rangers) {
        const moved = await playEvery(game, rec, 0, { type: 'ranger', i });
        assert.deepEqual(moved.toSorted(), legal.filter((m) => m.kind === 'ranger' && m.index === i).map(text).toSorted(),
          `ranger ${i}'s moves`);
        clicked += moved.length;
        kinds.add('ranger');
      }
      // The corner's moves are texts the library spells (one a species).
      for (const c of corners) {
        const [x, y, k] = c.split(' ').map(Number);
        assert.ok(legal.some((m) => (m.kind === 'dig' || m.kind === 'expand') && text(m).startsWith(`${m.kind} ${x} ${y} ${CORNERS[k]} `)));
      }
    }
    game.free();
  }
  assert.deepEqual([...kinds].sort(), ['baobab', 'corner', 'park', 'place', 'ranger', 'spot']);
  console.log(`figure: the package's input, ${clicked} targets each clicked and keyed (Enter, Space) to their moves`);
});

test('a click beside the targets names the cell under it; nothing plays while disabled', async () => {
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(3n);
  while (game.isChance) game.apply(game.sampleMove(rng));
  assert.equal(game.decision, 'place');
  const rec = game.record();
  const targets = await page.evaluate((r) => window.show(r, 0, null), rec);
  await got();
  // The start tile's cell (0, 0) carries no target: the centre of its square.
  const box = await page.evaluate(() => {
    const r = document.getElementById('tile_0_0').getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  await page.mouse.click(box.x, box.y);
  const { g, e } = await got();
  assert.deepEqual(g, [{ miss: [0, 0] }]);
  assert.deepEqual(e.map((r) => [r.name, r.cell]), [['safari-miss', [0, 0]]]);
  await page.evaluate(() => window.setEnabled(false));
  await page.mouse.click(targets[0].x, targets[0].y);
  await page.focus(`#${targets[0].id}`);
  await page.keyboard.press('Enter');
  assert.deepEqual((await got()).g, [], 'disabled');
  await page.evaluate(() => window.setEnabled(true));
  game.free();
});

test('arrows go to the nearest target that way, Tab to the next, and the board itself leads to the first', async () => {
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(8n);
  for (let placed = 0; placed < 12 || game.decision !== 'place';) {
    if (!game.isChance && game.decision === 'place') placed++;
    game.apply(game.sampleMove(rng));
  }
  const targets = await page.evaluate((r) => window.show(r, 0, null), game.record());
  assert.ok(targets.length >= 4, `${targets.length} targets`);
  const byId = new Map(targets.map((t) => [t.id, t]));
  const active = () => page.evaluate(() => document.activeElement?.id ?? null);
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  assert.equal(await active(), targets[0].id, 'from the board: the first target');
  assert.equal(await page.evaluate(() => window.focusFirst()), targets[0].id);
  for (const [key, dx, dy] of [['ArrowRight', 1, 0], ['ArrowLeft', -1, 0], ['ArrowDown', 0, 1], ['ArrowUp', 0, -1]]) {
    for (const from of targets) {
      await page.focus(`#${from.id}`);
      await page.keyboard.press(key);
      const to = byId.get(await active());
      assert.ok(to && to !== from, `${key} from ${from.id} reaches a target`);
      // Along the arrow when some target lies that way; else the list wraps.
      const ahead = targets.filter((t) => (t.px - from.px) * dx + (t.py - from.py) * dy > 0);
      if (ahead.length > 0) assert.ok((to.px - from.px) * dx + (to.py - from.py) * dy > 0, `${key} from ${from.id} to ${to.id}`);
      else assert.equal(to, targets[(targets.indexOf(from) + (dx + dy > 0 ? 1 : targets.length - 1)) % targets.length]);
    }
  }
  await page.focus(`#${targets[0].id}`);
  await page.keyboard.press('Tab');
  assert.equal(await active(), targets[1].id, 'Tab: the next target');
  assert.deepEqual((await got()).g, [], 'moving the focus plays nothing');
  game.free();
});
