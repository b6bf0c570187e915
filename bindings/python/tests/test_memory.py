# SPDX-License-Identifier: MIT
"""Handles are freed: 10,000 create/destroy cycles leave memory where it was."""
import ctypes
import gc
import unittest

from common import safari


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                 "uordblks", "fordblks", "keepcost")]


def _heap_in_use():
    """Bytes malloc has handed out and not had back (glibc mallinfo2), or
    None where that call does not exist."""
    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except AttributeError:
        return None
    mallinfo2.restype = _MallInfo2
    info = mallinfo2()
    return info.uordblks + info.hblkhd


def _resident_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * ctypes.sizeof(ctypes.c_void_p) * 512


class Cycles(unittest.TestCase):
    CYCLES = 10000

    def cycle(self, i):
        """One game made, used and freed each of the three ways."""
        game = safari.Game(seats=2 + i % 4)
        game.apply(game.legal_moves()[0])
        twin = game.clone()
        twin.undo()
        if i % 3 == 0:
            game.close()
            twin.close()
        elif i % 3 == 1:
            with game, twin:
                game.record()
        else:
            del game, twin  # freed by the finaliser
        with safari.TileSet() as tiles:
            tiles.info

    def test_no_growth_over_10000_cycles(self):
        for i in range(300):  # warm up caches and allocator pools
            self.cycle(i)
        gc.collect()
        heap, rss = _heap_in_use(), _resident_bytes()
        state = safari.Game().state_size
        for i in range(self.CYCLES):
            self.cycle(i)
        gc.collect()
        # A leaked game per cycle would be CYCLES * state bytes.
        if heap is not None:
            self.assertLess(_heap_in_use() - heap, 256 * 1024)
        self.assertLess(_resident_bytes() - rss, min(4 << 20, self.CYCLES * state // 4))


if __name__ == "__main__":
    unittest.main()
