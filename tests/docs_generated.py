#!/usr/bin/env python3
"""The parts of the docs that errata writes stay what it writes.

Every block of a Markdown file between `<!-- generated: errata ARGS -->` and
`<!-- end of generated -->` must be, byte for byte, what `errata ARGS` prints
now (docs/editions.md's tables of clauses and variants, from the engine's own
lists). Usage: docs_generated.py ERRATA FILE...
"""
import re
import shlex
import subprocess
import sys

BLOCK = re.compile(r"<!-- generated: errata (.*?) -->\n(.*?)<!-- end of generated -->", re.S)


def main():
    errata, files = sys.argv[1], sys.argv[2:]
    problems, blocks = [], 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for m in BLOCK.finditer(text):
            blocks += 1
            run = subprocess.run([errata] + shlex.split(m.group(1)), capture_output=True, text=True)
            if run.returncode != 0 or run.stdout != m.group(2):
                problems.append("%s: the block of `errata %s` is stale; write it again from that command" % (path, m.group(1)))
    if blocks == 0:
        problems.append("no generated block found in %s" % ", ".join(files))
    for p in problems:
        print("FAIL:", p)
    print("%d generated blocks checked" % blocks)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
