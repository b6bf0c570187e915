// SPDX-License-Identifier: MIT
// What a player keeps and asks for, in Chromium: the five levels in the
// set-up (the middle one by default), the hint (the planning player at the
// seat's level: the move game.planMove gives in Node for the page's record),
// the game saved on every move and resumed after a reload (same position,
// seats, levels, names, generator), a log of every seat's moves in
// coordinates the board's rulers show, named seats and the hand-off of a
// hotseat game, replay forward and back, and the tiles still to come.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DESKTOP, launch, open, record, root, state, waitHumanOrOver } from './page.mjs';

const js = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
const { loadSafari } = await import(pathToFileURL(path.join(js, 'safari-node.mjs')).href);
const safari = await loadSafari();

let env, page;
before(async () => {
  env = await launch();
  page = await open(env.browser, DESKTOP);
});
after(async () => env?.close());

async function clickFirst() {
  const target = page.locator('#targets .target').first();
  if (await target.count() > 0) await target.dispatchEvent('click');
  else await page.locator('#choices button').first().click();
}

/** A new game from the set-up form: `seats` rows of {kind, level, name}. */
async function setUp(seats, seed) {
  await page.locator('#setup summary').click();
  await page.selectOption('select[name="seats"]', String(seats.length));
  for (const [i, s] of seats.entries()) {
    await page.selectOption(`select[name="kind${i}"]`, s.kind);
    await page.selectOption(`select[name="level${i}"]`, String(s.level));
    await page.fill(`input[name="name${i}"]`, s.name);
  }
  await page.fill('input[name="seed"]', String(seed));
  await page.locator('#start').click();
  await page.locator('#setup summary').click();
}

test('the set-up offers the five levels, the middle one by default', async () => {
  await page.goto(`${env.base}?seed=5`);
  await waitHumanOrOver(page);
  await page.locator('#setup summary').click();
  const options = await page.$$eval('select[name="level1"] option', (os) => os.map((o) => [o.value, o.textContent, o.selected]));
  assert.deepEqual(options.map((o) => o[0]), ['1', '2', '3', '4', '5']);
  assert.deepEqual(options.map((o) => o[1]), safari.levels().map((l) => `level ${l.level}: ${l.name}`));
  assert.deepEqual(options.filter((o) => o[2]).map((o) => o[0]), ['3']);
  assert.deepEqual(await page.evaluate(() => window.safariPage.seats.map((s) => s.level)), [3, 3]);
  await page.locator('#setup summary').click();
});

test('the hint is the planning player at the seat\'s level, marked and focused', async () => {
  for (const level of [3, 4]) {
    await setUp([{ kind: 'human', level, name: '' }, { kind: 'bot', level: 1, name: '' }], 31 + level);
    for (let moves = 0; moves < 6; moves++) {
      assert.equal(await waitHumanOrOver(page), 'human');
      await page.click('#hint');
      await page.waitForFunction(() => window.safariPage.hint !== null);
      const { move, seed } = await page.evaluate(() => window.safariPage.hint);
      const game = safari.Game.fromRecord(await record(page));
      assert.equal(seed, game.historyLength);
      // Levels 3 and 4 take the best turn: the seed cannot change the move.
      assert.equal(move, game.moveText(game.planMove({ level, seed })), `level ${level}`);
      game.free();
      const marked = await page.evaluate(() => ({ move: document.activeElement?.dataset?.move,
        hint: document.activeElement?.classList.contains('hint') }));
      assert.ok(marked.hint, 'the hinted target has the focus');
      assert.ok(marked.move === move || marked.move.startsWith('select-'), `${marked.move} for ${move}`);
      assert.match(await page.textContent('#status'), new RegExp(`^Hint \\(level ${level} `));
      await page.evaluate(() => document.activeElement.dispatchEvent(new MouseEvent('click', { bubbles: true })));
      if (marked.move.startsWith('select-')) await page.locator('#choices button').first().click();
    }
  }
});

test('a reload resumes the game: position, seats, levels, names and the draws to come', async () => {
  const seats = [{ kind: 'human', level: 2, name: 'Ada' }, { kind: 'bot', level: 4, name: '' }, { kind: 'bot', level: 1, name: 'Rex' }];
  await setUp(seats, 77);
  for (let i = 0; i < 12; i++) {
    await waitHumanOrOver(page);
    await clickFirst();
  }
  await waitHumanOrOver(page);
  const before = { record: await record(page), seats: await page.evaluate(() => window.safariPage.seats),
    left: await page.textContent('#pools'), log: await page.$$eval('#log li', (l) => l.map((x) => x.textContent)),
    rng: await page.evaluate(() => window.safariPage.rng) };
  assert.deepEqual(before.seats, seats);
  await page.reload();
  assert.equal(await waitHumanOrOver(page), 'human');
  assert.equal(await page.evaluate(() => window.safariPage.resumed), true);
  assert.equal(await record(page), before.record);
  assert.deepEqual(await page.evaluate(() => window.safariPage.seats), seats);
  assert.equal(await page.textContent('#pools'), before.left);
  assert.deepEqual(await page.$$eval('#log li', (l) => l.map((x) => x.textContent)), before.log);
  // The chance to come is drawn from the same generator state.
  assert.equal(await page.evaluate(() => window.safariPage.rng), before.rng);
  assert.match(await page.textContent('#scores'), /Ada:.*Seat 1 \(bot\):.*Rex:/s);
  // The set-up form shows the seats of the game resumed.
  assert.equal(await page.inputValue('select[name="seats"]'), '3');
  assert.equal(await page.inputValue('select[name="level1"]'), '4');
  assert.equal(await page.inputValue('input[name="name2"]'), 'Rex');
  // A browser profile of its own (a new context) has nothing saved.
  const other = await open(env.browser, DESKTOP);
  await other.goto(env.base);
  await waitHumanOrOver(other);
  assert.equal(await other.evaluate(() => window.safariPage.resumed), false);
  await other.context().close();
  // Saved on every move: the move just played survives a reload.
  await clickFirst();
  await waitHumanOrOver(page);
  const afterOne = await record(page);
  await page.reload();
  await waitHumanOrOver(page);
  assert.equal(await record(page), afterOne, 'saved after the move');
});

test('the log names every seat\'s moves at coordinates the board\'s rulers show', async () => {
  const log = await page.$$eval('#log li', (l) => l.map((x) => x.textContent));
  for (const who of ['Ada', 'Seat 1 \\(bot\\)', 'Rex']) {
    assert.ok(log.some((l) => new RegExp(`^${who} placed a tile at -?\\d+, -?\\d+`).test(l)), `${who} in ${log.slice(0, 6)}`);
  }
  const columns = await page.$$eval('#pieces .rulers text[text-anchor="middle"]', (t) => t.map((x) => Number(x.textContent)));
  const rows = await page.$$eval('#pieces .rulers text:not([text-anchor])', (t) => t.map((x) => Number(x.textContent)));
  const game = safari.Game.fromRecord(await record(page));
  for (const tile of game.tiles()) {
    assert.ok(columns.includes(tile.x), `column ${tile.x} in ${columns}`);
    assert.ok(rows.includes(tile.y), `row ${tile.y} in ${rows}`);
  }
  for (const line of log) {
    const at = /placed a tile at (-?\d+), (-?\d+)/.exec(line);
    if (at) assert.ok(game.tileAt(Number(at[1]), Number(at[2])) !== null, line);
  }
  game.free();
});

test('a hotseat game names its seats and hands the device over between them', async () => {
  await setUp([{ kind: 'human', level: 3, name: 'Ada' }, { kind: 'human', level: 3, name: 'Bo' }], 8);
  await page.waitForFunction(() => document.body.dataset.state === 'handoff');
  assert.equal(await page.textContent('#handoff-text'), 'Pass the device to Ada.');
  assert.equal(await page.locator('#targets .target').count(), 0, 'no targets before the hand-off');
  await page.click('#handoff-ready');
  assert.equal(await waitHumanOrOver(page), 'human');
  assert.match(await page.textContent('#status'), /^Ada's turn/);
  let handoffs = 0;
  for (let i = 0; i < 12; i++) {
    await clickFirst();
    await page.waitForFunction(() => ['human', 'handoff'].includes(document.body.dataset.state));
    if (await state(page) === 'handoff') {
      const game = safari.Game.fromRecord(await record(page));
      const next = ['Ada', 'Bo'][game.toMove];
      game.free();
      assert.equal(await page.textContent('#handoff-text'), `Pass the device to ${next}.`);
      await page.click('#handoff-ready');
      await waitHumanOrOver(page);
      assert.match(await page.textContent('#status'), new RegExp(`^${next}'s turn`));
      handoffs++;
    }
  }
  assert.ok(handoffs >= 2, `${handoffs} hand-offs`);
  const log = await page.$$eval('#log li', (l) => l.map((x) => x.textContent));
  assert.ok(log.some((l) => /^Ada placed a tile/.test(l)) && log.some((l) => /^Bo placed a tile/.test(l)));
});

test('replay steps through the game forward and back, and the game goes on after', async () => {
  await setUp([{ kind: 'human', level: 3, name: '' }, { kind: 'bot', level: 2, name: '' }], 12);
  for (let i = 0; i < 10; i++) {
    await waitHumanOrOver(page);
    await clickFirst();
  }
  await waitHumanOrOver(page);
  const text = await record(page), pieces = await page.innerHTML('#pieces');
  const game = safari.Game.fromRecord(text);
  // One stop a seat move, as the record has them.
  let seatMoves = 0;
  const g = game.clone();
  while (g.historyLength > 0) { g.undo(); if (!g.isChance) seatMoves++; }
  g.free();
  await page.click('#replay-button');
  assert.equal(await state(page), 'replay');
  assert.equal(await page.textContent('#replay-position'), `Move 0 of ${seatMoves}`);
  assert.equal(await page.locator('#targets .target').count(), 0);
  const startTiles = await page.locator('#pieces g.tile').count();
  for (let k = 1; k <= seatMoves; k++) await page.click('#replay-forward');
  assert.equal(await page.textContent('#replay-position'), `Move ${seatMoves} of ${seatMoves}`);
  assert.equal(await page.innerHTML('#pieces'), pieces, 'the end of the replay is the game');
  assert.ok(await page.locator('#replay-forward').isDisabled());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.textContent('#replay-position'), `Move ${seatMoves - 1} of ${seatMoves}`);
  await page.click('#replay-start');
  assert.equal(await page.locator('#pieces g.tile').count(), startTiles);
  assert.equal(await page.textContent('#replay-position'), `Move 0 of ${seatMoves}`);
  await page.click('#replay-leave');
  assert.equal(await waitHumanOrOver(page), 'human');
  assert.equal(await record(page), text, 'the game in play did not change');
  assert.equal(await page.innerHTML('#pieces'), pieces);
  game.free();
});

test('the tiles still to come: one entry a face, the counts add up to the stack', async () => {
  await page.click('#to-come summary');
  await page.waitForFunction(() => document.querySelectorAll('#to-come-list li').length > 0);
  const counts = await page.$$eval('#to-come-list li', (l) => l.map((x) => [x.dataset.tile, Number(x.dataset.count)]));
  const game = safari.Game.fromRecord(await record(page));
  assert.equal(counts.reduce((a, [, n]) => a + n, 0), game.pools.stack);
  assert.equal(await page.textContent('#to-come-count'), String(game.pools.stack));
  assert.equal(await page.locator('#to-come-list li svg rect').count() >= counts.length, true);
  game.free();
});

test('the expert in the page: its time a decision in the Web Worker', async () => {
  await setUp([{ kind: 'human', level: 3, name: '' }, { kind: 'bot', level: 5, name: '' }], 3);
  for (let i = 0; i < 40; i++) {
    if (await waitHumanOrOver(page) !== 'human') break;
    await clickFirst();
  }
  await waitHumanOrOver(page);
  const ms = (await page.evaluate(() => window.safariPage.botMs)).sort((a, b) => a - b);
  assert.ok(ms.length >= 20, `${ms.length} bot decisions`);
  const median = ms[Math.floor(ms.length / 2)];
  console.log(`figure: level 5 (expert) in the page (Chromium, WebAssembly worker): median ${median.toFixed(1)} ms, ` +
    `max ${ms.at(-1).toFixed(1)} ms a decision over ${ms.length} decisions (target median <= 300)`);
  // Its 50 ms budget bounds the look-ahead; the whole turn before it is short.
  assert.ok(median <= 300, `median ${median} ms`);
});
