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

TIME_LIMIT = 150  # seconds for the whole test
SHARDS = 5        # more shards than worker threads: tasks queue and spread
CORPUS_FILE = "masters/serhiis21/700_minis.pgn"


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


def main(arbiter, source_dir, corpus_dir):
    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(TIME_LIMIT)
    games = os.path.join(corpus_dir, CORPUS_FILE)
    processes = []
    with tempfile.TemporaryDirectory(prefix="arbiter-dask-test-") as tmp:
        try:
            scheduler_file = os.path.join(tmp, "scheduler.json")
            # Port 0: the system picks a free port; the scheduler file says which.
            processes.append(start([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", "0",
                                               "--no-dashboard", "--scheduler-file", scheduler_file], tmp, "scheduler"))
            wait_for(lambda: os.path.exists(scheduler_file) and os.path.getsize(scheduler_file) > 0, "the scheduler", 60)
            with open(scheduler_file) as f:
                address = json.load(f)["address"]
            for name in ("worker-a", "worker-b"):
                processes.append(start([sys.executable, "-m", "distributed.cli.dask_worker", address, "--host", "127.0.0.1",
                                                   "--nthreads", "1", "--no-dashboard", "--name", name,
                                                   "--local-directory", os.path.join(tmp, name)], tmp, name))

            with Client(address, timeout=60) as client:
                client.wait_for_workers(2, timeout=60)

            driver = subprocess.run([sys.executable, os.path.join(source_dir, "dist", "arbiter_dask.py"),
                                     "--scheduler", address, "--shards", str(SHARDS), "--arbiter", arbiter,
                                     "--timeout", "90", "--", "--emit-games", games],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
            single = subprocess.run([arbiter, "check", "--no-progress", "--format", "jsonl", "--emit-games", games],
                                    stdout=subprocess.PIPE, check=False)
            sys.stderr.write(driver.stderr.decode())
            failures = []
            if driver.returncode != single.returncode:
                failures.append(f"exit {driver.returncode}, a single run exits {single.returncode}")
            if without_seconds(driver.stdout) != without_seconds(single.stdout):
                failures.append("the merged report differs from the single run's")
            lines = single.stdout.count(b'{"kind":"game"')
            if lines < 500:
                failures.append(f"only {lines} games read from {games}")
            shard_lines = re.findall(r"shard (\d+)/%d on (\S+):" % SHARDS, driver.stderr.decode())
            if sorted(int(i) for i, _ in shard_lines) != list(range(1, SHARDS + 1)):
                failures.append(f"not every shard ran once: {shard_lines}")
            workers = sorted({w for _, w in shard_lines})
            if len(workers) != 2:
                failures.append(f"the shards ran on {workers}, not on both workers")
            if failures:
                for name in ("scheduler", "worker-a", "worker-b"):
                    with open(os.path.join(tmp, name + ".log"), errors="replace") as log:
                        sys.stderr.write(f"--- {name} log (tail)\n" + "".join(log.readlines()[-20:]))
                print("FAILED: " + "; ".join(failures))
                return 1
            print(f"passed: {lines} games in {SHARDS} shards on {len(workers)} worker(s) {workers}; "
                  f"merged report == single run ({len(single.stdout)} bytes), exit {driver.returncode}")
            return 0
        finally:
            signal.alarm(0)
            stop(processes)


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
