// SPDX-License-Identifier: MIT
// The page in a real browser: Chromium (Debian's) driven by playwright-core.
// A person's game, by clicks only: seat 0 human against a bot, always the
// first highlighted cell, the first rotation shown and the first action;
// then the page's final scores must be those `safari replay` gives for the
// record the page lets one download. Also: an illegal click changes
// nothing, undo restores the previous picture, a record that fails to load
// leaves the game playable, a tile that fits nowhere is shown and offered
// for discard, what happened is marked, and the figure of docs/web.md for a
// bot move at its default strength.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DESKTOP, launch, newGame, open, record, scoresAndReplay, seededRecord, targetCheck, waitHumanOrOver } from './page.mjs';

let env, page;
before(async () => {
  env = await launch();
  page = await open(env.browser, DESKTOP);
});
after(async () => env?.close());

const boardPicture = () => page.evaluate(() => document.getElementById('pieces').innerHTML);
const tmp = mkdtempSync(path.join(tmpdir(), 'safari-web-'));

/** One click as the test's player: the first highlighted target on the
 * board, else the first button offered. */
async function clickFirst() {
  const target = page.locator('#targets .target').first();
  if (await target.count() > 0) await target.dispatchEvent('click');
  else await page.locator('#choices button').first().click();
}

test('an illegal click does nothing; undo restores the previous picture', async () => {
  await page.goto(`${env.base}?seed=5`);
  assert.equal(await waitHumanOrOver(page), 'human');
  // The page names its icon (headless Chromium asks for none), and it loads:
  // no browser then asks for a missing favicon.ico.
  const icon = await page.getAttribute('link[rel="icon"]', 'href');
  assert.ok(icon && await page.evaluate(async (href) => (await fetch(href)).ok, icon), `icon ${icon}`);
  const picture = await boardPicture(), moves = (await record(page)).split('\n').length;
  // The middle start cell is taken: no tile can go there.
  const box = await page.locator('#board g.tile[data-x="0"][data-y="0"]').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await boardPicture(), picture);
  assert.equal((await record(page)).split('\n').length, moves);
  assert.match(await page.textContent('#status'), /Not legal/);
  await clickFirst(); // place the tile
  await waitHumanOrOver(page);
  assert.notEqual(await boardPicture(), picture);
  assert.equal(await page.locator('#marks .last-tile').count(), 1, 'the placed tile is marked');
  await page.click('#undo');
  await waitHumanOrOver(page);
  assert.equal(await boardPicture(), picture);
  assert.equal(await page.locator('#marks .last-tile').count(), 0);
});

test('hovering a highlighted cell shows the drawn tile there (a ghost)', async () => {
  const target = page.locator('#targets .target').first();
  await target.hover();
  assert.ok(await page.locator('#ghost g').count() > 0, 'a ghost tile');
  await page.mouse.move(1, 1);
  assert.equal(await page.locator('#ghost g').count(), 0);
});

test('a record that fails to load leaves the game in play, highlights and all', async () => {
  const before = await record(page), targets = await page.locator('#targets .target').count();
  const bad = path.join(tmp, 'bad.txt');
  writeFileSync(bad, 'safari 1\nseats 2\nmoves\nplace 99 99 9\n');
  await page.setInputFiles('#load', bad);
  await page.waitForFunction(() => /Could not load/.test(document.getElementById('status').textContent));
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'human');
  assert.equal(await record(page), before);
  assert.equal(await page.locator('#targets .target').count(), targets);
  await clickFirst(); // the game goes on
  await waitHumanOrOver(page);
  assert.notEqual(await record(page), before);
});

test('a tile that fits nowhere is shown, and discarded by a named button', async () => {
  const text = await seededRecord((game) => game.decision === 'place' && game.toMove === 0 &&
    game.legalMoves().every((m) => m.kind === 'discard'));
  assert.ok(text, 'a seeded game where seat 0 must discard');
  const file = path.join(tmp, 'discard.txt');
  writeFileSync(file, text);
  await page.setInputFiles('#load', file);
  assert.equal(await waitHumanOrOver(page), 'human');
  assert.equal(await page.textContent('#status'), 'Your turn: the tile fits nowhere, discard it');
  assert.match(await page.textContent('#prompt'), /fits nowhere/);
  assert.ok(await page.locator('#tile path, #tile use').count() > 0, 'the drawn tile is drawn');
  assert.equal(await page.locator('#targets .target').count(), 0);
  await page.locator('#choices button', { hasText: 'Discard the tile' }).click();
  await waitHumanOrOver(page);
  assert.match(await record(page), /\ndiscard\n/);
});

test('a bot at its default strength moves in its worker; its move is marked and said', async () => {
  await page.goto(`${env.base}?seed=5`);
  await waitHumanOrOver(page);
  while ((await page.evaluate(() => window.safariPage.botMs.length)) === 0) {
    await clickFirst();
    await waitHumanOrOver(page);
  }
  const ms = await page.evaluate(() => Math.max(...window.safariPage.botMs));
  console.log(`figure: slowest bot move at default strength ${ms.toFixed(0)} ms (target 300)`);
  assert.ok(Number.isFinite(ms) && ms > 0, `${ms} ms`);
  assert.match(await page.textContent('#announce'), /Seat 1 \(bot\) (placed a tile at -?\d+, -?\d+|discarded)/);
  assert.ok(await page.locator('#marks .last-tile').count() >= 1, 'the bot\'s tile is marked');
});

test('a whole game by clicks: the page scores as `safari replay` does', async () => {
  await newGame(page, 11);
  let clicks = 0, least = Infinity, checked = 0;
  const missed = [];
  while (await waitHumanOrOver(page) === 'human') {
    const found = await targetCheck(page);
    least = Math.min(least, found.least ?? Infinity);
    checked += found.checked;
    missed.push(...found.missed);
    await clickFirst();
    clicks++;
    assert.ok(clicks < 2000, 'the game does not end');
  }
  const { scores, expected } = await scoresAndReplay(page);
  assert.deepEqual(scores, expected);
  const log = await page.$$eval('#log li', (lis) => lis.map((li) => li.textContent));
  assert.ok(log.some((l) => /^(You|Seat 1 \(bot\)) scored \d+ points? for an? (trail|bush)/.test(l)), log.slice(0, 5).join('; '));
  console.log(`game over after ${clicks} clicks; scores ${scores.join(' ')}`);
  console.log(`figure: smallest target at 1280 x 800 over a whole game: ${least.toFixed(1)} px (target >= 24)`);
  assert.ok(least >= 24, `${least} px`);
  console.log(`figure: targets clicked at their centre (desktop): ${checked} hit-tested, ${missed.length} missed (target 0)`);
  assert.deepEqual(missed, []);
  assert.ok(checked > 200, `${checked} targets hit-tested`);
});
