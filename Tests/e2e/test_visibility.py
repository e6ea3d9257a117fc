"""Private by default (issue 48, item 2), as a designer and a visitor meet it in headless Chromium.

A save made with the dialog's default is unlisted: an anonymous visitor's gallery does not show it, though
its link opens. The owner sees it under "My saves", makes it public there (the gallery then lists it), and
takes it to another browser with the owner link.
"""

from conftest import ConsoleWatch
from test_playground import open_playground


def gallery_names(page):
    page.get_by_role("tab", name="Library").click()
    page.wait_for_function("() => !/Loading/.test(document.querySelector('[data-testid=gallery-status]')?.textContent ?? 'Loading')")
    return page.eval_on_selector_all(
        "ul[aria-label='Saved configurations'] .library__name", "(links) => links.map((a) => a.textContent)"
    )


def my_saves(page):
    page.get_by_role("tab", name="Library").click()
    page.wait_for_function("() => !/Loading/.test(document.querySelector('[data-testid=my-saves-status]')?.textContent ?? 'Loading')")
    return page.eval_on_selector_all(
        "[data-testid='my-saves'] .library__item",
        "(rows) => rows.map((r) => [r.querySelector('.library__name').textContent, r.querySelector('[data-testid=visibility]').textContent])",
    )


def test_an_unlisted_save_stays_out_of_the_gallery_until_its_owner_makes_it_public(live_server, page, browser):
    open_playground(page, live_server)
    page.locator(".item__title").first.fill("Secret start")
    page.get_by_test_id("save-button").click()
    assert page.get_by_test_id("visibility-unlisted").is_checked()  # private by default
    page.get_by_test_id("config-name").fill("Unlisted plan")
    page.get_by_test_id("save-confirm").click()
    link = page.get_by_test_id("share-url")
    link.wait_for(state="visible", timeout=10000)
    url = link.get_attribute("href")
    page.get_by_role("button", name="Done").click()

    status, listed = live_server.request("GET", "/api/configs")
    assert status == 200 and all(item["name"] != "Unlisted plan" for item in listed["configs"]), listed

    visitor = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        other = visitor.new_page()
        watch = ConsoleWatch(other)
        open_playground(other, live_server)
        assert "Unlisted plan" not in gallery_names(other)
        assert my_saves(other) == []
        # The link itself opens.
        open_playground(other, live_server, url[len(live_server.url):])
        assert other.locator(".item__title").first.input_value() == "Secret start"
        watch.assert_clean()
    finally:
        visitor.close()

    assert ["Unlisted plan", "Unlisted · v1"] in my_saves(page)
    row = page.locator("[data-testid='my-saves'] .library__item", has_text="Unlisted plan")
    row.get_by_test_id("visibility-toggle").click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=my-saves] [data-testid=visibility]')]"
        ".some((el) => el.textContent.startsWith('Public'))"
    )
    status, listed = live_server.request("GET", "/api/configs")
    assert any(item["name"] == "Unlisted plan" for item in listed["configs"]), listed

    # The switch saved version 2; this page has the config open, so its next save is version 3, public.
    page.get_by_role("tab", name="Tabs").click()
    page.locator(".item__title").first.fill("Secret start, again")
    page.get_by_test_id("save-button").click()
    assert page.get_by_test_id("visibility-public").is_checked()
    page.get_by_test_id("save-confirm").click()
    page.get_by_test_id("share-url").wait_for(state="visible", timeout=10000)
    page.get_by_role("button", name="Done").click()
    slug = url.rstrip("/").split("/")[-1]
    status, stored = live_server.request("GET", f"/api/configs/{slug}")
    assert status == 200 and stored["version"] == 3 and stored["visibility"] == "public", stored
    assert ["Unlisted plan", "Public · v3"] in my_saves(page)

    # The owner link takes the key to another browser.
    row = page.locator("[data-testid='my-saves'] .library__item", has_text="Unlisted plan")
    row.get_by_role("button", name="Owner link…").click()
    owner_link = row.get_by_test_id("owner-link").input_value()
    assert owner_link.startswith(url + "#edit=")
    second = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        other = second.new_page()
        open_playground(other, live_server, owner_link[len(live_server.url):])
        assert other.get_by_test_id("save-button").inner_text() == "Save"  # an owner saves versions, not forks
        assert ["Unlisted plan", "Public · v3"] in my_saves(other)
        # A link with another key (cut, stale or crafted) does not take this browser's away.
        held = other.evaluate("(slug) => JSON.parse(localStorage.getItem('pp.tokens'))[slug]", slug)
        other = second.new_page()  # a fresh load: the same page would only change its fragment
        open_playground(other, live_server, f"/c/{slug}#edit={'A' * 43}")
        assert "#edit=" not in other.url
        assert other.evaluate("(slug) => JSON.parse(localStorage.getItem('pp.tokens'))[slug]", slug) == held
        assert other.get_by_test_id("save-button").inner_text() == "Save"
        other.get_by_role("tab", name="Log").click()
        assert "kept this browser's" in other.locator("[role=tabpanel]:visible").inner_text()
    finally:
        second.close()
    page.console_watch.assert_clean()
