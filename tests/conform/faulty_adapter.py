#!/usr/bin/env python3
"""wrong_engine.py's adapter with one transport fault, for tests/conform_test.cpp:
errata must report the run the fault breaks, go on with the next runs, and never hang.

    faulty_adapter.py --fault FAULT --at CMD:N [--once MARKER]

The fault strikes at the N-th request CMD of the process; with --once, only if
the file MARKER does not exist yet (it is created then), so that the adapter
errata restarts afterwards behaves.

Faults: malformed (half a JSON line), unknown-card (a state naming a card
no edition has), exit (the adapter exits instead of replying), hang (it never
replies), stderr (1 MB on stderr, then the reply: errata must drain it), wrong-id,
long-line (a 2 MB reply), protocol-2 (hello speaks version 2), unsupported.
"""
import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wrong_engine  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--faults", required=True)
    parser.add_argument("--at", required=True)
    parser.add_argument("--once")
    parser.add_argument("--pid-file", help="where to write the adapter's process id")
    args = parser.parse_args()
    if args.pid_file:
        with open(args.pid_file + ".tmp", "w") as f:
            f.write(str(os.getpid()))
        os.rename(args.pid_file + ".tmp", args.pid_file)
    faults = args.faults.split(",")
    at_cmd, at_n = args.at.split(":")
    adapter, seen = wrong_engine.Adapter(set(), False), 0
    for line in sys.stdin:
        request = json.loads(line)
        reply = dict(id=request.get("id"), **adapter.handle(request))
        if request.get("cmd") == at_cmd:
            seen += 1
            left = [f for f in faults if not (args.once and os.path.exists(os.path.join(args.once, f)))]
            if seen % int(at_n) == 0 and left:
                if args.once:
                    open(os.path.join(args.once, left[0]), "w").close()
                reply = strike(left[0], reply)
        if reply is not None:
            sys.stdout.write(reply if isinstance(reply, str) else json.dumps(reply) + "\n")
            sys.stdout.flush()
        if request.get("cmd") == "quit":
            return


def strike(fault, reply):
    if fault == "malformed":
        return json.dumps(reply)[:25] + "\n"
    if fault == "unknown-card":
        hands = reply["state"]["hands"]
        hands[next(iter(hands))] = ["dragon"]
        return reply
    if fault == "exit":
        sys.exit(3)
    if fault == "hang":
        time.sleep(3600)
    if fault == "stderr":
        for _ in range(64):
            sys.stderr.write("x" * 16383 + "\n")
        sys.stderr.flush()
        return reply
    if fault == "wrong-id":
        return dict(reply, id=reply["id"] + 100)
    if fault == "long-line":
        return dict(reply, detail="y" * (2 << 20))
    if fault == "protocol-2":
        return dict(reply, protocol=2)
    if fault == "unsupported":
        return {"id": reply["id"], "status": "unsupported", "detail": "not in this engine"}
    raise SystemExit("unknown fault " + fault)


if __name__ == "__main__":
    main()
