# SPDX-License-Identifier: MIT
"""The adapters' tests (pytest, in the venv of scripts/venv.sh): the package
under test is the source tree's."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
