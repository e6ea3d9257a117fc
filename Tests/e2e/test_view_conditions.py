"""Viewing conditions are not the design (issue 48, item 3; decision 0022).

Dark mode, right to left, text size, reduce motion, frame rate, device and orientation describe how
the designer looks at a pager. They live in the page URL, go to the session as its `view` (or
viewport), never mark the design unsaved, never count as an edit, and are never saved. A config saved
before the view left the design opens with its old `appearance` as the suggested view.
"""

import json
import sqlite3
import urllib.parse
from contextlib import contextmanager

from conftest import ConsoleWatch
from test_playground import CANVAS, open_playground, save_current, type_custom_size, wait_drawn
from test_share_without_saving import copy_design_link

DEVICE = "[data-device]"


def scheme(page):
    return page.eval_on_selector(DEVICE, "(d) => d.dataset.scheme")


@contextmanager
def opened_fresh(browser, live_server, link):
    """A page in a browser context of its own (nothing stored) opened on `link`, watched for errors."""
    fresh = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = fresh.new_page()
        watch = ConsoleWatch(page)
        open_playground(page, live_server, link[len(live_server.url):])
        yield page
        watch.assert_clean()
    finally:
        fresh.close()


def query(page):
    return urllib.parse.parse_qs(urllib.parse.urlparse(page.url).query)


def test_toggling_dark_mode_leaves_the_design_clean(live_server, page):
    open_playground(page, live_server)
    doc_state = page.locator("[data-doc-state]")
    assert doc_state.inner_text().strip() == ""
    rev = int(page.eval_on_selector(CANVAS, "(c) => c.dataset.drawn.split(':')[0]"))
    page.click("button.toggle[data-value=dark]")
    page.wait_for_function("(s) => document.querySelector(s).dataset.scheme === 'dark'", arg=DEVICE)
    # The session relaid out under the new view (a new layout revision was drawn)…
    wait_drawn(page, rev_above=rev)
    # …and the design is as it was: not unsaved, nothing to undo, no option changed.
    assert doc_state.inner_text().strip() == ""
    assert page.locator("[data-undo]").is_disabled()
    assert page.locator(".control--changed").count() == 0
    # The view is in the address, so a reload (or the link) shows it again.
    assert query(page).get("colorScheme") == ["dark"]
    page.check("#stage-rtl")
    page.select_option("#stage-fps", "120")
    page.wait_for_function("() => location.search.includes('frameRate=120')")
    assert query(page).get("layoutDirection") == ["rightToLeft"]
    assert doc_state.inner_text().strip() == ""
    page.reload()
    wait_drawn(page)
    assert scheme(page) == "dark"
    assert page.locator("#stage-rtl").is_checked()
    assert page.locator("#stage-fps").input_value() == "120"
    assert doc_state.inner_text().strip() == ""
    # A real edit still counts, and undo takes back the edit, not the view.
    page.select_option('select[name="indicator.kind"]', "dot")
    page.wait_for_function("() => document.querySelector('[data-doc-state]').textContent.includes('Unsaved')")
    page.click("button.toggle[data-value=light]")
    page.wait_for_function("(s) => document.querySelector(s).dataset.scheme === 'light'", arg=DEVICE)
    page.locator("body").click(position={"x": 5, "y": 700})
    page.keyboard.press("Control+z")
    page.wait_for_function("() => document.querySelector('select[name=\"indicator.kind\"]').value === 'line'")
    assert scheme(page) == "light"
    assert "colorScheme" not in query(page)
    page.console_watch.assert_clean()


def test_a_save_in_dark_mode_keeps_the_design_only(live_server, page):
    open_playground(page, live_server, "/?colorScheme=dark&textScale=1.24")
    assert scheme(page) == "dark"
    page.select_option('select[name="indicator.kind"]', "dot")
    url = save_current(page, "Dark while saving")
    slug = url.rstrip("/").split("/")[-1]
    status, body = live_server.request("GET", f"/api/configs/{slug}")
    assert status == 200
    assert "appearance" not in body["config"], body["config"].keys()
    assert body["config"]["indicator"]["kind"] == "dot"
    assert "view" not in body
    # The page keeps showing the view it had, and says so in its address.
    assert scheme(page) == "dark"
    assert f"/c/{slug}" in page.url and "colorScheme=dark" in page.url and "textScale=1.24" in page.url
    page.console_watch.assert_clean()


def test_a_config_saved_with_its_appearance_opens_with_it_as_the_suggested_view(live_server, page):
    status, saved = live_server.request(
        "POST", "/api/configs", {"name": "From before", "config": {"indicator": {"weight": 6}}}
    )
    assert status == 201
    # As schema version 1 stored it, before the view left the design.
    old = {
        "schemaVersion": 1, "preset": "tabman.buttonBar", "indicator": {"weight": 6},
        "appearance": {"colorScheme": "dark", "layoutDirection": "rightToLeft"},
    }
    database = sqlite3.connect(live_server.log.parent / "t.sqlite", timeout=10)
    with database:
        database.execute(
            "UPDATE config_versions SET schema_version = 1, config_json = ? "
            "WHERE config_id = (SELECT id FROM configs WHERE slug = ?)",
            (json.dumps(old), saved["slug"]),
        )
    database.close()
    open_playground(page, live_server, f"/c/{saved['slug']}")
    assert scheme(page) == "dark"
    assert page.locator("#stage-rtl").is_checked()
    assert page.locator("[data-doc-state]").inner_text().strip().endswith("v1")
    assert page.locator(".control--changed").count() > 0  # the weight, a design edit over the preset
    assert page.locator('.control--changed[data-path^="appearance"]').count() == 0
    # Light, chosen here, wins over the suggestion and is written down so that a reload keeps it.
    page.click("button.toggle[data-value=light]")
    page.wait_for_function("() => location.search.includes('colorScheme=light')")
    page.reload()
    wait_drawn(page)
    assert scheme(page) == "light"
    assert page.locator("#stage-rtl").is_checked()
    # The embed takes the suggested view too, and the URL's over it.
    page.goto(f"{live_server.url}/embed/{saved['slug']}")
    page.wait_for_function("(s) => document.querySelector(s)?.dataset.scheme === 'dark'", arg=DEVICE, timeout=15000)
    page.goto(f"{live_server.url}/embed/{saved['slug']}?colorScheme=light")
    page.wait_for_function("(s) => document.querySelector(s)?.dataset.scheme === 'light'", arg=DEVICE, timeout=15000)
    page.console_watch.assert_clean()


def test_a_link_names_the_view_and_the_device(live_server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    try:
        page = context.new_page()
        watch = ConsoleWatch(page)
        open_playground(page, live_server, "/?colorScheme=dark&device=pixel-8&orientation=landscape&textScale=bogus")
        assert scheme(page) == "dark"
        assert page.locator("#stage-device").input_value() == "pixel-8"
        assert page.eval_on_selector(CANVAS, "(c) => c.dataset.viewport") == "915x412"
        # A value the engine would refuse is dropped from the address and reported in the log.
        page.wait_for_function("() => !location.search.includes('bogus')")
        assert "textScale=bogus" in page.locator(".log").inner_text()
        # "Copy link" carries the design in its fragment and the view in its query.
        page.select_option('select[name="indicator.kind"]', "dot")
        link = copy_design_link(page)
        assert "colorScheme=dark" in link and "device=pixel-8" in link and "#d=1." in link, link
        watch.assert_clean()
    finally:
        context.close()

    fresh = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        other = fresh.new_page()
        watch = ConsoleWatch(other)
        open_playground(other, live_server, link[len(live_server.url):])
        assert scheme(other) == "dark"
        assert other.locator('select[name="indicator.kind"]').input_value() == "dot"
        assert other.eval_on_selector(CANVAS, "(c) => c.dataset.viewport") == "915x412"
        # The design came from the link; the view is not part of it.
        assert other.locator('.control--changed[data-path="indicator.kind"]').count() == 1
        assert "colorScheme=dark" in other.url and "#d=" not in other.url
        watch.assert_clean()
    finally:
        fresh.close()


def test_a_link_carries_a_custom_device_size(live_server, browser):
    # A bar tuned at a width of the designer's own must open at that width: at the default iPhone's
    # the same bar may scroll or not.
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    try:
        page = context.new_page()
        watch = ConsoleWatch(page)
        open_playground(page, live_server)
        type_custom_size(page, 700, 500)
        page.wait_for_function("(s) => document.querySelector(s).dataset.viewport === '700x500'", arg=CANVAS)
        page.wait_for_function("() => location.search.includes('size=700x500')")
        assert query(page)["device"] == ["custom"]
        link = copy_design_link(page)
        assert "device=custom" in link and "size=700x500" in link, link
        watch.assert_clean()
    finally:
        context.close()

    with opened_fresh(browser, live_server, link) as other:
        assert other.eval_on_selector(CANVAS, "(c) => c.dataset.viewport") == "700x500"
        assert other.locator("#stage-device").input_value() == "custom"
        assert other.locator("#stage-width").input_value() == "700"
    with opened_fresh(browser, live_server, f"{live_server.url}/?device=custom&size=9000x500") as other:
        # A size the stage refuses is dropped and named.
        assert "size=9000x500" in other.locator(".log").inner_text()
        other.wait_for_function("() => !location.search.includes('9000')")
