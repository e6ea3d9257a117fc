"""What a designer ran into on a second walk (saved configurations, versions, undo, the rarer presets).

- Restoring an older version (open `/c/{slug}/v/1`, Save) keeps the config's name and its place in the
  gallery as they are now: the dialog started with that old version's name and visibility, so saving
  the restore renamed the config back and took a public config out of the gallery.
"""

from test_playground import open_playground

WEIGHT_V1 = {"schemaVersion": 2, "preset": "tabman.buttonBar", "indicator": {"weight": 9}}
WEIGHT_V2 = {"schemaVersion": 2, "preset": "tabman.buttonBar", "indicator": {"weight": 2}}


def create_config(server, name, config, visibility="unlisted"):
    status, body = server.request("POST", "/api/configs", {"name": name, "config": config, "visibility": visibility})
    assert status == 201, body
    return body["slug"], body["editToken"]


def test_restoring_an_older_version_keeps_the_configs_name_and_listing(live_server, page):
    slug, token = create_config(live_server, "Onboarding tabs", WEIGHT_V1)
    status, body = live_server.request(
        "PUT",
        f"/api/configs/{slug}",
        {"name": "Onboarding tabs (final)", "config": WEIGHT_V2, "visibility": "public"},
        headers={"Authorization": f"Bearer {token}", "If-Match": '"1"'},
    )
    assert status == 200, body

    # The owner opens version 1 (the link carries the edit key) and saves it as the newest version.
    open_playground(page, live_server, f"/c/{slug}/v/1#edit={token}")
    page.get_by_test_id("save-button").click()
    assert page.locator("[data-save-title]").text_content() == "Save a new version"
    assert page.get_by_test_id("config-name").input_value() == "Onboarding tabs (final)"
    assert page.get_by_test_id("visibility-public").is_checked()
    page.get_by_test_id("save-confirm").click()
    page.get_by_test_id("share-url").wait_for()

    status, latest = live_server.request("GET", f"/api/configs/{slug}")
    assert status == 200, latest
    assert (latest["version"], latest["name"], latest["visibility"]) == (3, "Onboarding tabs (final)", "public")
    assert latest["config"]["indicator"]["weight"] == 9
    status, gallery = live_server.request("GET", "/api/configs?q=Onboarding")
    assert [c["slug"] for c in gallery["configs"]] == [slug]
    page.console_watch.assert_clean()


def test_the_save_dialogs_two_visibility_choices_are_on_lines_of_their_own(live_server, browser):
    # The two radios ran on as one paragraph: Public's button sat at the end of Unlisted's line and
    # "Library's gallery" wrapped under Unlisted's button, on a desktop and on a phone alike.
    for size in ({"width": 1440, "height": 900}, {"width": 390, "height": 844}):
        context = browser.new_context(viewport=size)
        page = context.new_page()
        open_playground(page, live_server)
        page.get_by_test_id("save-button").click()
        boxes = [
            {"radio": page.get_by_test_id(f"visibility-{value}").bounding_box(),
             "label": page.locator("[data-save-visibility] label").filter(has=page.get_by_test_id(f"visibility-{value}")).bounding_box()}
            for value in ("unlisted", "public")
        ]
        unlisted, public = boxes
        assert abs(unlisted["radio"]["x"] - public["radio"]["x"]) < 1, (size, boxes)
        assert public["label"]["y"] >= unlisted["label"]["y"] + unlisted["label"]["height"] - 0.5, (size, boxes)
        context.close()
