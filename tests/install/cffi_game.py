#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A third-party binding of the installed libsafari, as its author would
write one: the installed header, preprocessed, goes to cffi's cdef (ABI
mode, no compiler at run time), the installed libsafari.so.MAJOR is opened
with ffi.dlopen, and a full random game is played through it.

  cffi_game.py PREFIX LIBDIR CC MAJOR

Checks: the preprocessed header parses and declares the capacity constants;
struct sizes follow from those constants; every move applied was legal and
its scoring events account for every point; an illegal move is refused and
changes nothing; the game ends with an empty stack, every land tile placed
or discarded, and winners that are exactly the seats of the highest score.
"""
import os
import random
import subprocess
import sys
import tempfile

import cffi

SEATS = 3


def preprocessed_header(cc, header):
    """`CC -E -P -DSAFARI_API= -DSAFARI_DEPRECATED(msg)=` of the header.
    <stddef.h> and <stdint.h> are left empty: cffi knows size_t and the
    intN_t types, and the C library's own declarations (compiler attributes
    included) are none of its business."""
    with tempfile.TemporaryDirectory() as empty_headers:
        for name in ("stddef.h", "stdint.h"):
            open(os.path.join(empty_headers, name), "w").close()
        # The compiler must not run under sanitizer runtimes preloaded for
        # this interpreter (scripts/sanitize.sh).
        env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}
        return subprocess.run([cc, "-E", "-P", "-DSAFARI_API=", "-DSAFARI_DEPRECATED(msg)=",
                               "-nostdinc", "-I", empty_headers, header],
                              check=True, capture_output=True, text=True, env=env).stdout


def fail(message):
    sys.exit("FAIL: " + message)


def expect(condition, message):
    if not condition:
        fail(message)


def main(prefix, libdir, cc, major):
    ffi = cffi.FFI()
    ffi.cdef(preprocessed_header(cc, os.path.join(prefix, "include", "safari.h")))
    lib = ffi.dlopen(os.path.join(prefix, libdir, "libsafari.so.%s" % major))
    expect(lib.safari_version_number() // 10000 == int(major), "the library's major is not %s" % major)

    # The constants came through as enumerators and size the structs: five
    # int32 counts, then per-species and per-seat int32 arrays.
    species, seats_max, max_moves = lib.SAFARI_SPECIES, lib.SAFARI_MAX_SEATS, lib.SAFARI_MAX_MOVES
    expect(species == 5 and seats_max == 5, "5 species, at most 5 seats (docs/rules.md section 1)")
    expect(ffi.sizeof("safari_feature_info") == 4 * (5 + species + seats_max),
           "safari_feature_info is not sized by the header's constants")
    expect(ffi.sizeof("safari_move") == 8, "a move is 8 bytes (safari.h)")

    game_p = ffi.new("safari_game **")
    opts = ffi.new("safari_options *", {"seats": SEATS})
    expect(lib.safari_game_new(game_p, opts) == lib.SAFARI_OK, "safari_game_new failed")
    game = ffi.gc(game_p[0], lib.safari_game_free)

    moves = ffi.new("safari_move[]", max_moves)
    weights = ffi.new("uint32_t[]", max_moves)
    count = ffi.new("size_t *")
    decision = ffi.new("safari_decision *")
    seat = ffi.new("safari_seat_info *")
    rng = random.Random(20240611)

    def scores():
        out = []
        for s in range(SEATS):
            expect(lib.safari_game_seat(game, s, seat) == lib.SAFARI_OK, "seat %d" % s)
            out.append(seat.score)
        return out

    def events():
        expect(lib.safari_game_events(game, ffi.NULL, 0, count) in (lib.SAFARI_OK, lib.SAFARI_EBUFS),
               "events size")
        buf = ffi.new("safari_event[]", max(count[0], 1))
        expect(lib.safari_game_events(game, buf, len(buf), count) == lib.SAFARI_OK, "events")
        return [buf[i] for i in range(count[0])]

    refused = applied = 0
    while True:
        expect(lib.safari_game_decision(game, decision) == lib.SAFARI_OK, "decision")
        if decision.kind == lib.SAFARI_DECISION_END:
            break
        if decision.to_move == lib.SAFARI_CHANCE:
            expect(lib.safari_game_outcomes(game, moves, weights, max_moves, count) == lib.SAFARI_OK,
                   "outcomes")
            n = count[0]
            pick = rng.choices(range(n), weights=[weights[i] for i in range(n)])[0]
        else:
            expect(lib.safari_game_legal_moves(game, moves, max_moves, count) == lib.SAFARI_OK,
                   "legal moves")
            n = count[0]
            pick = rng.randrange(n)
        expect(n > 0, "a decision before the end has no move")
        move = moves[pick]
        expect(lib.safari_game_is_legal(game, ffi.addressof(moves, pick)) == 1,
               "a listed move is not legal")

        # A move of another decision is refused and changes nothing.
        if decision.kind == lib.SAFARI_DECISION_PLACE:
            before = lib.safari_game_hash(game)
            wrong = ffi.new("safari_move *", {"kind": lib.SAFARI_MOVE_PARK, "x": 999, "y": 999})
            expect(lib.safari_game_apply(game, wrong) == lib.SAFARI_EILLEGAL, "park at a place decision")
            expect(lib.safari_game_hash(game) == before, "a refused move changed the game")
            refused += 1

        before = scores()
        expect(lib.safari_game_apply(game, ffi.addressof(moves, pick)) == lib.SAFARI_OK,
               "apply refused a legal move (kind %d)" % move.kind)
        applied += 1
        gained = [0] * SEATS
        for e in events():
            gained[e.seat] += e.points
        after = scores()
        expect([a - b for a, b in zip(after, before)] == gained,
               "scores moved by %s, events tell %s" % ([a - b for a, b in zip(after, before)], gained))

    expect(decision.to_move == lib.SAFARI_NOBODY, "to_move at the end is not NOBODY")
    expect(lib.safari_game_legal_moves(game, moves, max_moves, count) == lib.SAFARI_OK and count[0] == 0,
           "moves after the end")
    pools = ffi.new("safari_pool_info *")
    expect(lib.safari_game_pools(game, pools) == lib.SAFARI_OK, "pools")
    expect(pools.stack == 0, "the stack is not empty at the end")
    ts_info = ffi.new("safari_tileset_info *")
    expect(lib.safari_tileset_counts(lib.safari_game_tileset(game), ts_info) == lib.SAFARI_OK,
           "tile set info")
    placed = lib.safari_game_tile_count(game) - ts_info.start_cells
    expect(placed + pools.discarded_tiles == ts_info.land_tiles,
           "%d placed + %d discarded != %d land tiles" % (placed, pools.discarded_tiles,
                                                          ts_info.land_tiles))

    final = scores()
    projected = ffi.new("int32_t[]", SEATS)
    expect(lib.safari_game_projected_scores_ex(game, projected, SEATS, ffi.new("size_t *"))
           == lib.SAFARI_OK, "projected")
    expect(list(projected) == final, "projected scores at the end are not the final scores")
    best = max(final)
    winners = [s for s in range(SEATS) if lib.safari_game_is_winner(game, s)]
    expect(winners == [s for s in range(SEATS) if final[s] == best],
           "winners %s, scores %s" % (winners, final))
    print("cffi: %d moves applied, %d illegal ones refused; scores %s, winners %s"
          % (applied, refused, final, winners))


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit("usage: cffi_game.py PREFIX LIBDIR CC MAJOR")
    main(*sys.argv[1:])
