"""How closely the preview follows a drag: shared by `test_drag_trail.py` and `Benchmarks/drag-trail.py`.

`measure_drag(page, base_url)` opens the playground at `base_url` (the server itself, or
`scripts/latency-proxy.py` in front of it), drags the first page to the left with the mouse, 60 moves
at about 60 a second, lets go and waits for the pager to rest. Inside the page it records every
pointer move (`timeStamp`, `clientX`) and, on every animation frame, the position the canvas drew
(`data-shown-position`, `performance.now()`). From them:

- trail: for each move after the engine's 10 pt slop, the time until the canvas first drew a position
  at least as far as the move asked for (position = the drag's start + the finger's travel since the
  slop ÷ the page stride, the engine's 1:1 follow);
- stall: the longest time between two draws that changed the position, from the canvas's first motion
  to rest;
- settle: from the release to the first draw of the resting position;
- the page the canvas rests on, and the page the engine reports (`data-index`).
"""

import statistics
import time

CANVAS = '[data-testid="preview-canvas"]'
SLOP = 10.0
MOVES = 60

RECORDER = """() => {
    const canvas = document.querySelector('%s');
    const trail = { moves: [], draws: [], downAt: null, upAt: null };
    window.__trail = trail;
    window.addEventListener('pointerdown', (e) => { trail.downAt = e.timeStamp; trail.downX = e.clientX; }, true);
    window.addEventListener('pointermove', (e) => {
        if (trail.downAt === null || trail.upAt !== null) return;
        const samples = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
        for (const s of samples.length ? samples : [e]) trail.moves.push([s.timeStamp, s.clientX]);
    }, true);
    window.addEventListener('pointerup', (e) => { trail.upAt = e.timeStamp; }, true);
    const record = () => {
        const shown = parseFloat(canvas.dataset.shownPosition);
        if (!Number.isNaN(shown)) trail.draws.push([performance.now(), shown]);
        requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
}""" % CANVAS


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def analyse(record, stride_css):
    """The figures of one recorded drag (times in ms)."""
    moves, draws = record["moves"], record["draws"]
    start = next((p for t, p in draws if t >= record["downAt"]), draws[-1][1] if draws else 0.0)
    slop_at = next((i for i, (_, x) in enumerate(moves) if abs(x - record["downX"]) > SLOP * stride_css[1]), None)
    trails = []
    if slop_at is not None:
        x_slop = moves[slop_at][1]
        for t, x in moves[slop_at + 1:]:
            target = start + (x_slop - x) / stride_css[0]
            if target - start < 0.01:
                continue
            reached = next((td for td, p in draws if td >= t and p >= target - 0.002), None)
            if reached is not None:
                trails.append(reached - t)
    final = draws[-1][1] if draws else None
    rest_at = None
    if final is not None:
        for t, p in draws:
            if t >= (record["upAt"] or 0) and abs(p - round(final)) < 0.0005:
                rest_at = t
                break
    # From the canvas's first motion (a touch within the slop moves nothing, as on the phone) to rest.
    first_motion = next((t for t, p in draws if t >= record["downAt"] and abs(p - start) > 1e-6), None)
    end = rest_at or (draws[-1][0] if draws else record["downAt"])
    stall = 0.0
    last_change, last_value = None, None
    for t, p in draws:
        if first_motion is None or t < first_motion or t > end:
            continue
        if last_value is None or p != last_value:
            if last_change is not None:
                stall = max(stall, t - last_change)
            last_change, last_value = t, p
    return {
        "moves": len(trails),
        "trail_p50_ms": statistics.median(trails) if trails else None,
        "trail_p95_ms": percentile(trails, 0.95) if trails else None,
        "stall_max_ms": stall,
        "settle_ms": (rest_at - record["upAt"]) if rest_at and record["upAt"] else None,
        "rest_position": final,
    }


def open_settled(page, base_url, recorder, settle_ms=500, path="/"):
    """Opens `path` of the playground through `base_url`, waits for a drawn frame, lets it settle for
    `settle_ms` and installs the in-page `recorder` script."""
    page.goto(base_url + path)
    page.wait_for_function(
        "(s) => { const c = document.querySelector(s); return c && c.dataset.fonts === 'ready' && c.dataset.drawn && c.dataset.pageStride; }",
        arg=CANVAS, timeout=30000)
    page.wait_for_timeout(settle_ms)
    page.evaluate(recorder)


def measure_drag(page, base_url, distance=0.6):
    """Drags the pager one page left through `base_url` and returns the figures and the engine's page."""
    open_settled(page, base_url, RECORDER)
    canvas = page.locator(CANVAS)
    box = canvas.bounding_box()
    width, height = (float(v) for v in canvas.get_attribute("data-viewport").split("x"))
    css_per_point = box["width"] / width
    stride = float(canvas.get_attribute("data-page-stride")) * css_per_point
    y = box["y"] + box["height"] * 0.55
    x0 = box["x"] + box["width"] * 0.85
    page.mouse.move(x0, y)
    page.mouse.down()
    for i in range(1, MOVES + 1):
        page.mouse.move(x0 - box["width"] * distance * i / MOVES, y)
        time.sleep(1 / 60)
    page.mouse.up()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        shown = canvas.get_attribute("data-shown-position")
        index = canvas.get_attribute("data-index")
        if shown not in (None, "") and index is not None and abs(float(shown) - round(float(shown))) < 0.0005 \
                and round(float(shown)) == int(index):
            break
        time.sleep(0.05)
    time.sleep(0.3)
    record = page.evaluate("() => window.__trail")
    figures = analyse(record, (stride, css_per_point))
    figures["engine_index"] = int(canvas.get_attribute("data-index"))
    return figures
