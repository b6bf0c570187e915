#!/bin/sh
# SPDX-License-Identifier: MIT
# Plays random under the name $1: the handshake answered with `id name $1`.
read -r l
printf 'id name %s\nready\n' "$1"
exec "$SAFARI" bot random
