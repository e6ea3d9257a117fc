"""Shared browser-test fixtures: the real playground server and one headless Chromium.

The server is the built `pager-playground` binary (`$PAGER_PLAYGROUND_BIN`, else `.build/debug/pager-playground`),
started with `serve --port 0`, a database in a temporary directory and `Public/` from this checkout; its first
stdout line `listening on http://127.0.0.1:PORT` gives the port. One server and one browser per test module. Fixtures only: test modules that do not ask for them are unaffected.
"""

import json
import os
import re
import select
import signal
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM = "/usr/bin/chromium"
LISTENING = re.compile(r"listening on (http://\S+)")
START_TIMEOUT = 20.0


def binary() -> Path:
    path = Path(os.environ.get("PAGER_PLAYGROUND_BIN") or REPO / ".build/debug/pager-playground")
    if not path.is_file():
        pytest.fail(f"{path} is missing: run `swift build --product pager-playground` first")
    return path


class PlaygroundServer:
    """A running `pager-playground serve` with its base URL."""

    def __init__(self, tmp: Path):
        self.process = subprocess.Popen(
            [str(binary()), "serve", "--port", "0", "--public", str(REPO / "Public"), "--db", str(tmp / "t.sqlite")],
            cwd=tmp,
            # The preview tests render every preset from one address: past the per-client render limit
            # (docs/preview.md, "Limits"), honoured as off on loopback only.
            env={**os.environ, "PAGER_PLAYGROUND_PREVIEW_RATE": "off"},
            stdout=subprocess.PIPE,
            stderr=open(tmp / "server.log", "wb"),
            text=True,
        )
        self.log = tmp / "server.log"
        self.url = self._read_url()

    def _read_url(self) -> str:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.2)
            if ready:
                line = self.process.stdout.readline()
                match = LISTENING.search(line or "")
                if match:
                    return match.group(1).rstrip("/")
            if self.process.poll() is not None:
                break
        self.stop()
        pytest.fail(f"the server did not print its address; log:\n{self.log.read_text(errors='replace')[-4000:]}")

    def request(self, method: str, path: str, body=None, headers=None):
        """(status, parsed JSON or text) of one request."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method, headers=headers or {})
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                status, raw = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, raw = error.code, error.read()
        try:
            return status, json.loads(raw)
        except ValueError:
            return status, raw.decode(errors="replace")

    def has_route(self, method: str, path: str, body=None) -> bool:
        """False when the server answers 404 or 405 for a route the test needs (not built yet)."""
        status, _ = self.request(method, path, body)
        return status not in (404, 405)

    def stop(self):
        stop_process(self.process)


def stop_process(process):
    """Stops a server this test started: SIGTERM, then SIGKILL if it has not ended within 10 s."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    playground = PlaygroundServer(tmp_path_factory.mktemp("playground"))
    yield playground
    playground.stop()


@pytest.fixture(scope="module")
def live_server(server):
    """The server, or a skip when it has no live sessions yet (`POST /api/sessions` answers 404)."""
    if not server.has_route("POST", "/api/sessions", {"config": {"schemaVersion": 1}}):
        pytest.skip("the server has no POST /api/sessions route yet (live sessions not merged)")
    return server


@pytest.fixture(scope="module")
def browser():
    """One Chromium per test module: closed before the next module, which may start Playwright itself."""
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield chromium
        chromium.close()


class ConsoleWatch:
    """Console errors and uncaught exceptions seen by a page."""

    def __init__(self, page):
        self.errors = []
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))

    def assert_clean(self):
        assert self.errors == [], f"console errors: {self.errors}"


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    yield ctx
    ctx.close()


@pytest.fixture
def page(context):
    page = context.new_page()
    page.console_watch = ConsoleWatch(page)
    return page


def poll(page, measure, predicate, timeout=10.0):
    """Calls `measure()` every 100 ms until `predicate` holds for its result, which it returns; fails with
    the last result after `timeout` seconds (for what the page shows in pixels, which no event announces)."""
    deadline = time.monotonic() + timeout
    while True:
        value = measure()
        if predicate(value):
            return value
        assert time.monotonic() < deadline, value
        page.wait_for_timeout(100)


# The inks `canvas_ink` counts: clearly red (a red tint) and near black (VoiceOver's cursor).
RED = "red"
BLACK = "black"


def canvas_ink(page, selector, rect, test):
    """The pixels of a preview canvas inside `rect` (viewport points; None: the bar, `data-bar`) of the ink
    `test` (`RED`: r > 170 and 90 over both others; `BLACK`: every channel under 40): their count and mean
    x in viewport points. (No `new Function`: the page's CSP forbids eval.)"""
    return page.evaluate(
        """([selector, rect, test]) => {
            const c = document.querySelector(selector);
            const [vw] = c.dataset.viewport.split('x').map(Number);
            const [x, y, width, height] = rect ? [rect.x, rect.y, rect.width, rect.height] : c.dataset.bar.split(' ').map(Number);
            const k = c.width / vw;
            const x0 = Math.max(0, Math.floor(x * k));
            const y0 = Math.max(0, Math.floor(y * k));
            const w = Math.max(1, Math.min(c.width, Math.ceil((x + width) * k)) - x0);
            const h = Math.max(1, Math.ceil((y + height) * k) - y0);
            const data = c.getContext('2d').getImageData(x0, y0, w, h).data;
            const inked = test === 'red'
                ? (r, g, b) => r > 170 && r - Math.max(g, b) > 90
                : (r, g, b) => r < 40 && g < 40 && b < 40;
            let count = 0, sum = 0;
            for (let i = 0; i < data.length; i += 4) {
                if (inked(data[i], data[i + 1], data[i + 2])) {
                    count += 1;
                    sum += x0 + ((i / 4) % w) + 0.5;
                }
            }
            return {count, x: count ? sum / count / k : null};
        }""",
        [selector, rect, test],
    )


def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
