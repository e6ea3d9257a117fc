"""What a designer ran into on a third walk (decisions 0035–0037 and the general flows; docs/decisions/0038).

- The Export tab opened on Tabman's code whatever library the design previews: on a SwiftUITabPager or
  BTabViewController design a designer was handed Tabman code whose header lists the design's own
  library as "not expressible in Tabman". It now opens on the design's library, follows a preset
  switch, and keeps a target the designer picked.
- The Export tab's heading was cut mid-word ("Expo" / "rt") at 1440×900, its buttons taking the line.
"""

import pytest

from test_playground import open_playground

PRESSED = "() => document.querySelector('[data-panel=export] .toggle[aria-pressed=true]').dataset.target"
SHOWN = (
    "([t]) => document.querySelector('.export__code').dataset.target === t "
    "&& !document.querySelector('.export__code').hidden"
)


def create_config(server, name, config):
    status, body = server.request("POST", "/api/configs", {"name": name, "config": config})
    assert status == 201, body
    return body["slug"]


@pytest.mark.parametrize(
    "preset, target, library_line",
    [
        ("bTabViewController", "btabviewcontroller", "import BTabViewController"),
        ("swiftUITabPager.fixed", "swiftui-tabpager", "import SwiftUITabPager"),
        ("tabBarController.bottom", "tabbarcontroller", "import TabBarController"),
    ],
)
def test_export_opens_on_the_library_the_design_previews(live_server, page, preset, target, library_line):
    slug = create_config(live_server, preset, {"preset": preset})
    open_playground(page, live_server, f"/c/{slug}")
    page.get_by_role("tab", name="Export").click()
    page.wait_for_function(SHOWN, arg=[target])
    assert page.evaluate(PRESSED) == target
    code = page.get_by_test_id("export-code").text_content()
    assert library_line in code, code[:400]
    assert "Not expressible in Tabman" not in code, code[:400]
    page.console_watch.assert_clean()


def test_export_follows_a_preset_switch_until_a_target_is_picked(live_server, page):
    open_playground(page, live_server)
    page.get_by_role("tab", name="Export").click()
    page.wait_for_function(SHOWN, arg=["tabman"])
    page.select_option("[data-preset-select]", "bTabViewController")
    page.wait_for_function(SHOWN, arg=["btabviewcontroller"])
    # Picked by the designer: a later preset switch leaves it.
    page.locator("[data-panel=export] .toggle", has_text="JSON").click()
    page.wait_for_function(SHOWN, arg=["json"])
    page.select_option("[data-preset-select]", "swiftUITabPager.scrollable")
    page.wait_for_function("() => document.querySelector('[data-testid=export-code]').textContent.includes('swiftUITabPager.scrollable')")
    assert page.evaluate(PRESSED) == "json"
    page.console_watch.assert_clean()


@pytest.mark.parametrize("viewport", [(1440, 900), (390, 844)])
def test_the_export_heading_reads_whole(live_server, browser, viewport):
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    try:
        page = context.new_page()
        open_playground(page, live_server)
        page.get_by_role("tab", name="Export").click()
        page.locator("[data-export-wide]").wait_for()
        title = page.locator("[data-panel=export] .panel__title").first
        # One line of text is about 1.2 font sizes high; "Expo" over "rt" was two.
        height, size = title.evaluate(
            "(el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).fontSize)]")
        assert title.text_content() == "Export"
        assert height < 1.8 * size, (viewport, height, size)
    finally:
        context.close()


def test_the_images_say_they_leave_colour_emoji_out(live_server, page):
    # The server-drawn PNG leaves Noto Color Emoji's bitmaps empty (decision 0036): a "🔍" tab came out
    # blank in the exported image with nothing said. The Images section now names the tabs.
    items = [{"id": "a", "title": "Home"}, {"id": "b", "title": "🔍"}, {"id": "c", "title": "❤️ Likes"}, {"id": "d", "title": "日本"}]
    slug = create_config(live_server, "emoji", {"preset": "tabman.buttonBar", "items": items})
    open_playground(page, live_server, f"/c/{slug}")
    page.get_by_role("tab", name="Export").click()
    note = page.locator("[data-export-emoji-note]")
    note.wait_for()
    assert "(tabs 2 and 3)" in note.inner_text(), note.inner_text()
    # A design without colour emoji says nothing.
    page.get_by_role("tab", name="Tabs").click()
    page.locator(".item__title").nth(1).fill("Search")
    page.locator(".item__title").nth(2).fill("Likes")
    page.locator(".item__title").nth(2).press("Tab")
    page.get_by_role("tab", name="Export").click()
    page.wait_for_function("() => document.querySelector('[data-export-emoji-note]').hidden")
    page.console_watch.assert_clean()
