#!/bin/sh
# SPDX-License-Identifier: MIT
# Writes its pid to $1, starts a child that ignores SIGTERM, SIGINT and the
# end of its input (its pid in $1 too), then plays random.
echo $$ >> "$1"
sh -c 'trap "" TERM INT HUP; echo $$ >> "$0"; while :; do sleep 1; done' "$1" </dev/null &
exec "$SAFARI" bot random
