#!/bin/sh
# The arbiter-check hook of .pre-commit-hooks.yaml, run by Debian's
# pre-commit (`pre-commit try-repo`, as a user tries a hook repository)
# against a scratch git repository: it fails on a game with an illegal move,
# plain or compressed, naming the move, and passes on a clean game. Without pre-commit the test is
# skipped: exit 77.
# Usage: pre_commit_test.sh ARBITER SOURCE_DIR
set -eu
arbiter=$1
source=$2
if [ ! -x /usr/bin/pre-commit ]; then
  echo "SKIP: Debian's pre-commit is not installed (apt-get install pre-commit; ./run-tests installs it)"
  exit 77
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# The built program is the `arbiter` the hook's entry names; pre-commit keeps
# its cache in the scratch directory, not in the home directory.
mkdir "$scratch/bin" "$scratch/hooks" "$scratch/games"
ln -s "$(readlink -f "$arbiter")" "$scratch/bin/arbiter"
PATH=$scratch/bin:$PATH
PRE_COMMIT_HOME=$scratch/cache
export PATH PRE_COMMIT_HOME
# The hook repository is a copy of the source's hook file, committed, so
# that the file as it stands is tried whether or not the source tree is a
# git checkout or the file is committed there.
cp "$source/.pre-commit-hooks.yaml" "$scratch/hooks/"
git -C "$scratch/hooks" init -q
git -C "$scratch/hooks" add .pre-commit-hooks.yaml
git -C "$scratch/hooks" -c user.name=test -c user.email=test@example.invalid commit -q -m hooks
cd "$scratch/games"
git init -q

# Writes a game with the moves given into FILE (.pgn, .pgn.gz or .pgn.zst)
# and runs the hook on it alone; prints its output, returns its exit code.
try_hook() {
  game=$(printf '[Event "Hook"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n%s *\n' "$2")
  case $1 in
    *.gz) printf '%s\n' "$game" | gzip > "$1" ;;
    *.zst) printf '%s\n' "$game" | zstd -q > "$1" ;;
    *) printf '%s\n' "$game" > "$1" ;;
  esac
  git add "$1"
  status=0
  /usr/bin/pre-commit try-repo "$scratch/hooks" arbiter-check --files "$1" > "$scratch/hook.log" 2>&1 || status=$?
  cat "$scratch/hook.log"
  return "$status"
}

for bad in bad.pgn bad.pgn.gz bad.pgn.zst; do
  if try_hook "$bad" "1. e4 e5 2. Ke3 Nc6"; then fail "the hook passed $bad, a game with an illegal move"; fi
  grep -q "$bad:6: game 1 (A–B), move 2. Ke3: illegal move" "$scratch/hook.log" \
    || fail "the hook's output does not name the illegal move 2. Ke3 of $bad"
  git rm -q --cached "$bad"
done
try_hook clean.pgn "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6" || fail "the hook failed a clean game"
grep -q 'arbiter check.*Passed' "$scratch/hook.log" || fail "pre-commit did not run the hook on clean.pgn"
echo "ok: the arbiter-check hook fails bad.pgn, bad.pgn.gz and bad.pgn.zst and passes clean.pgn"
