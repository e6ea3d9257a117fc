"""Compare mode through a 150 ms round trip (`scripts/latency-proxy.py`): both previews start moving at the
press. The main preview plays a tap, a click, Next or → from its own moment with answers asked ahead
(decisions 0032, 0033); the baseline's canvas sees no presses, only the inputs mirrored to its session,
so it drew the same tap a round trip later, already two thirds of the way (first motion about 190 ms
after the release, at 0.6). The main preview now tells the baseline its gestures and the baseline plays
its own session's answers from the same moments (decision 0037)."""

import pytest

from drag_trail import open_settled
from test_compare import BASELINE
from test_drag_trail import start_proxy
from test_playground import CANVAS
from test_tap_ahead import press_second_tab

RECORDER = """([main, baseline]) => {
    const record = { draws: { main: [], baseline: [] }, upAt: null };
    window.__tap = record;
    window.addEventListener('pointerup', (e) => { record.upAt = e.timeStamp; }, true);
    window.addEventListener('keydown', (e) => { record.upAt = e.timeStamp; }, true);
    const canvases = { main: document.querySelector(main), baseline: document.querySelector(baseline) };
    const draw = () => {
        const t = performance.now();
        for (const [name, canvas] of Object.entries(canvases)) {
            record.draws[name].push([t, parseFloat(canvas.dataset.shownPosition)]);
        }
        requestAnimationFrame(draw);
    };
    requestAnimationFrame(draw);
}"""


def both_through_a_slow_link(live_server, browser, baseline=None, **press):
    """Opens the playground through a 150 ms round trip with compare on (the baseline: the preset's
    defaults, the same design, or the `baseline` source chosen), presses as `press_second_tab` does, and
    returns, per preview, (ms after the release, position) of every frame drawn from the release on."""
    proxy, url = start_proxy(live_server.url, 150)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        open_settled(page, url, "() => {}")
        page.check("#stage-compare")
        page.wait_for_function(
            """(s) => { const c = document.querySelector(s);
                return c && c.dataset.drawn && c.dataset.bar && c.dataset.fonts === 'ready'; }""",
            arg=BASELINE, timeout=30000)
        if baseline:
            page.select_option(".compare__source", baseline)
        # Both panes laid out and at rest.
        page.wait_for_timeout(1000)
        page.evaluate(RECORDER, [CANVAS, BASELINE])
        press_second_tab(page, **press)
        page.wait_for_function(
            "(all) => all.every((s) => document.querySelector(s).dataset.index === '1')",
            arg=[CANVAS, BASELINE], timeout=10000)
        page.wait_for_timeout(800)
        record = page.evaluate("() => window.__tap")
    finally:
        context.close()
        proxy.terminate()
        proxy.wait(timeout=10)
    return {
        name: [(t - record["upAt"], p) for t, p in draws if t >= record["upAt"]]
        for name, draws in record["draws"].items()
    }


def first_motion(draws):
    """(ms after the release, position) of the first frame that moved; the animation runs forward only
    and ends on the second page."""
    moving = [(t, p) for t, p in draws if p > 0.0005]
    assert moving, draws
    positions = [p for _, p in moving]
    assert all(b >= a - 1e-3 for a, b in zip(positions, positions[1:])), positions
    assert abs(positions[-1] - 1) < 1e-3, positions[-5:]
    return moving[0]


@pytest.mark.parametrize(
    "press",
    [
        # A touch-length press: the answer to the finger going down (`tapTrajectory`).
        {"press_ms": 120},
        # A mouse click after resting on the tab: `GET …/what-if?tap=1`, each preview of its own session.
        {"press_ms": 8, "rest_ms": 600},
        # Pageboy's scrollToPage(.next, animated: true) from the Next button under the main preview.
        {"press_ms": 8, "rest_ms": 600, "on_next": True},
        # → on the focused main preview.
        {"rest_ms": 600, "by_key": True},
    ],
    ids=["tap", "click", "next", "arrow-key"],
)
def test_both_previews_move_at_the_press_through_a_slow_link(live_server, browser, press):
    draws = both_through_a_slow_link(live_server, browser, **press)
    assert_both_start_at_the_press(draws)


def test_a_baseline_of_another_library_moves_at_the_click_too(live_server, browser):
    # SwiftUITabPager's pages beside Tabman's: Next asks each session about its own pager, and each plays
    # its own library's transition from the click.
    draws = both_through_a_slow_link(
        live_server, browser, baseline="preset:swiftUITabPager.fixed", press_ms=8, rest_ms=600, on_next=True)
    assert_both_start_at_the_press(draws)


def assert_both_start_at_the_press(draws):
    """Both previews first moved within a frame or two of each other, early in the animation."""
    main, baseline = first_motion(draws["main"]), first_motion(draws["baseline"])
    print(f"first motion: main {main[0]:.0f} ms at {main[1]:.3f}, baseline {baseline[0]:.0f} ms at {baseline[1]:.3f}")
    # The baseline starts with the main preview, within a frame or two, and early in its animation.
    # Without the baseline playing ahead it started about 190 ms after the release, at 0.6.
    assert baseline[0] < 140, draws["baseline"][:8]
    assert baseline[1] < 0.4, draws["baseline"][:8]
    assert abs(baseline[0] - main[0]) < 40, (main, baseline)


def test_on_a_phone_the_baseline_head_scrolls_to_pin_current(live_server, browser):
    # Half of a 390 px screen holds "Before:" and the source; Pin current and the baseline's name were cut
    # off by the head (overflow hidden), out of reach. The head now scrolls sideways, at one height.
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=False)
    try:
        page = context.new_page()
        open_settled(page, live_server.url, "() => {}")
        page.check("#stage-compare", force=True)
        head = page.locator("[data-compare] .compare__head")
        pin = page.get_by_role("button", name="Pin current")
        pin.wait_for(state="attached")
        inside = """([head, pin]) => { const h = head.getBoundingClientRect(), p = pin.getBoundingClientRect();
            return p.left >= h.left - 0.5 && p.right <= h.right + 0.5; }"""
        box = head.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        for _ in range(5):
            if page.evaluate(inside, [head.element_handle(), pin.element_handle()]):
                break
            page.mouse.wheel(120, 0)
            page.wait_for_timeout(100)
        assert page.evaluate(inside, [head.element_handle(), pin.element_handle()])
        heights = page.evaluate(
            "() => [...document.querySelectorAll('.compare__head')].map((h) => h.getBoundingClientRect().height)")
        assert len(heights) == 2 and abs(heights[0] - heights[1]) < 0.5, heights
        # Reached, it works: the pinned design is the baseline.
        pin.click()
        assert page.locator(".compare__source").input_value() == "pinned"
    finally:
        context.close()
