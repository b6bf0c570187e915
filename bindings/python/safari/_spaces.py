# SPDX-License-Identifier: MIT
"""The Gymnasium spaces of the PettingZoo and Gymnasium environments (both
use gymnasium.spaces); imported only by those adapters."""
from __future__ import annotations

import numpy
from typing import Any

from gymnasium import spaces

#: The observation's upper bound: a score has no bound the library publishes
#: yet, so the space is bounded by the largest float32 rather than infinity.
OBS_HIGH = float(numpy.finfo(numpy.float32).max)


def observation_space(table: Any, dtype: str = "float32") -> spaces.Dict:
    """Dict of "observation" (the library's observation over the table's
    window: planes row by row, then the vector; float32, or uint8 capped at
    255) and "action_mask" (int8, 1 for a legal action) for a TableGame."""
    box: spaces.Box
    if dtype == "uint8":
        box = spaces.Box(0, 255, (table.obs_size,), numpy.uint8)
    else:
        box = spaces.Box(0.0, OBS_HIGH, (table.obs_size,), numpy.float32)
    return spaces.Dict({
        "observation": box,
        "action_mask": spaces.Box(0, 1, (table.actions,), numpy.int8),
    })
