// SPDX-License-Identifier: MIT
// An authoritative table: the game lives here, never on the clients. A
// client holds a seat (a secret token) and sends move text; the table
// refuses malformed text, moves out of turn (chance's decisions included:
// the table draws the tiles and tokens itself) and illegal moves, and
// plays its bot seats in a worker thread, off the event loop. No transport
// here: server.mjs puts it behind HTTP.
import { randomBytes, randomUUID } from 'node:crypto';

/** A refusal: `status` is the HTTP status that server.mjs answers with. */
export class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'Refusal';
    this.status = status;
  }
}

export class Table {
  #safari;
  #game;
  #rng;
  #tokens = new Map(); // token -> seat
  #bots; // seat -> {budget, seed}
  #bot = null;
  #thinking = null; // the bot's pending turn, a Promise
  #failure = null; // why the bot could not move, if it could not

  /**
   * `safari`: a loaded binding (loadSafari of the Node entry), and its
   * NodeBotWorker for bot seats. Options: `seats` (2), `seed` (of the
   * table's draws: a BigInt; random by default), `bots` ({seat: {budget,
   * seed}}: the seats the table plays), `game` (a Game to go on with, such
   * as Game.fromJSON of a saved table; the table owns it).
   */
  constructor(safari, NodeBotWorker, { seats = 2, seed, bots = {}, game } = {}) {
    this.#safari = safari;
    this.#game = game ?? new safari.Game({ seats });
    this.#rng = new safari.SplitMix64(seed ?? randomBytes(8).readBigUInt64LE());
    this.#bots = new Map(Object.entries(bots).map(([seat, options]) => [Number(seat), options]));
    if (this.#bots.size > 0) this.#bot = new NodeBotWorker();
    this.#drawChance();
    this.#startBot();
  }

  /** A free seat for a new player: {seat, token}; 409 when every seat is
   * taken. */
  join() {
    for (let seat = 0; seat < this.#game.seats; seat++) {
      if (this.#bots.has(seat) || [...this.#tokens.values()].includes(seat)) continue;
      const token = randomUUID();
      this.#tokens.set(token, seat);
      return { seat, token };
    }
    throw new Refusal(409, 'every seat is taken');
  }

  /** What every client may see: the decision, whose it is, the scores,
   * the tile in hand, the legal moves' text, the record and the hash (a
   * decimal string, as JSON has no 64-bit integers). */
  state() {
    const game = this.#game;
    return {
      decision: game.decision, toMove: game.toMove, active: game.active, scores: game.scores,
      tileInHand: game.tileInHand,
      legal: game.isChance || game.isOver ? [] : game.legalMoves().map((m) => game.moveText(m)),
      ...game.toJSON(),
    };
  }

  /** Plays the move text `text` for the holder of `token`; the canonical
   * text of the move played. Refusals: 401 (no such seat), 409 (the game
   * is over), 403 (not that seat's decision: another seat's, chance's, or
   * a bot's), 400 (no move), 409 (illegal now). Nothing changes then. */
  play(token, text) {
    const seat = this.#tokens.get(token);
    if (seat === undefined) throw new Refusal(401, 'no seat has this token');
    const game = this.#game;
    if (game.isOver) throw new Refusal(409, 'the game is over');
    if (game.toMove !== seat) {
      const whose = game.isChance ? 'the table draws' : `seat ${game.toMove} decides`;
      throw new Refusal(403, `not your turn: ${whose}`);
    }
    if (typeof text !== 'string' || text.length > 64) throw new Refusal(400, 'a move is a line of text');
    let move;
    try {
      move = game.parseMove(text);
    } catch (e) {
      if (e instanceof this.#safari.ParseError) throw new Refusal(400, e.message);
      throw e;
    }
    if (!game.isLegal(move)) throw new Refusal(409, `illegal now: ${game.moveText(move)}`);
    game.apply(move);
    this.#drawChance();
    this.#startBot();
    return game.moveText(move);
  }

  /** Resolves once no bot seat is to move (at once when none is);
   * rejects with the bot's failure if it could not move. */
  async settled() {
    while (this.#thinking !== null) await this.#thinking;
    if (this.#failure !== null) throw this.#failure;
  }

  /** The table as JSON: its game (record and hash). */
  toJSON() { return { game: this.#game.toJSON() }; }

  /** Stops the bot's thread and frees the game. */
  close() {
    this.#bot?.terminate();
    this.#game.free();
  }

  /** Chance's decisions, drawn here with the table's generator. */
  #drawChance() {
    while (this.#game.isChance) this.#game.apply(this.#game.sampleMove(this.#rng));
  }

  /** A bot seat to move: its search starts in the worker thread, and its
   * move is played when it comes (no client can move meanwhile: the
   * decision is the bot's). */
  #startBot() {
    const game = this.#game, seat = game.toMove;
    if (this.#thinking !== null || game.isOver || !this.#bots.has(seat)) return;
    this.#thinking = this.#bot.choose(game, this.#bots.get(seat)).then((move) => {
      this.#thinking = null;
      game.apply(move);
      this.#drawChance();
      this.#startBot();
    }, (error) => {
      this.#thinking = null;
      this.#failure = error; // reported by settled(); after close() nobody asks
    });
  }
}
