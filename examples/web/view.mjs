// SPDX-License-Identifier: MIT
// The part of the board the player sees: fitted to the board as it grows
// until the player pans or zooms, with a sign when targets lie outside it;
// one pointer drags it, two pinch it, the wheel zooms it (touch-action:
// none on the board gives every touch to these handlers; a tap stays a click).
import { CELL, cellPoint, cellsBox } from './safari/board.mjs';

/** The least size of a target on the screen, in CSS pixels (WCAG 2.5.8
 * asks 24), with a little to spare for rounding. */
export const MIN_PX = 25;

export class BoardView {
  #board; #sign; #pointers = new Map(); #drag = null; #pinch = null;
  box = null;
  userMoved = false; // the player panned or zoomed: the view is not re-fitted
  forced = false; // the view shows everything at the player's request

  /** `board` the SVG, `sign` the element shown when targets lie off-screen;
   * `onPointer` is called at each pointer down (the page's input mode). */
  constructor(board, sign, onPointer = () => {}) {
    this.#board = board;
    this.#sign = sign;
    board.addEventListener('pointerdown', (e) => { onPointer(e); this.#down(e); });
    board.addEventListener('pointerup', (e) => this.#up(e));
    board.addEventListener('pointercancel', (e) => { this.#up(e); this.#drag = null; });
    board.addEventListener('pointermove', (e) => this.#move(e));
    board.addEventListener('wheel', (e) => {
      e.preventDefault();
      const r = board.getBoundingClientRect();
      this.zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
    }, { passive: false });
  }

  /** Whether the pointer that ends in this click dragged the view (then
   * the click plays nothing); forgets the drag. */
  takeDrag() {
    const moved = this.#drag?.moved ?? false;
    this.#drag = null;
    return moved;
  }

  /** Fits the view unless the player moved it: the board, every cell next
   * to it (where tiles may go) and the targets, with room at the top for
   * the zoom buttons, which sit over the board. `minUnits`, the smallest
   * target's size in picture units, limits how far the view zooms out: a
   * target is never under MIN_PX CSS pixels (WCAG 2.5.8), the view then
   * centred on the cells `focus` (those of the smallest targets), and the
   * sign tells of targets outside.
   * Forced (the fit button, the sign), it shows everything whatever the
   * targets' size, until the next move (moved()). */
  fit(game, cells, force = false, { minUnits = 0, focus = [] } = {}) {
    if (force) this.userMoved = false;
    if (this.box && this.userMoved) return;
    const all = [...cells];
    for (const t of game.tiles()) for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) all.push([t.x + dx, t.y + dy]);
    for (const r of game.rangers) if (r) all.push(r);
    const box = cellsBox(all, 0.15);
    this.box = { ...box, y: box.y - 0.7 * CELL, h: box.h + 0.7 * CELL };
    if (force) {
      this.forced = true;
      this.userMoved = true;
      return;
    }
    const cw = this.#board.clientWidth, ch = this.#board.clientHeight;
    if (minUnits > 0 && cw > 0 && ch > 0) {
      const least = MIN_PX / minUnits, scale = Math.min(cw / this.box.w, ch / this.box.h);
      if (scale < least) {
        const around = focus.length > 0 ? cellsBox(focus, 0) : this.box;
        const fx = around.x + around.w / 2, fy = around.y + around.h / 2;
        const w = cw / least, h = ch / least;
        this.box = { x: fx - w / 2, y: fy - h / 2, w, h };
      }
    }
  }

  /** A move was played: a forced fit gives way to the automatic one again. */
  moved() {
    if (this.forced) {
      this.forced = false;
      this.userMoved = false;
    }
  }

  /** Zooms by `factor` keeping the point at (fx, fy) of the view in place. */
  zoom(factor, fx = 0.5, fy = 0.5) {
    const v = this.box, px = v.x + v.w * fx, py = v.y + v.h * fy;
    v.w *= factor; v.h *= factor;
    v.x = px - v.w * fx; v.y = py - v.h * fy;
    this.userMoved = true;
    this.show();
  }

  /** Puts the view on the SVG and shows the sign if a target is outside it. */
  show() {
    const v = this.box;
    this.#board.setAttribute('viewBox', `${v.x} ${v.y} ${v.w} ${v.h}`);
    this.#sign.hidden = ![...this.#board.querySelectorAll('#targets .target')].some((t) => this.outside(t));
  }

  /** Whether a target's cell lies outside the view. */
  outside(t) {
    const v = this.box, [px, py] = cellPoint(Number(t.dataset.x), Number(t.dataset.y), 0.5, 0.5);
    return px < v.x || px > v.x + v.w || py < v.y || py > v.y + v.h;
  }

  #down(e) {
    this.#pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.#pointers.size === 1) this.#drag = { x: e.clientX, y: e.clientY, moved: false };
    if (this.#pointers.size === 2) {
      const [a, b] = [...this.#pointers.values()];
      this.#pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) };
      if (this.#drag) this.#drag.moved = true;
    }
  }

  #up(e) {
    this.#pointers.delete(e.pointerId);
    if (this.#pointers.size < 2) this.#pinch = null;
  }

  #move(e) {
    if (!this.#pointers.has(e.pointerId) || !this.box) return;
    const prev = this.#pointers.get(e.pointerId);
    this.#pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.#pinch && this.#pointers.size === 2) {
      const [a, b] = [...this.#pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d > 0 && this.#pinch.d > 0) {
        const r = this.#board.getBoundingClientRect();
        this.zoom(this.#pinch.d / d, ((a.x + b.x) / 2 - r.left) / r.width, ((a.y + b.y) / 2 - r.top) / r.height);
        this.#pinch.d = d;
      }
      return;
    }
    const drag = this.#drag;
    if (!drag) return;
    if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 6) return;
    drag.moved = true;
    this.userMoved = true;
    // The SVG shows the whole box (preserveAspectRatio meet): the larger ratio.
    const scale = Math.max(this.box.w / this.#board.clientWidth, this.box.h / this.#board.clientHeight);
    this.box.x -= (e.clientX - prev.x) * scale;
    this.box.y -= (e.clientY - prev.y) * scale;
    this.show();
  }
}
