#!/bin/sh
# SPDX-License-Identifier: MIT
# Plays only if SIGPIPE has its default action (bit 13 of SigIgn clear).
ign=$(sed -n 's/^SigIgn:[[:space:]]*//p' /proc/$$/status)
if [ $(( 0x$ign & 0x1000 )) -ne 0 ]; then
  read -r l
  echo "SIGPIPE ignored" >&2
  exit 3
fi
exec "$SAFARI" bot random
