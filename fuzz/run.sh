#!/bin/sh
# Runs every libFuzzer target of the fuzz build: `make fuzz` calls it.
#   fuzz/run.sh BUILD_DIR SECONDS_PER_TARGET [TARGET...]
# With FUZZ_RUNS=N in the environment, each target runs N inputs instead
# (a smoke test of a fixed size).
# Seeds: the bundled scenarios and edition files, split into single YAML
# documents, the baseline, shard files of small runs (fuzz/seeds/shard), and
# transcripts of errata's own engine answering conform runs (the adapter
# target: written by errata_fuzz_smoke --seeds); a dictionary of every key
# those files use (for the adapter, JSON's and the protocol's words).
# The working corpus grows under BUILD_DIR/fuzz-work/corpus/TARGET; an input
# that breaks errata is saved under BUILD_DIR/fuzz-work/artifacts/TARGET/
# (add it to fuzz/regression/TARGET/ once fixed). Exits non-zero on any
# crash, sanitizer report, leak, timeout (> 1 s for one input) or
# out-of-memory (> 2 GB).
set -u
build=$1
seconds=$2
shift 2
targets=${*:-scenario edition edition-edits baseline shard adapter}
src=$(cd "$(dirname "$0")/.." && pwd)
work=$build/fuzz-work
mkdir -p "$work"

split_documents() {  # FILE OUT_PREFIX: one seed per YAML document
  awk -v out="$2" 'BEGIN { n = 0 } /^---/ { n++; next } { print > (out "-" n ".yaml") }' "$1"
}

seeds() {  # TARGET -> the seed folder
  dir=$work/seeds/$1
  rm -rf "$dir" && mkdir -p "$dir"
  case $1 in
    scenario)
      for f in $(find "$src/scenarios" -name '*.yaml' | sort); do
        split_documents "$f" "$dir/$(echo "${f#$src/scenarios/}" | tr / _)"
      done ;;
    edition)
      for f in "$src"/model/*/editions/*.yaml "$src"/tests/data_cards/twins/*.yaml; do cp "$f" "$dir/"; done ;;
    edition-edits)  # the first byte picks a bundled edition file, the rest are edits
      i=0
      for f in "$src"/model/*/editions/*.yaml; do printf "\\$(printf %03o $i)" > "$dir/edition-$i"; i=$((i + 1)); done ;;
    baseline)
      cp "$src/checker/baseline.yaml" "$dir/" ;;
    shard)
      cp "$src"/fuzz/seeds/shard/*.json "$dir/" ;;
    adapter)
      "$build/fuzz/errata_fuzz_smoke" --seeds adapter "$dir" ;;
  esac
  echo "$dir"
}

dictionary() {  # every key of the bundled YAML files, and YAML's own punctuation
  dict=$work/yaml.dict
  {
    find "$src/scenarios" "$src"/model/*/editions "$src/checker/baseline.yaml" -name '*.yaml' -exec cat {} + |
      grep -oE '[A-Za-z_][A-Za-z0-9_.-]*:' | sort -u | sed 's/.*/"&"/'
    printf '"%s"\n' '---' '- ' '{' '}' '[' ']' ', ' ': ' '&a ' '*a' '!!str ' '|' '>' '"' "'" '#' '...'
  } > "$dict"
  echo "$dict"
}

# libFuzzer's time limit is wall-clock time: on a loaded machine an input can
# pass 1 s without being slow. A timeout is confirmed by running its input
# again alone, up to three times; one that then takes under a second is
# reported as not confirmed and fuzzing resumes for the time left.
confirmed_timeout() {  # TARGET ARTIFACT
  for try in 1 2 3; do
    ms=$("$build/fuzz/fuzz_$1" "$2" 2>&1 | grep -o 'in [0-9]* ms' | grep -o '[0-9]*')
    [ -n "$ms" ] && [ "$ms" -lt 1000 ] && return 1
  done
  return 0
}

fuzz_target() {  # TARGET: 0 when clean
  t=$1
  corpus=$work/corpus/$t
  artifacts=$work/artifacts/$t
  mkdir -p "$corpus" "$artifacts"
  log=$work/$t.log
  : > "$log"
  left=$seconds
  seed_dir=$(seeds "$t")
  regression=""  # a target with no input that ever broke errata has no folder
  [ -d "$src/fuzz/regression/$t" ] && regression="$src/fuzz/regression/$t"
  while :; do
    limit="-max_total_time=$left"
    [ -n "${FUZZ_RUNS:-}" ] && limit="-runs=$FUZZ_RUNS"
    options="$limit -timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=2048 -print_final_stats=1"
    [ "$t" != edition-edits ] && [ "$t" != adapter ] && options="$options -dict=$dict"
    [ "$t" = adapter ] && options="$options -dict=$json_dict"
    started=$(date +%s)
    # shellcheck disable=SC2086
    "$build/fuzz/fuzz_$t" $options -artifact_prefix="$artifacts/" "$corpus" "$seed_dir" $regression \
      > "$log.part" 2>&1
    code=$?
    cat "$log.part" >> "$log"
    [ $code -eq 0 ] && return 0
    timeout=$(ls "$artifacts"/timeout-* 2>/dev/null | head -1)
    if [ -n "$timeout" ] && ! confirmed_timeout "$t" "$timeout"; then
      echo "  a timeout that did not reproduce alone (machine load), resuming: $(basename "$timeout")"
      rm -f "$timeout"
      left=$((left - ($(date +%s) - started)))
      [ -z "${FUZZ_RUNS:-}" ] && [ $left -gt 5 ] && continue
      return 0
    fi
    return 1
  done
}

json_dictionary() {  # JSON's punctuation and the protocol's words, for the adapter's replies
  dict=$work/json.dict
  {
    printf '"%s"\n' '{' '}' '[' ']' ':' ',' 'null' 'true' 'false' '@ID' '\\u001b' '1e999' '-0' '1.5'
    for w in id status ok illegal unsupported crash code detail protocol editions capabilities observe table nothing \
             state hands discards deck set_aside tokens to_move round_over plays seen pending choose events player card \
             spy guard priest baron handmaid prince chancellor king countess princess P1 P2; do
      printf '"\\"%s\\""\n' "$w"
    done
  } > "$dict"
  echo "$dict"
}

status=0
dict=$(dictionary)
json_dict=$(json_dictionary)
for t in $targets; do
  echo "fuzz_$t: ${FUZZ_RUNS:+$FUZZ_RUNS runs}${FUZZ_RUNS:-$seconds s}"
  if fuzz_target "$t"; then
    runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$work/$t.log" | awk '{ n += $2 } END { print n }')
    speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$work/$t.log" | awk '{ s += $2; k++ } END { print (k ? int(s / k) : 0) }')
    echo "  ok: $runs executions, $speed exec/s; $(grep 'edited editions loaded' "$work/$t.log" | tail -1)"
  else
    status=1
    echo "  FAILED (log: $work/$t.log, inputs: $work/artifacts/$t):"
    grep -E 'ERROR|SUMMARY|runtime error|Test unit written|==[0-9]+==' "$work/$t.log" | head -20
  fi
done
exit $status
