// SPDX-License-Identifier: MIT
// The page's sentences: moves, scoring events and prompts in a player's
// words, for the status line, the targets' names, the log and the live
// region a screen reader reads.
import { SPECIES_NAMES } from './safari/board.mjs';

const SIDE_NAMES = ['north', 'east', 'south', 'west'];
const CORNER_NAMES = ['north-east', 'south-east', 'south-west', 'north-west'];
/** T(k): points of a trail or bush with k distinct species (docs/rules.md 6.5). */
export const TRIANGLE = [0, 1, 3, 6, 10, 15];

export const speciesName = (letter) => SPECIES_NAMES[letter] ?? letter;
/** "a lion", "an elephant". */
export const aSpecies = (letter) => `${/^[aeiou]/.test(speciesName(letter)) ? 'an' : 'a'} ${speciesName(letter)}`;
export const sideName = (d) => SIDE_NAMES[d];
export const cornerName = (c) => CORNER_NAMES[c];

/** "lion, zebra, elephant" of a feature's {A: n, ...} counts. */
export function animalList(animals) {
  return Object.entries(animals).filter(([, n]) => n > 0)
    .map(([s, n]) => (n > 1 ? `${n} ${speciesName(s)}s` : speciesName(s))).join(', ');
}

/** The name of what a target or button does. */
export function moveName(m, game) {
  switch (m.kind) {
    case 'place': return `place at ${m.x}, ${m.y}, rotated ${m.rotation * 90} degrees`;
    case 'discard': return 'discard the tile';
    case 'meeple': return m.index === 4 ? 'put a meeple on the baobab' : `put a meeple on the ${featureKind(game, m)} to the ${sideName(m.index)}`;
    case 'ranger': return `move ranger ${m.index} to ${m.x}, ${m.y}`;
    case 'dig': return `dig with ${aSpecies(m.speciesLetter)} at the ${cornerName(m.index)} corner of ${m.x}, ${m.y}`;
    case 'expand': return `expand with ${aSpecies(m.speciesLetter)} at the ${cornerName(m.index)} corner of ${m.x}, ${m.y}`;
    case 'pass': return 'pass';
    case 'boost': return m.speciesLetter ? `boost with ${aSpecies(m.speciesLetter)}` : 'no boost';
    case 'park': return `park the ranger at ${m.x}, ${m.y}`;
    default: return m.kind;
  }
}

/** trail or bush: the feature a meeple move names, on the last placed tile. */
function featureKind(game, m) {
  const placed = game.history.filter((h) => h.kind === 'place').at(-1);
  return (placed && game.featureAt(placed.x, placed.y, m.index)?.kind) ?? 'feature';
}

/** What a seat did, for the log and the live region ("placed a tile at 2, -1"). */
export function didMove(m, game) {
  switch (m.kind) {
    case 'place': return `placed a tile at ${m.x}, ${m.y}, rotated ${m.rotation * 90} degrees`;
    case 'discard': return 'discarded a tile that fitted nowhere';
    case 'pass': return 'passed';
    case 'boost': return m.speciesLetter ? `boosted with ${aSpecies(m.speciesLetter)}` : 'did not boost';
    case 'meeple': return m.index === 4 ? 'put a meeple on the baobab' : `put a meeple on the ${featureKind(game, m)}`;
    default: return moveName(m, game).replace(/^(\w+)/, (v) => ({ move: 'moved', dig: 'dug', expand: 'expanded', park: 'parked' })[v] ?? v);
  }
}

/** A scoring event in words: "scored 8 for a bush with lion, zebra, elephant". */
export function eventWords(e, game) {
  const feature = ['trail', 'bush', 'final_trail', 'final_bush'].includes(e.kind) ? game.featureAt(e.x, e.y, e.spot) : null;
  const what = feature ? `${feature.kind}${animalList(feature.animals) ? ` with ${animalList(feature.animals)}` : ''}` +
    (feature.birds ? ` and ${feature.birds} bird${feature.birds > 1 ? 's' : ''}` : '') : '';
  const pts = `scored ${e.points} point${e.points === 1 ? '' : 's'}`;
  switch (e.kind) {
    case 'trail': case 'bush': return `${pts} for a ${what}`;
    case 'final_trail': case 'final_bush': return `${pts} at the end for an unfinished ${what}`;
    case 'final_tokens': return `${pts} at the end for tokens kept`;
    case 'ranger': return `${pts} for displacing a ranger`;
    case 'baobab': return 'completed a baobab: the meeple comes back with two tokens';
    case 'dig': return `${pts} for digging a watering hole`;
    case 'expand': return `${pts} for expanding a watering hole`;
    case 'waterhole': return `${pts} for a completed watering hole`;
    default: return `${pts} (${e.kind})`;
  }
}

/** A tile face in words, for the drawn tile's name: "a trail north to
 * south with lion; a bush east with 1 bird; a baobab". */
export function tileWords(features, baobab) {
  const parts = features.map((f) => {
    const sides = [...f.sides].map((c) => SIDE_NAMES['NESW'.indexOf(c)]);
    const animals = animalList(f.animals);
    return `a ${f.kind} ${sides.join(f.kind === 'trail' ? ' to ' : ' and ')}` +
      (animals ? ` with ${animals}` : '') + (f.birds ? `${animals ? ' and' : ' with'} ${f.birds} bird${f.birds > 1 ? 's' : ''}` : '');
  });
  if (baobab) parts.push('a baobab');
  return parts.join('; ');
}
