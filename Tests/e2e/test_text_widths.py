"""Text widths: `pager-playground measure` against headless Chromium's canvas `measureText`.

One Chromium launch measures the whole corpus for every built-in face (the default, Inter's variable font at
the UIKit weights 100 to 900 on its `wght` axis and, from 22.5 px, Inter Display, tracked by size like SF Pro
with a per-weight correction, decision 0052; DejaVu Sans regular and bold, untracked) at every size; one
`measure` call per face and size gives the server's widths and how the canvas must draw the font (its
`letterSpacing` and design, as the layout's fonts carry them). The canvas draws with those, as the preview
does; the spacing must stay within 0.05 em of the HIG's SF Pro tracking (sf_tracking.py, written out from
Apple's table). Every width must match within 0.01 px, and the line metrics must equal the canvas's
fontBoundingBoxAscent/Descent. The fonts come from local files (file:// URLs), so the test does not need the
playground's HTTP server.
"""

import json
import os
import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright
from sf_tracking import tracking_px

REPO = Path(__file__).resolve().parents[2]
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
INTER = Path("/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf")
INTER_DISPLAY = Path("/usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf")
# name → (`measure --family`, CSS family, file, `@font-face` font-weight, CSS weight, tracked like SF Pro);
# the server picks the same file (and `wght`) for that weight.
FACES = {
    "dejavu 400": ("dejavu", "PP DejaVu Sans", DEJAVU / "DejaVuSans.ttf", "400", 400, False),
    "dejavu 700": ("dejavu", "PP DejaVu Sans", DEJAVU / "DejaVuSans-Bold.ttf", "700", 700, False),
    **{
        f"default {weight}": ("default", "PP Inter", INTER, "100 900", weight, True)
        for weight in range(100, 1000, 100)
    },
}
TOLERANCE = 0.01

# 16.21 px is drawn at 16.20 px (Blink keys fonts by hundredths computed in float); 20.4 px is not a multiple
# of 1/64 (FreeType gets 1305/64). No two sizes share a Blink font cache key, so order does not matter.
SIZES = [10, 11, 12, 13.5, 15, 16.21, 17, 17.5, 20.4, 24, 34]

CORPUS = [
    # Latin: ligatures, kerning pairs, labels.
    "fi", "ffi", "ffl", "fl", "ff", "office", "affine", "Waffle", "AV", "To", "Ta", "Yo", "LT", "P.", "W,",
    "AVAVAV", "WAVE", "Typography", "Favourites", "Settings", "Profile", "Home", "Search", "Library",
    "Hello, World!", "The quick brown fox jumps over the lazy dog", "THE QUICK BROWN FOX", "Äpfel", "Größe",
    "Ærø", "Łódź", "İstanbul", "ÇŞĞ", "naïve café", "a\u0301", "e\u0301\u0302",
    # Cyrillic.
    "Привет мир", "Съешь же ещё этих мягких французских булок", "ГОВОРИТ", "То", "Тг", "Избранное",
    # Greek.
    "Ελληνικά", "Γειά σου Κόσμε", "ΑΥΤΟ", "Τα", "Ρυθμίσεις", "ΐΰ",
    # Vietnamese, precomposed and with stacked combining marks.
    "Tiếng Việt", "Người Việt", "Ấp Bắc", "Nguyễn", "Cài đặt", "ộ ậ Ẫ ữ ỵ",
    "Tie\u0302\u0301ng Vie\u0323\u0302t", "o\u031b\u0300", "A\u0306\u0303",
    # Digits and punctuation.
    "0123456789", "1,234.56", "$9.99", "(a)[b]{c}", "«»“”‘’…—–", "!?;:'\"", "@#%&*", "½ ¼ ¾", "© ® ™",
    "12:45", "+1 (555) 010-0199", "3/4",
    # Mixed scripts, spaces and invisible characters.
    "ТоTo", "ToТо", "Tabs Привет Ελλάδα", "AΑV", "  two  spaces  ", "tab\there", "line\nbreak",
    "A\u200bV", "A\u200dV", "f\u200ci", "A\u00adV",
]


def binary() -> Path:
    path = Path(os.environ.get("PAGER_PLAYGROUND_BIN") or REPO / ".build/debug/pager-playground")
    if not path.is_file():
        pytest.fail(f"{path} is missing: run `swift build --product pager-playground` first")
    return path


@pytest.fixture(scope="module")
def chromium_measurements(tmp_path_factory, server_measurements):
    """{(face, size): {"widths": [...], "ascent": a, "descent": d}} from one headless Chromium."""
    rules = "\n".join(
        sorted({
            f"@font-face {{ font-family: '{css}'; src: url('{file.as_uri()}'); "
            f"font-weight: {range_}; font-style: normal; font-display: block; }}"
            for _, css, file, range_, _, _ in FACES.values()
        } | {
            f"@font-face {{ font-family: 'PP Inter Display'; src: url('{INTER_DISPLAY.as_uri()}'); "
            "font-weight: 100 900; font-style: normal; font-display: block; }"
        })
    )
    def drawn(name, size):
        """(CSS family, CSS weight, letter spacing) the server says the canvas draws `name` at `size` with."""
        _, css, _, _, weight, tracked = FACES[name]
        font = server_measurements[f"{name} {size}"][0]
        assert font["cssWeight"] == weight, (name, size, font)
        if not tracked:
            assert font["letterSpacing"] == 0 and not font["display"], (name, size, font)
            return css, weight, 0
        # SF Pro's tracking, and at most 0.05 em besides (Inter's own difference from SF Pro, the optical sizes).
        assert abs(font["letterSpacing"] - tracking_px(size)) <= 0.05 * size, (name, size, font)
        assert font["display"] == (size >= 22.5), (name, size, font)
        return ("PP Inter Display" if font["display"] else css), weight, font["letterSpacing"]

    page_path = tmp_path_factory.mktemp("text-widths") / "measure.html"
    page_path.write_text(f"<!doctype html><style>{rules}</style><canvas id=c></canvas>")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
        try:
            page = browser.new_page()
            page.goto(page_path.as_uri())
            result = page.evaluate(
                """async ([faces, sizes, corpus]) => {
                    const loaded = [];
                    for (const [, drawn] of faces) {
                        for (const [family, weight] of drawn) {
                            loaded.push((await document.fonts.load(`${weight} 16px '${family}'`)).length);
                        }
                    }
                    const ctx = document.getElementById('c').getContext('2d');
                    const out = {};
                    for (const [name, drawn] of faces) {
                        for (const [index, size] of sizes.entries()) {
                            const [family, weight, spacing] = drawn[index];
                            ctx.font = `${weight} ${size}px '${family}'`;
                            ctx.letterSpacing = `${spacing}px`;
                            const probe = ctx.measureText('Hg');
                            out[`${name} ${size}`] = {
                                widths: corpus.map((text) => ctx.measureText(text).width),
                                ascent: probe.fontBoundingBoxAscent,
                                descent: probe.fontBoundingBoxDescent,
                            };
                        }
                    }
                    return {loaded, out};
                }""",
                [
                    [[name, [drawn(name, size) for size in SIZES]] for name in FACES],
                    SIZES,
                    CORPUS,
                ],
            )
        finally:
            browser.close()
    assert result["loaded"] == [1] * len(FACES) * len(SIZES), "Chromium did not load every font file"
    return result["out"]


@pytest.fixture(scope="module")
def server_measurements():
    """{(face, size): (line metrics, [{"text", "width"}...])} from one `measure` call per face and size."""
    results = {}
    for face, (family, _, _, _, weight, _) in FACES.items():
        for size in SIZES:
            completed = subprocess.run(
                [str(binary()), "measure", "--size", str(size), "--weight", str(weight), "--family", family,
                 "--line-metrics", "--", *CORPUS],
                capture_output=True, text=True, timeout=60,
            )
            assert completed.returncode == 0, completed.stderr
            assert completed.stderr == "", f"measure wrote to stderr: {completed.stderr}"
            lines = [json.loads(line) for line in completed.stdout.rstrip("\n").split("\n")]
            results[f"{face} {size}"] = (lines[0], lines[1:])
    return results


def test_widths_match_chromium(chromium_measurements, server_measurements):
    mismatches = []
    worst = 0.0
    count = 0
    for face in FACES:
        for size in SIZES:
            expected = chromium_measurements[f"{face} {size}"]["widths"]
            _, rows = server_measurements[f"{face} {size}"]
            assert [row["text"] for row in rows] == CORPUS
            for text, row, browser_width in zip(CORPUS, rows, expected):
                error = abs(row["width"] - browser_width)
                worst = max(worst, error)
                count += 1
                if error > TOLERANCE:
                    mismatches.append(f"{face} {size}px {text!r}: measure {row['width']} chromium {browser_width}")
    print(f"\n{count} widths, max |measure - chromium| = {worst:.6f} px")
    assert not mismatches, "\n".join(mismatches)


def test_line_metrics_match_font_bounding_box(chromium_measurements, server_measurements):
    for face in FACES:
        for size in SIZES:
            browser = chromium_measurements[f"{face} {size}"]
            metrics, _ = server_measurements[f"{face} {size}"]
            assert (metrics["ascent"], metrics["descent"]) == (browser["ascent"], browser["descent"]), (face, size)
            assert metrics["lineHeight"] == metrics["ascent"] + metrics["descent"]
