#!/usr/bin/env bash
# errata verify --format json is the same, byte for byte, on a quiet machine
# and on one whose cores are all busy: every Z3 verdict is bounded by a
# resource count, not by the clock. The busy run is split in three shards
# (--shard I/3, run at once) put together by errata merge: a run's shards merged are the
# run itself, exit code included (docs/scaling.md; tests/shard_test.cpp
# merges the other verbs' shards).
set -u
errata=$1
source_dir=$2
out=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$out"' EXIT
cd "$source_dir"
args=(verify scenarios --baseline checker/baseline.yaml)
"$errata" "${args[@]}" --format json >"$out/quiet.json" 2>/dev/null
quiet_code=$?
for _ in $(seq "$(nproc)"); do (while :; do :; done) & done
shards=()
for i in 3 1 2; do "$errata" "${args[@]}" --shard "$i/3" >"$out/shard$i.json" 2>/dev/null & shards+=($!); done
wait "${shards[@]}"
"$errata" merge "$out/shard1.json" "$out/shard2.json" "$out/shard3.json" --format json >"$out/busy.json" 2>/dev/null
busy_code=$?
kill $(jobs -p) 2>/dev/null
if ! cmp -s "$out/quiet.json" "$out/busy.json"; then
  echo "errata verify --format json differs between one run on a quiet machine and three shards merged on a busy one:"
  diff "$out/quiet.json" "$out/busy.json" | head -20
  exit 1
fi
[ "$quiet_code" = "$busy_code" ] || { echo "errata verify exits $quiet_code, its shards merged $busy_code"; exit 1; }
[ -s "$out/quiet.json" ] || { echo "errata verify printed nothing"; exit 1; }
echo "identical: $(wc -c <"$out/quiet.json") bytes and exit code $quiet_code, one run quiet and three shards merged with $(nproc) cores busy"
