// SPDX-License-Identifier: MIT
// Faces off the board: a face of a game's tile set in a rotation, and the
// tile in hand (safari_tileset_face, safari_game_tile_in_hand), read from
// a safari_face (its offsets checked by layout.c) into a plain object.
import { within } from './check.mjs';
import { Status } from './errors.mjs';
import { CORNERS, SIDES, SPECIES } from './moves.mjs';

const FACE_SIZE = 184; // sizeof(safari_face) (layout.c)
const FEATURE_SIZE = 32; // sizeof(safari_tile_feature)
const KINDS = { 1: 'trail', 2: 'bush' };

const names = (mask, list) => list.filter((_, d) => mask & (1 << d));
const species = (i32, at) => Object.fromEntries(SPECIES.map((letter, s) => [letter, i32[at + s]]));

/** The safari_face at ptr as {face, tile, copy, copies, rotation, sides,
 * baobab, corners, birds, savanna, features}. */
function readFace(lib, ptr) {
  const u8 = lib.u8, i32 = lib.i32, at = ptr >> 2;
  const features = [];
  for (let i = 0; i < u8[ptr + 30]; i++) {
    const f = (ptr + 56 + FEATURE_SIZE * i) >> 2;
    features.push({ kind: KINDS[i32[f]], sides: names(i32[f + 1], SIDES).join(''), birds: i32[f + 2],
      animals: species(i32, f + 3) });
  }
  return { face: i32[at + 1], tile: i32[at + 2], copy: i32[at + 3], copies: i32[at + 4],
    rotation: i32[at + 5], sides: lib.cstring(ptr + 24, 4), baobab: u8[ptr + 29] === 1,
    corners: names(u8[ptr + 31], CORNERS), birds: i32[at + 8], savanna: species(i32, at + 9),
    features };
}

/** A safari_face at scratch with its size set. */
function emptyFace(lib) {
  lib.u32[lib.scratch >> 2] = FACE_SIZE;
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
  lib.check(lib.m._safari_tileset_info_get(ts, lib.scratch2), 'tileFace');
  const faces = lib.i32At(lib.scratch2 + 8);
  face = within(face, 'face', 0, faces - 1);
  rotation = within(rotation, 'rotation', 0, 3);
  lib.check(lib.m._safari_tileset_face(ts, face, rotation, emptyFace(lib)), 'tileFace');
  return readFace(lib, lib.scratch);
}
