"""What a designer ran into on a second walk (saved configurations, versions, undo, the rarer presets).

- Restoring an older version (open `/c/{slug}/v/1`, Save) keeps the config's name and its place in the
  gallery as they are now: the dialog started with that old version's name and visibility, so saving
  the restore renamed the config back and took a public config out of the gallery.
- The save dialog's visibility choices sit on lines of their own.
- Ctrl+Z while the save dialog is open (the focus on a visibility choice) leaves the design alone: it
  undid the last edit behind the dialog, and Save then saved the design without it.
- Forking a config whose name is near the 80-character limit starts with a name the server takes: the
  dialog offered the name plus " (fork)", and the fork was refused with "/name: the name has 87
  characters; at most 80 are allowed".
- A long name without spaces (`checkout_tabbar_…_final_2`) wraps in the Share tab's title, the version
  list and the Library's lists: it ran out of the side panel and was cut mid-word, unreadable.
- The name field takes 80 characters as a person counts them: its maxlength counted UTF-16 units, and 40
  emoji filled it.
- Delete on an older version's page names the config as it is now and says that every version goes:
  it asked "Delete “Onboarding tabs” and all 2 versions?", the old version's name, for a config the
  gallery lists as "Onboarding tabs (final)".
"""

from test_playground import open_playground
from test_designer_walk import type_first_page

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
    # Worded as the restore it is (decision 0040).
    assert page.locator("[data-save-title]").text_content() == "Restore version 1"
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


def test_delete_on_an_older_versions_page_names_the_config_as_it_is_now(live_server, page):
    slug, token = create_config(live_server, "Onboarding tabs", WEIGHT_V1)
    status, body = live_server.request(
        "PUT",
        f"/api/configs/{slug}",
        {"name": "Onboarding tabs (final)", "config": WEIGHT_V2},
        headers={"Authorization": f"Bearer {token}", "If-Match": '"1"'},
    )
    assert status == 200, body
    open_playground(page, live_server, f"/c/{slug}/v/1#edit={token}")
    page.get_by_role("tab", name="Share").click()
    messages = []
    # Dismissed: the question is read, nothing is deleted.
    page.once("dialog", lambda dialog: (messages.append(dialog.message), dialog.dismiss()))
    page.get_by_role("button", name="Delete…").click()
    page.wait_for_timeout(300)
    assert live_server.request("GET", f"/api/configs/{slug}")[0] == 200
    assert "“Onboarding tabs (final)”" in messages[0], messages
    assert "“Onboarding tabs”" not in messages[0], messages
    assert "whole config" in messages[0] and "all 2 versions, not only version 1" in messages[0], messages
    # Accepted: the whole config goes, every version, and the log names it as it was last named.
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete…").click()
    page.wait_for_url(live_server.url + "/")
    for path in (f"/api/configs/{slug}", f"/api/configs/{slug}?version=1", f"/api/configs/{slug}?version=2"):
        assert live_server.request("GET", path)[0] == 404, path
    page.get_by_role("tab", name="Log").click()
    assert "Deleted “Onboarding tabs (final)” and its 2 versions" in page.locator(".panel--side").inner_text()
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


def test_undo_keys_in_the_save_dialog_leave_the_design_alone(live_server, page):
    open_playground(page, live_server)
    type_first_page(page, "3")
    page.get_by_text("Unsaved changes").wait_for()
    page.get_by_test_id("save-button").click()
    page.get_by_test_id("visibility-public").click()
    page.keyboard.press("Control+z")
    page.keyboard.press("Control+Shift+z")
    page.keyboard.press("Control+z")
    page.get_by_test_id("save-confirm").click()
    page.get_by_test_id("share-url").wait_for()
    slug = page.get_by_test_id("share-url").get_attribute("href").rsplit("/", 1)[1]
    status, saved = live_server.request("GET", f"/api/configs/{slug}")
    assert status == 200, saved
    assert saved["config"]["pager"]["defaultPage"] == 3
    assert saved["visibility"] == "public"

    # Closed, the dialog no longer holds the keys back: Ctrl+Z undoes the edit.
    page.locator("[data-save-done]").click()
    page.locator("[data-undo]").focus()
    page.keyboard.press("Control+z")
    page.locator("[data-doc-state]").filter(has_text="edited").wait_for()
    assert page.locator('input[name="pager.defaultPage"]').input_value() == "0"
    page.console_watch.assert_clean()


def test_forking_a_config_with_a_long_name_offers_a_name_that_can_be_saved(live_server, page):
    name = "Onboarding tab bar for the checkout flow with long labels and badges, take 12345"
    assert len(name) == 80
    slug, _ = create_config(live_server, name, WEIGHT_V1)
    open_playground(page, live_server, f"/c/{slug}")
    page.get_by_test_id("save-button").click()
    assert page.locator("[data-save-title]").text_content() == "Fork configuration"
    offered = page.get_by_test_id("config-name").input_value()
    assert len(offered) <= 80 and offered.endswith("… (fork)"), offered
    assert offered.startswith("Onboarding tab bar for the checkout flow"), offered
    page.get_by_test_id("save-confirm").click()
    page.get_by_test_id("share-url").wait_for()
    assert page.locator("[data-save-error]").text_content() == ""
    page.console_watch.assert_clean()


def names_out_of_the_side_panel(page, selector):
    """The elements matching `selector` that run past the side panel's right edge or overflow their box."""
    return page.evaluate(
        """(selector) => {
            const panel = document.querySelector('.panel--side').getBoundingClientRect();
            return [...document.querySelectorAll(selector)]
                .filter((el) => el.getBoundingClientRect().right > panel.right + 0.5 || el.scrollWidth > el.clientWidth + 1)
                .map((el) => `${el.className}: ${el.textContent.slice(0, 30)}`);
        }""",
        selector,
    )


def test_a_long_name_without_spaces_stays_inside_the_side_panel(live_server, page):
    name = "Checkout_flow_tabbar_with_extremely_long_identifier_names_v12_final_final_2"
    slug, token = create_config(live_server, name, WEIGHT_V1, visibility="public")
    page.set_viewport_size({"width": 1440, "height": 900})
    open_playground(page, live_server, f"/c/{slug}#edit={token}")
    page.get_by_role("tab", name="Share").click()
    page.locator(".versions__item").first.wait_for()
    assert names_out_of_the_side_panel(page, "#panel-share .panel__title, .versions__item") == []
    page.get_by_role("tab", name="Library").click()
    page.get_by_test_id("my-saves").locator(".library__name").first.wait_for()
    page.locator('ul[aria-label="Saved configurations"] .library__name').first.wait_for()
    assert names_out_of_the_side_panel(page, ".library__name") == []
    page.console_watch.assert_clean()


def test_a_name_of_emoji_takes_the_servers_80_characters_not_40(live_server, page):
    # The name field's maxlength="80" counted UTF-16 units: 40 emoji filled it, though the server takes
    # 80 characters as a person counts them (docs/configs.md).
    open_playground(page, live_server, "/")
    page.get_by_test_id("save-button").click()
    field = page.get_by_test_id("config-name")
    field.fill("")
    field.press_sequentially("🎨" * 60)
    assert field.input_value() == "🎨" * 60
    page.get_by_test_id("save-confirm").click()
    page.get_by_test_id("share-url").wait_for()
    slug = page.get_by_test_id("share-url").get_attribute("href").rstrip("/").split("/")[-1]
    status, saved = live_server.request("GET", f"/api/configs/{slug}")
    assert status == 200 and saved["name"] == "🎨" * 60, saved
    # Past 80 characters the field stops, as it did for letters.
    page.locator("[data-save-done]").click()
    page.get_by_test_id("save-button").click()
    field.fill("")
    field.press_sequentially("a" * 85)
    assert field.input_value() == "a" * 80
    page.console_watch.assert_clean()
