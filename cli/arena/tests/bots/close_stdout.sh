#!/bin/sh
# SPDX-License-Identifier: MIT
# Shakes hands, then closes its standard output and stays (sleeps).
read -r l
echo ready
exec >&-
exec sleep 30
