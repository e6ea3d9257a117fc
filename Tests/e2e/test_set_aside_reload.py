"""Edits a preset switch set aside survive a reload of the same working document (decision 0051), in headless
Chromium against the real server.

Tabman's ButtonBar with a 6 pt red indicator → TabBarController (no indicator: weight and colour go aside) →
reload → ButtonBar again: the 6 pt red indicator is back. The same through a saved config's share URL opened
in the same tab. What is aside lives in the tab's sessionStorage beside its draft, never in the document: the
config saved, exported or linked has no trace of it. A mangled or stale record is ignored.
"""

import json

from conftest import RED, canvas_ink, poll
from test_playground import open_playground, wait_drawn

CANVAS = '[data-testid="preview-canvas"]'
PRESET = "[data-preset-select]"
NOTICE = '[data-testid="preset-notice-text"]'


def set_field(page, name, value):
    field = page.locator(f'input[name="{name}"]')
    field.fill(value)
    field.press("Enter")


def red_in_bar(page):
    return canvas_ink(page, CANVAS, None, RED)["count"]


def choose(page, preset):
    page.select_option(PRESET, preset)
    page.wait_for_function(f"() => document.querySelector('{PRESET}').value === '{preset}'")


def switch_to_tab_bar_and_reload(page):
    """Sets the indicator to 6 pt red, switches to TabBarController · bottom and reloads once the draft is kept."""
    set_field(page, "indicator.weight", "6")
    set_field(page, "indicator.color", "#FF0000FF")
    poll(page, lambda: red_in_bar(page), lambda n: n > 20)
    choose(page, "tabBarController.bottom")
    assert "Set aside Weight, Indicator colour" in page.inner_text(NOTICE)
    poll(page, lambda: red_in_bar(page), lambda n: n == 0)
    # Drafts (and what is aside) are kept 0.3 s after a change.
    page.wait_for_timeout(600)
    page.reload()
    wait_drawn(page)
    assert page.input_value(PRESET) == "tabBarController.bottom"


def assert_indicator_back(page):
    choose(page, "tabman.buttonBar")
    weight = page.locator('input[name="indicator.weight"]')
    poll(page, lambda: weight.input_value(), lambda v: v.startswith("6"))
    assert page.input_value('input[name="indicator.color"]').upper() == "#FF0000FF"
    poll(page, lambda: red_in_bar(page), lambda n: n > 20)
    back = page.inner_text(NOTICE)
    assert "brought back 2 edits set aside before" in back, back


def finish(page):
    page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
    page.console_watch.assert_clean()


def test_a_round_trip_through_tabbarcontroller_survives_a_reload(live_server, page):
    open_playground(page, live_server)
    switch_to_tab_bar_and_reload(page)
    # The document holds no trace of what is aside: the Export tab and a design link see TabBarController alone.
    stored = json.loads(page.evaluate("() => sessionStorage.getItem('pp.aside:/')"))
    assert stored["setAside"] == {"indicator.weight": 6, "indicator.color": "#FF0000FF"}, stored
    assert "indicator" not in stored["doc"], stored
    assert_indicator_back(page)
    finish(page)


def test_a_saved_config_s_share_url_opened_again_in_the_tab_keeps_them(live_server, page):
    status, saved = live_server.request("POST", "/api/configs", {"name": "Aside", "config": {"schemaVersion": 2, "preset": "tabman.buttonBar"}})
    assert status == 201, saved
    open_playground(page, live_server, f"/c/{saved['slug']}")
    set_field(page, "indicator.weight", "6")
    set_field(page, "indicator.color", "#FF0000FF")
    poll(page, lambda: red_in_bar(page), lambda n: n > 20)
    choose(page, "tabBarController.bottom")
    page.wait_for_timeout(600)
    # The share URL, opened in the same tab: its draft, and what is aside for it, come back.
    open_playground(page, live_server, f"/c/{saved['slug']}")
    assert page.input_value(PRESET) == "tabBarController.bottom"
    assert_indicator_back(page)
    finish(page)


def test_a_mangled_or_stale_record_is_ignored(live_server, page):
    open_playground(page, live_server)
    preset_weight = page.input_value('input[name="indicator.weight"]')
    choose(page, "tabBarController.bottom")
    page.wait_for_timeout(600)
    records = [
        "not json",
        json.dumps({"doc": {"schemaVersion": 2, "preset": "tabBarController.bottom"}, "setAside": {"indicator.weight": 6}}),
        json.dumps({"v": 1, "doc": {"schemaVersion": 2, "preset": "tabman.tabBar"}, "setAside": {"indicator.weight": 6}}),
        json.dumps({"v": 1, "doc": {"schemaVersion": 2, "preset": "tabBarController.bottom"}, "setAside": {"indicator.weight": "heavy", "no.such.option": 1}}),
    ]
    for record in records:
        page.evaluate("(text) => sessionStorage.setItem('pp.aside:/', text)", record)
        page.reload()
        wait_drawn(page)
        assert page.input_value(PRESET) == "tabBarController.bottom", record
        choose(page, "tabman.buttonBar")
        weight = page.locator('input[name="indicator.weight"]')
        assert weight.input_value() == preset_weight, (record, weight.input_value())
        assert "set aside before" not in (page.inner_text(NOTICE) if page.locator(NOTICE).is_visible() else ""), record
        choose(page, "tabBarController.bottom")
        page.wait_for_timeout(600)
    finish(page)
