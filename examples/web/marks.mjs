// SPDX-License-Identifier: MIT
// The board's marks of what happened and of what is chosen, drawn over
// the pieces and under the targets.
import { CELL, CORNER_PT, SEAT_COLOURS, cellPoint, cornerPoint, featureMark, featureSegments, pointsLabel } from './safari/board.mjs';
import { boostedFeature } from './targets.mjs';

/** Marks of what happened: the tiles placed since the human's last move
 * (`marks.tiles`), scores at their features (`marks.scores`, flashing when
 * `marks.fresh`), the feature a boost is about, the chosen corner or ranger. */
export function drawMarks(game, marks, selection, boosting) {
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
      const [fx, fy] = CORNER_PT[e.spot];
      out += pointsLabel(e.x, e.y, 0.5 + (fx - 0.5) * 0.25, 0.5 + (fy - 0.5) * 0.25, `+${e.points}`);
    } else if (e.points > 0) {
      out += pointsLabel(e.x, e.y, 0.5, 0.25, `+${e.points}`);
    }
  }
  if (boosting) {
    const b = boostedFeature(game);
    if (b) out += featureMark(featureSegments(game, b.x, b.y, b.side), `${b.now} → ${b.boosted}?`, 'feature-mark boosted');
  }
  if (selection?.type === 'corner') {
    const [px, py] = cornerPoint(selection.x, selection.y, selection.c);
    out += `<circle class="selected" cx="${px}" cy="${py}" r="13"/>`;
  } else if (selection?.type === 'ranger') {
    const [x, y] = game.rangers[selection.i];
    const [px, py] = cellPoint(x, y, 0.5, 0.5);
    out += `<circle class="selected" cx="${px}" cy="${py}" r="17"/>`;
  }
  return out;
}
