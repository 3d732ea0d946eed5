#!/usr/bin/env python3
"""errata's own engine (`errata engine`) behind an adapter that makes two
choices for its players, as engines with a user interface do, and declares
them in hello (protocol version 2): whether the Bishop's target redraws
(chooses-bishop-redraw: it redraws when the Bishop's number is even), and
whom a card chooses under the Sycophant's demand (chooses-sycophant-target:
the player the demand forces). Its plays carry neither; errata must find
each outcome among the rules' outcomes of the choices the engine could
make, and report no deviation.

    errata conform --engine 'python3 tests/conform/chooser_adapter.py ERRATA [--undeclared]'

With --undeclared it makes the same choices without declaring them: errata
must then report the plays it made otherwise as deviations.
"""
import json
import subprocess
import sys


class Inner:
    """The engine behind: requests with its own ids."""

    def __init__(self, errata):
        self.proc = subprocess.Popen([errata, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.next_id = 1

    def ask(self, request):
        request = dict(request, id=self.next_id)
        self.next_id += 1
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())


def forced(inner):
    """The player the Sycophant's demand forces now, or None."""
    reply = inner.ask({"cmd": "state"})
    return reply.get("state", {}).get("sycophant_choice") if reply.get("status") == "ok" else None


def chooses_one(inner, request):
    """Whether the card played chooses one player (a play of it names a target)."""
    reply = inner.ask({"cmd": "legal", "player": request.get("player")})
    return any(p.split()[0] == request.get("card") and " target=" in p for p in reply.get("plays", []))


def handle(inner, request, declared):
    cmd = request.get("cmd")
    if cmd == "hello":
        reply = inner.ask(request)
        reply["capabilities"] = ["chooses-bishop-redraw", "chooses-sycophant-target"] if declared else []
        return reply
    if cmd == "legal":
        reply = inner.ask(request)
        demand = forced(inner)
        plays = set()
        for play in reply.get("plays", []):
            words = [w for w in play.split() if w != "redraw" and w != "target=%s" % demand]
            plays.add(" ".join(words))
        return dict(reply, plays=sorted(plays))
    if cmd == "apply":
        demand = forced(inner)
        if demand is not None and "target" not in request and "targets" not in request and chooses_one(inner, request):
            request = dict(request, target=demand)
        if request.get("card") != "bishop":
            return inner.ask(request)
        # Its target redraws when the number is even, if the rules let it; else the other way.
        wish = request.get("number", 1) % 2 == 0
        reply = inner.ask(dict(request, redraw=wish))
        return inner.ask(dict(request, redraw=not wish)) if reply.get("status") == "illegal" else reply
    return inner.ask(request)


def main():
    inner = Inner(sys.argv[1])
    for line in sys.stdin:
        request = json.loads(line)
        reply = handle(inner, request, "--undeclared" not in sys.argv)
        sys.stdout.write(json.dumps(dict(reply, id=request.get("id"))) + "\n")
        sys.stdout.flush()
        if request.get("cmd") == "quit":
            return


if __name__ == "__main__":
    main()
