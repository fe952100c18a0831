#!/usr/bin/python3
"""Runs `arbiter check` across a Dask cluster: one task per shard, then merge.

    dist/arbiter_dask.py --scheduler tcp://host:8786 [--shards N] \\
        --arbiter /opt/arbiter/bin/arbiter -- [CHECK OPTIONS] FILE|DIR ...

Each task runs `arbiter check --format jsonl --shard I/N ...` with
`subprocess` on whichever worker the scheduler picks, and sends the shard's
report back to this process, which hands the N reports, in shard order, to a
local `arbiter merge`. N defaults to the cluster's threads. A shard plans its
own byte range from the inputs' sizes (about bytes (I-1)·S/N to I·S/N of the
S bytes, moved to where games begin), so a task carries only its number and
this process needs neither the inputs nor their sizes; it logs the range
each shard read, from the shard's report. What is printed is the report a single
`arbiter check --format jsonl` run prints (its "seconds" aside), and the exit
code is merge's: 0, 1 (findings at or above --fail-on) or 2 (also when
a shard cannot run).

The arbiter binary and the inputs are named as the workers see them: on
shared storage, or copied to the same path on every worker (dist/README.md).
Needs Python 3 and Dask distributed (Debian: python3-distributed) here and
on every worker; the workers need nothing else but the arbiter binary.
"""

import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import uuid

from distributed import Client, wait


def fail(message):
    """Exits 2, as arbiter does for what keeps it from checking: 1 means findings."""
    print(f"arbiter_dask: {message}", file=sys.stderr)
    sys.exit(2)


def shard_record(report):
    """A shard report's {"kind":"shard"} record, the one before its closing summary: the range it read."""
    summary = report.rfind(b"\n", 0, len(report) - 1)
    record = report.rfind(b"\n", 0, summary) + 1
    return json.loads(report[record:summary])


def describe(record):
    """What a shard read, for the log: its range by file index and byte offset, and its games."""
    (bf, bo), (ef, eo) = record["begin"], record["end"]
    games = sum(count for _, count, _ in record["files"])
    return f"file {bf} byte {bo} to file {ef} byte {eo}, {games} games"


def run_shard(arbiter, check_args, shard, shards, threads, cwd):
    """The task: one shard on a worker. Returns (exit code, report, stderr)."""
    command = [arbiter, "check", "--no-progress", "--format", "jsonl", "--jobs", str(threads),
               "--shard", f"{shard}/{shards}", *check_args]
    done = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    return done.returncode, done.stdout, done.stderr.decode("utf-8", "replace")


def parse_args(argv):
    p = argparse.ArgumentParser(
        description="Run `arbiter check` on a Dask cluster, one task per shard, and merge the reports.",
        epilog="Everything after -- goes to `arbiter check` (not --format, --shard, --jobs or --fix).")
    p.add_argument("--scheduler", required=True, help="the Dask scheduler's address, e.g. tcp://10.0.0.1:8786")
    p.add_argument("--arbiter", default="arbiter", help="the arbiter binary as the workers see it (default: arbiter on their PATH)")
    p.add_argument("--merge-with", help="the arbiter binary here, for the merge (default: --arbiter)")
    p.add_argument("--shards", type=int, help="number of shards (default: the cluster's worker threads)")
    p.add_argument("--threads", type=int, default=1, help="arbiter --jobs for each shard (default 1: a Dask thread each)")
    p.add_argument("--cwd", help="the directory the workers run arbiter in, for relative input paths")
    p.add_argument("--timeout", type=float, default=None, help="give up after this many seconds")
    p.add_argument("--output", help="write the merged report here instead of standard output")
    p.add_argument("check_args", nargs=argparse.REMAINDER, help="-- then arbiter check's options and inputs")
    args = p.parse_args(argv)
    if args.check_args[:1] == ["--"]:
        args.check_args = args.check_args[1:]
    if not args.check_args:
        p.error("no inputs: put arbiter check's options and inputs after --")
    return args


def main(argv):
    args = parse_args(argv)
    with Client(args.scheduler, timeout=args.timeout or 30) as client:
        shards = args.shards or sum(client.nthreads().values())
        if shards < 1:
            fail("the cluster has no workers")
        run = uuid.uuid4().hex[:8]  # task keys unique to this run: Dask would reuse finished tasks of the same key
        futures = [client.submit(run_shard, args.arbiter, args.check_args, i, shards, args.threads, args.cwd,
                                 key=f"arbiter-shard-{i}-of-{shards}-{run}", pure=False, retries=1)
                   for i in range(1, shards + 1)]
        failure = None
        try:
            wait(futures, timeout=args.timeout)
            results = client.gather(futures)
            where = client.who_has(futures)
        except Exception as e:  # a timeout, or the task's own error (no arbiter at that path...)
            failure = f"{type(e).__name__}: {e}"
    if failure:  # said once the client is closed, which cancels what still runs
        fail(f"the shards did not all run: {failure}")

    with tempfile.TemporaryDirectory(prefix="arbiter-dask-") as tmp:
        reports = []
        for i, (code, report, errors) in enumerate(results, start=1):
            workers = ", ".join(where.get(futures[i - 1].key, ())) or "?"
            try:
                read = describe(shard_record(report)) + ", "
            except (ValueError, KeyError, TypeError):  # no shard record to tell: the shard failed, as said below
                read = ""
            print(f"arbiter_dask: shard {i}/{shards} on {workers}: {read}exit {code}, {len(report)} bytes of report",
                  file=sys.stderr)
            if errors:
                sys.stderr.write(errors)
            if code not in (0, 1, 2) or not report.endswith(b"\n"):
                fail(f"shard {i}/{shards} failed (exit {code}); no report to merge")
            reports.append(os.path.join(tmp, f"shard-{i}.jsonl"))
            with open(reports[-1], "wb") as f:
                f.write(report)
        merge = [args.merge_with or args.arbiter, "merge", *reports]
        if shutil.which(merge[0]) is None:
            fail(f"no {merge[0]} here to merge with (--merge-with)")
        sys.stdout.flush()
        with open(args.output, "wb") if args.output else contextlib.nullcontext(sys.stdout) as out:
            return subprocess.run(merge, stdout=out, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
