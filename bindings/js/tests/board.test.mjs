// SPDX-License-Identifier: MIT
// The package's view (`libsafari/board`, board.mjs): stable ids, one per
// tile, token, meeple and ranger, unique and the same in every picture of
// the game; the standalone SVG; placements grouped by cell; the geometry's
// spots apart from each other.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { safari } from './common.mjs';

const jsDir = process.env.SAFARI_JS ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../build-web/js');
const board = await import(pathToFileURL(path.join(jsDir, 'board.mjs')).href);

const ids = (svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);

test('every piece has a stable, unique id that names its cell', () => {
  const game = new safari.Game({ seats: 3 }), rng = new safari.SplitMix64(5n);
  let before = new Set();
  while (!game.isOver) {
    game.apply(game.sampleMove(rng));
    if (game.historyLength % 25 !== 0) continue;
    const svg = board.drawBoard(game), list = ids(svg), set = new Set(list);
    assert.equal(set.size, list.length, 'unique');
    // One id a tile, named by its cell; one a meeple on the board, one a ranger on it.
    for (const t of game.tiles()) assert.ok(set.has(board.boardId('tile', t.x, t.y)), `tile ${t.x} ${t.y}`);
    const placed = [0, 1, 2].flatMap((s) => game.meeples(s)).filter((m) => m.where !== 'supply');
    assert.equal(list.filter((i) => i.startsWith('meeple_')).length, placed.length);
    assert.equal(list.filter((i) => i.startsWith('ranger_')).length, game.rangers.filter((r) => r).length);
    // Stable: the tiles of the last picture keep their ids.
    for (const id of before) if (id.startsWith('tile_')) assert.ok(set.has(id), id);
    before = set;
    assert.equal(board.drawBoard(game, { prefix: 'b2-' }).includes(' id="b2-tile_'), true, 'the prefix');
  }
  game.free();
});

test('ids spell minus signs as m and are the same for a move\'s target', () => {
  assert.equal(board.boardId('tile', -2, 1), 'tile_m2_1');
  assert.equal(board.boardId('tile', 2, -11), 'tile_2_m11');
  assert.notEqual(board.boardId('tile', -1, 2), board.boardId('tile', 1, -2));
  assert.equal(board.targetId('place 2 -1 1'), 'target_place_2_m1_1');
  assert.equal(board.targetId('select-corner 0 -3 2'), 'target_select-corner_0_m3_2');
});

test('the standalone SVG holds the icons, the pieces and the rulers, sized as asked', () => {
  const game = new safari.Game({ seats: 2 });
  const rng = new safari.SplitMix64(2n);
  for (let i = 0; i < 60; i++) game.apply(game.sampleMove(rng));
  const svg = board.boardSvg(game, { width: 400 });
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[-\d. ]+" width="400" height="[\d.]+">/);
  assert.ok(svg.includes('<defs>') && svg.includes('id="meeple"'), 'the icons');
  assert.ok(svg.includes('class="rulers"'));
  assert.ok(!board.boardSvg(game, { rulers: false }).includes('class="rulers"'));
  // Balanced tags: every <g> closed.
  assert.equal((svg.match(/<g[ >]/g) ?? []).length, (svg.match(/<\/g>/g) ?? []).length);
  game.free();
});

test('placements grouped by cell: every place move once, under its cell', () => {
  const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(9n);
  let seen = 0;
  while (!game.isOver && seen < 20) {
    if (game.decision === 'place') {
      const moves = game.legalMoves(), grouped = board.placementsByCell(moves);
      const places = moves.filter((m) => m.kind === 'place');
      assert.equal([...grouped.values()].reduce((a, c) => a + c.moves.length, 0), places.length);
      for (const [key, cell] of grouped) {
        assert.equal(key, `${cell.x},${cell.y}`);
        assert.ok(cell.moves.every((m) => m.x === cell.x && m.y === cell.y));
        assert.equal(new Set(cell.moves.map((m) => m.rotation)).size, cell.moves.length);
      }
      seen++;
    }
    game.apply(game.sampleMove(rng));
  }
  game.free();
});

test('the spots of a tile lie apart: side spots clear of the baobab and the corners', () => {
  const [cx, cy] = board.cellPoint(0, 0, 0.5, 0.5);
  for (let d = 0; d < 4; d++) {
    const [sx, sy] = board.spotPoint(0, 0, 'trail', d);
    // 18-unit targets (radius 9) round each: more than 18 apart.
    assert.ok(Math.hypot(sx - cx, sy - cy) > 18 + 2, `side ${d}`);
    for (let c = 0; c < 4; c++) {
      const [qx, qy] = board.cornerPoint(0, 0, c);
      // a corner's square of half side 9: its nearest point to the spot
      const nx = Math.max(qx - 9, Math.min(sx, qx + 9)), ny = Math.max(qy - 9, Math.min(sy, qy + 9));
      assert.ok(Math.hypot(sx - nx, sy - ny) > 9, `side ${d}, corner ${c}`);
    }
  }
});
