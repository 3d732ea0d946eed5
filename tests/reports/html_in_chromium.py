#!/usr/bin/env python3
"""The HTML report in a real browser (headless Chromium from Debian).

Writes a report with `errata diff A B --html`, opens it in Chromium with a
finding selected (the URL fragment takes the path a click takes), and reads
the DOM Chromium dumps: the page ran its script to the end without a script
error; every finding is anchored at the lines of its quotes in both texts,
each quote standing verbatim on its line of the rulebook file (read here
from docs/rulebooks, not from the report); the selected finding shows both
editions' texts with its lines marked. Usage: html_in_chromium.py ERRATA SOURCE_DIR WORK_DIR
"""
import html.parser
import os
import shutil
import subprocess
import sys
import tempfile

ERRATA, SOURCE, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
A, B = "love-letter-2019", "love-letter-bga"  # a dozen divergences, some on clauses love-letter-bga leaves silent
SILENT = "(the text is silent"  # a silent clause's quote names its reading, at the reading's line


def chromium_dom(url, profile):
    browser = shutil.which("chromium")
    if not browser:
        sys.exit("FAIL: chromium is not installed (make deps installs the Debian package 'chromium')")
    cmd = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile, "--virtual-time-budget=3000",
           "--dump-dom", url]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=True).stdout


class Dom(html.parser.HTMLParser):
    """Elements by id (attributes and text), findings and their quote anchors."""

    def __init__(self):
        super().__init__()
        self.by_id, self.findings, self.body, self.stack = {}, [], {}, []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "body":
            self.body = a
        if "finding" in a.get("class", "").split():
            self.findings.append({"attrs": a, "quotes": []})
        if tag == "a" and "quote" in a.get("class", "").split():
            self.findings[-1]["quotes"].append({"attrs": a, "text": ""})
        if tag in ("br", "meta", "input"):
            return
        self.stack.append((tag, a))
        if "id" in a:
            self.by_id[a["id"]] = {"attrs": a, "text": ""}

    def handle_endtag(self, tag):
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_data(self, data):
        for _, a in self.stack:
            if "id" in a:
                self.by_id[a["id"]]["text"] += data
        if any(t == "span" and a.get("class") == "q" for t, a in self.stack) and self.findings and self.findings[-1]["quotes"]:
            self.findings[-1]["quotes"][-1]["text"] += data


def rulebook_lines(path):
    """The rulebook as the source tree holds it: the page names each text by its path there."""
    with open(os.path.join(SOURCE, path), encoding="utf-8") as f:
        return f.read().split("\n")


def main():
    os.makedirs(WORK, exist_ok=True)
    page = os.path.join(WORK, "report.html")
    run = subprocess.run([ERRATA, "diff", "--timeout", "30000", A, B, "--html", page], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit("FAIL: errata diff exited %d: %s" % (run.returncode, run.stderr))
    problems = []
    with tempfile.TemporaryDirectory() as profile:
        dom = Dom()
        dom.feed(chromium_dom("file://" + page + "#f0", profile))
    if dom.body.get("data-ready") != "yes":
        problems.append("the page's script did not run to its end (body has no data-ready)")
    if dom.by_id.get("script-errors", {}).get("text") != "0":
        problems.append("script errors: %s" % dom.by_id.get("script-errors"))
    if not dom.findings:
        problems.append("no finding in the page")
    rulebooks, silent = {}, 0
    for f in dom.findings:
        fid = f["attrs"]["data-finding-id"]
        for q in f["quotes"]:
            a = q["attrs"]
            line_id = "%s-%s-L%s" % (a["data-pane"], a["data-rulebook"], a["data-line"])
            for pane in ("a", "b"):  # anchored in both texts
                if "%s-%s-L%s" % (pane, a["data-rulebook"], a["data-line"]) not in dom.by_id:
                    problems.append("%s: no line %s in text %s" % (fid, a["data-line"], pane))
            line = dom.by_id.get(line_id)
            name = dom.by_id.get("%s-%s" % (a["data-pane"], a["data-rulebook"]), {}).get("attrs", {}).get("data-rulebook-name")
            if not line or not name:
                problems.append("%s: anchor %s leads nowhere" % (fid, line_id))
                continue
            source = rulebooks.setdefault(name, rulebook_lines(name))
            n = int(a["data-line"])
            if not 1 <= n <= len(source):
                problems.append("%s: line %d is not in %s" % (fid, n, name))
                continue
            if q["text"].startswith(SILENT):
                silent += 1
                continue
            if q["text"] not in source[n - 1]:
                problems.append("%s: « %s » is not on line %d of %s" % (fid, q["text"], n, name))
            if q["text"] not in line["text"]:
                problems.append("%s: the page's line %s does not show « %s »" % (fid, line_id, q["text"]))
    first = dom.findings[0] if dom.findings else None
    if first:
        panes = {q["attrs"]["data-pane"]: q["attrs"]["data-edition"] for q in reversed(first["quotes"])}
        for pane, edition in panes.items():
            shows = dom.by_id["pane-" + pane]["attrs"].get("data-shows")
            if shows != edition:
                problems.append("after selecting f0, text %s shows %r, expected %r" % (pane, shows, edition))
        for q in first["quotes"]:
            a = q["attrs"]
            line = dom.by_id["%s-%s-L%s" % (a["data-pane"], a["data-rulebook"], a["data-line"])]
            if "hit" not in line["attrs"].get("class", "").split():
                problems.append("after selecting f0, line %s of text %s is not marked" % (a["data-line"], a["data-pane"]))
        if "selected" not in first["attrs"].get("class", "").split():
            problems.append("finding f0 is not marked selected")
    for p in problems:
        print("FAIL:", p)
    print("%d findings, %d quote anchors checked (%d of silent clauses, at their reading's line)"
          % (len(dom.findings), sum(len(f["quotes"]) for f in dom.findings), silent))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
