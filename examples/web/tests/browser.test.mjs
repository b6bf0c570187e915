// The page in a real browser: Chromium (Debian's) driven by playwright-core.
// A person's game, by clicks only: seat 0 human against a bot, always the
// first highlighted cell, the first rotation shown and the first action;
// then the page's final scores must be those `safari replay` gives for the
// record the page lets one download. Also: an illegal click changes
// nothing, undo restores the previous picture, and the figures of
// docs/web.md (time to the first playable tile, a bot move at its default
// strength).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const site = process.env.SAFARI_SITE ?? path.join(root, 'build-web/site');
const cli = process.env.SAFARI_CLI ?? path.join(root, 'build/cli/safari');
const shots = process.env.SAFARI_SCREENSHOTS ?? path.join(root, 'build-web');

let server, browser, page, url;

before(async () => {
  server = await serve(site);
  url = `http://127.0.0.1:${server.address().port}/index.html?seed=5`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    // playwright gives the browser a fresh profile of its own each launch.
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page.on('pageerror', (e) => { throw e; });
});

after(async () => {
  await browser?.close();
  server?.close();
});

const state = () => page.evaluate(() => document.body.dataset.state);
const boardPicture = () => page.evaluate(() => document.getElementById('board').innerHTML);
const record = () => page.evaluate(() => new Promise((resolve) => {
  // The record as the download button gives it, read from the Blob link.
  const orig = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    HTMLAnchorElement.prototype.click = orig;
    fetch(this.href).then((r) => r.text()).then(resolve);
  };
  document.getElementById('download').click();
}));

async function waitHumanOrOver() {
  await page.waitForFunction(() => ['human', 'over', 'error'].includes(document.body.dataset.state),
    null, { timeout: 30000 });
  const s = await state();
  assert.notEqual(s, 'error', await page.textContent('#status'));
  return s;
}

/** One click as the test's player: the first highlighted target on the
 * board, else the first button offered. */
async function clickFirst() {
  const target = page.locator('#targets .target').first();
  if (await target.count() > 0) {
    await target.dispatchEvent('click');
  } else {
    await page.locator('#choices button').first().click();
  }
}

// Times are measured and printed (docs/web.md gives the figures), never
// asserted: a loaded machine must not fail a test.
test('the page loads and the first tile is playable', async () => {
  await page.goto(url);
  assert.equal(await waitHumanOrOver(), 'human');
  const ms = await page.evaluate(() => window.safariPage.firstPlayableMs);
  console.log(`figure: first playable tile after ${ms.toFixed(0)} ms (target 1000)`);
  assert.ok(Number.isFinite(ms) && ms > 0, `${ms} ms`);
  assert.ok(await page.locator('#targets .target').count() > 0);
});

test('an illegal click does nothing; undo restores the previous picture', async () => {
  const picture = await boardPicture(), moves = (await record()).split('\n').length;
  // The middle start cell is taken: no tile can go there.
  const box = await page.locator('#board g.tile[data-x="0"][data-y="0"]').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await boardPicture(), picture);
  assert.equal((await record()).split('\n').length, moves);
  assert.match(await page.textContent('#status'), /Not legal/);
  await clickFirst(); // place the tile
  await waitHumanOrOver();
  assert.notEqual(await boardPicture(), picture);
  await page.click('#undo');
  await waitHumanOrOver();
  assert.equal(await boardPicture(), picture);
});

test('a bot at its default strength moves in its worker', async () => {
  while ((await page.evaluate(() => window.safariPage.botMs.length)) === 0) {
    await clickFirst();
    await waitHumanOrOver();
  }
  const ms = await page.evaluate(() => Math.max(...window.safariPage.botMs));
  console.log(`figure: slowest bot move at default strength ${ms.toFixed(0)} ms (target 2000)`);
  assert.ok(Number.isFinite(ms) && ms > 0, `${ms} ms`);
});

test('a whole game by clicks: the page scores as `safari replay` does', async () => {
  // A fresh game against an easy bot, to keep the run short.
  await page.click('#setup summary');
  await page.selectOption('select[name="strength1"]', 'easy');
  await page.fill('input[name="seed"]', '11');
  await page.click('#start');
  let clicks = 0;
  while (await waitHumanOrOver() === 'human') {
    await clickFirst();
    clicks++;
    if (clicks === 40) await page.screenshot({ path: path.join(shots, 'web-midgame.png') });
    assert.ok(clicks < 2000, 'the game does not end');
  }
  const text = await record();
  const scores = await page.$$eval('#scores li', (lis) => lis.map((li) => Number(li.dataset.score)));
  const replay = execFileSync(cli, ['replay'], { input: text, encoding: 'utf8' });
  const expected = [...replay.matchAll(/^seat (\d+) score (-?\d+)/gm)].map((m) => Number(m[2]));
  assert.match(replay, /^decision end$/m);
  assert.deepEqual(scores, expected);
  await page.screenshot({ path: path.join(shots, 'web-final.png') });
  console.log(`game over after ${clicks} clicks; scores ${scores.join(' ')}`);
});
