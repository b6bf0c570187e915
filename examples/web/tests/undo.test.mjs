// SPDX-License-Identifier: MIT
// Undo never changes chance: the page draws tiles and tokens (and the bot's
// seeds) from the generator state it had at that point of the history, so
// going forward again after an undo draws what was drawn before, and a
// player cannot fish for tiles. Each test compares the page's records.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, launch, newGame, open, record, waitHumanOrOver } from './page.mjs';

let env, page;
before(async () => {
  env = await launch();
  page = await open(env.browser, DESKTOP);
});
after(async () => env?.close());

const moves = (text) => text.slice(text.indexOf('\nmoves\n') + 7).trim().split('\n');

/** The test's player: the first highlighted target, else the first button. */
async function playFirst() {
  const target = page.locator('#targets .target').first();
  if (await target.count() > 0) await target.dispatchEvent('click');
  else await page.locator('#choices button').first().click();
  return waitHumanOrOver(page);
}

async function undo() {
  await page.locator('#undo').click();
  return waitHumanOrOver(page);
}

test('undo at the first decision gives back the same set-up and the same tile', async () => {
  await page.goto(`${env.base}?seed=5`);
  await waitHumanOrOver(page);
  const first = await record(page);
  assert.ok(moves(first).some((m) => m.startsWith('draw ')), first);
  await undo();
  assert.equal(await record(page), first);
  await undo();
  assert.equal(await record(page), first);
});

test('undo and redo sequences give the record of the game played straight', async () => {
  await newGame(page, 31);
  await waitHumanOrOver(page);
  const steps = 14;
  for (let i = 0; i < steps; i++) await playFirst();
  const straight = await record(page);

  await newGame(page, 31);
  await waitHumanOrOver(page);
  // After the 2nd, 5th, 9th and 13th decision: undo once, twice, once,
  // three times; each time forward again with the same choices.
  const undos = { 2: 1, 5: 2, 9: 1, 13: 3 }, script = [];
  for (let net = 0; net < steps;) {
    script.push('play');
    net++;
    const n = undos[net] ?? 0;
    delete undos[net];
    for (let u = 0; u < n; u++, net--) script.push('undo');
  }
  for (const step of script) await (step === 'play' ? playFirst() : undo());
  assert.equal(await record(page), straight);
});

test('another placement after an undo: the next tile drawn is the same', async () => {
  await newGame(page, 8);
  await waitHumanOrOver(page);
  const start = moves(await record(page)).length;
  const placeAndPass = async (which) => {
    const targets = page.locator('#targets .target');
    assert.ok(await targets.count() >= 2, 'two places to choose from');
    await (which === 'first' ? targets.first() : targets.last()).dispatchEvent('click');
    await waitHumanOrOver(page);
    await page.locator('#choices button[data-move="pass"]').click(); // a pass is always legal
    await waitHumanOrOver(page);
    return moves(await record(page));
  };
  const a = await placeAndPass('first');
  await undo(); // back to the pass
  await undo(); // back to the placement
  assert.equal(moves(await record(page)).length, start);
  const b = await placeAndPass('last');
  assert.notEqual(a[start], b[start], 'two different placements');
  // The move after the human's place and pass is the draw of the bot's tile.
  assert.match(a[start + 2], /^draw /);
  assert.equal(b[start + 2], a[start + 2]);
});
