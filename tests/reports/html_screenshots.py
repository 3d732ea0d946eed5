#!/usr/bin/env python3
"""The HTML reports as a reader sees them: screenshots from headless Chromium.

The pixels are read back (a PNG decoder from the standard library) and must
show what the page promises:
  - a finding quoting both editions, selected: its marked lines (the marker
    colour, #ffe27a) inside the visible part of both text panes;
  - a finding about two editions that quotes only one (the pair bonus, which
    love-letter-2019 does not have): its line marked in that text's pane, and
    the other pane showing the note that its text is silent (#eef2f8), with
    the note's words in the DOM;
  - the coverage page: its table open (its header cells, #dde6f3, on screen).
Usage: html_screenshots.py ERRATA SOURCE_DIR WORK_DIR
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ERRATA, SOURCE, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
WIDTH, HEIGHT = 1600, 1000
MARK, NOTE, TABLE_HEAD = (0xFF, 0xE2, 0x7A), (0xEE, 0xF2, 0xF8), (0xDD, 0xE6, 0xF3)
# The page's grid (reports/html_assets.cpp): findings 28 %, then text A and text B, 36 % each.
PANE_A, PANE_B = (int(WIDTH * 0.29), int(WIDTH * 0.63)), (int(WIDTH * 0.65), WIDTH - 20)


def chromium(args, url):
    browser = shutil.which("chromium")
    if not browser:
        sys.exit("FAIL: chromium is not installed (make test-deps installs the Debian package 'chromium')")
    with tempfile.TemporaryDirectory() as profile:
        cmd = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
               "--user-data-dir=" + profile, "--window-size=%d,%d" % (WIDTH, HEIGHT), "--virtual-time-budget=3000"]
        return subprocess.run(cmd + args + [url], capture_output=True, text=True, timeout=120, check=True).stdout


def screenshot(url, name):
    path = os.path.join(WORK, name)
    if os.path.exists(path):
        os.remove(path)
    chromium(["--screenshot=" + path], url)
    return read_png(path)


def read_png(path):
    """Rows of (r, g, b) tuples from an 8-bit, non-interlaced RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, width, height, kind = 8, b"", 0, 0, 0
    while pos < len(data):
        length, tag = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if tag == b"IHDR":
            width, height, depth, kind, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and kind in (2, 6) and interlace == 0, "unexpected PNG format"
        elif tag == b"IDAT":
            idat += body
        pos += 12 + length
    bpp = 4 if kind == 6 else 3
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        ftype, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        prev = line
    return rows


def count(rows, colour, xs, top=0):
    return sum(1 for row in rows[top:] for x in range(xs[0], min(xs[1], len(row))) if row[x] == colour)


def run(args):
    r = subprocess.run([ERRATA] + args, capture_output=True, text=True)
    if r.returncode not in (0, 1):
        sys.exit("FAIL: errata %s exited %d: %s" % (" ".join(args), r.returncode, r.stderr))


def finding_number(page, finding_id):
    with open(page, encoding="utf-8") as f:
        html = f.read()
    at = html.find('data-finding-id="%s"' % finding_id)
    if at < 0:
        sys.exit("FAIL: no finding %s in %s" % (finding_id, page))
    start = html.rfind('id="f', 0, at) + len('id="')
    return html[start:html.find('"', start)]


def main():
    os.makedirs(WORK, exist_ok=True)
    problems = []
    page = os.path.join(WORK, "diff.html")
    run(["diff", "--timeout", "30000", "love-letter-2019", "princesse-princesse", "--html", page])
    # The Spy's bonus: stated in both texts (love-letter-2019 l.149, princesse-princesse l.119).
    both = finding_number(page, "divergence:love-letter-2019:princesse-princesse:round-end.spy-bonus")
    rows = screenshot("file://%s#%s" % (page, both), "both.png")
    a, b = count(rows, MARK, PANE_A, 100), count(rows, MARK, PANE_B, 100)
    print("%s: %d marked pixels in text A, %d in text B" % (both, a, b))
    if a < 2000 or b < 2000:
        problems.append("the selected finding's lines are not visible in both panes (%d, %d marked pixels)" % (a, b))
    # The pair bonus: princesse-princesse l.88; love-letter-2019 has no such rule.
    one = finding_number(page, "divergence:love-letter-2019:princesse-princesse:round-end.pair-bonus")
    rows = screenshot("file://%s#%s" % (page, one), "one-sided.png")
    marked, note = count(rows, MARK, PANE_B, 100), count(rows, NOTE, PANE_A, 100)
    print("%s: %d marked pixels in text B, %d note pixels in text A" % (one, marked, note))
    if marked < 2000:
        problems.append("the one-sided finding's line is not visible in text B (%d marked pixels)" % marked)
    if note < 5000:
        problems.append("text A does not show its note for the one-sided finding (%d note pixels)" % note)
    dom = chromium(["--dump-dom"], "file://%s#%s" % (page, one))
    if "love-letter-2019 has no line for chancellor.pair-bonus: its text is silent here." not in dom:
        problems.append("text A's note does not say that love-letter-2019 is silent on chancellor.pair-bonus")
    coverage = os.path.join(WORK, "coverage.html")
    run(["coverage", os.path.join(SOURCE, "scenarios", "love-letter", "guard.yaml"), "--html", coverage])
    rows = screenshot("file://" + coverage, "coverage.png")
    head = count(rows, TABLE_HEAD, (0, WIDTH))
    print("coverage page: %d pixels of the table's header cells" % head)
    if head < 2000:
        problems.append("the coverage page does not show its table open (%d header pixels)" % head)
    for p in problems:
        print("FAIL:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
