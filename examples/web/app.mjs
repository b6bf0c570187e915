// SPDX-License-Identifier: MIT
// The page: seats (named, human or a bot of a named level) and options, the
// turn of a human (tile, rotation, highlighted targets, actions, a hint) by
// pointer, touch or keyboard, bots in a Web Worker, what happened (marks,
// the log of every seat's moves, a live region, the end summary), a
// hand-off screen between the humans of a hotseat game, undo, the game
// saved on every move and resumed after a reload, replay, the tiles still
// to come, records in and out. Every rule question goes to the library:
// the legal moves decide what is highlighted, and a click is applied only if
// the library says it is legal.
import { DEFAULT_LEVEL, loadSafari } from './safari/safari.mjs';
import { ICON_DEFS, SEAT_COLOURS, boardInput, cellPoint, drawBoard, drawRulers } from './safari/board.mjs';
import { drawMarks } from './marks.mjs';
import { drawScores, drawSummary } from './panel.mjs';
import { forgetGame, loadSaved, saveGame } from './save.mjs';
import { humanTargets, task } from './targets.mjs';
import { tilePreview } from './tile-preview.mjs';
import { BoardView } from './view.mjs';
import { didMove, eventWords, moveName } from './words.mjs';

const $ = (id) => document.getElementById(id);
// What the first tile does not need is loaded after it is shown (or when
// first used): the replay and the tiles to come.
let later = null;
const lazy = { replay: null, toCome: null };
function loadLater() {
  later ??= Promise.all([import('./replay.mjs'), import('./to-come.mjs')]).then(([replayModule, toComeModule]) => {
    lazy.replay = replayModule;
    lazy.toCome = toComeModule;
  });
  return later;
}
const params = new URLSearchParams(location.search);
const t0 = performance.now(); // the script's start; performance.now() counts from navigation
$('icons').innerHTML = ICON_DEFS;

const safari = await loadSafari();
const LEVELS = safari.levels(); // the planning player's named levels, weakest first
const levelName = (level) => `${level} ${LEVELS[level - 1]?.name ?? ''}`.trim();
// The bot's worker starts after the first playable tile is shown (or when a
// bot is first to move), so that it does not compete with the page's start.
let worker = null;
let botRequest = 0, hintRequest = 0;
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
const stats = { firstPlayableMs: null, botMs: [], hint: null, saved: 0, resumed: false,
  get seats() { return seats.map((s) => ({ ...s })); },
  get rng() { return rng?.state.toString(); },
  get viewMoved() { return view.userMoved; } };
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
let hint = null; // {move (text), level} of the hint shown, until the next move
let handedTo = null; // the human seat the device was last handed to (hotseat)
let replay = null; // the Replay shown, with the game in play kept aside
const touchScreen = matchMedia('(pointer: coarse)').matches;
const board = $('board');
const view = new BoardView(board, $('offscreen'), () => { keyboard = false; });
let preview = ''; // the drawn tile's SVG, for the ghost

const humans = () => seats.filter((s) => s.kind === 'human').length;
/** A seat's name: the one given in the set-up, else "You" for the only
 * human, "Seat N (bot)" for a bot, "Seat N" for a human of a hotseat game. */
function seatName(s, capital = true) {
  if (seats[s].name) return seats[s].name;
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

/** The log's lines for a move just applied to `g` by `seat` (null for
 * chance): the seat's move in words and coordinates the board shows, then
 * the scoring it caused. */
function moveLines(g, m, seat) {
  const lines = [];
  if (seat !== null) lines.push([`${seatName(seat)} ${didMove(m, g)}`, seat]);
  for (const e of g.events) lines.push([`${seatName(e.seat)} ${eventWords(e, g)}`, e.seat]);
  return lines;
}

/** Applies a move and records what it did: marks, log lines, sentences,
 * and the saved game. */
function apply(move) {
  const m = typeof move === 'string' ? game.parseMove(move) : move;
  const seat = game.toMove, chance = game.isChance;
  game.apply(m);
  if (!chance && m.kind === 'place') {
    marks.tiles.push({ x: m.x, y: m.y, seat });
    marks.fresh = true;
  }
  moveLines(game, m, chance ? null : seat).forEach(([text, s], i) => {
    logLine(text, s);
    // A human made their own move and needs no telling; the rest is said.
    if (i > 0 || chance || seats[seat].kind === 'bot') say(text);
  });
  for (const e of game.events) {
    if (e.kind.startsWith('final_')) finalEvents.push(e);
    else marks.scores.push(e);
    marks.fresh = true;
  }
  persist();
}

/** Keeps the game in the browser's storage (save.mjs): on every move. */
function persist() {
  if (replay || !game) return;
  if (saveGame(localStorage, { record: game.record(), seats, rngState: rng.state, rngStates })) stats.saved++;
}

/** The log rebuilt from the game's history (a resumed or loaded game). */
function rebuildLog() {
  $('log').replaceChildren();
  const g = game.clone(), moves = g.history;
  try {
    while (g.historyLength > 0) g.undo();
    for (const m of moves) {
      const seat = g.isChance ? null : g.toMove;
      g.apply(m);
      for (const [text, s] of moveLines(g, m, seat)) logLine(text, s);
      for (const e of g.events) if (e.kind.startsWith('final_')) finalEvents.push(e);
    }
  } finally {
    g.free();
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
      botWorker().postMessage({ id, record: game.record(), level: seats[seat].level,
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
    if (humans() > 1 && handedTo !== game.toMove) {
      // Hotseat: the device goes to the next human before their turn shows.
      setState('handoff', `Pass the device to ${seatName(game.toMove)}`);
      $('handoff-text').textContent = `Pass the device to ${seatName(game.toMove)}.`;
      $('handoff-ready').textContent = `${seatName(game.toMove)} is ready`;
      $('handoff').hidden = false;
      render();
      announce();
      $('handoff-ready').focus();
      return;
    }
    setState('human', `${humans() === 1 ? 'Your turn' : `${seatName(game.toMove)}'s turn`}: ${task(game, moves)}`);
  }
  render();
  announce();
  if (stats.firstPlayableMs === null && document.body.dataset.state === 'human') {
    stats.firstPlayableMs = performance.now();
    stats.firstPlayableFromScriptMs = stats.firstPlayableMs - t0;
    setTimeout(() => { botWorker(); loadLater(); }, 0);
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
  // The smallest targets set how far the view may zoom out, and where it
  // centres when it cannot show everything.
  const least = Math.min(...targets.map((t) => t.size));
  view.fit(game, targets.map((t) => t.cell), false, { minUnits: least,
    focus: targets.filter((t) => t.size === least).map((t) => t.cell) });
  const marked = drawMarks(game, marks, selection, human && game.decision === 'boost');
  marks.fresh = false; // a mark flashes once
  board.innerHTML = `<g id="pieces" aria-hidden="true">${drawBoard(game)}${drawRulers(game)}</g><g id="marks" aria-hidden="true">${marked}</g>` +
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
  $('to-come-count').textContent = String(game.pools.stack);
  showToCome();
  $('undo').disabled = game.historyLength === 0 || replay !== null;
  $('hint').hidden = !human || replay !== null;
  $('replay-bar').hidden = replay === null;
  if (replay) {
    const { step, steps } = replay.r;
    $('replay-back').disabled = $('replay-start').disabled = step <= 0;
    $('replay-forward').disabled = $('replay-end').disabled = step >= steps;
    $('replay-position').textContent = `Move ${step} of ${steps}`;
  }
  drawSummary(game, finalEvents, seatName);
  if (hint && human) markHint();
  // Keep the keyboard where it was: the same move, else the same cell, else
  // the first target or button.
  if (keep || (keyboard && human && (document.activeElement === document.body || !document.activeElement))) {
    const all = [...document.querySelectorAll('#targets .target, #choices button')];
    const same = all.find((t) => t.dataset.move === keep?.move) ?? all.find((t) => keep && t.dataset.x === keep.x && t.dataset.y === keep.y) ?? all[0];
    same?.focus();
  }
}

// -- input ----------------------------------------------------------------------

/** Plays a move's text (a target's, a button's), or a selection of the
 * action decision (a ranger, a watering-hole corner) or "cancel". */
function play(move) {
  if (document.body.dataset.state !== 'human') return;
  if (move === 'cancel') { selection = null; render(); return; }
  if (!game.isLegal(move)) { $('status').textContent = `Not legal: ${move}. ${$('status').textContent.replace(/^Not legal: [^.]*\. /, '')}`; return; }
  marks = { tiles: [], scores: [], fresh: false };
  hint = null;
  stats.hint = null;
  hintRequest++;
  view.moved();
  apply(move);
  advance();
}

// -- the hint: the library's bot at the seat's level --------------------------

/** Asks the worker for the move the planning player would make here at the
 * seat's level (its seed the position's history length: the same hint for
 * the same position), then shows it: the tile turned to its rotation and
 * the target or button marked and focused. */
function askHint() {
  if (document.body.dataset.state !== 'human' || replay) return;
  const seat = game.toMove, level = seats[seat].level, length = game.historyLength;
  const id = `hint ${++hintRequest}`, token = hintRequest;
  $('hint').disabled = true;
  botReplies.set(id, (reply) => {
    botReplies.delete(id);
    $('hint').disabled = false;
    if (token !== hintRequest || game.historyLength !== length || document.body.dataset.state !== 'human') return;
    if (reply.error) { $('status').textContent = `No hint: ${reply.error}`; return; }
    const m = game.parseMove(reply.move);
    hint = { move: reply.move, level };
    stats.hint = { move: reply.move, level, seed: length };
    if (m.kind === 'place') rotation = m.rotation;
    if (m.kind === 'dig' || m.kind === 'expand') selection = { type: 'corner', x: m.x, y: m.y, c: m.index };
    keyboard = true; // keep the focus on the marked target
    render();
    const words = `Hint (level ${levelName(level)}): ${moveName(m, game)}`;
    $('status').textContent = words;
    say(words);
    announce();
  });
  botWorker().postMessage({ id, record: game.record(), level, seed: length });
}

/** Marks the hinted move's target or button and gives it the focus. */
function markHint() {
  const m = game.parseMove(hint.move);
  const keys = [hint.move];
  if (m.kind === 'ranger') keys.push(`select-ranger ${m.index}`);
  const all = [...document.querySelectorAll('#targets .target, #choices button')];
  const el = all.find((t) => keys.includes(t.dataset.move));
  if (!el) return;
  el.classList.add('hint');
  el.focus();
}
$('hint').onclick = askHint;

// Clicks, taps and keys on the board's targets: the package's view gives
// the move (or the selection) each stands for; a click beside every target
// names its cell, whose place or park the library judges.
boardInput(board, {
  enabled: () => !view.takeDrag() && document.body.dataset.state === 'human',
  onMove: (move) => play(move),
  onSelect: (s) => { selection = s; render(); },
  onMiss: ({ cell: [x, y] }) => {
    const d = game.decision;
    if (d === 'place') play(`place ${x} ${y} ${rotation}`);
    else if (d === 'park') play(`park ${x} ${y}`);
  },
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
  if (game.historyLength === 0 || replay) return;
  botRequest++; // a bot's pending answer no longer applies
  hint = null;
  hintRequest++;
  do game.undo();
  while (game.historyLength > 0 && (game.isChance || seats[game.toMove].kind !== 'human'));
  marks = { tiles: [], scores: [], fresh: false };
  finalEvents = [];
  logLine('Move taken back');
  say('Move taken back');
  if (humans() > 1) handedTo = game.toMove; // taken back by the seat in front of the screen
  persist();
  advance();
}
$('undo').onclick = undo;

// Keys: arrows move between targets, Enter or Space plays the focused one
// (both the package's boardInput, on the board); R rotates (Shift+R the
// other way), U undoes, H hints, + and - zoom, F fits, and in a replay the
// left and right arrows step. Any key (seen first, in the capture phase)
// puts the page in keyboard mode: the focus stays on a target.
document.addEventListener('keydown', () => { keyboard = true; }, true);
document.addEventListener('keydown', (e) => {
  const el = document.activeElement;
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || el?.matches?.('input, select, textarea')) return;
  if (replay && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
    e.preventDefault();
    replayGo(replay.r.step + (e.key === 'ArrowLeft' ? -1 : 1));
  } else if (e.key === 'r' || e.key === 'R') {
    rotate(e.shiftKey ? 3 : 1);
  } else if (e.key === 'u' || e.key === 'U') {
    undo();
  } else if (e.key === 'h' || e.key === 'H') {
    askHint();
  } else if (e.key === '+' || e.key === '=') {
    view.zoom(1 / 1.25);
  } else if (e.key === '-') {
    view.zoom(1.25);
  } else if (e.key === 'f' || e.key === 'F') {
    fit();
  }
});

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
/** One row a seat: human or bot, its level (a bot's strength, a human's
 * hints), its name. */
function seatRows() {
  const n = Number(form.seats.value), rows = $('seat-rows');
  while (rows.children.length < n) {
    const i = rows.children.length;
    const row = document.createElement('div');
    row.className = 'seat-row';
    row.innerHTML = `<label>Seat ${i} <select name="kind${i}"><option value="human">human</option><option value="bot">bot</option></select></label>` +
      ` <label><span class="sr-only">Seat ${i} level</span><select name="level${i}" title="The bot's level, or a human's hints">` +
      `${LEVELS.map((l) => `<option value="${l.level}"${l.level === DEFAULT_LEVEL ? ' selected' : ''}>level ${l.level}: ${l.name}</option>`).join('')}</select></label>` +
      ` <label><span class="sr-only">Seat ${i} name</span><input name="name${i}" maxlength="20" placeholder="name" autocomplete="off"></label>`;
    row.querySelector('select').value = i === 0 ? 'human' : 'bot';
    rows.append(row);
  }
  while (rows.children.length > n) rows.lastChild.remove();
  form.first.innerHTML = Array.from({ length: n }, (_, i) => `<option>${i}</option>`).join('');
}
function seatsFromForm(n) {
  return Array.from({ length: n }, (_, i) => ({
    kind: form[`kind${i}`]?.value ?? (i === 0 ? 'human' : 'bot'),
    level: Number(form[`level${i}`]?.value ?? DEFAULT_LEVEL),
    name: (form[`name${i}`]?.value ?? '').trim(),
  }));
}
/** The set-up form showing a game's seats (a resumed game). */
function seatsToForm(list) {
  form.seats.value = String(list.length);
  seatRows();
  list.forEach((s, i) => {
    form[`kind${i}`].value = s.kind;
    form[`level${i}`].value = String(s.level);
    form[`name${i}`].value = s.name;
  });
}
form.seats.onchange = seatRows;
seatRows();

function newRng() {
  const seed = form.seed.value !== '' ? BigInt(form.seed.value) : params.has('seed') ? BigInt(params.get('seed'))
    : BigInt(crypto.getRandomValues(new Uint32Array(1))[0]);
  return new safari.SplitMix64(seed);
}

function start(newGame, newSeats, newRngValue, newRngStates = []) {
  botRequest++;
  hintRequest++;
  if (replay) leaveReplay(false);
  game?.free();
  game = newGame;
  seats = newSeats;
  rng = newRngValue;
  rngStates = newRngStates;
  view.box = null;
  view.userMoved = false;
  rotation = 0;
  hint = null;
  handedTo = null;
  selection = null;
  marks = { tiles: [], scores: [], fresh: false };
  finalEvents = [];
  delete $('summary').dataset.closed;
  $('handoff').hidden = true;
  rebuildLog();
  persist();
  advance();
}

// -- hotseat: the hand-off ---------------------------------------------------------

$('handoff-ready').onclick = () => {
  if (document.body.dataset.state !== 'handoff') return;
  handedTo = game.toMove;
  $('handoff').hidden = true;
  advance();
};

// -- replay -----------------------------------------------------------------------

/** Shows the game in play as a replay, at its start. */
function enterReplay() {
  if (replay || !game) return;
  if (!lazy.replay) { loadLater().then(enterReplay); return; }
  botRequest++; // a bot's pending answer will be asked again after
  hintRequest++;
  const r = new lazy.replay.Replay(game);
  replay = { r, kept: game, marks, selection };
  game = r.game;
  selection = null;
  $('handoff').hidden = true;
  replayGo(0);
  $('replay-forward').focus();
}

/** Goes to stop k of the replay and says what the last seat move did. */
function replayGo(k) {
  if (!replay) return;
  const r = replay.r;
  r.goTo(k);
  const last = r.lastSeatMove();
  marks = { tiles: [], scores: [], fresh: false };
  let words = 'the start';
  if (last) {
    words = `${seatName(last.seat)} ${didMove(last.move, r.game)}`;
    if (last.move.kind === 'place') marks.tiles.push({ x: last.move.x, y: last.move.y, seat: last.seat });
  }
  setState('replay', `Replay, move ${r.step} of ${r.steps}: ${words}`);
  say(`Move ${r.step} of ${r.steps}: ${words}`);
  render();
  announce();
}

/** Back to the game in play, as it was. */
function leaveReplay(go = true) {
  if (!replay) return;
  const { r, kept, marks: keptMarks, selection: keptSelection } = replay;
  replay = null;
  game = kept;
  r.free();
  marks = keptMarks;
  selection = keptSelection;
  view.box = null;
  view.userMoved = false;
  if (go) advance();
}

$('replay-button').onclick = enterReplay;
$('summary-replay').onclick = () => { $('summary-close').click(); enterReplay(); };
$('replay-start').onclick = () => replayGo(0);
$('replay-back').onclick = () => replayGo(replay.r.step - 1);
$('replay-forward').onclick = () => replayGo(replay.r.step + 1);
$('replay-end').onclick = () => replayGo(replay.r.steps);
$('replay-leave').onclick = () => leaveReplay();

// -- the tiles still to come --------------------------------------------------------

/** The list of the tiles to come, when it is open. */
function showToCome() {
  if (!$('to-come').open || !game) return;
  if (lazy.toCome) $('to-come-list').innerHTML = lazy.toCome.drawToCome(game);
  else loadLater().then(showToCome);
}
$('to-come').addEventListener('toggle', showToCome);

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

// The saved game comes back (a reload, an evicted tab); else a game starts
// at once: seat 0 human, seat 1 a bot of the middle level. A seed in the
// address starts that seeded game, and leaves the address so that a reload
// resumes it.
const saved = params.has('seed') ? null : loadSaved(localStorage);
let resumed = false;
if (saved) {
  try {
    const g = safari.Game.fromRecord(saved.record);
    if (saved.seats.length !== g.seats) throw new Error('seats');
    const r = new safari.SplitMix64(0n);
    r.state = saved.rngState;
    seatsToForm(saved.seats);
    start(g, saved.seats, r, saved.rngStates);
    resumed = true;
    stats.resumed = true;
  } catch {
    forgetGame(localStorage);
  }
}
if (!resumed) start(new safari.Game({ seats: 2 }), seatsFromForm(2), newRng());
if (params.has('seed')) history.replaceState(null, '', location.pathname);
