"""A save whose answer is lost, saved again, makes one config (docs/configs.md "Saves that are retried").

The first `POST /api/configs` reaches the real server, which commits it; the browser is then told the
connection reset, as a dropped Wi-Fi would. The designer sees the error and presses Save again: the
page sends the same `Idempotency-Key`, the server answers with the config it made, and the page ends up
with one saved config whose edit token it holds.
"""

import json
import sqlite3

from test_playground import open_playground


def configs_named(server, name):
    database = sqlite3.connect(server.log.parent / "t.sqlite")
    try:
        return [row[0] for row in database.execute("SELECT slug FROM configs WHERE name = ? ORDER BY id", (name,))]
    finally:
        database.close()


def test_save_again_after_a_lost_answer_saves_once(server, page):
    name = "Lost answer test"
    open_playground(page, server)
    page.select_option('select[name="indicator.kind"]', "dot")
    page.wait_for_function("() => document.querySelector('[data-doc-state]').textContent.includes('Unsaved')")

    sent = []  # (Idempotency-Key, status the server gave, whether the browser got it)

    def lose_the_first_answer(route):
        request = route.request
        if request.method != "POST":
            return route.continue_()
        if not sent:
            response = route.fetch()  # the server saves it
            sent.append((request.headers.get("idempotency-key"), response.status, False))
            return route.abort("connectionreset")
        response = route.fetch()
        sent.append((request.headers.get("idempotency-key"), response.status, True))
        return route.fulfill(response=response)

    page.route("**/api/configs", lose_the_first_answer)
    replayed = []
    page.on("response", lambda r: r.url.endswith("/api/configs") and replayed.append(r.headers.get("idempotent-replayed")))

    page.get_by_test_id("save-button").click()
    page.get_by_test_id("config-name").fill(name)
    page.get_by_test_id("save-confirm").click()
    error = page.locator("[data-save-error]")
    page.wait_for_function("() => document.querySelector('[data-save-error]').textContent.includes('could not be reached')")
    assert "try again" in error.inner_text()
    # The server has it already; the page does not know.
    assert len(configs_named(server, name)) == 1

    page.get_by_test_id("save-confirm").click()
    link = page.get_by_test_id("share-url")
    link.wait_for(state="visible", timeout=10000)
    url = link.get_attribute("href")

    assert len(sent) == 2
    first_key, second_key = sent[0][0], sent[1][0]
    assert first_key and len(first_key) == 32, sent
    assert second_key == first_key, "Save pressed again must send the same key"
    assert [status for _, status, _ in sent] == [201, 201]
    assert replayed == ["true"]
    slugs = configs_named(server, name)
    assert len(slugs) == 1, f"one config, not {slugs}"
    assert url.endswith("/c/" + slugs[0])

    # The page holds the config's edit token: a new version saves with it.
    token = page.evaluate(f"() => JSON.parse(localStorage.getItem('pp.tokens'))[{json.dumps(slugs[0])}]")
    status, body = server.request(
        "PUT",
        f"/api/configs/{slugs[0]}",
        {"name": name, "config": {"preset": "tabman.tabBar"}},
        headers={"Authorization": f"Bearer {token}", "If-Match": '"1"'},
    )
    assert status == 200, body
