"""Share without saving (issue 48, item 4): "Copy link" works before any save; the link carries the design
and reopens the same pager in a fresh browser."""

from conftest import ConsoleWatch
from test_playground import open_playground


def copy_design_link(page):
    """Clicks the Share tab's "Copy link" (the design without saving) and returns what it copied."""
    page.get_by_role("tab", name="Share").click()
    page.get_by_role("button", name="Copy link", exact=True).first.click()
    page.wait_for_function("() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Copied')")
    return page.evaluate("() => navigator.clipboard.readText()")


def test_a_link_copied_without_saving_reopens_the_same_pager(live_server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    try:
        page = context.new_page()
        open_playground(page, live_server)
        page.select_option('select[name="indicator.kind"]', "dot")
        page.locator(".item__title").first.fill("Ünïcödé start")
        page.wait_for_function("() => document.querySelector('[data-doc-state]').textContent.includes('Unsaved')")
        link = copy_design_link(page)
        assert link.startswith(live_server.url + "/#d=1."), link
    finally:
        context.close()

    fresh = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        other = fresh.new_page()
        watch = ConsoleWatch(other)
        open_playground(other, live_server, link[len(live_server.url):])
        assert other.locator('select[name="indicator.kind"]').input_value() == "dot"
        assert other.locator(".item__title").first.input_value() == "Ünïcödé start"
        assert "#d=" not in other.url  # the design is the page's unsaved document now
        # The link has left the address bar, so the design now lives only in this tab: a reload (with no
        # edit since) must bring it back as the unsaved draft it is.
        other.reload()
        other.wait_for_function("() => document.querySelector('[data-testid=\"preview-canvas\"]')?.dataset.drawn")
        assert other.locator('select[name="indicator.kind"]').input_value() == "dot"
        assert other.locator(".item__title").first.input_value() == "Ünïcödé start"
        assert "Unsaved" in other.locator("[data-doc-state]").inner_text()
        watch.assert_clean()
    finally:
        fresh.close()
