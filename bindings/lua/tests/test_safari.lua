-- SPDX-License-Identifier: MIT
-- Tests of the LuaJIT binding: a full random game, an illegal move, undo,
-- records, and (with SAFARI_CLI set) games equal to the C `safari play`.
local here = arg[0]:match("^(.*)/") or "."
package.path = here .. "/../?.lua;" .. here .. "/?.lua;" .. package.path
local safari = require("safari")

local suite = require("suite")

local test = suite.test

-- The error object a call raises (fails if it raises none).
local function raises(fn, ...)
    local ok, err = pcall(fn, ...)
    assert(not ok, "no error raised")
    assert(safari.is_error(err), "not a safari error: " .. tostring(err))
    return err
end

-- A game from setup, moves drawn as `safari play` draws them.
local function random_game(seed, options, moves)
    local game = safari.Game(options)
    local rng = safari.SplitMix64(seed)
    while not game:is_over() and (moves == nil or game:history_length() < moves) do
        game:apply(game:sample_move(rng))
    end
    return game
end

local function sum(list)
    local total = 0
    for _, v in ipairs(list) do total = total + v end
    return total
end

test("random game to the end", function()
    local game = safari.Game{seats = 3}
    local rng = safari.SplitMix64(7)
    local kinds = {}
    while not game:is_over() do
        kinds[game:decision()] = true
        local before = game:scores()
        local moves, weights = game:chance_outcomes()
        assert(#moves == #weights and #moves > 0)
        if game:is_chance() then
            assert(game:to_move() == safari.CHANCE)
        else
            assert(game:to_move() >= 0 and game:to_move() < 3)
            assert(#game:legal_moves() == #moves and sum(weights) == #moves)
        end
        local move = game:sample_move(rng)
        assert(game:is_legal(move))
        game:apply(move)
        local after, gained = game:scores(), {0, 0, 0}
        for _, e in ipairs(game:events()) do gained[e.seat + 1] = gained[e.seat + 1] + e.points end
        for s = 1, 3 do assert(after[s] - before[s] == gained[s], "events tell every point") end
    end
    assert(kinds.draw and kinds.token and kinds.place and kinds.action)
    assert(game:decision() == "end" and game:to_move() == safari.NOBODY)
    assert(#game:legal_moves() == 0 and game:sample_move(rng) == nil)
    assert(game:pools().stack == 0)
    assert(#game:tiles() - 3 + game:pools().discarded_tiles == 72)
    local scores, projected, top = game:scores(), game:projected_scores(), -1
    for s = 1, 3 do
        assert(scores[s] == projected[s])
        top = math.max(top, scores[s])
    end
    local winners = game:winners()
    assert(#winners >= 1 and scores[winners[1] + 1] == top)
    game:close()
    assert(not pcall(game.decision, game), "a closed game refuses calls")
end)

test("illegal move raises and changes nothing", function()
    local game = random_game(5, nil, 40)
    while game:decision() ~= "place" do game:apply(game:legal_moves()[1]) end
    local hash, n, record = game:hash(), game:history_length(), game:record()
    local err = raises(game.apply, game, safari.move{kind = "place", x = 40, y = 40})
    assert(err.status == -4 and err.name == "EILLEGAL", tostring(err))
    err = raises(game.apply, game, "pass")
    assert(err.name == "EILLEGAL")
    err = raises(game.apply, game, "place 1 2")
    assert(err.name == "EPARSE")
    assert(not game:is_legal("pass") and not game:is_legal("nonsense"))
    assert(game:hash() == hash and game:history_length() == n and game:record() == record)
    assert(raises(safari.Game, {seats = 6}).name == "EINVAL")
    assert(raises(safari.Game, {final_scoring = "some"}).name == "EINVAL")
    assert(raises(game.seat_info, game, 7).name == "EINVAL")
    assert(raises(safari.Game().undo, safari.Game()).name == "ENOUNDO")
end)

test("undo and redo restore every hash", function()
    local game = random_game(21, {seats = 2})
    local history = game:history()
    local replay = safari.Game{seats = 2}
    local hashes = {replay:hash()}
    for i, move in ipairs(history) do
        replay:apply(move)
        hashes[i + 1] = replay:hash()
    end
    assert(replay:hash() == game:hash())
    for i = #history, 1, -1 do
        assert(game:hash() == hashes[i + 1])
        game:undo()
    end
    assert(game:hash() == hashes[1] and game:history_length() == 0)
    for i, move in ipairs(history) do
        game:apply(move)
        assert(game:hash() == hashes[i + 1])
    end
    local twin = game:clone()
    twin:undo()
    assert(twin:hash() == hashes[#history] and game:hash() == hashes[#history + 1])
    twin:copy_from(game)
    assert(twin:hash() == game:hash())
end)

test("window and distinct boosts", function()
    local options = {board_limit = {"window", 8, 5}, boosts = "distinct"}
    local game = random_game(9, options, 80)
    local o = game:options()
    assert(o.board_limit[1] == "window" and o.board_limit[2] == 8 and o.board_limit[3] == 5)
    assert(o.boosts == "distinct")
    local text = game:record()
    assert(text:find("boosts distinct\nboard%-limit window 8 5\n", 1))
    assert(safari.from_record(text):hash() == game:hash())
    local err = raises(safari.Game, {board_limit = {"window", 4, 1}})
    assert(err.name == "EINVAL", tostring(err))
    err = raises(safari.Game, {boosts = "same"})
    assert(safari.is_error(err), tostring(err))
end)

test("records round trip", function()
    local game = random_game(33, {seats = 3, final_scoring = "all", baobab_tokens = "after"})
    local text = game:record()
    assert(text:find("^safari 1\nseats 3\n") and text:find("final%-scoring all\n"))
    local back = safari.from_record(text)
    assert(back:hash() == game:hash() and back:record() == text)
    local partial = random_game(33, {seats = 3, final_scoring = "all", baobab_tokens = "after"}, 50)
    back = safari.from_record(partial:record())
    assert(back:hash() == partial:hash() and back:history_length() == 50)
    local lines = {}
    for line in text:gmatch("[^\n]+") do lines[#lines + 1] = line end
    lines[12] = "place 99 99 0"
    local err = raises(safari.from_record, table.concat(lines, "\n"))
    assert(err.name == "EPARSE" and err.line == 12, tostring(err))
end)

test("moves print and parse as docs/notation.md section 2", function()
    local game = random_game(3, nil, 60)
    for _, m in ipairs(game:legal_moves()) do
        assert(safari.parse_move(tostring(m)) == m)
    end
    local dig = safari.parse_move("dig -1 0 SW L")
    assert(dig:name() == "dig" and dig.x == -1 and dig.index == 2 and dig:species_letter() == "L")
    assert(tostring(dig) == "dig -1 0 SW L")
    assert(raises(safari.parse_move, "token Q").name == "EPARSE")
end)

test("board inspection", function()
    local game = random_game(17, nil, 150)
    local tiles = game:tiles()
    for _, t in ipairs(tiles) do
        local u = game:tile_at(t.x, t.y)
        assert(u.tile == t.tile and u.rotation == t.rotation and u.sides == t.sides)
    end
    for _, t in ipairs(tiles) do
        for side = 0, 3 do
            local canonical = game:feature_side(t.x, t.y, side)
            assert((canonical == nil) == (t.sides:sub(side + 1, side + 1) == "s"))
            if canonical then
                assert(canonical <= side and game:feature_side(t.x, t.y, canonical) == canonical)
            end
        end
    end
    local middle = game:tile_features(0, 0) -- start cell `stbt trail:EW bush:S/1 ; E@S`
    assert(#middle == 2 and middle[1].kind == "trail" and middle[1].sides == "EW")
    assert(middle[2].kind == "bush" and middle[2].sides == "S" and middle[2].birds == 1)
    assert(middle[2].animals.E == 1 and #game:tile_features(500, 500) == 0)
    assert(game:tile_at(500, 500) == nil and game:slot(500, 500, "NE") == nil)
    for seat = 0, 1 do
        local supply = 0
        for _, m in ipairs(game:meeples(seat)) do
            if m.where == "supply" then supply = supply + 1 end
            if m.where == "trail" or m.where == "bush" then
                assert(game:feature_at(m.x, m.y, m.spot).meeples[seat + 1] >= 1)
            end
        end
        assert(supply == game:seat_info(seat).meeples)
    end
    assert(#game:rangers() == 2)
    local ts = game:tileset()
    assert(ts:is_default() and ts:info().land_tiles == 72 and #ts:types() == ts:info().types)
    ts:close()
end)

test("svg: the picture, a tile element per placed tile", function()
    local game = random_game(5, nil, 80)
    local text = game:svg()
    assert(text:sub(1, 5) == "<?xml" and text:find("<svg ", 1, true))
    assert(text:sub(-7) == "</svg>\n")
    local _, count = text:gsub('<g class="tile"', "")
    assert(count == #game:tiles(), count .. " tile elements, " .. #game:tiles() .. " tiles")
end)

test("svg options: the defaults, the size, legend, scores and ids, refusals", function()
    local game = random_game(7, {seats = 3}, 150)
    assert(game:svg({}) == game:svg() and game:svg({legend = true, scores = true, ids = false}) == game:svg())
    local w, h = game:svg():match('<svg [^>]*width="(%d+)" height="(%d+)"')
    w, h = tonumber(w), tonumber(h)
    local sw, sh = game:svg({size = {800, 600}}):match('<svg [^>]*width="(%d+)" height="(%d+)"')
    assert(sw == "800" and sh == "600", sw .. " " .. sh)
    sw, sh = game:svg({size = 400}):match('<svg [^>]*width="(%d+)" height="(%d+)"')
    assert(tonumber(sw) == 400 and tonumber(sh) == math.floor(400 * h / w + 0.5), sh)
    assert(not game:svg():find(' id="', 1, true))
    local ids = game:svg({ids = true})
    for _, t in ipairs(game:tiles()) do
        local function part(v) return v < 0 and ("m" .. -v) or tostring(v) end
        local name = ('id="tile_%s_%s"'):format(part(t.x), part(t.y))
        local _, n = ids:gsub(name:gsub("%p", "%%%0"), "")
        assert(n == 1, name)
    end
    assert(not game:svg({legend = false}):find("Carcassonne Safari", 1, true))
    local _, seats = game:svg({legend = false}):gsub(">seat %d+: ", "")
    assert(seats == 3, seats)
    local alone = game:svg({legend = false, scores = false})
    assert(not alone:find(">seat ", 1, true) and not alone:find(">Key<", 1, true))
    for _, bad in ipairs({{size = 0}, {size = 100001}, {size = {10, 0}}, {size = 2.5}, {legend = 1},
                          {idz = true}}) do
        local ok, err = pcall(game.svg, game, bad)
        assert(not ok, "accepted a bad option")
        local msg = tostring(err)
        assert(msg:find("must be", 1, true) or msg:find("unknown svg option", 1, true), msg)
    end
end)

test("SplitMix64 reference values", function()
    local rng = safari.SplitMix64(0)
    assert(rng:next() == 0xE220A8397B1DCDAFULL)
    assert(rng:next() == 0x6E789E6AA1B965F4ULL)
end)

test("faces: by hand, and the tile in hand placed every way", function()
    local ts = safari.tileset()
    -- 14 3 btst bush:N/1 trail:EW ; A@N ; A@N,E@E ; Z@E,Z@E: faces 25-27;
    -- one quarter turn clockwise sends the bush east
    local f = ts:face(26, 1)
    assert(f.tile == 14 and f.copy == 2 and f.copies == 1 and f.rotation == 1)
    assert(f.sides == "tbts" and not f.baobab and f.birds == 1)
    assert(table.concat(f.corners, " ") == "SW NW")
    assert(#f.features == 2)
    assert(f.features[1].kind == "bush" and f.features[1].sides == "E")
    assert(f.features[1].animals.A == 1)
    assert(f.features[2].kind == "trail" and f.features[2].sides == "NS")
    assert(f.features[2].animals.E == 1 and f.features[2].animals.Z == 0)
    raises(function() ts:face(63) end)
    raises(function() ts:face(0, 4) end)

    local game = safari.Game()
    local rng = safari.SplitMix64(5)
    while game:decision() ~= "draw" do
        assert(game:tile_in_hand() == nil)
        game:apply(game:sample_move(rng))
    end
    game:apply("draw 14/2")
    local hand = game:tile_in_hand()
    assert(hand.face == 26 and hand.rotation == 0 and hand.sides == "btst")
    local placed = 0
    for _, m in ipairs(game:legal_moves()) do
        if m:name() == "place" then
            game:apply(m)
            local want, tile = ts:face(hand.face, m.index), game:tile_at(m.x, m.y)
            assert(tile.sides == want.sides and tile.rotation == want.rotation)
            local on_board = game:tile_features(m.x, m.y)
            for i, e in ipairs(want.features) do
                assert(on_board[i].kind == e.kind and on_board[i].sides == e.sides)
            end
            game:undo()
            placed = placed + 1
        end
    end
    assert(placed > 0)
end)

local cli = os.getenv("SAFARI_CLI")
if cli and cli ~= "" then
    test("games equal the C command's", function()
        for seed = 1, 20 do
            local seats = 2 + seed % 4
            local pipe = assert(io.popen(("%s play --seed %d --seats %d"):format(cli, seed, seats)))
            local expected = pipe:read("*a")
            assert(pipe:close())
            assert(random_game(seed, {seats = seats}):record() == expected, "seed " .. seed)
        end
    end)
end

suite.run()
