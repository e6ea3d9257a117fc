"""A second click on a tab while the pages still slide from the first (docs/decisions/0035). On the
phone BTabViewController's `didSelectItemAt` and SwiftUITabPager's button take it whatever moves; the
preview refused it (Pageboy's rule) and the pages ended on the first tab. Tabman still refuses it."""

import pytest

from drag_trail import open_settled
from test_playground import CANVAS, viewport_to_client

RECORDER = """() => {
    const canvas = document.querySelector('%s');
    const record = { draws: [] };
    window.__taps = record;
    const draw = () => {
        record.draws.push([canvas.dataset.index, parseFloat(canvas.dataset.shownPosition)]);
        requestAnimationFrame(draw);
    };
    requestAnimationFrame(draw);
}""" % CANVAS


def click_two_tabs(page, url, path, first, second):
    """Clicks the tab at `first` of the bar's width, then 120 ms later the one at `second`; returns the
    (index, position) of every frame drawn, once the preview has rested for a second."""
    open_settled(page, url, RECORDER, settle_ms=800, path=path)
    x, y, width, height = (float(v) for v in page.locator(CANVAS).get_attribute("data-bar").split())
    for at in (first, second):
        page.mouse.click(*viewport_to_client(page, x + width * at, y + height / 2))
        page.wait_for_timeout(120)
    page.wait_for_timeout(1200)
    return page.evaluate("() => window.__taps.draws")


@pytest.mark.parametrize(
    "preset, first, second, expected",
    [
        # BTabViewController: 80 pt cells from x 12, 88 pt apart on a 390 pt bar: tab 2 at 0.6, tab 1 at 0.35.
        ("bTabViewController", 0.6, 0.35, 1),
        # SwiftUITabPager's fixed bar: five equal cells: tab 3 at 0.7, tab 1 at 0.3.
        ("swiftUITabPager.fixed", 0.7, 0.3, 1),
        # Tabman refuses the second click (tab 1, a fifth of the way: test_playground.py): the pages end
        # on the first click's tab, further along.
        ("tabman.buttonBar", 0.6, 0.2, None),
    ],
)
def test_a_second_click_during_the_slide(live_server, browser, preset, first, second, expected):
    status, saved = live_server.request("POST", "/api/configs", {"name": preset, "config": {"preset": preset}})
    assert status == 201, saved
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        draws = click_two_tabs(page, live_server.url, f"/c/{saved['slug']}", first, second)
    finally:
        context.close()
    assert draws, draws
    index, position = draws[-1]
    if expected is None:
        assert int(index) > 1 and abs(position - int(index)) < 1e-3, draws[-5:]
    else:
        assert index == str(expected) and abs(position - expected) < 1e-3, draws[-5:]
    # The pages moved in between (the second click came during the slide), never jumping a page at once.
    positions = [p for _, p in draws]
    assert max(positions) > 0.5, positions
    jumps = [(a, b) for a, b in zip(positions, positions[1:]) if abs(b - a) > 0.5]
    assert not jumps, jumps
