"""A slider's accent fill on a touch screen (decision 0044's 44 pt thumbs). With `pointer: coarse` the page
draws the sliders itself (`appearance: none`, for a 44 × 44 thumb), and Chromium then drew no fill left of
the thumb: the track was grey on both sides. The page draws it now, up to the thumb's centre, as a mouse's
native slider does."""

from conftest import artifacts_dir
from test_phone_polish import LAPTOP, PHONE, opened
from test_preview_matches_canvas import decode_png

# A number option's slider, set to a quarter of its range the way a drag sets it (the value, then
# `input`); its track's middle row, and the thumb's centre, in CSS px of the element.
SET_AND_MEASURE = """(fraction) => {
    const slider = [...document.querySelectorAll('.number__slider')].find((s) => s.getClientRects().length > 0);
    slider.scrollIntoView({block: 'center'});
    const min = Number(slider.min), max = Number(slider.max);
    slider.value = String(min + (max - min) * fraction);
    slider.dispatchEvent(new Event('input', {bubbles: true}));
    const probe = document.createElement('div');
    probe.style.background = 'var(--accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).backgroundColor;
    probe.style.background = 'var(--border)';
    const border = getComputedStyle(probe).backgroundColor;
    probe.remove();
    slider.dataset.fillProbe = 'yes';
    const r = slider.getBoundingClientRect();
    const filled = (Number(slider.value) - min) / (max - min);
    return {width: r.width, height: r.height, filled, accent, border, coarse: matchMedia('(pointer: coarse)').matches};
}"""


def rgb(text):
    return tuple(int(float(v)) for v in text[text.index("(") + 1 : text.index(")")].split(",")[:3])


def near(a, b, tolerance=40):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def track_colours(page, name):
    """The slider's colours on its middle row, 20 CSS px left and right of the thumb's centre (its knob is 24 px across)."""
    shown = page.evaluate(SET_AND_MEASURE, 0.25)
    page.wait_for_timeout(100)
    slider = page.locator("[data-fill-probe]")
    png = slider.screenshot()
    (artifacts_dir() / f"slider-fill-{name}.png").write_bytes(png)
    width, height, rgba = decode_png(png)
    scale = width / shown["width"]

    def pixel(x):
        at = (int(height / 2) * width + int(x * scale)) * 4
        return tuple(rgba[at : at + 3])

    # The thumb's centre travels from half its width to half its width short of the end: 44 px wide on a
    # touch screen (styles/touch.css), about 16 for Chromium's own slider.
    half = 22 if shown["coarse"] else 8
    centre = half + (shown["width"] - 2 * half) * shown["filled"]
    left, right = pixel(centre - 20), pixel(centre + 20)
    page.screenshot(path=str(artifacts_dir() / f"slider-fill-{name}-page.png"))
    return shown, left, right


def test_on_a_touch_screen_the_slider_is_filled_with_the_accent_left_of_its_thumb(live_server, browser):
    with opened(browser, PHONE, live_server.url) as page:
        shown, left, right = track_colours(page, "phone")
        assert shown["coarse"], "the phone context is not a touch screen"
        # Before: the border's grey on both sides of the thumb.
        assert near(left, rgb(shown["accent"])), (left, shown)
        assert near(right, rgb(shown["border"])), (right, shown)
        page.console_watch.assert_clean()


def test_with_a_mouse_the_native_slider_keeps_its_accent_fill(live_server, browser):
    with opened(browser, LAPTOP, live_server.url) as page:
        shown, left, right = track_colours(page, "laptop")
        assert not shown["coarse"]
        assert near(left, rgb(shown["accent"]), 60), (left, shown)
        assert not near(right, rgb(shown["accent"]), 60), (right, shown)
        page.console_watch.assert_clean()
