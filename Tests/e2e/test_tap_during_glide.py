"""A click on a tab while the pages still glide after a swipe, through a 150 ms round trip
(`scripts/latency-proxy.py`; docs/decisions/0053). The preview predicts a release's glide itself
(`local-motion.js`) and the server's answer to it comes a round trip later; a tap in between was not
drawn ahead (nothing of the server's played yet), so the bar went on with the glide for a round trip
and more before it turned for the tab, as if the tap had been refused.

What the phone does, from the libraries' sources, not from the playground's code:

- SwiftUITabPager (camosss/SwiftUITabPager 4.1.2): the tab's button sets the selection binding in
  `withAnimation(.easeInOut)` (`Components/TabBar/TabButtons.swift` lines 26–29), so the indicator heads
  for the tab at the click; `TabContentContainer.updateUIViewController` calls
  `PageTabViewController.updateIndex(to:)` (`Content/PageTabViewController.swift` lines 155–180), whose
  `setViewControllers(_:direction:animated: true)` UIPageViewController runs after the transition under
  way: the glide ends on its page, then the pages slide on to the tab (decision 0035).
- BTabViewController (brkyvrkn/BTabViewController @ d91c20b, `BTabViewController.swift`):
  `collectionView(_:didSelectItemAt:)` (lines 463–477) calls `scrollTab` (lines 413–432), a 0.4 s
  `UIView.animate` of the paging scroll view's offset with `.curveEaseInOut`, which stops the
  deceleration where it is: the pages turn for the tab at the click.
"""

from test_moving_tap import click_and_record, first_turn, resting_on_a_tab
from test_playground import CANVAS, viewport_to_client


def swipe_back_then_click(live_server, browser, preset, first, second, gap_ms=30):
    """Through a 150 ms round trip: clicks the tab at `first` of the bar's width and lets the pages rest
    there, swipes them one page back (a quick drag to the right), and `gap_ms` after the release clicks
    the tab at `second`. Returns the frames drawn ((ms, position, indicator centre x)) and the three
    releases (ms)."""
    with resting_on_a_tab(live_server, browser, preset, first) as (page, (x, y, width, height)):
        page.mouse.down()
        page.mouse.up()
        page.wait_for_timeout(1500)
        box = page.locator(CANVAS).bounding_box()
        start_x, start_y = box["x"] + box["width"] * 0.35, box["y"] + box["height"] * 0.6
        page.mouse.move(start_x, start_y)
        page.mouse.down()
        for step in range(1, 5):
            page.mouse.move(start_x + 30 * step, start_y)
        page.mouse.up()
        page.mouse.move(*viewport_to_client(page, x + width * second, y + height / 2))
        record = click_and_record(page, gap_ms, f"tap-during-glide-{preset}")
    assert len(record["ups"]) == 3, record["ups"]
    return record["draws"], record["ups"]


def click_during_glide(live_server, browser, preset, first, second):
    """`swipe_back_then_click` until the click comes while the pages drawn still glide (more than 0.05
    page short of page 1): on a loaded machine the browser's steps between the release and the click can
    take longer than the glide. At most three tries. Returns what `swipe_back_then_click` does."""
    for _ in range(3):
        draws, ups = swipe_back_then_click(live_server, browser, preset, first, second)
        glide = [p for t, p, _ in draws if ups[1] < t <= ups[2]]
        if glide and glide[-1] > 1.05:
            return draws, ups
    raise AssertionError(f"the click came after the glide three times: {glide[-5:]}")


def test_swiftuitabpager_a_click_during_the_glide_turns_the_indicator_and_the_pages_slide_on(live_server, browser):
    # The fixed bar's five equal cells: tab 2 at 0.5, tab 4 at 0.9. The swipe back glides 2 → 1.
    draws, (_, _, up) = click_during_glide(live_server, browser, "swiftUITabPager.fixed", 0.5, 0.9)
    after = [(t, p, i) for t, p, i in draws if t >= up]
    # The indicator was heading left with the glide (tab 2 → 1); at the click it turns for tab 4.
    turned = first_turn([(t, i) for t, _, i in after], 2, rising=False)
    assert turned is not None, after
    print(f"SwiftUITabPager: the indicator turns {turned - up:.0f} ms after the click during the glide")
    assert turned - up < 100, (turned - up, after[:12])
    # The pages end the glide on page 1, then slide on to 4, never turning mid-way.
    positions = [p for _, p, _ in after]
    low = positions.index(min(positions))
    assert abs(min(positions) - 1) < 0.02, positions
    assert all(b <= a + 1e-3 for a, b in zip(positions[:low], positions[1 : low + 1])), positions[: low + 1]
    assert all(b >= a - 1e-3 for a, b in zip(positions[low:], positions[low + 1 :])), positions[low:]
    assert abs(positions[-1] - 4) < 1e-3, positions[-3:]
    # No jump where the server's answer takes over: UIPageViewController's 0.3 s ease-in-out from page 1
    # to page 4 peaks near 3 · 1.73 / 0.3 ≈ 17 pages a second (as positions go; two pages are drawn).
    speeds = [abs(b[1] - a[1]) / max((b[0] - a[0]) / 1000, 1 / 60) for a, b in zip(after, after[1:])]
    assert max(speeds) < 30, max(speeds)


def test_btab_a_click_during_the_glide_turns_the_pages_at_the_click(live_server, browser):
    # BTab's 80 pt cells from x 12, 88 apart: tab 2 at 0.6 of the bar, tab 4 at 0.95. The swipe back
    # glides 2 → 1; the click stops it where it is and slides to 4 over 0.4 s.
    draws, (_, _, up) = click_during_glide(live_server, browser, "bTabViewController", 0.6, 0.95)
    after = [(t, p) for t, p, _ in draws if t >= up]
    # When the pages turn from heading left: 0.03 page right of the leftmost they got.
    turned = first_turn(after, 0.03, rising=False)
    assert turned is not None, after
    print(f"BTabViewController: the pages turn {turned - up:.0f} ms after the click during the glide")
    assert turned - up < 100, (turned - up, after[:12])
    # They never reach page 1 (the glide stops where it is) and end on 4.
    assert min(p for _, p in after) > 1.02, after[:12]
    assert abs(after[-1][1] - 4) < 1e-3, after[-3:]
