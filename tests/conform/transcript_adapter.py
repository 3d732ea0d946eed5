#!/usr/bin/env python3
"""An adapter that answers errata with the replies of a transcript of the
protocol's fuzz target (fuzz/adapter_replies.h): its first line is skipped,
each other line is the reply to the next request, `@ID` standing for that
request's id, byte for byte. tests/exit_codes.sh hands it every input of
fuzz/regression/adapter/, so that each, which once broke errata's reading of
replies, goes through the errata command as a real adapter's would.

    errata conform --engine 'python3 tests/conform/transcript_adapter.py FILE'
"""
import re
import sys


def main():
    with open(sys.argv[1], "rb") as f:
        replies = f.read().split(b"\n")[1:]
    for request, reply in zip(sys.stdin.buffer, replies):
        found = re.match(rb'\{"id": (-?\d+)', request)
        sys.stdout.buffer.write(reply.replace(b"@ID", found.group(1) if found else b"0") + b"\n")
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
