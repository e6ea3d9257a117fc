"""A designer's edit while the pages slide (docs/decisions/0048). The preview drew a frame that
jumped: the slide it played from the click was dropped at the new layout for the stream's frames, a
round trip behind (through 150 ms, the pages went 0.16 page back in one frame, then on), and a frame
of the old layout could be drawn on the new one. Now each frame is drawn on its own layout and the slide goes on
into the new layout where it is, on the server's continuation of it."""

from drag_trail import open_settled
from test_designer_walk_3 import slow_link
from test_playground import CANVAS

RECORDER = """() => {
    const canvas = document.querySelector('%s');
    // Each draw: when, the position drawn, and `data-drawn` (the layout revision drawn : the frame's seq).
    const record = { draws: [], changes: [] };
    window.__relayout = record;
    const draw = () => {
        const [layoutRev, seq] = (canvas.dataset.drawn || ':').split(':');
        record.draws.push([performance.now(), parseFloat(canvas.dataset.shownPosition), layoutRev, seq]);
        requestAnimationFrame(draw);
    };
    requestAnimationFrame(draw);
    // What arrived, in order: a layout (`data-rev`) and frames (`data-seq`). Frames come after their
    // layout in the stream, so a frame's revision is that of the last layout before it.
    new MutationObserver((list) => {
        for (const m of list) record.changes.push([m.attributeName, canvas.getAttribute(m.attributeName)]);
    }).observe(canvas, { attributes: true, attributeFilter: ['data-rev', 'data-seq'] });
}""" % CANVAS


def test_a_font_edit_during_a_slide_goes_on_without_a_jump(live_server, browser):
    # A one-second page transition (Pageboy's `push`, linear over `pager.transition.duration`), so that
    # the edit lands in its middle.
    config = {"preset": "tabman.buttonBar", "pager": {"transition": {"style": "push", "duration": 1.0}}}
    status, saved = live_server.request("POST", "/api/configs", {"name": "Slow slide", "config": config})
    assert status == 201, saved
    with slow_link(live_server, 150) as url:
        context = browser.new_context(viewport={"width": 1440, "height": 900})
        try:
            page = context.new_page()
            open_settled(page, url, RECORDER, settle_ms=800, path=f"/c/{saved['slug']}")
            font_size = page.locator('.control[data-path="buttons.font.size"] input.number__input')
            # The mouse rests on Next for more than a round trip, so the preview asked what a click there
            # starts (decision 0033) and plays the slide from the click, ahead of the stream's frames.
            next_button = page.get_by_role("button", name="Next ›")
            next_button.hover()
            page.wait_for_timeout(600)
            next_button.click()
            page.wait_for_function(
                "(s) => parseFloat(document.querySelector(s).dataset.shownPosition) > 0.2", arg=CANVAS, timeout=10000)
            # One step up (a live edit, as the arrow keys make): a new layout mid-slide.
            font_size.focus()
            font_size.press("ArrowUp")
            page.wait_for_function("(s) => document.querySelector(s).dataset.index === '1'", arg=CANVAS, timeout=10000)
            page.wait_for_timeout(1500)
            record = page.evaluate("() => window.__relayout")
        finally:
            context.close()
    draws, changes = record["draws"], record["changes"]
    rev_of_seq, rev = {}, None
    for name, value in changes:
        if name == "data-rev":
            rev = value
        else:
            rev_of_seq[value] = rev
    moving = [d for d in draws if d[1] > 1e-4]
    assert moving and abs(moving[-1][1] - 1) < 1e-3, draws[-3:]
    # The edit reached the screen in the middle of the slide.
    revs = [d[2] for d in moving]
    switched = [i for i in range(1, len(moving)) if revs[i] != revs[i - 1]]
    assert switched, "no new layout during the slide"
    assert 0.05 < moving[switched[0]][1] < 0.95, moving[switched[0]]
    # Every frame the stream sent drawn on its own layout (one the preview plays itself has seq 0).
    mismatched = [d for d in draws if d[3] in rev_of_seq and rev_of_seq[d[3]] is not None and d[2] != rev_of_seq[d[3]]]
    assert not mismatched, mismatched[:5]
    # The slide never goes back (the fall back to the stream's frames drew it 0.16 page back in one
    # frame, a round trip's worth), and no frame around the edit leaps: it moves a page a second.
    positions = [d[1] for d in moving]
    assert all(b >= a - 1e-3 for a, b in zip(positions, positions[1:])), positions
    edit_at = moving[switched[0]][0]
    near = [d for d in moving if abs(d[0] - edit_at) < 300]
    speeds = [(b[1] - a[1]) / max((b[0] - a[0]) / 1000, 1 / 60) for a, b in zip(near, near[1:])]
    assert max(speeds) < 4, (max(speeds), [round(d[1], 3) for d in near])
