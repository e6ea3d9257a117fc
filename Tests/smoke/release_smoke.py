"""Smoke test of the release binary users run: serve, open a live session and read its frames, send a
gesture, save a config and read it back, then shut down gracefully.

Usage: python3 Tests/smoke/release_smoke.py PATH/TO/pager-playground
Exits non-zero, saying what failed, on the first problem. Binds port 0 and uses a temporary folder.
"""

import http.client
import json
import os
import signal
import subprocess
import sys
import tempfile
import time


def fail(message):
    print(f"release smoke: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def request(port, method, path, body=None, headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    payload = None if body is None else json.dumps(body)
    connection.request(method, path, body=payload, headers={"Content-Type": "application/json", **(headers or {})})
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, data


def read_events(port, path, wanted, seconds=10):
    """Reads the SSE stream at `path` until every event name in `wanted` was seen; returns the events."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=seconds)
    connection.request("GET", path, headers={"Accept": "text/event-stream"})
    response = connection.getresponse()
    if response.status != 200:
        fail(f"GET {path} answered {response.status}")
    events, current, deadline = [], {}, time.monotonic() + seconds
    while time.monotonic() < deadline and not wanted.issubset({event.get("event") for event in events}):
        line = response.fp.readline().decode().rstrip("\n")
        if line == "":
            if current:
                events.append(current)
            current = {}
        elif not line.startswith(":") and ": " in line:
            name, value = line.split(": ", 1)
            current[name] = current.get(name, "") + value
    connection.close()
    return events


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as folder:
        process = subprocess.Popen(
            [binary, "serve", "--port", "0", "--db", os.path.join(folder, "smoke.sqlite"), "--quiet"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = process.stdout.readline()
            if not line.startswith("listening on http://127.0.0.1:"):
                fail(f"the server did not start: {line!r} {process.stderr.read()[:500]}")
            port = int(line.strip().rsplit(":", 1)[1])

            status, body = request(port, "POST", "/api/sessions",
                                   {"config": {"schemaVersion": 1, "preset": "tabman.buttonBar"},
                                    "viewport": {"width": 390, "height": 844}})
            if status != 201:
                fail(f"POST /api/sessions answered {status}: {body[:300]!r}")
            session = json.loads(body)
            events = read_events(port, session["events"], {"layout", "frame"})
            frames = [json.loads(event["data"]) for event in events if event.get("event") == "frame"]
            if not frames or frames[0].get("type") != "frame":
                fail(f"no frame on the stream: {events[:3]}")

            status, body = request(port, "POST", f"/api/sessions/{session['id']}/input",
                                   {"events": [{"t": 0, "type": "scrollTo", "page": "next"}]},
                                   {"X-Input-Token": session["inputToken"]})
            if status != 202:
                fail(f"input answered {status}: {body[:300]!r}")

            status, body = request(port, "POST", "/api/configs",
                                   {"name": "Release smoke", "config": {"schemaVersion": 1, "preset": "tabman.tabBar"}})
            if status != 201:
                fail(f"POST /api/configs answered {status}: {body[:300]!r}")
            saved = json.loads(body)
            status, body = request(port, "GET", f"/api/configs/{saved['slug']}")
            if status != 200 or json.loads(body).get("name") != "Release smoke":
                fail(f"GET /api/configs/{saved['slug']} answered {status}: {body[:300]!r}")
        finally:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                fail("the server did not stop within 15 s of SIGTERM")
        if process.returncode != 0:
            fail(f"the server exited with {process.returncode}")
    print(f"release smoke: served, streamed {len(frames)} frame(s), took input, saved and read {saved['slug']}")


if __name__ == "__main__":
    main()
