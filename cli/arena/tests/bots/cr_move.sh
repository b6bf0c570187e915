#!/bin/sh
# SPDX-License-Identifier: MIT
# Answers every `go` with `move pa<CR>ss`: a line with a lone CR.
read -r l
echo "id name cr-bot"
echo ready
while read -r l; do
  case "$l" in go*) printf 'move pa\rss\n' ;; esac
done
