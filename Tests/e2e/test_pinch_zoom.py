"""A pinch-zoomed preview on a phone stays sharp (decision 0055): the canvas gets the backing pixels the
zoom needs (`visualViewport.scale`, set here through CDP `Emulation.setPageScaleFactor` as a pinch sets it),
within Safari's canvas size, and goes back to the screen's density when the page is zoomed out."""

from conftest import BLACK, artifacts_dir, canvas_ink
from test_phone_walk import CANVAS, open_on_phone, phone

DENSITY = "(s) => { const c = document.querySelector(s); return c.width / parseFloat(c.style.width); }"


def density(page):
    return page.evaluate(DENSITY, CANVAS)


def zoom(page, factor):
    page.cdp.send("Emulation.setPageScaleFactor", {"pageScaleFactor": factor})
    page.wait_for_function(f"() => Math.abs(visualViewport.scale - {factor}) < 1e-6")


def test_a_pinch_zoomed_preview_is_drawn_at_the_zoom(browser, live_server):
    with phone(browser) as page:
        open_on_phone(page, live_server.url + "/")
        assert abs(density(page) - 3) < 0.02
        ink = canvas_ink(page, CANVAS, None, BLACK)
        assert ink["count"] > 0
        # Scroll the bar into the zoomed view's top left corner.
        page.evaluate(
            "(s) => { const r = document.querySelector(s).getBoundingClientRect(); window.scrollTo(0, r.top + scrollY); }",
            CANVAS,
        )
        zoom(page, 2.5)
        page.wait_for_function(f"(s) => Math.abs(({DENSITY})(s) - 7.5) < 0.05", arg=CANVAS)
        # The picture is the same one, drawn with 2.5 x 2.5 times the pixels: the labels' ink is where it
        # was, in about 6 times as many pixels.
        zoomed_ink = canvas_ink(page, CANVAS, None, BLACK)
        assert 4.5 * ink["count"] < zoomed_ink["count"] < 8 * ink["count"], (ink, zoomed_ink)
        assert abs(zoomed_ink["x"] - ink["x"]) < 3.0
        page.screenshot(path=str(artifacts_dir() / "pinch-zoomed-preview.png"))
        # Zoomed out again: the screen's density, not a canvas kept at the zoom's size.
        zoom(page, 1)
        page.wait_for_function(f"(s) => Math.abs(({DENSITY})(s) - 3) < 0.02", arg=CANVAS)
        page.console_watch.assert_clean()
