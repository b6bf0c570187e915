// SPDX-License-Identifier: MIT
// Types of `libsafari/board`, the package's view: the board as SVG text with
// stable ids, and the geometry to put targets on it. Picture units: a cell
// is CELL (64) wide, cell (x, y) the square at (x * CELL, -y * CELL), north
// up. Written by hand beside board.mjs. The input (boardInput) listens on
// DOM elements: these declarations bring the DOM's types with them.
/// <reference lib="dom" />
import type { Game, Move, SpeciesLetter } from './safari.js';

/** A cell's side in picture units (64). */
export const CELL: 64;
/** The seats' colours, seat 0 first. */
export const SEAT_COLOURS: readonly string[];
/** Side midpoints N E S W, in fractions of a cell from its top-left. */
export const SIDE_MID: ReadonlyArray<readonly [number, number]>;
/** Corners NE SE SW NW, in fractions of a cell from its top-left. */
export const CORNER_PT: ReadonlyArray<readonly [number, number]>;
/** How far a trail or bush meeple spot lies from the tile's centre, as a
 * fraction of the way to its side's middle (0.65: 20.8 units). */
export const SIDE_SPOT: number;
/** How far a watering-hole corner's point lies from the centre, as a
 * fraction of the way to the corner. */
export const CORNER_SPOT: number;
/** The species' names, by letter ("lion" for L). */
export const SPECIES_NAMES: Readonly<Record<SpeciesLetter, string>>;
/** The icons' <symbol>s (animals, bird, meeple): put them once in the
 * document (a hidden <svg>) when drawing with drawBoard or tileFace;
 * boardSvg includes them. */
export const ICON_DEFS: string;

/** A meeple spot's circle radius in picture units (9). */
export const SPOT_R: number;
/** A watering-hole corner's half side (9). */
export const CORNER_HALF: number;
/** A ranger's circle radius (16). */
export const RANGER_R: number;
/** The smallest target's side (18): keep MIN_TARGET units at 24 CSS pixels or more. */
export const MIN_TARGET: number;

/** A point of the picture: [x, y] in picture units. */
export type Point = [number, number];
/** A rectangle of the picture. */
export interface Box { x: number; y: number; w: number; h: number }
/** A printed feature as game.tileFeatures() gives it. */
export interface FaceFeature { kind: 'trail' | 'bush'; sides: string; birds: number; animals: Record<SpeciesLetter, number> }
/** One segment of a feature followed across tiles. */
export interface Segment { x: number; y: number; sides: number[] }
/** Where a meeple stands, as game.meeples() says it. */
export type SpotPlace = 'trail' | 'bush' | 'baobab' | 'waterhole' | 'side';

/** The top-left point of a cell. */
export function cellOrigin(x: number, y: number): Point;
/** A point of a cell, (fx, fy) in fractions of it from its top-left. */
export function cellPoint(x: number, y: number, fx: number, fy: number): Point;
/** Where a meeple stands: a side's spot (0..3), the baobab, a watering-hole corner. */
export function spotPoint(x: number, y: number, where: SpotPlace, spot: number): Point;
/** The point of a watering-hole corner (0..3, NE SE SW NW) of a cell. */
export function cornerPoint(x: number, y: number, corner: number): Point;
/** The bounding box of some cells, with a margin in cells (1.5 by default). */
export function cellsBox(cells: ReadonlyArray<readonly [number, number]>, margin?: number): Box;
/** The placements among `moves` grouped by cell ("x,y"), one move per rotation that fits. */
export function placementsByCell(moves: readonly Move[]): Map<string, { x: number; y: number; moves: Move[] }>;

/** A stable id of a board element: the prefix, then the parts ("m" for a
 * minus sign before a digit, "_" between): boardId('tile', -2, 1) is "tile_m2_1". */
export function boardId(prefix: string, ...parts: Array<string | number>): string;
/** The id of the target of a move's text ("target_place_2_m1_1"). */
export function targetId(moveText: string, prefix?: string): string;

/** One tile's face at the origin (a CELL square), as SVG text. */
export function tileFace(features: readonly FaceFeature[], baobab: boolean): string;
/** An animal's head centred on (x, y), as SVG text. */
export function animalIcon(species: SpeciesLetter, x: number, y: number, size?: number): string;
/** A bird centred on (x, y), as SVG text. */
export function birdIcon(x: number, y: number, size?: number): string;
/** The board's pieces as SVG text: tiles (id tile_X_Y), tokens
 * (token_X_Y_C), meeples (meeple_X_Y_S, S a side 0..3, 4 the baobab or wC
 * a watering-hole corner) and rangers (ranger_I), each id after `prefix`. */
export function drawBoard(game: Game, options?: { prefix?: string }): string;
/** The coordinates along the board's top row and left column, as SVG text. */
export function drawRulers(game: Game): string;
/** A standalone SVG document of the board: icons, pieces, rulers. */
export function boardSvg(game: Game, options?: { width?: number | string; height?: number | string; rulers?: boolean; prefix?: string }): string;
/** The segments of the trail or bush touching a side of the tile on a cell. */
export function featureSegments(game: Game, x: number, y: number, side: number): Segment[];
/** A feature drawn as a bright band, with an optional label, as SVG text. */
export function featureMark(segments: readonly Segment[], label?: string, cls?: string): string;
/** A label in a rounded box at a point of a cell, as SVG text. */
export function pointsLabel(x: number, y: number, fx: number, fy: number, text: string | number): string;

/** A target of a seat's decision on the board (boardTargets). */
export interface BoardTarget {
  /** targetId(move): stable across pictures. */
  id: string;
  /** The move's text, or `select-ranger I` / `select-corner X Y C`. */
  move: string;
  /** The move itself, or null for a selection. */
  moveObject: Move | null;
  kind: 'cell' | 'spot' | 'ranger' | 'corner';
  /** The cell it belongs to. */
  cell: [number, number];
  /** Its smallest side in picture units. */
  size: number;
  /** The ranger's index (kind 'ranger'). */
  ranger?: number;
  /** The corner, 0..3 NE SE SW NW (kind 'corner'). */
  corner?: number;
  /** A focusable shape: class "target", tabindex 0, role button, data-move, aria-label. */
  svg: string;
}
/** A ranger or a watering-hole corner chosen at an action decision (the
 * corner 0..3, NE SE SW NW): what a `select-ranger I` or `select-corner X Y
 * C` target stands for, and what boardTargets() narrows the action to. */
export type Selection = { type: 'ranger'; i: number } | { type: 'corner'; x: number; y: number; c: number };
/** Options of boardTargets(). */
export interface BoardTargetOptions {
  /** The drawn tile's rotation whose placements are shown (0 by default). */
  rotation?: number;
  /** A ranger or a corner chosen at an action. */
  selection?: Selection | null;
  /** The target's accessible name; the move's text by default. */
  label?: (target: BoardTarget) => string;
  /** Before every id, for two boards in one document. */
  prefix?: string;
}
/** The targets of the decision pending, from its legal moves: placements at
 * a rotation, parks, meeple spots, rangers and watering-hole corners. */
export function boardTargets(game: Game, moves: readonly Move[], options?: BoardTargetOptions): BoardTarget[];

/** The selection a `select-ranger I` or `select-corner X Y C` target's
 * text stands for; null for any other text (a move's). */
export function parseSelection(text: string): Selection | null;
/** The cell [x, y] under a point of the screen (clientX, clientY) on the
 * board's SVG, drawn in picture units. */
export function cellAt(svg: SVGSVGElement, clientX: number, clientY: number): [number, number];
/** The target an arrow key ('ArrowUp', ...) goes to from `from`: the
 * nearest that way, else the next or previous, wrapping round; the first
 * when `from` is none of them; null when there is none or the key is no arrow. */
export function nextTarget<T extends SVGGraphicsElement>(all: Iterable<T>, from: Element | null, key: string): T | null;

/** How a target was chosen, given with its move or selection. */
export interface BoardInputInfo {
  /** The target's element (its data-move the move's text). */
  target: SVGGraphicsElement;
  /** A click or tap ('pointer'), or Enter or Space on the focused target ('keyboard'). */
  via: 'pointer' | 'keyboard';
  /** The DOM event behind it. */
  event: MouseEvent | KeyboardEvent;
}
/** What a click beside every target gives: the cell under the pointer. */
export interface BoardMiss {
  cell: [number, number];
  event: MouseEvent;
}
/** Options of boardInput(). */
export interface BoardInputOptions {
  /** A target chose a move: its text, as game.moveText spells it. */
  onMove?: (move: string, info: BoardInputInfo) => void;
  /** A target chose a ranger or a watering-hole corner. */
  onSelect?: (selection: Selection, info: BoardInputInfo) => void;
  /** A click on no target (the board's root must be an SVG). */
  onMiss?: (miss: BoardMiss) => void;
  /** Asked before a click or key plays anything; false plays nothing. */
  enabled?: () => boolean;
  /** The targets' selector, ".target" (boardTargets' class) by default. */
  selector?: string;
}
/** The input attached by boardInput(). */
export interface BoardInput {
  /** Removes its listeners. */
  detach(): void;
  /** Focuses the first target, and returns it (null if there is none). */
  focusFirst(): SVGGraphicsElement | null;
  /** The targets now under the root, in the document's order. */
  targets(): SVGGraphicsElement[];
}
/** The events boardInput() dispatches on its root (bubbling), with the
 * same details as its callbacks. */
export interface BoardInputEventMap {
  'safari-move': CustomEvent<BoardInputInfo & { move: string }>;
  'safari-select': CustomEvent<BoardInputInfo & { selection: Selection }>;
  'safari-miss': CustomEvent<BoardMiss>;
}
/**
 * Turns clicks, taps and keys on the targets under `root` (the board's SVG)
 * into the moves they stand for: a click, a tap, or Enter or Space on a
 * focused target calls onMove with its move's text (onSelect for a ranger
 * or corner to choose), a click on no target onMiss with the cell under
 * it; the arrow keys move the focus between targets (Tab goes through
 * them: they are focusable). Each also dispatches a 'safari-move',
 * 'safari-select' or 'safari-miss' CustomEvent on `root`.
 */
export function boardInput(root: Element, options?: BoardInputOptions): BoardInput;
