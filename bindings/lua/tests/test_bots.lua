-- SPDX-License-Identifier: MIT
-- The library's players through the LuaJIT binding: search_move is
-- deterministic for a seed and finds the one winning move of the last tile
-- of a known game (worked out in tests/test_search.c); greedy_move is its
-- documented definition, written again here from projected scores.
local here = arg[0]:match("^(.*)/") or "."
package.path = here .. "/../?.lua;" .. here .. "/?.lua;" .. package.path
local safari = require("safari")

local suite = require("suite")
local test = suite.test

-- The game of `safari play --seed` after `moves` moves.
local function random_game(seed, options, moves)
    local game = safari.Game(options)
    local rng = safari.SplitMix64(seed)
    while not game:is_over() and game:history_length() < moves do
        game:apply(game:sample_move(rng))
    end
    return game
end

-- Then on to a seat's decision of two moves or more.
local function to_choice(seed, options, moves)
    local game = random_game(seed, options, moves)
    local rng = safari.SplitMix64(seed + 1000)
    while game:is_chance() or #game:legal_moves() < 2 do game:apply(game:sample_move(rng)) end
    return game
end

test("the same seed gives the same move", function()
    local game = to_choice(5, {seats = 3}, 40)
    local before = game:hash()
    local a = game:search_move{playouts = 50, seed = 9}
    local b, stats = game:search_move{playouts = 50, seed = 9}
    assert(a == b and game:is_legal(a))
    assert(stats.playouts == 50 and stats.visits >= 1 and stats.value >= 0 and stats.value <= 1)
    assert(game:hash() == before)
    local r1, r2 = safari.SplitMix64(4), safari.SplitMix64(4)
    local m1 = game:search_move{playouts = 30, seed = r1, policy = "scoring"}
    local m2 = game:search_move{playouts = 30, seed = r2, policy = "scoring"}
    assert(m1 == m2 and r1.state == r2.state and r1.state ~= 4)
end)

test("the search finds the winning move of the last tile", function()
    -- seat 1, behind 14 to 22, wins only by closing a 4-species bush under
    -- 4 birds at (3, 4) and claiming it: 10 + 4 points (docs/rules.md 6.5)
    local game = random_game(46, {seats = 2}, 222)
    local p = game:projected_scores()
    assert(game:to_move() == 1 and p[1] == 22 and p[2] == 14)
    local move = game:search_move{playouts = 20000, seed = 1}
    assert(tostring(move) == "place 3 4 1", tostring(move))
    game:apply(move)
    local stats
    move, stats = game:search_move{playouts = 400, seed = 3}
    assert(tostring(move) == "meeple S" and stats.value == 1)
    game:apply(move)
    local s = game:scores()
    assert(game:is_over() and s[1] == 22 and s[2] == 28)
end)

test("greedy is the documented definition", function()
    for _, case in ipairs{{1, 2, 30}, {2, 3, 80}, {3, 4, 150}} do
        local game = to_choice(case[1], {seats = case[2]}, case[3])
        local me = game:to_move() + 1
        local legal, best, first = game:legal_moves(), nil, nil
        local values = {}
        for i, m in ipairs(legal) do
            game:apply(m)
            local s = game:projected_scores()
            game:undo()
            local other = -math.huge
            for k, v in ipairs(s) do if k ~= me and v > other then other = v end end
            values[i] = {s[me], s[me] - other}
            if not best or values[i][1] > best[1] or
               (values[i][1] == best[1] and values[i][2] > best[2]) then
                best, first = values[i], i
            end
        end
        assert(game:greedy_move() == legal[first])
        local rng = safari.SplitMix64(case[1])
        local m = game:greedy_move(rng)
        for i, l in ipairs(legal) do
            if l == m then assert(values[i][1] == best[1] and values[i][2] == best[2]) end
        end
        assert(game:greedy_move(7) == game:greedy_move(safari.SplitMix64(7)))
    end
end)

test("bad calls are refused", function()
    local game = safari.Game()
    for _, fn in ipairs{function() return game:search_move() end,
                        function() return game:greedy_move() end} do
        local ok, err = pcall(fn)
        assert(not ok and safari.is_error(err) and err.name == "EINVAL")
    end
    game = to_choice(2, nil, 10)
    for _, options in ipairs{{policy = "clever"}, {playouts = 0}, {score_weight = 2},
                             {explore = math.huge}, {explore = "high"}, {playouts = -1}} do
        local ok, err = pcall(game.search_move, game, options)
        assert(not ok and safari.is_error(err), tostring(err))
    end
end)

suite.run()
