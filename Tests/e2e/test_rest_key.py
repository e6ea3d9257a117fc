"""A key on the focused preview (→ ← End) within a round trip of a rest, through a 150 ms round trip
(`scripts/latency-proxy.py`; docs/decisions/0054). The pages come to rest from a click (drawn from the
click, decisions 0032 and 0033); the designer presses a key a fraction of a round trip after the rest is
drawn. The what-if answers the browser holds are for the old rest, so the preview held the rest for a
round trip and more, then played the slide late. It now draws the key from the rest it drew, as a tap on
the tab the engine names (0049, 0050), and the server's answer takes over.

The phone's motion is worked out here from the libraries' sources, not from the playground's code: a
key is a tap on the tab it names, counted from the tab at rest (0049):

- Tabman: Pageboy's `scrollToPage(.next, animated: true)` (uias/Pageboy 5.0.1,
  `PageboyViewController.swift` lines 267–278; `.next` counts from `currentIndex`, `Model/Page.swift`
  lines 56–74), safe at rest: UIPageViewController's 0.3 s ease-in-out slide.
- BTabViewController: `collectionView(_:didSelectItemAt:)` (brkyvrkn/BTabViewController @ d91c20b,
  `BTabViewController.swift` lines 463–477) and `scrollTab` (lines 413–432): the offset in
  `UIView.animate(withDuration: 0.4, options: .curveEaseInOut)`, through the pages between.
- SwiftUITabPager: the selection binding set, `PageTabViewController.updateIndex(to:)`
  (camosss/SwiftUITabPager 4.1.2, `Content/PageTabViewController.swift` lines 155–180):
  UIPageViewController's 0.3 s slide.
"""

import time

import pytest

from test_moving_keys import PRESSES
from test_moving_tap import ease_in_out
from test_rest_tap import RTT_MS, clicked_through_a_slow_link


def key_after_rest(live_server, browser, preset, first, rested, key, duration, after_ms):
    """Through a 150 ms round trip: rests the mouse on the tab at `first` of the bar's width (asked about
    ahead, decision 0033), clicks it (which focuses the preview; its slide, `duration` s, is drawn from the
    click) and presses `key` about `after_ms` after the pages are drawn resting on tab `rested` (timed from
    the click on this side). Returns the frames drawn ((ms, position, indicator centre x)), the moment the
    rest was first drawn and the key's press (ms)."""
    with clicked_through_a_slow_link(live_server, browser, preset, first, PRESSES) as (page, _, clicked):
        # The press itself takes a few ms to reach the page.
        time.sleep(max(0.0, clicked + duration + after_ms / 1000 - 0.005 - time.monotonic()))
        page.keyboard.press(key)
        page.wait_for_timeout(1500)
        record = page.evaluate("() => window.__moving")
    assert len(record["presses"]) == 1, record["presses"]
    draws = record["draws"]
    rest = next(t for t, p, _ in draws if abs(p - rested) < 1e-6)
    return draws, rest, record["presses"][0]


@pytest.mark.parametrize(
    "preset, first, key, target, duration",
    [
        # Tabman's default bar: tab 1 a fifth of the way (test_playground.py); → asks for tab 2.
        ("tabman.buttonBar", 0.2, "ArrowRight", 2, 0.3),
        # BTabViewController: 80 pt cells from x 12, 88 pt apart: tab 1 at 0.35; End asks for tab 4.
        ("bTabViewController", 0.35, "End", 4, 0.4),
        # SwiftUITabPager's fixed bar, five equal cells: tab 1 at 0.3; ← asks for tab 0.
        ("swiftUITabPager.fixed", 0.3, "ArrowLeft", 0, 0.3),
    ],
)
def test_a_key_within_a_round_trip_of_a_rest_moves_at_the_press(live_server, browser, preset, first, key, target, duration):
    rested = 1
    # Within the round trip after the rest (about a third of it), before any answer about the new rest.
    # At most four tries: a busy machine delays the browser's steps by 100 ms and more now and then.
    for _ in range(4):
        draws, rest, pressed = key_after_rest(live_server, browser, preset, first, rested, key, duration, RTT_MS * 0.3)
        if 0 < pressed - rest < RTT_MS * 0.55:
            break
    else:
        raise AssertionError(f"the key came {pressed - rest:.0f} ms after the rest, outside the round trip, four times")
    after = [(t, p) for t, p, _ in draws if t >= pressed]
    moved = next((t - pressed for t, p in after if abs(p - rested) > 0.005), None)
    assert moved is not None, draws[-5:]

    def phone(t):
        return rested + (target - rested) * ease_in_out((t - pressed) / (duration * 1000))

    off = max(abs(p - phone(t)) for t, p in after)
    print(f"{preset}, {key}: pressed {pressed - rest:.0f} ms after the rest was drawn; first motion {moved:.0f} ms "
          f"after the press; at most {off:.3f} page off the phone's slide")
    # Without drawing it from the rest the slide first moved a round trip and more after the press.
    assert moved < 60, (moved, [(round(t - pressed), round(p, 3)) for t, p in after[:30]])
    # The phone's slide from the press, all the way (the server's answer taking over without a jump).
    assert off < 0.05, (off, [(round(t - pressed), round(p, 3), round(phone(t), 3)) for t, p in after[:30]])
    assert abs(after[-1][1] - target) < 1e-3, after[-3:]
