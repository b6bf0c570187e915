// SPDX-License-Identifier: MIT
// Consumer (c), the view: a front-end author's board from `libsafari/board`
// alone, checked with `tsc --strict`: the SVG of a game, a target of its own
// on every placement (grouped by cell), a meeple spot's point, stable ids;
// the input: clicks and keys on the targets turned into moves.
import type { Game, Move } from 'libsafari';
import { CELL, MIN_TARGET, boardInput, boardSvg, boardTargets, cellPoint, cellsBox, parseSelection, placementsByCell,
  spotPoint, targetId, type BoardInput, type BoardTarget, type Box, type Point, type Selection } from 'libsafari/board';

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
  const ready: BoardTarget[] = boardTargets(game, game.legalMoves(), { rotation: 1, label: (t) => `${t.kind} ${t.move}` });
  targets.push(...ready.filter((t) => t.size >= MIN_TARGET).map((t) => t.svg));
  // @ts-expect-error a selection is a ranger or a corner
  boardTargets(game, [], { selection: { type: 'tile', i: 0 } });
  // The library's own picture, with options (safari_game_svg_write_ex).
  const library: string = game.svg({ size: [400, null], legend: false, scores: true, ids: true });
  void library;
  // @ts-expect-error a size is a width or a [width, height] pair, not text
  game.svg({ size: '400' });
  // @ts-expect-error ids is a boolean
  game.svg({ ids: 1 });
  return { svg: boardSvg(game, { width: 400, rulers: false }), targets, box: cellsBox([[0, 0]], 1) };
}

/** The board's targets played by click, tap or key: a move's text goes to
 * the game, a selection narrows the next targets, a miss names a cell. */
export function attach(svg: SVGSVGElement, game: Game): BoardInput {
  let selection: Selection | null = parseSelection('select-corner 0 -1 2');
  const input = boardInput(svg, {
    onMove: (move, info) => {
      if (game.isLegal(move)) game.apply(move);
      if (info.via === 'keyboard') info.target.focus();
    },
    onSelect: (s) => { selection = s.type === 'ranger' ? { type: 'ranger', i: s.i } : s; },
    onMiss: ({ cell: [x, y] }) => { if (game.decision === 'park') game.apply(`park ${x} ${y}`); },
    enabled: () => !game.isOver,
  });
  svg.innerHTML = boardTargets(game, game.legalMoves(), { selection }).map((t) => t.svg).join('');
  input.focusFirst();
  // @ts-expect-error onMove gives the move's text, not a Move
  boardInput(svg, { onMove: (move: Move) => void move });
  // @ts-expect-error a target is chosen by pointer or keyboard only
  boardInput(svg, { onMove: (_m, info) => info.via === 'voice' });
  return input;
}
