"""The playground page in headless Chromium against the real server (issue 7, "How it is checked").

Every test drives the page served by `pager-playground serve` (conftest.py): no mocked API. Tests that need live
sessions skip, with the reason, while the server has no `POST /api/sessions`; the save test also needs
`/api/configs`. Screenshots of every preset go to Tests/e2e/artifacts/ (git-ignored).
"""

import json
import re
import time

import pytest

from conftest import ConsoleWatch, artifacts_dir, poll

CANVAS = '[data-testid="preview-canvas"]'


def type_custom_size(page, width, height):
    """Chooses the stage's custom device and types its sides (points), as a designer does."""
    page.select_option("#stage-device", "custom")
    page.fill("#stage-width", str(width))
    page.locator("#stage-width").press("Tab")
    page.fill("#stage-height", str(height))
    page.locator("#stage-height").press("Tab")


def open_playground(page, server, path="/"):
    """Loads a page and waits until a frame of the live session has been drawn with the web fonts."""
    page.goto(server.url + path)
    wait_drawn(page)


def wait_drawn(page, rev_above=None, timeout=15000):
    """Waits for the canvas to show a frame (of a layout revision above `rev_above`, when given)."""
    page.wait_for_function(
        """([selector, revAbove]) => {
            const c = document.querySelector(selector);
            if (!c || c.dataset.fonts !== 'ready' || !c.dataset.drawn) return false;
            const rev = Number(c.dataset.drawn.split(':')[0]);
            return revAbove === null || rev > revAbove;
        }""",
        arg=[CANVAS, rev_above],
        timeout=timeout,
    )


def canvas_data(page, name):
    return page.locator(CANVAS).get_attribute(f"data-{name}")


def drawn_rev(page):
    return int(canvas_data(page, "drawn").split(":")[0])


def bar_pixels(page):
    """Counts of kinds of pixels inside the bar's frame, read back from the canvas."""
    return page.evaluate(
        """(selector) => {
            const c = document.querySelector(selector);
            const [vw] = c.dataset.viewport.split('x').map(Number);
            const [x, y, w, h] = c.dataset.bar.split(' ').map(Number);
            const k = c.width / vw;
            const data = c.getContext('2d').getImageData(Math.round(x * k), Math.round(y * k),
                Math.max(1, Math.round(w * k)), Math.max(1, Math.round(h * k))).data;
            const counts = {total: 0, dark: 0, blue: 0, colours: 0};
            const seen = new Set();
            for (let i = 0; i < data.length; i += 4) {
                const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
                counts.total += 1;
                if (r < 90 && g < 90 && b < 90) counts.dark += 1;
                if (b > 180 && r < 80 && g > 60 && g < 170) counts.blue += 1;
                seen.add((r >> 4) << 8 | (g >> 4) << 4 | (b >> 4));
            }
            counts.colours = seen.size;
            return counts;
        }""",
        CANVAS,
    )


def canvas_hash(page):
    return page.evaluate(
        """(selector) => {
            const c = document.querySelector(selector);
            const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            let h = 0;
            for (let i = 0; i < data.length; i += 16) h = (h * 31 + data[i] + data[i + 1] * 7 + data[i + 2] * 13) >>> 0;
            return h;
        }""",
        CANVAS,
    )


def viewport_to_client(page, x, y):
    """Client coordinates of a point given in viewport points."""
    box = page.locator(CANVAS).bounding_box()
    width, height = (float(v) for v in canvas_data(page, "viewport").split("x"))
    return box["x"] + x * box["width"] / width, box["y"] + y * box["height"] / height


def wait_index(page, index, timeout=10000):
    page.wait_for_function(
        "([s, i]) => document.querySelector(s).dataset.index === String(i)", arg=[CANVAS, index], timeout=timeout
    )


def test_the_page_paints_the_pager(live_server, page):
    open_playground(page, live_server)
    counts = bar_pixels(page)
    # The default preset (Tabman's ButtonBar) draws dark labels and the selected tab and line indicator in
    # system blue on a light bar: the bar cannot be one flat colour.
    assert counts["colours"] > 8, counts
    assert counts["dark"] > 50, counts
    assert counts["blue"] > 20, counts
    assert canvas_data(page, "index") == "0"
    page.console_watch.assert_clean()


def test_a_control_change_repaints_the_canvas(live_server, page):
    open_playground(page, live_server)
    before_rev = drawn_rev(page)
    before = canvas_hash(page)
    page.select_option('select[name="indicator.kind"]', "block")
    wait_drawn(page, rev_above=before_rev)
    for _ in range(20):
        if canvas_hash(page) != before:
            break
        page.wait_for_timeout(100)
    assert canvas_hash(page) != before
    row = page.locator('.control[data-path="indicator.kind"]')
    assert "control--changed" in row.get_attribute("class")
    page.console_watch.assert_clean()


def test_a_drag_on_the_canvas_pages(live_server, page):
    open_playground(page, live_server)
    assert canvas_data(page, "index") == "0"
    width, height = (float(v) for v in canvas_data(page, "viewport").split("x"))
    start = viewport_to_client(page, width * 0.8, height * 0.55)
    end = viewport_to_client(page, width * 0.1, height * 0.55)
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(*end, steps=12)
    page.mouse.up()
    wait_index(page, 1)
    page.console_watch.assert_clean()


def wait_bar_dark(page, more_than=None, fewer_than=None, timeout=10.0):
    """Polls the bar's dark (label) pixels until their count passes the bound; returns the last counts."""
    deadline = time.monotonic() + timeout
    while True:
        counts = bar_pixels(page)
        if (more_than is not None and counts["dark"] > more_than) or (
            fewer_than is not None and counts["dark"] < fewer_than
        ):
            return counts
        assert time.monotonic() < deadline, counts
        page.wait_for_timeout(100)


def test_a_bar_that_hides_itself_goes_and_comes_back(live_server, page):
    """Tabman's `hiding(trigger: .time(duration:))`: left alone for the duration, the bar hides; moving the
    pages shows it again."""
    open_playground(page, live_server)
    assert bar_pixels(page)["dark"] > 50
    rev = drawn_rev(page)
    page.locator('.control[data-path="bar.hiding.trigger"]').get_by_role("radio", name="Time").check()
    duration = page.locator('input[name="bar.hiding.duration"]')
    duration.fill("1")
    duration.press("Enter")
    wait_drawn(page, rev_above=rev)
    started = time.monotonic()
    # The labels go with the bar (the drawer slides it up while it fades).
    wait_bar_dark(page, fewer_than=5)
    assert time.monotonic() - started > 0.5
    width, height = (float(v) for v in canvas_data(page, "viewport").split("x"))
    page.mouse.move(*viewport_to_client(page, width * 0.6, height * 0.55))
    page.mouse.down()
    page.mouse.move(*viewport_to_client(page, width * 0.5, height * 0.55), steps=4)
    page.mouse.up()
    wait_bar_dark(page, more_than=50)
    page.console_watch.assert_clean()


def test_a_pushed_page_hides_the_tab_bar_and_a_pop_brings_it_back(live_server, page):
    """TabBarController's `hidesBottomBarWhenPushed` (TabBarController.swift line 162): the preview's Push page
    and Pop buttons, shown only under that behaviour, send `navigation` inputs; a pushed page hides the bar."""
    open_playground(page, live_server)
    push = page.locator('[data-navigation="push"]')
    pop = page.locator('[data-navigation="pop"]')
    assert push.is_hidden() and pop.is_hidden()
    config = {"schemaVersion": 1, "preset": "tabBarController.bottom", "bar": {"hidesBottomBarWhenPushed": True}}
    status, saved = live_server.request("POST", "/api/configs", {"name": "pushed", "config": config})
    assert status == 201, saved
    open_playground(page, live_server, f"/c/{saved['slug']}")
    page.wait_for_function("() => !document.querySelector('[data-navigation=\"push\"]').hidden")
    shown = bar_pixels(page)["blue"]
    assert shown > 20, shown
    rev = drawn_rev(page)
    push.click()
    wait_drawn(page, rev_above=rev)
    poll(page, lambda: bar_pixels(page)["blue"], lambda blue: blue < shown / 4)
    rev = drawn_rev(page)
    pop.click()
    wait_drawn(page, rev_above=rev)
    poll(page, lambda: bar_pixels(page)["blue"], lambda blue: blue > shown * 0.8)
    page.console_watch.assert_clean()


def test_filled_selected_icons_draw_the_selected_tab_filled(live_server, page):
    """`buttons.selectedImageFilled`: the selected tab item's icon is its filled symbol, so the bar shows
    more of the selected tint than with outlines alone."""
    items = [{"id": f"t{i}", "title": f"Tab {i}", "icon": icon} for i, icon in enumerate(["house", "heart", "bell"])]
    tints = {}
    for filled in (False, True):
        config = {"schemaVersion": 1, "preset": "tabman.tabBar", "items": items,
                  "buttons": {"selectedImageFilled": filled}}
        status, saved = live_server.request("POST", "/api/configs", {"name": f"icons {filled}", "config": config})
        assert status == 201, saved
        open_playground(page, live_server, f"/c/{saved['slug']}")
        tints[filled] = bar_pixels(page)["blue"]
    # The filled house has far more tinted pixels than its outline; the other tabs are drawn alike.
    assert tints[True] > tints[False] * 1.4, tints
    page.console_watch.assert_clean()


DISSOLVE_SCRIPT = """async ({kind}) => {
    const { drawButton } = await import('/scripts/render/draw-button.js');
    const layout = {buttonStyle: {kind: 'label', tintColor: '#1030E0FF', baseline: 24,
        font: {size: 20, face: 'regular'}, selectedFont: {size: 20, face: 'bold'}}};
    const button = kind === 'label'
        ? {title: 'Mmm', labelFrame: {x: 10, y: 4, width: 100, height: 32}, frame: {x: 0, y: 0, width: 120, height: 40}}
        : {image: {name: 'heart', selectedName: 'heart.fill', frame: {x: 40, y: 2, width: 36, height: 36}},
           frame: {x: 0, y: 0, width: 120, height: 40}};
    if (kind === 'icon') layout.buttonStyle.kind = 'none';
    const shots = [];
    for (const share of [0, 1, 0.5]) {
        const canvas = document.createElement('canvas');
        canvas.width = 240; canvas.height = 80;
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#FFFFFF'; ctx.fillRect(0, 0, 240, 80);
        ctx.setTransform(2, 0, 0, 2, 0, 0);
        drawButton(ctx, layout, button, {color: '#1030E0FF', opacity: 1, progress: share, selectedFontOpacity: share});
        shots.push(Array.from(ctx.getImageData(0, 0, 240, 80).data));
    }
    return shots;
}"""


def test_a_half_dissolved_label_or_icon_is_the_mean_of_its_two_looks(live_server, page):
    """Tabman's font cross-dissolve and the selected image's cross-fade, drawn by the canvas in Chromium:
    half-way each pixel is the mean of the two looks, and a pixel both looks ink stays the full tint
    (one look drawn over the other at half opacity each would leave it three quarters tinted)."""
    open_playground(page, live_server)
    for kind in ("label", "icon"):
        normal, selected, half = page.evaluate(DISSOLVE_SCRIPT, {"kind": kind})
        ink = (0x10, 0x30, 0xE0)
        both, off = 0, []
        for i in range(0, len(half), 4):
            a, b, h = normal[i:i + 3], selected[i:i + 3], half[i:i + 3]
            mean = [(x + y) / 2 for x, y in zip(a, b)]
            if max(abs(x - y) for x, y in zip(h, mean)) > 3:
                off.append((i // 4, a, b, h))
            if tuple(a) == ink and tuple(b) == ink:
                both += 1
                assert max(abs(x - y) for x, y in zip(h, ink)) <= 2, (kind, i // 4, h)
        assert not off, (kind, len(off), off[:5])
        assert both > 20, (kind, both)
    page.console_watch.assert_clean()


def test_the_session_stream_is_sent_uncompressed_and_its_deltas_draw_in_chromium(live_server, page):
    """Event streams go out as they are, though Chromium accepts deflate (docs/decisions/0002): the lean
    frame deltas (no type, rev or id; pages by parts) must carry every frame of a drag to the canvas."""
    encodings = []
    page.on(
        "response",
        lambda response: encodings.append(response.headers.get("content-encoding"))
        if "/events" in response.url
        else None,
    )
    test_a_drag_on_the_canvas_pages(live_server, page)
    assert encodings and set(encodings) == {None}
    assert int(canvas_data(page, "drawn").split(":")[0]) >= 1


def test_a_tap_on_a_tab_pages(live_server, page):
    open_playground(page, live_server)
    x, y, width, height = (float(v) for v in canvas_data(page, "bar").split())
    # The default bar (Tabman's ButtonBar) starts with "Home" (46.6 pt in Inter at 600, 17 pt, tracked −0.442 pt
    # per letter: HarfBuzz on Inter-roman.var.ttf) at the leading edge, then "Explore" from 62.6 to 121.2 pt; a
    # fifth of the way along the bar (79 pt on a 393 pt phone) is on it, so a tap there (a pointer down and up
    # that the server hit-tests) moves on. (The middle of the bar, 196.5 pt, falls in the 16 pt gap between
    # Library, which ends at 192.0 pt, and Profile, which no button takes, as in Tabman.)
    page.mouse.click(*viewport_to_client(page, x + width / 5, y + height / 2))
    page.wait_for_function("(s) => Number(document.querySelector(s).dataset.index) > 0", arg=CANVAS)
    page.console_watch.assert_clean()


def test_keyboard_paging(live_server, page):
    open_playground(page, live_server)
    page.locator(CANVAS).focus()
    page.keyboard.press("ArrowRight")
    wait_index(page, 1)
    page.keyboard.press("End")
    count = page.evaluate("() => document.querySelectorAll('.items .item').length")
    wait_index(page, count - 1)
    page.keyboard.press("Home")
    wait_index(page, 0)
    page.console_watch.assert_clean()


def test_save_share_and_open_in_a_fresh_browser(live_server, page, browser):
    if not live_server.has_route("GET", "/api/configs"):
        pytest.skip("the server has no /api/configs routes yet (saved configs not merged)")
    open_playground(page, live_server)
    page.select_option('select[name="indicator.kind"]', "dot")
    page.locator(".item__title").first.fill("Start")
    page.wait_for_function("() => document.querySelector('[data-doc-state]').textContent.includes('Unsaved')")
    page.get_by_test_id("save-button").click()
    page.get_by_test_id("config-name").fill("Dot indicator test")
    page.get_by_test_id("save-confirm").click()
    link = page.get_by_test_id("share-url")
    link.wait_for(state="visible", timeout=10000)
    url = link.get_attribute("href")
    assert url.startswith(live_server.url + "/c/"), url
    assert link.inner_text() == url
    assert page.url == url  # the page now lives at its share link

    fresh = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        other = fresh.new_page()
        watch = ConsoleWatch(other)
        open_playground(other, live_server, url[len(live_server.url):])
        assert other.locator('select[name="indicator.kind"]').input_value() == "dot"
        assert other.locator(".item__title").first.input_value() == "Start"
        assert "Dot indicator test" in other.locator("[data-doc-state]").inner_text()
        # Someone else's config: the save button offers a fork.
        assert other.get_by_test_id("save-button").inner_text() == "Fork"
        watch.assert_clean()
    finally:
        fresh.close()
    page.console_watch.assert_clean()


def save_current(page, name):
    """Saves the page's config through the dialog and returns the share link."""
    page.get_by_test_id("save-button").click()
    page.get_by_test_id("config-name").fill(name)
    page.get_by_test_id("save-confirm").click()
    link = page.get_by_test_id("share-url")
    link.wait_for(state="visible", timeout=10000)
    url = link.get_attribute("href")
    page.get_by_role("button", name="Done").click()
    return url


def test_the_owner_deletes_a_saved_config_and_keeps_what_the_preview_shows(live_server, page, browser):
    open_playground(page, live_server)
    page.select_option('select[name="indicator.kind"]', "dot")
    url = save_current(page, "To delete")
    slug = url.rsplit("/", 1)[-1]
    # Someone else's browser holds no key: no Delete.
    fresh = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        other = fresh.new_page()
        open_playground(other, live_server, url[len(live_server.url):])
        other.get_by_role("tab", name="Share").click()
        other.get_by_role("button", name="Fork…").wait_for()
        assert other.get_by_role("button", name="Delete…").count() == 0
    finally:
        fresh.close()
    page.get_by_role("tab", name="Share").click()
    # Dismissing the confirmation deletes nothing.
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.get_by_role("button", name="Delete…").click()
    page.wait_for_timeout(300)
    assert live_server.request("GET", f"/api/configs/{slug}")[0] == 200
    messages = []
    page.once("dialog", lambda dialog: (messages.append(dialog.message), dialog.accept()))
    page.get_by_role("button", name="Delete…").click()
    page.wait_for_url(live_server.url + "/")
    assert "To delete" in messages[0] and "cannot be undone" in messages[0], messages
    assert live_server.request("GET", f"/api/configs/{slug}")[0] == 404
    assert live_server.request("GET", f"/c/{slug}")[0] == 404
    assert page.evaluate(f"() => JSON.parse(localStorage.getItem('pp.tokens') || '{{}}')['{slug}']") is None
    # The preview keeps the document, now unsaved, and a reload gets it back as a draft.
    page.wait_for_function("() => document.querySelector('[data-doc-state]').textContent.includes('Unsaved')")
    assert page.locator('select[name="indicator.kind"]').input_value() == "dot"
    page.get_by_role("tab", name="Log").click()
    assert "Deleted “To delete”" in page.locator(".panel--side").inner_text()
    page.wait_for_timeout(500)
    page.reload()
    page.wait_for_function("() => document.querySelector('select[name=\"indicator.kind\"]')?.value === 'dot'")
    page.console_watch.assert_clean()


def test_a_delete_that_fails_says_so_where_it_was_asked(live_server, page):
    open_playground(page, live_server)
    url = save_current(page, "Saved twice")
    slug = url.rsplit("/", 1)[-1]
    # Another browser with the key saves version 2 meanwhile: this page's delete (of version 1) is refused.
    token = page.evaluate(f"() => JSON.parse(localStorage.getItem('pp.tokens'))['{slug}']")
    status, _ = live_server.request(
        "PUT", f"/api/configs/{slug}", {"name": "Saved twice", "config": {"preset": "tabman.buttonBar"}},
        headers={"Authorization": f"Bearer {token}", "If-Match": '"1"'})
    assert status == 200
    page.get_by_role("tab", name="Share").click()
    messages = []
    page.on("dialog", lambda dialog: (messages.append(dialog.message), dialog.accept()))
    page.get_by_role("button", name="Delete…").click()
    poll(page, lambda: len(messages), lambda n: n >= 2, timeout=10)
    assert messages[1].startswith("Not deleted: "), messages
    assert live_server.request("GET", f"/api/configs/{slug}")[0] == 200


def test_export_panel_matches_the_api(live_server, page):
    if not live_server.has_route("GET", "/api/configs"):
        pytest.skip("the server has no /api/configs routes yet (saved configs not merged)")
    open_playground(page, live_server)
    page.select_option('select[name="indicator.kind"]', "chevron")
    # Before any save: the code of what the preview shows, following each change.
    page.get_by_role("tab", name="Export").click()
    code = "document.querySelector('[data-testid=export-code]').textContent"
    page.wait_for_function(f"() => {code}.includes('TMChevronBarIndicator')")
    assert "unsaved" in page.locator("[data-export-note]").inner_text()
    page.select_option('select[name="indicator.kind"]', "dot")
    page.wait_for_function(f"() => {code}.includes('TMDotBarIndicator') && !{code}.includes('TMChevronBarIndicator')")
    page.select_option('select[name="indicator.kind"]', "chevron")
    page.wait_for_function(f"() => {code}.includes('TMChevronBarIndicator')")
    # Download saves the code shown, under the target's file name.
    with page.expect_download() as download:
        page.locator("[data-export-download]").click()
    assert download.value.suggested_filename == "PagerViewController.swift"
    saved = download.value.path()
    with open(saved, encoding="utf-8") as file:
        assert file.read() == page.get_by_test_id("export-code").text_content()
    slug = save_current(page, "Export check").rsplit("/", 1)[-1]
    page.get_by_role("tab", name="Export").click()
    page.wait_for_function("() => document.querySelector('[data-export-note]').textContent.includes('as saved')")
    for target, label in [
        ("tabman", "Tabman"),
        ("swiftui-tabpager", "SwiftUI TabPager"),
        ("btabviewcontroller", "BTabViewController"),
        ("tabbarcontroller", "TabBarController"),
        ("json", "JSON"),
    ]:
        page.locator("[data-panel=export] .toggle", has_text=label).click()
        status, body = live_server.request("GET", f"/api/configs/{slug}/export?target={target}&version=1")
        assert status == 200, (target, body)
        expected = body if isinstance(body, str) else json.dumps(body)
        page.wait_for_function(
            "([t]) => document.querySelector('[data-panel=export] .toggle[aria-pressed=true]').dataset.target === t "
            "&& document.querySelector('.export__code').dataset.target === t "
            "&& document.querySelector('[data-testid=export-code]').textContent.length > 0",
            arg=[target],
        )
        text = page.get_by_test_id("export-code").text_content()
        if target == "json":
            assert json.loads(text) == json.loads(expected)
        else:
            assert text == expected
    page.console_watch.assert_clean()


def test_embed_page_shows_a_live_preview(live_server, page, browser):
    if not live_server.has_route("GET", "/api/configs"):
        pytest.skip("the server has no /api/configs routes yet (saved configs not merged)")
    open_playground(page, live_server)
    page.select_option('select[name="indicator.kind"]', "block")
    slug = save_current(page, "Embed check").rsplit("/", 1)[-1]
    status, _ = live_server.request("GET", f"/embed/{slug}")
    if status == 404:
        pytest.skip("the server has no GET /embed/{slug} route yet (issue 8)")
    embed = browser.new_context(viewport={"width": 420, "height": 800})
    try:
        frame = embed.new_page()
        watch = ConsoleWatch(frame)
        open_playground(frame, live_server, f"/embed/{slug}")
        assert frame.locator("[data-controls]").count() == 0
        frame.locator(CANVAS).focus()
        frame.keyboard.press("ArrowRight")
        wait_index(frame, 1)
        watch.assert_clean()
    finally:
        embed.close()


def test_stage_and_tabs_editor_change_the_preview(live_server, page):
    open_playground(page, live_server)
    rev = drawn_rev(page)
    page.select_option("#stage-device", "iphone-se")
    page.wait_for_function("(s) => document.querySelector(s).dataset.viewport === '375x667'", arg=CANVAS)
    page.get_by_role("button", name="Landscape").click()
    page.wait_for_function("(s) => document.querySelector(s).dataset.viewport === '667x375'", arg=CANVAS)
    wait_drawn(page, rev_above=rev)
    rev = drawn_rev(page)
    page.fill("#new-tab-title", "Extra")
    page.click("text=Add tab")
    wait_drawn(page, rev_above=rev)
    assert page.locator(".items .item").count() == 6
    # Pageboy's insertPage(at:then:) defaults to .scrollToUpdate: the Tabman preset scrolls to the new
    # tab (docs/decisions/0013); a scrub is refused while that scroll runs, so wait for it to end.
    page.wait_for_function(
        "(s) => document.querySelector(s).dataset.index === '5' && document.querySelector(s).dataset.position === '5'",
        arg=CANVAS,
    )
    rev = drawn_rev(page)
    page.locator(".item__handle").nth(5).focus()
    page.keyboard.press("ArrowUp")
    wait_drawn(page, rev_above=rev)
    titles = [page.locator(".item__title").nth(i).input_value() for i in range(6)]
    assert titles[4] == "Extra", titles
    # The scrubber moves the pager to a fractional position and settles back on a page. A drag
    # fires `input` while the thumb moves and `change` on release; `fill` would fire both at once,
    # and the scrub and its end would reach the server in one batch, the held position never drawn.
    page.eval_on_selector(
        "#scrub-position",
        "(el) => { el.value = '2.5'; el.dispatchEvent(new Event('input', { bubbles: true })); }",
    )
    page.wait_for_function("(s) => Math.abs(Number(document.querySelector(s).dataset.position) - 2.5) < 0.01", arg=CANVAS)
    page.locator("#scrub-position").dispatch_event("change")
    page.wait_for_function(
        "(s) => ['2', '3'].includes(document.querySelector(s).dataset.index) && "
        "Number.isInteger(Number(document.querySelector(s).dataset.position))",
        arg=CANVAS,
    )
    page.console_watch.assert_clean()


def test_undo_and_redo(live_server, page):
    open_playground(page, live_server)
    select = page.locator('select[name="indicator.kind"]')
    original = select.input_value()
    select.select_option("chevron")
    page.locator("body").click(position={"x": 5, "y": 700})
    page.keyboard.press("Control+z")
    page.wait_for_function(
        "([v]) => document.querySelector('select[name=\"indicator.kind\"]').value === v", arg=[original]
    )
    page.keyboard.press("Control+Shift+z")
    page.wait_for_function("() => document.querySelector('select[name=\"indicator.kind\"]').value === 'chevron'")
    page.console_watch.assert_clean()


def test_undoing_add_tab_returns_to_the_page_shown_before_the_add(live_server, page):
    # Tabman scrolls to a new tab (Pageboy's .scrollToUpdate); undo took the tab away and the engine,
    # its selection gone, showed the first page. Undo puts back what the designer saw: the third page
    # (decision 0037).
    open_playground(page, live_server)
    page.get_by_role("button", name="Next ›").click()
    wait_index(page, 1)
    page.get_by_role("button", name="Next ›").click()
    page.wait_for_function(
        "(s) => document.querySelector(s).dataset.index === '2' && document.querySelector(s).dataset.position === '2'",
        arg=CANVAS)
    page.fill("#new-tab-title", "Extra")
    page.click("text=Add tab")
    page.wait_for_function(
        "(s) => document.querySelector(s).dataset.index === '5' && document.querySelector(s).dataset.position === '5'",
        arg=CANVAS)
    page.locator("[data-undo]").click()
    page.wait_for_function("() => document.querySelectorAll('.items .item').length === 5")
    # Not animated: the page before the add, shown with the undo's own frame.
    page.wait_for_timeout(800)
    assert (canvas_data(page, "index"), canvas_data(page, "position")) == ("2", "2")
    # Redo brings the tab back and shows it, as the add did; undo again, the third page again.
    page.locator("[data-redo]").click()
    page.wait_for_function("() => document.querySelectorAll('.items .item').length === 6")
    wait_index(page, 5)
    page.locator("[data-undo]").click()
    page.wait_for_function("() => document.querySelectorAll('.items .item').length === 5")
    wait_index(page, 2)
    page.wait_for_timeout(300)
    assert canvas_data(page, "index") == "2"
    # Removing the tab on screen shows the first page (the engine's rule, its selection gone); undoing
    # the removal shows that tab again.
    page.locator(".items .item").nth(2).get_by_role("button", name=re.compile("^Remove tab 3")).click()
    page.wait_for_function("() => document.querySelectorAll('.items .item').length === 4")
    wait_index(page, 0)
    page.locator("[data-undo]").click()
    page.wait_for_function("() => document.querySelectorAll('.items .item').length === 5")
    wait_index(page, 2)
    page.console_watch.assert_clean()


def test_unsaved_changes_survive_a_reload(live_server, page):
    open_playground(page, live_server)
    page.select_option('select[name="indicator.kind"]', "chevron")
    page.wait_for_timeout(500)
    page.reload()
    wait_drawn(page)
    assert page.locator('select[name="indicator.kind"]').input_value() == "chevron"
    page.evaluate("() => localStorage.clear()")
    page.console_watch.assert_clean()


def test_two_tabs_on_one_page_each_keep_their_own_changes(live_server, page):
    """Each tab's reload restores its own draft; a new tab opens the newest; a clean tab stays clean."""
    other = page.context.new_page()
    other.console_watch = ConsoleWatch(other)
    kind = 'select[name="indicator.kind"]'
    try:
        open_playground(page, live_server)
        open_playground(other, live_server)
        original = page.locator(kind).input_value()
        assert original not in ("chevron", "dot")
        page.select_option(kind, "chevron")
        page.wait_for_timeout(500)
        other.select_option(kind, "dot")
        other.wait_for_timeout(500)
        page.reload()
        wait_drawn(page)
        assert page.locator(kind).input_value() == "chevron"
        other.reload()
        wait_drawn(other)
        assert other.locator(kind).input_value() == "dot"
        # A new tab starts from the newest draft any tab wrote.
        third = page.context.new_page()
        open_playground(third, live_server)
        assert third.locator(kind).input_value() == "dot"
        third.close()
        # Reverting to the preset makes the first tab clean: it stays so on reload.
        page.get_by_role("button", name="Revert to the preset").click()
        page.wait_for_function("([s, v]) => document.querySelector(s).value === v", arg=[kind, original])
        page.wait_for_timeout(500)
        page.reload()
        wait_drawn(page)
        assert page.locator(kind).input_value() == original
        page.console_watch.assert_clean()
        other.console_watch.assert_clean()
    finally:
        page.evaluate("() => localStorage.clear()")
        other.close()


def test_usable_on_a_phone_width_screen(live_server, browser):
    phone = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2, has_touch=True, is_mobile=True)
    try:
        page = phone.new_page()
        watch = ConsoleWatch(page)
        open_playground(page, live_server)
        box = page.locator(CANVAS).bounding_box()
        assert 200 < box["width"] <= 390, box
        # HiDPI: the backing store has two pixels per CSS pixel.
        backing = page.evaluate("(s) => document.querySelector(s).width", CANVAS)
        assert abs(backing - 2 * box["width"]) <= 2, (backing, box)
        assert page.get_by_test_id("save-button").is_visible()
        watch.assert_clean()
    finally:
        phone.close()


def test_screenshots_of_every_preset(live_server, page):
    status, body = live_server.request("GET", "/api/presets")
    assert status == 200
    presets = [preset["id"] for preset in body["presets"]]
    assert len(presets) >= 7
    open_playground(page, live_server)
    out = artifacts_dir()
    for preset in presets:
        rev = drawn_rev(page)
        if page.locator("[data-preset-select]").input_value() != preset:
            page.select_option("[data-preset-select]", preset)
            wait_drawn(page, rev_above=rev)
        page.wait_for_timeout(150)
        page.locator("[data-device]").screenshot(path=str(out / f"preset-{preset}.png"))
        assert bar_pixels(page)["colours"] > 2, preset
    (out / "presets.json").write_text(json.dumps(presets))
    page.console_watch.assert_clean()


def test_renaming_a_tab_moves_the_buttons_to_their_new_frames(live_server, page):
    # Tabman re-lays the bar out over 0.2 s when a title changes (docs/frames.md `transition`); adding a
    # tab reloads at once.
    open_playground(page, live_server)
    page.evaluate(
        """(s) => {
            window.tweenStates = [];
            new MutationObserver(() => window.tweenStates.push(document.querySelector(s).dataset.tween))
                .observe(document.querySelector(s), {attributes: true, attributeFilter: ['data-tween']});
        }""",
        CANVAS,
    )
    rev = drawn_rev(page)
    page.fill("#new-tab-title", "Extra")
    page.click("text=Add tab")
    wait_drawn(page, rev_above=rev)
    assert "1" not in page.evaluate("() => window.tweenStates")
    rev = drawn_rev(page)
    page.locator(".item__title").first.fill("A much longer first title")
    wait_drawn(page, rev_above=rev)
    page.wait_for_function("() => window.tweenStates.includes('1')", timeout=5000)
    page.wait_for_function("(s) => document.querySelector(s).dataset.tween === ''", arg=CANVAS, timeout=5000)
    page.console_watch.assert_clean()
