"""The Export tab (issue 48, item 7): the code in a wide view with copy, and PNG / animated PNG images of the
saved version at a chosen device and scale, rendered by the server."""

import urllib.request

from test_playground import open_playground, save_current


def test_wide_code_and_images_of_the_saved_version(live_server, page):
    open_playground(page, live_server)
    page.get_by_role("tab", name="Export").click()
    page.get_by_test_id("export-code").wait_for(state="visible", timeout=10000)
    assert page.locator("[data-export-png]").is_hidden()  # nothing saved yet
    assert "Save the configuration" in page.locator("#side-panel, body").first.inner_text()

    page.locator("[data-export-wide]").click()
    wide = page.get_by_test_id("export-wide-code")
    wide.wait_for(state="visible")
    assert "import Tabman" in wide.inner_text()
    box = page.locator("dialog.export__wide").bounding_box()
    assert box["width"] >= 0.9 * page.viewport_size["width"] or box["width"] >= 1100, box
    page.locator("dialog.export__wide").get_by_role("button", name="Close").click()

    url = save_current(page, "Images please")
    slug = url.rsplit("/", 1)[1]
    page.get_by_role("tab", name="Export").click()
    png = page.locator("[data-export-png]")
    png.wait_for(state="visible")
    page.select_option("[data-export-device]", "430")
    page.select_option("[data-export-scale]", "1")
    href = png.get_attribute("href")
    assert href == f"/c/{slug}/v/1/preview.png?width=430&scale=1", href
    with urllib.request.urlopen(live_server.url + href, timeout=60) as response:
        body = response.read()
    assert body[:8] == b"\x89PNG\r\n\x1a\n"
    # IHDR width: 430 pt at scale 1.
    assert int.from_bytes(body[16:20], "big") == 430
    assert page.locator("[data-export-apng]").get_attribute("href").startswith(f"/c/{slug}/v/1/preview.apng?")
    # A click saves the image the server made.
    with page.expect_download(timeout=60000) as download:
        png.click()
    saved = download.value
    assert saved.suggested_filename == f"{slug}-v1@1x.png"
    with open(saved.path(), "rb") as file:
        assert file.read(8) == b"\x89PNG\r\n\x1a\n"
    # A render the server gives up on (its 25 s budget) is said on the page, not saved as a .png of JSON.
    refusal = '{"error":{"code":"render-too-slow","message":"The animation took too long to render; a smaller scale renders faster."}}'
    page.route("**/preview.apng*", lambda route: route.fulfill(status=422, content_type="application/json", body=refusal))
    downloads = []
    page.on("download", lambda d: downloads.append(d))
    page.locator("[data-export-apng]").click()
    note = page.locator("[data-export-images-note]")
    note.filter(has_text="No image").wait_for(timeout=10000)
    assert "took too long to render" in note.inner_text()
    assert downloads == []
    assert page.locator("[data-export-apng]").inner_text() == "Animated PNG"
    page.unroute("**/preview.apng*")
    # The browser itself logs the refused request; nothing else may be logged.
    assert [e for e in page.console_watch.errors if "status of 422" not in e] == [], page.console_watch.errors
