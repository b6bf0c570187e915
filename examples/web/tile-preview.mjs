// SPDX-License-Identifier: MIT
// The drawn tile as the player sees it, turned to the chosen rotation.
import { tileFace } from './safari/board.mjs';
import { tileWords } from './words.mjs';

/** The tile in hand at a rotation, as the library describes it
 * (game.tileInHand, game.tileFace): {svg, words}, both '' when no tile is
 * in hand. `safari` is unused, kept for the callers' signature. */
export function tilePreview(safari, game, rotation) {
  const hand = game.tileInHand;
  if (hand === null) return { svg: '', words: '' };
  const face = game.tileFace(hand.face, rotation);
  return { svg: tileFace(face.features, face.baobab), words: tileWords(face.features, face.baobab) };
}
