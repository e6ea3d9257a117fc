"""What a designer ran into on a walk through the playground (fonts, warnings, the first page).

- A font file over the server's 10 MB is refused in the Typeface control before it is sent, in megabytes
  (it was sent whole, and the HTTP layer's "content of 12582912 bytes exceeds 10000001 bytes" was shown,
  with a 413 in the console).
- The warning strip numbers tabs as the Tabs editor does, from 1 (a warning about the second tab said
  "tab 1").
- "First page" takes only a page that exists: with 5 tabs, 7 is refused next to the field (it was sent,
  marked as a change and refused by the server, said only in the Log tab, and the draft kept a config
  the server refuses).
- Removing a tab while the first page is the last tab removes it in the preview too, and the first page
  moves to the new last tab (the server refused the removal: the Tabs editor showed 4 tabs, the preview
  kept 5, and the document named a page that no longer existed).
"""

from conftest import poll
from test_playground import CANVAS, canvas_data, drawn_rev, open_playground, wait_drawn
from test_refused_values import error_of

FIRST_PAGE = 'input[name="pager.defaultPage"]'
FIRST_PAGE_SLIDER = '.control[data-path="pager.defaultPage"] input[type="range"]'


def type_first_page(page, text):
    """Types `text` into the "First page" field (filtering the options to it) and leaves the field."""
    page.fill("[data-filter]", "first page")
    field = page.locator(FIRST_PAGE)
    field.fill(text)
    field.press("Tab")
    return field


def test_a_font_over_10_mb_is_refused_before_it_is_sent(live_server, page):
    open_playground(page, live_server)
    sent = []
    page.on("request", lambda request: "/api/fonts" in request.url and sent.append(request.url))
    page.fill("[data-filter]", "typeface")
    page.locator("[data-font-file]").set_input_files(
        {"name": "Brand-Huge.ttf", "mimeType": "font/ttf", "buffer": b"\0" * (12 * 1024 * 1024)}
    )
    status = page.locator("[data-font-status]")
    status.filter(has_text="Brand-Huge.ttf is 12.6 MB; a font file can be at most 10 MB.").wait_for()
    assert "is-error" in status.get_attribute("class")
    assert sent == []
    assert page.locator("[data-font-in-use]").text_content() == "In use: Default (Inter, tracked like SF Pro)"
    page.console_watch.assert_clean()


def test_the_warning_strip_counts_tabs_from_1_as_the_tabs_editor_does(live_server, page):
    open_playground(page, live_server)
    # Inter, the default face, has no CJK glyphs: the second tab's title gets the missing-glyph warning.
    title = page.locator(".item__title").nth(1)
    title.fill("Explore 日本")
    title.press("Enter")
    warning = page.locator(".warnings__text").filter(has_text="label-missing-glyphs")
    warning.wait_for()
    assert page.locator(".item__title").nth(1).get_attribute("aria-label") == "Title of tab 2"
    assert "label-missing-glyphs (tab 2):" in warning.text_content(), warning.text_content()
    page.console_watch.assert_clean()


def test_the_first_page_takes_only_a_page_that_exists(live_server, page):
    open_playground(page, live_server)
    field = type_first_page(page, "7")
    assert page.locator(FIRST_PAGE_SLIDER).get_attribute("max") == "4"
    message = error_of(page, FIRST_PAGE)
    assert "At most 4: with 5 tabs the pages are 0 to 4." in message, message
    assert "Not applied: the preview keeps 0." in message, message
    assert page.locator(f"{FIRST_PAGE}[data-not-applied='true'][aria-invalid='true']").count() == 1
    # Nothing was sent, so nothing is unsaved and the server refused nothing.
    assert not page.get_by_text("Unsaved changes").is_visible()
    page.get_by_role("tab", name="Log").click()
    assert page.locator(".log__entry").filter(has_text="Input refused").count() == 0

    field.fill("4")
    field.press("Tab")
    assert error_of(page, FIRST_PAGE) == ""
    page.get_by_text("Unsaved changes").wait_for()
    page.console_watch.assert_clean()


def test_removing_the_first_pages_tab_moves_the_first_page_to_the_last_tab_left(live_server, page):
    open_playground(page, live_server)
    field = type_first_page(page, "4")
    slider = page.locator(FIRST_PAGE_SLIDER)
    page.get_by_text("Unsaved changes").wait_for()

    # A tab fewer while the first page is the last tab: the removal applies (the server refused it,
    # and the editor showed 4 tabs while the preview kept 5), the first page moves to the new last tab,
    # and the range follows the tabs.
    page.get_by_role("tab", name="Tabs").click()
    rev = drawn_rev(page)
    page.get_by_role("button", name="Remove tab 1, Home").click()
    page.wait_for_function("() => document.querySelectorAll('.item__title').length === 4")
    wait_drawn(page, rev_above=rev)
    # The preview has 4 pages too: End goes to page 3 (it went to 4 while the server kept 5 tabs).
    page.locator(CANVAS).focus()
    page.keyboard.press("End")
    poll(page, lambda: canvas_data(page, "index"), lambda index: index == "3")
    page.wait_for_timeout(500)
    assert canvas_data(page, "index") == "3"
    assert slider.get_attribute("max") == "3"
    assert field.input_value() == "3"
    page.get_by_role("tab", name="Log").click()
    assert page.locator(".log__entry").filter(has_text="Input refused").count() == 0
    field.fill("4")
    field.press("Tab")
    assert "At most 3: with 4 tabs the pages are 0 to 3." in error_of(page, FIRST_PAGE)
    page.console_watch.assert_clean()
