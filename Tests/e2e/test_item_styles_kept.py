"""A tab's own look (`items[].style`, BTabViewController's `BTabItemModel`) survives editing the tabs in the
page: a config saved with per-tab styles (by a script, the MCP tool or an older page) opened from its link,
a tab renamed, a badge and an icon set, a tab moved, and saved again, keeps every tab's style, in the
saved config as in the preview.
"""

from test_playground import open_playground, save_current, wait_drawn

STYLED = {
    "preset": "bTabViewController",
    "items": [
        {"id": "home", "title": "Home", "style": {"tintColor": "#FF3B30", "backgroundColor": "#FFE5E5"}},
        {"id": "news", "title": "News", "style": {"font": {"size": 19, "weight": "heavy"}}},
        {"id": "more", "title": "More"},
    ],
}


def test_tab_styles_survive_item_edits_and_a_save(server, page):
    status, created = server.request("POST", "/api/configs", {"name": "Styled tabs", "config": STYLED})
    assert status == 201, created
    open_playground(page, server, f"/c/{created['slug']}")

    titles = page.locator(".item__title")
    titles.nth(2).fill("More things")
    page.locator(".item__badge").first.fill("3")
    page.locator(".item__icon").nth(1).select_option("star")
    page.locator(".item__handle").nth(2).focus()
    page.keyboard.press("ArrowUp")  # "More things" moves above "News"
    wait_drawn(page)
    page.wait_for_function("() => document.querySelector('[data-doc-state]').textContent.includes('edited')")

    slug = save_current(page, "Styled tabs, edited").rsplit("/c/", 1)[1]

    status, saved = server.request("GET", f"/api/configs/{slug}")
    assert status == 200, saved
    items = {item["id"]: item for item in saved["config"]["items"]}
    assert [item["id"] for item in saved["config"]["items"]] == ["home", "more", "news"]
    assert items["more"]["title"] == "More things"
    assert items["home"]["badge"] == "3"
    assert items["news"]["icon"] == "star"
    assert items["home"].get("style") == {"tintColor": "#FF3B30FF", "backgroundColor": "#FFE5E5FF"}, items["home"]
    assert items["news"].get("style") == {"font": {"size": 19, "weight": "heavy"}}, items["news"]
    assert "style" not in items["more"]
