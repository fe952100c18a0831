#!/usr/bin/python3
"""The installed C++ library, used as a user would: `cmake --install` of this
build into a scratch prefix, then tests/library_consumer (a program outside
the tree) configured with find_package(Arbiter) against that prefix, built,
and run on samples/errors.pgn.

- The prefix's include directory holds arbiter/arbiter.h alone, and it
  includes only standard headers: no internal header leaks.
- The pinned knight of game 1 (5. Nd5, line 8, the 47th byte of its line,
  as the README shows it) comes out with its kind, place, move, side, rule
  and closest legal moves; the game's record names its players.
- Every finding is the one `arbiter check --format jsonl` reports (kind,
  line, offset, game, move, token, rule, candidates), in the same order, and
  the record's plies, final FEN and draw offers those of --emit-games; on
  errors.pgn, and on a file of draw offers checked under fide-2009.
- check_file and check_text agree; an unreadable file and an unknown edition
  are refused with exceptions.

Usage: library_test.py BUILD_DIR SOURCE_DIR ARBITER CXX_COMPILER
"""
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

BUILD, SOURCE, ARBITER = (os.path.abspath(a) for a in sys.argv[1:4])
CXX = sys.argv[4]  # a name on PATH or a path, as CMake takes it
SAMPLE = os.path.join(SOURCE, "samples/errors.pgn")
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def run(args, **kwargs):
    p = subprocess.run(args, capture_output=True, text=True, **kwargs)
    if p.returncode != 0:
        print(p.stdout, p.stderr)
        sys.exit(f"FAIL: {' '.join(args)} exited {p.returncode}")
    return p.stdout


with tempfile.TemporaryDirectory() as scratch:
    prefix = pathlib.Path(scratch) / "prefix"
    run(["cmake", "--install", BUILD, "--prefix", str(prefix)])
    headers = sorted(str(p.relative_to(prefix / "include")) for p in (prefix / "include").rglob("*") if p.is_file())
    check(headers == ["arbiter/arbiter.h"], f"the installed headers: {headers}")
    includes = re.findall(r"^#include\s*([<\"][^>\"]+)", (prefix / "include/arbiter/arbiter.h").read_text(), re.M)
    check(all(i.startswith("<") and "/" not in i and "." not in i for i in includes),
          f"arbiter.h includes only standard headers: {includes}")

    build = pathlib.Path(scratch) / "consumer"
    run(["cmake", "-S", os.path.join(SOURCE, "tests/library_consumer"), "-B", str(build), "-G", "Ninja",
         f"-DCMAKE_PREFIX_PATH={prefix}", f"-DCMAKE_CXX_COMPILER={CXX}", "-DCMAKE_BUILD_TYPE=Release"])
    run(["cmake", "--build", str(build)])
    # A second file: a draw offered twice and a game cut short, under another edition.
    offers = pathlib.Path(scratch) / "offers.pgn"
    offers.write_bytes(b'[White "A"]\n[Black "B"]\n[Result "1/2-1/2"]\n\n1. e4 e5 (=) 2. Nf3 Nc6 (=) 3. Bb5 1/2-1/2\n\n'
                       b'[White "C"]\n[Black "D"]\n\n1. e4 e5 2. Ke3 *\n')
    out = run([str(build / "consumer"), SAMPLE]).splitlines()
    offers_out = run([str(build / "consumer"), str(offers), "fide-2009"]).splitlines()

    def expected_lines(path, *options):
        """The consumer's lines, as check's JSONL has them."""
        report = subprocess.run([ARBITER, "check", "--no-progress", "--format", "jsonl", "--emit-games", *options,
                                 str(path)], capture_output=True, text=True).stdout
        records = [json.loads(line) for line in report.splitlines()]
        data = pathlib.Path(path).read_bytes()
        lines = []
        for r in records:
            if r["kind"] == "game":
                lines.append(f"game {r['game']} {r['white']} - {r['black']} {r['result']} plies {r['plies']} "
                             f"fen {r['final_fen'] or 'none'} draw offers" + "".join(f" {p}" for p in r["draw_offers"]))
            elif r["kind"] != "summary":
                column = r["offset"] - (data.rfind(b"\n", 0, r["offset"]) + 1) + 1
                lines.append(f"finding {r['kind']} {r['line']}:{column} offset {r['offset']} game {r['game']} move "
                             f"{r['move_number'] or 0} {r['side'] or '-'} {r['token']} [{r['rule']}] candidates"
                             + "".join(" " + c for c in r["candidates"]))
        summary = records[-1]
        lines.append(f"summary games {summary['games']} errors {summary['findings']['error']} warnings "
                     f"{summary['findings']['warning']} infos {summary['findings']['info']}")
        return lines

    def compare(out, path, *options):
        library = [line for line in out if line.startswith(("finding ", "game ", "summary "))]
        expected = expected_lines(path, *options)
        check(library == expected, f"{path}: the library's findings and records are check's: " +
              str([(a, b) for a, b in zip(library, expected) if a != b][:2] or (len(library), len(expected))))
        return len(library)

    check(out[0] == "arbiter " + run([ARBITER, "--version"]).split()[-1], f"the version: {out[0]}")
    check("finding illegal_move 8:47 offset 224 game 1 move 5 white Nd5 [FIDE 2023 3.9.2] candidates Qd5 Nd4" in out,
          "the pinned knight 5. Nd5 of game 1")
    check(any(line.startswith("game 1 Student - Teacher * plies ") for line in out), "game 1's record")
    check(any(line.startswith("unreadable: ") and ".missing" in line for line in out), "an unreadable file throws")
    check(any(line.startswith("refused: ") and "fide-1800" in line for line in out), "an unknown edition throws")
    records = compare(out, SAMPLE)
    check(any(line.endswith(" draw offers 2 4") for line in offers_out), "the draw offers after plies 2 and 4")
    check(any(" [FIDE 2009 " in line for line in offers_out), "the rules of --rules fide-2009")
    records += compare(offers_out, offers, "--rules", "fide-2009")

if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
print(f"the installed library checks as arbiter check does: {records} records")
