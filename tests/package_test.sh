#!/bin/sh
# The Debian package, made as `cpack -G DEB` makes it from the build tree
# (the program already built: nothing is compiled here), installed with
# dpkg into a scratch root and run from there: it holds the program, its
# man page and its bash, zsh and fish completions and nothing else, its Depends names the Debian package of
# every shared library the program loads (dpkg -S, an independent reading of
# the same binary), and the installed program checks a game.
# Usage: package_test.sh BUILD_DIR SOURCE_DIR
set -eu
build=$1
source=$2
if ! command -v dpkg-shlibdeps >/dev/null; then
  echo "SKIP: no dpkg-shlibdeps (apt-get install dpkg-dev; scripts/setup installs it)"
  exit 77
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$scratch" > "$scratch/cpack.log" 2>&1 \
  || { cat "$scratch/cpack.log"; fail "cpack -G DEB"; }
set -- "$scratch"/*.deb
[ $# -eq 1 ] && [ -f "$1" ] || fail "cpack made no single .deb: $*"
deb=$1
echo "package: $(basename "$deb")"

# Only the program, its man page and the completions, under /usr, where
# bash-completion, zsh and fish look for a package's.
files=$(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $NF }' | LC_ALL=C sort | tr '\n' ' ')
[ "$files" = "./usr/bin/arbiter ./usr/share/bash-completion/completions/arbiter \
./usr/share/fish/vendor_completions.d/arbiter.fish ./usr/share/man/man1/arbiter.1.gz \
./usr/share/zsh/vendor-completions/_arbiter " ] || fail "unexpected files: $files"

# Every shared library the program needs comes from a package Depends names.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
packages=$(echo "$depends" | tr ',' '\n' | awk '{ print $1 }')
for library in $(objdump -p "$build/arbiter" | awk '$1 == "NEEDED" { print $2 }'); do
  path=$(ldconfig -p | awk -v l="$library" '$1 == l { print $NF; exit }')
  [ -n "$path" ] || fail "$library: not found by ldconfig"
  owner=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | head -n 1 | cut -d: -f1) || true
  [ -n "$owner" ] || owner=$(dpkg -S "$path" | head -n 1 | cut -d: -f1)
  echo "$packages" | grep -Fxq "$owner" || fail "$library ($owner) is not in Depends"
done

# Installed by dpkg itself, into a scratch root whose package database holds
# the packages Depends names as this machine has them: dpkg checks every
# version Depends asks for, unpacks, configures and records the package.
root=$scratch/root
admin=$root/var/lib/dpkg
mkdir -p "$admin/info" "$admin/updates"
dpkg-query -s $packages > "$admin/status" || fail "a package Depends names is not installed here"
for package in $(dpkg-query -W -f '${binary:Package}\n' $packages); do : > "$admin/info/$package.list"; done
dpkg --root="$root" --force-not-root --force-script-chrootless --log=/dev/null -i "$deb" > "$scratch/dpkg.log" 2>&1 \
  || { cat "$scratch/dpkg.log"; fail "dpkg -i refused the package"; }
[ "$(dpkg --root="$root" -s arbiter | sed -n 's/^Status: //p')" = "install ok installed" ] \
  || fail "dpkg does not record arbiter as installed"
arbiter=$root/usr/bin/arbiter
version=$("$arbiter" --version) || fail "--version exited $?"
[ "$version" = "arbiter $(dpkg-deb -f "$deb" Version)" ] || fail "--version says '$version'"
zgrep -q '^\.TH ARBITER "1"' "$root/usr/share/man/man1/arbiter.1.gz" || fail "arbiter.1 is no man page"
zgrep -q '^\.SS "arbiter reconcile"' "$root/usr/share/man/man1/arbiter.1.gz" || fail "arbiter.1 lacks reconcile's help"
zgrep -q -- '--fail-on' "$root/usr/share/man/man1/arbiter.1.gz" || fail "arbiter.1 lacks check's options"
grep -q -- '--fail-on' "$root/usr/share/bash-completion/completions/arbiter" \
  || fail "the bash completion lacks --fail-on"

status=0
"$arbiter" check --no-progress "$source/samples/errors.pgn" > "$scratch/report.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$scratch/report.txt"; fail "check samples/errors.pgn exited $status, not 1"; }
grep -q 'errors.pgn:8: game 1 (Student–Teacher), move 5. Nd5: illegal move' "$scratch/report.txt" \
  || { cat "$scratch/report.txt"; fail "the illegal move 5. Nd5 was not reported"; }
echo "ok: the installed program reports samples/errors.pgn and is $version"
