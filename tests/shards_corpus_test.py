#!/usr/bin/env python3
"""Issue #25's measure of done: for every file of the shared corpus and N in
{1, 2, 3, 7, 32}, the N reports of `arbiter check --shard I/N` merged by
`arbiter merge` are the single run's report byte for byte (the timing field
aside), exit code included.

    shards_corpus_test.py ARBITER CORPUS_DIR
"""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

COUNTS = (1, 2, 3, 7, 32)
EXTENSIONS = (".pgn", ".pdn", ".txt", ".zst", ".gz")
SECONDS = re.compile(rb'"seconds":[0-9.e+-]+')


def run(args, out_path=None):
    """Runs args; returns (exit code, standard output with the timing dropped)."""
    if out_path:
        with open(out_path, "wb") as out:
            code = subprocess.run(args, stdout=out, stderr=subprocess.DEVNULL).returncode
        return code, None
    done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return done.returncode, SECONDS.sub(b"", done.stdout)


def main():
    arbiter, corpus = sys.argv[1], sys.argv[2]
    files = sorted(os.path.join(root, name) for root, _, names in os.walk(corpus) for name in names
                   if name.endswith(EXTENSIONS))
    if not files:
        print(f"FAILED: no corpus files under {corpus}")
        return 1
    check = [arbiter, "check", "--no-progress", "--format", "jsonl", "--emit-games"]
    failures = []
    # The runs of one file go side by side: starting ten thousand processes
    # one after another is most of the test's time.
    with tempfile.TemporaryDirectory() as scratch, \
            concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        for f, path in enumerate(files):
            single = pool.submit(run, check + [path])
            shards = {n: [os.path.join(scratch, f"{f}-shard-{i}-of-{n}.jsonl") for i in range(1, n + 1)]
                      for n in COUNTS}
            runs = [pool.submit(run, check + ["--shard", f"{i}/{n}", path], report)
                    for n, reports in shards.items() for i, report in enumerate(reports, 1)]
            for done in runs:
                done.result()
            merges = {n: pool.submit(run, [arbiter, "merge"] + reports) for n, reports in shards.items()}
            for n, merged in merges.items():
                if merged.result() != single.result():
                    failures.append(f"{os.path.relpath(path, corpus)} N={n}")
            for reports in shards.values():
                for report in reports:
                    os.remove(report)
    merges = len(files) * len(COUNTS)
    if failures:
        print(f"FAILED: {len(failures)} of {merges} merges differ from the single run: " + ", ".join(failures))
        return 1
    print(f"passed: {len(files)} corpus files x N in {COUNTS}: {merges} merged reports equal the single runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
