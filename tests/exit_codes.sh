#!/bin/sh
# No input ends errata with a signal (issue 20): every input that ever broke
# errata (fuzz/regression/) and every scenario the project holds is handed to
# the errata command the way a user would, and each run must end with exit
# code 0 (all good), 1 (failed expectations) or 2 (bad input), within 20 s:
# never a crash, an abort, a hang or an internal error (3).
#   tests/exit_codes.sh ERRATA SOURCE_DIR
set -u
errata=$1
src=$2
status=0 count=0
check() {  # WHAT FILE ARGS...: the command line, run on FILE
  what=$1 file=$2
  shift 2
  count=$((count + 1))
  timeout -s KILL "${kill_after:-20}" "$errata" "$@" >/dev/null 2>&1
  code=$?
  case $code in
    0|1|2) ;;
    *) echo "FAIL: errata $* ($what) exited $code"; status=1 ;;
  esac
}
for f in "$src"/fuzz/regression/scenario/* $(find "$src/scenarios" -name '*.yaml' | sort); do
  check scenario "$f" run "$f"
done
for f in "$src"/fuzz/regression/edition/*; do
  check "edition file" "$f" editions --edition-file "$f"
done
for f in "$src"/fuzz/regression/baseline/*; do
  check baseline "$f" check loser --baseline "$f"
done
for f in "$src"/fuzz/regression/shard/*; do
  check "shard file" "$f" merge "$f"
done
# An engine adapter's replies, errata conform reading them: a hung adapter
# costs each of guard.yaml's six runs its --timeout, so the guard against a
# hang of errata's own is longer than the six timeouts on a loaded machine.
for f in "$src"/fuzz/regression/adapter/*; do
  kill_after=60 check "adapter replies" "$f" conform --timeout 1 --engine "python3 '$src/tests/conform/transcript_adapter.py' '$f'" \
    "$src/scenarios/love-letter/guard.yaml"
done
echo "$count inputs, each ended with exit code 0, 1 or 2" | { [ $status -eq 0 ] && cat || true; }
exit $status
