"""A click on a tab within a round trip of a rest, through a 150 ms round trip (`scripts/latency-proxy.py`;
docs/decisions/0050). The pages come to rest from a first click (drawn from the click, decisions 0032 and
0033); the designer clicks another tab a fraction of a round trip after the rest is drawn. The what-if
answers the browser holds are for the old rest, and the answer about the new one (or to the click
itself) needs a round trip: the preview held the rest for about that long, which looks like a dropped
click, then played the slide late. It now draws the tap from the rest it drew, by the library's tap rule
(the position table's `tapAtRest`), and the server's answer takes over.

The phone's motion is worked out here from the libraries' sources, not from the playground's code:

- Tabman's button calls Pageboy's `scrollToPage(.at(index), animated: true)` (uias/Tabman
  `TabmanViewController`; /work/shared/reference/pager-behaviour.md A10, §3.2: a jump 0 → 3 sweeps the
  position 0 → 3): UIPageViewController's 0.3 s slide, ease-in-out. Pageboy refuses a scroll while an
  animated one runs (§3.4), so a press that goes down during the slide does nothing.
- BTabViewController's `scrollTab` (brkyvrkn/BTabViewController @ d91c20b, `BTabViewController.swift`
  lines 413–432): the offset in `UIView.animate(withDuration: 0.4, options: .curveEaseInOut)`.
"""

import time
from contextlib import contextmanager

import pytest

from drag_trail import open_settled
from test_designer_walk_3 import slow_link
from test_moving_tap import RECORD, ease_in_out
from test_playground import CANVAS, viewport_to_client

RTT_MS = 150

DOWNS = """() => {
    window.__moving.downs = [];
    document.querySelector('%s').addEventListener('pointerdown', (e) => window.__moving.downs.push(e.timeStamp));
}""" % CANVAS


def click_after_rest(live_server, browser, preset, first, rested, second, duration, after_ms, hold_ms=None):
    """Through a 150 ms round trip: rests the mouse on the tab at `first` of the bar's width (asked about
    ahead, decision 0033), clicks it (its slide, `duration` s, is drawn from the click), moves to `second`,
    and clicks there about `after_ms` after the pages are drawn resting on tab `rested` (timed from the
    first click on this side: waiting for the rest in the page costs a busy machine 100 ms and more); with
    `hold_ms`, the button goes down that long before and lifts then. Returns the frames drawn ((ms, position, indicator centre x)), the
    moment the rest was first drawn and the second click's release (ms)."""
    with clicked_through_a_slow_link(live_server, browser, preset, first, DOWNS) as (page, bar, clicked):
        x, y, width, height = bar
        page.mouse.move(*viewport_to_client(page, x + width * second, y + height / 2), steps=2)
        # The press itself takes a few ms to reach the page.
        due = clicked + duration + after_ms / 1000 - 0.005
        if hold_ms is not None:
            time.sleep(max(0.0, due - hold_ms / 1000 - time.monotonic()))
            page.mouse.down()
        time.sleep(max(0.0, due - time.monotonic()))
        if hold_ms is None:
            page.mouse.down()
        page.mouse.up()
        page.wait_for_timeout(1500)
        record = page.evaluate("() => window.__moving")
    assert len(record["ups"]) == 2 and len(record["downs"]) == 2, record
    draws = record["draws"]
    rest = next(t for t, p, _ in draws if abs(p - rested) < 1e-6)
    return draws, rest, record["downs"][1], record["ups"][1]


@contextmanager
def clicked_through_a_slow_link(live_server, browser, preset, first, script):
    """Through a 150 ms round trip: opens a saved `preset` (1440 × 900) with `RECORD` and `script`
    installed, rests the mouse on the tab at `first` of the bar's width (asked about ahead, decision 0033)
    and clicks it. Yields the page, the bar (`x, y, width, height`, viewport points) and the click's
    moment on this side (`time.monotonic()`)."""
    status, saved = live_server.request("POST", "/api/configs", {"name": preset, "config": {"preset": preset}})
    assert status == 201, saved
    with slow_link(live_server, RTT_MS) as url:
        context = browser.new_context(viewport={"width": 1440, "height": 900})
        try:
            page = context.new_page()
            open_settled(page, url, RECORD, settle_ms=800, path=f"/c/{saved['slug']}")
            page.evaluate(script)
            x, y, width, height = (float(v) for v in page.locator(CANVAS).get_attribute("data-bar").split())
            page.mouse.move(*viewport_to_client(page, x + width * first, y + height / 2))
            page.wait_for_timeout(700)
            page.mouse.down()
            page.mouse.up()
            yield page, (x, y, width, height), time.monotonic()
        finally:
            context.close()


def click_in_window(live_server, browser, preset, first, rested, second, duration, after_ms, window, hold_ms=None):
    """`click_after_rest` until the second press lifts (or, with `hold_ms`, goes down) within `window`
    (ms after the rest was drawn, low and high), and a click goes down after the rest: a busy machine
    delays the browser's steps by 100 ms and more now and then. At most four tries."""
    for _ in range(4):
        draws, rest, down, up = click_after_rest(
            live_server, browser, preset, first, rested, second, duration, after_ms, hold_ms)
        gap = (down if hold_ms is not None else up) - rest
        if window[0] < gap < window[1] and (hold_ms is not None or down > rest):
            return draws, rest, down, up
    raise AssertionError(f"the press came {gap:.0f} ms after the rest, outside {window}, four times")


def first_motion(draws, rested, up):
    """The first frame drawn after `up` off the rest (by 0.005 page): (ms after `up`, position)."""
    return next(((t - up, p) for t, p, _ in draws if t >= up and abs(p - rested) > 0.005), None)


@pytest.mark.parametrize(
    "preset, first, rested, second, target, duration, after",
    [
        # Tabman's default bar: tab 1 a fifth of the way (test_playground.py), tab 4 at 0.8 (in Inter's wider
        # titles, 0.7 of the bar falls on tab 3).
        ("tabman.buttonBar", 0.2, 1, 0.8, 4, 0.3, 0.3),
        ("tabman.buttonBar", 0.2, 1, 0.8, 4, 0.3, 0.8),
        # BTabViewController: 80 pt cells from x 12, 88 pt apart: tab 1 at 0.35, tab 3 at 0.9.
        ("bTabViewController", 0.35, 1, 0.9, 3, 0.4, 0.3),
        # SwiftUITabPager's fixed bar, five equal cells: tab 1 at 0.3, tab 4 at 0.9; UIPageViewController's
        # 0.3 s slide (`PageTabViewController.updateIndex`, camosss/SwiftUITabPager 4.1.2 lines 155–180).
        ("swiftUITabPager.fixed", 0.3, 1, 0.9, 4, 0.3, 0.3),
    ],
)
def test_a_click_within_a_round_trip_of_a_rest_moves_at_the_click(
        live_server, browser, preset, first, rested, second, target, duration, after):
    # Within the round trip after the rest (about `after` of it), before any answer about the new rest.
    window = (0, RTT_MS * 0.55) if after < 0.55 else (RTT_MS * 0.55, RTT_MS)
    draws, rest, _, up = click_in_window(
        live_server, browser, preset, first, rested, second, duration, RTT_MS * after, window)
    moved = first_motion(draws, rested, up)
    assert moved is not None, draws[-5:]

    def phone(t):
        return rested + (target - rested) * ease_in_out((t - up) / (duration * 1000))

    after_click = [(t, p) for t, p, _ in draws if t >= up]
    off = max(abs(p - phone(t)) for t, p in after_click)
    print(f"{preset}: clicked {up - rest:.0f} ms after the rest was drawn; first motion {moved[0]:.0f} ms "
          f"after the click, at {moved[1]:.3f}; at most {off:.3f} page off the phone's slide")
    # Without drawing it from the rest: the slide first moved a round trip after the click (late-start.js
    # plays it whole from there), up to 0.7 page behind the phone's.
    assert moved[0] < 60, (moved, [(round(t - up), round(p, 3)) for t, p in after_click[:30]])
    # The phone's slide from the click, all the way (the server's answer taking over without a jump).
    assert off < 0.05, (off, [(round(t - up), round(p, 3), round(phone(t), 3)) for t, p in after_click[:30]])
    assert abs(after_click[-1][1] - target) < 1e-3, after_click[-3:]


def test_tabman_a_press_down_during_the_slide_and_up_after_the_rest_is_refused(live_server, browser):
    # Pageboy takes no touch while it scrolls (§3.4; the engine's `pointerDown` drops it): a press that
    # goes down during the slide to tab 1 and lifts after the rest does nothing, and the preview draws
    # nothing either.
    draws, rest, down, up = click_in_window(
        live_server, browser, "tabman.buttonBar", 0.2, 1, 0.8, 0.3, 0.3 * RTT_MS, (-250, -20), hold_ms=150)
    print(f"Tabman: the press went down {rest - down:.0f} ms before the rest was drawn, lifted {up - rest:.0f} ms after")
    assert up > rest, (down, rest, up)
    positions = [p for _, p, _ in draws]
    assert abs(positions[-1] - 1) < 1e-3 and max(positions) < 1 + 1e-3, positions[-5:]
