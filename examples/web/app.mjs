// The page: seats and options, the turn of a human (tile, rotation,
// highlighted targets, actions) by pointer, touch or keyboard, bots in a Web
// Worker, what happened (marks, log, a live region, the end summary), undo,
// records in and out. Every rule question goes to the library: the legal
// moves decide what is highlighted, and a click is applied only if the
// library says it is legal.
import { BOT_STRENGTHS, loadSafari } from './safari/safari.mjs';
import { CELL, SEAT_COLOURS, cellPoint, cellsBox, drawBoard, featureMark, featureSegments,
  pointsLabel, spotPoint, tileFace } from './board.mjs';
import { ICON_DEFS } from './icons.mjs';
import { TRIANGLE, aSpecies, cornerName, didMove, eventWords, moveName, speciesName } from './words.mjs';

const CORNER_FRACTION = [[1, 0], [1, 1], [0, 1], [0, 0]];
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

let game = null, seats = [], rng = null, rotation = 0, selection = null, view = null;
// The generator's state at each history length, so that undo never changes
// chance: going forward again from a position draws what was drawn there.
let rngStates = [];
let userView = false; // the player panned or zoomed: the view is not re-fitted
// What happened since the human's last move: placed tiles and scores.
let marks = { tiles: [], scores: [], fresh: false };
let said = []; // sentences for the live region
let finalEvents = [];
let keyboard = false; // the last input was a key: keep the focus on a target
const touchScreen = matchMedia('(pointer: coarse)').matches;

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
    setState('human', `${humans() === 1 ? 'Your turn' : `${seatName(game.toMove)}'s turn`}: ${task(moves)}`);
  }
  render();
  announce();
  if (stats.firstPlayableMs === null && document.body.dataset.state === 'human') {
    stats.firstPlayableMs = performance.now();
    stats.firstPlayableFromScriptMs = stats.firstPlayableMs - t0;
    setTimeout(botWorker, 0);
  }
}

/** The decision in a player's words. */
function task(moves) {
  const kinds = new Set(moves.map((m) => m.kind));
  switch (game.decision) {
    case 'place': return kinds.has('place') ? 'place the tile' : 'the tile fits nowhere, discard it';
    case 'action': {
      const can = [kinds.has('meeple') && 'put a meeple', kinds.has('ranger') && 'move a ranger',
        (kinds.has('dig') || kinds.has('expand')) && 'use a watering hole'].filter(Boolean);
      return can.length ? `${can.join(', ')} or pass` : 'pass';
    }
    case 'boost': return `boost the ${boostedFeature()?.feature.kind ?? 'feature'} being scored?`;
    case 'park': return 'park the displaced ranger';
    default: return game.decision;
  }
}

/** The trail or bush a boost decision is about: the first complete feature
 * of the last placed tile (canonical side order, docs/rules.md 6.3) where
 * the deciding seat holds most meeples. */
function boostedFeature() {
  const placed = game.history.filter((m) => m.kind === 'place').at(-1);
  if (!placed) return null;
  const seen = new Set();
  for (let d = 0; d < 4; d++) {
    const canon = game.featureSide(placed.x, placed.y, d);
    if (canon === null || seen.has(canon)) continue;
    seen.add(canon);
    const f = game.featureAt(placed.x, placed.y, d);
    const most = Math.max(...f.meeples);
    if (f.complete && most > 0 && f.meeples[game.toMove] === most) {
      const k = Object.values(f.animals).filter((n) => n > 0).length;
      const birds = f.kind === 'bush' ? f.birds : 0;
      return { x: placed.x, y: placed.y, side: canon, feature: f, now: TRIANGLE[k] + birds,
        boosted: TRIANGLE[Math.min(k + 1, 5)] + birds };
    }
  }
  return null;
}

// -- drawing ------------------------------------------------------------------

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One focusable target: its shape, the move (or selection) it stands for,
 * and a name that says the move. */
function target(shape, move, label, cell) {
  return { svg: shape.replace('/>', ` class="target" tabindex="0" role="button" data-move="${move}" data-x="${cell[0]}" data-y="${cell[1]}" aria-label="${esc(label)}"/>`), cell };
}

/** The highlights of a human decision and the buttons beside the board. */
function humanTargets(moves) {
  const targets = [], choices = [];
  const cellRect = (m, label) => {
    const [px, py] = cellPoint(m.x, m.y, 0, 0);
    return target(`<rect x="${px + 3}" y="${py + 3}" width="${CELL - 6}" height="${CELL - 6}" rx="6"/>`, game.moveText(m), label, [m.x, m.y]);
  };
  const d = game.decision;
  if (d === 'place') {
    for (const m of moves) {
      if (m.kind === 'place' && m.rotation === rotation) targets.push(cellRect(m, moveName(m, game)));
      if (m.kind === 'discard') choices.push(['Discard the tile', 'discard']);
    }
  } else if (d === 'park') {
    for (const m of moves) targets.push(cellRect(m, moveName(m, game)));
  } else if (d === 'boost') {
    const b = boostedFeature();
    for (const m of moves) {
      const pts = b ? (m.speciesLetter ? `: ${b.boosted} points instead of ${b.now}` : `: ${b.now} points`) : '';
      choices.push([`${m.speciesLetter ? `Boost with ${aSpecies(m.speciesLetter)}` : 'No boost'}${pts}`, game.moveText(m)]);
    }
  } else if (d === 'action') {
    const placed = game.history.filter((m) => m.kind === 'place').at(-1);
    if (selection?.type === 'corner') {
      for (const m of moves) {
        if ((m.kind === 'dig' || m.kind === 'expand') && m.x === selection.x && m.y === selection.y && m.index === selection.c) {
          choices.push([`${m.kind === 'dig' ? 'Dig' : 'Expand'} with ${aSpecies(m.speciesLetter)}`, game.moveText(m)]);
        }
      }
      choices.push(['Cancel', 'cancel']);
      return { targets, choices };
    }
    if (selection?.type === 'ranger') {
      for (const m of moves) if (m.kind === 'ranger' && m.index === selection.i) targets.push(cellRect(m, moveName(m, game)));
      choices.push(['Cancel', 'cancel']);
      return { targets, choices };
    }
    const corners = new Set(), rangers = new Set();
    for (const m of moves) {
      if (m.kind === 'meeple') {
        const [px, py] = spotPoint(placed.x, placed.y, m.index === 4 ? 'baobab' : 'side', m.index);
        targets.push(target(`<circle cx="${px}" cy="${py}" r="9"/>`, game.moveText(m), moveName(m, game), [placed.x, placed.y]));
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
      targets.push(target(`<circle cx="${px}" cy="${py}" r="16"/>`, `select-ranger ${i}`, `choose ranger ${i} at ${x}, ${y} to move it`, [x, y]));
    }
    for (const key of corners) {
      const [x, y, c] = key.split(' ').map(Number);
      const [fx, fy] = CORNER_FRACTION[c];
      const [px, py] = cellPoint(x, y, 0.5 + (fx - 0.5) * 0.78, 0.5 + (fy - 0.5) * 0.78);
      targets.push(target(`<rect x="${px - 7}" y="${py - 7}" width="14" height="14"/>`, `select-corner ${key}`,
        `choose the watering hole at the ${cornerName(c)} corner of ${x}, ${y}`, [x, y]));
    }
  }
  return { targets, choices };
}

// Tile faces by tile number, read from a fresh game (for a tile that fits
// nowhere, which no placement of this game can show).
const faceCache = new Map();
function faceOfTile(tile) {
  if (faceCache.has(tile)) return faceCache.get(tile);
  const g = new safari.Game({ seats: 2 });
  let face = null;
  try {
    while (g.isChance && g.decision !== 'draw') g.apply(g.chanceOutcomes()[0].move);
    const draw = g.chanceOutcomes().find((o) => o.move.tile === tile)?.move;
    if (draw) {
      g.apply(draw);
      const place = g.legalMoves().find((m) => m.kind === 'place');
      if (place) {
        g.apply(place);
        face = turnFeatures(g.tileFeatures(place.x, place.y), -place.rotation);
        face = { features: face, baobab: g.tileAt(place.x, place.y).baobab };
      }
    }
  } finally {
    g.free();
  }
  faceCache.set(tile, face);
  return face;
}

const turnFeatures = (features, turn) => features.map((f) => ({ ...f,
  sides: [...f.sides].map((c) => 'NESW'[('NESW'.indexOf(c) + turn + 4) & 3]).join('') }));

/** The drawn tile at the shown rotation, drawn by the library: the first
 * legal placement is applied, its tile read, and undone. */
let preview = '';
function drawTilePreview() {
  preview = '';
  if (game.decision === 'place') {
    const place = game.legalMoves().find((m) => m.kind === 'place');
    if (place) {
      game.apply(place);
      const t = game.tileAt(place.x, place.y), features = game.tileFeatures(place.x, place.y);
      game.undo();
      preview = tileFace(turnFeatures(features, rotation - place.rotation), t.baobab);
    } else {
      const drawn = game.history.filter((m) => m.kind === 'draw').at(-1);
      const face = drawn && faceOfTile(drawn.tile);
      if (face) preview = tileFace(face.features, face.baobab);
    }
  }
  $('tile').innerHTML = preview;
  $('tile').classList.toggle('empty', !preview);
  $('tile').setAttribute('aria-label', preview ? `The drawn tile, rotated ${rotation * 90} degrees` : 'No tile drawn');
}

/** Marks of what happened: the tiles placed since the human's last move,
 * scores at their features, the feature a boost is about. */
function drawMarks() {
  let out = '';
  const fresh = marks.fresh ? ' fresh' : '';
  for (const t of marks.tiles) {
    const [px, py] = cellPoint(t.x, t.y, 0, 0);
    out += `<rect class="last-tile${fresh}" x="${px + 1.5}" y="${py + 1.5}" width="${CELL - 3}" height="${CELL - 3}" rx="3" style="stroke:${SEAT_COLOURS[t.seat]}"/>`;
  }
  for (const e of marks.scores) {
    if ((e.kind === 'trail' || e.kind === 'bush') && game.featureSide(e.x, e.y, e.spot) !== null) {
      out += featureMark(featureSegments(game, e.x, e.y, e.spot), `+${e.points}`, `feature-mark scored${fresh}`);
    } else if (e.kind === 'dig' || e.kind === 'expand' || e.kind === 'waterhole') {
      const [fx, fy] = CORNER_FRACTION[e.spot];
      out += pointsLabel(e.x, e.y, 0.5 + (fx - 0.5) * 0.25, 0.5 + (fy - 0.5) * 0.25, `+${e.points}`);
    } else if (e.points > 0) {
      out += pointsLabel(e.x, e.y, 0.5, 0.25, `+${e.points}`);
    }
  }
  if (document.body.dataset.state === 'human' && game.decision === 'boost') {
    const b = boostedFeature();
    if (b) out += featureMark(featureSegments(game, b.x, b.y, b.side), `${b.now} → ${b.boosted}?`, 'feature-mark boosted');
  }
  if (selection?.type === 'corner') {
    const [fx, fy] = CORNER_FRACTION[selection.c];
    const [px, py] = cellPoint(selection.x, selection.y, 0.5 + (fx - 0.5) * 0.78, 0.5 + (fy - 0.5) * 0.78);
    out += `<circle class="selected" cx="${px}" cy="${py}" r="11"/>`;
  } else if (selection?.type === 'ranger') {
    const [x, y] = game.rangers[selection.i];
    const [px, py] = cellPoint(x, y, 0.5, 0.5);
    out += `<circle class="selected" cx="${px}" cy="${py}" r="17"/>`;
  }
  marks.fresh = false;
  return out;
}

function setViewBox() {
  $('board').setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
  // A sign when targets lie outside the view.
  const off = [...document.querySelectorAll('#targets .target')].some((t) => {
    const [x, y] = [Number(t.dataset.x), Number(t.dataset.y)];
    const [px, py] = cellPoint(x, y, 0.5, 0.5);
    return px < view.x || px > view.x + view.w || py < view.y || py > view.y + view.h;
  });
  $('offscreen').hidden = !off;
}

/** The view that shows the board, every cell next to it (where tiles may
 * go) and the targets, with little margin: it grows with the board. */
function fitView(targets) {
  const cells = [];
  for (const t of game.tiles()) for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) cells.push([t.x + dx, t.y + dy]);
  for (const r of game.rangers) if (r) cells.push(r);
  for (const t of targets) cells.push(t.cell);
  const box = cellsBox(cells, 0.15);
  // Room at the top for the zoom buttons, which sit over the board.
  return { ...box, y: box.y - 0.7 * CELL, h: box.h + 0.7 * CELL };
}

function render() {
  const human = document.body.dataset.state === 'human';
  const focused = document.activeElement;
  const keep = focused?.closest?.('#targets, #choices') ? { move: focused.dataset.move, x: focused.dataset.x, y: focused.dataset.y } : null;
  const moves = human ? game.legalMoves() : [];
  const { targets, choices } = human ? humanTargets(moves) : { targets: [], choices: [] };
  if (!view || !userView) view = fitView(targets);
  const board = $('board');
  board.innerHTML = `<g id="pieces" aria-hidden="true">${drawBoard(game)}</g><g id="marks" aria-hidden="true">${drawMarks()}</g>` +
    `<g id="ghost" aria-hidden="true"></g><g id="targets">${targets.map((t) => t.svg).join('')}</g>`;
  board.setAttribute('aria-label', `The board: ${game.tiles().length} tiles` + (targets.length ? `, ${targets.length} places to choose from` : ''));
  setViewBox();
  drawTilePreview();
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
  drawScores();
  $('pools').textContent = `Tiles left: ${game.pools.stack}`;
  $('undo').disabled = game.historyLength === 0;
  drawSummary();
  // Keep the keyboard where it was: the same move, else the same cell, else
  // the first target or button.
  if (keep || (keyboard && human && (document.activeElement === document.body || !document.activeElement))) {
    const all = [...document.querySelectorAll('#targets .target, #choices button')];
    const same = all.find((t) => t.dataset.move === keep?.move) ?? all.find((t) => keep && t.dataset.x === keep.x && t.dataset.y === keep.y) ?? all[0];
    same?.focus();
  }
}

function drawScores() {
  const scores = game.scores, projected = game.projectedScores, active = game.active;
  $('scores').replaceChildren(...scores.map((score, s) => {
    const li = document.createElement('li');
    li.dataset.seat = s;
    li.dataset.score = score;
    li.style.borderLeftColor = SEAT_COLOURS[s];
    li.className = s === active && !game.isOver ? 'active' : '';
    const info = game.seatInfo(s);
    const tokens = Object.entries(info.tokens).filter(([, n]) => n).map(([k, n]) => `${n} ${speciesName(k)}${n > 1 ? 's' : ''}`).join(', ');
    li.innerHTML = `<strong>${seatName(s)}</strong>: ${score} points` +
      (game.isOver ? '' : ` <span class="projected">(${projected[s]} if it ended now)</span>`) +
      `<br><span class="seat-info">${info.meeples} meeples left; tokens: ${tokens || 'none'}</span>`;
    return li;
  }));
}

/** The end of the game: the final scoring by feature and the winner. */
function drawSummary() {
  const box = $('summary');
  if (!game.isOver) { box.hidden = true; return; }
  const best = Math.max(...game.scores), winners = game.winners;
  const rows = game.scores.map((score, s) => {
    const part = (kinds) => finalEvents.filter((e) => e.seat === s && kinds.includes(e.kind)).reduce((a, e) => a + e.points, 0);
    const trail = part(['final_trail']), bush = part(['final_bush']), tokens = part(['final_tokens']);
    return `<tr${winners.includes(s) ? ' class="winner"' : ''}><th scope="row">${seatName(s)}</th><td>${score - trail - bush - tokens}</td>` +
      `<td>${trail}</td><td>${bush}</td><td>${tokens}</td><td><strong>${score}</strong></td></tr>`;
  }).join('');
  $('summary-text').textContent = winners.length > 1 ? `${winners.map((s) => seatName(s)).join(' and ')} tie with ${best} points.`
    : `${seatName(winners[0])} won with ${best} points.`;
  $('summary-table').innerHTML = '<thead><tr><th scope="col">Seat</th><th scope="col">During play</th><th scope="col">Unfinished trails</th>' +
    `<th scope="col">Unfinished bushes</th><th scope="col">Tokens</th><th scope="col">Total</th></tr></thead><tbody>${rows}</tbody>`;
  box.hidden = box.dataset.closed === 'yes';
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
  const board = $('board'), p = board.createSVGPoint();
  p.x = event.clientX;
  p.y = event.clientY;
  const q = p.matrixTransform(board.getScreenCTM().inverse());
  return [Math.floor(q.x / CELL), -Math.floor(q.y / CELL)];
}

// Pointers: one drags the view, two pinch it (touch-action: none on the
// board gives every touch to these handlers); a tap is a click.
const pointers = new Map();
let drag = null, pinch = null;
const board = $('board');
board.addEventListener('pointerdown', (e) => {
  keyboard = false;
  pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  if (pointers.size === 1) drag = { x: e.clientX, y: e.clientY, moved: false };
  if (pointers.size === 2) {
    const [a, b] = [...pointers.values()];
    pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) };
    if (drag) drag.moved = true;
  }
});
const endPointer = (e) => {
  pointers.delete(e.pointerId);
  if (pointers.size < 2) pinch = null;
};
board.addEventListener('pointerup', endPointer);
board.addEventListener('pointercancel', (e) => { endPointer(e); drag = null; });
board.addEventListener('pointermove', (e) => {
  if (!pointers.has(e.pointerId)) return;
  const prev = pointers.get(e.pointerId);
  pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  const scale = view.w / board.clientWidth;
  if (pinch && pointers.size === 2) {
    const [a, b] = [...pointers.values()];
    const d = Math.hypot(a.x - b.x, a.y - b.y);
    if (d > 0 && pinch.d > 0) {
      const rect = board.getBoundingClientRect();
      const mx = (a.x + b.x) / 2 - rect.left, my = (a.y + b.y) / 2 - rect.top;
      zoomAt(pinch.d / d, mx / rect.width, my / rect.height);
      pinch.d = d;
    }
    return;
  }
  if (!drag) return;
  const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
  if (!drag.moved && Math.hypot(dx, dy) < 6) return;
  drag.moved = true;
  userView = true;
  view.x -= (e.clientX - prev.x) * scale;
  view.y -= (e.clientY - prev.y) * scale;
  setViewBox();
});
board.addEventListener('click', (e) => {
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
board.addEventListener('focusin', (e) => ghost(e.target));
board.addEventListener('focusout', () => ghost(null));

/** Zooms by `factor` keeping the point at (fx, fy) of the view in place. */
function zoomAt(factor, fx = 0.5, fy = 0.5) {
  const px = view.x + view.w * fx, py = view.y + view.h * fy;
  view.w *= factor; view.h *= factor;
  view.x = px - view.w * fx; view.y = py - view.h * fy;
  userView = true;
  setViewBox();
}
board.addEventListener('wheel', (e) => {
  e.preventDefault();
  const rect = board.getBoundingClientRect();
  zoomAt(e.deltaY > 0 ? 1.15 : 1 / 1.15, (e.clientX - rect.left) / rect.width, (e.clientY - rect.top) / rect.height);
}, { passive: false });
const fit = () => { userView = false; render(); };
$('zoom-in').onclick = () => zoomAt(1 / 1.25);
$('zoom-out').onclick = () => zoomAt(1.25);
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
    zoomAt(1 / 1.25);
  } else if (e.key === '-') {
    zoomAt(1.25);
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
  view = null;
  userView = false;
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
