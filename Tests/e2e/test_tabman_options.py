"""Tabman options from issue 47, section 3, on the real canvas: a button's background view and the
indicator's display mode. Where they go comes from `pager-playground simulate` with the same config.

- `buttons.background` is `TMBarButton.backgroundView` (uias/Tabman 4.0.1 `TMBarButton.swift` lines 43, 116-126):
  it fills each button's frame, not the gaps between buttons.
- `indicator.displayMode = top` stacks the indicator above the buttons (`TMBarView.swift` lines 490-492).
"""

from conftest import RED, canvas_ink
from test_accessories import engine_layout, open_config
from test_playground import CANVAS

RED_FILL = "#FF0000FF"


def in_viewport(layout, rect):
    """A bar content rect in viewport points, at page 0 (the ButtonBar's offset there is 0)."""
    window = layout["bar"]["scrollFrame"]
    return {"x": window["x"] + rect["x"], "y": window["y"] + rect["y"], "width": rect["width"], "height": rect["height"]}


def red(page, rect):
    return canvas_ink(page, CANVAS, rect, RED)["count"]


def test_a_button_background_fills_each_button_and_not_the_gaps(live_server, page, tmp_path):
    config = {"schemaVersion": 1, "preset": "tabman.buttonBar",
              "buttons": {"background": {"style": "flat", "color": RED_FILL}}}
    layout = engine_layout(tmp_path, config)
    assert layout["buttonStyle"]["background"]["style"] == "flat"
    open_config(page, live_server, config, "Button backgrounds")
    first, second = layout["buttons"][0]["frame"], layout["buttons"][1]["frame"]
    inside = in_viewport(layout, {**second, "x": second["x"] + 2, "width": second["width"] - 4, "height": 6})
    gap_x = first["x"] + first["width"] + 4
    gap = in_viewport(layout, {"x": gap_x, "y": 0, "width": second["x"] - gap_x - 4, "height": first["height"]})
    assert red(page, inside) > 20, inside
    assert red(page, gap) == 0, gap


def test_display_mode_top_draws_the_line_above_the_buttons(live_server, page, tmp_path):
    config = {"schemaVersion": 1, "preset": "tabman.buttonBar",
              "indicator": {"color": RED_FILL, "displayMode": "top"}}
    layout = engine_layout(tmp_path, config)
    first = layout["buttons"][0]["frame"]
    assert first["y"] == 4, first
    open_config(page, live_server, config, "Line on top")
    top = in_viewport(layout, {"x": first["x"] + 2, "y": 0, "width": first["width"] - 4, "height": 4})
    bottom = in_viewport(layout, {"x": first["x"] + 2, "y": first["y"] + first["height"] - 4, "width": first["width"] - 4,
                                  "height": 4})
    assert red(page, top) > 10, top
    assert red(page, bottom) == 0, bottom
