#!/usr/bin/python3
"""dist/arbiter_dask.py on a real Dask cluster on loopback: a scheduler and two
workers (random free ports), a corpus file checked in shards through the
driver, and the merged report compared byte for byte with a single
`arbiter check --format jsonl` run ("seconds" aside).

    dist_test.py ARBITER SOURCE_DIR CORPUS_DIR

ctest runs it through dist_test.sh, which skips it where Dask is missing.
Every process it starts is ended on the way out, failure or not, and the
whole test gives up after a time limit.
"""

import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

from distributed import Client

TIME_LIMIT = 60  # seconds for the whole test
SHARDS = 8       # more shards than the two workers' threads: tasks queue and spread
# Corpus files joined into one input, so shard edges fall inside games of
# different kinds (CRLF, a byte order mark mid-file, Latin-1, clocks, set-up
# positions), then a second file for ranges that run across files.
JOINED = ["masters/serhiis21/700_minis.pgn", "online/lichess/lichess_db_sample_2021-10_kdave.pgn",
          "masters/chesslib/Morphy_UTF8.pgn", "edge/pgn-extract-infiles/odds.pgn", "masters/twic/twic0920.pgn",
          "edge/pgn4web/tactics.pgn"]
SECOND = "edge/pgn-extract-infiles/fischer.pgn"
# The driver's log line for a shard (dist/arbiter_dask.py).
SHARD_LOG = re.compile(r"shard (\d+)/(\d+) on (\S+): file (\d+) byte (\d+) to file (\d+) byte (\d+), (\d+) games")


def without_seconds(report):
    return re.sub(rb'"seconds":[0-9.]+', b'"seconds":0', report)


def start(command, log_dir, name):
    log = open(os.path.join(log_dir, name + ".log"), "wb")
    # A process group of its own, so the nanny's worker process goes with it.
    return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)


def stop(processes):
    for p in processes:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGTERM)
    deadline = time.monotonic() + 10
    for p in processes:
        try:
            p.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()


def wait_for(condition, what, seconds):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError(f"timed out waiting for {what}")
        time.sleep(0.2)


def out_of_time(signum, frame):
    raise TimeoutError(f"the test took over {TIME_LIMIT} s")


def make_inputs(corpus_dir, tmp):
    """The inputs: the JOINED corpus files as one file, then SECOND."""
    joined = os.path.join(tmp, "joined.pgn")
    with open(joined, "wb") as out:
        for name in JOINED:
            with open(os.path.join(corpus_dir, name), "rb") as f:
                out.write(f.read())
    return [joined, os.path.join(corpus_dir, SECOND)]


def start_cluster(tmp, processes):
    """Starts a scheduler and two one-thread workers on loopback; returns the scheduler's address."""
    scheduler_file = os.path.join(tmp, "scheduler.json")
    # Port 0: the system picks a free port; the scheduler file says which.
    processes.append(start([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", "0",
                            "--no-dashboard", "--scheduler-file", scheduler_file], tmp, "scheduler"))
    wait_for(lambda: os.path.exists(scheduler_file) and os.path.getsize(scheduler_file) > 0, "the scheduler", 30)
    with open(scheduler_file) as f:
        address = json.load(f)["address"]
    for name in ("worker-a", "worker-b"):
        processes.append(start([sys.executable, "-m", "distributed.cli.dask_worker", address, "--host", "127.0.0.1",
                                "--nthreads", "1", "--no-dashboard", "--name", name,
                                "--local-directory", os.path.join(tmp, name)], tmp, name))
    with Client(address, timeout=30) as client:
        client.wait_for_workers(2, timeout=30)
    return address


def shard_failures(log, shards, inputs):
    """What is wrong with the shards the driver's log reports. Each of 1..shards
    runs once, both workers run some, each shard reads games, and each but the
    first starts past its share's first byte, (I-1)·S/N of the inputs' S bytes
    (as cli/shard.h says), at a game's first tag line: the game that straddles
    that byte is the shard before's, and no game begins in between."""
    found = [tuple(int(x) if x.isdigit() else x for x in shard) for shard in SHARD_LOG.findall(log)]
    if sorted(shard[0] for shard in found) != list(range(1, shards + 1)) or any(s[1] != shards for s in found):
        return [f"not every shard of {shards} ran once: {found}"]
    failures = []
    workers = sorted({shard[2] for shard in found})
    if len(workers) != 2:
        failures.append(f"the shards ran on {workers}, not on both workers")
    data = b""
    file_starts = []
    for path in inputs:
        file_starts.append(len(data))
        with open(path, "rb") as f:
            data += f.read()
    file_starts.append(len(data))  # file len(inputs) is the inputs' end
    for i, _, _, file, offset, _, _, games in found:
        if games == 0:
            failures.append(f"shard {i} read no games")
        if i == 1:
            continue
        share = len(data) * (i - 1) // shards
        begin = file_starts[file] + offset
        next_game = data.find(b"\n[Event ", share - 1) + 1
        if not share < begin or data[begin - 1:begin + 1] != b"\n[" or next_game and next_game < begin:
            failures.append(f"shard {i} starts at byte {begin} of the inputs, its share at {share}: "
                            f"{data[begin - 20:begin + 20]!r}")
    return failures


def main(arbiter, source_dir, corpus_dir):
    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(TIME_LIMIT)
    processes = []
    with tempfile.TemporaryDirectory(prefix="arbiter-dask-test-") as tmp:
        try:
            inputs = make_inputs(corpus_dir, tmp)
            address = start_cluster(tmp, processes)
            single = subprocess.run([arbiter, "check", "--no-progress", "--format", "jsonl", "--emit-games", *inputs],
                                    stdout=subprocess.PIPE, check=False)
            failures = []
            games = single.stdout.count(b'{"kind":"game"')
            if games < 2000:
                failures.append(f"only {games} games read from {inputs}")
            # SHARDS, then as many as the cluster has threads (two).
            for shards, options in ((SHARDS, ["--shards", str(SHARDS)]), (2, [])):
                driver = subprocess.run([sys.executable, os.path.join(source_dir, "dist", "arbiter_dask.py"),
                                         "--scheduler", address, "--arbiter", arbiter, "--timeout", "30", *options,
                                         "--", "--emit-games", *inputs],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
                sys.stderr.write(driver.stderr.decode())
                run = f"{shards} shards" + ("" if options else " (the default)")
                if driver.returncode != single.returncode:
                    failures.append(f"{run}: exit {driver.returncode}, a single run exits {single.returncode}")
                if without_seconds(driver.stdout) != without_seconds(single.stdout):
                    failures.append(f"{run}: the merged report differs from the single run's")
                failures += [f"{run}: {failure}" for failure in shard_failures(driver.stderr.decode(), shards, inputs)]
            if failures:
                for name in ("scheduler", "worker-a", "worker-b"):
                    with open(os.path.join(tmp, name + ".log"), errors="replace") as log:
                        sys.stderr.write(f"--- {name} log (tail)\n" + "".join(log.readlines()[-20:]))
                print("FAILED: " + "; ".join(failures))
                return 1
            print(f"passed: {games} games in {SHARDS} and in 2 shards on two workers, each shard starting past a "
                  f"game that straddles its share's edge; merged report == single run ({len(single.stdout)} bytes), "
                  f"exit {single.returncode}")
            return 0
        finally:
            signal.alarm(0)
            stop(processes)


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
