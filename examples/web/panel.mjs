// SPDX-License-Identifier: MIT
// The panel's score list and the end-of-game summary.
import { SEAT_COLOURS } from './safari/board.mjs';
import { speciesName } from './words.mjs';

const $ = (id) => document.getElementById(id);

/** The score list: each seat's points, projection, meeples and tokens. */
export function drawScores(game, seatName) {
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
export function drawSummary(game, finalEvents, seatName) {
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
