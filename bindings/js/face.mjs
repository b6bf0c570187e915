// SPDX-License-Identifier: MIT
// Faces off the board: a face of a game's tile set in a rotation, and the
// tile in hand (safari_tileset_face, safari_game_tile_in_hand), read from
// a safari_face (its offsets checked by layout.c) into a plain object.
import { LAYOUTS } from './abi.mjs';
import { within } from './check.mjs';
import { Status } from './errors.mjs';
import { CORNERS, SIDES, SPECIES } from './moves.mjs';

// Laid out as on wasm32 (abi.mjs, generated from the header; layout.c checks it).
const FACE = LAYOUTS.safari_face, FEATURE = LAYOUTS.safari_tile_feature;
const KINDS = { 1: 'trail', 2: 'bush' };

const names = (mask, list) => list.filter((_, d) => mask & (1 << d));
const species = (i32, ptr) => Object.fromEntries(SPECIES.map((letter, s) => [letter, i32[(ptr >> 2) + s]]));

/** The safari_face at ptr as {face, tile, copy, copies, rotation, sides,
 * baobab, corners, birds, savanna, features}. */
function readFace(lib, ptr) {
  const u8 = lib.u8, i32 = lib.i32, at = (field) => i32[(ptr + FACE[field]) >> 2];
  const features = [];
  for (let i = 0; i < u8[ptr + FACE.features]; i++) {
    const f = ptr + FACE.feature + FEATURE.SIZE * i;
    features.push({ kind: KINDS[i32[(f + FEATURE.kind) >> 2]],
      sides: names(i32[(f + FEATURE.sides) >> 2], SIDES).join(''), birds: i32[(f + FEATURE.birds) >> 2],
      animals: species(i32, f + FEATURE.animals) });
  }
  return { face: at('face'), tile: at('tile'), copy: at('copy'), copies: at('copies'),
    rotation: at('rotation'), sides: lib.cstring(ptr + FACE.sides, 4),
    baobab: u8[ptr + FACE.baobab] === 1, corners: names(u8[ptr + FACE.corners], CORNERS),
    birds: at('birds'), savanna: species(i32, ptr + FACE.savanna), features };
}

/** A safari_face at scratch with its size set. */
function emptyFace(lib) {
  lib.u32[(lib.scratch + FACE.size) >> 2] = FACE.SIZE;
  return lib.scratch;
}

/** The face of the tile in hand of the game `handle`, unrotated, or null. */
export function tileInHand(lib, handle) {
  const status = lib.m._safari_game_tile_in_hand(handle, emptyFace(lib));
  if (status === Status.ENOTFOUND) return null;
  lib.check(status, 'tileInHand');
  return readFace(lib, lib.scratch);
}

/** Face `face` (0 .. faces - 1) of the tile set of the game `handle`, in
 * `rotation` (0..3); InvalidArgumentError out of range. */
export function tileFace(lib, handle, face, rotation) {
  const ts = lib.m._safari_game_tileset(handle);
  lib.check(lib.m._safari_tileset_counts(ts, lib.scratch2), 'tileFace');
  const faces = lib.i32At(lib.scratch2 + LAYOUTS.safari_tileset_info.faces);
  face = within(face, 'face', 0, faces - 1);
  rotation = within(rotation, 'rotation', 0, 3);
  lib.check(lib.m._safari_tileset_face(ts, face, rotation, emptyFace(lib)), 'tileFace');
  return readFace(lib, lib.scratch);
}
