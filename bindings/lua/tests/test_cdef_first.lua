-- SPDX-License-Identifier: MIT
-- The module works in a program that has already ffi.cdef'd the header (a
-- second definition of a type would be an error in LuaJIT), and refuses with
-- a clear message one whose declarations are incomplete.
--   luajit test_cdef_first.lua full|partial
local here = arg[0]:match("^(.*)/") or "."
package.path = here .. "/../?.lua;" .. package.path
local ffi = require("ffi")

local mode = arg[1]
local function fail(message)
    io.stderr:write("FAIL: ", message, "\n")
    os.exit(1)
end

if mode == "full" then
    -- The header's declarations, as bindings/check_sync.py keeps them in the
    -- module: the text of its CDEF block.
    local f = assert(io.open(here .. "/../safari.lua", "rb"))
    local decls = f:read("*a"):match("\nlocal CDEF = %[%[\n(.-)%]%]")
    f:close()
    if not decls then fail("no CDEF block in safari.lua") end
    ffi.cdef(decls)
    local ok, safari = pcall(require, "safari")
    if not ok then fail("require after the program's cdef: " .. tostring(safari)) end
    local game = safari.Game{seats = 2}
    local rng = safari.SplitMix64(5)
    while not game:is_over() do game:apply(game:sample_move(rng)) end
    if #game:winners() == 0 then fail("a finished game has no winner") end
    print("ok   require after the program cdef'd the header; a full game")
elseif mode == "partial" then
    ffi.cdef[[
typedef struct safari_move {
    uint8_t kind; uint8_t species; uint8_t index; uint8_t tile; int16_t x; int16_t y;
} safari_move;
]]
    local ok, err = pcall(require, "safari")
    if ok then fail("require accepted a program cdef without the functions") end
    err = tostring(err)
    for _, name in ipairs({"safari_game_apply", "SAFARI_MAX_MOVES", "safari_options"}) do
        if not err:find(name, 1, true) then fail("the error does not name " .. name .. ": " .. err) end
    end
    print("ok   require names what an incomplete program cdef lacks")
else
    fail("usage: test_cdef_first.lua full|partial")
end
