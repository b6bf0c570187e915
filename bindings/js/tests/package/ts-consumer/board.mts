// SPDX-License-Identifier: MIT
// Consumer (c), the view: a front-end author's board from `libsafari/board`
// alone, checked with `tsc --strict`: the SVG of a game, a target of its own
// on every placement (grouped by cell), a meeple spot's point, stable ids.
import type { Game, Move } from 'libsafari';
import { CELL, boardSvg, cellPoint, placementsByCell, spotPoint, targetId, type Box, type Point,
  cellsBox } from 'libsafari/board';

export function picture(game: Game): { svg: string; targets: string[]; box: Box } {
  const targets: string[] = [];
  for (const { x, y, moves } of placementsByCell(game.legalMoves()).values()) {
    const [px, py]: Point = cellPoint(x, y, 0, 0);
    const first: Move | undefined = moves[0];
    if (first) targets.push(`<rect id="${targetId(game.moveText(first))}" x="${px}" y="${py}" width="${CELL}" height="${CELL}"/>`);
  }
  const spot: Point = spotPoint(0, 0, 'baobab', 4);
  void spot;
  // @ts-expect-error a place is trail, bush, baobab, waterhole or side
  spotPoint(0, 0, 'river', 1);
  return { svg: boardSvg(game, { width: 400, rulers: false }), targets, box: cellsBox([[0, 0]], 1) };
}
