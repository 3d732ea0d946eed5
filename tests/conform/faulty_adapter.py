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
long-line (a 2 MB reply), protocol-3 (hello speaks version 3), protocol-1abc
and protocol-1.9 (hello's version a string, a fraction), unsupported,
blank-lines (blank lines for ever instead of the reply), escapes (the reply
and stderr hold terminal escapes, carriage returns, newlines and a forged
"all conform" line), bad-utf8 (a reply line that is not UTF-8), escapes-hello
(the engine's name and version are such texts), setsid (the adapter starts a
process that leaves its group and one whose parent exits, both sleeping, and
writes their pids to --pid-file.children), v1-capability (hello speaks version
1 and declares a capability of version 2).
"""
import argparse
import json
import os
import subprocess
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
    if "setsid" in args.faults.split(","):
        start_children(args.pid_file + ".children")
    if args.pid_file:
        with open(args.pid_file + ".tmp", "w") as f:
            f.write(str(os.getpid()))
        os.rename(args.pid_file + ".tmp", args.pid_file)
    faults = args.faults.split(",")
    at_cmd, at_n = args.at.split(":")
    adapter, seen = wrong_engine.Adapter(set()), 0
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
            if isinstance(reply, bytes):
                sys.stdout.buffer.write(reply)
            else:
                sys.stdout.write(reply if isinstance(reply, str) else json.dumps(reply) + "\n")
            sys.stdout.flush()
        if request.get("cmd") == "quit":
            return


FORGED = "\x1b[2J\x1b[H\rall conform\nno new deviations\u202e\x9b31m"


def start_children(path):
    """A child that leaves the adapter's process group (setsid), and one whose
    parent exits at once (a double fork): both sleep, their pids in `path`."""
    leaver = subprocess.Popen(["setsid", "sleep", "300"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    read, write = os.pipe()
    if os.fork() == 0:  # the parent that exits
        if os.fork() == 0:  # the orphan
            os.setsid()
            os.write(write, str(os.getpid()).encode())
            os.execvp("sleep", ["sleep", "300"])
        os._exit(0)
    orphan = os.read(read, 32).decode()
    with open(path + ".tmp", "w") as f:
        f.write("%d %s" % (leaver.pid, orphan))
    os.rename(path + ".tmp", path)


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
    if fault == "protocol-3":
        return dict(reply, protocol=3)
    if fault == "protocol-1abc":
        return dict(reply, protocol="1abc")
    if fault == "protocol-1.9":
        return dict(reply, protocol=1.9)
    if fault == "blank-lines":
        while True:
            sys.stdout.write("\n")
            sys.stdout.flush()
    if fault == "escapes":
        sys.stderr.write(FORGED + "\n")
        sys.stderr.flush()
        return {"id": reply["id"], "status": "unsupported", "detail": FORGED}
    if fault == "escapes-hello":
        sys.stderr.write(FORGED + "\n")
        sys.stderr.flush()
        return dict(reply, engine=FORGED, version=FORGED, capabilities=[FORGED])
    if fault == "bad-utf8":
        return json.dumps(reply)[:-1].encode() + b', "detail": "\xff\xfe\x1b[2J"}\n'
    if fault == "setsid":
        return reply
    if fault == "v1-capability":
        return dict(reply, protocol=1, capabilities=["draws-on-play"])
    if fault == "unsupported":
        return {"id": reply["id"], "status": "unsupported", "detail": "not in this engine"}
    raise SystemExit("unknown fault " + fault)


if __name__ == "__main__":
    main()
