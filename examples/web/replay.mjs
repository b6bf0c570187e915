// SPDX-License-Identifier: MIT
// Replay: a game's record stepped through forward and back, one seat's move
// at a time (the draws and tokens that follow a move come with it), on a
// copy of the game, so the game in play never changes.

export class Replay {
  /** `game`: the game whose history is replayed (cloned; not changed). */
  constructor(game) {
    this.game = game.clone();
    this.moves = this.game.history;
    this.chance = [];
    this.movers = [];
    // Which moves were chance's, and who made the others: undo back to the
    // start, reading each decision.
    while (this.game.historyLength > 0) {
      this.game.undo();
      this.chance[this.game.historyLength] = this.game.isChance;
      this.movers[this.game.historyLength] = this.game.toMove;
    }
    // The stops: the first seat's decision (the setup's tokens and the
    // first tile drawn), after each seat's move and the chance moves that
    // follow it, and the end.
    let first = 0;
    while (first < this.moves.length && this.chance[first]) first++;
    this.stops = [first];
    for (let i = 0; i < this.moves.length; i++) {
      if (!this.chance[i]) {
        let j = i + 1;
        while (j < this.moves.length && this.chance[j]) j++;
        if (j !== this.stops.at(-1)) this.stops.push(j);
      }
    }
    if (this.stops.at(-1) !== this.moves.length) this.stops.push(this.moves.length);
  }

  get position() { return this.game.historyLength; }
  get length() { return this.moves.length; }
  /** Index of the current stop and how many there are. */
  get step() { return this.stops.indexOf(this.position); }
  get steps() { return this.stops.length - 1; }

  /** Goes to stop `k` (clamped to the first and the last). */
  goTo(k) {
    const target = this.stops[Math.max(0, Math.min(this.stops.length - 1, k))];
    while (this.position > target) this.game.undo();
    while (this.position < target) this.game.apply(this.moves[this.position]);
  }

  /** The last seat move before the current position: {move, seat, index} or null. */
  lastSeatMove() {
    for (let i = this.position - 1; i >= 0; i--) {
      if (!this.chance[i]) return { move: this.moves[i], seat: this.movers[i], index: i };
    }
    return null;
  }

  free() { this.game.free(); }
}
