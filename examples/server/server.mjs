// SPDX-License-Identifier: MIT
// An authoritative game server for Node: one table (table.mjs) behind HTTP.
//
//   POST /join            -> 200 {seat, token}; 409 when the seats are taken
//   GET  /state           -> 200 the table's state (table.mjs, state())
//   POST /move            -> 200 {move, state}: the body is the move's text,
//                            the header `Authorization: Bearer <token>`;
//                            the state after the bot seats' replies;
//                            401, 403, 400, 409 or 413 {error} when refused
//
//   node examples/server/server.mjs [PORT]    (seat 1 is a bot; PORT 8090)
//
// It loads the installed package (`libsafari`), or the binding of a
// scripts/web.sh build when SAFARI_JS names its folder.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Refusal, Table } from './table.mjs';

const BODY_MAX = 256; // bytes: a move's text is far shorter

/** The binding: {loadSafari, NodeBotWorker}. */
export async function binding() {
  return process.env.SAFARI_JS
    ? import(pathToFileURL(path.join(process.env.SAFARI_JS, 'safari-node.mjs')).href)
    : import('libsafari');
}

function send(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** The request's body as text; a Refusal past BODY_MAX bytes. */
async function readBody(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > BODY_MAX) throw new Refusal(413, 'the body is too long for a move');
  }
  return body;
}

/** An http.Server for `table` (not yet listening). */
export function serveTable(table) {
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://server');
      if (req.method === 'POST' && url.pathname === '/join') {
        send(res, 200, table.join());
      } else if (req.method === 'GET' && url.pathname === '/state') {
        send(res, 200, table.state());
      } else if (req.method === 'POST' && url.pathname === '/move') {
        const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const move = table.play(token, (await readBody(req)).trim());
        await table.settled(); // the bots' replies, so the state is the client's turn again
        send(res, 200, { move, state: table.state() });
      } else {
        send(res, 404, { error: `no ${req.method} ${url.pathname}` });
      }
    } catch (e) {
      if (e instanceof Refusal) send(res, e.status, { error: e.message });
      else send(res, 500, { error: 'internal error' });
    }
  });
}

// Run as a program: a two-seat table, seat 1 the bot.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { loadSafari, NodeBotWorker } = await binding();
  const safari = await loadSafari();
  const table = new Table(safari, NodeBotWorker, { seats: 2, bots: { 1: { budget: 800 } } });
  const port = Number(process.argv[2] ?? 8090);
  serveTable(table).listen(port, '127.0.0.1', () => console.log(`a table on http://127.0.0.1:${port}/`));
}
