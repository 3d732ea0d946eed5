#!/bin/sh
# Runs every libFuzzer target of the fuzz build: `make fuzz` calls it.
#   fuzz/run.sh BUILD_DIR SECONDS_PER_TARGET [TARGET...]
# With FUZZ_RUNS=N in the environment, each target runs N inputs instead
# (a smoke test of a fixed size).
# Seeds: the bundled scenarios and edition files, split into single YAML
# documents, and the baseline; a dictionary of every key those files use.
# The working corpus grows under BUILD_DIR/fuzz-work/corpus/TARGET; an input
# that breaks errata is saved under BUILD_DIR/fuzz-work/artifacts/TARGET/
# (add it to fuzz/regression/TARGET/ once fixed). Exits non-zero on any
# crash, sanitizer report, leak, timeout (> 1 s for one input) or
# out-of-memory (> 2 GB).
set -u
build=$1
seconds=$2
shift 2
targets=${*:-scenario edition edition-edits baseline}
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
      for f in "$src"/model/*/editions/*.yaml; do cp "$f" "$dir/"; done ;;
    edition-edits)  # the first byte picks a bundled edition file, the rest are edits
      i=0
      for f in "$src"/model/*/editions/*.yaml; do printf "\\$(printf %03o $i)" > "$dir/edition-$i"; i=$((i + 1)); done ;;
    baseline)
      cp "$src/checker/baseline.yaml" "$dir/" ;;
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

status=0
dict=$(dictionary)
for t in $targets; do
  corpus=$work/corpus/$t
  artifacts=$work/artifacts/$t
  mkdir -p "$corpus" "$artifacts"
  limit="-max_total_time=$seconds"
  [ -n "${FUZZ_RUNS:-}" ] && limit="-runs=$FUZZ_RUNS"
  options="$limit -timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=2048 -print_final_stats=1"
  [ "$t" != edition-edits ] && options="$options -dict=$dict"
  log=$work/$t.log
  echo "fuzz_$t: ${FUZZ_RUNS:+$FUZZ_RUNS runs}${FUZZ_RUNS:-$seconds s}"
  # shellcheck disable=SC2086
  if "$build/fuzz/fuzz_$t" $options -artifact_prefix="$artifacts/" "$corpus" "$(seeds "$t")" "$src/fuzz/regression/$t" \
      > "$log" 2>&1; then
    runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$')
    speed=$(grep -o 'stat::average_exec_per_sec: [0-9]*' "$log" | grep -o '[0-9]*$')
    echo "  ok: $runs executions, $speed exec/s; $(grep 'edited editions loaded' "$log" || true)"
  else
    status=1
    echo "  FAILED (log: $log, inputs: $artifacts):"
    grep -E 'ERROR|SUMMARY|runtime error|Test unit written|==[0-9]+==' "$log" | head -20
  fi
done
exit $status
