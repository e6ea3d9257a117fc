#!/usr/bin/env python3
"""How closely the preview follows a drag at 0, 50 and 150 ms round trip (issue 46's goal).

    python3 Benchmarks/drag-trail.py [--binary .build/release/pager-playground] [--runs 3]

Starts the server on a free port, and for each round trip `scripts/latency-proxy.py` in front of it,
then drives a drag in headless Chromium (`Tests/e2e/drag_trail.py`: 60 moves at 60 Hz, measured from
inside the page) and prints one line per round trip: trail p50/p95 (ms), the longest stall of the
canvas (ms), the settle after release (ms) and whether the canvas rested on the engine's page.
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "Tests/e2e"))

from drag_trail import measure_drag  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402


def start(command):
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    if "listening on" not in line:
        sys.exit(f"did not start: {command}: {line!r}")
    return process, line.split()[-1].rstrip("/")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(REPO / ".build/release/pager-playground"))
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server, url = start([arguments.binary, "serve", "--port", "0", "--quiet", "--public", str(REPO / "Public"),
                             "--db", str(Path(folder) / "trail.sqlite")])
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
                for rtt in (0, 50, 150):
                    proxy, target = (None, url) if rtt == 0 else start(
                        [sys.executable, str(REPO / "scripts/latency-proxy.py"), "--target", url.split("//")[1],
                         "--rtt", str(rtt)])
                    runs = []
                    for _ in range(arguments.runs):
                        context = browser.new_context(viewport={"width": 1280, "height": 800})
                        runs.append(measure_drag(context.new_page(), target))
                        context.close()
                    if proxy:
                        proxy.terminate()
                        proxy.wait()
                    def med(key):
                        values = [r[key] for r in runs if r[key] is not None]
                        return round(statistics.median(values), 1) if values else None
                    ends = all(round(r["rest_position"]) == r["engine_index"] for r in runs)
                    print(f"rtt {rtt} ms: trail p50 {med('trail_p50_ms')} / p95 {med('trail_p95_ms')} ms, "
                          f"longest stall {med('stall_max_ms')} ms, settle {med('settle_ms')} ms after release, "
                          f"rests on the engine's page: {ends} ({arguments.runs} runs, medians)")
                browser.close()
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
