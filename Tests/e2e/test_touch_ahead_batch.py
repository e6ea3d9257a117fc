"""A finger's tap soon after the pager comes to rest (decision 0043): on a touch screen the preview asks
the server, after each rest, what a tap on every tab in view and on Previous and Next would start
(decision 0041). One question at a time, the answers took a round trip each, about a second in all at
150 ms, and a tap before its tab's answer waited a round trip after the lift. Now the questions go in
one request (`GET …/what-if?q=…`) and every answer is there a round trip after the rest."""

from test_designer_walk_3 import RECORD_DRAWS, slow_link
from test_phone_walk import CANVAS, RECORD_LIFTS, bar_point, finger_tap, open_on_phone, phone

# The default Tabman bar (five tabs across its 393 pt): Library, the third, about 135–190; Settings, the
# fifth, about 300–370.
LIBRARY = 0.41
SETTINGS = 0.85

AT_REST_ON = """([selector, index]) => {
    const c = document.querySelector(selector);
    return c.dataset.index === index && c.dataset.shownPosition === index && c.dataset.pending === '';
}"""


def test_a_tap_soon_after_a_rest_moves_from_the_lift(live_server, browser):
    with slow_link(live_server, 150) as url, phone(browser) as page:
        asked, answered = [], []
        page.on("request", lambda request: "/what-if" in request.url and asked.append(request.url))
        page.on("requestfinished", lambda request: "/what-if?q=" in request.url and answered.append(request))
        open_on_phone(page, url)
        page.wait_for_timeout(2000)
        # A tap on Library; the pager comes to rest there, and a third of a second later a finger taps
        # Settings: from Library, the tab a finger is likeliest to tap last but one (tabs nearest the
        # selected one are asked about first).
        finger_tap(page, *bar_point(page, LIBRARY), 40)
        page.wait_for_function(AT_REST_ON, arg=[CANVAS, "2"], polling="raf", timeout=5000)
        page.wait_for_timeout(300)
        page.evaluate(RECORD_LIFTS)
        page.evaluate(RECORD_DRAWS)
        finger_tap(page, *bar_point(page, SETTINGS), 40)
        page.wait_for_timeout(1500)
        draws, lifts = page.evaluate("() => window.__draws"), page.evaluate("() => window.__lifts")
        assert draws[-1][1:] == ["4", 4.0], draws[-3:]
        moving = next(d for d in draws if d[2] > 2 + 1e-3)
        after = moving[0] - lifts[0]
        # From the lift, as a tap long after the rest does: 38–67 ms, 0.01–0.03 page on. Asked one at a
        # time (keys, tabs 3, 1, 0, then 4), Settings' answer was not there yet, and the slide began a
        # round trip after the lift: 154–155 ms.
        assert after < 100, f"first moved {after:.0f} ms after the lift, at {moving[2]}; asked: {asked[-12:]}"
        assert moving[2] < 2.3, moving
        # The batch's answers came gzipped (decision 0046): the JSON of a dozen trajectories, tens of KB,
        # is a few KB on the wire, and the page read it whole (the tap above played from it).
        # (A batch asked while nothing would move answers without trajectories, under 1 KB, as it is.)
        answers = [(request, request.response(), len(request.response().body())) for request in answered]
        assert any(length > 20_000 for _, _, length in answers), [(r.url, n) for r, _, n in answers]
        for request, response, length in answers:
            if length < 1024:
                continue
            wire = request.sizes()["responseBodySize"]
            assert response.header_value("content-encoding") == "gzip", (request.url, response.headers)
            assert "accept-encoding" in (response.header_value("vary") or "").lower(), response.headers
            assert wire * 4 < length, (request.url, wire, length)
        page.console_watch.assert_clean()
