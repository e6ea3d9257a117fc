"""The server's preview PNG against the browser canvas drawing the same pager, pixel by pixel.

For each config the test saves it, fetches `/c/{slug}/preview.png` (393 pt wide, scale 2: 786 × 1704 px)
and, in headless Chromium on the server's origin, opens a live session with the same config and viewport
(iPhone 15 Pro, 393 × 852, safe area 59/0/34/0), takes its first layout and full frame and draws them with
the front end's renderer (`Public/scripts/render/renderer.js`) at 2 device pixels per point, as the embed
page does (no inset overlay, the device furniture drawn). Two figures per image, over R, G and B:

- MAE: the mean absolute difference, 0…255;
- over 8: the share of pixels whose largest channel difference is more than 8/255.

Both are also taken over the bar's strip (its frame's rows), where labels, icons and the indicator are.
The limits sit about a third above what the scanline rasteriser measured when they were set (the figures
in docs/decisions/0010-previews-cairo-or-own-rasteriser.md): differences come from anti-aliasing and
8-bit blending rounding, which stay small; a colour, position or font that drifts between the PNG and the
canvas does not. Cairo 1.16's glyphs on whole pixels, for one, put 5.4 % of a bar's pixels over 8.
With `-s` the test prints the table. A failing config leaves both images in Tests/e2e/artifacts/.
"""

import base64
import struct
import urllib.parse
import urllib.request
import zlib

import pytest

from conftest import artifacts_dir

VIEWPORT = {"width": 393, "height": 852, "safeArea": {"top": 59, "left": 0, "bottom": 34, "right": 0}}
SCALE = 2

# Limits per image: whole-image MAE and share over 8 (%), the bar strip's share over 8 (%).
MAX_MAE = 0.6
MAX_OVER_8 = 0.4
MAX_BAR_OVER_8 = 3.5

CONFIGS = {
    "tabman.buttonBar": {"preset": "tabman.buttonBar"},
    "tabman.tabBar": {"preset": "tabman.tabBar"},
    "tabman.lineBar": {"preset": "tabman.lineBar"},
    "swiftUITabPager.fixed": {"preset": "swiftUITabPager.fixed"},
    "swiftUITabPager.scrollable": {"preset": "swiftUITabPager.scrollable"},
    "bTabViewController": {"preset": "bTabViewController"},
    "tabBarController.bottom": {"preset": "tabBarController.bottom"},
    "tabBarController.left": {"preset": "tabBarController.left"},
    "dark rtl chevron fade badges": {
        "items": [
            {"id": "a", "title": "Featured", "badge": "3"}, {"id": "b", "title": "Notifications", "badge": ""},
            {"id": "c", "title": "Library"}, {"id": "d", "title": "Profile"}, {"id": "e", "title": "Settings"},
            {"id": "f", "title": "Favourites"}, {"id": "g", "title": "Archive"},
        ],
        "bar": {"fadesContentEdges": True},
        "indicator": {"kind": "chevron"},
        "pager": {"defaultPage": 3},
        # The view, not the design (decision 0022): the PNG gets it in its query, the session beside the config.
        "view": {"colorScheme": "dark", "layoutDirection": "rightToLeft"},
    },
    "tab items rounded block badges": {
        "preset": "tabman.tabBar",
        "items": [
            {"id": "a", "title": "Home", "badge": "12", "icon": "heart"}, {"id": "b", "title": "Cart", "icon": "cart"},
            {"id": "c", "title": "Chat", "icon": "message", "badge": ""}, {"id": "d", "title": "Play", "icon": "play"},
            {"id": "e", "title": "Map", "icon": "map"},
        ],
        "indicator": {"kind": "block", "cornerStyle": "rounded"},
        "pager": {"defaultPage": 1},
    },
    # UITabBarItem's badge on the icon's top-trailing corner, 13 pt regular (decision 0039).
    "tabBarController badges": {
        "preset": "tabBarController.bottom",
        "items": [
            {"id": "a", "title": "Home", "badge": "3", "icon": "house"}, {"id": "b", "title": "Cart", "icon": "cart", "badge": "888"},
            {"id": "c", "title": "Chat", "icon": "message", "badge": ""}, {"id": "d", "title": "Play", "icon": "play"},
        ],
    },
    "dot under a bottom bar": {"indicator": {"kind": "dot"}, "bar": {"location": "bottom"}},
    # Each tab's own look (BTabViewController's per-item font, colours and cell background, decision 0014).
    "bTab per-tab styles": {
        "preset": "bTabViewController",
        "items": [
            {"id": "a", "title": "Home", "style": {"font": {"size": 17, "weight": "heavy"}, "backgroundColor": "#FFE08A", "tintColor": "#8B0000"}},
            {"id": "b", "title": "Search", "style": {"font": {"size": 11, "weight": "regular"}, "selectedFont": {"size": 14, "weight": "bold"}}},
            {"id": "c", "title": "Library"},
            {"id": "d", "title": "Profile", "style": {"backgroundColor": "#CCE5FF", "selectedTintColor": "#00A86B"}},
        ],
        "pager": {"defaultPage": 1},
    },
}

# The page the canvas draws on: the renderer and its frame state, nothing of the playground's UI.
HARNESS = """<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/styles/fonts.css"></head><body style="margin:0">
<canvas id="c"></canvas>
<script type="module">
import { createRenderer } from '/scripts/render/renderer.js';
import { applyFrame } from '/scripts/logic/frame-state.js';
import { deviceById } from '/scripts/logic/geometry.js';
import { FONT_FAMILY } from '/scripts/logic/fonts.js';
import { ensureFonts, layoutFonts } from '/scripts/services/font-loader.js';
window.drawConfig = async (config, view, viewport, scale) => {
  await document.fonts.load(`400 16px "${FONT_FAMILY}"`);
  await document.fonts.load(`700 16px "${FONT_FAMILY}"`);
  const response = await fetch('/api/sessions', {method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({config, view, viewport})});
  const session = await response.json();
  const {layout, frame} = await new Promise((resolve, reject) => {
    const source = new EventSource(session.events);
    let layout = null;
    source.addEventListener('layout', (e) => { layout = JSON.parse(e.data); });
    source.addEventListener('frame', (e) => {
      if (layout) { source.close(); resolve({layout, frame: JSON.parse(e.data)}); }
    });
    source.onerror = () => { source.close(); reject(new Error('event stream failed')); };
  });
  await fetch(`/api/sessions/${session.id}`, {method: 'DELETE', headers: {'X-Input-Token': session.inputToken}});
  // The faces the layout draws with, as the playground's preview waits for them (font-loader.js).
  await ensureFonts(layoutFonts(layout));
  const canvas = document.getElementById('c');
  const renderer = createRenderer(canvas);
  renderer.resize(viewport, scale);
  const scheme = view?.colorScheme === 'dark' ? 'dark' : 'light';
  renderer.draw(layout, applyFrame(null, frame),
    {scheme, device: deviceById('iphone-15-pro'), showInsets: false, furniture: true});
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let binary = '';
  for (let i = 0; i < data.length; i += 8192) binary += String.fromCharCode.apply(null, data.subarray(i, i + 8192));
  return {width: canvas.width, height: canvas.height, rgba: btoa(binary), bar: layout.bar.frame};
};
window.harnessReady = true;
</script></body></html>"""


def decode_png(data):
    """(width, height, RGBA bytes) of an 8-bit RGB (type 2) or RGBA (type 6), non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, (depth, ctype, interlace)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    bpp = 4 if ctype == 6 else 3
    raw, stride = zlib.decompress(idat), width * bpp
    prev, out = bytearray(stride), bytearray()
    for y in range(height):
        ftype = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if ftype == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif ftype == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif ftype == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + (left + prev[i]) // 2) & 255
        elif ftype == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        else:
            assert ftype == 0, f"filter {ftype}"
        if bpp == 3:
            rgba = bytearray(width * 4)
            rgba[0::4], rgba[1::4], rgba[2::4] = line[0::3], line[1::3], line[2::3]
            rgba[3::4] = b"\xff" * width
            out += rgba
        else:
            out += line
        prev = line
    return width, height, bytes(out)


def encode_png(width, height, rgba):
    """An unfiltered RGBA PNG, for the artifacts."""
    raw = b"".join(b"\x00" + rgba[y * width * 4:(y + 1) * width * 4] for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")


def difference(a, b, width, rows):
    """(MAE over R, G, B; % of pixels whose largest channel difference is over 8) for pixel rows `rows`."""
    total = over = 0
    for y in rows:
        start = y * width * 4
        d = [abs(p - q) for p, q in zip(a[start:start + width * 4], b[start:start + width * 4])]
        for i in range(0, len(d), 4):
            total += d[i] + d[i + 1] + d[i + 2]
            over += max(d[i], d[i + 1], d[i + 2]) > 8
    pixels = len(rows) * width
    return total / (3 * pixels), 100 * over / pixels


@pytest.fixture(scope="module")
def figures(server, browser):
    """{name: {"mae", "over8", "barMae", "barOver8", "server", "canvas", "size"}} for every config."""
    page = browser.new_page(device_scale_factor=1, viewport={"width": 900, "height": 1800})
    page.route(server.url + "/__compare", lambda route: route.fulfill(status=200, content_type="text/html", body=HARNESS))
    page.goto(server.url + "/__compare")
    page.wait_for_function("window.harnessReady === true")
    results = {}
    for name, partial in CONFIGS.items():
        design = dict(partial)
        view = design.pop("view", {})
        config = {"schemaVersion": 2, **design}
        status, saved = server.request("POST", "/api/configs", {"name": name, "config": config})
        assert status == 201, saved
        query = urllib.parse.urlencode(view)
        with urllib.request.urlopen(f"{server.url}/c/{saved['slug']}/preview.png?{query}", timeout=60) as response:
            width, height, png = decode_png(response.read())
        drawn = page.evaluate("([c, w, v, s]) => window.drawConfig(c, w, v, s)", [config, view, VIEWPORT, SCALE])
        assert (drawn["width"], drawn["height"]) == (width, height), f"{name}: canvas and PNG sizes differ"
        canvas = base64.b64decode(drawn["rgba"])
        bar = drawn["bar"]
        strip = range(max(0, int(bar["y"] * SCALE)), min(height, int((bar["y"] + bar["height"]) * SCALE) + 1))
        mae, over8 = difference(png, canvas, width, range(height))
        bar_mae, bar_over8 = difference(png, canvas, width, strip)
        results[name] = {"mae": mae, "over8": over8, "barMae": bar_mae, "barOver8": bar_over8,
                         "server": png, "canvas": canvas, "size": (width, height)}
    page.close()
    print("\nconfig                              MAE   over 8   bar MAE  bar over 8")
    for name, r in results.items():
        print(f"{name:32s} {r['mae']:6.3f} {r['over8']:7.3f} % {r['barMae']:7.3f} {r['barOver8']:8.3f} %")
    count = len(results)
    means = [sum(r[key] for r in results.values()) / count for key in ("mae", "over8", "barMae", "barOver8")]
    print(f"{'mean':32s} {means[0]:6.3f} {means[1]:7.3f} % {means[2]:7.3f} {means[3]:8.3f} %")
    return results


@pytest.mark.parametrize("name", list(CONFIGS))
def test_preview_png_matches_the_canvas(figures, name):
    r = figures[name]
    within = r["mae"] <= MAX_MAE and r["over8"] <= MAX_OVER_8 and r["barOver8"] <= MAX_BAR_OVER_8
    if not within:
        folder = artifacts_dir()
        stem = "preview-vs-canvas-" + "".join(c if c.isalnum() else "-" for c in name)
        (folder / f"{stem}.server.png").write_bytes(encode_png(*r["size"], r["server"]))
        (folder / f"{stem}.canvas.png").write_bytes(encode_png(*r["size"], r["canvas"]))
    assert r["mae"] <= MAX_MAE, f"{name}: mean absolute error {r['mae']:.3f}"
    assert r["over8"] <= MAX_OVER_8, f"{name}: {r['over8']:.3f} % of pixels differ by more than 8"
    assert r["barOver8"] <= MAX_BAR_OVER_8, f"{name}: {r['barOver8']:.3f} % of the bar's pixels differ by more than 8"
