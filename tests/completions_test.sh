#!/usr/bin/env bash
# The shell completions the build writes (package/CMakeLists.txt): the bash
# one sourced into bash and asked as bash asks it at a TAB (COMP_WORDS,
# COMP_CWORD, then the function `complete -F` names); the fish one asked
# with fish's own `complete -C`; the zsh one read by zsh -n. zsh and fish
# are checked when installed (./run-tests installs them).
# Usage: completions_test.sh COMPLETIONS_DIR
set -u
dir=$(cd "$1" && pwd) || exit 1
failed=0
fail() { echo "FAIL: $*"; failed=1; }

# bash: the words offered for a command line whose last word is being typed.
offered() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
           _arbiter 2>/dev/null; echo "${COMPREPLY[*]}"' sh "$dir/arbiter" "$@"
}
expect() {
  local want=$1
  shift
  local got
  got=$(offered "$@")
  [ "$got" = "$want" ] || fail "bash: '$*<TAB>' offers '$got', not '$want'"
}
bash -n "$dir/arbiter" || fail "bash -n"
grep -q '^complete -F _arbiter arbiter$' "$dir/arbiter" || fail "bash: no 'complete -F _arbiter arbiter'"
expect "check" arbiter che
expect "convert completions" arbiter co
expect "--format" arbiter check --for
expect "text jsonl sarif github gitlab junit" arbiter check --format ""
expect "text jsonl sarif github gitlab junit" arbiter check --format = ""   # --format=<TAB>: bash splits at '='
expect "jsonl junit" arbiter check --format j
expect "--jobs" arbiter check --jo
expect "fide-2023 fide-2009 fide-1966" arbiter check --rules ""
expect "text jsonl md csv trf sarif github gitlab junit" arbiter event --format ""
expect "2023 2026 fide-2023 fide-2026 1966 fide-1966" arbiter event --rules ""
expect "text md jsonl sarif github gitlab junit" arbiter sealed --format ""
expect "bash zsh fish" arbiter completions ""
expect "--keep-original" arbiter convert --keep
# In an empty directory: no file name is offered where none is wanted.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1

if command -v fish >/dev/null; then
  fish -n "$dir/arbiter.fish" || fail "fish -n"
  got=$(fish -c "source '$dir/arbiter.fish'; complete -C 'arbiter check --form'" | cut -f1)
  [ "$got" = "--format" ] || fail "fish: 'arbiter check --form<TAB>' offers '$got'"
  got=$(fish -c "source '$dir/arbiter.fish'; complete -C 'arbiter check --format '" | cut -f1 | tr '\n' ' ')
  [ "$got" = "github gitlab jsonl junit sarif text " ] || fail "fish: 'arbiter check --format <TAB>' offers '$got'"
else
  echo "no fish: its completion is not checked"
fi
if command -v zsh >/dev/null; then
  zsh -n "$dir/_arbiter" || fail "zsh -n"
  head -n 1 "$dir/_arbiter" | grep -q '^#compdef arbiter$' || fail "zsh: no #compdef line"
else
  echo "no zsh: its completion is not checked"
fi
# A file name where a file goes: after --fix, as an argument, after "--".
touch games.pgn ./--format.pgn
expect "games.pgn" arbiter check --fix ga
expect "games.pgn" arbiter check --format jsonl ga
expect "--format.pgn" arbiter check -- --for

[ "$failed" = 0 ] && echo "ok: the completions offer the commands, options and values"
exit "$failed"
