#!/usr/bin/env python3
"""The layers test: which folders each source folder depends on, three ways.

1. its #include lines ("validate/replay.h" in adjudicate/ is an edge
   adjudicate -> validate);
2. its CMake target's target_link_libraries (arbiter_validate);
3. the README's table between <!-- layers --> and <!-- /layers -->.

All three must name the same edges, and the edges must form no cycle: the
picture people read is the one the compiler and the linker enforce.
"""
import pathlib
import re
import sys

FOLDERS = ["core", "draughts", "parser", "notation", "validate", "adjudicate", "event", "api", "cli"]
TARGETS = {f"arbiter_{f}": f for f in FOLDERS} | {"arbiter": "cli"}


def include_edges(root):
    edges = {f: set() for f in FOLDERS}
    where = {}
    for folder in FOLDERS:
        for path in sorted((root / folder).glob("*.[hc]*")):
            for line in path.read_text(encoding="utf-8").splitlines():
                m = re.match(r'\s*#include "([a-z_]+)/', line)
                if m and m.group(1) in FOLDERS and m.group(1) != folder:
                    edges[folder].add(m.group(1))
                    where.setdefault((folder, m.group(1)), f"{path.relative_to(root)}: {line.strip()}")
    return edges, where


def link_edges(root):
    edges = {}
    for folder in FOLDERS:
        text = (root / folder / "CMakeLists.txt").read_text(encoding="utf-8")
        links = re.findall(r"target_link_libraries\(\s*(\w+)([^)]*)\)", text)
        edges[folder] = {TARGETS[t] for _, libs in links for t in libs.split() if t in TARGETS} - {folder}
    return edges


def readme_edges(root):
    text = (root / "README.md").read_text(encoding="utf-8")
    m = re.search(r"<!-- layers -->(.*?)<!-- /layers -->", text, re.S)
    if not m:
        sys.exit("README.md: no <!-- layers --> table")
    edges = {}
    for row in m.group(1).splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if len(cells) < 2 or not cells[0].startswith("`"):
            continue
        folder = cells[0].strip("`/")
        edges[folder] = set(re.findall(r"`([a-z]+)/`", cells[1]))
    return edges


def cycle(edges):
    state = {}

    def visit(f, path):
        if state.get(f) == "open":
            return path + [f]
        if state.get(f) == "done":
            return None
        state[f] = "open"
        for g in sorted(edges.get(f, ())):
            found = visit(g, path + [f])
            if found:
                return found
        state[f] = "done"
        return None

    for f in FOLDERS:
        found = visit(f, [])
        if found:
            return found
    return None


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    includes, where = include_edges(root)
    links = link_edges(root)
    readme = readme_edges(root)
    failures = []
    for folder in FOLDERS:
        for name, other in (("CMake", links), ("README", readme)):
            for missing in sorted(includes[folder] - other.get(folder, set())):
                failures.append(f"{folder}/ includes {missing}/ but {name} does not say so ({where[(folder, missing)]})")
            for extra in sorted(other.get(folder, set()) - includes[folder]):
                failures.append(f"{name} says {folder}/ depends on {extra}/ but no #include in {folder}/ does")
    if (found := cycle(includes)):
        failures.append("a cycle: " + " -> ".join(found))
    for f in failures:
        print(f)
    edges = sum(len(e) for e in includes.values())
    print(f"layers: {edges} edges between {len(FOLDERS)} folders, {len(failures)} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
