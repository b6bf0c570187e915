# SPDX-License-Identifier: MIT
# cmake -DSAFARI=<program> -DPYTHON=<python3> -DPYBOT=<protocol_bot.py>
#       -DWORK=<dir> -P run_match.cmake
# `safari match` and `safari bot` end to end: the protocol with every
# built-in bot, seats rotated equally, the table as JSON and text, bots that
# crash, time out, or send illegal and malformed moves lose their games while
# the match finishes, the library-free Python bot, the SPRT stopping early,
# the tally of saved results, bots kept across games and started again after
# a crash, and bad usage.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(run expect_rc)
  execute_process(COMMAND "${SAFARI}" ${ARGN} WORKING_DIRECTORY "${WORK}"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc STREQUAL expect_rc)
    message(FATAL_ERROR "safari ${ARGN}: exit ${rc}, expected ${expect_rc}\n${out}\n${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
endfunction()

function(expect what got want)
  if(NOT "${got}" STREQUAL "${want}")
    message(FATAL_ERROR "${what}: ${got}, expected ${want}\n${out}\n${err}")
  endif()
endfunction()

# Checks a JSON table of two bots: games, each bot on each seat games/2
# times, outcomes adding up, and the forfeits of each bot.
function(check_two json games forfeits0 forfeits1)
  string(JSON n GET "${json}" games)
  expect("games" "${n}" "${games}")
  math(EXPR half "${games} / 2")
  foreach(b 0 1)
    foreach(s 0 1)
      string(JSON k GET "${json}" table ${b} seat_games ${s})
      expect("bot ${b} games on seat ${s}" "${k}" "${half}")
    endforeach()
    string(JSON w GET "${json}" table ${b} wins)
    string(JSON d GET "${json}" table ${b} draws)
    string(JSON l GET "${json}" table ${b} losses)
    math(EXPR sum "${w} + ${d} + ${l}")
    expect("bot ${b} wins + draws + losses" "${sum}" "${games}")
    string(JSON f GET "${json}" table ${b} forfeits)
    expect("bot ${b} forfeits" "${f}" "${forfeits${b}}")
  endforeach()
endfunction()

# The issue's match, small: greedy against random, 2 jobs.
run(0 match --games 20 --jobs 2 --json --records rec greedy random)
set(json "${out}")
check_two("${json}" 20 0 0)
string(JSON gw GET "${json}" table 0 wins)
string(JSON rw GET "${json}" table 1 wins)
if(NOT gw GREATER rw)
  message(FATAL_ERROR "greedy (best projected score) won ${gw}, random ${rw}")
endif()
# Margins are opposite; every game has its record.
string(JSON m0 GET "${json}" table 0 mean_margin)
string(JSON m1 GET "${json}" table 1 mean_margin)
expect("margin of random" "${m1}" "-${m0}")
file(GLOB recs "${WORK}/rec/game-*.rec")
list(LENGTH recs nrec)
expect("records saved" "${nrec}" 20)
execute_process(COMMAND "${SAFARI}" replay "${WORK}/rec/game-000007.rec"
                OUTPUT_VARIABLE rep RESULT_VARIABLE rc)
expect("replay of a saved record" "${rc}" 0)
if(NOT rep MATCHES "\ndecision end\n")
  message(FATAL_ERROR "a saved record does not reach the end:\n${rep}")
endif()

# The two games of a deal draw the same tiles (the chance stream is the
# deal's), and another deal draws others.
file(STRINGS "${WORK}/rec/game-000004.rec" draws_a REGEX "^draw ")
file(STRINGS "${WORK}/rec/game-000005.rec" draws_b REGEX "^draw ")
file(STRINGS "${WORK}/rec/game-000006.rec" draws_c REGEX "^draw ")
list(LENGTH draws_a ndraws)
if(ndraws LESS 70 OR NOT draws_a STREQUAL draws_b OR draws_a STREQUAL draws_c)
  message(FATAL_ERROR "deal 2 (games 4 and 5) drew differently, or deal 3 the same tiles")
endif()

# The same games as text: the table, the Elo line, each bot by the
# `id name` of its handshake.
run(0 match --games 20 --jobs 2 --no-records --quiet greedy random)
if(NOT out MATCHES "^20 games, 0 forfeited.*\nsafari-greedy +20 .*\nsafari-random +20 .*\nElo safari-greedy - safari-random: ")
  message(FATAL_ERROR "no table:\n${out}")
endif()

# The tally of the saved results lines is the table of the run.
run(0 match --games 8 --seed 9 --no-records --results results.txt random greedy)
run(0 match --games 8 --seed 9 --no-records --json random greedy)
string(JSON direct REMOVE "${out}" timing)
run(0 match --tally results.txt --json random greedy)
string(JSON same EQUAL "${out}" "${direct}")
if(NOT same)
  message(FATAL_ERROR "the tally differs from the run:\n${out}\n${direct}")
endif()

# Every built-in bot through the protocol, three seats.
run(0 match --games 3 --json --no-records mcts:30 greedy random)
string(JSON n GET "${out}" games)
expect("three-bot games" "${n}" 3)
foreach(b 0 1 2)
  foreach(s 0 1 2)
    string(JSON k GET "${out}" table ${b} seat_games ${s})
    expect("bot ${b} on seat ${s}" "${k}" 1)
  endforeach()
endforeach()
string(JSON f GET "${out}" forfeits)
expect("forfeits of the built-in bots" "${f}" 0)

# Misbehaving bots as shell scripts (a semicolon would split a CMake
# argument): one that crashes at once, one that dies after the handshake,
# one that sleeps, and one answering every `go` with the line ANSWER.
file(WRITE "${WORK}/crash.sh" "read l\nexit 3\n")
file(WRITE "${WORK}/late_crash.sh" "read l\necho ready\nread l\nexit 3\n")
file(WRITE "${WORK}/sleep.sh" "read l\necho ready\nexec sleep 60\n")
file(WRITE "${WORK}/answer.sh"
     "read l\necho ready\nwhile read l\ndo\n  case \"$l\" in go*) echo \"$ANSWER\" ;; esac\ndone\n")

# Every game forfeited before any move: no game was played, an error
# (exit 1), with the table and the records all the same.
run(1 match --games 4 --jobs 2 --json --records crash random "sh crash.sh")
check_two("${out}" 4 0 4)
if(NOT err MATCHES "no game was played")
  message(FATAL_ERROR "no error for a match of no game:\n${err}")
endif()
file(READ "${WORK}/crash/game-000001.rec" rec)
if(NOT rec MATCHES "\n# forfeit seat 0 \\(sh crash.sh\\): crash")
  message(FATAL_ERROR "no forfeit comment in the record:\n${rec}")
endif()
run(0 match --games 2 --json --no-records "sh late_crash.sh" random)
check_two("${out}" 2 2 0)

# A bot that sleeps: it loses on time, and is killed.
run(0 match --games 2 --time 300 --json --no-records random "sh sleep.sh")
check_two("${out}" 2 0 2)
if(NOT err MATCHES "loses: timeout")
  message(FATAL_ERROR "no timeout reported:\n${err}")
endif()

# A slow bot within the move limit loses on the game's time: it plays
# the first legal move after 0.2 s, and has 0.7 s for the game.
file(WRITE "${WORK}/slow.sh" "read l\necho ready legal\nwhile read cmd n\ndo\n  case \"$cmd\" in\n"
     "    record|moves) i=0\n      while [ $i -lt $n ]\n      do read l\n        i=$((i+1))\n      done\n      ;;\n"
     "    legal) read first\n      i=1\n      while [ $i -lt $n ]\n      do read l\n        i=$((i+1))\n      done\n      ;;\n"
     "    go) sleep 0.2\n      echo \"move $first\"\n      ;;\n    quit) exit 0\n      ;;\n  esac\ndone\n")
run(0 match --games 2 --time 10000 --game-time 700 --json --records slow random "sh slow.sh")
check_two("${out}" 2 0 2)
file(READ "${WORK}/slow/game-000000.rec" rec)
if(NOT rec MATCHES "# forfeit seat 1 \\(sh slow.sh\\): timeout")
  message(FATAL_ERROR "the slow bot did not lose on time:\n${rec}")
endif()

# Illegal, malformed and unknown answers.
foreach(answer "move pass" "move place 1" "hello")
  set(ENV{ANSWER} "${answer}")
  file(REMOVE_RECURSE "${WORK}/bad") # a folder of records is never written over unasked
  run(0 match --games 2 --json --records bad random "sh answer.sh")
  check_two("${out}" 2 0 2)
endforeach()
if(NOT err MATCHES "loses: malformed line: hello")
  message(FATAL_ERROR "the unknown line is not reported:\n${err}")
endif()

# A referee process keeps its bots across its games: a bot that logs each
# start of its process is started once by each of the 2 referee processes.
file(WRITE "${WORK}/count.sh" "echo start >> count.log\nexec '${SAFARI}' bot random\n")
run(0 match --games 8 --jobs 2 --json --no-records "sh count.sh" random)
check_two("${out}" 8 0 0)
file(STRINGS "${WORK}/count.log" starts)
list(LENGTH starts nstarts)
expect("processes of a bot over 8 games with 2 jobs" "${nstarts}" 2)

# A bot that crashes in its first game is started again, with a new
# handshake, and plays (greedy, against random: it wins) the later games.
file(WRITE "${WORK}/flaky.sh" "echo start >> flaky.log\nif [ -e flaky.mark ]\nthen\n"
     "  exec '${SAFARI}' bot greedy\nfi\ntouch flaky.mark\nread l\nexit 3\n")
run(0 match --games 6 --jobs 1 --json --records flaky "sh flaky.sh" random)
check_two("${out}" 6 1 0)
string(JSON fw GET "${out}" table 0 wins)
if(fw LESS 1)
  message(FATAL_ERROR "the restarted bot won no game:\n${out}")
endif()
file(STRINGS "${WORK}/flaky.log" starts)
list(LENGTH starts nstarts)
expect("processes of the bot that crashed once" "${nstarts}" 2)
file(READ "${WORK}/flaky/game-000000.rec" rec)
if(NOT rec MATCHES "\n# forfeit seat 0 \\(sh flaky.sh\\): crash")
  message(FATAL_ERROR "game 0 was not lost by the crash:\n${rec}")
endif()
file(READ "${WORK}/flaky/game-000005.rec" rec)
if(rec MATCHES "# forfeit")
  message(FATAL_ERROR "the restarted bot forfeited a later game:\n${rec}")
endif()

# The Python bot without the library: it plays from the referee's legal moves.
run(0 match --games 2 --json --no-records random "${PYTHON} ${PYBOT}")
check_two("${out}" 2 0 0)

# The SPRT stops the match early once it decides.
run(0 match --games 400 --jobs 2 --sprt 0,50,0.05,0.05 --json --no-records greedy random)
string(JSON n GET "${out}" games)
string(JSON verdict GET "${out}" sprt accepted)
expect("SPRT verdict" "${verdict}" "H1")
if(NOT n LESS 400)
  message(FATAL_ERROR "the SPRT did not stop early: ${n} games")
endif()

# A built-in bot answers the handshake and plays from a record.
# The record of a game cut before its first `place`: a seat must place.
execute_process(COMMAND "${SAFARI}" play --seed 3 OUTPUT_VARIABLE full)
string(FIND "${full}" "\nplace " at)
math(EXPR at "${at} + 1")
string(SUBSTRING "${full}" 0 ${at} cut)
string(REGEX MATCHALL "\n" newlines "${cut}")
list(LENGTH newlines nlines)
foreach(kind random greedy mcts plan)
  file(WRITE "${WORK}/bot.in" "protocol 1\nnewgame 0 5\nrecord ${nlines}\n${cut}go 1000\nquit\n")
  execute_process(COMMAND "${SAFARI}" bot ${kind} INPUT_FILE "${WORK}/bot.in"
                  OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  expect("safari bot ${kind}" "${rc}" 0)
  if(NOT out MATCHES "^id name safari-${kind}\nid author libsafari\nready\nmove (place [-0-9]+ [-0-9]+ [0-3])\n$")
    message(FATAL_ERROR "safari bot ${kind}:\n${out}")
  endif()
  # The move is legal: the record with it is read back.
  file(WRITE "${WORK}/bot.rec" "${cut}${CMAKE_MATCH_1}\n")
  execute_process(COMMAND "${SAFARI}" legal "${WORK}/bot.rec" OUTPUT_VARIABLE legal RESULT_VARIABLE rc)
  expect("the move of safari bot ${kind} read back" "${rc}" 0)
endforeach()

# The planning player's levels: `safari levels` lists five, each plays a
# short match (smoke test; their strength is the ladder's, docs/ai.md), and
# `bot --level K` answers as the plan bot.
run(0 levels)
string(REGEX MATCHALL "\n *[1-5]  [a-z]+ " rows "${out}")
list(LENGTH rows nrows)
expect("rows of safari levels" "${nrows}" 5)
run(0 match --games 2 --json --no-records level:1 level:5)
string(JSON f GET "${out}" forfeits)
expect("forfeits of level:1 and level:5" "${f}" 0)
run(0 match --games 3 --json --no-records level:2 level:3 level:4)
string(JSON f GET "${out}" forfeits)
expect("forfeits of level:2, level:3 and level:4" "${f}" 0)
file(WRITE "${WORK}/bot.in" "protocol 1\nnewgame 0 5\nrecord ${nlines}\n${cut}go 1000\nquit\n")
execute_process(COMMAND "${SAFARI}" bot --level 5 INPUT_FILE "${WORK}/bot.in"
                OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT out MATCHES "^id name safari-plan\n.*\nmove place ")
  message(FATAL_ERROR "safari bot --level 5: exit ${rc}\n${out}")
endif()

# Weights from a file (plan:weights=FILE, level:K:weights=FILE, bot
# --weights-file): a player valuing its score negatively loses every game
# to the same level with the file of sensible weights, whose long comment
# line (past any line buffer) is skipped; the same weights on both sides
# split a deal's two games (the seats rotated, the same tiles: the
# player is deterministic).
set(_names score final tokens species meeples meeples_late tokens_late gain_open1 gain_open2
    gain_open3 gain_late wasted shared baobab baobab_meeples hole_meeples gain_close
    boost_close hole_close meeples_none)
string(REPEAT "x" 400 _long)
set(_good "# ${_long}\n")
set(_worst "")
foreach(_n IN LISTS _names)
  if(_n STREQUAL "score")
    string(APPEND _good "score 1\n")
    string(APPEND _worst "score -1\n")
  else()
    string(APPEND _good "${_n} 0.5 # a comment\n")
    string(APPEND _worst "${_n} 0\n")
  endif()
endforeach()
file(WRITE "${WORK}/good.txt" "${_good}")
file(WRITE "${WORK}/worst.txt" "${_worst}")
run(0 match --games 4 --json --no-records level:4:weights=good.txt plan:weights=worst.txt)
string(JSON w GET "${out}" table 0 wins)
expect("wins of good weights over a player that avoids points" "${w}" 4)
run(0 match --games 4 --json --no-records level:4:weights=good.txt plan:weights=good.txt)
string(JSON w GET "${out}" table 0 wins)
string(JSON l GET "${out}" table 0 losses)
expect("wins and losses of the same weights on both sides" "${w}" "${l}")
file(WRITE "${WORK}/twice.txt" "${_good}score 2\n")
file(WRITE "${WORK}/short.txt" "score 1\n")
run(2 bot plan --weights-file twice.txt)
run(2 bot plan --weights-file short.txt)
run(2 bot plan --weights-file does-not-exist.txt)
run(2 match plan:weights= random)
run(2 match "plan:weights=a b" random)
run(2 match level:9:weights=good.txt random)
run(2 match level::weights=good.txt random)

# Bad usage: exit 2.
run(2 match random)
run(2 match level:0 random)
run(2 match level:6 random)
run(2 bot --level 6)
run(2 bot plan --candidates 0)
run(2 bot plan --weights 1,2,3)
# the message names the count of the features above (it said 16 once)
list(LENGTH _names _count)
if(NOT err MATCHES "weights must be ${_count} numbers with commas, not '1,2,3'")
  message(FATAL_ERROR "safari bot plan --weights 1,2,3: ${err}")
endif()
run(2 levels extra)
run(2 match --jobs 0 random random)
run(2 match --sprt 10,0,0.05,0.05 random random)
run(2 match --sprt 0,10,0.05,0.05 random random greedy)
run(2 match --frob random random)
run(2 match a b c d e f)
run(2 bot)
run(2 bot mcts --playouts 0)
run(1 match --tally does-not-exist.txt random random)
