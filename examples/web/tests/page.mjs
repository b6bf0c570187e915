// SPDX-License-Identifier: MIT
// What the page's browser tests share: the server (`vite preview` with the
// page's vite.config.mjs, as scripts/web.sh --serve runs it), Debian's Chromium
// through playwright-core, waiting for the page's state, the record as the
// download button gives it, `safari replay`'s scores, and axe-core.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../../..');
export const site = process.env.SAFARI_SITE ?? path.join(root, 'build-web/site');
export const cli = process.env.SAFARI_CLI ?? path.join(root, 'build/cli/safari');
export const shots = process.env.SAFARI_SCREENSHOTS ?? path.join(root, 'build-web');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** `vite preview` of the site on a free port (SAFARI_SITE, read by the
 * config, names the folder); resolves to {port, close}. */
export async function servePage() {
  process.env.SAFARI_SITE = site;
  const server = await preview({ configFile: path.join(here, '../vite.config.mjs'), logLevel: 'error',
    preview: { port: 0, strictPort: false } });
  return { port: server.httpServer.address().port, close: () => server.close() };
}

/** A server on a free port and a browser; close() stops both. */
export async function launch() {
  const server = await servePage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    // playwright gives the browser a fresh profile of its own each launch.
  });
  const base = `http://127.0.0.1:${server.port}/index.html`;
  return { browser, base, close: async () => { await browser.close(); server.close(); } };
}

/** A new page of its own context; a page error or a failed request (the
 * favicon's 404 among them) fails the test that made it. */
export async function open(browser, options = DESKTOP) {
  const context = await browser.newContext({ ...options, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
  page.errors = errors;
  // A page error ends any wait at once rather than after its timeout.
  page.failed = new Promise((resolve, reject) => page.on('pageerror', (e) => reject(new Error(`page error: ${e}`))));
  page.failed.catch(() => {});
  return page;
}

export const state = (page) => page.evaluate(() => document.body.dataset.state);

/** Waits for a human decision or the end; an error state fails. */
export async function waitHumanOrOver(page) {
  await Promise.race([page.failed, page.waitForFunction(() => ['human', 'over', 'error'].includes(document.body.dataset.state),
    null, { timeout: 30000 })]);
  const s = await state(page);
  assert.notEqual(s, 'error', await page.textContent('#status'));
  assert.deepEqual(page.errors, []);
  return s;
}

/** The record as the download button gives it, read from the Blob link. */
export const record = (page) => page.evaluate(() => new Promise((resolve) => {
  const orig = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    HTMLAnchorElement.prototype.click = orig;
    fetch(this.href).then((r) => r.text()).then(resolve);
  };
  document.getElementById('download').click();
}));

/** The page's scores, and those `safari replay` gives for its record. */
export async function scoresAndReplay(page) {
  const text = await record(page);
  const scores = await page.$$eval('#scores li', (lis) => lis.map((li) => Number(li.dataset.score)));
  const replay = execFileSync(cli, ['replay'], { input: text, encoding: 'utf8' });
  assert.match(replay, /^decision end$/m);
  const expected = [...replay.matchAll(/^seat (\d+) score (-?\d+)/gm)].map((m) => Number(m[2]));
  return { scores, expected, text };
}

/** The targets on the board as the page shows them: the smallest side in
 * CSS pixels (null when the player moved the view, or no target), and the
 * point at the centre of each target that lies on the visible board,
 * hit-tested by the browser: `checked` of them, and the moves of those
 * whose centre hits something else (`missed`). */
export const targetCheck = (page) => page.evaluate(() => {
  let least = null, checked = 0;
  const missed = [], board = document.getElementById('board');
  for (const t of document.querySelectorAll('#targets .target')) {
    const r = t.getBoundingClientRect();
    if (!window.safariPage.viewMoved) least = Math.min(least ?? Infinity, r.width, r.height);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !board.contains(hit) || hit === board) continue; // off the visible board, or under a control
    checked++;
    if (hit !== t) missed.push(`${t.dataset.move} hits ${hit.dataset?.move ?? hit.tagName}`);
  }
  return { least, checked, missed };
});

/** A new two-seat game from the set-up form: seat 1 an easy bot. */
export async function newGame(page, seed) {
  await page.locator('#setup summary').click();
  await page.selectOption('select[name="level1"]', '1');
  await page.fill('input[name="seed"]', String(seed));
  await page.locator('#start').click();
  await page.locator('#setup summary').click(); // folded again, as a player would leave it
}

/** axe-core's serious and critical violations on the page as it is now:
 * prints every violation, returns the serious and critical ones. */
export async function axe(page, screen) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })));
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(`figure: axe-core on ${screen}: ${bad.length} serious or critical violations` +
    ` (${violations.length} in all${violations.length ? `: ${violations.map((v) => `${v.id} (${v.impact})`).join(', ')}` : ''}) (target 0)`);
  return bad;
}

/** The record of the first seeded game of random moves (the binding in
 * Node, SplitMix64 seeds 1, 2, ...) that reaches a position where
 * `stop(game)` holds, cut there; null if none of `seeds` does. */
export async function seededRecord(stop, seeds = 2000) {
  const js = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
  const { loadSafari } = await import(pathToFileURL(path.join(js, 'safari-node.mjs')).href);
  const safari = await loadSafari();
  for (let seed = 1n; seed <= BigInt(seeds); seed++) {
    const game = new safari.Game({ seats: 2 }), rng = new safari.SplitMix64(seed);
    try {
      while (!game.isOver) {
        if (stop(game)) return game.record();
        game.apply(game.sampleMove(rng));
      }
    } finally {
      game.free();
    }
  }
  return null;
}
