#!/bin/sh
# Writes, for help2man's --include, a COMMANDS section holding each command's
# own --help (the commands `arbiter --help` lists), so that `man arbiter`
# shows every option. Text is kept as written: no filling, roff's backslash
# and a leading dot or quote escaped.
# Usage: command_help.sh ARBITER OUTPUT
set -eu
arbiter=$1
{
  echo '[COMMANDS]'
  for command in $("$arbiter" --help | awk '/^Commands:/ { listing = 1; next } listing && /^  [a-z]/ { print $1 }'); do
    printf '.SS "arbiter %s"\n.nf\n' "$command"
    "$arbiter" "$command" --help | sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/"
    printf '.fi\n'
  done
} > "$2"
