#!/bin/sh
# SPDX-License-Identifier: MIT
# Answers every `go` with `move pass`, a NUL and junk.
read -r l
echo ready
while read -r l; do
  case "$l" in go*) printf 'move pass\000junk\n' ;; esac
done
