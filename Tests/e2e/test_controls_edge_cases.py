"""Controls at their edges, each found in a browser walkthrough of the playground: a custom stage
size with landscape on, the position scrubber from the keyboard, the opacity field given a value out
of range, the share panel's versions after a save, a draft whose preset no longer exists, the
filter's count, the text-size menu's custom entry and the page title after a save."""

import json

from test_playground import CANVAS, canvas_data, open_playground, save_current, type_custom_size, wait_drawn


def test_a_custom_size_is_used_as_typed_with_landscape_on(live_server, page):
    open_playground(page, live_server)
    page.get_by_role("button", name="Landscape").click()
    type_custom_size(page, 1000, 700)
    page.wait_for_function("(s) => document.querySelector(s).dataset.viewport === '1000x700'", arg=CANVAS)
    # The orientation toggle has no meaning for a size typed in points.
    assert page.get_by_role("button", name="Landscape").is_hidden()
    page.select_option("#stage-device", "iphone-se")
    page.wait_for_function("(s) => document.querySelector(s).dataset.viewport === '667x375'", arg=CANVAS)
    page.console_watch.assert_clean()


def test_arrow_keys_hold_the_scrubbed_position_until_escape(live_server, page):
    open_playground(page, live_server)
    page.locator("#scrub-position").focus()
    for _ in range(10):
        page.keyboard.press("ArrowRight")
    near = "(s) => Math.abs(Number(document.querySelector(s).dataset.position) - 0.1) < 0.011"
    page.wait_for_function(near, arg=CANVAS)
    # Each press used to settle the pager back on page 0 at once.
    page.wait_for_timeout(600)
    assert abs(float(canvas_data(page, "position")) - 0.1) < 0.011, canvas_data(page, "position")
    page.keyboard.press("Escape")
    page.wait_for_function("(s) => Number(document.querySelector(s).dataset.position) === 0", arg=CANVAS)
    page.console_watch.assert_clean()


def test_the_opacity_field_shows_the_opacity_applied(live_server, page):
    open_playground(page, live_server)
    field = page.locator('.color:has(input[name="indicator.color"])')
    alpha = field.locator(".color__alpha")
    alpha.fill("150")
    alpha.press("Tab")
    assert alpha.input_value() == "100"
    assert field.locator('input[name="indicator.color"]').input_value().endswith("FF")
    alpha.fill("-20")
    alpha.press("Tab")
    assert alpha.input_value() == "0"
    assert field.locator('input[name="indicator.color"]').input_value().endswith("00")
    page.console_watch.assert_clean()


def test_the_share_panel_lists_a_new_version_at_once(live_server, page):
    open_playground(page, live_server)
    page.select_option('select[name="indicator.kind"]', "dot")
    save_current(page, "Versions at once")
    page.get_by_role("tab", name="Share").click()
    page.wait_for_function("() => document.querySelector('.versions').textContent.includes('v1')")
    page.select_option('select[name="indicator.kind"]', "chevron")
    page.wait_for_function("() => document.querySelector('[data-doc-state]').textContent.includes('edited')")
    save_current(page, "Versions at once")
    # The list used to keep v1 alone until another tab was shown.
    page.wait_for_function("() => document.querySelector('.versions').textContent.includes('v2')", timeout=5000)
    page.console_watch.assert_clean()


def test_a_draft_on_a_preset_that_no_longer_exists_falls_back_to_a_known_preset(live_server, page):
    open_playground(page, live_server)
    draft = {"doc": {"schemaVersion": 1, "preset": "no.such.preset"}, "savedAt": "2026-11-30T00:00:00Z"}
    page.evaluate("(d) => localStorage.setItem('pp.draft:/', d)", json.dumps(draft))
    page.reload()
    wait_drawn(page)
    assert page.locator("[data-preset-select]").input_value() != ""
    page.evaluate("() => localStorage.clear()")
    # The refused draft is a 400 the console reports; nothing else may be.
    assert all("400" in error for error in page.console_watch.errors), page.console_watch.errors


def test_the_filter_counts_the_options_it_lists(live_server, page):
    open_playground(page, live_server)
    page.fill("[data-filter]", "corner radius")
    summary = page.locator("[data-controls-summary]")
    page.wait_for_function("() => document.querySelector('[data-controls-summary]').textContent.includes('match')")
    listed = page.locator(".control:visible").count()
    text = summary.inner_text()
    assert text.startswith(f"{listed} of "), (text, listed)


def test_the_text_menu_shows_an_unlisted_size_once_and_drops_it(live_server, page):
    # A text size the menu does not name comes from the address (the view, decision 0022).
    open_playground(page, live_server, "/?textScale=1.9")
    page.wait_for_function("() => document.querySelector('#stage-text').value === '1.9'")
    customs = page.locator("#stage-text option", has_text="Custom")
    assert customs.count() == 1
    assert customs.first.inner_text() == "Custom (1.9×)"
    page.select_option("#stage-text", "1")
    page.wait_for_function("() => !location.search.includes('textScale')")
    assert page.locator("#stage-text option", has_text="Custom").count() == 0
    page.console_watch.assert_clean()


def test_the_page_title_names_the_config_once_saved(live_server, page):
    open_playground(page, live_server)
    assert page.title() == "Pager Playground"
    save_current(page, "Titled pager")
    page.wait_for_function("() => document.title === 'Titled pager · Pager Playground'")
    page.console_watch.assert_clean()


def test_in_slow_motion_the_position_readout_follows_what_is_drawn(live_server, page):
    """At 0.25x a tab change streams in at once but is drawn over four times as long: the scrubber's
    position is that of the picture, not of the newest frame received."""
    from test_playground import open_playground

    open_playground(page, live_server)
    page.select_option("#stage-rate", "0.25")
    canvas = page.locator('[data-testid="preview-canvas"]')
    canvas.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('[data-testid=\"preview-canvas\"]').dataset.position === '1'", timeout=10000)
    readouts = []
    for _ in range(6):
        shown = float(canvas.get_attribute("data-shown-position"))
        readout = float(page.locator(".scrubber__value").inner_text())
        readouts.append((shown, readout))
        page.wait_for_timeout(60)
    # Mid-animation the picture is short of page 1, and so is the readout (to its two decimals).
    moving = [(s, r) for s, r in readouts if 0.02 < s < 0.98]
    assert moving, readouts
    assert all(r < 1 and abs(r - s) < 0.2 for s, r in moving), readouts
