-- SPDX-License-Identifier: MIT
-- The AI toolkit through the LuaJIT binding: the library's sampled move is
-- the binding's pick from the listed moves; a playout is the game that
-- sample_move plays with the same generator; a batch equals single
-- playouts; the action space round-trips and the mask marks exactly the
-- legal moves; observations agree with the binding's own queries; bad
-- arguments are refused with safari errors and change nothing.
local here = arg[0]:match("^(.*)/") or "."
package.path = here .. "/../?.lua;" .. here .. "/?.lua;" .. package.path
local safari = require("safari")

local suite = require("suite")
local test = suite.test

-- Played by the binding's own pick from the listed moves (a generator that
-- is no SplitMix64), the reference the library's playouts are held to.
local function random_game(seed, options, moves)
    local game = safari.Game(options)
    local inner = safari.SplitMix64(seed)
    local rng = {next = function() return inner:next() end}
    while not game:is_over() and (moves == nil or game:history_length() < moves) do
        game:apply(game:sample_move(rng))
    end
    return game
end

-- The EINVAL error a call raises, whose message names `word`.
local function refused(word, fn, ...)
    local ok, err = pcall(fn, ...)
    assert(not ok, "no error raised (" .. word .. ")")
    assert(safari.is_error(err), "not a safari error: " .. tostring(err))
    assert(err.name == "EINVAL", "status " .. tostring(err.name))
    assert(err.message:find(word, 1, true), ("%q does not name %q"):format(err.message, word))
end

test("the library's sampled move is the pick from the listed moves", function()
    -- another generator (not a SplitMix64): the binding lists and picks
    local inner = safari.SplitMix64(5)
    local wrapped = {next = function() return inner:next() end}
    local game, fast = safari.Game{seats = 3}, safari.SplitMix64(5)
    repeat
        local move = game:sample_move(fast)
        local listed = game:sample_move(wrapped)
        assert(fast.state == inner.state, "draws")
        assert((move == nil) == (listed == nil), "the end")
        if move ~= nil then
            assert(move == listed, tostring(move))
            game:apply(move)
        end
    until move == nil
    assert(game:is_over(), "played to the end")
    assert(safari.Game():sample_move(safari.SplitMix64(1), {policy = "scoring"}) ~= nil)
    refused("options", game.sample_move, safari.Game(), wrapped, {policy = "scoring"})
end)

test("a playout is the game of sample_move with the same generator", function()
    for seed = 1, 3 do
        local game = safari.Game{seats = 2}
        local rng = safari.SplitMix64(seed)
        local played = game:playout(rng)
        local reference = random_game(seed, {seats = 2})
        assert(played == reference:history_length(), "moves played, seed " .. seed)
        assert(game:record() == reference:record(), "record, seed " .. seed)
        assert(rng.state ~= safari.SplitMix64(seed).state, "the generator was not advanced")
    end
end)

test("a batch equals single playouts", function()
    local root = random_game(4, {seats = 3}, 50)
    local rows = root:playouts(4, safari.SplitMix64(8), {policy = "scoring"})
    assert(#rows == 4)
    local rng = safari.SplitMix64(8)
    for i = 1, 4 do
        local single = root:clone()
        single:playout(rng, {policy = "scoring"})
        local scores = single:scores()
        for s = 1, 3 do assert(rows[i][s] == scores[s], "row " .. i .. " seat " .. s) end
    end
    local scratch = root:clone()
    local wins = root:playouts(3, 8, {result = "wins", scratch = scratch})
    for i = 1, 3 do assert(math.max(unpack(wins[i])) == 1, "a winner per row") end
    assert(root:history_length() == 50, "the root changed")
end)

test("the action space round-trips; the mask and the list hold the legal moves", function()
    local game = safari.Game{seats = 3}
    local rng = safari.SplitMix64(6)
    while not game:is_over() and game:history_length() < 100 do
        local mask, n, outside = game:legal_mask()
        assert(n == game:action_count() and outside == 0)
        local ones = 0
        for i = 0, n - 1 do ones = ones + mask[i] end
        local moves = game:legal_moves()
        assert(ones == #moves, "mask entries " .. ones .. ", legal moves " .. #moves)
        local actions, listed, left_out = game:legal_actions()
        assert(listed == #moves and left_out == 0, "legal actions " .. listed)
        for k, m in ipairs(moves) do
            local i = game:action_index(m)
            assert(mask[i] == 1)
            assert(actions[k - 1] == i, "the list keeps the moves' order")
            assert(game:move_from_index(i) == m, tostring(m))
        end
        game:apply(game:sample_move(rng))
    end
    assert(game:action_index("place 90 90 0", {0, 0, 4, 4}) == nil)
    local w = game:board_window()
    assert(game:action_count(w) == 47 * w[3] * w[4] + 18 + game:tileset():info().faces)
end)

test("observations agree with the queries", function()
    local game = random_game(9, {seats = 3}, 80)
    for viewer = 0, 2 do
        local obs, shape = game:observation(viewer)
        local w = game:board_window()
        assert(shape.planes == 48 and shape.width == w[3] and shape.height == w[4])
        assert(shape.vector == 59 + 2 * game:tileset():info().faces)
        local cells = shape.width * shape.height
        local tiles = 0
        for c = 0, cells - 1 do tiles = tiles + obs[c] end -- plane 0: tiles
        assert(tiles == #game:tiles(), "tile plane")
        local scores = game:scores()
        for k = 0, 2 do
            assert(obs[shape.vector_offset + k] == scores[(viewer + k) % 3 + 1], "relative score")
        end
        assert(obs[shape.vector_offset + 46] == 3, "seats")
    end
end)

test("the planes are named at run time", function()
    -- as many names as planes, unique; the groups at the header's first
    -- planes (written by hand from safari.h's SAFARI_OBS_P_* comments)
    local extended, base = safari.observation_planes(), safari.observation_planes("base")
    local game = random_game(4, {seats = 2}, 20)
    local _, shape = game:observation_ex(0)
    local _, base_shape = game:observation(0)
    assert(#extended == shape.planes and #base == base_shape.planes, "one name a plane")
    local seen = {}
    for i, p in ipairs(extended) do
        assert(not seen[p.name], "unique " .. p.name)
        seen[p.name] = true
        if i <= #base then assert(base[i].name == p.name, "base names the first planes") end
        assert(p.description ~= "", "described")
    end
    assert(extended[1].name == "tile" and extended[6].name == "bush_n", "tile, bush_n")
    assert(extended[22].name == "meeples_1" and extended[22].group_first == 20, "meeples_1")
    assert(extended[46].name == "ranger_0" and extended[46].group_planes == 2, "ranger_0")
    assert(extended[49].name == "placed" and #base == 48, "placed")
    local names = game:observation_planes(true)
    assert(#names == 49 and names[26] == "token_ne_ape", "Game:observation_planes")
    assert(#game:observation_planes() == 48, "base names")
    local batch = safari.Batch(1, 3)
    assert(#batch.observation_planes == 49 and batch.observation_planes[49] == "placed", "batch")
    refused("layout", safari.observation_planes, "wide")
end)

test("the vector entries are named at run time", function()
    -- as many names as entries, unique; a few by hand from safari.h's
    -- SAFARI_OBS_V_* comments (relative seat k, species A E G L Z, the
    -- decision kinds in order, then one a face)
    local game = random_game(4, {seats = 2}, 20)
    local extended, base = safari.observation_entries(), safari.observation_entries("base", game)
    local _, shape = game:observation_ex(0)
    local _, base_shape = game:observation(0)
    assert(#extended == shape.vector and #base == base_shape.vector, "one name an entry")
    local faces = game:tileset():info().faces
    assert(#extended == 59 + 3 * faces + 4, "59 + 3F + 4")
    local seen = {}
    for i, e in ipairs(extended) do
        assert(not seen[e.name], "unique " .. e.name)
        seen[e.name] = true
        if i <= #base then assert(base[i].name == e.name, "base names the first entries") end
        assert(e.description ~= "", "described")
    end
    assert(extended[1].name == "score_0" and extended[14].name == "supply_1_lion", "score, supply")
    assert(extended[14].group_first == 5 and extended[14].group_entries == 25, "supply group")
    assert(extended[47].name == "seats" and extended[50].name == "decision_place", "seats, place")
    assert(extended[60].name == "stack_0" and extended[60 + faces].name == "hand_0", "per face")
    assert(extended[#extended].name == "placed_rotation_3", "rotation")
    local names = game:observation_entries(true)
    assert(#names == #extended and names[36] == "bag_ape", "Game:observation_entries")
    assert(#game:observation_entries() == #base, "base names")
    local batch = safari.Batch(1, 3)
    assert(#batch.observation_entries == #extended and batch.observation_entries[47] == "seats",
           "batch")
    refused("layout", safari.observation_entries, "wide")
end)

test("the observations equal the deprecated C calls", function()
    -- still exported until 1.0 (docs/api-stability.md)
    local C, ffi = safari.C, require("ffi")
    local game = random_game(6, {seats = 3}, 50)
    local w = game:board_window()
    local cw = ffi.new("safari_window", w[1], w[2], w[3], w[4])
    local count = ffi.new("size_t[1]")
    for _, case in ipairs({{"observation", "float", game.observation, nil},
                           {"observation_ex", "float", game.observation_ex, nil},
                           {"observation_u8", "uint8_t", game.observation_ex, {dtype = "uint8"}}}) do
        local obs, shape = case[3](game, 2, w, case[4])
        local n = shape.vector_offset + shape.vector
        local old = ffi.new(case[2] .. "[?]", n)
        assert(C["safari_game_" .. case[1]](game:_handle(), cw, 2, old, n, count) == 0, case[1])
        assert(tonumber(count[0]) == n, case[1] .. " size")
        for i = 0, n - 1 do assert(old[i] == obs[i], case[1] .. " entry " .. i) end
    end
end)

test("bad arguments are refused and change nothing", function()
    local game = random_game(5, {seats = 2}, 30)
    local record = game:record()
    refused("viewer", game.observation, game, 2.5)
    refused("viewer 2: must be 0 to 1", game.observation, game, 2) -- no such seat
    refused("window width", game.observation, game, 0, {0, 0, 2^40, 4})
    refused("window", game.legal_mask, game, "board")
    refused("index", game.move_from_index, game, -1)
    refused("index", game.move_from_index, game, 2^32)
    refused("n", game.playouts, game, -1, 1)
    refused("policy", game.playout, game, 1, {policy = "greedy"})
    refused("max_moves", game.playout, game, 1, {max_moves = 1.5})
    refused("rng", game.playout, game, {})
    refused("scratch", game.playouts, game, 2, 1, {scratch = {}})
    refused("window width 0: must be 1 to 512", game.action_count, game, {0, 0, 0, 4})
    assert(game:record() == record, "a refused call changed the game")
end)

test("the table's fixed space, apply_action, metadata and a batch", function()
    local game = safari.Game({board_limit = {12, 12}})
    local w = game:table_window()
    assert(w[1] == -12 and w[2] == -12 and w[3] == 25 and w[4] == 25, "table window")
    assert(safari.Game():table_window() == nil, "no table")
    local md = game:metadata()
    assert(md.actions == 47 * 625 + 18 + 63, "actions")
    assert(md.obs_size == 49 * 625 + 59 + 3 * 63 + 4, "obs size")
    -- token A is action 47 C + 13; by text, the same game
    local other = safari.Game({board_limit = {12, 12}})
    local before = game:hash()
    local ok = pcall(game.apply_action, game, 47 * 625, w) -- pass: illegal now
    assert(not ok and game:hash() == before, "an illegal action changed the game")
    game:apply_action(47 * 625 + 13, w)
    other:apply("token A")
    assert(game:hash() == other:hash(), "apply_action")
    local obs, shape = game:observation_ex(0, w, {dtype = "uint8"})
    assert(shape.planes == 49 and shape.vector == 252, "extended shape")
    local batch = safari.Batch(3, 7, {controllers = {"agent", "scoring"}})
    local ended = 0
    for _ = 1, 300 do
        for j = 0, 2 do
            batch.actions[j] = batch.legal[j * batch.legal_cap]
        end
        batch:step()
        for j = 0, 2 do ended = ended + batch.terminal[j] end
    end
    assert(ended > 0, "games ended and restarted")
    local actions = {}
    for j = 1, 3 do actions[j] = batch.num_actions end
    local ok2, err = pcall(batch.step, batch, actions)
    assert(not ok2 and safari.is_error(err) and err.name == "EILLEGAL", "an illegal batch step")
    batch:close()
    batch:close() -- idempotent, like every handle's (handle_class)
    local ok3, closed = pcall(batch.step, batch)
    assert(not ok3 and safari.is_error(closed) and closed.name == "EINVAL"
           and closed.message:find("the batch is closed", 1, true), "a closed batch refuses")
end)

test("a batch keeps the position each game ended on, skips, and observes floats", function()
    local C, ffi = safari.C, require("ffi")
    local batch = safari.Batch(2, 11, {controllers = {"agent", "uniform"}, keep_final = true})
    local sums, ended, skipped = {[0] = {0, 0}, {0, 0}}, 0, 0
    local decision, seat = ffi.new("safari_decision"), ffi.new("safari_seat_info")
    local w, count = ffi.new("safari_window"), ffi.new("size_t[1]")
    assert(C.safari_game_table_window(batch:game_position(0), w) == 0, "table window")
    local one = ffi.new("float[?]", batch.obs_size)
    local step = 0
    while ended < 3 do
        step = step + 1
        for j = 0, 1 do batch.actions[j] = batch.legal[j * batch.legal_cap] end
        local skip = step % 3 == 0
        local before = C.safari_game_hash(batch:game_position(1))
        if skip then batch.actions[1] = safari.BATCH_SKIP end
        batch:step()
        if skip then -- unstepped: the same position, no reward, no end
            assert(C.safari_game_hash(batch:game_position(1)) == before, "a skipped game moved")
            assert(batch.rewards[2] == 0 and batch.rewards[3] == 0 and batch.terminal[1] == 0,
                   "a skipped game's outputs")
            skipped = skipped + 1
        end
        for j = 0, 1 do
            for s = 0, 1 do sums[j][s + 1] = sums[j][s + 1] + batch.rewards[2 * j + s] end
            if batch.terminal[j] == 1 then -- the end, scored as the rewards added up
                ended = ended + 1
                local final = batch:final_position(j)
                assert(C.safari_game_decision(final, decision) == 0 and
                       decision.kind == C.SAFARI_DECISION_END, "the final position ends")
                for s = 0, 1 do
                    assert(C.safari_game_seat(final, s, seat) == 0 and
                           seat.score == sums[j][s + 1], "final scores = the rewards' sums")
                end
                assert(C.safari_game_decision(batch:game_position(j), decision) == 0 and
                       decision.kind ~= C.SAFARI_DECISION_END, "the next game started")
                sums[j] = {0, 0}
            end
        end
        if step % 50 == 1 then -- the floats: the games' own, the bytes capped
            local floats = batch:observe_float()
            for j = 0, 1 do
                local g = batch:game_position(j)
                assert(C.safari_game_observe(g, w, batch.to_move[j], nil, one, batch.obs_size,
                                             count) == 0, "observe")
                for i = 0, batch.obs_size - 1 do
                    local f = floats[j * batch.obs_size + i]
                    assert(f == one[i], "float row " .. j .. " entry " .. i)
                    assert(batch.obs[j * batch.obs_size + i] == math.min(f, 255), "byte " .. i)
                end
            end
        end
    end
    assert(skipped > 0, "steps skipped")
    refused("j", batch.final_position, batch, 2)
    batch:close()
    local plain = safari.Batch(1, 1)
    refused("keep_final", plain.final_position, plain, 0)
    plain:close()
    refused("keep_final", safari.Batch, 1, 1, {keep_final = "yes"})
end)

test("a batch observes in its layout", function()
    local C, ffi = safari.C, require("ffi")
    local batch = safari.Batch(2, 5, {controllers = {"agent", "uniform"}, layout = "base"})
    assert(batch.layout == "base", "the layout")
    local base = safari.observation_planes("base")
    assert(#batch.observation_planes == #base, "the base layout's planes")
    for i, p in ipairs(base) do assert(batch.observation_planes[i] == p.name, "plane " .. i) end
    local w, count = ffi.new("safari_window"), ffi.new("size_t[1]")
    assert(C.safari_game_table_window(batch:game_position(0), w) == 0, "table window")
    local o = ffi.new("safari_observation_options")
    o.size, o.format, o.layout = ffi.sizeof(o), C.SAFARI_OBS_FLOAT32, C.SAFARI_OBS_LAYOUT_BASE
    local one = ffi.new("float[?]", batch.obs_size)
    for _ = 1, 20 do
        local floats = batch:observe_float()
        for j = 0, 1 do -- every row the game's base observation, whole
            assert(C.safari_game_observe(batch:game_position(j), w, batch.to_move[j], o, one,
                                         batch.obs_size, count) == 0, "observe")
            assert(tonumber(count[0]) == batch.obs_size, "the base layout's size")
            for i = 0, batch.obs_size - 1 do
                assert(floats[j * batch.obs_size + i] == one[i], "float row " .. j .. " entry " .. i)
                assert(batch.obs[j * batch.obs_size + i] == math.min(one[i], 255), "byte " .. i)
            end
        end
        for j = 0, 1 do batch.actions[j] = batch.legal[j * batch.legal_cap] end
        batch:step()
    end
    batch:close()
    refused("layout", safari.Batch, 1, 1, {layout = "sideways"})
end)

suite.run()
