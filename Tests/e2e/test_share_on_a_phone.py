"""The Share tab's QR code: what a phone's camera reads from it in Chromium's pixels (the server's SVG
from libqrencode, decoded by Debian's `zbarimg`, an independent decoder) is this version's embed link
laid out for the phone's own screen, and that page, opened in a phone-sized touch browser, fills it at
one point per CSS pixel and pages when a finger swipes it."""

import shutil
import subprocess

import pytest

from conftest import artifacts_dir
from test_playground import open_playground, save_current


def decode(png_path) -> str:
    zbarimg = shutil.which("zbarimg")
    if zbarimg is None:
        pytest.fail("zbarimg is missing: scripts/setup.sh installs Debian's zbar-tools")
    result = subprocess.run([zbarimg, "--quiet", "--raw", "-Sbinary", str(png_path)], capture_output=True, timeout=30)
    return result.stdout.decode("utf-8", "replace").rstrip("\n")


def wait_for_code(page, link_end):
    """Waits until the Share tab's QR code (an `<img>` of the server's SVG) is the code of a link ending
    with `link_end` and has loaded."""
    page.wait_for_function(
        """(s) => { const img = document.querySelector('[data-testid=share-qr]');
                    return !!img && img.alt.endsWith(s) && img.complete && img.naturalWidth > 0; }""",
        arg=link_end,
    )


def swipe_left(context, page, canvas):
    """A finger swipe from 80 % to 20 % of the canvas's width, as touch events (not mouse)."""
    box = canvas.bounding_box()
    y = box["y"] + box["height"] / 2
    start, end = box["x"] + box["width"] * 0.8, box["x"] + box["width"] * 0.2
    cdp = context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": start, "y": y}]})
    for step in range(1, 11):
        page.wait_for_timeout(16)
        x = start + (end - start) * step / 10
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_the_share_tab_shows_a_qr_code_of_this_versions_embed(live_server, page, browser):
    open_playground(page, live_server)
    page.select_option('select[name="indicator.kind"]', "dot")
    url = save_current(page, "On a phone")
    slug = url.rsplit("/", 1)[-1]
    page.get_by_role("tab", name="Share").click()
    code = page.get_by_test_id("share-qr")
    code.wait_for(state="visible")
    wait_for_code(page, f"/embed/{slug}/v/1?fit=screen")
    shot = artifacts_dir() / "share-qr.png"
    code.screenshot(path=str(shot))
    scanned = decode(shot)
    assert scanned == f"{live_server.url}/embed/{slug}/v/1?fit=screen"
    assert code.get_attribute("alt") == f"QR code of {scanned}"
    # The test server is on 127.0.0.1: the tab says a phone cannot reach it.
    assert "127.0.0.1" in page.get_by_test_id("share-qr-hint").inner_text()
    # A second version: the code follows the version on screen.
    page.select_option('select[name="indicator.kind"]', "line")
    page.get_by_test_id("save-button").click()
    page.get_by_test_id("save-confirm").click()
    page.get_by_role("button", name="Done").click()
    page.get_by_role("tab", name="Share").click()
    wait_for_code(page, f"/embed/{slug}/v/2?fit=screen")
    code.screenshot(path=str(shot))
    assert decode(shot) == f"{live_server.url}/embed/{slug}/v/2?fit=screen"
    page.console_watch.assert_clean()
    # What the phone opens: the preview, which a finger pages.
    phone = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        tab = phone.new_page()
        tab.goto(scanned)
        canvas = tab.locator("canvas").first
        tab.wait_for_function("() => document.querySelector('canvas')?.dataset.drawn")
        assert canvas.get_attribute("data-index") == "0"
        # The pager is laid out for this screen, drawn at one point per CSS pixel over all of it.
        assert canvas.get_attribute("data-viewport") == "390x844"
        box = canvas.bounding_box()
        assert (box["x"], box["y"], box["width"], box["height"]) == (0, 0, 390, 844), box
        # A phone turned on its side: the session is laid out again for the new screen.
        rev = tab.evaluate("() => document.querySelector('canvas').dataset.drawn.split(':')[0]")
        tab.set_viewport_size({"width": 844, "height": 390})
        tab.wait_for_function("() => document.querySelector('canvas').dataset.viewport === '844x390'")
        tab.wait_for_function(
            "(rev) => Number(document.querySelector('canvas').dataset.drawn.split(':')[0]) > Number(rev)", arg=rev
        )
        swipe_left(phone, tab, canvas)
        tab.wait_for_function("() => document.querySelector('canvas').dataset.index === '1'", timeout=10000)
    finally:
        phone.close()


def test_the_share_tab_says_why_the_server_made_no_code(live_server, page):
    # As if something between page and server had added a second `url` (a proxy, an extension): the
    # server's 400 says what is wrong, and the tab shows that sentence where the code would be.
    page.route("**/api/qr?*", lambda route: route.continue_(url=route.request.url + "&url=x"))
    open_playground(page, live_server)
    save_current(page, "No code")
    page.get_by_role("tab", name="Share").click()
    note = page.locator(".share-qr-error")
    note.wait_for(state="visible")
    page.wait_for_function(
        "() => document.querySelector('.share-qr-error')?.textContent.includes('more than once')"
    )
    # Every route refuses a repeated parameter the same way (docs/security.md).
    assert note.inner_text() == 'The query names "url" more than once; give each parameter once.'

    assert page.get_by_test_id("share-qr").count() == 0
