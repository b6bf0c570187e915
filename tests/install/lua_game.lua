-- SPDX-License-Identifier: MIT
-- The installed Lua module, as a program uses it: loads the library of its
-- own prefix and plays a game to the end. With DECLS, the program has
-- ffi.cdef'd those declarations (the preprocessed installed header) first.
--   LUA_PATH=PREFIX/share/lua/5.1/?.lua luajit lua_game.lua LIBDIR_REAL [DECLS]
local libdir, decls = arg[1], arg[2]
local ffi = require("ffi")
if decls then
    local f = assert(io.open(decls, "rb"))
    ffi.cdef(f:read("*a"))
    f:close()
end
local safari = require("safari")
local function fail(message)
    io.stderr:write("FAIL: ", message, "\n")
    os.exit(1)
end
-- The library found must be the prefix's: compare real paths with the shell's.
local real = io.popen("readlink -f '" .. safari.library_path .. "'"):read("*l")
if not real or real:sub(1, #libdir + 1) ~= libdir .. "/" then
    fail("the module loaded " .. tostring(safari.library_path) .. ", not the library in " .. libdir)
end
local game = safari.Game{seats = 2}
local rng = safari.SplitMix64(11)
while not game:is_over() do game:apply(game:sample_move(rng)) end
local scores, winners = game:scores(), game:winners()
local best = math.max(scores[1], scores[2])
for _, seat in ipairs(winners) do
    if scores[seat + 1] ~= best then fail("seat " .. seat .. " wins without the best score") end
end
if #winners == 0 then fail("no winner") end
print(("lua: a game to the end with %s%s"):format(safari.library_path,
                                                 decls and " after the program's cdef" or ""))
