"""The warning strip under the preview offers a warning's fix (issue 47, section 2 item 12).

Tabman's default bar in dark mode is white `.label` titles on the fixed `.extraLight` blur
(uias/Tabman 4.0.1 `TMBarView.swift` line 64, `TMLabelBarButton.swift` lines 168-170): the engine's layout
warns `dark-mode-light-bar` with a fix that sets `bar.background.blurStyle` to `systemMaterial`. The strip
shows the warning with a button; clicking it changes the option and the warning goes.
"""

from test_accessories import open_config

CONFIG = {"schemaVersion": 1, "preset": "tabman.buttonBar", "appearance": {"colorScheme": "dark"}}


def test_the_dark_mode_warning_offers_the_adaptive_blur(live_server, page):
    open_config(page, live_server, CONFIG, "Dark Tabman")
    strip = page.locator(".warnings")
    strip.get_by_text("dark-mode-light-bar").wait_for(timeout=10000)
    button = strip.locator("button.warnings__fix")
    assert "systemMaterial" in button.inner_text()
    button.click()
    page.wait_for_function("() => document.querySelector('.warnings').hidden", timeout=10000)
    assert page.locator('select[name="bar.background.blurStyle"]').input_value() == "systemMaterial"
