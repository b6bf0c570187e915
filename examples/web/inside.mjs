// SPDX-License-Identifier: MIT
// The rules every server of the page keeps (vite.config.mjs puts them in
// front of Vite's dev server and `vite preview`; tests/serve.test.mjs checks
// each): a URL that does not parse or decode is 400; a file is served only if
// its real path, every symbolic link followed, is inside the folder served
// (else 403); a missing one is 404; any other error of a request is a 500,
// logged, and the server goes on.
import { realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

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

function refuse(res, status) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(http.STATUS_CODES[status]);
}

/** Puts the rules' first check in front of every request listener of an
 * HTTP server (Vite's connect app): a URL that does not parse is answered
 * 400 before connect's own parsing, which throws on `GET http://[` and
 * would end the process; and a listener that throws is answered 500,
 * logged, and the server goes on. */
export function shield(httpServer) {
  if (!httpServer) return;
  const listeners = httpServer.listeners('request');
  httpServer.removeAllListeners('request');
  httpServer.on('request', (req, res) => {
    try {
      decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      refuse(res, 400);
      return;
    }
    try {
      for (const listener of listeners) listener.call(httpServer, req, res);
    } catch (e) {
      console.error(`serve: ${req.method} ${req.url}: ${e.stack ?? e}`);
      if (res.headersSent) res.destroy();
      else refuse(res, 500);
    }
  });
}

/** A connect middleware that answers 400, 403 and 404 by the rules above
 * for the files of `dir` and passes what may be served to the next one.
 * With `dev`, the URLs of Vite's dev server (/@vite/, /@fs/ ..., which it
 * checks against server.fs.allow itself) pass. */
export function guard(dir, { dev = false } = {}) {
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (dev && /^\/(@|node_modules\/|__vite)/.test(url)) { next(); return; }
    locate(dir, url).then(({ status }) => {
      if (status) refuse(res, status);
      else next();
    }, (e) => {
      console.error(`serve: ${req.method} ${url}: ${e.stack ?? e}`);
      if (res.headersSent) res.destroy();
      else refuse(res, 500);
    });
  };
}
