"""The warning strip under the preview offers a warning's fix (issue 47, section 2 item 12).

Tabman's default bar in dark mode is white `.label` titles on the fixed `.extraLight` blur
(uias/Tabman 4.0.1 `TMBarView.swift` line 64, `TMLabelBarButton.swift` lines 168-170): the engine's layout
warns `dark-mode-light-bar` with a fix that sets `bar.background.blurStyle` to `systemMaterial`. The strip
shows the warning with a button; clicking it changes the option and the warning goes.
"""


from test_playground import open_playground

CONFIG = {"schemaVersion": 2, "preset": "tabman.buttonBar"}


def test_the_dark_mode_warning_offers_the_adaptive_blur(live_server, page):
    status, saved = live_server.request("POST", "/api/configs", {"name": "Dark Tabman", "config": CONFIG})
    assert status == 201, saved
    # Dark is the view, named in the address (decision 0022).
    open_playground(page, live_server, f"/c/{saved['slug']}?colorScheme=dark")
    strip = page.locator(".warnings")
    strip.get_by_text("dark-mode-light-bar").wait_for(timeout=10000)
    button = strip.locator("button.warnings__fix")
    assert "systemMaterial" in button.inner_text()
    button.click()
    page.wait_for_function("() => document.querySelector('.warnings').hidden", timeout=10000)
    assert page.locator('select[name="bar.background.blurStyle"]').input_value() == "systemMaterial"


def test_on_a_phone_a_warning_keeps_to_one_line_until_tapped(live_server, browser):
    """On a phone the strip sits inside the pinned preview: each warning is one line ending in an ellipsis,
    so the device keeps its height; a tap shows the warning and its fix's label whole, and the fix works."""
    from test_phone_and_keyboard import PHONE

    status, saved = live_server.request("POST", "/api/configs", {"name": "Dark Tabman on a phone", "config": CONFIG})
    assert status == 201, saved
    phone = browser.new_context(**PHONE)
    try:
        page = phone.new_page()
        open_playground(page, live_server, f"/c/{saved['slug']}?colorScheme=dark")
        strip = page.locator(".warnings")
        strip.get_by_text("dark-mode-light-bar").wait_for(timeout=10000)
        text = page.locator(".warnings__text").first
        button = strip.locator("button.warnings__fix")
        # One line: the text and the button are cut with an ellipsis, the strip no taller than a line.
        assert strip.bounding_box()["height"] <= 40, strip.bounding_box()
        assert text.evaluate("(e) => e.scrollWidth > e.clientWidth")
        # The whole text is still there for a screen reader.
        assert "hard to read" in text.inner_text()
        text.tap()
        page.wait_for_function("() => document.querySelector('.warnings__item--open')", timeout=5000)
        assert strip.bounding_box()["height"] > 60, strip.bounding_box()
        assert text.evaluate("(e) => e.scrollWidth <= e.clientWidth")
        assert button.evaluate("(e) => e.scrollWidth <= e.clientWidth"), "the fix's label reads whole"
        button.tap()
        page.wait_for_function("() => document.querySelector('.warnings').hidden", timeout=10000)
    finally:
        phone.close()
