#!/bin/sh
# Writes errata's man page (help2man, with every verb's help as a section)
# and its bash and zsh completion into DIR, all generated from the command's
# own definitions: make install and the package (cmake/packaging.cmake).
# Usage: man_and_completions.sh ERRATA DIR
set -eu
errata=$1
dir=$2
mkdir -p "$dir"
command -v help2man >/dev/null || { echo "help2man is missing (Debian package help2man; make package installs it)" >&2; exit 1; }
"$errata" completion bash >"$dir/errata.bash"
"$errata" completion zsh >"$dir/_errata"
{
  echo "[VERBS]"
  for v in $("$errata" --help | sed -n '/^Subcommands:/,$s/^  \([a-z][a-z]*\) .*/\1/p'); do
    echo ".SS $v"
    echo ".nf"
    "$errata" help "$v" | sed 's/\\/\\e/g; s/^\./\\\&./'
    echo ".fi"
  done
} >"$dir/errata-verbs.h2m"
help2man --no-info --name "executable rulebooks and scenario checks for card games" \
  --include "$dir/errata-verbs.h2m" --output "$dir/errata.1" "$errata"
