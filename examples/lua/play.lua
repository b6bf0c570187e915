-- SPDX-License-Identifier: MIT
-- A random game through the LuaJIT binding: prints its record and the scores.
--
--   LUA_PATH='bindings/lua/?.lua' SAFARI_LIBRARY=build/lib/libsafari.so.0 \
--       luajit examples/lua/play.lua [seed] [seats]
--
-- Moves are drawn as by `safari play --seed SEED --seats SEATS`, so both
-- print the same record. The scores follow as comment lines: the output
-- stays a valid record.
local safari = require("safari")

local seed = tonumber(arg[1]) or 1
local seats = tonumber(arg[2]) or 2
local rng = safari.SplitMix64(seed)
local game = safari.Game{seats = seats}
while not game:is_over() do
    game:apply(game:sample_move(rng))
end
io.write(game:record())
local winners = {}
for _, seat in ipairs(game:winners()) do winners[seat] = true end
for seat, score in ipairs(game:scores()) do
    local note = winners[seat - 1] and " (winner)" or ""
    print(("# seat %d: %d points%s"):format(seat - 1, score, note))
end
game:close()
