#!/usr/bin/python3
"""`arbiter event`'s CSV, Markdown and TRF output held to outside truth.

- CSV is read with Python's csv module (RFC 4180): on FIDE's tie-break
  exercises every value the paper gives (expected.json, 2023 and 2026 rules;
  DE, a place rather than a value, left out) is in its player's row, and
  every row is the JSONL standing of the same run.
- Markdown is rendered by Debian's python3-markdown-it (CommonMark with GFM
  tables): names full of Markdown's own signs come out as written, one cell
  each, every row as wide as the header, and the findings block holds the
  text report's findings line for line.
- TRF: each event of a TWIC week, written as TRF from its PGN, reads back
  into the same standings; its 001 lines keep TRF-16's columns, read here by
  position: the points column is the sum of the results, 062 the players,
  072 the rated ones, XXR the rounds, 132 each round's first Date in that
  round's columns; a written TRF writes back byte for
  byte, as do FIDE's exercise files; --trf-version 2026 adds 142, 202, 212.

Usage: event_formats_test.py ARBITER CORPUS_DIR
"""
import csv
import html.parser
import io
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
from decimal import Decimal

import markdown_it

ARBITER, CORPUS = os.path.abspath(sys.argv[1]), pathlib.Path(sys.argv[2])
EXERCISES = CORPUS / "events/fide-held-exercises"
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, file=sys.stderr)


def run(*args, status=(0, 1)):
    done = subprocess.run([ARBITER, "event", *map(str, args)], capture_output=True)
    if done.returncode not in status:
        sys.exit(f"arbiter event {' '.join(map(str, args))}: exit {done.returncode}\n{done.stderr.decode()}")
    return done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def standings(*args):
    """The JSONL standing records, without the event's label (a path, or the Event tag)."""
    out, _ = run("--format", "jsonl", *args)
    records = [json.loads(line) for line in out.splitlines()]
    return [{k: v for k, v in r.items() if k != "event"} for r in records if r["kind"] == "standing"]


def cell(r):
    """A round as the crosstable writes it, from its JSONL record."""
    if r["result"] is None:
        return ""
    if r["opponent"] is None:
        return r["result"]
    return f"{r['opponent']}{r['colour'][0]}{r['result']}"


def csv_rows(*args):
    out, _ = run("--format", "csv", *args)
    check(out.endswith("\r\n") and "\n" not in out.replace("\r\n", ""), f"CSV lines end in CRLF: {args}")
    return list(csv.DictReader(io.StringIO(out, newline="")))


def test_csv_exercises():
    expected = json.loads((EXERCISES / "expected.json").read_text())
    exercises_checked = 0
    for rules, key in (("2023", "rules_2023"), ("2026", "rules_2026")):
        by_file = {}
        for ex in expected[key]:
            if not ex["tiebreak"].startswith("DE"):
                by_file.setdefault(ex["file"], []).append(ex)
        for file, exercises in by_file.items():
            names = list(dict.fromkeys(ex["tiebreak"] for ex in exercises))
            args = ("--rules", rules, "--tiebreaks", ",".join(names), EXERCISES / file)
            rows = csv_rows(*args)
            by_start = {int(r["start_rank"]): r for r in rows}
            for ex in exercises:
                exercises_checked += 1
                for player, value in ex["expected"].items():
                    got = by_start[int(player)][ex["tiebreak"]]
                    # A value C.07 cannot give (null in expected.json) is an empty cell.
                    check(got == "" if value is None else Decimal(got) == Decimal(value),
                          f"{rules} exercise {ex['exercise']} {ex['tiebreak']} player {player}: {got} != {value}")
            jsonl = standings(*args)
            check(len(rows) == len(jsonl), f"{file}: a row per player")
            for row, s in zip(rows, jsonl):
                same = (int(row["rank"]) == s["rank"] and int(row["start_rank"]) == s["start_rank"]
                        and row["name"] == s["player"] and Decimal(row["points"]) == Decimal(str(s["points"]))
                        and (row["rating"] or None) == (str(s["rating"]) if s["rating"] else None)
                        and [row[f"round {r['round']}"] for r in s["rounds"]] == [cell(r) for r in s["rounds"]]
                        and all(row[t] == "" if v is None else Decimal(row[t]) == Decimal(str(v))
                                for t, v in s["tiebreaks"].items()))
                check(same, f"{file}: the CSV row of player {s['start_rank']} is its JSONL standing")
    # The paper's 41 exercises, less the 4 of DE.
    check(exercises_checked == 37, f"every exercise checked ({exercises_checked})")


# Names that are markup in Markdown and quoting in CSV, one that a
# spreadsheet would run, and one in Latin-1 (the reader makes it UTF-8).
HOSTILE = ['Smith, "Quick" John', "a|b*c_d\\e`f<g>&amp;", "=HYPERLINK(\"x\")", "M\xfcller ## [x](y)", "Plain"]


def hostile_pgn(directory):
    games = []
    for i, white in enumerate(HOSTILE):
        black = HOSTILE[(i + 1) % len(HOSTILE)]
        result = "*" if i == 0 else "1-0"  # an unfinished game: a finding to show
        games.append(f'[Event "Odd | names"]\n[Round "{i + 1}"]\n[White "{white}"]\n[Black "{black}"]\n'
                     f'[WhiteElo "{2000 + i}"]\n[Result "{result}"]\n\n{result}\n')
    path = pathlib.Path(directory) / "odd.pgn"
    path.write_bytes("\n".join(games).encode("latin-1"))
    return path


class Table(html.parser.HTMLParser):
    """The rows of the first HTML table, each a list of its cells' text; the code blocks' text."""

    def __init__(self):
        super().__init__()
        self.rows, self.code, self.cell, self.in_code = [], [], None, False

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = ""
        elif tag == "code":
            self.in_code = True
            self.code.append("")

    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.rows[-1].append(self.cell)
            self.cell = None
        elif tag == "code":
            self.in_code = False

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data
        elif self.in_code:
            self.code[-1] += data


def test_hostile_names():
    with tempfile.TemporaryDirectory() as d:
        path = hostile_pgn(d)
        jsonl = standings(path)
        names = [s["player"] for s in jsonl]
        check(sorted(names) == sorted(n.encode("latin-1").decode("latin-1") for n in HOSTILE), f"names read: {names}")
        rows = csv_rows(path)
        spreadsheet = ["'" + n if n[0] in "=+-@" else n for n in names]
        check([r["name"] for r in rows] == spreadsheet, f"CSV names: {[r['name'] for r in rows]}")
        _, csv_err = run("--format", "csv", path)
        text_out, _ = run(path)
        findings = [line for line in text_out.splitlines() if "[event_" in line]
        check(findings and all(f in csv_err for f in findings), "CSV: the findings go to standard error")
        md, _ = run("--format", "md", path)
        page = Table()
        page.feed(markdown_it.MarkdownIt("commonmark").enable("table").render(md))
        header, body = page.rows[0], page.rows[1:]
        check(len(body) == len(names), f"Markdown: a row per player ({len(body)})")
        check(all(len(r) == len(header) for r in body), "Markdown: every row as wide as the header")
        name_column = header.index("Name")
        check([r[name_column] for r in body] == names, f"Markdown names: {[r[name_column] for r in body]}")
        check(page.code and page.code[-1].splitlines() == findings,
              "Markdown: the findings as the text report has them")


def read_001(line):
    """A 001 line by TRF-16's columns (1-based, inclusive), as C.04 Annex 2 gives them: bytes, whatever the
    encoding of a name."""
    line = line.encode()
    col = lambda a, b: line[a - 1:b].decode(errors="replace")
    blanks = [4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91]
    rounds = []
    for start in range(92, len(line) + 1, 10):
        block = col(start, start + 7).ljust(8)
        check(block[4] == " " and block[6] == " ", f"round cell at column {start}: {block!r}")
        rounds.append((block[0:4].strip(), block[5], block[7]))
    return {"blanks": all(len(line) < c or line[c - 1:c] == b" " for c in blanks), "start": col(5, 8),
            "name": col(15, 47).rstrip(), "rating": col(49, 52).strip(), "points": col(81, 84), "rank": col(86, 89),
            "rounds": rounds}


POINTS = {"1": 2, "=": 1, "0": 0, "W": 2, "D": 1, "L": 0, "+": 2, "-": 0, "U": 2, "F": 2, "H": 1, "Z": 0, " ": 0}


def check_trf_layout(text, what, dates=True):
    lines = text.splitlines()
    header = {l[:3]: l[4:] for l in lines if not l.startswith("001")}
    players = [read_001(l) for l in lines if l.startswith("001")]
    check(all(p["blanks"] for p in players), f"{what}: the separating columns are blank")
    check(all(re.fullmatch(r" *\d+", p["start"]) for p in players), f"{what}: start ranks right-aligned in 5-8")
    for p in players:
        total = sum(POINTS[code] for _, _, code in p["rounds"])
        check(Decimal(p["points"]) * 2 == total, f"{what}: {p['name']}'s points {p['points']} are the results' sum")
    check(int(header["062"]) == len(players), f"{what}: 062 is the number of players")
    check(int(header.get("072", len([p for p in players if p["rating"]]))) == len([p for p in players if p["rating"]]),
          f"{what}: 072 is the number of rated players")
    check(int(header["XXR"]) >= max(len(p["rounds"]) for p in players), f"{what}: XXR covers the rounds")
    for code in ("042", "052") if dates else ():
        check(code not in header or re.fullmatch(r"\d{4}/\d\d/\d\d", header[code]), f"{what}: {code} is YYYY/MM/DD")
    return header


def round_dates(games):
    """The 132 record TRF-16 gives round dates in: each round's earliest Date as YY/MM/DD at columns 92, 102...
    (none when no game has a Date)"""
    first = {}
    for game in games:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', game))
        number = re.match(r"(\d+)", tags.get("Round", ""))
        date = tags.get("Date", "")
        if number and re.fullmatch(r"\d{4}\.\d\d\.\d\d", date):
            first[int(number[1])] = min(first.get(int(number[1]), date), date)
    line = "132"
    for r in sorted(first):
        line = line.ljust(92 + 10 * (r - 1) - 1) + first[r][2:].replace(".", "/")
    return [line] if first else []


def first_titles(games):
    """Each player's first WhiteTitle or BlackTitle, by name as written."""
    titles = {}
    for game in games:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', game))
        for side in ("White", "Black"):
            title = tags.get(side + "Title", "")
            if not titles.get(tags.get(side)):
                titles[tags.get(side)] = title if re.fullmatch(r"[A-Za-z]+", title) else ""  # FIDE's titles are letters
    return titles


def events_of(pgn_text):
    """A PGN text's games by (Event, Site), in order."""
    events = {}
    for game in re.split(r"\n(?=\[Event )", pgn_text):
        key = tuple((re.search(rf'\[{tag} "([^"]*)"\]', game) or [None, ""])[1] for tag in ("Event", "Site"))
        events.setdefault(key, []).append(game)
    return events


def test_trf_round_trip():
    week = (CORPUS / "masters/twic/twic0920.pgn").read_bytes().decode("latin-1")
    with tempfile.TemporaryDirectory() as d:
        events = events_of(week)
        check(len(events) == 25, f"twic0920's events ({len(events)})")
        for i, ((name, site), games) in enumerate(events.items()):
            pgn = pathlib.Path(d) / f"event{i}.pgn"
            pgn.write_bytes("\n".join(games).encode("latin-1"))
            trf_text, _ = run("--format", "trf", pgn)
            trf = pathlib.Path(d) / f"event{i}.trf"
            trf.write_text(trf_text)
            header = check_trf_layout(trf_text, name)
            check(header["012"] == name, f"{name}: 012 is the Event tag")
            titles = first_titles(games)
            check(all(r["title"] == titles[r["name"]] for r in csv_rows(pgn)), f"{name}: titles from the tags")
            dates = [l for l in trf_text.splitlines() if l.startswith("132")]
            check(dates == round_dates(games), f"{name}: 132 {dates} holds each round's date in its columns")
            check(standings(trf) == standings(pgn), f"{name}: PGN -> TRF -> standings are the PGN's standings")
            again, _ = run("--format", "trf", trf)
            check(again == trf_text, f"{name}: a TRF Arbiter wrote writes back byte for byte")
        metropolitan = (pathlib.Path(d) / "event9.trf").read_text()
        for record in ("022 Los Angeles", "032 USA", "042 2012/06/06", "052 2012/06/10", "072 10", "092 Round robin",
                       "XXR 9"):
            check(record + "\n" in metropolitan, f"19th Metropolitan IM: {record}")
    for file in ("held_swiss_5.trf", "held_swiss_9.trf", "held_round_robin.trf"):
        written, _ = run("--format", "trf", EXERCISES / file)
        check(written == (EXERCISES / file).read_text(), f"{file} writes back byte for byte")
        check_trf_layout(written, file, dates=False)  # the exercises write 042 as 2024-08-01
        new, _ = run("--format", "trf", "--trf-version", "2026", "--tiebreaks", "BH/C1,BH,SB", EXERCISES / file)
        header = {l[:3]: l[4:] for l in new.splitlines() if not l.startswith("001")}
        check(header.get("142") == header["XXR"], f"{file}: TRF-2026 142 is the number of rounds")
        check(header.get("202") == "BH/C1,BH,SB", f"{file}: TRF-2026 202 is the tie-breaks")
        check(header.get("212") == "PTS,BH/C1,BH,SB", f"{file}: TRF-2026 212 is PTS and the tie-breaks")


test_csv_exercises()
test_hostile_names()
test_trf_round_trip()
if failures:
    sys.exit(f"{len(failures)} failure(s)")
print("event formats: all checks passed")
