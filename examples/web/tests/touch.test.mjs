// SPDX-License-Identifier: MIT
// The page on a phone (390 x 844, touch emulation): the board fills the
// width and most of the screen, the panel folds below it, nothing is wider
// than the screen, every control can be reached; one finger pans, two pinch;
// a whole game played by taps alone scores as `safari replay` does. Also
// axe-core on the phone layout, and the phone screenshots.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PHONE, axe, launch, open, scoresAndReplay, shots, targetCheck, waitHumanOrOver } from './page.mjs';

let env, page;
before(async () => {
  env = await launch();
  page = await open(env.browser, PHONE);
});
after(async () => env?.close());

const viewBox = () => page.evaluate(() => document.getElementById('board').getAttribute('viewBox').split(' ').map(Number));
/** The viewBox once it equals `want`: the page handles a tap's events after
 * the tap returns, later on a loaded machine; 5 s without it fails. */
async function viewBoxBecomes(want) {
  await page.waitForFunction((w) => document.getElementById('board').getAttribute('viewBox') === w,
    want.join(' '), { timeout: 5000 }).catch(() => {});
  return viewBox();
}

/** Touches through the DevTools protocol: one list of points per step. */
async function touch(steps) {
  const cdp = await page.context().newCDPSession(page);
  const types = ['touchStart', ...steps.slice(1, -1).map(() => 'touchMove'), 'touchEnd'];
  for (let i = 0; i < steps.length; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: types[i],
      touchPoints: types[i] === 'touchEnd' ? [] : steps[i].map(([x, y], id) => ({ x, y, id })) });
  }
  await cdp.detach();
}

/** Taps what a player would: the first highlighted target that is on the
 * screen and not under another control, else the first button offered. */
async function tapFirst() {
  await page.evaluate(() => window.scrollTo(0, 0));
  const point = await page.evaluate(() => {
    for (const t of document.querySelectorAll('#targets .target')) {
      const r = t.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
      if (document.elementFromPoint(x, y) === t) return [x, y];
    }
    return null;
  });
  if (point) await page.touchscreen.tap(point[0], point[1]);
  else if (await page.locator('#targets .target').count() > 0) await page.locator('#offscreen, #zoom-fit').first().tap();
  else await page.locator('#choices button').first().tap();
}

test('the phone layout: the board fills the screen, the panel folds below it', async () => {
  await page.goto(`${env.base}?seed=5`);
  assert.equal(await waitHumanOrOver(page), 'human');
  const { firstPlayableMs: ms, firstPlayableFromScriptMs: script } = await page.evaluate(() => window.safariPage);
  console.log(`figure: first playable tile (phone) ${ms.toFixed(0)} ms from navigation, ${script.toFixed(0)} ms from the page's script (target 500)`);
  assert.ok(ms > 0 && script > 0 && script <= ms, `${ms} ${script}`);
  const board = await page.locator('#board').boundingBox();
  assert.ok(board.width >= 388, `board ${board.width} px wide`);
  assert.ok(board.height >= 0.55 * 844, `board ${board.height} px high`);
  assert.equal(await page.$eval('#board', (b) => getComputedStyle(b).touchAction), 'none');
  const aside = await page.locator('aside').boundingBox();
  assert.ok(aside.y >= board.y + board.height - 1, 'the panel is below the board');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'nothing is wider than the screen');
  // Every control is on the page, within its width, and big enough to tap.
  for (const id of ['zoom-in', 'zoom-out', 'zoom-fit', 'rotate-left', 'rotate-right', 'undo', 'download', 'load-button']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    const b = await page.locator(`#${id}`).boundingBox();
    assert.ok(b && b.x >= 0 && b.x + b.width <= 390 && b.height >= 32, `#${id} at ${JSON.stringify(b)}`);
  }
  // A cell of the board is big enough for a finger.
  const cell = await page.locator('#targets .target').first().boundingBox();
  assert.ok(cell.width >= 30, `a target ${cell.width} px wide`);
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.deepEqual(await axe(page, 'the phone layout'), []);
  await page.screenshot({ path: path.join(shots, 'web-phone-start.png') });
});

test('one finger pans the board, two fingers pinch it, off-screen places are signalled, the fit button fits', async () => {
  const b = await page.locator('#board').boundingBox();
  const cx = b.x + b.width / 2, cy = b.y + b.height / 2;
  const v0 = await viewBox();
  await touch([[[cx, cy]], [[cx + 30, cy + 10]], [[cx + 60, cy + 20]], [[cx + 60, cy + 20]]]);
  const v1 = await viewBox();
  assert.ok(v1[0] < v0[0] && v1[1] < v0[1], `panned: ${v0} -> ${v1}`);
  assert.equal(v1[2], v0[2]);
  assert.deepEqual(await page.evaluate(() => window.safariPage.botMs.length), 0, 'a pan plays nothing');
  await touch([[[cx - 20, cy], [cx + 20, cy]], [[cx - 50, cy], [cx + 50, cy]], [[cx - 80, cy], [cx + 80, cy]], [[cx - 80, cy], [cx + 80, cy]]]);
  const v2 = await viewBox();
  assert.ok(v2[2] < v1[2] * 0.5, `pinched out: width ${v1[2]} -> ${v2[2]}`);
  // Zoomed in, some places to play lie off-screen: a sign says so, and fits.
  assert.ok(await page.locator('#offscreen').isVisible(), 'the off-screen sign');
  await page.locator('#offscreen').tap();
  assert.deepEqual(await viewBoxBecomes(v0), v0);
  assert.equal(await page.locator('#offscreen').isVisible(), false);
  await touch([[[cx - 60, cy], [cx + 60, cy]], [[cx - 30, cy], [cx + 30, cy]], [[cx - 30, cy], [cx + 30, cy]]]);
  assert.ok((await viewBox())[2] > v0[2] * 1.5, 'pinched in');
  await page.locator('#zoom-fit').tap();
  assert.deepEqual(await viewBoxBecomes(v0), v0);
});

test('a whole game by taps at 390 x 844: the page scores as `safari replay` does', async () => {
  await page.locator('#setup summary').tap();
  await page.selectOption('select[name="level1"]', '1');
  await page.fill('input[name="seed"]', '23');
  await page.locator('#start').tap();
  await page.locator('#setup summary').tap();
  let taps = 0, least = Infinity, measured = 0, checked = 0;
  const missed = [];
  while (await waitHumanOrOver(page) === 'human') {
    const found = await targetCheck(page);
    if (found.least !== null) { least = Math.min(least, found.least); measured++; }
    checked += found.checked;
    missed.push(...found.missed);
    await tapFirst();
    taps++;
    if (taps === 40) {
      await waitHumanOrOver(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(shots, 'web-phone.png') });
      assert.deepEqual(await axe(page, 'mid-game (phone)'), []);
    }
    assert.ok(taps < 2000, 'the game does not end');
  }
  const { scores, expected } = await scoresAndReplay(page);
  assert.deepEqual(scores, expected);
  console.log(`figure: smallest tap target at 390 x 844 over a whole game: ${least.toFixed(1)} px ` +
    `(${measured} decisions measured) (target >= 24)`);
  assert.ok(measured > 50 && least >= 24, `${least} px over ${measured} decisions`);
  console.log(`figure: targets tapped at their centre (phone): ${checked} hit-tested, ${missed.length} missed (target 0)`);
  assert.deepEqual(missed, []);
  assert.ok(checked > 200, `${checked} targets hit-tested`);
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.ok(await page.locator('#summary').isVisible());
  assert.deepEqual(await axe(page, 'the end summary (phone)'), []);
  await page.screenshot({ path: path.join(shots, 'web-phone-final.png') });
  console.log(`phone game over after ${taps} taps; scores ${scores.join(' ')}`);
});
