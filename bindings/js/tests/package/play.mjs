// SPDX-License-Identifier: MIT
// The game both consumers play, so that their records can be compared: two
// seats, chance drawn by SplitMix64(seed) as `safari play` draws it, every
// seat decision the bot's at its default strength, its seed the low 32 bits
// of the generator's next number. `choose(game, seed)` returns (or resolves
// to) the bot's Move; the result has the record and each search's time.
export async function playBotGame(safari, seed, choose) {
  const game = new safari.Game({ seats: 2 });
  const rng = new safari.SplitMix64(BigInt(seed));
  const ms = [];
  try {
    while (!game.isOver) {
      if (game.isChance) {
        game.apply(game.sampleMove(rng));
        continue;
      }
      const botSeed = Number(rng.next() & 0xffffffffn);
      const t0 = performance.now();
      const move = await choose(game, botSeed);
      ms.push(performance.now() - t0);
      game.apply(move);
    }
    return { record: game.record(), scores: game.scores, winners: game.winners, ms };
  } finally {
    game.free();
  }
}

/** The median and the largest of some times, rounded to 0.1 ms. */
export function timing(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (v) => Math.round(v * 10) / 10;
  return { moves: ms.length, median: round(sorted[Math.floor(sorted.length / 2)]), max: round(sorted.at(-1)) };
}
