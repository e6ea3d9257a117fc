"""Titles in scripts Roboto lacks (decision 0036): the server measures them in the fallback fonts Chromium's
canvas draws them with (DejaVu Sans for Hebrew and Arabic, Noto Sans CJK, Noto Color Emoji), so what the
canvas draws fits the box the layout gives it: a CJK title with room to spare is not cut with "…".

The page screenshots (1440×900 and 390×844) of a CJK-titled bar are left in the artifacts folder to look at.
"""

import pytest

from conftest import artifacts_dir
from test_playground import open_playground
from test_uploaded_fonts import browser_widths, session_layout

TITLES = ["日本語タブ", "ホーム", "ラーメン", "ーム", "「日本」", "Tab 日本", "שלום עולם", "مرحبا", "👍 Likes", "\u2764\ufe0f", "🇯🇵 日本", "한국어", "Home"]
CJK_TITLES = ["ホーム", "日本語タブ", "お気に入り", "設定"]


@pytest.mark.parametrize("size", [17, 15.5])
@pytest.mark.parametrize("weight", ["regular", "semibold", "bold"])
def test_server_widths_of_fallback_titles_equal_chromium(server, page, size, weight):
    config = {
        "items": [{"id": f"t{i}", "title": t} for i, t in enumerate(TITLES)],
        "buttons": {"font": {"size": size, "weight": weight}},
    }
    layout = session_layout(server, config)
    font = layout["buttonStyle"]["font"]
    measured = browser_widths(page, server, [font], TITLES)[0]
    server_widths = [button["labelWidth"] for button in layout["buttons"]]
    for title, ours, chromium in zip(TITLES, server_widths, measured["widths"]):
        assert abs(ours - chromium) <= 0.01, (size, weight, measured["font"], title, ours, chromium)
    # The CJK title is measured at 1 em per character, not Roboto's 0.44 em .notdef box.
    assert abs(server_widths[0] - 5 * size) < 0.01, server_widths[0]


@pytest.mark.parametrize("viewport", [(1440, 900), (390, 844)])
def test_a_cjk_bar_is_drawn_whole_in_its_boxes(server, browser, viewport):
    config = {"items": [{"id": f"t{i}", "title": t} for i, t in enumerate(CJK_TITLES)]}
    status, saved = server.request("POST", "/api/configs", {"name": "日本語", "config": config})
    assert status == 201, saved
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    try:
        page = context.new_page()
        layout = session_layout(server, config)
        font = layout["buttonStyle"]["font"]
        titles = [button["title"] for button in layout["buttons"]]
        assert titles == CJK_TITLES
        drawn = browser_widths(page, server, [font], titles)[0]["widths"]
        for button, width in zip(layout["buttons"], drawn):
            # draw-button.js cuts a title with "…" when measureText exceeds the label box by 0.5 px.
            assert width <= button["labelFrame"]["width"] + 0.01, (button["title"], width, button["labelFrame"])
        open_playground(page, server, f"/c/{saved['slug']}")
        page.screenshot(path=str(artifacts_dir() / f"fallback-cjk-{viewport[0]}x{viewport[1]}.png"))
    finally:
        context.close()
