#!/usr/bin/env bash
# errata verify --format json is the same, byte for byte, on a quiet machine
# and on one whose cores are all busy: every Z3 verdict is bounded by a
# resource count, not by the clock.
set -u
errata=$1
source_dir=$2
out=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$out"' EXIT
cd "$source_dir"
"$errata" verify scenarios --format json --baseline checker/baseline.yaml >"$out/quiet.json" 2>/dev/null
for _ in $(seq "$(nproc)"); do (while :; do :; done) & done
"$errata" verify scenarios --format json --baseline checker/baseline.yaml >"$out/busy.json" 2>/dev/null
kill $(jobs -p) 2>/dev/null
if ! cmp -s "$out/quiet.json" "$out/busy.json"; then
  echo "errata verify --format json differs between a quiet and a busy machine:"
  diff "$out/quiet.json" "$out/busy.json" | head -20
  exit 1
fi
[ -s "$out/quiet.json" ] || { echo "errata verify printed nothing"; exit 1; }
echo "identical: $(wc -c <"$out/quiet.json") bytes, quiet and with $(nproc) cores busy"
