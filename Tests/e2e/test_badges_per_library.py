"""Each library's badge, or none (docs/decisions/0039), as a designer meets it in the page.

SwiftUITabPager has no badge API (camosss/SwiftUITabPager 4.1.2: nothing under `Sources/SwiftUITabPager/`;
a tab is the app's label closure), so a tab's badge is not drawn there: the layout has no badge, the warning
strip says why and where an app would draw one, and the badge colours are hidden. Under Tabman the same
tabs show their `TMBadgeView` badges and the colours.
"""

from test_playground import open_playground

ITEMS = [{"id": "home", "title": "Home", "badge": "3"}, {"id": "me", "title": "Me"}]


def open_saved(page, server, config, name):
    status, saved = server.request("POST", "/api/configs", {"name": name, "config": config})
    assert status == 201, saved
    open_playground(page, server, f"/c/{saved['slug']}")


def test_swiftuitabpager_shows_no_badge_and_says_why(live_server, page):
    open_saved(page, live_server, {"schemaVersion": 2, "preset": "swiftUITabPager.fixed", "items": ITEMS}, "No badge")
    strip = page.locator(".warnings")
    strip.get_by_text("no-badges").wait_for(timeout=10000)
    assert "label closure" in strip.inner_text()
    # Hidden by their show-when conditions (not merely inside a folded group).
    for path in ["buttons.badge.backgroundColor", "buttons.badge.textColor"]:
        row = page.locator(f'.control[data-path="{path}"]')
        row.wait_for(state="attached", timeout=10000)
        assert row.evaluate("(e) => e.hidden"), path
    page.console_watch.assert_clean()


def test_tabman_shows_its_badge_and_the_colours(live_server, page):
    open_saved(page, live_server, {"schemaVersion": 2, "preset": "tabman.buttonBar", "items": ITEMS}, "Badge")
    page.locator('.control[data-path="buttons.badge.backgroundColor"]').wait_for(state="attached", timeout=10000)
    # The Buttons group may be folded: the row itself is not hidden by its show-when conditions.
    assert not page.locator('.control[data-path="buttons.badge.backgroundColor"]').evaluate("(e) => e.hidden")
    assert page.locator(".warnings").evaluate("(e) => e.hidden || !e.textContent.includes('no-badges')")
    page.console_watch.assert_clean()
