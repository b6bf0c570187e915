// SPDX-License-Identifier: MIT
// Consumer (a): a Node program of a front-end author who ran
// `npm install libsafari-<version>.tgz`. It plays the game of play.mjs with
// game.botMove, one random game as `safari play --seed 1` plays it, and
// prints what it saw as one JSON line for the test to check.
import { BOT_STRENGTHS, IllegalMoveError, Move, SplitMix64, loadSafari } from 'libsafari';
import { playBotGame, timing } from '../play.mjs';

const safari = await loadSafari();
const seed = Number(process.argv[2] ?? 1);

const random = new safari.Game({ seats: 2 });
const rng = new SplitMix64(1n);
for (let m = random.sampleMove(rng); m !== null; m = random.sampleMove(rng)) random.apply(m);
const randomRecord = random.record();

let illegal = null;
try {
  random.apply('pass');
} catch (e) {
  illegal = { name: e.name, isIllegal: e instanceof IllegalMoveError, message: e.message };
}
random.free();

const bot = await playBotGame(safari, seed, (game, botSeed) => game.botMove({ seed: botSeed }));
const move = new Move('place', { x: 2, y: -1, index: 1 });
console.log(JSON.stringify({
  version: safari.version, randomRecord, illegal, moveString: String(move),
  defaultBudget: BOT_STRENGTHS.normal, bot: { ...bot, timing: timing(bot.ms), ms: undefined },
}));
