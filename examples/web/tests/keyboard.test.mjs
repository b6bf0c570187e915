// SPDX-License-Identifier: MIT
// A whole game by keyboard alone (Tab, arrows, R, Enter; no pointer), with
// the accessibility rules of axe-core on every screen of it: the start,
// mid-game, a boost offer, the end summary. Every target must be focusable
// and named by its move; the live region must say what the bot did; the
// page's final scores must be those of `safari replay` for its record.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DESKTOP, axe, cli, launch, newGame, open, record, scoresAndReplay, seededRecord, shots, state, waitHumanOrOver } from './page.mjs';

let env, page;
before(async () => {
  env = await launch();
  page = await open(env.browser, DESKTOP);
});
after(async () => env?.close());

const focused = () => page.evaluate(() => {
  const el = document.activeElement;
  return { target: !!el?.classList?.contains('target'), choice: !!el?.closest?.('#choices'),
    label: el?.getAttribute('aria-label') ?? el?.textContent ?? '', move: el?.dataset?.move ?? null };
});

/** Tab until a target or a choice button has the focus (at most 60 presses). */
async function tabToPlay() {
  for (let i = 0; i < 60; i++) {
    const f = await focused();
    if (f.target || f.choice) return f;
    await page.keyboard.press('Tab');
  }
  assert.fail('no target or button reached by Tab');
}

test('the start screen: named buttons, named targets, no serious axe violation', async () => {
  await page.goto(`${env.base}?seed=5`);
  assert.equal(await waitHumanOrOver(page), 'human');
  const { firstPlayableMs: ms, firstPlayableFromScriptMs: script } = await page.evaluate(() => window.safariPage);
  console.log(`figure: first playable tile (desktop) ${ms.toFixed(0)} ms from navigation, ${script.toFixed(0)} ms from the page's script (target 500)`);
  assert.ok(ms > 0 && script > 0 && script <= ms, `${ms} ${script}`);
  // The page's scripts all come from index.html (scripts/web.sh: the
  // bundle of Vite, or without npm the modules with their graph preloaded):
  // one script tag, none waited for as another's import before the first
  // tile (the browser names the tag's and the imports' fetches 'script',
  // preloads 'link' or 'other'), and replay and the tiles to come only
  // after it.
  const early = await page.evaluate((first) => performance.getEntriesByType('resource')
    .filter((e) => /\.m?js$/.test(e.name) && e.startTime < first)
    .map((e) => ({ name: e.name.replace(/^.*\/\/[^/]+\//, ''), by: e.initiatorType })), ms);
  assert.equal(early.filter((e) => e.by === 'script').length, 1, `one script fetched by a script tag or an import: ${JSON.stringify(early)}`);
  assert.ok(!early.some((e) => /(replay|to-come)[-.]/.test(e.name)), 'replay and the tiles to come wait');
  console.log(`figure: the page's scripts before the first tile: ${early.length} (${early.map((e) => e.name).join(', ')})`);
  assert.match(await page.textContent('#status'), /^Your turn: place the tile$/);
  for (const b of await page.$$eval('button', (bs) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent.trim()))) {
    assert.ok(/[a-z]{3}/i.test(b), `button named "${b}"`);
  }
  const labels = await page.$$eval('#targets .target', (ts) => ts.map((t) => [t.getAttribute('aria-label'), t.tabIndex]));
  assert.ok(labels.length > 0);
  for (const [label, tabIndex] of labels) {
    assert.match(label, /^place at -?\d+, -?\d+, rotated (0|90|180|270) degrees$/);
    assert.equal(tabIndex, 0);
  }
  // The drawn tile is named by what it shows.
  assert.match(await page.getAttribute('#tile', 'aria-label'), /^The drawn tile, rotated 0 degrees: an? (trail|bush|baobab)/);
  assert.deepEqual(await axe(page, 'the start (desktop)'), []);
});

test('every legal placement of each rotation is a focusable target (against `safari legal`)', async () => {
  const legal = execFileSync(cli, ['legal'], { input: await record(page), encoding: 'utf8' });
  const places = [...legal.matchAll(/^move (place -?\d+ -?\d+ \d)$/gm)].map((m) => m[1]);
  assert.ok(places.length > 0, legal);
  const shown = new Set();
  for (let turn = 0; turn < 4; turn++) {
    const targets = await page.$$eval('#targets .target', (ts) => ts.map((t) => [t.dataset.move, t.tabIndex, t.getAttribute('aria-label')]));
    for (const [move, tabIndex, label] of targets) {
      assert.equal(tabIndex, 0);
      const [, x, y, r] = move.split(' ');
      assert.equal(label, `place at ${x}, ${y}, rotated ${r * 90} degrees`);
      shown.add(move);
    }
    await page.keyboard.press('r');
  }
  assert.deepEqual([...shown].sort(), [...places].sort());
});

test('R rotates; the targets then name the new rotation', async () => {
  const before = (await tabToPlay()).label.match(/rotated (\d+)/)[1];
  await page.keyboard.press('r');
  const now = await page.$$eval('#targets .target', (ts) => ts.map((t) => t.getAttribute('aria-label')));
  const turned = now[0].match(/rotated (\d+)/)[1];
  assert.notEqual(turned, before);
  assert.ok(now.every((l) => l.endsWith(`rotated ${turned} degrees`)), now.join('; '));
  assert.match(await page.textContent('#announce'), /rotated \d+ degrees/);
  assert.ok((await focused()).target, 'the focus stays on a target after rotating');
  await page.keyboard.press('Shift+R');
  assert.match((await focused()).label, new RegExp(`rotated ${before} degrees`));
});

test('zoomed in, the sign shows places off-screen; the keyboard reaching one fits the view', async () => {
  await tabToPlay();
  for (let i = 0; i < 4; i++) await page.keyboard.press('+');
  assert.ok(await page.locator('#offscreen').isVisible(), 'the off-screen sign');
  const n = await page.locator('#targets .target').count();
  for (let i = 0; i < n && await page.locator('#offscreen').isVisible(); i++) await page.keyboard.press('Tab');
  assert.equal(await page.locator('#offscreen').isVisible(), false, 'the view fitted');
  assert.ok((await focused()).target, 'the focus stays on a target');
});

test('the record loader is reached by Tab', async () => {
  const names = [];
  await page.locator('#undo').focus();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    names.push(await page.evaluate(() => document.activeElement.id));
  }
  assert.ok(names.includes('load-button'), names.join(' '));
});

test('a boost offer: the feature and its points are shown, axe finds nothing serious', async () => {
  // A record that stops at a boost decision of seat 0, made with the binding.
  const text = await seededRecord((game) => game.decision === 'boost' && game.toMove === 0 &&
    game.legalMoves().some((m) => m.speciesLetter));
  assert.ok(text, 'a seeded game with a boost decision of seat 0');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'safari-web-')), 'boost.txt');
  writeFileSync(file, text);
  await page.setInputFiles('#load', file);
  assert.equal(await waitHumanOrOver(page), 'human');
  assert.match(await page.textContent('#status'), /^Your turn: boost the (trail|bush) being scored\?$/);
  const choices = await page.$$eval('#choices button', (bs) => bs.map((b) => b.textContent));
  assert.ok(choices.some((c) => /^Boost with an? [a-z]+: \d+ points instead of \d+$/.test(c)), choices.join('; '));
  assert.ok(choices.some((c) => /^No boost: \d+ points$/.test(c)), choices.join('; '));
  assert.ok(await page.locator('#marks .feature-mark.boosted').count() === 1, 'the boosted feature is highlighted');
  assert.match(await page.textContent('#marks .boosted .points-label'), /^\d+ → \d+\?$/);
  assert.deepEqual(await axe(page, 'a boost offer'), []);
  await page.screenshot({ path: path.join(shots, 'web-boost.png') });
  // The points the offer shows are those the library then scores.
  const boost = page.locator('#choices button', { hasText: /^Boost with/ }).first();
  const promised = Number((await boost.textContent()).match(/: (\d+) points instead/)[1]);
  const logged = await page.locator('#log li').count();
  await boost.click();
  await waitHumanOrOver(page);
  const fresh = await page.$$eval('#log li', (lis, n) => lis.slice(0, lis.length - n).map((li) => li.textContent), logged);
  assert.ok(fresh.some((l) => new RegExp(`^You scored ${promised} points? for an? (trail|bush)`).test(l)), fresh.join('; '));
});

test('a whole game by keyboard alone: the page scores as `safari replay` does', async () => {
  await page.locator('#setup summary').focus();
  await newGame(page, 11);
  let presses = 0, heard = false;
  await page.locator('#undo').focus(); // the keyboard's starting point: then Tab only
  while (await waitHumanOrOver(page) === 'human') {
    const f = await tabToPlay();
    if (f.target) assert.match(f.label, /^(place at|put a meeple|choose ranger|choose the watering hole|move ranger|park the ranger)/);
    // Arrows move between targets: one press there and back.
    if (f.target && await page.locator('#targets .target').count() > 1) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      assert.ok((await focused()).target, 'arrows keep the focus on targets');
    }
    await page.keyboard.press('Enter');
    presses++;
    if (/Seat 1 \(bot\) (placed|discarded)/.test(await page.textContent('#announce'))) heard = true;
    if (presses === 30) {
      await waitHumanOrOver(page);
      assert.deepEqual(await axe(page, 'mid-game (desktop)'), []);
    }
    if (presses === 41) await page.screenshot({ path: path.join(shots, 'web-midgame.png') });
    assert.ok(presses < 2000, 'the game does not end');
  }
  assert.equal(await state(page), 'over');
  assert.ok(heard, 'the live region said what the bot did');
  const { scores, expected } = await scoresAndReplay(page);
  assert.deepEqual(scores, expected);
  assert.ok(await page.locator('#summary').isVisible(), 'the end summary is shown');
  assert.match(await page.textContent('#summary-text'), /(won|tie) with \d+ points\.$/);
  const totals = await page.$$eval('#summary-table tbody tr', (rows) => rows.map((r) => Number(r.lastElementChild.textContent)));
  assert.deepEqual(totals, expected);
  assert.deepEqual(await axe(page, 'the end summary'), []);
  await page.screenshot({ path: path.join(shots, 'web-final.png') });
  console.log(`keyboard game over after ${presses} plays; scores ${scores.join(' ')}`);
});
