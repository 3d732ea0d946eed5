#!/usr/bin/env bash
# The committed baseline is complete (issue 40): a clean `errata verify
# --baseline checker/baseline.yaml` exits 0, marks no SARIF result `new`
# (every finding of the run, of every severity, is listed: the other
# direction of a stale entry), leaves no entry stale (`absent`), and every
# reason errata wrote ("as the texts state it: ...") is the finding's message
# of today. Refresh it with
#   errata verify --baseline checker/baseline.yaml --write-baseline checker/baseline.yaml
# Usage: baseline_complete.sh ERRATA SOURCE_DIR
set -u
errata=$1
cd "$2" || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$errata" verify scenarios --baseline checker/baseline.yaml --sarif "$out/v.sarif" --out "$out/o" >"$out/text" 2>&1
code=$?
python3 - "$out/v.sarif" "$out/o/findings.json" checker/baseline.yaml "$code" "$out/text" <<'PY'
import json, sys, yaml
sarif, findings, baseline, code, text = sys.argv[1:]
problems = []
if code != "0":
    problems.append("errata verify --baseline checker/baseline.yaml exits %s:\n%s" % (code, open(text).read()[-2000:]))
results = json.load(open(sarif))["runs"][0]["results"]
fresh = [r["properties"].get("findingId", r["ruleId"]) for r in results if r.get("baselineState") == "new"]
absent = [r["properties"]["findingId"] for r in results if r.get("baselineState") == "absent"]
if fresh:
    problems.append("%d findings the baseline does not list (marked new), e.g. %s" % (len(fresh), ", ".join(fresh[:5])))
if absent:
    problems.append("%d stale baseline entries, e.g. %s" % (len(absent), ", ".join(absent[:5])))
messages = {f["id"]: f["message"] for f in json.load(open(findings))["findings"]}
stated = "as the texts state it: "
drifted = [e["id"] for e in yaml.safe_load(open(baseline))["accepted"]
           if e["reason"].startswith(stated) and e["id"] in messages and e["reason"] != stated + messages[e["id"]]]
if drifted:
    problems.append("%d reasons errata wrote are no longer the finding's words, e.g. %s" % (len(drifted), ", ".join(drifted[:5])))
for p in problems:
    print("FAIL:", p)
if problems:
    print("refresh: errata verify --baseline checker/baseline.yaml --write-baseline checker/baseline.yaml, and review the reasons")
    sys.exit(1)
print("checker/baseline.yaml lists all %d findings of errata verify, none stale, every reason in the finding's words" % len(messages))
PY
