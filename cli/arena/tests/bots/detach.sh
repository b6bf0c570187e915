#!/bin/sh
# SPDX-License-Identifier: MIT
# Starts a grandchild in a session of its own (setsid) that writes its pid
# to $1 and sleeps, holding this bot's standard error; then plays random.
# It waits (up to 5 s) until the grandchild has written its pid ($!: setsid
# does not fork for a process that leads no group): a match that ended
# first would stop it before it left the bot's process group, and the test
# would find no pid (seen under load).
setsid sh -c 'echo $$ >> "$0"; exec sleep 30' "$1" &
i=0
while ! grep -qx "$!" "$1" && [ "$i" -lt 500 ]; do
  sleep 0.01
  i=$((i + 1))
done
exec "$SAFARI" bot random
