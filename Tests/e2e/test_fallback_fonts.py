"""Titles in scripts the default face (Inter) lacks (decision 0036): the server measures them in the fallback
fonts Chromium's canvas draws them with (DejaVu Sans for Hebrew and Arabic, Noto Sans CJK, Noto Color Emoji),
so what the canvas draws fits the box the layout gives it: a CJK title with room to spare is not cut with "…".
The default face is tracked like SF Pro (decision 0052), so every character, in whichever font, carries the
canvas's letter spacing.

The page screenshots (1440×900 and 390×844) of bars titled in Japanese, Thai, Hindi and Tamil are left in the
artifacts folder to look at.
"""

import json
import subprocess

import pytest
from fontTools.ttLib import TTFont

from conftest import artifacts_dir
from sf_tracking import tracking_px
from test_playground import open_playground
from test_uploaded_fonts import INTER_VF, browser_widths, session_layout

# "❤️" asks for the emoji font with U+FE0F though Inter has a text ❤; "⬜" (emoji presentation, no selector) is
# Inter's own glyph in Chromium 156, with or without another fallback in the title.
TITLES = ["日本語タブ", "ホーム", "ラーメン", "ーム", "「日本」", "Tab 日本", "שלום עולם", "مرحبا", "👍 Likes", "\u2764\ufe0f", "🇯🇵 日本", "한국어", "Home", "⬜ Tasks", "⬜ 日本"]
CJK_TITLES = ["ホーム", "日本語タブ", "お気に入り", "設定"]

# Real tab titles (Home, Settings, Favourites, News, Search, Profile…) in the scripts of fonts-noto-core that
# Chromium draws in a Noto face, or in DejaVu Sans for Lao, Georgian and Armenian (decision 0042). They
# carry what shaping must get right: Thai tone marks over vowels, Devanagari and Bengali conjuncts (प्र, ন্ধ)
# and reordered vowel signs, Tamil and Malayalam split vowels, ZWNJ in Telugu and Kannada, Khmer coeng
# subscripts, Myanmar medials, a Sinhala title with a space, Urdu letters joined across two fonts. Tamil titles start with ப and வ, the letters
# Noto Sans Grantha would take (and draw as boxes) without setup.sh's fontconfig rule.
SCRIPT_TITLES = {
    "Thai": ["หน้าแรก", "การตั้งค่า", "รายการโปรด", "ข่าวสาร", "โปรไฟล์"],
    "Devanagari": ["होम", "सेटिंग्स", "पसंदीदा", "प्रोफ़ाइल", "समाचार"],
    "Bengali": ["হোম", "সেটিংস", "প্রিয়", "অনুসন্ধান", "খবর"],
    "Gurmukhi": ["ਹੋਮ", "ਸੈਟਿੰਗਾਂ", "ਖ਼ਬਰਾਂ"],
    "Gujarati": ["હોમ", "સેટિંગ્સ", "સમાચાર", "શોધ"],
    "Oriya": ["ହୋମ", "ସେଟିଂସ", "ଖବର"],
    "Tamil": ["முகப்பு", "அமைப்புகள்", "பிடித்தவை", "தேடல்", "வீடு", "புதியவை"],
    "Telugu": ["హోమ్", "సెట్టింగ్‌లు", "వార్తలు", "శోధన"],
    "Kannada": ["ಮುಖಪುಟ", "ಸೆಟ್ಟಿಂಗ್‌ಗಳು", "ಸುದ್ದಿ", "ಹುಡುಕಿ"],
    "Malayalam": ["ഹോം", "ക്രമീകരണങ്ങൾ", "വാർത്ത", "തിരയുക"],
    "Sinhala": ["මුල් පිටුව", "සැකසීම්", "පුවත්", "සොයන්න"],
    "Khmer": ["ទំព័រដើម", "ការកំណត់", "ព័ត៌មាន", "ស្វែងរក"],
    "Lao": ["ໜ້າຫຼັກ", "ການຕັ້ງຄ່າ", "ຂ່າວ"],
    "Myanmar": ["ပင်မ", "ဆက်တင်များ", "သတင်း", "ရှာဖွေရန်"],
    "Georgian": ["მთავარი", "პარამეტრები", "სიახლეები"],
    "Armenian": ["Գլխավոր", "Կարգավորումներ", "Նորություններ"],
    "Ethiopic": ["መነሻ", "ቅንብሮች", "ዜና"],
    # Urdu: ہ and ے are not DejaVu Sans's but Noto Kufi Arabic's, inside words of DejaVu's letters.
    "Urdu": ["ہوم", "پسندیدہ", "کہانی", "آپ کے لیے", "ترتیبات"],
}


def server_and_chromium_widths(server, page, titles: list, size, weight) -> tuple:
    """The server's label widths of `titles` in a bar at `size` and `weight`, Chromium's canvas widths of
    them in the layout's font, that font as the canvas spells it, and the layout's font."""
    config = {
        "items": [{"id": f"t{i}", "title": t} for i, t in enumerate(titles)],
        "buttons": {"font": {"size": size, "weight": weight}},
    }
    layout = session_layout(server, config)
    # The default face is tracked as iOS tracks its system font (HIG table, not the server's figure), with at
    # most 0.05 em besides for Inter's own difference from SF Pro at the weight (decision 0052).
    assert abs(layout["buttonStyle"]["font"]["letterSpacing"] - tracking_px(size)) <= 0.05 * size, layout["buttonStyle"]
    measured = browser_widths(page, server, [layout["buttonStyle"]["font"]], titles)[0]
    return (
        [button["labelWidth"] for button in layout["buttons"]], measured["widths"], measured["font"],
        layout["buttonStyle"]["font"],
    )


def widths_apart(titles: list, server_widths: list, chromium_widths: list) -> list:
    """(title, server width, Chromium width) for every title the two measure more than 0.01 px apart."""
    return [
        (title, ours, chromium)
        for title, ours, chromium in zip(titles, server_widths, chromium_widths)
        if abs(ours - chromium) > 0.01
    ]


@pytest.mark.parametrize("size", [17, 15.5])
@pytest.mark.parametrize("weight", ["regular", "semibold", "bold"])
def test_server_widths_of_fallback_titles_equal_chromium(server, page, size, weight):
    server_widths, chromium_widths, font, layout_font = server_and_chromium_widths(server, page, TITLES, size, weight)
    misses = widths_apart(TITLES, server_widths, chromium_widths)
    assert not misses, (size, weight, font, misses)
    # The CJK title is measured at Noto Sans CJK's 1 em per character at iOS's 93.5 % for the system font's
    # Japanese (decision 0059) plus the letter spacing after each, not in Inter's .notdef boxes (2800/2816 em
    # at regular, 2904 at semibold, 2956 at bold: 0.48 px off or more) nor at the full size (5 × 1.1 px wider
    # at 17 px). Blink keys the adjusted size by hundredths and FreeType scales by 1/64 px: within 0.02 px a
    # character.
    spacing = layout_font["letterSpacing"]
    assert layout_font["systemFont"] is True, layout_font
    assert abs(server_widths[0] - 5 * (0.935 * size + spacing)) < 5 * 0.02, server_widths[0]


# Japanese titles as tab bars carry them, with full-width punctuation and forms, kana, ideographs and Latin
# beside them (decision 0059).
JAPANESE = ["ホーム", "日本語タブ", "お気に入り", "設定", "Tab 日本", "「検索」", "ＡＢＣ１２３", "ﾎｰﾑ", "新着（3）"]
# Whole and half sizes, and sizes whose adjusted hundredths or 1/64 px FreeType truncates (16.21, 20.4, 13.37).
SWEEP = [8, 9.5, 10, 11, 12, 13, 13.37, 14, 15, 15.5, 16, 16.21, 17, 18, 19, 20, 20.4, 21, 22, 24, 26, 28, 30, 34, 40]


def measure_cli(size, weight, family, titles) -> tuple:
    """`pager-playground measure` of `titles`: the font as the layout carries it, and the widths."""
    from test_text_widths import binary

    completed = subprocess.run(
        [str(binary()), "measure", "--size", str(size), "--weight", str(weight), "--family", family,
         "--line-metrics", "--", *titles],
        capture_output=True, text=True, timeout=60,
    )
    assert completed.returncode == 0, completed.stderr
    lines = [json.loads(line) for line in completed.stdout.rstrip("\n").split("\n")]
    metrics = lines[0]
    font = {
        "size": size, "family": family, "cssWeight": metrics["cssWeight"], "letterSpacing": metrics["letterSpacing"],
        "display": metrics["display"], "systemFont": metrics["systemFont"],
    }
    return font, [line["width"] for line in lines[1:]]


@pytest.mark.parametrize("weight", [400, 600, 700])
def test_the_system_fonts_japanese_is_drawn_at_iOSs_scale_at_every_size(server, page, weight):
    fonts, server_widths = [], []
    for size in SWEEP:
        font, widths = measure_cli(size, weight, "default", JAPANESE)
        assert font["systemFont"] is True, font
        fonts.append(font)
        server_widths.append(widths)
    drawn = browser_widths(page, server, fonts, JAPANESE)
    misses = []
    for size, ours, measured in zip(SWEEP, server_widths, drawn):
        misses += [(size, measured["font"], miss) for miss in widths_apart(JAPANESE, ours, measured["widths"])]
    assert not misses, misses
    # The canvas really draws the scaled face: "ホーム" is 3 × 93.5 % of the size, spaced, not 3 em.
    for size, font, widths in zip(SWEEP, fonts, server_widths):
        assert abs(widths[0] - 3 * (0.935 * size + font["letterSpacing"])) < 3 * 0.02, (size, widths[0])


def test_japanese_in_a_font_that_is_not_the_system_font_is_drawn_at_full_size(server, page):
    # DejaVu Sans stands for a font the app names: iOS falls back to Hiragino without the system font's scale.
    font, widths = measure_cli(17, 400, "dejavu", JAPANESE)
    assert font["systemFont"] is False, font
    assert abs(widths[1] - 5 * 17) < 5 * 0.01, widths[1]
    drawn = browser_widths(page, server, [font], JAPANESE)[0]
    assert '"PP System Japanese"' not in drawn["font"], drawn["font"]
    assert not widths_apart(JAPANESE, widths, drawn["widths"]), (widths, drawn)


@pytest.mark.parametrize("viewport", [(1440, 900), (390, 844)])
@pytest.mark.parametrize(
    "name, bar_titles",
    [
        ("cjk", CJK_TITLES),
        ("thai", SCRIPT_TITLES["Thai"]),
        ("hindi", SCRIPT_TITLES["Devanagari"]),
        ("tamil", SCRIPT_TITLES["Tamil"]),
    ],
)
def test_a_bar_in_another_script_is_drawn_whole_in_its_boxes(server, browser, viewport, name, bar_titles):
    config = {"items": [{"id": f"t{i}", "title": t} for i, t in enumerate(bar_titles)]}
    status, saved = server.request("POST", "/api/configs", {"name": name, "config": config})
    assert status == 201, saved
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    try:
        page = context.new_page()
        layout = session_layout(server, config)
        font = layout["buttonStyle"]["font"]
        titles = [button["title"] for button in layout["buttons"]]
        assert titles == bar_titles
        drawn = browser_widths(page, server, [font], titles)[0]["widths"]
        for button, width in zip(layout["buttons"], drawn):
            # draw-button.js cuts a title with "…" when measureText exceeds the label box by 0.5 px.
            assert width <= button["labelFrame"]["width"] + 0.01, (button["title"], width, button["labelFrame"])
        open_playground(page, server, f"/c/{saved['slug']}")
        page.screenshot(path=str(artifacts_dir() / f"fallback-{name}-{viewport[0]}x{viewport[1]}.png"))
    finally:
        context.close()


@pytest.mark.parametrize("size", [17, 13])
@pytest.mark.parametrize("weight", ["regular", "bold"])
def test_server_widths_of_titles_in_more_scripts_equal_chromium(server, page, size, weight):
    # Mixed titles, a danda after a Hindi word, and symbols Chromium takes from fonts-noto-core's Noto Sans (ℹ)
    # and Noto Sans Symbols2 (⏻, ⏱) once it is installed.
    mixed = ["Home ข่าว", "Tab 12 समाचार", "समाचार।", "ℹ Info", "⏻ Power", "⏱ Timer"]
    titles = [title for group in SCRIPT_TITLES.values() for title in group] + mixed
    server_widths, chromium_widths, font, layout_font = server_and_chromium_widths(server, page, titles, size, weight)
    misses = widths_apart(titles, server_widths, chromium_widths)
    assert not misses, (size, weight, font, misses)
    # Not Inter's .notdef boxes (its advance at this weight, from hmtx + HVAR): "ข่าวสาร" is six letters and a
    # tone mark in Noto Sans Thai.
    inter = TTFont(INTER_VF)
    css_weight = {"regular": 400, "bold": 700}[weight]
    notdef = inter.getGlyphSet(location={"wght": css_weight})[".notdef"].width / inter["head"].unitsPerEm * size
    thai = server_widths[titles.index("ข่าวสาร")]
    assert abs(thai - 7 * (notdef + layout_font["letterSpacing"])) > 1, thai
