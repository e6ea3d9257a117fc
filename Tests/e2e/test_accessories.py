"""The bar's accessory buttons (Tabman's accessory views, `bar.accessories`) on the real canvas.

Where the engine puts them comes from `pager-playground simulate` with the same config: a scrolling accessory's
frames are in bar content coordinates (drawn at scrollFrame origin + frame − barOffset), a pinned one's in the
viewport. The canvas must show the tint there, scroll the first with the bar's content and not the second.
"""

import json
import subprocess

from conftest import RED, binary, canvas_ink, poll
from test_playground import CANVAS, canvas_data, drawn_rev, open_playground, viewport_to_client, wait_drawn

ACCESSORIES = {"left": "plus", "rightPinned": "ellipsis", "tintColor": "#FF0000FF"}
CONFIG = {"schemaVersion": 1, "preset": "tabman.buttonBar", "bar": {"accessories": ACCESSORIES}}
OPTIONS = ["left", "right", "leftPinned", "rightPinned", "width", "spacing", "tintColor"]


def engine_layout(tmp_path, config):
    """The first layout message `simulate` streams for a config (nothing happens, so page 0 at rest)."""
    (tmp_path / "config.json").write_text(json.dumps(config))
    (tmp_path / "script.json").write_text(json.dumps({"events": [], "until": 0}))
    out = subprocess.run(
        [str(binary()), "simulate", "--config", str(tmp_path / "config.json"), "--script", str(tmp_path / "script.json")],
        check=True, capture_output=True, text=True, timeout=60,
    ).stdout
    return next(m for m in map(json.loads, out.splitlines()) if m.get("type") == "layout")


def red_ink(page, rect):
    """Pixels of the canvas inside `rect` (viewport points) that are clearly the red tint: their count and
    mean x in viewport points."""
    return canvas_ink(page, CANVAS, rect, RED)


def in_viewport(accessory, bar, bar_offset=(0, 0)):
    """An accessory's icon frame in viewport points."""
    f = dict(accessory["iconFrame"])
    if not accessory["pinned"]:
        f["x"] += bar["scrollFrame"]["x"] - bar_offset[0]
        f["y"] += bar["scrollFrame"]["y"] - bar_offset[1]
    return f


def accessory_rects(layout):
    by_placement = {a["placement"]: a for a in layout["bar"]["accessories"]}
    assert set(by_placement) == {"left", "rightPinned"}, layout["bar"]["accessories"]
    assert by_placement["left"]["pinned"] is False and by_placement["rightPinned"]["pinned"] is True
    return {name: in_viewport(a, layout["bar"]) for name, a in by_placement.items()}


def wait_ink(page, rect, predicate, timeout=10.0):
    return poll(page, lambda: red_ink(page, rect), predicate, timeout)


def open_config(page, server, config, name):
    status, saved = server.request("POST", "/api/configs", {"name": name, "config": config})
    assert status == 201, saved
    open_playground(page, server, f"/c/{saved['slug']}")


def test_accessories_draw_their_symbols_where_the_engine_puts_them(live_server, page, tmp_path):
    layout = engine_layout(tmp_path, CONFIG)
    rects = accessory_rects(layout)
    open_config(page, live_server, CONFIG, "Accessories")
    viewport = layout["viewport"]
    assert canvas_data(page, "viewport") == f"{viewport['width']}x{viewport['height']}"
    # The controls show the options, set as the config has them.
    for option in OPTIONS:
        assert page.locator(f'.control[data-path="bar.accessories.{option}"]').is_visible(), option
    assert page.locator('select[name="bar.accessories.left"]').input_value() == "plus"
    assert page.locator('select[name="bar.accessories.rightPinned"]').input_value() == "ellipsis"
    # Both symbols are inked in red inside their icon frames, and only a little of the red is outside them.
    for name, rect in rects.items():
        ink = wait_ink(page, rect, lambda ink: ink["count"] >= 15)
        assert rect["x"] <= ink["x"] <= rect["x"] + rect["width"], (name, ink, rect)
    bar = layout["bar"]["frame"]
    assert red_ink(page, bar)["count"] <= sum(red_ink(page, r)["count"] for r in rects.values()) * 1.2

    # Removed from the controls, they leave no red there.
    for option in ("left", "rightPinned"):
        rev = drawn_rev(page)
        page.select_option(f'select[name="bar.accessories.{option}"]', "none")
        wait_drawn(page, rev_above=rev)
    for rect in rects.values():
        wait_ink(page, rect, lambda ink: ink["count"] == 0)
    assert red_ink(page, bar)["count"] == 0
    # With no accessory, their width, spacing and colour change nothing: hidden; the four choices stay.
    for option in OPTIONS:
        control = page.locator(f'.control[data-path="bar.accessories.{option}"]')
        if option in ("width", "spacing", "tintColor"):
            control.wait_for(state="hidden", timeout=5000)
        else:
            assert control.is_visible(), option
    page.console_watch.assert_clean()


def test_a_bar_drag_scrolls_the_scrolling_accessory_and_not_the_pinned_one(live_server, page, tmp_path):
    layout = engine_layout(tmp_path, CONFIG)
    rects = accessory_rects(layout)
    open_config(page, live_server, CONFIG, "Accessories drag")
    window = layout["bar"]["scrollFrame"]
    scrolling = wait_ink(page, window, lambda ink: ink["count"] >= 15)
    pinned = wait_ink(page, rects["rightPinned"], lambda ink: ink["count"] >= 15)
    # Hold a drag of the bar's content 24 points to the left (the bar can scroll 100-odd points; the first
    # dozen or so points of a drag go to recognising the pan, so the content follows by less).
    y = window["y"] + window["height"] / 2
    page.mouse.move(*viewport_to_client(page, window["x"] + window["width"] * 0.6, y))
    page.mouse.down()
    page.mouse.move(*viewport_to_client(page, window["x"] + window["width"] * 0.6 - 24, y), steps=8)
    try:
        moved = wait_ink(page, window, lambda ink: ink["count"] > 0 and ink["x"] < scrolling["x"] - 6)
        assert moved["x"] > scrolling["x"] - 30, (scrolling, moved)
        held = red_ink(page, rects["rightPinned"])
        assert abs(held["x"] - pinned["x"]) < 0.5 and abs(held["count"] - pinned["count"]) <= 2, (pinned, held)
    finally:
        page.mouse.up()
    page.console_watch.assert_clean()
