// SPDX-License-Identifier: MIT
// The server example (examples/server) over HTTP: two clients play a whole
// game by move text while the server draws chance; malformed, illegal,
// out-of-turn and client-sent chance moves are refused and change nothing;
// a bot seat plays in its worker thread; a table saved as JSON goes on.
// Needs the binding of a scripts/web.sh build (SAFARI_JS, by default
// build-web/js).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
process.env.SAFARI_JS ??= path.join(root, 'build-web/js');
const { binding, serveTable } = await import('../server.mjs');
const { Table } = await import('../table.mjs');
const { loadSafari, NodeBotWorker } = await binding();
const safari = await loadSafari();

/** A listening server of `table`, and a client of it. */
async function serve(table) {
  const server = serveTable(table);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const call = async (method, where, { body, token } = {}) => {
    const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
    const res = await fetch(base + where, { method, body, headers });
    return { status: res.status, ...(await res.json()) };
  };
  return { call, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('two clients play a whole game; chance is the server\'s; every refusal changes nothing', async () => {
  const table = new Table(safari, NodeBotWorker, { seats: 2, seed: 5n });
  const { call, close } = await serve(table);
  try {
    const a = await call('POST', '/join'), b = await call('POST', '/join');
    assert.deepEqual([a.status, a.seat, b.status, b.seat], [200, 0, 200, 1]);
    assert.equal((await call('POST', '/join')).status, 409);
    const tokens = [a.token, b.token];
    let state = await call('GET', '/state');
    assert.equal(state.decision, 'place'); // setup and the first draw were the server's
    assert.notEqual(state.tileInHand, null);
    const seat = state.toMove, other = 1 - seat, hash = state.hash;
    const refused = async (token, body, status, error) => {
      const answer = await call('POST', '/move', { token, body });
      assert.equal(answer.status, status, `${body}: ${answer.error}`);
      assert.match(answer.error, error);
    };
    await refused(tokens[other], state.legal[0], 403, /not your turn: seat \d decides/);
    await refused('forged', state.legal[0], 401, /no seat/);
    await refused(undefined, state.legal[0], 401, /no seat/);
    await refused(tokens[seat], 'place 1 2', 400, /not a move/);
    await refused(tokens[seat], 'draw 14/2', 409, /illegal now: draw 14\/2/); // chance's move, at a seat's decision
    await refused(tokens[seat], 'place 40 40 0', 409, /illegal now/);
    await refused(tokens[seat], 'x'.repeat(300), 413, /too long/);
    assert.equal((await call('GET', '/state')).hash, hash);
    // The whole game, each client sending the text of a move it picks.
    const rng = new safari.SplitMix64(17n);
    let moves = 0, draws = 0;
    while (state.decision !== 'end') {
      assert.ok(state.legal.length > 0);
      const text = state.legal[rng.nextBelow(state.legal.length)];
      const answer = await call('POST', '/move', { token: tokens[state.toMove], body: text });
      assert.equal(answer.status, 200, answer.error);
      assert.equal(answer.move, text);
      state = answer.state;
      moves++;
      if (state.decision === 'draw') draws++; // a seat is never left at a chance decision
    }
    assert.equal(draws, 0);
    assert.ok(moves > 100);
    // The record reaches the hash the server reports, and the game is over.
    const replay = safari.Game.fromJSON({ record: state.record, hash: state.hash });
    assert.ok(replay.isOver);
    assert.deepEqual(replay.scores, state.scores);
    replay.free();
    await refused(tokens[0], 'pass', 409, /the game is over/);
  } finally {
    await close();
    table.close();
  }
});

test('a bot seat answers in its worker thread, and a saved table goes on', async () => {
  const table = new Table(safari, NodeBotWorker, { seats: 2, seed: 8n, bots: { 1: { budget: 40, seed: 3 } } });
  const { call, close } = await serve(table);
  let saved;
  try {
    const me = await call('POST', '/join');
    assert.equal(me.seat, 0);
    assert.equal((await call('POST', '/join')).status, 409); // seat 1 is the bot's
    await table.settled();
    let state = await call('GET', '/state');
    const rng = new safari.SplitMix64(2n);
    const turn = (text) => text === 'discard' || text.startsWith('place ');
    let mine = 0;
    // Until the start of a turn of mine after three of them (a decision of
    // seat 0 during the bot's turn, a boost, is answered too).
    while (!(mine >= 3 && state.decision === 'place') && state.decision !== 'end') {
      assert.equal(state.toMove, 0); // the bot has replied before the answer comes
      const text = state.legal[rng.nextBelow(state.legal.length)];
      const answer = await call('POST', '/move', { token: me.token, body: text });
      assert.equal(answer.status, 200, answer.error);
      state = answer.state;
      if (turn(text)) mine++;
    }
    // Seat 0 and the bot take turns: the bot placed a tile after each of mine.
    const game = safari.Game.fromRecord(state.record);
    assert.equal(mine, 3);
    assert.equal(game.history.filter((m) => turn(game.moveText(m))).length, 2 * mine);
    game.free();
    saved = JSON.parse(JSON.stringify(table));
    assert.equal(saved.game.hash, state.hash);
  } finally {
    await close();
    table.close();
  }
  // A new table from the saved game: the same position, and play goes on.
  const again = new Table(safari, NodeBotWorker, { seed: 9n, bots: { 1: { budget: 40 } },
    game: safari.Game.fromJSON(saved.game) });
  try {
    assert.equal(again.state().hash, saved.game.hash);
    const me = again.join();
    const state = again.state();
    assert.equal(state.toMove, 0);
    again.play(me.token, state.legal[0]);
    await again.settled();
    assert.equal(again.state().toMove, 0);
  } finally {
    again.close();
  }
});
