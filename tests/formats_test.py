#!/usr/bin/python3
"""check's, sealed's, reconcile's and event's CI formats (SARIF, GitHub, GitLab, JUnit)
held to outside truth.

- Every SARIF log Arbiter writes here validates against the SARIF 2.1.0
  schema (../shared/schemas/sarif-2.1.0.json) with Debian's python3-jsonschema,
  and a log broken on purpose does not (so the check can fail).
- Each format reports exactly the findings of the JSONL report of the same
  run: kind, level, line, byte offset; the column is recounted here in UTF-16
  code units from the file's bytes, decoded by Python (well-formed UTF-8,
  every other byte Latin-1).
- URIs decode (percent-decoding) to the path's bytes as given.
- JUnit reads with Debian's python3-junitparser (and so is well-formed XML
  whatever bytes came in); its suites, test cases and failures are the
  files, games and games with a finding at or above --fail-on of the JSONL
  report, and its counts those of its elements.
- Fingerprints hold when unrelated lines are inserted above a game and tell
  different findings apart.
- Output is byte-identical with --jobs 1 and 2, and the exit code is JSONL's.
- sealed and reconcile: each sealed move that is not valid (and each
  envelope not judged), each sheet of a pair that does not establish the
  whole game, is one SARIF result, GitHub command and GitLab issue at the
  place JSONL gives (the sheet's place recounted from its bytes), and a
  failed JUnit case among a case per envelope or pair; the SARIF validates.
- event: each finding of the JSONL report (FIDE's exercise TRFs, a TWIC
  archive, a TRF with games that disagree with it, hostile bytes) is one
  SARIF result, GitHub command and GitLab issue: at its file, line and
  column (the byte offset recounted from the file), a PGN event's pairing
  finding at the start of one of its games; JUnit has a suite per event and
  a case per round and one for the records, failed by the findings at error
  or warning.

Usage: formats_test.py ARBITER SOURCE_DIR CORPUS_DIR
"""
import codecs
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import urllib.parse

import jsonschema
import junitparser

ARBITER, SOURCE, CORPUS = os.path.abspath(sys.argv[1]), pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
# The schema sits beside the corpus: ../shared/schemas.
SCHEMA = json.loads((CORPUS.parent / "schemas/sarif-2.1.0.json").read_text())
VALIDATOR = jsonschema.validators.validator_for(SCHEMA)(SCHEMA)  # the draft the schema names (2020-12)
LEVELS = {"error": "error", "warning": "warning", "info": "note"}
GITHUB = {"error": "error", "warning": "warning", "info": "notice"}
GITLAB = {"error": "major", "warning": "minor", "info": "info"}
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def run(args, cwd=None, command=("check", "--no-progress")):
    """check's (or `command`'s) output (bytes) and exit code."""
    p = subprocess.run([ARBITER, *command, *args], cwd=cwd, capture_output=True)
    return p.stdout, p.returncode


def latin1_fallback(error):
    return "".join(chr(b) for b in error.object[error.start:error.end]), error.end


codecs.register_error("latin1_fallback", latin1_fallback)


def utf16_column(data, offset):
    """1-based column of byte `offset` of `data` in UTF-16 code units."""
    start = data.rfind(b"\n", 0, offset) + 1
    text = data[start:offset].decode("utf-8", errors="latin1_fallback")
    return len(text.encode("utf-16-le")) // 2 + 1


def jsonl_findings(paths, cwd):
    out, code = run(["--format", "jsonl", *paths], cwd)
    records = [json.loads(line) for line in out.decode().splitlines()]
    return [r for r in records if r["kind"] not in ("summary", "input_error")], records, code


def validate_sarif(log, what):
    errors = list(VALIDATOR.iter_errors(log))
    check(not errors, f"{what}: SARIF schema: {errors[:1]}")


def check_sarif(paths, cwd, what):
    findings, records, code = jsonl_findings(paths, cwd)
    out, sarif_code = run(["--format", "sarif", *paths], cwd)
    check(sarif_code == code, f"{what}: SARIF exit code {sarif_code}, JSONL's {code}")
    log = json.loads(out.decode("utf-8"))  # strict: invalid UTF-8 raises
    validate_sarif(log, what)
    run_ = log["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    results = [r for r in run_["results"] if r["ruleId"] != "input_error"]
    check(len(results) == len(findings), f"{what}: {len(results)} results, {len(findings)} JSONL findings")
    errors = [r for r in records if r["kind"] == "input_error"]
    check(len(run_["results"]) - len(results) == len(errors), f"{what}: input errors")
    for r, f in zip(results, findings):
        region = r["locations"][0]["physicalLocation"]["region"]
        uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        data = (pathlib.Path(cwd) / f["file"]).read_bytes()
        check(rules[r["ruleIndex"]]["id"] == r["ruleId"] == f["kind"], f"{what}: rule of {f}")
        check(r["level"] == LEVELS[f["severity"]], f"{what}: level of {f}")
        check((region["startLine"], region["byteOffset"]) == (f["line"], f["offset"]), f"{what}: place of {f}")
        check(region["startColumn"] == utf16_column(data, f["offset"]), f"{what}: column of {f}")
        check(urllib.parse.unquote_to_bytes(uri) == os.fsencode(f["file"]), f"{what}: uri {uri} of {f['file']}")
        check(not uri.startswith("/") or f["file"].startswith("/"), f"{what}: relative path made absolute")
    return log, findings


def unescape_github(s):
    return s.replace("%2C", ",").replace("%3A", ":").replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%")


def check_github(paths, cwd, what, log):
    findings, _, code = jsonl_findings(paths, cwd)
    out, github_code = run(["--format", "github", *paths], cwd)
    check(github_code == code, f"{what}: GitHub exit code")
    lines = [line for line in out.decode("utf-8").split("\n") if line and "title=input_error" not in line]
    check(len(lines) == len(findings), f"{what}: {len(lines)} commands, {len(findings)} findings")
    results = [r for r in log["runs"][0]["results"] if r["ruleId"] != "input_error"]
    command = re.compile(r"::(error|warning|notice) file=([^,:]*),line=(\d+),col=(\d+),title=([a-z0-9_]+)::([^\r\n]*)$")
    for line, f, r in zip(lines, findings, results):
        m = command.match(line)
        check(m, f"{what}: not a workflow command: {line!r}")
        if not m:
            continue
        region = r["locations"][0]["physicalLocation"]["region"]
        check(m[1] == GITHUB[f["severity"]] and m[5] == f["kind"], f"{what}: command of {f}")
        check(unescape_github(m[2]) == f["file"], f"{what}: file of {line!r}")
        check((int(m[3]), int(m[4])) == (region["startLine"], region["startColumn"]), f"{what}: place of {line!r}")
        check(unescape_github(m[6]) == r["message"]["text"], f"{what}: message of {line!r}")


def check_gitlab(paths, cwd, what):
    findings, _, code = jsonl_findings(paths, cwd)
    out, gitlab_code = run(["--format", "gitlab", *paths], cwd)
    check(gitlab_code == code, f"{what}: GitLab exit code")
    issues = [i for i in json.loads(out.decode("utf-8")) if i["check_name"] != "input_error"]
    check(len(issues) == len(findings), f"{what}: {len(issues)} issues, {len(findings)} findings")
    for i, f in zip(issues, findings):
        check(set(i) == {"description", "check_name", "fingerprint", "severity", "location"}, f"{what}: keys {i}")
        check(i["check_name"] == f["kind"] and i["severity"] == GITLAB[f["severity"]], f"{what}: kind of {f}")
        check(i["location"] == {"path": f["file"], "lines": {"begin": f["line"]}}, f"{what}: location of {f}")


SEVERITIES = ["info", "warning", "error"]


def check_junit(paths, cwd, what, fail_on="error"):
    out, code = run(["--format", "jsonl", "--emit-games", "--fail-on", fail_on, *paths], cwd)
    records = [json.loads(line) for line in out.decode().splitlines()]
    games = [r for r in records if r["kind"] == "game"]
    findings = [r for r in records if "severity" in r and r["kind"] != "input_error"]
    input_errors = [r for r in records if r["kind"] == "input_error"]
    failing = {(f["file"], f["game"]) for f in findings if SEVERITIES.index(f["severity"]) >= SEVERITIES.index(fail_on)}
    out, junit_code = run(["--format", "junit", "--fail-on", fail_on, *paths], cwd)
    check(junit_code == code, f"{what}: JUnit exit code {junit_code}, JSONL's {code}")
    xml = junitparser.JUnitXml.fromstring(out)
    cases, failures = [], set()
    for suite in xml:
        suite_cases = list(suite)
        suite_failures = [c for c in suite_cases if any(isinstance(r, junitparser.Failure) for r in c.result)]
        suite_errors = [c for c in suite_cases if any(isinstance(r, junitparser.Error) for r in c.result)]
        check((suite.tests, suite.failures, suite.errors) == (len(suite_cases), len(suite_failures), len(suite_errors)),
              f"{what}: counts of suite {suite.name}")
        for c in suite_cases:
            if any(isinstance(r, junitparser.Error) for r in c.result):
                continue
            game = int(re.match(r"game (\d+):", c.name)[1])
            cases.append((suite.name, game))
            if c in suite_failures:
                failures.add((suite.name, game))
                text = c.result[0].text
                own = [f for f in findings if (f["file"], f["game"]) == (suite.name, game)]
                check(all(f["message"] in text for f in own), f"{what}: findings in the failure of {c.name}")
    check(cases == [(g["file"], g["game"]) for g in games], f"{what}: a test case per game, in order")
    check(failures == failing, f"{what}: failures {sorted(failures - failing)} {sorted(failing - failures)}")
    check((xml.tests, xml.failures, xml.errors) == (len(games) + len(input_errors), len(failing), len(input_errors)),
          f"{what}: root counts {xml.tests} {xml.failures} {xml.errors}")


def check_all(paths, cwd, what):
    log, _ = check_sarif(paths, cwd, what)
    check_github(paths, cwd, what, log)
    check_gitlab(paths, cwd, what)
    for fail_on in SEVERITIES:
        check_junit(paths, cwd, f"{what} --fail-on {fail_on}", fail_on)


def hostile(directory):
    """A file named with a space, non-ASCII, ':', ',' and '%', holding Latin-1
    tags, invalid UTF-8, control characters, U+FFFE and a 4-byte character before a
    finding (a surrogate pair in UTF-16)."""
    name = "dir with space/caf\xe9:1,2%.pgn"
    path = directory / name
    path.parent.mkdir()
    path.write_bytes(
        b'[Event "Caf\xe9 \x01\x1b open"]\n[White "M\xfcller,\x01\x0b %0A \xef\xbf\xbe"]\n'
        b'[Black "\xf0\x9f\x98\x80 \xed\xa0\x80"]\n[Result "1-0"]\n\n'
        b'1. e4 {\xf0\x9f\x98\x80 \xff\x00\r} e5 2. Ke3\x07 Nc6 3. Qh5 \xc3\xa9\xe2\x82\xac Kf7 1-0\n\n'
        b'1. e4 e5 2. \xff\xfe Nf6 *\n')
    return name


def command_sarif(command, args, cwd, what, code):
    """`command`'s SARIF log, validated, its exit code JSONL's `code`: the rules and the results."""
    out, sarif_code = run(["--format", "sarif", *args], cwd, command)
    check(sarif_code == code, f"{what}: SARIF exit code {sarif_code}, JSONL's {code}")
    log = json.loads(out.decode("utf-8"))
    validate_sarif(log, what)
    return log["runs"][0]["tool"]["driver"]["rules"], log["runs"][0]["results"]


def check_command_formats(command, args, cwd, what, expected, cases):
    """`command`'s CI formats against what its JSONL says: `expected` the
    issues as (rule, file, line, byte offset or None, column or None), `cases`
    the JUnit cases as (suite, failed)."""
    _, code = run(["--format", "jsonl", *args], cwd, command)
    rules, results = command_sarif(command, args, cwd, what, code)
    check(len(results) == len(expected), f"{what}: {len(results)} results, {len(expected)} expected")
    for r, (rule, file, line, offset, column) in zip(results, expected):
        region = r["locations"][0]["physicalLocation"]["region"]
        uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        check(rules[r["ruleIndex"]]["id"] == r["ruleId"] == rule, f"{what}: rule {r['ruleId']}, {rule} expected")
        check(urllib.parse.unquote_to_bytes(uri) == os.fsencode(file), f"{what}: uri {uri} of {file}")
        check(region["startLine"] == line and offset in (None, region["byteOffset"]), f"{what}: place of {rule}")
        check(column in (None, region["startColumn"]), f"{what}: column of {rule}")
        check(r["level"] == "error", f"{what}: level of {rule}")
    prints = [r["partialFingerprints"]["arbiterFinding/v1"] for r in results]
    check(len(set(prints)) == len(prints), f"{what}: every result its own fingerprint")

    out, github_code = run(["--format", "github", *args], cwd, command)
    check(github_code == code, f"{what}: GitHub exit code")
    lines = out.decode("utf-8").splitlines()
    check(len(lines) == len(expected), f"{what}: {len(lines)} commands, {len(expected)} expected")
    command_re = re.compile(r"::error file=([^,:]*),line=(\d+),col=(\d+),title=([a-z_]+)::([^\r\n]*)$")
    for line, r in zip(lines, results):
        m = command_re.match(line)
        check(m, f"{what}: not a workflow command: {line!r}")
        if m:
            region = r["locations"][0]["physicalLocation"]["region"]
            check(m[4] == r["ruleId"] and unescape_github(m[5]) == r["message"]["text"], f"{what}: {line!r}")
            check((int(m[2]), int(m[3])) == (region["startLine"], region["startColumn"]), f"{what}: place {line!r}")

    out, gitlab_code = run(["--format", "gitlab", *args], cwd, command)
    check(gitlab_code == code, f"{what}: GitLab exit code")
    issues = json.loads(out.decode("utf-8"))
    check([(i["check_name"], i["location"]["path"], i["location"]["lines"]["begin"]) for i in issues] ==
          [e[:3] for e in expected], f"{what}: GitLab issues")

    out, junit_code = run(["--format", "junit", *args], cwd, command)
    check(junit_code == code, f"{what}: JUnit exit code")
    xml = junitparser.JUnitXml.fromstring(out)
    seen = []
    for suite in xml:
        suite_cases = list(suite)
        failed = [any(isinstance(r, junitparser.Failure) for r in c.result) for c in suite_cases]
        check((suite.tests, suite.failures) == (len(suite_cases), sum(failed)), f"{what}: counts of {suite.name}")
        seen += [(suite.name, f) for f in failed]
    check(seen == cases, f"{what}: JUnit cases {seen}, {cases} expected")
    check((xml.tests, xml.failures) == (len(cases), sum(f for _, f in cases)), f"{what}: JUnit root counts")


def sealed_expected(args, cwd):
    """The issues and JUnit cases sealed's JSONL report implies."""
    out, _ = run(["--format", "jsonl", *args], cwd, ("sealed",))
    records = [json.loads(line) for line in out.decode().splitlines()][:-1]
    failing = [r for r in records if r["kind"] == "sealed_error" or r["verdict"] != "valid"]
    expected = [("sealed_error" if r["kind"] == "sealed_error" else "sealed_" + r["verdict"], r["file"], r["line"],
                 r["offset"], 1) for r in failing]
    return expected, [(r["file"], r in failing) for r in records]


def place(path, offset):
    """The 1-based line and UTF-16 column of byte `offset` of a file."""
    data = pathlib.Path(path).read_bytes()
    return data.count(b"\n", 0, offset) + 1, utf16_column(data, offset)


def check_reconcile(args, cwd, what, suite):
    out, _ = run(["--format", "jsonl", *args], cwd, ("reconcile",))
    records = [json.loads(line) for line in out.decode().splitlines()]
    out, _ = run(["--format", "sarif", *args], cwd, ("reconcile",))
    results = iter(json.loads(out.decode())["runs"][0]["results"])
    expected = []
    for r in records:
        if r["divergence_ply"] is None:
            continue
        for sheet in ("white", "black"):
            # The place each result gives must be where the sheet's bytes say.
            offset = next(results, {"locations": [{"physicalLocation": {"region": {"byteOffset": 0}}}]})
            offset = offset["locations"][0]["physicalLocation"]["region"]["byteOffset"]
            line, column = place(pathlib.Path(cwd) / r[sheet + "_file"], offset)
            expected.append(("sheets_contradict", r[sheet + "_file"], line, offset, column))
    check_command_formats(("reconcile",), args, cwd, what, expected,
                          [(suite, r["divergence_ply"] is not None) for r in records])


def xml_text(s):
    """`s` as XML can hold it: other control characters and U+FFFE, U+FFFF as U+FFFD."""
    return re.sub("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]", "\ufffd", s)


def event_jsonl(args, cwd):
    """event's JSONL findings, each with the event record it follows, and the exit code."""
    out, code = run(["--format", "jsonl", *args], cwd, ("event",))
    events, findings = [], []
    for r in map(json.loads, out.decode().splitlines()):
        if r["kind"] == "event":
            events.append(r)
        elif "severity" in r:
            findings.append((events[-1], r))
    return events, findings, code


def event_place(f):
    """(file, line, column, byte offset or None) where a CI format puts an
    event finding; the column None when the place is a game's start."""
    if "line" in f:
        return f["file"], f["line"], f.get("column", 1)
    if f.get("game_file"):
        return f["game_file"], f["game_line"], 1
    return None  # a PGN event's pairing finding: at one of its games


def check_event(args, cwd, what):
    events, findings, code = event_jsonl(args, cwd)
    rules, results = command_sarif(("event",), args, cwd, what, code)
    check(len(results) == len(findings), f"{what}: {len(results)} results, {len(findings)} JSONL findings")
    check(len({r["id"] for r in rules}) == len(rules), f"{what}: one rule per kind")
    check(all(re.search(r" See .+\.$", r["help"]["text"]) for r in rules), f"{what}: every rule's article")
    # The findings in the order the CI formats give them: by event, then by JUnit case (records, round 1, 2...).
    def case(event, f):  # the JUnit case of a finding: its round's, else the records' (0)
        return f.get("round", 0) if 1 <= f.get("round", 0) <= event["rounds"] else 0

    order = {id(e): i for i, e in enumerate(events)}
    ordered = [f for e, f in sorted(findings, key=lambda ef: (order[id(ef[0])], case(*ef)))]
    sarif = []
    for r, f in zip(results, ordered):
        region = r["locations"][0]["physicalLocation"]["region"]
        file = urllib.parse.unquote_to_bytes(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])
        data = (pathlib.Path(cwd) / os.fsdecode(file)).read_bytes()
        check(rules[r["ruleIndex"]]["id"] == r["ruleId"] == f["kind"], f"{what}: rule of {f}")
        check(r["level"] == LEVELS[f["severity"]], f"{what}: level of {f}")
        check(f["message"] in r["message"]["text"], f"{what}: message of {f}")
        at = event_place(f)
        offset, line, column = region["byteOffset"], region["startLine"], region["startColumn"]
        if at:
            check((os.fsencode(at[0]), at[1]) == (file, line), f"{what}: place of {f}: {region}")
        if at and "column" in f:  # a TRF's line and column (in bytes, as TRF counts): recounted from the bytes
            start = data.rfind(b"\n", 0, offset) + 1
            check((data.count(b"\n", 0, offset) + 1, utf16_column(data, offset)) == (line, column) and
                  offset - start + 1 == f["column"], f"{what}: offset {offset} of {f}")
        else:  # a game's start (lines as the reader counts them: a lone CR ends one too)
            check(column == 1 and data[offset - 1:offset] in (b"", b"\n", b"\r"), f"{what}: a game's place for {f}")
        sarif.append((r["ruleId"], os.fsdecode(file), region["startLine"], region["startColumn"], r["message"]["text"]))
    prints = [r["partialFingerprints"]["arbiterFinding/v1"] for r in results]
    check(len(set(prints)) == len(prints), f"{what}: every result its own fingerprint")

    out, github_code = run(["--format", "github", *args], cwd, ("event",))
    check(github_code == code, f"{what}: GitHub exit code")
    command = re.compile(r"::(error|warning|notice) file=([^,:]*),line=(\d+),col=(\d+),title=([a-z_]+)::([^\r\n]*)$")
    github = []
    for line, f in zip(out.decode("utf-8").split("\n"), ordered):
        m = command.match(line)
        check(m and m[1] == GITHUB[f["severity"]], f"{what}: not a workflow command of {f}: {line!r}")
        if m:
            github.append((m[5], unescape_github(m[2]), int(m[3]), int(m[4]), unescape_github(m[6])))
    check(github == sarif, f"{what}: GitHub's commands are SARIF's results")

    out, gitlab_code = run(["--format", "gitlab", *args], cwd, ("event",))
    check(gitlab_code == code, f"{what}: GitLab exit code")
    issues = json.loads(out.decode("utf-8"))
    check([(i["check_name"], i["location"]["path"], i["location"]["lines"]["begin"], i["severity"]) for i in issues] ==
          [(s[0], s[1], s[2], GITLAB[f["severity"]]) for s, f in zip(sarif, ordered)], f"{what}: GitLab issues")
    check(len({i["fingerprint"] for i in issues}) == len(issues), f"{what}: GitLab fingerprints")

    out, junit_code = run(["--format", "junit", *args], cwd, ("event",))
    check(junit_code == code, f"{what}: JUnit exit code")
    xml = junitparser.JUnitXml.fromstring(out)
    suites = list(xml)
    check([s.name for s in suites] == [xml_text(e["event"]) or "(no Event tag)" for e in events],
          f"{what}: a suite per event: {[s.name for s in suites]}")
    for suite, event in zip(suites, events):
        cases = list(suite)
        check([c.name for c in cases][1:] == [f"round {r}" for r in range(1, event["rounds"] + 1)],
              f"{what}: a case per round of {event['event']}")
        failing = {case(e, f) for e, f in findings if e is event and f["severity"] != "info"}
        failed = {i for i, c in enumerate(cases) if any(isinstance(r, junitparser.Failure) for r in c.result)}
        check(failed == failing, f"{what}: failed cases {failed} of {event['event']}, {failing} expected")
        check((suite.tests, suite.failures) == (len(cases), len(failed)), f"{what}: counts of {suite.name}")
        for i, c in enumerate(cases):
            own = [f for e, f in findings if e is event and case(e, f) == i]
            text = c.result[0].text if c.result else (c.system_out or "")
            check(all(xml_text(f["message"]) in (text or "") for f in own), f"{what}: findings in {c.name}")


with tempfile.TemporaryDirectory() as scratch:
    scratch = pathlib.Path(scratch)
    # Samples, relative as a user in the source tree gives them.
    for sample in sorted((SOURCE / "samples").glob("*.pgn")):
        check_all([str(sample.relative_to(SOURCE))], SOURCE, sample.name)
    # Corpus files, absolute, with a file that does not exist between them.
    corpus = [str(CORPUS / "edge/pgn-extract-infiles/odds.pgn"), str(scratch / "missing.pgn"),
              str(CORPUS / "masters/serhiis21/Alekhine.pgn")]
    check_all(corpus, SOURCE, "corpus")
    name = hostile(scratch)
    check_all([name], scratch, "hostile bytes")

    # The schema check can fail: a log with a level SARIF has not.
    log, _ = check_sarif(["samples/errors.pgn"], SOURCE, "errors.pgn")
    log["runs"][0]["results"][0]["level"] = "fatal"
    check(list(VALIDATOR.iter_errors(log)), "the schema check takes a wrong level")

    # Fingerprints: the same findings after lines and a clean game are put
    # above the games; every finding of errors.pgn its own.
    original = (SOURCE / "samples/errors.pgn").read_bytes()
    moved = scratch / "moved.pgn"
    moved.write_bytes(b"\n\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n\n" + original)
    before, _ = check_sarif(["samples/errors.pgn"], SOURCE, "errors.pgn")
    after, _ = check_sarif([str(moved)], SOURCE, "moved errors.pgn")

    def prints(log):
        return [(r["ruleId"], r["partialFingerprints"]["arbiterFinding/v1"],
                 r["locations"][0]["physicalLocation"]["region"]["startLine"]) for r in log["runs"][0]["results"]]

    b, a = prints(before), prints(after)
    check([p[:2] for p in a] == [p[:2] for p in b], "fingerprints move with their findings")
    check(all(x[2] != y[2] for x, y in zip(a, b)), "the findings did move to other lines")
    check(len({p[1] for p in b}) == len(b), f"every finding has its own fingerprint: {b}")

    # Byte-identical output with one job and two, on a file cut in many chunks.
    alekhine = str(CORPUS / "masters/serhiis21/Alekhine.pgn")
    for fmt in ("sarif", "github", "gitlab", "junit"):
        one, _ = run(["--format", fmt, "--jobs", "1", "samples/errors.pgn", alekhine], SOURCE)
        two, _ = run(["--format", fmt, "--jobs", "2", "samples/errors.pgn", alekhine], SOURCE)
        check(one == two, f"{fmt}: the same bytes with --jobs 1 and 2")

    # sealed: the samples under two editions, and an envelope file with a
    # hostile name and bytes that holds one envelope that cannot be judged.
    for rules in ("fide-2023", "fide-1966"):
        args = ["--rules", rules, "samples/sealed"]
        expected, cases = sealed_expected(args, SOURCE)
        check(len(expected) >= 5 and len(cases) >= 10, f"sealed {rules}: the samples' verdicts {expected}")
        check_command_formats(("sealed",), args, SOURCE, f"sealed {rules}", expected, cases)
    envelope = scratch / "env, 1:%\xe9.txt"
    envelope.write_bytes(b"White: M\xfcller \x01\nBlack: B\nSealed by: White\nSealed move: Nf3\n---\n"
                         b"White: A\nBlack: \xf0\x9f\x98\x80\nSealed by: White\nFEN: 8/8/8/8/8/8/8/8 w - - 0 1\n"
                         b"Sealed move: e4\n---\nWhite: C\nSealed by: Black\nSealed move: Nf3\n")
    expected, cases = sealed_expected([envelope.name], scratch)
    check([e[0] for e in expected] == ["sealed_error", "sealed_error"], f"hostile envelopes: {expected}")
    check_command_formats(("sealed",), [envelope.name], scratch, "hostile envelopes", expected, cases)

    # reconcile: the samples' pairs (Capablanca–Corzo parts at move 17), and
    # one pair given alone.
    check_reconcile(["samples/reconcile"], SOURCE, "reconcile", "samples/reconcile")
    capablanca = [f"samples/reconcile/capablanca-corzo-1901.{side}.txt" for side in ("white", "black")]
    check_reconcile(capablanca, SOURCE, "reconcile one pair", "samples/reconcile")
    out, _ = run(["--format", "github", *capablanca], SOURCE, ("reconcile",))
    check(out.decode().startswith("::error file=samples/reconcile/capablanca-corzo-1901.white.txt,line=21,col=5,"
                                  "title=sheets_contradict::The sheets part at White's move 17"),
          f"reconcile: Capablanca's 17. P-KN4 (line 21, column 5): {out[:120]}")

    # event: FIDE's exercises, a TWIC archive, games that disagree with a
    # TRF, and hostile bytes.
    exercises = sorted(str(p) for p in (CORPUS / "events/fide-held-exercises").glob("*.trf"))
    check_event(exercises, SOURCE, "event exercises")
    check_event([str(CORPUS / "masters/twic/twic0920.pgn")], SOURCE, "event TWIC")
    disagreeing = scratch / "games, 1:%.pgn"
    disagreeing.write_bytes(b'[Event "FIDE C.07 2023 Tie-Break Exercises"]\n[Round "1"]\n[White "Alyx"]\n'
                            b'[Black "Eve"]\n[Result "1-0"]\n\n1. e4 1-0\n\n'
                            b'[Event "FIDE C.07 2023 Tie-Break Exercises"]\n[Round "2"]\n[White "Bruno"]\n'
                            b'[Black "Alyx"]\n[Result "1/2-1/2"]\n\n1. e4 1/2-1/2\n')
    round_robin = str(CORPUS / "events/fide-held-exercises/held_round_robin.trf")
    _, matched, _ = event_jsonl([round_robin, str(disagreeing)], scratch)
    check({f["kind"] for _, f in matched} >= {"event_game_mismatch", "event_missing_game"},
          f"event: the games disagree with the TRF: {sorted({f['kind'] for _, f in matched})}")
    check_event([round_robin, disagreeing.name], scratch, "event TRF and games")
    # A name of two-byte characters before the round cells: TRF's columns are
    # bytes, SARIF's UTF-16 code units.
    accented = scratch / "accented.trf"
    accented.write_bytes(pathlib.Path(round_robin).read_bytes().replace(b"Alyx  ", "Ålyé".encode()))
    _, found, _ = event_jsonl([accented.name], scratch)
    check(any(f.get("line") == 5 for _, f in found), f"event: a finding on Ålyx's line: {found}")
    check_event([accented.name], scratch, "event accented TRF")
    # Two lines with the same unknown result code in round 1: two findings the
    # same but for their line, each its own fingerprint.
    lines = pathlib.Path(round_robin).read_bytes().split(b"\n")
    for i in (4, 5):  # Alyx's and Bruno's 001 lines; round 1's result at column 99
        lines[i] = lines[i][:98] + b"x" + lines[i][99:]
    (scratch / "codes.trf").write_bytes(b"\n".join(lines))
    _, found, _ = event_jsonl(["codes.trf"], scratch)
    check([f["line"] for _, f in found if f["kind"] == "event_trf_syntax"] == [5, 6], f"event: two bad codes: {found}")
    check_event(["codes.trf"], scratch, "event two bad result codes")
    check_event([name], scratch, "event hostile bytes")

if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
print("all formats hold")
