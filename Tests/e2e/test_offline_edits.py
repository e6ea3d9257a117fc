"""Issue 48, items 1 and 5: an outage the designer can see, and no work lost in it (headless Chromium).

The test runs its own `pager-playground serve` (as test_crash_durability.py does), stops it with the page
open, and checks that the banner covers the preview within 2 s; then, offline, the designer changes an option
(a red dot indicator) and presses the right arrow on the preview. The server is started again on the same
port and database: the page is back within a second of the server listening, and both the option change and
the key press apply (the preview shows the red dot on page 1).
"""

import select
import subprocess
import time
from pathlib import Path

import pytest

from conftest import REPO, RED, binary, canvas_ink, poll, stop_process

CANVAS = '[data-testid="preview-canvas"]'
BANNER = '[data-testid="offline-banner"]'
# What Chromium logs for a request to a server that is not there; expected while it is stopped.
OFFLINE_NOISE = ("ERR_CONNECTION_REFUSED", "ERR_CONNECTION_RESET", "ERR_EMPTY_RESPONSE", "Failed to load resource", "Failed to fetch")


class Server:
    """`pager-playground serve` on a database file and a port (0: any; the port is read from its first line)."""

    def __init__(self, tmp: Path, port: int = 0):
        self.process = subprocess.Popen(
            [str(binary()), "serve", "--port", str(port), "--public", str(REPO / "Public"), "--db", str(tmp / "t.sqlite")],
            cwd=tmp,
            stdout=subprocess.PIPE,
            stderr=open(tmp / f"server-{time.monotonic_ns()}.log", "wb"),
            text=True,
        )
        ready, _, _ = select.select([self.process.stdout], [], [], 20)
        line = self.process.stdout.readline() if ready else ""
        if "listening on" not in line:
            self.stop()
            pytest.fail(f"the server did not start: {line!r}")
        self.listening_at = time.monotonic()
        self.url = line.split("listening on", 1)[1].strip().rstrip("/")
        self.port = int(self.url.rsplit(":", 1)[1])

    def stop(self):
        stop_process(self.process)


def red_in_bar(page):
    return canvas_ink(page, CANVAS, None, RED)["count"]


def test_the_banner_shows_within_2_s_and_edits_made_offline_apply_after_the_restart(live_server, page, tmp_path):
    server = Server(tmp_path)
    try:
        page.goto(server.url + "/")
        page.wait_for_function(
            "s => { const c = document.querySelector(s); return c && c.dataset.fonts === 'ready' && c.dataset.index === '0'; }",
            arg=CANVAS,
            timeout=15000,
        )
        page.wait_for_selector('[data-status][data-state="live"]', timeout=10000)
        assert page.locator(BANNER).is_hidden()
        assert red_in_bar(page) == 0

        server.stop()
        stopped = time.monotonic()
        page.wait_for_selector(BANNER, state="visible", timeout=2000)
        shown_after = time.monotonic() - stopped
        assert shown_after < 2.0
        assert page.inner_text(BANNER).startswith("Offline: your changes are kept; reconnecting…")
        assert page.get_by_test_id("offline-retry").is_visible()

        # Offline: an option change and an arrow key on the preview.
        page.select_option('select[name="indicator.kind"]', "dot")
        color = page.locator('input[name="indicator.color"]')
        color.fill("#FF0000FF")
        color.press("Enter")
        page.locator(CANVAS).focus()
        page.keyboard.press("ArrowRight")
        page.get_by_test_id("offline-retry").click()  # tries at once; the server is still down
        page.wait_for_timeout(1500)
        assert page.locator(BANNER).is_visible()
        assert page.get_attribute(CANVAS, "data-index") == "0"  # nothing applied yet
        assert page.inner_text("[data-doc-state]").startswith("Unsaved changes")

        server = Server(tmp_path, port=server.port)
        page.wait_for_selector(BANNER, state="hidden", timeout=3000)
        back_after = time.monotonic() - server.listening_at
        print(f"banner {shown_after:.2f} s after the stop; back {back_after:.2f} s after the server listened")
        assert back_after < 1.0, f"back {back_after:.2f} s after the server listened"
        page.wait_for_function("s => document.querySelector(s).dataset.index === '1'", arg=CANVAS, timeout=5000)
        poll(page, lambda: red_in_bar(page), lambda n: n > 5, timeout=5)
        assert page.input_value('select[name="indicator.kind"]') == "dot"
    finally:
        server.stop()
    page.evaluate("() => localStorage.clear()")
    unexpected = [e for e in page.console_watch.errors if not any(noise in e for noise in OFFLINE_NOISE)]
    assert unexpected == [], unexpected


def test_a_network_that_drops_under_an_open_stream_shows_the_banner_at_the_first_lost_input(live_server, browser):
    """The browser goes offline while its event stream stays open (a dropped Wi-Fi keeps the connection
    until its silence timeout): the first input that gets no answer makes the page reconnect, so it says
    it is offline instead of "Live"; back online, the change made meanwhile applies."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(live_server.url + "/")
        page.wait_for_selector('[data-status][data-state="live"]', timeout=15000)
        page.wait_for_function("(s) => document.querySelector(s)?.dataset.fonts === 'ready'", arg=CANVAS, timeout=15000)
        context.set_offline(True)
        page.locator('[data-testid="preview-canvas"]').focus()
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(BANNER, state="visible", timeout=5000)
        assert page.locator('[data-status][data-state="live"]').count() == 0
        context.set_offline(False)
        page.wait_for_selector('[data-status][data-state="live"]', timeout=15000)
        page.wait_for_selector(BANNER, state="hidden", timeout=5000)
        # The arrow pressed offline applies once the stream is back.
        page.wait_for_function("(s) => document.querySelector(s)?.dataset.index === '1'", arg=CANVAS, timeout=10000)
    finally:
        context.close()


def test_after_a_restart_the_pager_stays_on_its_page_without_showing_the_default_one(live_server, page, tmp_path):
    """Decision 0060: the replacement session is created on the page the preview showed, so the canvas never
    draws the default page in between (it did for a round trip when the page was reached by a `scrollTo`)."""
    server = Server(tmp_path)
    try:
        page.goto(server.url + "/")
        page.wait_for_selector('[data-status][data-state="live"]', timeout=15000)
        page.wait_for_function("s => document.querySelector(s)?.dataset.fonts === 'ready'", arg=CANVAS, timeout=15000)
        page.locator(CANVAS).focus()
        for _ in range(2):
            page.keyboard.press("ArrowRight")
            page.wait_for_timeout(600)
        page.wait_for_function("s => document.querySelector(s).dataset.index === '2'", arg=CANVAS, timeout=5000)
        # Every page the canvas shows from now on.
        page.evaluate(
            """s => {
                window.__indices = [];
                const canvas = document.querySelector(s);
                new MutationObserver(() => window.__indices.push(canvas.dataset.index))
                    .observe(canvas, { attributes: true, attributeFilter: ['data-index'] });
            }""",
            CANVAS,
        )
        server.stop()
        page.wait_for_selector(BANNER, state="visible", timeout=3000)
        server = Server(tmp_path, port=server.port)
        page.wait_for_selector(BANNER, state="hidden", timeout=3000)
        page.wait_for_selector('[data-status][data-state="live"]', timeout=5000)
        page.wait_for_timeout(500)
        indices = page.evaluate("() => window.__indices")
        assert page.get_attribute(CANVAS, "data-index") == "2"
        assert "0" not in indices and "1" not in indices, indices
    finally:
        server.stop()
    page.evaluate("() => localStorage.clear()")
