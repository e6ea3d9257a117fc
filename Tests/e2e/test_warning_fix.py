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
