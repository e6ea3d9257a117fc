"""Three things earlier designer walks found (decision 0047), in headless Chromium against the real server.

1. A preset round trip through a library that cannot use an edit keeps it: Tabman's ButtonBar with a 6 pt red
   indicator → TabBarController (no indicator: the weight and colour are set aside, and the notice says so)
   → ButtonBar again: both come back, in the controls and in the preview.
2. BTabViewController's `highlightFont` is its own property (`BTabItem.swift` lines 16 and 18, both 12 pt;
   `BTabCell.setTheme` lines 95-104 shows it on the selected cell): raising the font size to 20 pt raises the
   selected size with it while the two are equal, and the export writes both.
3. TabBarController's `UITabBar` keeps its 49 pt with 20 pt titles: the icons stay whole inside the bar and the
   warning strip says the titles run below the items, with a fix.
"""

from conftest import RED, canvas_ink, poll
from test_playground import open_playground, wait_drawn

CANVAS = '[data-testid="preview-canvas"]'


def set_field(page, name, value):
    field = page.locator(f'input[name="{name}"]')
    field.fill(value)
    field.press("Enter")


def open_preset(page, server, preset):
    open_playground(page, server)
    page.select_option("[data-preset-select]", preset)
    wait_drawn(page)


def finish(page):
    """Leaves no draft for the next test, and no console errors."""
    page.evaluate("() => localStorage.clear()")
    page.console_watch.assert_clean()


def red_in_bar(page):
    return canvas_ink(page, CANVAS, None, RED)["count"]


def test_indicator_edits_come_back_after_a_round_trip_through_tabbarcontroller(live_server, page):
    open_playground(page, live_server)
    set_field(page, "indicator.weight", "6")
    set_field(page, "indicator.color", "#FF0000FF")
    poll(page, lambda: red_in_bar(page), lambda n: n > 20)

    page.select_option("[data-preset-select]", "tabBarController.bottom")
    notice = page.get_by_test_id("preset-notice")
    notice.wait_for(state="visible", timeout=5000)
    there = page.inner_text('[data-testid="preset-notice-text"]')
    poll(page, lambda: red_in_bar(page), lambda n: n == 0)

    page.select_option("[data-preset-select]", "tabman.buttonBar")
    page.wait_for_function("() => document.querySelector('[data-preset-select]').value === 'tabman.buttonBar'")
    weight = page.locator('input[name="indicator.weight"]')
    poll(page, lambda: weight.input_value(), lambda v: v.startswith("6"))
    assert page.input_value('input[name="indicator.color"]').upper() == "#FF0000FF"
    assert page.inner_text("[data-doc-state]").startswith("Unsaved changes")
    poll(page, lambda: red_in_bar(page), lambda n: n > 20)
    # The notices said what went aside and what came back.
    assert "Set aside Weight, Indicator colour" in there and "come back" in there, there
    back = page.inner_text('[data-testid="preset-notice-text"]')
    assert "brought back 2 edits" in back, back
    finish(page)


def test_the_btab_selected_title_follows_the_font_size_while_they_are_equal(live_server, page):
    open_preset(page, live_server, "bTabViewController")
    selected = 'input[name="buttons.selectedFont.size"]'
    set_field(page, "buttons.font.size", "20")
    page.wait_for_function(f"() => document.querySelector('{selected}').value.startsWith('20')", timeout=5000)
    hint = page.locator('[data-path="buttons.selectedFont.size"] [data-testid="control-hint"]')
    assert hint.inner_text() == "Follows Font size while the two are equal."
    # The Export tab writes the page's design: both BTabItemModel fonts at 20 pt.
    page.get_by_role("tab", name="Export").click()
    code = page.get_by_test_id("export-code")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"export-code\"]').textContent.includes('highlightFont')", timeout=10000
    )
    text = code.inner_text()
    assert "item.titleFont = UIFont.systemFont(ofSize: 20, weight: .regular)" in text, text
    assert "item.highlightFont = UIFont.systemFont(ofSize: 20, weight: .bold)" in text, text
    page.get_by_role("tab", name="Tabs").click()
    # A selected size of its own (the library's example app: 16 pt bold over 12 pt) is separate, and the font
    # size row says what the selected title keeps.
    set_field(page, "buttons.selectedFont.size", "16")
    set_field(page, "buttons.font.size", "13")
    font_hint = page.locator('[data-path="buttons.font.size"] [data-testid="control-hint"]')
    font_hint.wait_for(state="visible", timeout=5000)
    assert font_hint.inner_text() == "The selected tab's title stays 16 pt: Selected font size is separate."
    assert page.input_value(selected).startswith("16")
    finish(page)


def test_twenty_point_tab_bar_titles_keep_the_icons_whole_and_warn(live_server, page):
    open_preset(page, live_server, "tabBarController.bottom")
    set_field(page, "buttons.font.size", "20")
    strip = page.locator(".warnings")
    strip.get_by_text("tab-title-overflow").wait_for(timeout=10000)
    assert "UITabBar keeps its height" in strip.inner_text()
    button = strip.locator("button.warnings__fix", has_text="10 pt")
    button.click()
    page.wait_for_function("() => !document.querySelector('.warnings').textContent.includes('tab-title-overflow')", timeout=10000)
    assert page.input_value('input[name="buttons.font.size"]').startswith("10")
    finish(page)


def test_a_top_tab_bar_shows_its_tall_titles_over_the_pages_and_warns_the_same(live_server, page):
    """Decision 0051: a top TabBarController bar lays its 20 pt titles out as the bottom one (icon at the top, the
    title running below the 49 pt items) and no longer cuts them at its bottom edge: TabBarController puts its
    bar over the pages (`TabBarController.swift` lines 102 and 108) and nothing clips a UIView's subviews unless
    `clipsToBounds` is set. The selected title is red here, so its ink under the bar's frame can be counted."""
    open_preset(page, live_server, "tabBarController.top")
    set_field(page, "buttons.selectedTintColor", "#FF0000FF")
    set_field(page, "buttons.font.size", "20")
    strip = page.locator(".warnings")
    strip.get_by_text("tab-title-overflow").wait_for(timeout=10000)
    assert "UITabBar keeps its height" in strip.inner_text()
    assert strip.locator("button.warnings__fix", has_text="10 pt").is_visible()
    x, y, width, height = map(float, page.get_attribute(CANVAS, "data-bar").split())
    # The first tab (selected): its title's foot lies in the 8 pt under the bar's frame, over the pages.
    under = {"x": x, "y": y + height, "width": width / 5, "height": 8}
    poll(page, lambda: canvas_ink(page, CANVAS, under, RED)["count"], lambda n: n > 10)
    finish(page)
