#!/usr/bin/env python3
"""The scenario files' JSON Schema against the bundled scenarios, with a real
validator (python3-jsonschema): every document of every bundled scenario is
valid, and broken documents (each breaks one key table of one game) are not.
Usage: scenario_schema.py SCHEMA SCENARIOS_DIR
"""
import glob
import os
import sys

import jsonschema
import yaml

SCHEMA, SCENARIOS = sys.argv[1], sys.argv[2]

BROKEN = {
    "an unknown top-level key": "name: x\ngame: love-letter\nsetup: {players: [Ana, Bo]}\nstepz: []\n",
    "an unknown game": "name: x\ngame: love-letters\nsetup: {players: [Ana, Bo]}\n",
    "no setup": "name: x\ngame: loser\n",
    "a Love Letter key in a Secret Moon setup": "name: x\ngame: secret-moon\nsetup: {players: [Ana], deck: [guard]}\n",
    "a Secret Moon key in a Loser step": "name: x\ngame: loser\nsetup: {players: [Ana]}\nsteps:\n  - {turn: Ana, target: Bo}\n",
    "an unknown expect key in a list": "name: x\ngame: love-letter\nsetup: {players: [Ana, Bo]}\nexpect:\n  - {hands: {Ana: guard}}\n  - {handz: {}}\n",
    "an unknown new_round key": "name: x\ngame: love-letter\nsetup: {players: [Ana, Bo]}\nsteps:\n  - new_round: {hands: {}, tokens: {}}\n",
    "editions not a list": "name: x\ngame: love-letter\neditions: {a: b}\nsetup: {players: [Ana, Bo]}\n",
}


def main():
    with open(SCHEMA, encoding="utf-8") as f:
        schema = yaml.safe_load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    problems, documents = [], 0
    files = sorted(glob.glob(os.path.join(SCENARIOS, "**", "*.yaml"), recursive=True))
    for path in files:
        with open(path, encoding="utf-8") as f:
            for doc in yaml.safe_load_all(f):
                if doc is None:
                    continue
                documents += 1
                for e in validator.iter_errors(doc):
                    problems.append("%s: %s at %s" % (path, e.message, "/".join(map(str, e.absolute_path))))
    for what, text in BROKEN.items():
        if validator.is_valid(yaml.safe_load(text)):
            problems.append("the schema accepts a document with " + what)
    games = {d["game"] for p in files for d in yaml.safe_load_all(open(p, encoding="utf-8")) if d}
    if games != set(schema["properties"]["game"]["enum"]):
        problems.append("bundled scenarios cover games %s, the schema names %s" % (sorted(games), schema["properties"]["game"]["enum"]))
    for p in problems:
        print("FAIL:", p)
    print("%d files, %d documents valid; %d broken documents checked" % (len(files), documents, len(BROKEN)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
