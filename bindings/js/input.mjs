// SPDX-License-Identifier: MIT
// The view's input (`libsafari/board`): clicks, taps and keys on the
// targets that boardTargets() draws, turned into the moves they stand for.
// One home for it, so that a front end (the page of examples/web among
// them) reads no `data-move` itself: a click or tap on a target, or Enter
// or Space on a focused one, gives its move's text (or the ranger or corner
// it selects); the arrow keys move the focus to the nearest target that
// way, Tab goes through them in the document's order (they are focusable
// buttons named by their aria-label). Needs a DOM; nothing here runs at
// import.
import { CELL } from './board.mjs';

/** The selection a `select-ranger I` or `select-corner X Y C` target
 * stands for, as boardTargets() takes it back ({type: 'ranger', i} or
 * {type: 'corner', x, y, c}); null for any other text. */
export function parseSelection(text) {
  const p = String(text).split(' ');
  if (p[0] === 'select-ranger' && p.length === 2) return { type: 'ranger', i: Number(p[1]) };
  if (p[0] === 'select-corner' && p.length === 4) {
    const [x, y, c] = p.slice(1).map(Number);
    return { type: 'corner', x, y, c };
  }
  return null;
}

/** The cell under a point of the screen (clientX, clientY) on the board's
 * SVG `svg` (drawn in picture units: cell (x, y) the square at
 * (x * CELL, -y * CELL)). */
export function cellAt(svg, clientX, clientY) {
  const p = svg.createSVGPoint();
  p.x = clientX;
  p.y = clientY;
  const q = p.matrixTransform(svg.getScreenCTM().inverse());
  // `|| 0`: row 0 is 0, not -0 (which deepEqual and Object.is tell apart).
  return [Math.floor(q.x / CELL), -Math.floor(q.y / CELL) || 0];
}

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** The centre of an SVG element in the picture's units. */
function centre(el) {
  const b = el.getBBox();
  return [b.x + b.width / 2, b.y + b.height / 2];
}

/** The target an arrow key goes to from `from` among `all`: the nearest
 * whose centre lies that way (distance along the arrow plus twice the
 * distance across it), else the next (right, down) or previous (left, up)
 * in the list, wrapping round; the first when `from` is none of them. */
export function nextTarget(all, from, key) {
  const list = [...all];
  if (list.length === 0 || !ARROWS[key]) return null;
  const at = list.indexOf(from);
  if (at < 0) return list[0];
  const [x0, y0] = centre(from), [dx, dy] = ARROWS[key];
  let best = null, bestCost = Infinity;
  for (const t of list) {
    if (t === from) continue;
    const [x, y] = centre(t), along = (x - x0) * dx + (y - y0) * dy, across = Math.abs((x - x0) * dy - (y - y0) * dx);
    if (along <= 0) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) { bestCost = cost; best = t; }
  }
  return best ?? list[(at + (dx + dy > 0 ? 1 : list.length - 1)) % list.length];
}

/**
 * Listens on `root` (the board's SVG, or any element holding the targets)
 * and turns its targets (elements matching `selector`, ".target" by
 * default, with their `data-move`) into moves:
 * - a click or tap on a target, or Enter or Space on a focused one, calls
 *   `onMove(move, info)` with the move's text (as `game.moveText` spells
 *   it: `apply` and `isLegal` take it) or, for a target that selects a
 *   ranger or a watering-hole corner, `onSelect(selection, info)` with
 *   what `parseSelection` gives; `info` is {target, via: 'pointer' or
 *   'keyboard', event};
 * - a click on no target calls `onMiss({cell, event})`, the cell under the
 *   pointer (`cellAt`), for a front end that lets a player click a cell
 *   whose target is hidden (its move is then for the game to judge);
 * - the arrow keys, on a target or on `root` itself, move the focus to the
 *   next target that way (`nextTarget`).
 * Each also dispatches a `CustomEvent` on `root` ('safari-move',
 * 'safari-select', 'safari-miss', bubbling) whose `detail` is the same
 * object with the move or selection in it, for code that listens instead.
 * `enabled()` is asked first (a drag of the view, another seat's turn):
 * false, and a click or key plays nothing. Keys the input takes have their
 * default prevented (`event.defaultPrevented` tells a later listener);
 * others pass. Returns {detach(), focusFirst(), targets()}.
 */
export function boardInput(root, { onMove = () => {}, onSelect = () => {}, onMiss = () => {}, enabled = () => true,
  selector = '.target' } = {}) {
  const targets = () => [...root.querySelectorAll(selector)];
  const targetOf = (el) => {
    const t = el?.closest?.(selector);
    return t && root.contains(t) ? t : null;
  };
  const emit = (target, via, event) => {
    const text = target.dataset.move;
    if (!text) return;
    const selection = parseSelection(text);
    const info = { target, via, event };
    if (selection) {
      onSelect(selection, info);
      root.dispatchEvent(new CustomEvent('safari-select', { bubbles: true, detail: { selection, ...info } }));
    } else {
      onMove(text, info);
      root.dispatchEvent(new CustomEvent('safari-move', { bubbles: true, detail: { move: text, ...info } }));
    }
  };
  const click = (e) => {
    if (!enabled()) return;
    const t = targetOf(e.target);
    if (t) { emit(t, 'pointer', e); return; }
    if (typeof root.createSVGPoint !== 'function') return;
    const cell = cellAt(root, e.clientX, e.clientY);
    onMiss({ cell, event: e });
    root.dispatchEvent(new CustomEvent('safari-miss', { bubbles: true, detail: { cell, event: e } }));
  };
  const key = (e) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    const el = e.target, t = targetOf(el);
    if (t && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      if (enabled()) emit(t, 'keyboard', e);
    } else if (ARROWS[e.key] && (t || el === root)) {
      const next = nextTarget(targets(), t, e.key);
      if (!next) return;
      e.preventDefault();
      next.focus();
    }
  };
  root.addEventListener('click', click);
  root.addEventListener('keydown', key);
  return {
    detach() {
      root.removeEventListener('click', click);
      root.removeEventListener('keydown', key);
    },
    focusFirst() {
      const first = targets()[0];
      first?.focus();
      return first ?? null;
    },
    targets,
  };
}
