// SPDX-License-Identifier: MIT
// A static file server for the page, on 127.0.0.1 only:
//   node serve.mjs DIR [PORT]     (scripts/web.sh --serve; PORT 0: any free port)
// Also imported by the browser tests, which start it on a free port.
// Its rules (tests/serve.test.mjs checks each): a URL that does not parse
// or decode is 400; a file is served only if its real path, every symbolic
// link followed, is inside DIR (else 403); a missing one is 404; any other
// error of a request is a 500, logged, and the server goes on.
import { readFile, realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.mjs': 'text/javascript', '.js': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

const inside = (root, file) => file === root || file.startsWith(root + path.sep);

/** What a request's URL names under `dir`: `{ file }`, a real path inside
 * the folder (a folder's index.html for a folder), or `{ status }`, 400,
 * 403 or 404. Throws on any other error (the folder gone, say). */
export async function locate(dir, url) {
  let name;
  try {
    name = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return { status: 400 }; // GET /%, GET http://[
  }
  if (name.includes('\0')) return { status: 400 };
  const root = await realpath(dir);
  try {
    let file = await realpath(path.resolve(root, '.' + name));
    if (inside(root, file) && (await stat(file)).isDirectory()) {
      file = await realpath(path.join(file, 'index.html'));
    }
    return inside(root, file) ? { file } : { status: 403 };
  } catch (e) {
    if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return { status: 404 };
    throw e;
  }
}

async function answer(dir, req, res) {
  const { file, status } = await locate(dir, req.url);
  if (status) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(http.STATUS_CODES[status]);
    return;
  }
  // The page's files are small: read whole, so a read error is one 500.
  const body = await readFile(file);
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
}

/** Serves `dir`; resolves to the listening server. */
export function serve(dir, port = 0) {
  const server = http.createServer((req, res) => {
    answer(dir, req, res).catch((e) => {
      console.error(`serve: ${req.method} ${req.url}: ${e.stack ?? e}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('server error');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serve(process.argv[2] ?? '.', Number(process.argv[3] ?? 8080));
  console.log(`serving ${process.argv[2] ?? '.'} on http://127.0.0.1:${server.address().port}/`);
}
