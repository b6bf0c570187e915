#!/bin/sh
# SPDX-License-Identifier: MIT
# Writes a line to its standard error and exits at once.
read -r l
echo "the last words of stderr_crash" >&2
exit 3
