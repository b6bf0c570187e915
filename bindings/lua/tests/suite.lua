-- SPDX-License-Identifier: MIT
-- The test runner the Lua suites share: register with test(name, fn), then
-- run() prints one line per test and exits non-zero if any failed.
local M = {}
local tests = {}

function M.test(name, fn) tests[#tests + 1] = {name, fn} end

function M.run()
    local failures = 0
    for _, t in ipairs(tests) do
        local ok, err = xpcall(t[2], debug.traceback)
        print((ok and "ok   " or "FAIL ") .. t[1])
        if not ok then
            print(tostring(err))
            failures = failures + 1
        end
    end
    print(("%d tests, %d failed"):format(#tests, failures))
    os.exit(failures == 0 and 0 or 1)
end

return M
