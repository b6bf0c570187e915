-- SPDX-License-Identifier: MIT
-- The planning player through the LuaJIT binding: plan_move at a level is
-- deterministic for a seed and legal, the levels are the library's five,
-- weights read from a file come back as written and change the values
-- the evaluation gives exactly as the weighted sum of the features says.
local here = arg[0]:match("^(.*)/") or "."
package.path = here .. "/../?.lua;" .. here .. "/?.lua;" .. package.path
local safari = require("safari")

local suite = require("suite")
local test = suite.test

-- A game of `safari play --seed` after `moves` moves, then on to a seat's
-- decision of two moves or more.
local function to_choice(seed, moves)
    local game = safari.Game()
    local rng = safari.SplitMix64(seed)
    while not game:is_over() and game:history_length() < moves do
        game:apply(game:sample_move(rng))
    end
    while game:is_chance() or #game:legal_moves() < 2 do game:apply(game:sample_move(rng)) end
    return game
end

local function tmpfile(text)
    local path = os.tmpname()
    local f = assert(io.open(path, "w"))
    f:write(text)
    f:close()
    return path
end

test("plan_move is legal and the same for the same seed", function()
    local game = to_choice(3, 30)
    local before = game:hash()
    local a = game:plan_move{level = 4, seed = 7}
    local b, stats = game:plan_move{level = 4, seed = 7}
    assert(a == b and game:is_legal(a))
    assert(stats.turns > 0 and stats.worlds == 0)
    assert(game:hash() == before)
    local r = safari.SplitMix64(5)
    local _, st = game:plan_move{level = 5, iterations = 2, time_ms = 0, seed = r}
    assert(st.worlds >= 1 or st.candidates == 0)
    local ok, err = pcall(game.plan_move, game, {level = 6})
    assert(not ok and err.name == "EINVAL")
    ok, err = pcall(game.plan_move, game, {weights = {1, 2}})
    assert(not ok and err.name == "EINVAL")
end)

test("threads reach the library: the same move with iterations alone, 65 refused", function()
    local game = to_choice(5, 24)
    local r1, r2 = safari.SplitMix64(8), safari.SplitMix64(8)
    local a, sa = game:plan_move{level = 5, iterations = 3, time_ms = 0, seed = r1}
    local b, sb = game:plan_move{level = 5, iterations = 3, time_ms = 0, seed = r2, threads = 2}
    assert(a == b and r1.state == r2.state)
    assert(sa.worlds == sb.worlds and sa.turns == sb.turns and sa.value == sb.value)
    local ok, err = pcall(game.plan_move, game, {level = 5, iterations = 1, threads = 65})
    assert(not ok and err.name == "EINVAL")
end)

test("five levels, weakest first", function()
    local levels = safari.levels()
    assert(#levels == safari.LEVELS and safari.LEVELS == 5)
    for k, l in ipairs(levels) do
        assert(l.number == k and type(l.name) == "string")
        if k > 1 then assert(l.elo > levels[k - 1].elo) end
    end
    assert(levels[1].name == "beginner" and levels[5].name == "expert")
end)

test("weights from a file, and the evaluation as their weighted sum", function()
    local lines = {"# a comment", ""}
    local want = {}
    for i, name in ipairs(safari.FEATURES) do
        want[i] = i * 0.25 - 1
        lines[#lines + 1] = ("%s %s"):format(name, want[i])
    end
    -- the lines in reverse order: names, not positions, say which is which
    local rev = {}
    for i = #lines, 1, -1 do rev[#rev + 1] = lines[i] end
    local path = tmpfile(table.concat(rev, "\n") .. "\n")
    local w = safari.load_weights(path)
    os.remove(path)
    for i = 1, #want do assert(w[i] == want[i]) end
    local game = to_choice(11, 60)
    local values = game:evaluate(w)
    for seat = 0, 1 do
        local f, sum = game:eval_features(seat), 0
        for i = 1, #f do sum = sum + f[i] * w[i] end
        assert(math.abs(values[seat + 1] - sum) < 1e-9)
    end
    local d = safari.default_weights()
    assert(#d == #safari.FEATURES and d[1] == 1)
    local bad = tmpfile("score 1\nscore 2\n")
    local ok, err = pcall(safari.load_weights, bad)
    os.remove(bad)
    assert(not ok and err.name == "EINVAL" and err.message:match(":2:"))
    bad = tmpfile("score 1\n")
    ok, err = pcall(safari.load_weights, bad)
    os.remove(bad)
    assert(not ok and err.message:match("no value for final"))
end)

suite.run()
