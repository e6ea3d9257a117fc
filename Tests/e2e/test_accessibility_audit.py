"""The side panel's accessibility audit (logic/accessibility.js) on the real page.

What it lists is checked against the engine's own layout for the same config (`pager-playground simulate`):
the elements in VoiceOver's order (Tabman: the accessories first, then the buttons), each button's tap
target as the engine sized it, and the titles' contrast worked out here from the WCAG 2 formula.
"""

from conftest import BLACK, canvas_ink, poll
from test_accessories import engine_layout, open_config
from test_playground import CANVAS

ITEMS = [
    {"id": "home", "title": "Home", "badge": "3"},
    {"id": "me", "title": "Me"},
    {"id": "settings", "title": "Settings"},
]
CONFIG = {
    "schemaVersion": 1,
    "preset": "tabman.buttonBar",
    "items": ITEMS,
    "bar": {"accessories": {"left": "plus"}, "background": {"style": "flat", "color": "#FFFFFFFF"}},
    "buttons": {"tintColor": "#C7C7CCFF"},
}


def luminance(hex_color):
    def channel(c):
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_color[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio_on_white(hex_color):
    return 1.05 / (luminance(hex_color) + 0.05)


def black_ink(page, rect):
    """Near-black pixels of the canvas inside `rect` (viewport points): their count and mean x in points."""
    return canvas_ink(page, CANVAS, rect, BLACK)


def wait_black(page, rect, predicate, timeout=10.0):
    return poll(page, lambda: black_ink(page, rect), predicate, timeout)


def open_audit(page):
    page.click("#tab-accessibility")
    page.wait_for_selector(".audit:not([hidden]) .audit__elements tbody tr")


def audit_rows(page):
    return page.eval_on_selector_all(
        ".audit__elements tbody tr[data-kind]",
        "rows => rows.map(r => [...r.children].map(c => c.innerText.trim()))",
    )


def issue_codes(page):
    return page.eval_on_selector_all(".audit__issue", "items => items.map(i => i.dataset.code)")


def test_the_audit_reads_the_bar_as_voiceover_would_and_flags_its_problems(live_server, page, tmp_path):
    layout = engine_layout(tmp_path, CONFIG)
    open_config(page, live_server, CONFIG, "Audit")
    open_audit(page)

    rows = audit_rows(page)
    buttons = layout["buttons"]
    total = 1 + len(buttons)
    assert [r[0] for r in rows] == ["leading accessory (plus)"] + [f'"{b["title"]}"' for b in buttons], rows
    # Tabman's bar is a tab bar container: each element says "Tab" and its place, accessories counted first;
    # page 0 is selected, so the first button's line starts with "Selected".
    assert rows[0][1] == f"Tab, 1 of {total}"
    assert rows[1][1].splitlines() == [f"Selected, Home, Tab, 2 of {total}", f"Home, Tab, 2 of {total}"]
    for row, button in zip(rows[1:], buttons):
        frame = button["frame"]
        assert row[2] == f"{round(frame['width'] * 10) / 10:g} × {round(frame['height'] * 10) / 10:g}", (row, frame)

    # "Me" is narrower than 44 pt; Tabman does not read the badge; the accessory has no label; the light grey
    # unselected titles miss 4.5:1 (17 pt semibold needs only 3:1, and #C7C7CC makes less even than that).
    me = next(b for b in buttons if b["title"] == "Me")
    assert me["frame"]["width"] < 44, me
    contrast = ratio_on_white("#C7C7CC")
    assert contrast < 3, contrast
    codes = issue_codes(page)
    assert sorted(codes) == sorted(["accessory-unlabelled", "small-target", "badge-not-read", "low-contrast"]), codes
    unselected = page.inner_text('.audit__contrast [data-part="unselected"]')
    assert f"{int(contrast * 100) / 100:.2f}:1" in unselected, (unselected, contrast)

    # Pointing at a tab's row draws VoiceOver's cursor (black outside, white inside) round its button on
    # the preview; nothing in this bar is black before (grey and blue titles, a blue accessory).
    bar = layout["bar"]["frame"]
    assert black_ink(page, bar)["count"] == 0
    page.locator('.audit__elements tbody tr[data-kind="tab"]').nth(1).hover()
    page.wait_for_function(
        f"""() => {{ const c = document.querySelector('{CANVAS}'); return c && c.dataset.drawn; }}"""
    )
    ink = wait_black(page, bar, lambda ink: ink["count"] > 40)
    left = layout["bar"]["scrollFrame"]["x"] + me["frame"]["x"]
    assert left <= ink["x"] <= left + me["frame"]["width"], (ink, me["frame"])
    page.mouse.move(5, 5)
    wait_black(page, bar, lambda ink: ink["count"] == 0)
    # So does pointing at the problem about it.
    page.locator('.audit__issue[data-code="small-target"]').hover()
    ink = wait_black(page, bar, lambda ink: ink["count"] > 40)
    assert left <= ink["x"] <= left + me["frame"]["width"], (ink, me["frame"])
    page.mouse.move(5, 5)
    wait_black(page, bar, lambda ink: ink["count"] == 0)

    # A darker tint from the controls clears the contrast problem (black on white: 21:1).
    field = page.locator('input[name="buttons.tintColor"]')
    field.fill("#000000FF")
    field.press("Enter")
    page.wait_for_function("() => !document.querySelector('.audit__issue[data-code=\"low-contrast\"]')")
    assert "21.00:1" in page.inner_text('.audit__contrast [data-part="unselected"]')

    # A VoiceOver label that says the badge: it is read instead of the title, and the badge problem goes.
    label = page.locator('.audit__label-input[data-id="home"]')
    label.fill("Home, 3 new")
    label.press("Enter")
    page.wait_for_function("() => !document.querySelector('.audit__issue[data-code=\"badge-not-read\"]')")
    # The edit reaches the preview's session, whose layout comes back a moment later: read the row in
    # the same turn that finds the audit shown again (hidden, a row's innerText runs its two lines
    # together, and a later layout can hide it again between two separate reads).
    spoken = f"Selected, Home, 3 new, Tab, 2 of {total}"
    row = page.wait_for_function(
        """spoken => {
            const row = document.querySelectorAll('.audit__elements tbody tr[data-kind]')[1];
            if (!row || !row.checkVisibility()) return false;
            const cells = [...row.children].map(c => c.innerText.trim());
            return cells[1].split('\\n')[0] === spoken && cells;
        }""",
        arg=spoken,
    ).json_value()
    assert row[1].splitlines()[0] == spoken, row
    assert row[0] == '"Home"', row
    assert page.locator('.audit__label-input[data-id="home"]').input_value() == "Home, 3 new"
    # The code export sets it.
    page.click("#tab-export")
    code = "document.querySelector('[data-testid=export-code]').textContent"
    page.wait_for_function(f"() => {code}.includes('item.accessibilityLabel = tab.accessibilityLabel')")
    assert 'accessibilityLabel: "Home, 3 new"' in page.get_by_test_id("export-code").text_content()
    page.console_watch.assert_clean()


def test_the_audit_follows_the_library(live_server, page):
    config = {"schemaVersion": 1, "preset": "bTabViewController", "items": ITEMS}
    open_config(page, live_server, config, "Audit BTab")
    open_audit(page)
    rows = audit_rows(page)
    # BTabViewController's cells set no traits: the title (capitalised, as its item model shows it) as text.
    assert [r[1] for r in rows] == ["Home", "Me", "Settings"], rows
    assert sorted(issue_codes(page)) == ["fixed-text-size", "selection-not-announced"]
    assert "do not follow Dynamic Type" in page.inner_text(".audit__text-size")
    page.console_watch.assert_clean()
