# SPDX-License-Identifier: MIT
"""Matches between bots on a Dask cluster: `safari match`, scaled out.

    python3 -m safari.arena --games 20000 --scheduler tcp://HOST:8786 greedy random

The games of a match are cut into batches of whole deals; each batch is one
Dask task that runs the `safari match` command on its worker
(`--first-deal D --games K --results -`), so the referee, its time limits
and forfeits, and the seeding are those of the local runner: deal d of seed
s is the same game on any machine. The tasks return their results lines and
records; the lines are reduced by `safari match --tally`, the very code
that prints the local table, so for the same seeds the table is the same.

Without --scheduler a LocalCluster of --workers processes on 127.0.0.1 runs
the tasks. Every worker needs the `safari` command at the path given by
--safari (or the environment variable SAFARI_CLI, or `safari` on PATH) and
the bots' command lines.
"""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from typing import Any, Dict, List, Optional, Sequence, Tuple

# Most moves a bot makes in one game (tiles, meeples, tokens: far fewer in
# a real game): with the time a move may take, the bound of a batch.
MOVES_PER_GAME_BOUND = 200
# What the command needs besides the bots' moves: starting, handshakes.
SLACK_SECONDS = 60


def batch_timeout(games: int, bots: int, move_ms: int) -> float:
    """The longest a batch of `games` games can take when every bot uses its
    whole --time on every move, plus the handshakes (10 s a bot) and slack:
    past it the command is stuck, not slow."""
    return SLACK_SECONDS + 10 * bots + games * MOVES_PER_GAME_BOUND * move_ms / 1000.0


def run_bounded(argv: List[str], timeout: float,
                **kwargs: Any) -> subprocess.CompletedProcess[str]:
    """subprocess.run with a time bound that holds even if a process the
    command started keeps its pipes open: the command runs in a session of
    its own, the whole session is killed at the bound, and the pipes are
    then read for a short while only. Raises TimeoutError."""
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE if "input" in kwargs else None,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, cwd=kwargs.get("cwd"))
    try:
        out, err = proc.communicate(kwargs.get("input"), timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        raise TimeoutError("%s did not end within %.0f s" % (argv[0] + " " + argv[1], timeout))
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)


def find_safari(path: Optional[str] = None) -> str:
    """The `safari` command: path, $SAFARI_CLI, or `safari` on PATH."""
    found = path or os.environ.get("SAFARI_CLI") or shutil.which("safari")
    if not found:
        raise FileNotFoundError("no `safari` command: pass safari=PATH or set SAFARI_CLI")
    return found


def play_batch(safari: str, bots: Sequence[str], seed: int, first_deal: int, deals: int,
               move_ms: int = 10000, keep_records: bool = True,
               timeout: Optional[float] = None) -> Tuple[List[str], Dict[str, str]]:
    """One task: `deals` deals from `first_deal`, every seat rotation.

    Returns (results lines, {record file name: record text}). Runs on a
    worker; only the standard library and the `safari` command are needed.
    timeout: seconds the command may run (None: batch_timeout, the most
    its games can take); past it the command is killed and TimeoutError
    raised.
    """
    if timeout is None:
        timeout = batch_timeout(deals * len(bots), len(bots), move_ms)
    with tempfile.TemporaryDirectory(prefix="safari-arena-") as work:
        records = os.path.join(work, "records")
        argv = [safari, "match", "--quiet", "--seed", str(seed), "--first-deal", str(first_deal),
                "--games", str(deals * len(bots)), "--jobs", "1", "--time", str(move_ms),
                "--results", "-"]
        argv += ["--records", records] if keep_records else ["--no-records"]
        done = run_bounded(argv + list(bots), timeout, cwd=work)
        if done.returncode != 0:
            raise RuntimeError("safari match failed (%d): %s" % (done.returncode, done.stderr))
        texts: Dict[str, str] = {}
        if keep_records:
            for name in sorted(os.listdir(records)):
                with open(os.path.join(records, name), encoding="utf-8") as f:
                    texts[name] = f.read()
        return done.stdout.splitlines(), texts


def tally(safari: str, bots: Sequence[str], lines: Sequence[str], json_table: bool = False,
          timeout: float = 600) -> str:
    """The result table of results lines, by `safari match --tally`
    (TimeoutError past timeout seconds)."""
    ordered = sorted(lines, key=lambda line: int(line.split()[1]))
    argv = [safari, "match", "--tally", "-"] + (["--json"] if json_table else []) + list(bots)
    done = run_bounded(argv, timeout, input="\n".join(ordered) + "\n")
    if done.returncode != 0:
        raise RuntimeError("safari match --tally failed: %s" % done.stderr)
    return done.stdout


def run_match(bots: Sequence[str], games: int, seed: int = 1, batch: int = 10,
              client: Any = None, safari: Optional[str] = None, records: Optional[str] = None,
              move_ms: int = 10000, json_table: bool = False) -> str:
    """Plays a match as Dask tasks of `batch` deals each; returns the table.

    games is rounded up to whole deals (one game per bot), as by the local
    runner. client: a distributed.Client (None: the caller's default
    client). records: a folder to gather every game's record into, or None.
    """
    from distributed import default_client

    if not 2 <= len(bots) <= 5:
        raise ValueError("a match needs 2 to 5 bots")
    if games < 1 or batch < 1:
        raise ValueError("games and batch must be positive")
    safari = find_safari(safari)
    client = client or default_client()
    deals = -(-games // len(bots))
    futures = [client.submit(play_batch, safari, list(bots), seed, first, min(batch, deals - first),
                             move_ms, records is not None, pure=False)
               for first in range(0, deals, batch)]
    lines: List[str] = []
    for lines_of_batch, texts in client.gather(futures):
        lines.extend(lines_of_batch)
        if records is not None:
            os.makedirs(records, exist_ok=True)
            for name, text in texts.items():
                with open(os.path.join(records, name), "w", encoding="utf-8") as f:
                    f.write(text)
    return tally(safari, bots, lines, json_table)


def local_cluster(workers: int = 2) -> Any:
    """A LocalCluster of worker processes, one thread each, on 127.0.0.1
    only and without the dashboard."""
    from distributed import LocalCluster

    return LocalCluster(n_workers=workers, processes=True, threads_per_worker=1,
                        host="127.0.0.1", dashboard_address=None)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m safari.arena",
                                     description="A match between bots as Dask tasks.")
    parser.add_argument("bots", nargs="+", help="random, greedy, mcts, mcts:N or a command line")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=10, help="deals per task")
    parser.add_argument("--time", type=int, default=10000, help="time a move may take (ms)")
    parser.add_argument("--scheduler", help="tcp://HOST:PORT (default: a local cluster)")
    parser.add_argument("--workers", type=int, default=2, help="workers of the local cluster")
    parser.add_argument("--records", help="folder to gather the records into")
    parser.add_argument("--safari", help="path of the `safari` command on every worker")
    parser.add_argument("--json", action="store_true", help="the table as JSON")
    args = parser.parse_args(argv)
    if not 2 <= len(args.bots) <= 5:
        parser.error("a match needs 2 to 5 bots")

    from distributed import Client

    cluster = None if args.scheduler else local_cluster(args.workers)
    try:
        with Client(args.scheduler or cluster) as client:
            table = run_match(args.bots, args.games, args.seed, args.batch, client, args.safari,
                              args.records, args.time, args.json)
    finally:
        if cluster is not None:
            cluster.close()
    sys.stdout.write(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
