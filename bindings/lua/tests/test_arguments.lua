-- SPDX-License-Identifier: MIT
-- Arguments the LuaJIT binding refuses before calling the library: numbers
-- that are not integers or not within the C type they are passed as (which
-- the FFI would truncate or wrap), values of the wrong type (which would
-- raise raw FFI errors), and closed handles. Every refusal is an error
-- object safari.is_error recognises (EINVAL) and leaves the game unchanged.
local here = arg[0]:match("^(.*)/") or "."
package.path = here .. "/../?.lua;" .. here .. "/?.lua;" .. package.path
local safari = require("safari")

local suite = require("suite")
local test = suite.test

-- The EINVAL error object a call raises, whose message names `word`.
local function refused(word, fn, ...)
    local ok, err = pcall(fn, ...)
    assert(not ok, "no error raised (" .. word .. ")")
    assert(safari.is_error(err), "not a safari error: " .. tostring(err))
    assert(err.status == -1 and err.name == "EINVAL", "status " .. tostring(err.status))
    assert(err.message:find(word, 1, true), ("%q does not name %q"):format(err.message, word))
    return err
end

local function sample_game()
    local game = safari.Game{seats = 3}
    local rng = safari.SplitMix64(8)
    while game:history_length() < 40 do game:apply(game:sample_move(rng)) end
    return game
end

-- Runs fn(game) on a game in play and checks the game did not change.
local function unchanged(fn)
    local game = sample_game()
    local hash, record = game:hash(), game:record()
    fn(game)
    assert(game:hash() == hash and game:record() == record, "a refused call changed the game")
end

test("options that would wrap or truncate", function()
    -- Truncated, 2.5 seats would be 2; wrapped, 2^32 + 3 would be 3.
    refused("seats", safari.Game, {seats = 2.5})
    refused("seats", safari.Game, {seats = 2^32 + 3})
    refused("first_seat", safari.Game, {first_seat = 2^31})
    refused("first_seat", safari.Game, {first_seat = -2^31 - 1})
    refused("board_limit x", safari.Game, {board_limit = {2^32 + 5, 5}})
    refused("board_limit y", safari.Game, {board_limit = {5, 0.5}})
    refused("final_scoring", safari.Game, {final_scoring = 2^32})
    refused("seats", safari.Game, {seats = "3"})
    refused("seats", safari.Game, {seats = 0 / 0})
    refused("seats", safari.Game, {seats = math.huge})
    refused("options", safari.Game, 3)
    refused("board_limit", safari.Game, {board_limit = 5})
    refused("tileset", safari.Game, {tileset = "default"})
    -- Within int32_t but not 2..5: the range of seats, not of the C type.
    local err = refused("seats 2147483647: must be 2 to 5", safari.Game, {seats = 2^31 - 1})
    assert(not err.message:find("int32_t", 1, true))
end)

-- Each names the argument, its value and its range (0.2.0: "invalid argument").
test("arguments outside their ranges", function()
    refused("seats 6: must be 2 to 5", safari.Game, {seats = 6})
    refused("seats 1: must be 2 to 5", safari.Game, {seats = 1})
    refused("first_seat 3: must be 0 to 2", safari.Game, {seats = 3, first_seat = 3})
    refused("final_scoring 2: must be 0 to 1", safari.Game, {final_scoring = 2})
    refused("boosts -1: must be 0 to 1", safari.Game, {boosts = -1})
    refused("board_limit x -1: must be 0 to 32767", safari.Game, {board_limit = {-1, 5}})
    refused("board_limit window width 0: must be 1 to 32767", safari.Game,
            {board_limit = {"window", 0, 5}})
    refused("board_limit does not hold the start tile", safari.Game, {board_limit = {0, 0}})
    assert(safari.Game{seats = 0}:seats() == 2) -- the library's spelling of the default
    unchanged(function(game)
        refused("viewer 3: must be 0 to 2", game.observation, game, 3)
        refused("viewer -1: must be 0 to 2", game.observation, game, -1)
        refused("seat 3: must be 0 to 2", game.seat_info, game, 3)
        refused("seat 9: must be 0 to 2", game.meeples, game, 9)
        refused("side 4: must be 0 to 3", game.feature_at, game, 0, 0, 4)
        refused("corner 4: must be 0 to 3", game.slot, game, 0, 0, 4)
        for _, width in ipairs({0, 513}) do
            local message = ("window width %d: must be 1 to 512"):format(width)
            local window = {0, 0, width, 4}
            refused(message, game.action_count, game, window)
            refused(message, game.legal_mask, game, window)
            refused(message, game.legal_actions, game, window)
            refused(message, game.observation, game, 0, window)
            refused(message, game.move_from_index, game, 0, window)
        end
        refused("window height 600: must be 1 to 512", game.action_count, game, {0, 0, 4, 600})
        local window = {-2, -2, 5, 5}
        local count = game:action_count(window)
        assert(game:move_from_index(count - 1, window):name() == "draw") -- the last face
        refused(("action index %d: must be 0 to %d"):format(count, count - 1),
                game.move_from_index, game, count, window)
    end)
end)

test("integer arguments of queries", function()
    unchanged(function(game)
        -- (2^32, 0) wrapped is (0, 0), a start cell that holds a tile.
        assert(game:tile_at(0, 0) ~= nil)
        refused("x", game.tile_at, game, 2^32, 0)
        refused("y", game.tile_at, game, 0, 0.5)
        refused("seat", game.seat_info, game, 2^32 + 1)
        refused("seat", game.seat_info, game, 1.5)
        refused("seat", game.seat_info, game, "1")
        refused("seat", game.seat_info, game, nil)
        refused("seat", game.meeples, game, 2^31)
        refused("x", game.feature_at, game, -2^31 - 1, 0, "N")
        refused("side", game.feature_at, game, 0, 0, 2^32)
        refused("side", game.feature_side, game, 0, 0, true)
        refused("y", game.tile_features, game, 0, 2^40)
        refused("corner", game.slot, game, 0, 0, 1.25)
        refused("corner", game.slot, game, 0, 0, "UP")
    end)
end)

test("moves: fields and types", function()
    -- Wrapped as int16_t, x = 70000 would be 4464.
    refused("move field x", safari.move, {kind = "place", x = 70000})
    refused("move field y", safari.move, {kind = "place", y = -32769})
    refused("move field index", safari.move, {kind = "place", index = 256})
    refused("move field species", safari.move, {kind = "token", species = -1})
    refused("move field tile", safari.move, {kind = "draw", tile = 1.5})
    refused("move fields", safari.move, "place 0 1 0")
    refused("unknown move kind", safari.move, {kind = "fly"})
    local m = safari.move{kind = "place", x = 32767, y = -32768, index = 255}
    assert(m.x == 32767 and m.y == -32768 and m.index == 255)
    refused("move text", safari.parse_move, 5)
    refused("game", safari.parse_move, "pass", "a game")
    unchanged(function(game)
        for _, bad in ipairs({42, {kind = 2}, true, game}) do
            refused("a move", game.apply, game, bad)
            refused("a move", game.is_legal, game, bad)
        end
        refused("a move", game.apply, game, nil)
        assert(game:is_legal("fly away") == false, "text that is no move is merely illegal")
    end)
end)

test("other arguments", function()
    refused("record", safari.from_record, 5)
    refused("tile-set text", safari.tileset, 5)
    refused("seed", safari.SplitMix64, 2.5)
    refused("seed", safari.SplitMix64, "1")
    refused("seed", safari.SplitMix64, 2^64)
    -- Taken modulo 2^64, as the Python binding takes seeds.
    assert(safari.SplitMix64(-1).state == 0xFFFFFFFFFFFFFFFFULL)
    unchanged(function(game)
        refused("rng", game.sample_move, game, 42)
        refused("other", game.copy_from, game, "a game")
    end)
end)

test("closed games and tile sets", function()
    local game = safari.Game()
    game:close()
    refused("closed", game.decision, game)
    refused("closed", game.apply, game, "pass")
    refused("closed", game.is_legal, game, "pass")
    refused("closed", game.seat_info, game, 0)
    refused("closed", game.clone, game)
    refused("closed", game.record, game)
    local ts = safari.tileset()
    ts:close()
    refused("closed", ts.info, ts)
    refused("closed", safari.Game, {tileset = ts})
    game:close() -- close is idempotent
    ts:close()
    refused("the game is closed", game.decision, game)
    refused("the tile set is closed", ts.info, ts)
end)

suite.run()
