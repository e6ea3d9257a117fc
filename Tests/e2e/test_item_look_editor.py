"""The tabs editor's "Own look" (a tab's `items[].style`, BTabViewController's `BTabItemModel`): set in the
page, drawn by the preview in that tab's cell only, saved with the config, and given back to the buttons
by its reset.
"""

from conftest import canvas_ink
from test_playground import CANVAS, open_playground, save_current, wait_drawn


def red_in_bar(page):
    return canvas_ink(page, CANVAS, None, "red")


def test_a_tabs_own_background_and_font_are_drawn_saved_and_reset(server, page):
    open_playground(page, server)
    page.select_option("[data-preset-select]", "bTabViewController")
    wait_drawn(page)
    page.wait_for_function("() => document.querySelectorAll('.item').length >= 3")
    before = red_in_bar(page)
    assert before["count"] == 0, before  # nothing red in BTabViewController's bar

    second = page.locator(".item").nth(1)
    second.locator(".item__look summary").click()
    background = second.locator('[data-look-field="backgroundColor"]')
    assert "is-inherited" in background.get_attribute("class")
    field = background.locator(".color__text")
    field.fill("#FF0000")
    field.press("Enter")
    font = second.locator('[data-look-field="font"]')
    buttons_size = float(font.locator(".item__look-size").get_attribute("placeholder"))  # the buttons' size, shown
    assert font.locator(".item__look-size").input_value() == ""
    font.locator(".item__look-weight").select_option("heavy")
    assert second.locator(".item__look summary").inner_text() == "Own look · 2 set"
    assert "is-inherited" not in background.get_attribute("class")

    # The preview fills the second tab's cell, and only it: the red lies right of the bar's first third.
    page.wait_for_function(
        """([selector]) => {
            const c = document.querySelector(selector);
            const [x, y, w, h] = c.dataset.bar.split(' ').map(Number);
            const k = c.width / Number(c.dataset.viewport.split('x')[0]);
            const data = c.getContext('2d').getImageData(Math.floor(x * k), Math.floor(y * k), Math.ceil(w * k), Math.ceil(h * k)).data;
            for (let i = 0; i < data.length; i += 4) if (data[i] > 170 && data[i] - Math.max(data[i + 1], data[i + 2]) > 90) return true;
            return false;
        }""",
        arg=[CANVAS],
        timeout=10000,
    )
    after = red_in_bar(page)
    bar_x, _, bar_width, _ = map(float, page.locator(CANVAS).get_attribute("data-bar").split())
    assert after["count"] > 200, after
    assert bar_x + bar_width / 5 < after["x"] < bar_x + bar_width * 3 / 5, (after, bar_x, bar_width)

    slug = save_current(page, "Own look test").rsplit("/c/", 1)[1]
    status, saved = server.request("GET", f"/api/configs/{slug}")
    assert status == 200, saved
    items = saved["config"]["items"]
    assert items[1]["style"] == {"backgroundColor": "#FF0000FF", "font": {"size": buttons_size, "weight": "heavy"}}, items[1]
    assert all("style" not in item for i, item in enumerate(items) if i != 1)

    # Its reset gives the background back to the buttons: no red left in the bar.
    background.locator(".item__look-reset").click()
    page.wait_for_function("() => document.querySelector('.item:nth-child(2) .item__look summary').textContent === 'Own look · 1 set'")
    wait_drawn(page)
    page.wait_for_timeout(300)
    assert red_in_bar(page)["count"] == 0
    page.console_watch.assert_clean()


def test_a_tabs_own_font_follows_the_font_size_while_they_are_equal(server, page):
    """Decision 0051: the tab made heavy got the buttons' size; Font size moves it too, in one undo step, while
    the two are equal; once it has a size of its own it stays."""
    open_playground(page, server)
    page.select_option("[data-preset-select]", "bTabViewController")
    wait_drawn(page)
    page.wait_for_function("() => document.querySelectorAll('.item').length >= 3")
    second = page.locator(".item").nth(1)
    second.locator(".item__look summary").click()
    font = second.locator('[data-look-field="font"]')
    size = font.locator(".item__look-size")
    buttons_size = size.get_attribute("placeholder")
    font.locator(".item__look-weight").select_option("heavy")
    page.wait_for_function("(s) => document.querySelectorAll('.item')[1].querySelector('.item__look-size').value === s", arg=buttons_size)
    hint = second.get_by_test_id("item-look-font-hint")
    assert hint.inner_text() == f"Font: its size follows the buttons’ ({buttons_size} pt) while the two are equal."

    field = page.locator('input[name="buttons.font.size"]')
    field.fill("20")
    field.press("Enter")
    page.wait_for_function("() => document.querySelectorAll('.item')[1].querySelector('.item__look-size').value === '20'")
    assert font.locator(".item__look-weight").input_value() == "heavy"
    assert hint.inner_text() == "Font: its size follows the buttons’ (20 pt) while the two are equal."
    # The first tab has no look of its own: it follows as before, with nothing written.
    assert page.locator(".item").nth(0).locator(".item__look summary").inner_text() == "Own look"
    # One step: undo puts both back.
    page.click("[data-undo]")
    page.wait_for_function("(s) => document.querySelectorAll('.item')[1].querySelector('.item__look-size').value === s", arg=buttons_size)
    assert field.input_value().startswith(buttons_size)

    # A size of its own stays.
    size.fill("16")
    size.press("Enter")
    page.wait_for_function("() => document.querySelectorAll('.item')[1].querySelector('.item__look-size').value === '16'")
    hint.wait_for(state="hidden", timeout=5000)
    field.fill("14")
    field.press("Enter")
    page.wait_for_function("() => document.querySelector('input[name=\"buttons.font.size\"]').value.startsWith('14')")
    page.wait_for_timeout(300)
    assert size.input_value() == "16"
    page.evaluate("() => localStorage.clear()")
    page.console_watch.assert_clean()
