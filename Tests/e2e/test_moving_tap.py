"""A second click on a tab while the pages still slide from the first, through a 150 ms round trip
(`scripts/latency-proxy.py`; docs/decisions/0045). BTabViewController and SwiftUITabPager take such a
tap (decision 0035), but the server can be asked ahead only about a pager at rest, so the preview went
on heading for the first tab for a round trip and more (as if the tap had been refused), then blended to
the server's answer. It now draws the tap from the click, by the library's rule, and the server's answer
takes over. Tabman still refuses it (Pageboy's rule).

The phone's motion is worked out here from the libraries' sources, not from the playground's code:

- BTabViewController's `scrollTab` (brkyvrkn/BTabViewController @ d91c20b, `BTabViewController.swift`
  lines 413–432) sets the paging scroll view's offset in `UIView.animate(withDuration: 0.4, options:
  .curveEaseInOut)`; a second one during the first is added to it (UIKit's additive animations, WWDC
  2014 session 236): position = 3·E((t − click₁)/0.4) + (1 − 3)·E((t − click₂)/0.4), E = cubic-bezier(0.42,
  0, 0.58, 1), for a click on tab 3 then tab 1.
- SwiftUITabPager's button sets the selection in `withAnimation(.easeInOut)` (camosss/SwiftUITabPager
  4.1.2, `Components/TabBar/TabButtons.swift` lines 26–29), so the indicator turns for the second tab at
  the click; the pages end their slide and then slide on (`PageTabViewController.updateIndex`, lines
  155–180, queued by UIPageViewController).
"""

from contextlib import contextmanager

import pytest

from test_designer_walk_3 import slow_link
from test_playground import CANVAS, viewport_to_client

RECORD = """() => {
    const canvas = document.querySelector('%s');
    const record = { draws: [], ups: [] };
    window.__moving = record;
    canvas.addEventListener('pointerup', (event) => record.ups.push(event.timeStamp));
    const draw = () => {
        const at = parseFloat(canvas.dataset.shownAt);
        const last = record.draws[record.draws.length - 1];
        if (!last || last[0] !== at) {
            const indicator = (canvas.dataset.shownIndicator || '0 0 0 0').split(' ').map(Number);
            record.draws.push([at, parseFloat(canvas.dataset.shownPosition), indicator[0] + indicator[2] / 2]);
        }
        requestAnimationFrame(draw);
    };
    requestAnimationFrame(draw);
}""" % CANVAS


def ease_in_out(u):
    """UIKit's `.curveEaseInOut`, SwiftUI's `.easeInOut`: cubic-bezier(0.42, 0, 0.58, 1)."""
    if u <= 0:
        return 0.0
    if u >= 1:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(50):
        s = (lo + hi) / 2
        x = 3 * (1 - s) ** 2 * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s**3
        lo, hi = (s, hi) if x < u else (lo, s)
    s = (lo + hi) / 2
    return 3 * (1 - s) * s * s + s**3


def two_clicks(live_server, browser, preset, first, second, gap_ms, before=None):
    """`click_twice` until the second click comes while the pages drawn are short of `before` (the slide
    under way): on a loaded machine the browser's steps between the clicks can take longer than a slide.
    At most three tries."""
    for _ in range(3):
        draws, ups = click_twice(live_server, browser, preset, first, second, gap_ms)
        shown = [p for t, p, _ in draws if t <= ups[1]]
        if before is None or (shown and shown[-1] < before):
            return draws, ups
    raise AssertionError(f"the second click came after the slide three times: {shown[-3:]}")


@contextmanager
def resting_on_a_tab(live_server, browser, preset, first):
    """Opens a saved `preset` through a 150 ms round trip (1440 × 900) and rests the mouse on the tab at
    `first` of the bar's width, so that its click is asked about ahead (decision 0033), with the frames
    drawn recorded (`RECORD`) from then on. Yields the page and the bar (`x, y, width, height`, viewport
    points)."""
    status, saved = live_server.request("POST", "/api/configs", {"name": preset, "config": {"preset": preset}})
    assert status == 201, saved
    with slow_link(live_server, 150) as url:
        context = browser.new_context(viewport={"width": 1440, "height": 900})
        try:
            page = context.new_page()
            page.goto(url + f"/c/{saved['slug']}")
            page.wait_for_function(
                "(s) => { const c = document.querySelector(s); return c && c.dataset.fonts === 'ready' && c.dataset.drawn; }",
                arg=CANVAS, timeout=20000)
            page.wait_for_timeout(800)
            bar = tuple(float(v) for v in page.locator(CANVAS).get_attribute("data-bar").split())
            x, y, width, height = bar
            page.mouse.move(*viewport_to_client(page, x + width * first, y + height / 2))
            page.wait_for_timeout(700)
            page.evaluate(RECORD)
            yield page, bar
        finally:
            context.close()


def click_twice(live_server, browser, preset, first, second, gap_ms):
    """Through a 150 ms round trip, rests the mouse on the tab at `first` of the bar's width (so the click
    is asked about ahead, decision 0033), clicks it, moves to `second` and clicks it `gap_ms` later.
    Returns the frames drawn ((ms, position, indicator centre x)) and the two clicks' release times (ms)."""
    with resting_on_a_tab(live_server, browser, preset, first) as (page, (x, y, width, height)):
        page.mouse.down()
        page.mouse.up()
        page.mouse.move(*viewport_to_client(page, x + width * second, y + height / 2), steps=2)
        record = click_and_record(page, gap_ms, f"moving-tap-{preset}")
    assert len(record["ups"]) == 2, record["ups"]
    return record["draws"], record["ups"]


def first_turn(points, margin, rising):
    """The time of the first of `points` ((ms, value), in time order) `margin` back from the furthest value
    reached since the first: where a value heading up (`rising`) or down turns; None if it never does."""
    furthest = points[0][1]
    for t, value in points:
        furthest = max(furthest, value) if rising else min(furthest, value)
        if (value < furthest - margin) if rising else (value > furthest + margin):
            return t
    return None


def click_and_record(page, gap_ms, name):
    """Clicks where the mouse is `gap_ms` from now, lets the preview come to rest, saves a screenshot as
    `name` and returns what `RECORD` recorded."""
    page.wait_for_timeout(gap_ms)
    page.mouse.down()
    page.mouse.up()
    page.wait_for_timeout(1800)
    page.screenshot(path=f"Tests/e2e/artifacts/{name}.png")
    return page.evaluate("() => window.__moving")


def test_btab_a_second_click_during_the_slide_turns_the_pages_at_the_click(live_server, browser):
    # BTab's 80 pt cells from x 12, 88 apart on a 393 pt bar: tab 3 at 0.9 of the bar, tab 1 at 0.35.
    draws, (up1, up2) = two_clicks(live_server, browser, "bTabViewController", 0.9, 0.35, 40, before=2)

    def phone(t):
        first = 3 * ease_in_out((t - up1) / 400)
        return first if t < up2 else first + (1 - 3) * ease_in_out((t - up2) / 400)

    before = [(t, p) for t, p, _ in draws if up1 + 20 < t < up2]
    assert before, draws[:5]
    # The first click played from the click (decision 0033): the phone's slide to tab 3.
    assert max(abs(p - 3 * ease_in_out((t - up1) / 400)) for t, p in before) < 0.08, before
    after = [(t, p) for t, p, _ in draws if t >= up2]
    # When the drawn pages leave the first slide's way for tab 1 (by 0.03 page): without drawing the tap
    # ahead, when the server's answer came (about 170 ms).
    turned = next(t for t, p in after if p < 3 * ease_in_out((t - up1) / 400) - 0.03)
    print(f"BTabViewController: the pages turn {turned - up2:.0f} ms after the second click")
    assert turned - up2 < 100, (turned - up2, after[:12])
    # And they follow the phone's two added slides all the way (the server's answer takes over without a
    # jump): without it they were up to half a page off.
    off = max(abs(p - phone(t)) for t, p in after)
    assert off < 0.05, (off, after)
    assert abs(draws[-1][1] - 1) < 1e-3, draws[-3:]
    # The indicator goes from tab 3 to tab 1, past it by no more than its spring's overshoot (4.6 % of
    # the way, TimingCurve.bTabSpring): a first version drawn ahead sent it to tab 0's cell and back.
    final = draws[-1][2]
    assert min(i for t, _, i in draws if t >= up2) > final - 10, [round(i) for t, _, i in draws if t >= up2]


def test_swiftuitabpager_a_second_click_turns_the_indicator_and_the_pages_slide_on(live_server, browser):
    # The fixed bar's five equal cells: tab 4 at 0.9, tab 0 at 0.1.
    draws, (up1, up2) = two_clicks(live_server, browser, "swiftUITabPager.fixed", 0.9, 0.1, 40, before=3)
    assert [i for t, _, i in draws if t < up2], draws[:5]
    after = [(t, p, i) for t, p, i in draws if t >= up2]
    # The indicator was heading for tab 4 (right); at the click it turns for tab 0 (SwiftUI goes on from
    # where it is). When it is 2 pt left of the furthest it got: without drawing the tap ahead it went on
    # right until the server's answer came, a round trip and more.
    turned = first_turn([(t, i) for t, _, i in after], 2, rising=True)
    assert turned is not None, after
    print(f"SwiftUITabPager: the indicator turns {turned - up2:.0f} ms after the second click")
    assert turned - up2 < 100, (turned - up2, after[:12])
    # The pages finish the slide to tab 4, then slide to tab 0 (queued), never turning mid-way.
    positions = [p for _, p, _ in after]
    top = positions.index(max(positions))
    # (a frame drawn 16 ms either side of the arrival: the next slide eases in, 0.007 page in 16 ms)
    assert max(positions) > 4 - 0.02, positions
    assert all(b <= a + 1e-3 for a, b in zip(positions[top:], positions[top + 1:])), positions[top:]
    assert abs(positions[-1]) < 1e-3, positions[-3:]
    # No jump where the server's answer takes over: UIPageViewController's 0.3 s ease-in-out from page 4
    # to page 0 peaks near 4 · 1.6 / 0.3 ≈ 21 pages a second (as positions go; two pages are drawn).
    speeds = [abs(b[1] - a[1]) / max((b[0] - a[0]) / 1000, 1 / 60) for a, b in zip(after, after[1:])]
    assert max(speeds) < 30, max(speeds)


@pytest.mark.parametrize("preset", ["tabman.buttonBar"])
def test_tabman_still_refuses_a_second_click(live_server, browser, preset):
    # Tabman's default bar: tab 1 a fifth of the way, 0.6 a later tab (test_taps_while_moving.py).
    draws, (_, up2) = two_clicks(live_server, browser, preset, 0.6, 0.2, 40, before=2.5)
    positions = [p for t, p, _ in draws if t >= up2]
    # Never heading back: the pages go on to the first click's tab and rest there.
    assert all(b >= a - 1e-3 for a, b in zip(positions, positions[1:])), positions
    assert positions[-1] > 1.999, positions[-3:]
