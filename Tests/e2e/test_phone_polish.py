"""A phone's finger targets and reach, and what the fourth walk left in Compare and Share (decision 0044).

On a touch screen (`pointer: coarse`) the controls a finger uses most are 44 × 44 CSS px or more (Apple's
minimum tap target), while the pinned preview keeps its drawn height and a mouse's layout stays as it
was; a button along a phone's bottom edge jumps to the side panel (Tabs, Share, …) and back; the compare
baseline draws the safe-area guides as the main preview does, names its baseline whole at laptop size,
and the Share tab lists the versions at its top.
"""

from contextlib import contextmanager

from conftest import ConsoleWatch, artifacts_dir
from test_designer_walk_4 import two_versions
from test_phone_walk import open_on_phone
from test_playground import open_playground

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
LAPTOP = {"viewport": {"width": 1440, "height": 900}}
CANVAS = '[data-testid="preview-canvas"]'
BASELINE = '[data-testid="compare-canvas"]'

# The preview's drawn height at 390 × 844 before this change (canvas box, CSS px; decision 0044).
PREVIEW_HEIGHT_BEFORE = 454.2

# Each kind of control a finger uses most: a selector, and how many of them at least are on the page.
TARGETS = {
    "Previous, Next, Reload": (".scrubber button:not([hidden])", 3),
    "scrubber": (".scrubber__range", 1),
    "stage selects": (".stage__settings select", 4),
    "stage toggles": (".stage__settings .toggle", 4),
    "stage checkboxes (their labels)": (".stage__settings .stage__check", 5),
    "side panel tabs": ("[data-side-tabs] [role=tab]", 6),
    "tab handles": (".item__handle", 5),
    "remove ×": (".item__remove", 5),
    "add tab": (".items__add button", 1),
    "tab fields": (".item .field", 15),
    "disclosures": (".group__summary, .item__look-summary", 10),
    "segments (their labels)": (".segmented__option", 20),
    "switches (their inputs)": (".switch__input", 5),
    "colour pickers": (".color__picker", 5),
    "option sliders": (".number__slider", 5),
    "reset all": ("[data-reset-all]", 1),
}

BOXES = """(selector) => [...document.querySelectorAll(selector)]
    .filter((e) => e.getClientRects().length > 0)
    .map((e) => { const r = e.getBoundingClientRect(); return [e.getAttribute('aria-label') || e.textContent.trim().slice(0, 20) || e.name || e.className, r.width, r.height]; })"""


@contextmanager
def opened(browser, options, url):
    """A page of a new browser context with `options`, `url` drawn in it; the context closed after."""
    context = browser.new_context(**options)
    try:
        page = context.new_page()
        page.console_watch = ConsoleWatch(page)
        open_on_phone(page, url)
        page.wait_for_timeout(300)
        yield page
    finally:
        context.close()


def test_on_a_phone_the_controls_a_finger_uses_most_are_44_pt(live_server, browser):
    # At 390 × 844 with touch, 277 controls were under 44 pt: the pinned Previous, Next and Reload 24 pt
    # tall, the stage settings 23–26, the side panel's tabs 40, checkboxes 13, switches 38 × 22,
    # segments 25, the tabs editor's remove × 28 × 26 (decision 0041, "Seen and left").
    with opened(browser, PHONE, live_server.url) as page:
        page.locator(".item__look-summary").first.wait_for(state="attached")
        small = {}
        for name, (selector, least) in TARGETS.items():
            boxes = page.evaluate(BOXES, selector)
            assert len(boxes) >= least, (name, boxes)
            under = [b for b in boxes if b[1] < 44 - 0.01 or b[2] < 44 - 0.01]
            if under:
                small[name] = under[:4]
        assert small == {}, small
        # A range input is moved by its thumb on iOS: the thumb is 44 × 44 whatever it draws.
        thumb = page.evaluate(
            """() => { const s = getComputedStyle(document.querySelector('.scrubber__range'), '::-webkit-slider-thumb');
                return [parseFloat(s.width), parseFloat(s.height)]; }"""
        )
        assert thumb[0] >= 44 and thumb[1] >= 44, thumb
        # A tab's own look, opened: its colour rows (well, text, opacity and the 44 pt "use the buttons'")
        # stay inside the phone's width, and so does the page.
        look = page.locator(".item__look-summary").first
        look.scroll_into_view_if_needed()
        look.tap()
        page.locator(".item__look-reset").first.wait_for()
        right = page.evaluate(
            "() => Math.max(...[...document.querySelectorAll('.item__look-row *')].filter((e) => e.getClientRects().length).map((e) => e.getBoundingClientRect().right))")
        assert right <= 390, right
        assert page.evaluate("() => document.documentElement.scrollWidth") == 390
        resets = page.evaluate(BOXES, ".item__look-reset")
        assert resets and all(w >= 44 and h >= 44 for _, w, h in resets), resets
        page.evaluate("() => scrollTo(0, 0)")
        # The pinned Previous, Next and Reload are what a finger meets at their centres.
        for name in ("‹ Previous", "Next ›", "Reload"):
            box = page.get_by_role("button", name=name, exact=True).bounding_box()
            hit = page.evaluate(
                "([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent.trim()",
                [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
            )
            assert hit == name, (name, hit)
        # The preview keeps its drawn height (the stage grew by what its two rows grew), at the top of
        # the page and pinned once the options are scrolled.
        canvas = page.locator(CANVAS).bounding_box()
        assert canvas["height"] >= PREVIEW_HEIGHT_BEFORE - 0.5, canvas
        page.screenshot(path=str(artifacts_dir() / "phone-polish-top.png"))
        page.evaluate("() => scrollTo(0, 2000)")
        page.wait_for_timeout(200)
        canvas = page.locator(CANVAS).bounding_box()
        scrubber = page.locator(".scrubber").bounding_box()
        assert canvas["height"] >= PREVIEW_HEIGHT_BEFORE - 0.5 and 0 <= canvas["y"], canvas
        assert canvas["y"] + canvas["height"] <= scrubber["y"] and scrubber["y"] + scrubber["height"] < 844 - 300, scrubber
        page.screenshot(path=str(artifacts_dir() / "phone-polish-scrolled.png"))
        page.console_watch.assert_clean()


def test_on_a_320_px_phone_the_scrubber_keeps_to_one_row(live_server, browser):
    # At 44 pt Previous, the slider, its value, Next and Reload wrapped onto two rows at 320 px wide
    # (Reload alone on the second), 48 px more of the pinned stage's height.
    with opened(browser, {**PHONE, "viewport": {"width": 320, "height": 640}}, live_server.url) as page:
        middles = page.evaluate(BOXES.replace("r.width, r.height", "r.y + r.height / 2, r.right"), ".scrubber > :not(label)")
        ys = [y for _, y, _ in middles]
        assert max(ys) - min(ys) < 2 and max(right for _, _, right in middles) <= 320, middles
        assert page.locator(".scrubber").bounding_box()["height"] <= 46


def test_with_a_mouse_the_laptop_layout_is_as_it_was(live_server, browser):
    # The finger's sizes are for touch screens only: at 1440 × 900 with a mouse the scrubber's buttons,
    # the stage settings and the side panel's tabs keep the sizes they had (measured before the change).
    with opened(browser, LAPTOP, live_server.url) as page:
        heights = page.evaluate(
            """() => Object.fromEntries([['previous', '.scrubber button'], ['scrubber', '.scrubber'], ['settings', '.stage__settings'],
                ['tab', '[data-side-tabs] [role=tab]'], ['canvas', '[data-testid=preview-canvas]']]
                .map(([k, s]) => [k, Math.round(document.querySelector(s).getBoundingClientRect().height * 10) / 10]))"""
        )
        assert heights == {"previous": 24, "scrubber": 41, "settings": 71, "tab": 38.8, "canvas": 704}, heights
        assert not page.get_by_test_id("phone-jump").is_visible()
        page.screenshot(path=str(artifacts_dir() / "phone-polish-laptop.png"))
        page.console_watch.assert_clean()


def test_on_a_phone_the_side_panel_is_a_tap_away(live_server, browser):
    # The tabs editor (and Share, Library, …) came after every option: 7,900 px of scrolling on a phone.
    # A button along the bottom edge jumps to the side panel's tab strip, just under the pinned preview,
    # and back up to the options.
    with opened(browser, PHONE, live_server.url) as page:
        jump = page.get_by_test_id("phone-jump")
        box = jump.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44 and box["y"] + box["height"] <= 844 and box["x"] + box["width"] <= 390, box
        # Beside Undo/Redo and Save, not over them.
        for name in ("Redo", "Save"):
            other = page.get_by_role("button", name=name, exact=True).bounding_box()
            assert other["x"] + other["width"] <= box["x"] or box["x"] + box["width"] <= other["x"], (name, other, box)
        assert jump.text_content() == "Tabs & Share ↓"
        jump.tap()
        page.wait_for_function("() => document.querySelector('[data-jump]').textContent === 'Options ↑'")
        page.wait_for_timeout(200)
        strip = page.locator("[data-side-tabs]").bounding_box()
        stage = page.locator(".stage").bounding_box()
        assert stage["y"] + stage["height"] - 2 <= strip["y"] < 844 - 200, (strip, stage)
        tab = page.get_by_role("tab", name="Tabs", exact=True).bounding_box()
        on_top = page.evaluate(
            "([x, y]) => document.elementFromPoint(x, y)?.closest('[role=tab]')?.textContent", [tab["x"] + tab["width"] / 2, tab["y"] + tab["height"] / 2]
        )
        assert on_top == "Tabs", on_top
        title = page.get_by_label("Title of tab 1").bounding_box()
        assert title["y"] + title["height"] < 844 - 68, title
        page.screenshot(path=str(artifacts_dir() / "phone-polish-jumped.png"))
        jump.tap()
        page.wait_for_function("() => document.querySelector('[data-jump]').textContent === 'Tabs & Share ↓'")
        page.wait_for_timeout(200)
        filter_box = page.get_by_label("Filter options").bounding_box()
        stage = page.locator(".stage").bounding_box()
        assert stage["y"] + stage["height"] - 2 <= filter_box["y"] < 844 - 68 - filter_box["height"], (filter_box, stage)
        page.console_watch.assert_clean()


DIFFERENT_PIXELS = """([a, b]) => {
    const [ca, cb] = [document.querySelector(a), document.querySelector(b)];
    if (ca.width !== cb.width || ca.height !== cb.height) return [-1, ca.width, cb.width, ca.height, cb.height];
    const da = ca.getContext('2d').getImageData(0, 0, ca.width, ca.height).data;
    const db = cb.getContext('2d').getImageData(0, 0, cb.width, cb.height).data;
    let n = 0;
    for (let i = 0; i < da.length; i += 4) {
        if (Math.abs(da[i] - db[i]) + Math.abs(da[i + 1] - db[i + 1]) + Math.abs(da[i + 2] - db[i + 2]) > 24) n += 1;
    }
    return [n];
}"""


def test_the_compare_baseline_draws_the_safe_area_guides_as_the_main_preview(live_server, page):
    # With Insets on, the main preview draws dashed lines where the safe area starts; the baseline drew
    # none (`showInsets: false`), so two equal designs looked different at their top and bottom edges.
    page.set_viewport_size(LAPTOP["viewport"])
    open_playground(page, live_server, "/")
    page.locator("#stage-compare").check()
    page.wait_for_function("(s) => document.querySelector(s)?.dataset.drawn", arg=BASELINE, timeout=15000)
    page.wait_for_timeout(800)
    # The same design on both (the preset's defaults beside no edits): every pixel alike, guides too.
    assert page.evaluate(DIFFERENT_PIXELS, [CANVAS, BASELINE]) == [0]
    page.screenshot(path=str(artifacts_dir() / "phone-polish-compare-insets.png"))
    # Insets off: off on both.
    page.locator("#stage-insets").uncheck()
    page.wait_for_timeout(500)
    assert page.evaluate(DIFFERENT_PIXELS, [CANVAS, BASELINE]) == [0]
    page.console_watch.assert_clean()


def test_compare_names_its_baseline_whole_at_laptop_size(live_server, page):
    # At 1440 × 900 the baseline's name was cut ("“Walk4 Home tab…") after "Before:", its source and Pin
    # current on one 40 px line. It now has a line of its own; both heads keep one height.
    slug, _ = two_versions(live_server, "Walk4 Home tabs")
    page.set_viewport_size(LAPTOP["viewport"])
    open_playground(page, live_server, f"/c/{slug}")
    page.locator("#stage-compare").check()
    page.wait_for_function("() => [...document.querySelectorAll('[data-compare] select option')].some(o => o.value === 'version:1')")
    page.locator("[data-compare] select").select_option("version:1")
    page.wait_for_function("() => document.querySelector('[data-compare] .compare__label').textContent === '“Walk4 Home tabs” v1'")
    page.wait_for_timeout(300)
    label = page.evaluate(
        "() => { const l = document.querySelector('[data-compare] .compare__label'); return [l.scrollWidth, l.clientWidth]; }")
    assert label[0] <= label[1], f"the label is cut: {label[0]} px wide in {label[1]}"
    heads = [page.locator(s).bounding_box()["height"] for s in ("[data-compare] .compare__head", "[data-compare-now]")]
    assert heads[0] == heads[1], heads
    canvases = [page.locator(s).bounding_box()["height"] for s in (BASELINE, CANVAS)]
    assert abs(canvases[0] - canvases[1]) < 1, canvases
    # Everything in the head is inside it: "Before:", the source, Pin current, the label.
    head = page.locator("[data-compare] .compare__head").bounding_box()
    for selector in (".compare__title", "select", "button", ".compare__label"):
        box = page.locator(f"[data-compare] .compare__head {selector}").bounding_box()
        assert head["y"] <= box["y"] and box["y"] + box["height"] <= head["y"] + head["height"] + 0.5, (selector, box, head)
        assert box["x"] + box["width"] <= head["x"] + head["width"] + 0.5, (selector, box, head)
    page.screenshot(path=str(artifacts_dir() / "phone-polish-compare-label.png"))
    page.console_watch.assert_clean()


def test_the_share_tab_lists_the_versions_first(live_server, page):
    # The versions list was the last thing in the Share tab, under the links, the embed code and the QR
    # code: on a 900 px high screen it needed a scroll to find.
    slug, token = two_versions(live_server, "Versions first")
    page.set_viewport_size(LAPTOP["viewport"])
    open_playground(page, live_server, f"/c/{slug}#edit={token}")
    page.get_by_role("tab", name="Share").click()
    versions = page.get_by_role("list", name="Version history, newest first")
    page.wait_for_function("() => document.querySelectorAll('.versions__item').length === 2")
    box = versions.bounding_box()
    assert box["y"] + box["height"] <= 900, box
    assert box["y"] < page.get_by_test_id("share-qr").bounding_box()["y"]
    assert box["y"] < page.get_by_test_id("share-link").bounding_box()["y"]
    page.screenshot(path=str(artifacts_dir() / "phone-polish-share.png"))
    page.console_watch.assert_clean()
