// The page: seats and options, the turn of a human (tile, rotation,
// highlighted cells, actions), bots in a Web Worker, scoring events, undo,
// records in and out. Every rule question goes to the library: the legal
// moves decide what is highlighted, and a click is applied only if the
// library says it is legal.
import { loadSafari } from './safari/safari.mjs';
import { CELL, CORNER_PT, SEAT_COLOURS, SIDE_MID, boardBox, cellPoint, drawBoard, tileFace } from './board.mjs';

const STRENGTHS = { easy: 60, normal: 800, strong: 3000 }; // MCTS playouts a move
const $ = (id) => document.getElementById(id);
const t0 = performance.now();
const params = new URLSearchParams(location.search);

const safari = await loadSafari();
const worker = new Worker(new URL('./worker.mjs', import.meta.url), { type: 'module' });
let botRequest = 0;
const botReplies = new Map();
worker.onmessage = ({ data }) => botReplies.get(data.id)?.(data);

// What tests and curious people can read: timings and the page's state.
const stats = { firstPlayableMs: null, botMs: [] };
window.safariPage = stats;

let game = null, seats = [], rng = null, rotation = 0, selection = null, view = null;

function setState(state, text) {
  document.body.dataset.state = state;
  $('status').textContent = text;
}

function logEvents(seatOf, moveText) {
  for (const e of game.events) {
    const li = document.createElement('li');
    li.textContent = `seat ${e.seat}: ${e.points} for ${e.kind.replace('_', ' ')} (after ${moveText})`;
    $('log').prepend(li);
  }
}

function apply(move) {
  const text = typeof move === 'string' ? move : game.moveText(move);
  game.apply(move);
  logEvents(game.toMove, text);
}

// -- the game loop ----------------------------------------------------------

async function advance() {
  selection = null;
  while (!game.isOver) {
    if (game.isChance) {
      apply(game.sampleMove(rng));
      continue;
    }
    const seat = game.toMove;
    if (seats[seat].kind === 'human') break;
    setState('bot', `Seat ${seat} (bot) is thinking…`);
    render();
    const id = ++botRequest;
    const reply = await new Promise((resolve) => {
      botReplies.set(id, resolve);
      worker.postMessage({ id, record: game.record(), playouts: seats[seat].playouts,
        seed: Number(rng.next() & 0xffffffffn) }); // the low 32 bits: next() % 2**32
    });
    botReplies.delete(id);
    if (id !== botRequest) return; // the game changed meanwhile (undo, load, new game)
    if (reply.error) { setState('error', reply.error); return; }
    stats.botMs.push(reply.ms);
    apply(reply.move);
  }
  if (game.isOver) {
    setState('over', `Game over: ${game.winners.map((s) => `seat ${s}`).join(' and ')} won`);
  } else {
    if (game.decision === 'place') {
      const moves = game.legalMoves();
      if (!moves.some((m) => m.kind === 'place' && m.rotation === rotation)) {
        rotation = moves.find((m) => m.kind === 'place')?.rotation ?? 0;
      }
    }
    setState('human', `Seat ${game.toMove}: ${game.decision}`);
  }
  render();
  if (stats.firstPlayableMs === null && document.body.dataset.state === 'human') {
    stats.firstPlayableMs = performance.now() - t0;
  }
}

// -- drawing ------------------------------------------------------------------

function target(shape, move, extra = '') {
  return shape.replace('/>', ` class="target" data-move="${move}" ${extra}/>`);
}

/** The highlights of a human decision and the buttons beside the board. */
function humanTargets(moves) {
  let svg = '';
  const choices = [];
  const cellRect = (x, y, move) => {
    const [px, py] = cellPoint(x, y, 0, 0);
    return target(`<rect x="${px + 3}" y="${py + 3}" width="${CELL - 6}" height="${CELL - 6}" rx="6"/>`, move);
  };
  const d = game.decision;
  if (d === 'place') {
    for (const m of moves) {
      if (m.kind === 'place' && m.rotation === rotation) svg += cellRect(m.x, m.y, game.moveText(m));
      if (m.kind === 'discard') choices.push(['Discard the tile', 'discard']);
    }
  } else if (d === 'park') {
    for (const m of moves) svg += cellRect(m.x, m.y, game.moveText(m));
  } else if (d === 'boost') {
    for (const m of moves) choices.push([m.speciesLetter ? `Boost with ${m.speciesLetter}` : 'No boost', game.moveText(m)]);
  } else if (d === 'action') {
    const placed = game.history.filter((m) => m.kind === 'place').at(-1);
    if (selection?.type === 'corner') {
      for (const m of moves) {
        if ((m.kind === 'dig' || m.kind === 'expand') && m.x === selection.x && m.y === selection.y && m.index === selection.c) {
          choices.push([`${m.kind} with ${m.speciesLetter}`, game.moveText(m)]);
        }
      }
      choices.push(['Cancel', 'cancel']);
      return { svg, choices };
    }
    if (selection?.type === 'ranger') {
      for (const m of moves) if (m.kind === 'ranger' && m.index === selection.i) svg += cellRect(m.x, m.y, game.moveText(m));
      choices.push(['Cancel', 'cancel']);
      return { svg, choices };
    }
    const corners = new Set(), rangers = new Set();
    for (const m of moves) {
      if (m.kind === 'meeple') {
        const [px, py] = m.index === 4 ? cellPoint(placed.x, placed.y, 0.5, 0.62)
          : cellPoint(placed.x, placed.y, 0.5 + (SIDE_MID[m.index][0] - 0.5) * 0.55, 0.5 + (SIDE_MID[m.index][1] - 0.5) * 0.55);
        svg += target(`<circle cx="${px}" cy="${py}" r="9"/>`, game.moveText(m));
      } else if (m.kind === 'dig' || m.kind === 'expand') {
        corners.add(`${m.x} ${m.y} ${m.index}`);
      } else if (m.kind === 'ranger') {
        rangers.add(m.index);
      } else if (m.kind === 'pass') {
        choices.push(['Pass', 'pass']);
      }
    }
    for (const i of rangers) {
      const [x, y] = game.rangers[i];
      const [px, py] = cellPoint(x, y, 0.5, 0.5);
      svg += target(`<circle cx="${px}" cy="${py}" r="16"/>`, `select-ranger ${i}`);
    }
    for (const key of corners) {
      const [x, y, c] = key.split(' ').map(Number);
      const [fx, fy] = CORNER_PT[c];
      const [px, py] = cellPoint(x, y, 0.5 + (fx - 0.5) * 0.78, 0.5 + (fy - 0.5) * 0.78);
      svg += target(`<rect x="${px - 6}" y="${py - 6}" width="12" height="12"/>`, `select-corner ${key}`);
    }
  }
  return { svg, choices };
}

/** The drawn tile at the shown rotation, drawn by the library: the first
 * legal placement is applied, its tile read, and undone. */
function drawTilePreview() {
  const place = game.decision === 'place' ? game.legalMoves().find((m) => m.kind === 'place') : null;
  if (!place) { $('tile').innerHTML = ''; return; }
  game.apply(place);
  const t = game.tileAt(place.x, place.y), features = game.tileFeatures(place.x, place.y);
  game.undo();
  const turn = (rotation - place.rotation + 4) % 4;
  const turned = features.map((f) => ({ ...f, sides: [...f.sides].map((c) => 'NESW'['NESW'.indexOf(c) + turn & 3]).join('') }));
  $('tile').innerHTML = tileFace(turned, t.baobab);
}

function render() {
  const human = document.body.dataset.state === 'human';
  const { svg, choices } = human ? humanTargets(game.legalMoves()) : { svg: '', choices: [] };
  if (!view) view = boardBox(game);
  const board = $('board');
  board.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
  board.innerHTML = `<g id="pieces">${drawBoard(game)}</g><g id="targets">${svg}</g>`;
  drawTilePreview();
  $('rotate').hidden = !(human && game.decision === 'place');
  $('prompt').textContent = !human ? '' : {
    place: 'Rotate the tile and click a highlighted cell.',
    action: selection ? 'Choose.' : 'Click a highlighted meeple spot, ranger or corner, or pass.',
    boost: 'Boost the feature being scored?', park: 'Park the displaced ranger on a highlighted cell.',
  }[game.decision] ?? '';
  $('choices').replaceChildren(...choices.map(([label, move]) => {
    const b = document.createElement('button');
    b.textContent = label;
    b.dataset.move = move;
    return b;
  }));
  const scores = game.scores, projected = game.projectedScores, active = game.active;
  $('scores').replaceChildren(...scores.map((score, s) => {
    const li = document.createElement('li');
    li.dataset.seat = s;
    li.dataset.score = score;
    li.style.color = SEAT_COLOURS[s];
    li.className = s === active && !game.isOver ? 'active' : '';
    const info = game.seatInfo(s);
    li.textContent = `seat ${s} (${seats[s].kind}): ${score} points` +
      (game.isOver ? '' : `, ${projected[s]} if it ended now`) + `; ${info.meeples} meeples; tokens ` +
      Object.entries(info.tokens).filter(([, n]) => n).map(([k, n]) => `${k}${n}`).join(' ');
    return li;
  }));
  $('pools').textContent = `Tiles left: ${game.pools.stack}`;
}

// -- input ----------------------------------------------------------------------

function play(move) {
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
  if (!game.isLegal(move)) { $('status').textContent = `Not legal: ${move}`; return; }
  apply(move);
  advance();
}

/** The cell under a point of the board. */
function cellAt(event) {
  const board = $('board'), p = board.createSVGPoint();
  p.x = event.clientX;
  p.y = event.clientY;
  const q = p.matrixTransform(board.getScreenCTM().inverse());
  return [Math.floor(q.x / CELL), -Math.floor(q.y / CELL)];
}

let drag = null;
$('board').addEventListener('pointerdown', (e) => { drag = { x: e.clientX, y: e.clientY, moved: false }; });
$('board').addEventListener('pointermove', (e) => {
  if (!drag || (e.buttons & 1) === 0) return;
  const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
  if (!drag.moved && Math.hypot(dx, dy) < 5) return;
  drag.moved = true;
  const scale = view.w / $('board').clientWidth;
  view.x -= dx * scale;
  view.y -= dy * scale;
  drag.x = e.clientX;
  drag.y = e.clientY;
  $('board').setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
});
$('board').addEventListener('click', (e) => {
  const moved = drag?.moved;
  drag = null;
  if (moved || document.body.dataset.state !== 'human') return;
  const move = e.target.dataset?.move;
  if (move) { play(move); return; }
  // A click elsewhere: the library decides whether a place or park is legal there.
  const [x, y] = cellAt(e);
  const d = game.decision;
  if (d === 'place') play(`place ${x} ${y} ${rotation}`);
  else if (d === 'park') play(`park ${x} ${y}`);
});
function zoom(factor) {
  const cx = view.x + view.w / 2, cy = view.y + view.h / 2;
  view.w *= factor; view.h *= factor; view.x = cx - view.w / 2; view.y = cy - view.h / 2;
  render();
}
$('board').addEventListener('wheel', (e) => { e.preventDefault(); zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15); }, { passive: false });
$('zoom-in').onclick = () => zoom(1 / 1.25);
$('zoom-out').onclick = () => zoom(1.25);
$('zoom-fit').onclick = () => { view = boardBox(game); render(); };
$('choices').addEventListener('click', (e) => { if (e.target.dataset.move) play(e.target.dataset.move); });
$('rotate-left').onclick = () => { rotation = (rotation + 3) % 4; render(); };
$('rotate-right').onclick = () => { rotation = (rotation + 1) % 4; render(); };

/** Takes back moves to the previous decision of a human seat. */
$('undo').onclick = () => {
  if (game.historyLength === 0) return;
  botRequest++; // a bot's pending answer no longer applies
  do game.undo();
  while (game.historyLength > 0 && (game.isChance || seats[game.toMove].kind !== 'human'));
  $('log').prepend(Object.assign(document.createElement('li'), { textContent: 'undo' }));
  advance();
};

$('download').onclick = () => {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([game.record()], { type: 'text/plain' }));
  a.download = 'safari-game.txt';
  a.click();
  URL.revokeObjectURL(a.href);
};

$('load').onchange = async (e) => {
  const file = e.target.files[0];
  if (!file) return;
  try {
    const loaded = safari.Game.fromRecord(await file.text());
    start(loaded, seatsFromForm(loaded.seats), rng);
  } catch (err) {
    setState('error', err.message);
  }
  e.target.value = '';
};

// -- set-up -----------------------------------------------------------------------

const form = $('setup-form');
function seatRows() {
  const n = Number(form.seats.value), rows = $('seat-rows');
  while (rows.children.length < n) {
    const i = rows.children.length;
    const row = document.createElement('div');
    row.innerHTML = `Seat ${i} <select name="kind${i}"><option value="human">human</option><option value="bot">bot</option></select>` +
      ` <select name="strength${i}">${Object.keys(STRENGTHS).map((k) => `<option${k === 'normal' ? ' selected' : ''}>${k}</option>`).join('')}</select>`;
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
  view = null;
  rotation = 0;
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
    setState('error', err.message);
  }
};

// A game starts at once: seat 0 human, seat 1 a bot of normal strength.
start(new safari.Game({ seats: 2 }), seatsFromForm(2), newRng());
