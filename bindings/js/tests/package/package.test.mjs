// SPDX-License-Identifier: MIT
// The npm package as a front-end author gets it: scripts/web.sh --test packs
// it (scripts/npm-pack.sh), runs `npm ci` here and installs the tarball into
// this folder's node_modules; then three consumers use it:
//   (a) node-app: a Node program plays games (the `node` export condition);
//   (b) vite-app: a Vite production build (minified) plays a game in
//       Chromium with the bot in a Web Worker (the browser condition);
//   (c) ts-consumer: TypeScript checked with tsc --strict, and the declared
//       names compared with the run-time exports.
// The bot's game is the same in (a) and (b) (play.mjs): same seeds, same
// record, whose scores `safari replay` confirms. The package carries its
// README, whose program runs, and the repository's LICENSE.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const cli = process.env.SAFARI_CLI ?? path.join(root, 'build/cli/safari');
const built = process.env.SAFARI_JS ?? path.join(root, 'build-web/js');
const viteOut = process.env.SAFARI_VITE_OUT ?? path.join(root, 'build-web/package-vite');
const installed = path.join(here, 'node_modules/libsafari');
const SEED = 5;

const safariCli = (args, input) => execFileSync(cli, args, { input, encoding: 'utf8' });
const json = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The seat scores of `safari replay` for a record. */
function replayScores(record) {
  return [...safariCli(['replay'], record).matchAll(/^seat (\d+) score (-?\d+)/gm)].map((m) => Number(m[2]));
}

/** Runs a program of this folder; its exit status must be 0. */
function run(command, args, env = {}) {
  const r = spawnSync(command, args, { cwd: here, encoding: 'utf8', env: { ...process.env, ...env },
    maxBuffer: 1 << 26 });
  assert.equal(r.status, 0, `${command} ${args.join(' ')} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r;
}

let nodeResult;

test('the package is the tarball built now, with the library\'s version', () => {
  const header = readFileSync(path.join(root, 'include/safari.h'), 'utf8');
  const part = (name) => new RegExp(`^#define SAFARI_VERSION_${name} (\\d+)$`, 'm').exec(header)[1];
  const version = `${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`;
  assert.equal(json(path.join(root, 'bindings/js/package.json')).version, version);
  assert.equal(json(path.join(installed, 'package.json')).version, version);
  assert.deepEqual(readFileSync(path.join(installed, 'safari_wasm.wasm')),
    readFileSync(path.join(built, 'safari_wasm.wasm')), 'the installed module is not the one built');
  // What "files" ships: the binding, its types and the module; no test or
  // benchmark; and what npm packs whatever "files" says: README and LICENSE.
  const shipped = readdirSync(installed).sort();
  assert.deepEqual(shipped, [...json(path.join(root, 'bindings/js/package.json')).files,
    'package.json', 'README.md', 'LICENSE'].sort());
});

test('the package names its licence and carries it, with its README', () => {
  assert.equal(json(path.join(installed, 'package.json')).license, 'MIT');
  assert.deepEqual(readFileSync(path.join(installed, 'LICENSE')), readFileSync(path.join(root, 'LICENSE')),
    'the installed LICENSE is not the repository\'s');
  assert.deepEqual(readFileSync(path.join(installed, 'README.md')),
    readFileSync(path.join(root, 'bindings/js/README.md')));
});

test('the README\'s program plays a game with the installed package', () => {
  const readme = readFileSync(path.join(installed, 'README.md'), 'utf8');
  const programs = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  assert.equal(programs.length, 1, 'the README has one program');
  // Run from this folder, whose node_modules holds the package.
  const out = run('node', ['--input-type=module', '-e', programs[0]]).stdout;
  const scores = /^scores (.*)\n$/m.exec(out);
  assert.ok(scores, `no scores line in:\n${out}`);
  const record = out.slice(0, scores.index);
  assert.deepEqual(replayScores(record), scores[1].split(' ').map(Number));
});

test('(a) a Node program plays with the package', () => {
  nodeResult = JSON.parse(run('node', ['node-app/node-game.mjs', String(SEED)]).stdout);
  assert.equal(nodeResult.version, json(path.join(installed, 'package.json')).version);
  assert.equal(nodeResult.randomRecord, safariCli(['play', '--seed', '1']));
  assert.deepEqual(nodeResult.illegal, { name: 'IllegalMoveError', isIllegal: true,
    message: 'cannot apply "pass": illegal move' });
  assert.equal(nodeResult.moveString, 'place 2 -1 1');
  const { record, scores, timing } = nodeResult.bot;
  assert.deepEqual(replayScores(record), scores);
  console.log(`figure: bot move in Node at the default strength (${nodeResult.defaultBudget} playouts):` +
    ` median ${timing.median} ms, max ${timing.max} ms over ${timing.moves} moves (target max <= 300)`);
  // The same seeds give the same game again.
  const again = JSON.parse(run('node', ['node-app/node-game.mjs', String(SEED)]).stdout);
  assert.equal(again.bot.record, record);
});

// -- (b) the Vite production build in Chromium --------------------------------

let server, browser;

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
});

test('(b) a Vite production build plays a game in Chromium', async () => {
  // Vite 7 runs on Node 20.19 or later (Debian 12's own nodejs is 18).
  const [major, minor] = process.versions.node.split('.').map(Number);
  assert.ok(major > 20 || (major === 20 && minor >= 19), `vite 7 needs Node >= 20.19, this is ${process.version}`);
  const vite = path.join(here, 'node_modules/vite/bin/vite.js');
  const build = run('node', [vite, 'build', '-c', 'vite-app/vite.config.mjs'], { SAFARI_VITE_OUT: viteOut });
  const log = build.stdout + build.stderr;
  // The browser entry reaches nothing of Node: Vite would warn that it
  // externalized node:fs/promises, and the bundle would name it.
  assert.doesNotMatch(log, /externali[sz]ed|node:/i, log);
  const assets = path.join(viteOut, 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  assert.ok(scripts.some((f) => f.startsWith('bot-worker')), `no worker chunk in ${scripts}`);
  assert.ok(readdirSync(assets).some((f) => f.endsWith('.wasm')), 'the module is not among the assets');
  for (const f of scripts) {
    const code = readFileSync(path.join(assets, f), 'utf8');
    assert.doesNotMatch(code, /node:fs/, f);
    // minified: the class names are gone from the code (only the names'
    // literals remain), which is what renamed error names before
    assert.doesNotMatch(code, /class IllegalMoveError|class SafariError/, `${f} is not minified`);
  }

  // `vite preview`: the author's own way of serving a Vite build.
  server = await preview({ configFile: false, root: here, logLevel: 'error', build: { outDir: viteOut },
    preview: { host: '127.0.0.1', port: 0 } });
  const page = await browser.newPage();
  const failures = [];
  page.on('pageerror', (e) => failures.push(e));
  await page.goto(`http://127.0.0.1:${server.httpServer.address().port}/index.html?seed=${SEED}`);
  await page.waitForFunction(() => document.body.dataset.state !== 'loading', null, { timeout: 180000 });
  const result = await page.evaluate(() => window.result);
  assert.deepEqual(failures, []);
  assert.equal(result.failure, undefined, result.failure);

  // Error names survive minification (they came out as "H" when taken from
  // new.target.name), with the library's messages.
  assert.deepEqual(result.errors.map((e) => e?.name), ['IllegalMoveError', 'InvalidArgumentError',
    'NoUndoError', 'ParseError', 'InvalidArgumentError']);
  assert.equal(result.errors[0].string, 'IllegalMoveError: cannot apply "pass": illegal move');
  assert.equal(result.errors[1].message,
    "unknown option 'seat' (new Game options: seats, firstSeat, finalScoring, baobabTokens, boardLimit, boosts)");
  assert.match(result.errors[4].message, /^botMove: the pending decision \(token\) is chance's/);
  assert.ok(result.illegalIsIllegal && result.invalidIsInvalid, 'instanceof across the bundle');
  assert.equal(result.moveString, 'place 2 -1 1');
  assert.equal(result.moveTemplate, 'dig -3 2 NW Z');

  assert.deepEqual(result.botRefusals, [
    { name: 'InvalidArgumentError', isInvalid: true,
      message: "unknown option 'budgets' (botMove options: budget, seed)" },
    { name: 'InvalidArgumentError', isInvalid: true,
      message: "botMove: the pending decision (token) is chance's: use sampleMove" },
    'the game is freed']);

  // The worker's bot is the Node bot: the same seeds give the same record.
  const { record, scores, timing, search } = result.game;
  assert.deepEqual(replayScores(record), scores);
  assert.ok(nodeResult, 'test (a) gave no record to compare with');
  assert.equal(record, nodeResult.bot.record, 'the browser worker and Node played differently');
  console.log(`figure: bot move in a Web Worker (Chromium, Vite build) at the default strength:` +
    ` search median ${search.median} ms, max ${search.max} ms; round trip (the record sent and` +
    ` read, the first one loading the worker's module) median ${timing.median} ms, max` +
    ` ${timing.max} ms; ${timing.moves} moves (target max <= 300)`);
  await page.close();
});

test('(c) a TypeScript consumer passes tsc --strict, and the declarations name exactly the exports', () => {
  const tsc = path.join(here, 'node_modules/typescript/bin/tsc');
  run('node', [tsc, '-p', 'ts-consumer/tsconfig.json', '--strict']);
  const check = run('node', ['node_modules/.ts-out/exports-check.mjs']);
  assert.match(check.stdout, /every export is declared, every declaration exported/);
  // The typed program also runs: a three-seat game with the bot.
  const r = run('node', ['--input-type=module', '-e',
    "const { play } = await import('./node_modules/.ts-out/consumer.mjs');" +
    'const { scores } = await play(4n); console.log(JSON.stringify(scores));']);
  assert.equal(JSON.parse(r.stdout).length, 3);
});
