"""A key on the focused preview (← → Home End) or Previous / Next while the pages still slide from a click,
through a 150 ms round trip (`scripts/latency-proxy.py`; docs/decisions/0049). The engine takes them as a
tap on their tab (decision 0035) under BTabViewController (retarget) and SwiftUITabPager (queue), but the
browser waited for the server's answer: the preview went on heading for the clicked tab for a round trip
and more, as if the key had been refused, then changed its mind. It now draws them from the press, as a
tap while the pages move is drawn (decision 0045). Tabman still refuses them (Pageboy's rule).

The phone's motion is worked out here from the libraries' sources, not from the playground's code:

- BTabViewController has no page-change call of its own; a key or Previous / Next is its
  `collectionView(_:didSelectItemAt:)` on the tab (brkyvrkn/BTabViewController @ d91c20b,
  `BTabViewController.swift` lines 463–477, no guard on motion), counted from the selected tab, which a
  click selects at once (line 471). `scrollTab` (lines 413–432) animates the offset in
  `UIView.animate(withDuration: 0.4, options: .curveEaseInOut)`, added to the running one (UIKit's
  additive animations, WWDC 2014 session 236): position = 3·E((t − click)/0.4) + (tab − 3)·E((t −
  key)/0.4), E = cubic-bezier(0.42, 0, 0.58, 1).
- SwiftUITabPager: a key sets the selection binding as its button does (camosss/SwiftUITabPager 4.1.2,
  `Components/TabBar/TabButtons.swift` lines 26–29; the sample's deep link, `Selection/DeepLinkSample.swift`
  lines 45–47), so the indicator turns for the new tab at the key; the pages end their slide and then
  slide on (`PageTabViewController.updateIndex`, lines 155–180, queued by UIPageViewController).
- Tabman: Pageboy's `_scrollToPage` returns at `isSafeToScrollToANewPage` while a transition runs
  (uias/Pageboy 5.0.1, `PageboyViewController.swift` lines 388 and 458–477).
"""

import pytest

from test_moving_tap import ease_in_out, resting_on_a_tab
from test_playground import CANVAS

PRESSES = """() => {
    const record = window.__moving;
    record.presses = [];
    const canvas = document.querySelector('%s');
    canvas.addEventListener('keydown', (event) => record.presses.push(event.timeStamp));
    document.addEventListener('click', (event) => {
        if (event.target.closest('.scrubber button')) record.presses.push(event.timeStamp);
    }, true);
}""" % CANVAS


def click_then_press(live_server, browser, preset, first, press, gap_ms, before):
    """`click_and_press` until the press comes while the click's slide is drawn under way: past its start
    (the click played from the click: its what-if answer had come) and short of `before`. On a loaded
    machine the answer can come late, or the browser's steps between the two take longer than a slide.
    At most three tries."""
    for _ in range(3):
        draws, up, pressed = click_and_press(live_server, browser, preset, first, press, gap_ms)
        shown = [p for t, p, _ in draws if t <= pressed]
        if shown and 0.02 < shown[-1] < before:
            return draws, up, pressed
    raise AssertionError(f"the press never came during the click's slide drawn from the click: {shown[-3:]}")


def click_and_press(live_server, browser, preset, first, press, gap_ms):
    """Through a 150 ms round trip, rests the mouse on the tab at `first` of the bar's width (so the click
    is asked about ahead, decision 0033) and clicks it, which focuses the preview; `gap_ms` later presses
    `press`: a key (`Home`, `ArrowLeft`) on the preview, or the button of that text (`‹ Previous`), the
    mouse moved onto it after the click. Returns the frames drawn ((ms, position, indicator centre x)),
    the click's release and the press (ms)."""
    with resting_on_a_tab(live_server, browser, preset, first) as (page, _):
        key = press.startswith(("Arrow", "Home", "End"))
        box = None if key else page.locator(".scrubber button", has_text=press).bounding_box()
        page.evaluate(PRESSES)
        page.mouse.down()
        page.mouse.up()
        if key:
            page.wait_for_timeout(gap_ms)
            page.keyboard.press(press)
        else:
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            page.wait_for_timeout(gap_ms)
            page.mouse.down()
            page.mouse.up()
        page.wait_for_timeout(1800)
        record = page.evaluate("() => window.__moving")
    assert len(record["ups"]) == 1 and len(record["presses"]) == 1, record
    return record["draws"], record["ups"][0], record["presses"][0]


@pytest.mark.parametrize("press, tab", [("Home", 0), ("‹ Previous", 2)])
def test_btab_a_key_during_the_slide_turns_the_pages_at_the_press(live_server, browser, press, tab):
    # BTab's 80 pt cells from x 12, 88 apart on a 393 pt bar: tab 3 at 0.9 of the bar. Home asks for the
    # first tab, Previous for the one before the tab clicked (selected at the click), not before the page
    # the pages pass.
    draws, up, key = click_then_press(live_server, browser, "bTabViewController", 0.9, press, 40, before=2)

    def first(t):
        return 3 * ease_in_out((t - up) / 400)

    def phone(t):
        return first(t) + (tab - 3) * ease_in_out((t - key) / 400)

    before = [(t, p) for t, p, _ in draws if up + 20 < t < key]
    assert before, draws[:5]
    assert max(abs(p - first(t)) for t, p in before) < 0.08, before
    after = [(t, p) for t, p, _ in draws if t >= key]
    # When the drawn pages leave the click's slide for the key's tab (by 0.03 page): without drawing the
    # key ahead, when the server's answer came (a round trip and more). No frame drawn 100 ms or more after
    # the press may still be on the click's slide (a frame drawn late on a busy machine is judged as drawn).
    turned = next(t for t, p in after if p < first(t) - 0.03)
    print(f"BTabViewController, {press}: the pages turn {turned - key:.0f} ms after the press")
    stale = [(round(t - key), round(p, 3)) for t, p in after if t >= key + 100 and p >= first(t) - 0.03]
    assert not stale, (turned - key, stale)
    # Drawn ahead, until the server's answer (a round trip, 150 ms): on the phone's two added slides.
    ahead = max(abs(p - phone(t)) for t, p in after if t < key + 150)
    print(f"BTabViewController, {press}: {ahead:.3f} page off the phone's path in the first 150 ms")
    assert ahead < 0.02, ahead
    # Then the server's answer takes over, blended in without a jump: between two frames drawn the pages
    # move as the phone's do, within 0.06 page. That answer is the engine's own timing of the press: the
    # session places a press by the fastest batch's latency so far (`ClientClock`) and at its last tick at
    # the latest (`Session.apply`), which put it up to 0.18 page off the phone's path here (printed).
    steps = [abs((b[1] - a[1]) - (phone(b[0]) - phone(a[0]))) for a, b in zip(after, after[1:])]
    assert max(steps) < 0.06, max(steps)
    off = max(abs(p - phone(t)) for t, p in after)
    print(f"BTabViewController, {press}: at most {off:.3f} page off the phone's path")
    assert abs(draws[-1][1] - tab) < 1e-3, draws[-3:]


def test_swiftuitabpager_a_key_turns_the_indicator_and_the_pages_slide_on(live_server, browser):
    # The fixed bar's five equal cells: tab 4 at 0.9; ← then asks for tab 3 (the binding holds 4).
    draws, up, key = click_then_press(live_server, browser, "swiftUITabPager.fixed", 0.9, "ArrowLeft", 40, before=3)
    rest = [i for t, _, i in draws if t < up]
    assert rest, draws[:5]
    start = rest[-1]
    final = draws[-1][2]
    cell = (final - start) / 3
    assert 60 < cell < 100, (start, final)

    # The indicator's `.easeInOut(duration: 0.3)` to tab 4 (`TabBarContainer.swift` lines 42–47).
    def towards_four(t):
        return start + 4 * cell * ease_in_out((t - up) / 300)

    before = [(t, i) for t, _, i in draws if up + 20 < t < key]
    assert max(abs(i - towards_four(t)) for t, i in before) < 4, before
    after = [(t, p, i) for t, p, i in draws if t >= key]
    # When the indicator falls 2 pt behind its way to tab 4: it heads for tab 3 instead. Without drawing
    # the key ahead it went on towards tab 4 until the server's answer, a round trip and more.
    turned = next((t for t, _, i in after if i < towards_four(t) - 2), None)
    assert turned is not None, after
    print(f"SwiftUITabPager, ←: the indicator turns {turned - key:.0f} ms after the press")
    stale = [(round(t - key), round(i, 1)) for t, _, i in after if t >= key + 100 and i >= towards_four(t) - 2]
    assert not stale, (turned - key, stale)
    assert max(i for _, _, i in after) < final + 2, [round(i) for _, _, i in after]
    # The pages finish the slide to tab 4, then slide to tab 3 (queued), never turning mid-way.
    # (On a loaded machine a draw may come late, and the arrival at 4 go undrawn: the pages are then
    # checked not to turn before the slide's end, 0.3 s after the click.)
    positions = [p for _, p, _ in after]
    top = positions.index(max(positions))
    sliding = [p for t, p, _ in after if t < up + 290]
    assert all(b >= a - 1e-3 for a, b in zip(sliding, sliding[1:])), sliding
    # Near the arrival, where the phone's pages are (UIPageViewController's 0.3 s ease-in-out each way).
    def pages(t):
        return 4 * ease_in_out((t - up) / 300) if t < up + 300 else 4 - ease_in_out((t - up - 300) / 300)

    near = [(t - up, p, pages(t)) for t, p, _ in after if abs(t - up - 300) < 20]
    assert all(abs(p - phone) < 0.03 for _, p, phone in near), near
    assert all(b <= a + 1e-3 for a, b in zip(positions[top:], positions[top + 1:])), positions[top:]
    assert abs(positions[-1] - 3) < 1e-3, positions[-3:]


def test_tabman_still_refuses_a_key_while_the_pages_move(live_server, browser):
    # Tabman's default bar: 0.6 of it is a later tab (test_taps_while_moving.py); ← during its slide.
    draws, _, key = click_then_press(live_server, browser, "tabman.buttonBar", 0.6, "ArrowLeft", 40, before=2.5)
    positions = [p for t, p, _ in draws if t >= key]
    # Never heading back: the pages go on to the clicked tab and rest there.
    assert all(b >= a - 1e-3 for a, b in zip(positions, positions[1:])), positions
    assert positions[-1] > 1.999, positions[-3:]
