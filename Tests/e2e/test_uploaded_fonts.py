"""Bring your own font (issue 47): upload, serve, measure on the server, draw in Chromium.

The server measures label widths with the uploaded bytes (FreeType + HarfBuzz); the canvas loads the same
bytes through `FontFace` (Public/scripts/services/font-loader.js) and draws with the weight and letter
spacing the layout names. This test uploads a variable font (Inter, Debian `fonts-inter-variable`), a static
family of two files (Roboto Regular + Bold) and an "SF Pro" (Roboto renamed with fontTools: the tracking
follows the family name, and SF Pro itself cannot be shipped), lays out tabs in each through a real session,
and checks that Chromium's `measureText` of every title, with the layout's canvas font and letter spacing,
equals the server's width to 0.01 px. It also checks the upload errors and that nothing bad is stored.
"""

import io
import json
import urllib.request
from pathlib import Path

import pytest
from fontTools import subset
from fontTools.ttLib import TTFont

INTER_VF = Path("/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf")
ROBOTO = Path("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF")
DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
TITLES = ["Home", "office", "Favourites", "Toyota AV", "Wi-Fi & Tips", "Été Noël", "Library"]


def upload(server, data: bytes):
    request = urllib.request.Request(server.url + "/api/fonts", data=data, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def renamed(path: Path, family: str) -> bytes:
    """`path` with its family names (IDs 1, 4, 6, 16) set to `family`: a stand-in with that name."""
    font = TTFont(path)
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID in (4,):
            record.string = f"{family} Regular"
        elif record.nameID == 6:
            record.string = family.replace(" ", "") + "-Regular"
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def greek_only(path: Path) -> bytes:
    font = TTFont(path)
    subsetter = subset.Subsetter()
    subsetter.populate(unicodes=range(0x391, 0x3AA))
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def session_layout(server, config: dict) -> dict:
    status, created = server.request("POST", "/api/sessions", {"config": config})
    assert status == 201, created
    with urllib.request.urlopen(server.url + f"/api/sessions/{created['id']}/events", timeout=10) as stream:
        event = None
        for raw in stream:
            line = raw.decode().rstrip("\n")
            if line.startswith("event:"):
                event = line.split(":", 1)[1].strip()
            elif line.startswith("data:") and event == "layout":
                layout = json.loads(line.split(":", 1)[1])
                break
    server.request("DELETE", f"/api/sessions/{created['id']}", headers={"X-Input-Token": created["inputToken"]})
    return layout


def browser_widths(page, server, fonts: list, titles: list) -> list:
    page.goto(server.url + "/embed.html")
    return page.evaluate(
        """async ([fonts, titles]) => {
            const { ensureFonts } = await import('/scripts/services/font-loader.js');
            const { cssFont, letterSpacing } = await import('/scripts/logic/fonts.js');
            await ensureFonts(fonts, titles.join(' '));
            const ctx = document.createElement('canvas').getContext('2d');
            return fonts.map((font) => {
                // Per title, as draw-button.js sets it (the system font's Japanese face only for Japanese).
                const widths = titles.map((t) => {
                    ctx.font = cssFont(font, t);
                    ctx.letterSpacing = letterSpacing(font);
                    return ctx.measureText(t).width;
                });
                return { font: cssFont(font, titles.join(' ')), widths };
            });
        }""",
        [fonts, titles],
    )


def test_upload_answers_and_refusals(server):
    data = INTER_VF.read_bytes()
    status, first = upload(server, data)
    assert status == 201, first
    assert first["family"] == "Inter"
    assert first["axes"] == [{"tag": "wght", "min": 100, "default": 400, "max": 900}]
    import hashlib

    assert first["id"] == hashlib.sha256(data).hexdigest()
    status, again = upload(server, data)
    assert (status, again["id"]) == (200, first["id"])
    with urllib.request.urlopen(server.url + first["url"], timeout=10) as response:
        assert response.read() == data
        assert "immutable" in response.headers["Cache-Control"]

    status, error = upload(server, b"this is not a font" * 10)
    assert status == 400 and "FreeType" in error["error"]["message"], error
    greek = greek_only(DEJAVU)
    status, error = upload(server, greek)
    assert status == 400 and "Latin" in error["error"]["message"], error
    # Refused bytes are not stored.
    status, _ = server.request("GET", "/api/fonts/" + hashlib.sha256(greek).hexdigest())
    assert status == 404
    status, _ = upload(server, b"")
    assert status == 400
    # A config naming a font nobody uploaded is refused, and one naming junk too.
    status, body = server.request("POST", "/api/sessions", {"config": {"text": {"font": "ab" * 32}}})
    assert status == 400 and body["error"]["details"][0]["pointer"] == "/config/text/font", body
    status, body = server.request("POST", "/api/configs", {"name": "x", "config": {"text": {"font": "Helvetica"}}})
    assert status == 400, body


@pytest.mark.parametrize(
    "name, files, weights",
    [
        ("variable Inter", [INTER_VF.read_bytes()], ["regular", "semibold", "bold", "ultraLight"]),
        (
            "static Roboto pair",
            [(ROBOTO / "Roboto-Regular.ttf").read_bytes(), (ROBOTO / "Roboto-Bold.ttf").read_bytes()],
            ["regular", "medium", "semibold", "thin"],
        ),
        ("SF Pro stand-in", [renamed(ROBOTO / "Roboto-Regular.ttf", "SF Pro")], ["regular", "semibold"]),
    ],
)
def test_server_widths_equal_chromium(server, page, name, files, weights):
    ids = []
    for data in files:
        status, description = upload(server, data)
        assert status in (200, 201), description
        ids.append(description["id"])
    family = ",".join(sorted(ids))
    for size in (17, 15.5, 28):
        for weight in weights:
            config = {
                "items": [{"id": f"t{i}", "title": t} for i, t in enumerate(TITLES)],
                "text": {"font": family},
                "buttons": {"font": {"size": size, "weight": weight}},
            }
            layout = session_layout(server, config)
            font = layout["buttonStyle"]["font"]
            assert font["family"] == family
            if name == "SF Pro stand-in":
                assert font["letterSpacing"] != 0, "SF Pro is tracked"
            else:
                assert font["letterSpacing"] == 0
            measured = browser_widths(page, server, [font], TITLES)[0]
            server_widths = [button["labelWidth"] for button in layout["buttons"]]
            for title, ours, chromium in zip(TITLES, server_widths, measured["widths"]):
                assert abs(ours - chromium) <= 0.01, (name, size, weight, measured["font"], title, ours, chromium)


def test_a_shared_link_carries_its_font(server, browser):
    """A saved config that names an uploaded font opens, in a fresh browser, with that font loaded and drawn."""
    status, description = upload(server, INTER_VF.read_bytes())
    assert status in (200, 201)
    config = {"text": {"font": description["id"]}, "buttons": {"font": {"size": 17, "weight": "semibold"}}}
    status, saved = server.request("POST", "/api/configs", {"name": "Inter tabs", "config": config})
    assert status == 201, saved
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(server.url + f"/c/{saved['slug']}")
        page.wait_for_function(
            "() => { const c = document.querySelector('canvas.preview__canvas, canvas'); "
            "return c && c.dataset.fonts === 'ready' && c.dataset.drawn; }",
            timeout=20000,
        )
        family = f"PP Font {description['id'][:16]}"
        loaded = page.evaluate(
            "(family) => [...document.fonts].filter((f) => f.family.replaceAll('\"', '') === family"
            " && f.status === 'loaded').map((f) => f.weight)",
            family,
        )
        assert loaded == ["100 900"], loaded
        assert page.evaluate(f"() => document.fonts.check('600 17px \"{family}\"')")
        # The uploaded Inter, not the built-in default face (which is Inter too, decision 0052): its label is the
        # upload's family from its name table and its axis.
        in_use = page.locator("[data-font-in-use]").text_content()
        assert in_use == "In use: Inter (variable: wght)", in_use
    finally:
        context.close()


def test_previews_draw_with_the_uploaded_font(server):
    """The share page's PNG preview sets the titles in the config's font: the same config in an uploaded Roboto
    Black and in the default face (Inter at 900), both black, gives different images (the server renders it,
    loading the font it names). Roboto, not Inter: the default face is Inter's own file, so an uploaded Inter
    would differ only by the default face's tracking."""
    status, description = upload(server, (ROBOTO / "Roboto-Black.ttf").read_bytes())
    assert status in (200, 201)

    def preview(config):
        status, saved = server.request("POST", "/api/configs", {"name": "p", "config": config})
        assert status == 201, saved
        with urllib.request.urlopen(server.url + f"/c/{saved['slug']}/preview.png", timeout=60) as response:
            assert response.status == 200
            return response.read()

    plain = preview({"buttons": {"font": {"size": 17, "weight": "black"}}})
    roboto = preview({"text": {"font": description["id"]}, "buttons": {"font": {"size": 17, "weight": "black"}}})
    assert plain[:8] == roboto[:8] == b"\x89PNG\r\n\x1a\n"
    assert plain != roboto
