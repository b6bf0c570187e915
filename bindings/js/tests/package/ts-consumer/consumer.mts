// SPDX-License-Identifier: MIT
// Consumer (c): a TypeScript program of a front-end author, checked with
// `tsc --strict` against the package's declarations (no DOM library, so
// the types must stand alone). Each @ts-expect-error is a misuse the types
// must refuse: tsc fails if the line is accepted.
import {
  BOT_STRENGTHS, BotWorker, IllegalMoveError, Move, SafariError, SplitMix64, loadSafari,
  DEFAULT_LEVEL, LEVELS, type BotOptions, type Decision, type Face, type Game, type GameJSON,
  type LevelInfo, type MoveJSON, type PlanOptions,
  type Safari, type ScoringEvent,
} from 'libsafari';

/** The planning player at every level, in the caller's thread and a worker. */
export async function levels(safari: Safari, game: Game, bot: BotWorker): Promise<string[]> {
  const named: readonly LevelInfo[] = safari.levels();
  const options: PlanOptions = { level: LEVELS, seed: 3, timeMs: 0 };
  const moves: Move[] = [game.planMove(DEFAULT_LEVEL), game.planMove(options),
    game.planSearch(1).move, await bot.choose(game, { level: 2, seed: 1 }), await bot.choose(game, 4)];
  const value: number = game.planSearch(options).stats.value;
  return [...named.map((l) => `${l.level} ${l.name} ${l.elo} ${l.timeMs}`), ...moves.map(String), String(value)];
}

export async function play(seed: bigint): Promise<{ scores: number[]; events: ScoringEvent[] }> {
  const safari: Safari = await loadSafari();
  const game: Game = new safari.Game({ seats: 3, finalScoring: 'all' });
  const rng = new SplitMix64(seed);
  const events: ScoringEvent[] = [];
  try {
    while (!game.isOver) {
      const decision: Decision = game.decision;
      const options: BotOptions = { budget: BOT_STRENGTHS.easy, seed: 7 };
      const move: Move | null = game.isChance || decision === 'token' ? game.sampleMove(rng)
        : game.botMove(options);
      if (move === null) break;
      const text: string = `${move}`;
      game.apply(text.length > 0 ? move : text);
      events.push(...game.events);
    }
    try {
      game.apply('pass');
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      const status: number | undefined = e.status;
      if (!(e instanceof SafariError) || status !== -4) throw new Error('IllegalMoveError is a SafariError');
    }
    return { scores: game.scores, events };
  } finally {
    game.free();
  }
}

/** What a front end reads of the tile in hand, and values that travel. */
export function faces(safari: Safari, game: Game): string {
  const hand: Face | null = game.tileInHand;
  if (hand === null) return '';
  const turned: Face = game.tileFace(hand.face, 1);
  const data: MoveJSON = JSON.parse(JSON.stringify(game.legalMoves()[0]!));
  const move: Move = Move.fromJSON(data);
  const saved: GameJSON = game.toJSON();
  const again: Game = safari.Game.fromJSON(saved);
  again.free();
  return `${turned.sides} ${turned.features.map((f) => f.sides).join(' ')} ${game.isLegal(data)} ${move}`;
}

export function misuses(safari: Safari, game: Game, bot: BotWorker): void {
  // @ts-expect-error an unknown option
  game.botMove({ budgets: 10 });
  // @ts-expect-error a budget is a number
  game.botMove({ budget: '10' });
  // @ts-expect-error an unknown game option
  new safari.Game({ seat: 3 });
  // @ts-expect-error finalScoring is 'majority' or 'all'
  new safari.Game({ finalScoring: 'most' });
  // @ts-expect-error not a move kind
  new Move('fly');
  // @ts-expect-error scores are numbers, not strings
  const scores: string[] = game.scores;
  // @ts-expect-error choose resolves to a Move, not text
  const text: Promise<string> = bot.choose(game);
  // @ts-expect-error a level is a number
  game.planMove('3');
  // @ts-expect-error an unknown plan option
  game.planMove({ levle: 3 });
  // @ts-expect-error levels are read-only
  safari.levels()[0].elo = 3000;
  // @ts-expect-error there is no Game class before loading: safari.Game is one
  import('libsafari').then((m) => new m.Game());
  // @ts-expect-error the tile in hand may be null
  void game.tileInHand.face;
  // @ts-expect-error a game's hash in JSON is a string
  const hash: bigint | undefined = game.toJSON().hash;
  void scores;
  void text;
  void hash;
}
