#!/usr/bin/env bash
# The SARIF report against the official validator (@microsoft/sarif-multitool,
# installed by `make deps` into .tools/npm): errata diff with a baseline writes
# it, errata run a failed scenario, errata verify bad input, and errata conform a deviation (a finding at
# its rulebook line, a random divergence's scenario attached); the validator
# must report no error in any. Never skipped: `make test` installs the
# validator (make test-deps), and without it this test fails.
# Usage: sarif_validate.sh ERRATA SOURCE_DIR WORK_DIR
set -uo pipefail
errata=$1 source=$2 work=$3
tool=$source/.tools/npm/node_modules/.bin/sarif-multitool
if [ ! -x "$tool" ]; then
  echo "FAIL: $tool is missing; run 'make test-deps' (it installs @microsoft/sarif-multitool with npm)"
  exit 1
fi
rm -rf "$work" && mkdir -p "$work"  # a run from an older errata leaves nothing to mistake for this one
printf 'accepted:\n  - {id: "divergence:love-letter-2019:princesse-princesse:round-end.spy-bonus", reason: "l.119 vs l.149"}\n  - {id: "divergence:love-letter-2019:princesse-princesse:gone", reason: "a stale entry: baselineState absent"}\n' > "$work/baseline.yaml"
"$errata" diff --timeout 30000 love-letter-2019 princesse-princesse --baseline "$work/baseline.yaml" \
  --out "$work/out" --sarif "$work/report.sarif" > "$work/diff.txt"
[ -s "$work/report.sarif" ] || { echo "FAIL: no SARIF written"; cat "$work/diff.txt"; exit 1; }
(cd "$source" && "$errata" conform --engine 'python3 tests/conform/wrong_engine.py --deviation countess-never-forced' \
  scenarios/love-letter/countess.yaml --games 5 --out "$work/deviations" --sarif "$work/conform.sarif" > "$work/conform.txt")
[ -s "$work/conform.sarif" ] || { echo "FAIL: errata conform wrote no SARIF"; cat "$work/conform.txt"; exit 1; }
# A failed scenario is a result too (rule failed-scenario, with related locations).
cat > "$work/failing.yaml" <<'YAML'
name: A Guard naming the Baron does not take Bo's Priest
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo, Cy], hands: {Ana: guard, Bo: priest, Cy: baron}, deck: [handmaid, king, spy]}
steps:
  - {turn: Ana, play: guard, target: Bo, guess: baron, expect: {hands: {Bo: guard}}}
YAML
"$errata" run "$work/failing.yaml" --sarif "$work/run.sarif" > "$work/run.txt" 2>&1
grep -q '"ruleId": "failed-scenario"' "$work/run.sarif" || { echo "FAIL: no failed-scenario result"; cat "$work/run.txt"; exit 1; }
# Bad input is a result too (rule bad-input, at the bad line): a misspelt card stops verify.
mkdir -p "$work/bad" && sed 's/guess: baron/guess: barron/' "$work/failing.yaml" > "$work/bad/misspelt.yaml"
"$errata" verify "$work/bad" --sarif "$work/bad.sarif" > "$work/bad.txt" 2>&1
grep -q '"ruleId": "bad-input"' "$work/bad.sarif" || { echo "FAIL: no bad-input result"; cat "$work/bad.txt"; exit 1; }
export DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 DOTNET_CLI_TELEMETRY_OPTOUT=1
for report in report run conform bad; do
  rm -f "$work/validation.sarif"
  "$tool" validate "$work/$report.sarif" --output "$work/validation.sarif" > "$work/validate.txt" 2>&1
  status=$?
  cat "$work/validate.txt"
  if [ $status -ne 0 ] || grep -q ': error ' "$work/validate.txt"; then
    echo "FAIL: the SARIF validator reports errors in $report.sarif (exit $status)"
    exit 1
  fi
  # docs/reports.md: one warning remains, the informationUri errata (no web page) does not give.
  if grep ': warning ' "$work/validate.txt" | grep -v 'SARIF2005' | grep -q .; then
    echo "FAIL: the SARIF validator warns of more than the missing informationUri in $report.sarif"
    exit 1
  fi
done
for state in new unchanged absent; do
  grep -q "\"baselineState\": \"$state\"" "$work/report.sarif" || { echo "FAIL: no result with baselineState $state"; exit 1; }
done
grep -q '"ruleId": "deviation"' "$work/conform.sarif" || { echo "FAIL: errata conform's SARIF has no deviation"; exit 1; }
echo "SARIF valid"
