// SPDX-License-Identifier: MIT
// The page's servers: `vite preview` as scripts/web.sh --serve runs it (its
// own process, here on a free port, with the page's vite.config.mjs and the
// rules of inside.mjs) over a folder of the test's own with symbolic links
// in and out of it; and Vite's dev server (scripts/web.sh --dev), whose
// /safari/ answers from a binding folder of the test's own. Requests go over a raw socket, so that
// URLs no client would send (GET /%, GET http://[) reach it as written.
// Every answer is checked against the server's rules, and after each the
// server must still serve its index: no request may end the process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const config = fileURLToPath(new URL('../vite.config.mjs', import.meta.url));
const tmp = mkdtempSync(path.join(tmpdir(), 'safari-serve-'));
const site = path.join(tmp, 'site');
const INDEX = '<!doctype html><title>the index</title>\n';
const SECRET = 'outside the folder\n';

let child, port, stderr = '';

/** One request line sent as written (HTTP/1.0: the body unchunked, then
 * the connection closed); resolves to { status, body }. */
function request(target) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('connect', () => socket.write(`GET ${target} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n`));
    socket.on('data', (chunk) => { data += chunk; });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(data);
      if (!status) reject(new Error(`GET ${target}: no HTTP answer (${JSON.stringify(data)}); server stderr: ${stderr}`));
      else resolve({ status: Number(status[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** The server still answers, with the index itself. */
async function stillServes(after) {
  assert.equal(child.exitCode, null, `the server exited after ${after}: ${stderr}`);
  const { status, body } = await request('/');
  assert.equal(status, 200, `GET / after ${after}`);
  assert.equal(body, INDEX);
}

before(async () => {
  mkdirSync(path.join(site, 'sub'), { recursive: true });
  mkdirSync(path.join(tmp, 'outside'));
  writeFileSync(path.join(site, 'index.html'), INDEX);
  writeFileSync(path.join(site, 'sub', 'page.txt'), 'in a subfolder\n');
  writeFileSync(path.join(tmp, 'outside', 'secret.txt'), SECRET);
  writeFileSync(path.join(tmp, 'secret.txt'), SECRET);
  symlinkSync(path.join(tmp, 'outside', 'secret.txt'), path.join(site, 'file-link.txt'));
  symlinkSync(path.join(tmp, 'outside'), path.join(site, 'dir-link'));
  symlinkSync('../index.html', path.join(site, 'sub', 'inner-link.html')); // stays inside
  ({ child, port } = await start('preview', { SAFARI_SITE: site }, (s) => { stderr += s; }));
});

/** Vite (`preview` or `dev`) in its own process on a free port:
 * resolves to {child, port} once it listens. */
async function start(mode, env, onStderr) {
  const args = [vite, ...(mode === 'preview' ? ['preview'] : []), '--config', config, '--port', '0'];
  const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, NO_COLOR: '1' } });
  let err = '';
  proc.stderr.setEncoding('utf8').on('data', (s) => { err += s; onStderr(s); });
  const at = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.setEncoding('utf8').on('data', (s) => {
      out += s;
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.on('exit', (code) => reject(new Error(`vite ${mode} exited (${code}) before listening: ${err}`)));
  });
  return { child: proc, port: at };
}

after(() => {
  child?.kill();
  rmSync(tmp, { recursive: true, force: true });
});

test('files inside the folder are served, a link that stays inside too', async () => {
  assert.deepEqual(await request('/index.html'), { status: 200, body: INDEX });
  assert.deepEqual(await request('/sub/page.txt'), { status: 200, body: 'in a subfolder\n' });
  assert.deepEqual(await request('/sub/inner-link.html'), { status: 200, body: INDEX });
  assert.deepEqual(await request('/sub/%70age.txt?x=1'), { status: 200, body: 'in a subfolder\n' });
  assert.equal((await request('/missing.html')).status, 404);
  assert.equal((await request('/sub/')).status, 404, 'a folder without index.html');
  assert.equal((await request('/index.html/x')).status, 404, 'a file used as a folder');
});

test('a URL that does not parse or decode is 400, and the server goes on', async () => {
  for (const target of ['/%', '/%zz', '/a%e0%80', 'http://[', 'http://[/index.html', '/%00', '/index.html%00.txt']) {
    assert.equal((await request(target)).status, 400, `GET ${target}`);
    await stillServes(`GET ${target}`);
  }
});

test('nothing outside the folder is served, through .. or a symbolic link', async () => {
  for (const target of ['/file-link.txt', '/dir-link/secret.txt', '/dir-link/', '/..%2fsecret.txt',
    '/sub/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt', '/../secret.txt', `/@fs${tmp}/secret.txt`]) {
    const { status, body } = await request(target);
    assert.ok(status === 403 || status === 404, `GET ${target}: ${status}`);
    assert.notEqual(body, SECRET, `GET ${target} served a file outside the folder`);
    await stillServes(`GET ${target}`);
  }
  // A link out is refused as such, not merely not found.
  assert.equal((await request('/file-link.txt')).status, 403);
  assert.equal((await request('/dir-link/secret.txt')).status, 403);
});

test('an error while answering is a 500, logged, and the server goes on', async () => {
  // The served folder gone: no request can be answered, none ends the server.
  rmSync(site, { recursive: true });
  const logged = stderr.length;
  assert.equal((await request('/index.html')).status, 500);
  assert.equal(child.exitCode, null, stderr);
  // The log comes through a pipe, maybe after the answer: wait up to 5 s.
  for (let i = 0; i < 50 && !/ENOENT/.test(stderr.slice(logged)); i++) await new Promise((r) => setTimeout(r, 100));
  assert.match(stderr.slice(logged), /serve: GET \/index\.html: .*ENOENT/);
  mkdirSync(site);
  writeFileSync(path.join(site, 'index.html'), INDEX);
  await stillServes('the folder came back');
});

test('the dev server: the binding from its folder, nothing outside it or the page\'s', async () => {
  const js = path.join(tmp, 'js');
  mkdirSync(js);
  writeFileSync(path.join(js, 'safari.mjs'), 'export const binding = 1;\n');
  symlinkSync(path.join(tmp, 'secret.txt'), path.join(js, 'secret-link.txt'));
  let err = '';
  const dev = await start('dev', { SAFARI_JS: js }, (s) => { err += s; });
  const saved = port;
  port = dev.port;
  try {
    const index = await request('/');
    assert.equal(index.status, 200);
    assert.match(index.body, /<script type="module" src="[^"]*app\.mjs/, 'the page\'s own index');
    assert.deepEqual(await request('/safari/safari.mjs'), { status: 200, body: 'export const binding = 1;\n' });
    for (const target of ['/safari/secret-link.txt', '/safari/..%2fsecret.txt', '/safari/../secret.txt',
      `/@fs${tmp}/secret.txt`, '/..%2f..%2f..%2fREADME.md', '/%']) {
      const { status, body } = await request(target);
      assert.ok(status >= 400 && status < 500, `GET ${target}: ${status}`);
      assert.notEqual(body, SECRET, `GET ${target}`);
    }
    assert.equal(dev.child.exitCode, null, err);
  } finally {
    port = saved;
    dev.child.kill();
  }
});
