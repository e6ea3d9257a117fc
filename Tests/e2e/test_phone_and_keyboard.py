"""Issue 48, items 8 and 9: on a phone (390×844, touch) the preview stays pinned at the top while the
options scroll beneath it and one is changed; a horizontal pager lets a vertical swipe scroll the page;
the share QR code opens the playground or the embed as the designer chooses; the skip link and
Alt+Shift+P move focus to the canvas. Screenshots at 390×844 and 1440×900 go to Tests/e2e/artifacts/."""

from conftest import ConsoleWatch, artifacts_dir
from test_playground import CANVAS, canvas_data, drawn_rev, open_playground, save_current, wait_drawn

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "has_touch": True, "is_mobile": True}


def preview_visible(page):
    """The canvas's box, and whether all of it is inside the window and uncovered at its centre."""
    return page.evaluate(
        """(s) => { const c = document.querySelector(s); const r = c.getBoundingClientRect();
                    const v = visualViewport;
                    const inside = r.top >= v.offsetTop && r.bottom <= v.offsetTop + v.height
                      && r.left >= v.offsetLeft && r.right <= v.offsetLeft + v.width;
                    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                    return {top: r.top, bottom: r.bottom, width: r.width, height: r.height, inside, uncovered: top === c}; }""",
        CANVAS,
    )


def test_the_phone_layout_keeps_the_preview_visible_while_an_option_is_changed(live_server, browser):
    phone = browser.new_context(**PHONE)
    try:
        page = phone.new_page()
        watch = ConsoleWatch(page)
        open_playground(page, live_server)
        # Nothing wider than the phone: a wider page makes a mobile browser zoom out, and the pinned
        # preview then slides out of the zoomed view.
        assert page.evaluate("() => [innerWidth, document.documentElement.scrollWidth]") == [390, 390]
        page.screenshot(path=str(artifacts_dir() / "phone-390x844.png"))
        # An option far down the list: the page scrolls to it, by a finger's swipe on the options.
        option = page.locator('select[name="indicator.kind"]')
        option.scroll_into_view_if_needed()
        assert page.evaluate("() => scrollY") > 200, "the options should be below the preview"
        seen = preview_visible(page)
        assert seen["inside"] and seen["uncovered"] and seen["height"] > 150, seen
        # The option itself is not under the pinned preview.
        box = option.bounding_box()
        assert box["y"] >= seen["bottom"] - 1, (box, seen)
        rev = drawn_rev(page)
        option.select_option("block")
        wait_drawn(page, rev_above=rev)
        seen = preview_visible(page)
        assert seen["inside"] and seen["uncovered"], seen
        page.screenshot(path=str(artifacts_dir() / "phone-390x844-scrolled.png"))
        watch.assert_clean()
    finally:
        phone.close()


def test_every_side_tab_fits_a_phone(live_server, browser):
    """Each side tab opened on a 390 pt phone and a 768 pt tablet keeps the page at the screen's width;
    the Export tab's code scrolls in its own box and its five targets stay on screen and pressable."""
    for width, height in [(390, 844), (768, 1024)]:
        context = browser.new_context(**{**PHONE, "viewport": {"width": width, "height": height}})
        try:
            page = context.new_page()
            watch = ConsoleWatch(page)
            open_playground(page, live_server)
            names = page.locator('[role="tab"]').all_inner_texts()
            assert "Export" in names, names
            for name in names:
                page.get_by_role("tab", name=name, exact=True).click()
                if name == "Export":
                    page.wait_for_function("() => document.querySelector('[data-testid=\"export-code\"]')?.textContent")
                assert page.evaluate("() => [innerWidth, document.documentElement.scrollWidth]") == [width, width], (
                    width,
                    name,
                )
            page.get_by_role("tab", name="Export", exact=True).click()
            targets = page.get_by_role("group", name="Export target").get_by_role("button")
            assert targets.count() == 5
            for i in range(5):
                box = targets.nth(i).bounding_box()
                assert box["x"] >= 0 and box["x"] + box["width"] <= width, (width, i, box)
            targets.last.click()  # JSON, the last one
            page.wait_for_function("() => document.querySelector('[data-testid=\"export-code\"]')?.textContent.startsWith('{')")
            if width == 390:
                page.screenshot(path=str(artifacts_dir() / "phone-390x844-export.png"))
            watch.assert_clean()
        finally:
            context.close()


def test_a_vertical_swipe_on_a_horizontal_pager_scrolls_the_page(live_server, browser):
    phone = browser.new_context(**PHONE)
    try:
        page = phone.new_page()
        watch = ConsoleWatch(page)
        open_playground(page, live_server)
        assert canvas_data(page, "axis") == "horizontal"
        # Two fingers zoom the page too (decision 0041).
        assert page.evaluate("(s) => getComputedStyle(document.querySelector(s)).touchAction", CANVAS) == "pan-y pinch-zoom"
        box = page.locator(CANVAS).bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.7
        cdp = phone.new_cdp_session(page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 11):
            page.wait_for_timeout(16)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - 25 * step}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        page.wait_for_function("() => scrollY > 100", timeout=3000)
        # The swipe did not page the pager.
        assert canvas_data(page, "index") == "0"
        watch.assert_clean()
    finally:
        phone.close()


def test_the_share_qr_code_opens_the_playground_or_the_embed_as_chosen(live_server, page):
    open_playground(page, live_server)
    page.select_option('select[name="indicator.kind"]', "dot")
    url = save_current(page, "QR choice")
    slug = url.rsplit("/", 1)[-1]
    page.get_by_role("tab", name="Share").click()
    code = page.get_by_test_id("share-qr")
    assert code.get_attribute("alt") == f"QR code of {live_server.url}/embed/{slug}/v/1?fit=screen"
    page.get_by_label("The full playground").check()
    page.wait_for_function(
        "(end) => document.querySelector('[data-testid=share-qr]').alt.endsWith(end)", arg=f"/c/{slug}/v/1"
    )
    assert f"url={live_server.url}/c/{slug}/v/1".replace(":", "%3A").replace("/", "%2F") in code.get_attribute("src")
    # The choice is kept for the next visit.
    page.reload()
    wait_drawn(page)
    page.get_by_role("tab", name="Share").click()
    assert page.get_by_label("The full playground").is_checked()
    assert page.get_by_test_id("share-qr").get_attribute("alt").endswith(f"/c/{slug}/v/1")
    page.get_by_label("The pager alone (embed)").check()
    page.wait_for_function("() => document.querySelector('[data-testid=share-qr]').alt.endsWith('?fit=screen')")
    page.evaluate("() => localStorage.clear()")
    page.console_watch.assert_clean()


def test_the_skip_link_and_a_shortcut_focus_the_preview(live_server, page):
    open_playground(page, live_server)
    page.keyboard.press("Tab")
    link = page.get_by_role("link", name="Skip to preview")
    assert page.evaluate("() => document.activeElement.matches('a[data-skip-preview]')")
    assert link.is_visible()
    page.keyboard.press("Enter")
    assert page.evaluate("(s) => document.activeElement === document.querySelector(s)", CANVAS)
    # From the canvas the arrow keys page the pager.
    page.keyboard.press("ArrowRight")
    page.wait_for_function("(s) => document.querySelector(s).dataset.index === '1'", arg=CANVAS)

    # From deep in the options, Alt+Shift+P.
    page.locator('select[name="indicator.kind"]').focus()
    page.keyboard.press("Alt+Shift+P")
    assert page.evaluate("(s) => document.activeElement === document.querySelector(s)", CANVAS)
    assert page.locator(CANVAS).get_attribute("aria-keyshortcuts") == "Alt+Shift+P"
    page.console_watch.assert_clean()


def test_desktop_screenshot(live_server, browser):
    desk = browser.new_context(viewport={"width": 1440, "height": 900})
    try:
        page = desk.new_page()
        watch = ConsoleWatch(page)
        open_playground(page, live_server)
        seen = preview_visible(page)
        assert seen["inside"] and seen["uncovered"], seen
        page.screenshot(path=str(artifacts_dir() / "desktop-1440x900.png"))
        watch.assert_clean()
    finally:
        desk.close()
