"""Compare mode: a second live preview of the baseline (the saved version, or a pinned document) beside the
main one, moved by the same gestures. Checked on the real canvases: the indicator drawn in each preview's
own colour, and both pagers on the same page after a page move made on the main one."""

import json

from conftest import RED, canvas_ink, poll
from test_accessories import open_config
from test_playground import CANVAS

BASELINE = '[data-testid="compare-canvas"]'
CONFIG = {"schemaVersion": 1, "preset": "tabman.buttonBar"}


def red_in_bar(page, selector):
    """Clearly red pixels in the bar (`data-bar`, viewport points) of a preview canvas."""
    return canvas_ink(page, selector, None, RED)["count"]


def wait_red(page, selector, present, timeout=15.0):
    """Waits until the preview has drawn with fonts and its bar shows red (more than 20 pixels) or none."""
    page.wait_for_function(
        """(selector) => { const c = document.querySelector(selector);
            return c && c.dataset.drawn && c.dataset.bar && c.dataset.fonts === 'ready'; }""",
        arg=selector,
        timeout=timeout * 1000,
    )
    poll(page, lambda: red_in_bar(page, selector), lambda count: count > 20 if present else count == 0, timeout)


def test_compare_shows_the_saved_version_beside_the_edits_and_mirrors_gestures(live_server, page):
    open_config(page, live_server, CONFIG, "Compare")
    # An edit: a red indicator (the saved version's is blue).
    field = page.locator('input[name="indicator.color"]')
    field.fill("#FF0000FF")
    field.press("Enter")
    wait_red(page, CANVAS, present=True)
    assert page.locator("[data-compare]").count() == 0

    page.check("#stage-compare")
    assert page.locator("[data-compare]").is_visible()
    assert page.locator("[data-compare-now]").is_visible()
    assert page.locator(".compare__source").input_value() == "saved"
    assert page.inner_text("[data-compare] .compare__label") == "“Compare” v1"
    # The main preview's head says what differs from the baseline.
    assert page.inner_text("[data-compare-now] .compare__label") == "1 change: Indicator colour"
    assert page.get_attribute("[data-compare-now] .compare__label", "title") == "Indicator colour: #007AFFFF → #FF0000FF"
    # The baseline draws the saved (blue) indicator, the main preview the red one.
    page.wait_for_function(f"() => document.querySelector('{BASELINE}').dataset.drawn")
    wait_red(page, BASELINE, present=False)
    assert red_in_bar(page, CANVAS) > 20
    # Both previews are drawn at the same size.
    sizes = page.evaluate(
        f"() => [document.querySelector('{CANVAS}'), document.querySelector('{BASELINE}')].map(c => c.getBoundingClientRect().width)"
    )
    assert abs(sizes[0] - sizes[1]) < 1, sizes

    # A page move made on the main preview moves both.
    page.click("text=Next ›")
    page.wait_for_function(
        f"""() => ['{CANVAS}', '{BASELINE}'].every(s => document.querySelector(s).dataset.index === '1')"""
    )
    # A drag on the main canvas too: back to page 0 on both.
    box = page.locator(CANVAS).bounding_box()
    y = box["y"] + box["height"] * 0.6
    page.mouse.move(box["x"] + box["width"] * 0.2, y)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] * 0.9, y, steps=12)
    page.mouse.up()
    page.wait_for_function(
        f"""() => ['{CANVAS}', '{BASELINE}'].every(s => document.querySelector(s).dataset.index === '0')"""
    )

    # Pinning the current document makes it the baseline: now red on both.
    page.click("text=Pin current")
    assert page.locator(".compare__source").input_value() == "pinned"
    assert page.inner_text("[data-compare] .compare__label").startswith("pinned at ")
    wait_red(page, BASELINE, present=True)
    assert page.inner_text("[data-compare-now] .compare__label") == "no changes"
    # Back to the saved version: blue again.
    page.select_option(".compare__source", "saved")
    wait_red(page, BASELINE, present=False)
    bar_before = page.get_attribute(BASELINE, "data-bar")

    # The same tabs in another library: SwiftUITabPager's fixed bar, whose bar the engine lays out.
    page.select_option(".compare__source", "preset:swiftUITabPager.fixed")
    assert page.inner_text("[data-compare] .compare__label") == "SwiftUITabPager · fixed"
    page.wait_for_function(
        f"""() => {{ const c = document.querySelector('{BASELINE}'); return c.dataset.bar && c.dataset.bar !== {json.dumps(bar_before)}; }}"""
    )

    page.uncheck("#stage-compare")
    assert page.locator("[data-compare]").count() == 0
    assert page.locator("[data-device]").count() == 1
    assert page.locator("[data-compare-now]").is_hidden()
    page.console_watch.assert_clean()


def test_compare_without_a_saved_version_uses_the_preset(live_server, page):
    page.goto(live_server.url + "/")
    page.wait_for_function(f"() => document.querySelector('{CANVAS}').dataset.drawn")
    page.check("#stage-compare")
    assert page.locator(".compare__source").input_value() == "preset"
    assert page.inner_text("[data-compare] .compare__label") == "Tabman · ButtonBar"
    assert page.locator('.compare__source option[value="saved"]').is_disabled()
    page.wait_for_function(f"() => document.querySelector('{BASELINE}').dataset.drawn")
    # The stage's Dark switches both previews (the view is mirrored to the baseline's session): the middle of
    # the baseline's screen, a page (pastel in light mode, channels summing over 600), turns dark.
    page.click("button.toggle[data-value=dark]")
    page.wait_for_function(
        """() => [...document.querySelectorAll('[data-device]')].every(d => d.dataset.scheme === 'dark')"""
    )
    page.wait_for_function(
        """(selector) => { const c = document.querySelector(selector);
            const d = c.getContext('2d').getImageData(Math.floor(c.width / 2), Math.floor(c.height * 0.7), 1, 1).data;
            return d[0] + d[1] + d[2] < 400; }""",
        arg=BASELINE,
        timeout=15000,
    )
    # The setting is the page's: it stays on after a reload.
    page.reload()
    page.wait_for_function(f"() => document.querySelector('{BASELINE}').dataset.drawn")
    assert page.locator("#stage-compare").is_checked()
    page.uncheck("#stage-compare")
    page.console_watch.assert_clean()
