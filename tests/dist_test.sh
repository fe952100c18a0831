#!/bin/sh
# Runs dist_test.py with Debian's Python, the one python3-distributed installs
# into (a `python3` earlier on PATH, such as pyenv's, may lack it). Without
# it the test is skipped: exit 77, which ctest reports as skipped.
if ! /usr/bin/python3 -c "import distributed" 2>/dev/null; then
  echo "SKIP: Debian's python3-distributed is not installed (apt-get install python3-distributed; ./run-tests installs it)"
  exit 77
fi
exec /usr/bin/python3 "$(dirname "$0")/dist_test.py" "$@"
