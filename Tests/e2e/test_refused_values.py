"""Issue 48, item 6: every bad value gets a message. A colour field takes `#RGB`, `#RRGGBB`, `#RRGGBBAA`
and CSS colour names; anything else is refused next to the field, and the preview keeps the last good
colour (read back from the canvas's pixels). A custom device size out of range and an out-of-range
number say so the same way, and the size in effect stays."""

from conftest import RED, canvas_ink, poll
from test_playground import CANVAS, canvas_data, open_playground, wait_drawn, drawn_rev

COLOR = 'input[name="indicator.color"]'


def error_of(page, selector):
    """The refusal message shown for a field (the element its `aria-describedby` names with role alert)."""
    return page.evaluate(
        """(s) => { const input = document.querySelector(s);
                    const ids = (input.getAttribute('aria-describedby') || '').split(/\\s+/);
                    const shown = ids.map((id) => document.getElementById(id))
                                     .filter((el) => el && el.matches('[data-field-error]'));
                    return shown.map((el) => el.textContent).join(''); }""",
        selector,
    )


def red_in_bar(page):
    return canvas_ink(page, CANVAS, None, RED)["count"]


def test_a_refused_colour_says_why_and_the_preview_keeps_the_last_good_colour(live_server, page):
    open_playground(page, live_server)
    field = page.locator(COLOR)
    assert red_in_bar(page) == 0
    # A CSS name is taken and stored as #RRGGBBAA; the indicator turns red on the canvas.
    rev = drawn_rev(page)
    field.fill("Red")
    field.press("Tab")
    assert field.input_value() == "#FF0000FF"
    wait_drawn(page, rev_above=rev)
    red = poll(page, lambda: red_in_bar(page), lambda n: n > 20)

    field.fill("reddish")
    field.press("Tab")
    message = error_of(page, COLOR)
    assert '"reddish" is not a colour' in message, message
    assert "#RGB, #RRGGBB, #RRGGBBAA or a CSS colour name" in message, message
    assert "Not applied: the preview keeps #FF0000FF." in message, message
    assert page.locator(f"{COLOR}[data-not-applied='true'][aria-invalid='true']").count() == 1
    assert page.get_by_role("alert").filter(has_text='"reddish" is not a colour').is_visible()
    # The field keeps what was typed beside its message; the preview keeps red.
    assert field.input_value() == "reddish"
    page.wait_for_timeout(600)
    assert red_in_bar(page) > red / 2, (red_in_bar(page), red)

    # #RGB is taken: the message goes and the colour applies (green has no red ink).
    field.fill("#0f0")
    field.press("Tab")
    assert field.input_value() == "#00FF00FF"
    assert error_of(page, COLOR) == ""
    assert page.locator(f"{COLOR}[data-not-applied]").count() == 0
    poll(page, lambda: red_in_bar(page), lambda n: n == 0)
    page.console_watch.assert_clean()


def test_a_custom_size_out_of_range_says_so_and_the_size_in_effect_stays(live_server, page):
    open_playground(page, live_server)
    page.select_option("#stage-device", "custom")
    page.fill("#stage-width", "500")
    page.locator("#stage-width").press("Tab")
    page.wait_for_function("(s) => document.querySelector(s).dataset.viewport.startsWith('500x')", arg=CANVAS)
    viewport = canvas_data(page, "viewport")

    page.fill("#stage-width", "5000")
    page.locator("#stage-width").press("Tab")
    message = error_of(page, "#stage-width")
    assert message == "The width must be 120–2048 pt; 5000 is too large. Not applied: the preview keeps 500 pt.", message
    page.fill("#stage-height", "90")
    page.locator("#stage-height").press("Tab")
    assert "The height must be 120–2048 pt; 90 is too small." in error_of(page, "#stage-height")
    page.wait_for_timeout(400)
    assert canvas_data(page, "viewport") == viewport
    assert page.locator("#stage-width").input_value() == "5000"

    page.fill("#stage-width", "600")
    page.locator("#stage-width").press("Tab")
    page.wait_for_function("(s) => document.querySelector(s).dataset.viewport.startsWith('600x')", arg=CANVAS)
    assert error_of(page, "#stage-width") == ""
    page.console_watch.assert_clean()


def test_an_out_of_range_number_says_so_and_is_not_applied(live_server, page):
    open_playground(page, live_server)
    number = page.locator('input[name="indicator.weight"]')
    kept = number.input_value()
    number.fill("100000")
    number.press("Tab")
    message = error_of(page, 'input[name="indicator.weight"]')
    assert message.startswith("At most "), message
    assert "Not applied: the preview keeps " in message, message
    assert number.get_attribute("data-not-applied") == "true"
    assert kept in message, (kept, message)
    page.console_watch.assert_clean()
