// SPDX-License-Identifier: MIT
// The page: seats and options, the turn of a human (tile, rotation,
// highlighted targets, actions) by pointer, touch or keyboard, bots in a Web
// Worker, what happened (marks, log, a live region, the end summary), undo,
// records in and out. Every rule question goes to the library: the legal
// moves decide what is highlighted, and a click is applied only if the
// library says it is legal.
import { BOT_STRENGTHS, loadSafari } from './safari/safari.mjs';
import { CELL, SEAT_COLOURS, cellPoint, drawBoard } from './board.mjs';
import { ICON_DEFS } from './icons.mjs';
import { drawMarks } from './marks.mjs';
import { drawScores, drawSummary } from './panel.mjs';
import { humanTargets, task } from './targets.mjs';
import { tilePreview } from './tile-preview.mjs';
import { BoardView } from './view.mjs';
import { didMove, eventWords } from './words.mjs';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const t0 = performance.now(); // the script's start; performance.now() counts from navigation
$('icons').innerHTML = ICON_DEFS;

const safari = await loadSafari();
const STRENGTHS = BOT_STRENGTHS; // MCTS playouts a move: easy, normal, strong
// The bot's worker starts after the first playable tile is shown (or when a
// bot is first to move), so that it does not compete with the page's start.
let worker = null;
let botRequest = 0;
const botReplies = new Map();
function botWorker() {
  if (!worker) {
    worker = new Worker(new URL('./worker.mjs', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => botReplies.get(data.id)?.(data);
  }
  return worker;
}

// What tests and curious people can read: timings (from the page's start)
// and the page's state.
const stats = { firstPlayableMs: null, botMs: [] };
window.safariPage = stats;

let game = null, seats = [], rng = null, rotation = 0, selection = null;
// The generator's state at each history length, so that undo never changes
// chance: going forward again from a position draws what was drawn there.
let rngStates = [];
// What happened since the human's last move: placed tiles and scores.
let marks = { tiles: [], scores: [], fresh: false };
let said = []; // sentences for the live region
let finalEvents = [];
let keyboard = false; // the last input was a key: keep the focus on a target
const touchScreen = matchMedia('(pointer: coarse)').matches;
const board = $('board');
const view = new BoardView(board, $('offscreen'), () => { keyboard = false; });
let preview = ''; // the drawn tile's SVG, for the ghost

const humans = () => seats.filter((s) => s.kind === 'human').length;
function seatName(s, capital = true) {
  if (seats[s].kind === 'human' && humans() === 1) return capital ? 'You' : 'you';
  return `${capital ? 'Seat' : 'seat'} ${s}${seats[s].kind === 'bot' ? ' (bot)' : ''}`;
}

function setState(state, text) {
  document.body.dataset.state = state;
  $('status').textContent = text;
}

function say(text) { said.push(text); }
function announce() {
  if (said.length > 0) $('announce').textContent = said.join('. ') + '.';
  said = [];
}

function logLine(text, seat) {
  const li = document.createElement('li');
  li.textContent = text;
  if (seat !== undefined) li.style.borderLeftColor = SEAT_COLOURS[seat];
  $('log').prepend(li);
}

/** Applies a move and records what it did: marks, log lines, sentences. */
function apply(move) {
  const m = typeof move === 'string' ? game.parseMove(move) : move;
  const seat = game.toMove, chance = game.isChance;
  game.apply(m);
  if (!chance && m.kind === 'place') {
    marks.tiles.push({ x: m.x, y: m.y, seat });
    marks.fresh = true;
  }
  if (!chance && seats[seat].kind === 'bot') {
    say(`${seatName(seat)} ${didMove(m, game)}`);
    logLine(`${seatName(seat)} ${didMove(m, game)}`, seat);
  }
  for (const e of game.events) {
    const words = eventWords(e, game);
    logLine(`${seatName(e.seat)} ${words}`, e.seat);
    say(`${seatName(e.seat)} ${words}`);
    if (e.kind.startsWith('final_')) finalEvents.push(e);
    else marks.scores.push(e);
    marks.fresh = true;
  }
}

/** Puts the generator where it was when the game last stood at this history
 * length, or remembers it there. */
function syncRng() {
  const h = game.historyLength;
  if (rngStates[h] !== undefined) rng.state = rngStates[h];
  else rngStates[h] = rng.state;
}

// -- the game loop ----------------------------------------------------------

async function advance() {
  selection = null;
  while (!game.isOver) {
    if (game.isChance) {
      syncRng();
      apply(game.sampleMove(rng));
      continue;
    }
    const seat = game.toMove;
    if (seats[seat].kind === 'human') break;
    setState('bot', `${seatName(seat)} is thinking…`);
    render();
    syncRng();
    const id = ++botRequest;
    const reply = await new Promise((resolve) => {
      botReplies.set(id, resolve);
      botWorker().postMessage({ id, record: game.record(), playouts: seats[seat].playouts,
        seed: Number(rng.next() & 0xffffffffn) }); // the low 32 bits: next() % 2**32
    });
    botReplies.delete(id);
    if (id !== botRequest) return; // the game changed meanwhile (undo, load, new game)
    if (reply.error) { setState('error', reply.error); return; }
    stats.botMs.push(reply.ms);
    apply(reply.move);
  }
  if (game.isOver) {
    const best = Math.max(...game.scores), winners = game.winners;
    const who = winners.length > 1 ? `${winners.map((s) => seatName(s)).join(' and ')} tie` : `${seatName(winners[0])} won`;
    setState('over', `Game over: ${who} with ${best} points`);
    say(`Game over: ${who} with ${best} points`);
  } else {
    const moves = game.legalMoves();
    if (game.decision === 'place' && !moves.some((m) => m.kind === 'place' && m.rotation === rotation)) {
      rotation = moves.find((m) => m.kind === 'place')?.rotation ?? 0;
    }
    setState('human', `${humans() === 1 ? 'Your turn' : `${seatName(game.toMove)}'s turn`}: ${task(game, moves)}`);
  }
  render();
  announce();
  if (stats.firstPlayableMs === null && document.body.dataset.state === 'human') {
    stats.firstPlayableMs = performance.now();
    stats.firstPlayableFromScriptMs = stats.firstPlayableMs - t0;
    setTimeout(botWorker, 0);
  }
}

// -- drawing ------------------------------------------------------------------

/** Draws the page from the game: board, marks, targets, panel. */
function render() {
  const human = document.body.dataset.state === 'human';
  const focused = document.activeElement;
  const keep = focused?.closest?.('#targets, #choices') ? { move: focused.dataset.move, x: focused.dataset.x, y: focused.dataset.y } : null;
  const moves = human ? game.legalMoves() : [];
  const { targets, choices } = human ? humanTargets(game, moves, rotation, selection) : { targets: [], choices: [] };
  view.fit(game, targets.map((t) => t.cell));
  const marked = drawMarks(game, marks, selection, human && game.decision === 'boost');
  marks.fresh = false; // a mark flashes once
  board.innerHTML = `<g id="pieces" aria-hidden="true">${drawBoard(game)}</g><g id="marks" aria-hidden="true">${marked}</g>` +
    `<g id="ghost" aria-hidden="true"></g><g id="targets">${targets.map((t) => t.svg).join('')}</g>`;
  board.setAttribute('aria-label', `The board: ${game.tiles().length} tiles` + (targets.length ? `, ${targets.length} places to choose from` : ''));
  view.show();
  const drawn = tilePreview(safari, game, rotation);
  preview = drawn.svg;
  $('tile').innerHTML = preview;
  $('tile').classList.toggle('empty', !preview);
  $('tile').setAttribute('aria-label', preview ? `The drawn tile, rotated ${rotation * 90} degrees: ${drawn.words}` : 'No tile drawn');
  $('rotate').hidden = !(human && game.decision === 'place' && moves.some((m) => m.kind === 'place'));
  $('prompt').textContent = !human ? '' : {
    place: moves.some((m) => m.kind === 'place') ? (touchScreen ? 'Rotate the tile, then tap a highlighted cell.' : 'Rotate the tile (R), then choose a highlighted cell.')
      : 'This tile fits nowhere on the board: discard it.',
    action: selection ? 'Choose, or cancel.' : 'Choose a highlighted meeple spot, ranger or watering-hole corner, or pass.',
    boost: 'Add a token\'s animal to the feature being scored?', park: 'Park the displaced ranger on a highlighted cell.',
  }[game.decision] ?? '';
  $('choices').replaceChildren(...choices.map(([label, move]) => {
    const b = document.createElement('button');
    b.textContent = label;
    b.dataset.move = move;
    return b;
  }));
  const mover = game.isOver ? null : game.toMove;
  $('turn-title').textContent = game.isOver ? 'Game over' : human ? (humans() === 1 ? 'Your move' : `${seatName(mover)}'s move`)
    : mover >= 0 ? `${seatName(mover)}'s move` : 'The draw';
  drawScores(game, seatName);
  $('pools').textContent = `Tiles left: ${game.pools.stack}`;
  $('undo').disabled = game.historyLength === 0;
  drawSummary(game, finalEvents, seatName);
  // Keep the keyboard where it was: the same move, else the same cell, else
  // the first target or button.
  if (keep || (keyboard && human && (document.activeElement === document.body || !document.activeElement))) {
    const all = [...document.querySelectorAll('#targets .target, #choices button')];
    const same = all.find((t) => t.dataset.move === keep?.move) ?? all.find((t) => keep && t.dataset.x === keep.x && t.dataset.y === keep.y) ?? all[0];
    same?.focus();
  }
}

// -- input ----------------------------------------------------------------------

function play(move) {
  if (document.body.dataset.state !== 'human') return;
  if (move === 'cancel') { selection = null; render(); return; }
  if (move.startsWith('select-corner ')) {
    const [x, y, c] = move.split(' ').slice(1).map(Number);
    selection = { type: 'corner', x, y, c };
    render();
    return;
  }
  if (move.startsWith('select-ranger ')) {
    selection = { type: 'ranger', i: Number(move.split(' ')[1]) };
    render();
    return;
  }
  if (!game.isLegal(move)) { $('status').textContent = `Not legal: ${move}. ${$('status').textContent.replace(/^Not legal: [^.]*\. /, '')}`; return; }
  marks = { tiles: [], scores: [], fresh: false };
  apply(move);
  advance();
}

/** The cell under a point of the board. */
function cellAt(event) {
  const p = board.createSVGPoint();
  p.x = event.clientX;
  p.y = event.clientY;
  const q = p.matrixTransform(board.getScreenCTM().inverse());
  return [Math.floor(q.x / CELL), -Math.floor(q.y / CELL)];
}

board.addEventListener('click', (e) => {
  if (view.takeDrag() || document.body.dataset.state !== 'human') return;
  const move = e.target.dataset?.move;
  if (move) { play(move); return; }
  // A click elsewhere: the library decides whether a place or park is legal there.
  const [x, y] = cellAt(e);
  const d = game.decision;
  if (d === 'place') play(`place ${x} ${y} ${rotation}`);
  else if (d === 'park') play(`park ${x} ${y}`);
});

// The ghost tile: the drawn tile shown where a hovered or focused cell would put it.
function ghost(t) {
  const g = $('ghost');
  if (!g) return;
  if (!t?.classList?.contains('target') || game.decision !== 'place' || !preview || !t.dataset.move.startsWith('place')) {
    g.innerHTML = '';
    return;
  }
  const [ox, oy] = cellPoint(Number(t.dataset.x), Number(t.dataset.y), 0, 0);
  g.innerHTML = `<g transform="translate(${ox} ${oy})" opacity=".75">${preview}</g>`;
}
board.addEventListener('pointerover', (e) => ghost(e.target));
board.addEventListener('pointerout', () => ghost(null));
board.addEventListener('focusin', (e) => {
  // A target reached by the keyboard outside the view: fit the view to it.
  if (e.target.classList?.contains('target') && view.outside(e.target)) { fit(); return; }
  ghost(e.target);
});
board.addEventListener('focusout', () => ghost(null));

const fit = () => { view.fit(game, [], true); render(); };
$('zoom-in').onclick = () => view.zoom(1 / 1.25);
$('zoom-out').onclick = () => view.zoom(1.25);
$('zoom-fit').onclick = fit;
$('offscreen').onclick = fit;
$('choices').addEventListener('click', (e) => { if (e.target.dataset.move) play(e.target.dataset.move); });
const rotate = (by) => {
  if (document.body.dataset.state !== 'human' || game.decision !== 'place') return;
  rotation = (rotation + by + 4) % 4;
  render();
  say(`Tile rotated ${rotation * 90} degrees`);
  announce();
};
$('rotate-left').onclick = () => rotate(3);
$('rotate-right').onclick = () => rotate(1);

/** Takes back moves to the previous decision of a human seat. */
function undo() {
  if (game.historyLength === 0) return;
  botRequest++; // a bot's pending answer no longer applies
  do game.undo();
  while (game.historyLength > 0 && (game.isChance || seats[game.toMove].kind !== 'human'));
  marks = { tiles: [], scores: [], fresh: false };
  finalEvents = [];
  logLine('Move taken back');
  say('Move taken back');
  advance();
}
$('undo').onclick = undo;

// Keys: arrows move between targets, Enter or Space plays the focused one,
// R rotates (Shift+R the other way), U undoes, + and - zoom, F fits.
document.addEventListener('keydown', (e) => {
  keyboard = true;
  const el = document.activeElement;
  if (e.ctrlKey || e.metaKey || e.altKey || el?.matches?.('input, select, textarea')) return;
  const onTarget = el?.classList?.contains('target');
  if (onTarget && (e.key === 'Enter' || e.key === ' ')) {
    e.preventDefault();
    play(el.dataset.move);
  } else if (e.key.startsWith('Arrow') && (onTarget || el?.closest?.('#board'))) {
    e.preventDefault();
    moveFocus(el, e.key);
  } else if (e.key === 'r' || e.key === 'R') {
    rotate(e.shiftKey ? 3 : 1);
  } else if (e.key === 'u' || e.key === 'U') {
    undo();
  } else if (e.key === '+' || e.key === '=') {
    view.zoom(1 / 1.25);
  } else if (e.key === '-') {
    view.zoom(1.25);
  } else if (e.key === 'f' || e.key === 'F') {
    fit();
  }
});

/** Focus to the nearest target in the arrow's direction (or the first). */
function moveFocus(from, key) {
  const all = [...document.querySelectorAll('#targets .target')];
  if (all.length === 0) return;
  const pos = (t) => { const b = t.getBBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  if (!from?.classList?.contains('target')) { all[0].focus(); return; }
  const [x0, y0] = pos(from), [dx, dy] = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[key];
  let best = null, bestCost = Infinity;
  for (const t of all) {
    if (t === from) continue;
    const [x, y] = pos(t), along = (x - x0) * dx + (y - y0) * dy, across = Math.abs((x - x0) * dy - (y - y0) * dx);
    if (along <= 0) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) { bestCost = cost; best = t; }
  }
  // Nothing that way: wrap round in document order.
  best ??= all[(all.indexOf(from) + (dx + dy > 0 ? 1 : all.length - 1)) % all.length];
  best.focus();
}

$('download').onclick = () => {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([game.record()], { type: 'text/plain' }));
  a.download = 'safari-game.txt';
  a.click();
  URL.revokeObjectURL(a.href);
};

$('load-button').onclick = () => $('load').click();
$('load').onchange = async (e) => {
  const file = e.target.files[0];
  if (!file) return;
  try {
    const loaded = safari.Game.fromRecord(await file.text());
    start(loaded, seatsFromForm(loaded.seats), rng);
  } catch (err) {
    // The game in play goes on, its highlights still valid.
    render();
    $('status').textContent = `Could not load ${file.name}: ${err.message}. The game goes on.`;
  }
  e.target.value = '';
};
$('summary-close').onclick = () => { $('summary').dataset.closed = 'yes'; $('summary').hidden = true; };
$('summary-new').onclick = () => { $('setup').open = true; $('setup-form').seats.focus(); $('summary-close').click(); };

// -- set-up -----------------------------------------------------------------------

const form = $('setup-form');
function seatRows() {
  const n = Number(form.seats.value), rows = $('seat-rows');
  while (rows.children.length < n) {
    const i = rows.children.length;
    const row = document.createElement('div');
    row.innerHTML = `<label>Seat ${i} <select name="kind${i}"><option value="human">human</option><option value="bot">bot</option></select></label>` +
      ` <label><span class="sr-only">Seat ${i} strength</span><select name="strength${i}">${Object.keys(STRENGTHS).map((k) => `<option${k === 'normal' ? ' selected' : ''}>${k}</option>`).join('')}</select></label>`;
    row.querySelector('select').value = i === 0 ? 'human' : 'bot';
    rows.append(row);
  }
  while (rows.children.length > n) rows.lastChild.remove();
  form.first.innerHTML = Array.from({ length: n }, (_, i) => `<option>${i}</option>`).join('');
}
function seatsFromForm(n) {
  return Array.from({ length: n }, (_, i) => ({
    kind: form[`kind${i}`]?.value ?? (i === 0 ? 'human' : 'bot'),
    playouts: STRENGTHS[form[`strength${i}`]?.value ?? 'normal'],
  }));
}
form.seats.onchange = seatRows;
seatRows();

function newRng() {
  const seed = form.seed.value !== '' ? BigInt(form.seed.value) : params.has('seed') ? BigInt(params.get('seed'))
    : BigInt(crypto.getRandomValues(new Uint32Array(1))[0]);
  return new safari.SplitMix64(seed);
}

function start(newGame, newSeats, newRngValue) {
  botRequest++;
  game?.free();
  game = newGame;
  seats = newSeats;
  rng = newRngValue;
  rngStates = [];
  view.box = null;
  view.userMoved = false;
  rotation = 0;
  marks = { tiles: [], scores: [], fresh: false };
  finalEvents = [];
  delete $('summary').dataset.closed;
  $('log').replaceChildren();
  advance();
}

form.onsubmit = (e) => {
  e.preventDefault();
  const limit = form.limit.value === 'none' ? null : form.limit.value === 'table'
    ? [Number(form.limitX.value), Number(form.limitY.value)] : ['window', Number(form.limitX.value), Number(form.limitY.value)];
  try {
    const n = Number(form.seats.value);
    start(new safari.Game({ seats: n, firstSeat: Number(form.first.value), finalScoring: form.finalScoring.value,
      baobabTokens: form.baobabTokens.value, boosts: form.boosts.value, boardLimit: limit }), seatsFromForm(n), newRng());
  } catch (err) {
    $('status').textContent = `Could not start: ${err.message}`;
  }
};

// A game starts at once: seat 0 human, seat 1 a bot of normal strength.
start(new safari.Game({ seats: 2 }), seatsFromForm(2), newRng());
