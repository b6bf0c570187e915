#!/bin/sh
# SPDX-License-Identifier: MIT
# Starts a grandchild in a session of its own (setsid) that writes its pid
# to $1 and sleeps, holding this bot's standard error; then plays random.
setsid sh -c 'echo $$ >> "$0"; exec sleep 30' "$1" &
exec "$SAFARI" bot random
